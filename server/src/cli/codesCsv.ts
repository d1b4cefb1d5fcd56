import type { FileHandle } from 'node:fs/promises';
import { groupCode, type MintedCodes } from './mint.ts';

const cell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The minted codes as CSV, one a line in print groups, with what each is worth and when. */
export function codesCsv(minted: MintedCodes): string {
  const tail = [
    minted.points,
    minted.title,
    minted.startsAt.toISOString(),
    minted.endsAt.toISOString(),
  ]
    .map((value) => cell(String(value)))
    .join(',');
  const lines = minted.codes.map((code) => `${groupCode(code)},${tail}`);
  return `code,points,title,starts,ends\n${lines.join('\n')}\n`;
}

/** Writes and syncs the CSV to a file opened for it (exclusively, mode 0600). */
export async function writeCodesCsv(file: FileHandle, minted: MintedCodes): Promise<void> {
  await file.writeFile(codesCsv(minted), 'utf8');
  await file.sync();
}
