import { readFile, stat } from 'node:fs/promises';
import { type LabFigures, labRoutes } from '../../../contract/vitals.ts';

/** The last lab run's figures per route from the summary `npm run lhci` writes (`file`); null
 *  when there is none or it cannot be read: the ops page then shows the field alone. */
export async function readLabFigures(file: string | undefined): Promise<LabFigures | null> {
  if (!file) return null;
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const routes = labRoutes(JSON.parse(text));
    return routes.length ? { writtenAt: info.mtime.toISOString(), routes } : null;
  } catch {
    return null;
  }
}
