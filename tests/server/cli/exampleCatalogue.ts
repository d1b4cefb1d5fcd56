import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Catalogue, readCatalogue } from '../../../server/src/cli/catalogueFile.ts';

/** docs/catalogue.example.json as JSON, every key (and each reward's campaign) ending in
 *  `suffix`, so that tests sharing a database do not meet each other's items. */
export function exampleData(suffix = `-${randomBytes(3).toString('hex')}`) {
  const data = JSON.parse(readFileSync('docs/catalogue.example.json', 'utf8'));
  for (const items of Object.values(data) as { key: string; campaign?: string | null }[][]) {
    for (const item of items) {
      item.key += suffix;
      if (item.campaign) item.campaign += suffix;
    }
  }
  return data;
}

/** `data` read as the import reads a file. */
export function catalogueOf(data: unknown): Catalogue {
  const read = readCatalogue(JSON.stringify(data));
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.catalogue;
}
