// npm run codes -- mint --campaign KEY --points N --count N --out FILE: single-use points codes,
// written to a CSV for printing; the database keeps only their keyed hashes.
import { type FileHandle, open, unlink } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { isoDateTime, itemKey, text, wholeNumber } from './catalogueFields.ts';
import { writeCodesCsv } from './codesCsv.ts';
import { MintRefused, mintCodes } from './mint.ts';
import { openData, runTool, UsageError } from './tool.ts';

const USAGE = `Usage: npm run codes -- mint --campaign KEY --points N --count N --out FILE
                         [--title TEXT] [--starts ISO-DATE] [--ends ISO-DATE]

Mints single-use codes for the campaign with that key (npm run catalogue), each worth N points
once, valid in the campaign's window unless --starts and --ends say otherwise. FILE (a CSV, mode
0600) must not exist: it is the only copy of the codes.`;

/** A whole number typed as an option. */
const count = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    wholeNumber(min, max),
  );

const mintOptions = z.object({
  campaign: itemKey(),
  points: count(1, 1_000_000),
  count: count(1, 1_000_000),
  out: text(4096),
  title: z.optional(text(200)),
  starts: isoDateTime().optional(),
  ends: isoDateTime().optional(),
});

function readOptions() {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.join(' ') !== 'mint') throw new UsageError('Name the command: mint.');
  const result = mintOptions.safeParse(parsed.values);
  if (!result.success) {
    throw new UsageError(
      result.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  return result.data;
}

/** The output file, created for the codes alone: never an existing file, readable by its owner. */
async function createOutput(path: string): Promise<FileHandle> {
  try {
    return await open(path, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'EEXIST'
        ? `--out: ${path} exists; minted codes never overwrite a file.`
        : `--out: cannot create ${path} (${code}).`,
    );
  }
}

async function main() {
  const options = readOptions();
  const file = await createOutput(options.out);
  let written = false;
  try {
    const { db, codeKey } = await openData();
    const started = performance.now();
    let minted: Awaited<ReturnType<typeof mintCodes>>;
    try {
      minted = await mintCodes(
        db,
        codeKey,
        {
          campaignKey: options.campaign,
          points: options.points,
          count: options.count,
          title: options.title,
          startsAt: options.starts,
          endsAt: options.ends,
        },
        new Date(),
      );
    } finally {
      await db.destroy();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await writeCodesCsv(file, minted).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        `${minted.codes.length} codes were minted but ${options.out} could not be written (${error.code ?? error.message}): nobody can enter them. Mint again.`,
      );
    });
    written = true;
    console.log(
      `Minted ${minted.codes.length} codes of ${minted.points} points for campaign "${options.campaign}", valid ${minted.startsAt.toISOString()} to ${minted.endsAt.toISOString()}, in ${seconds} s.`,
    );
    console.log(
      `Wrote ${options.out} (readable by its owner only). The database keeps only the codes' hashes: this file is their only copy.`,
    );
  } catch (error) {
    if (error instanceof MintRefused) throw new UsageError(error.message);
    throw error;
  } finally {
    await file.close();
    if (!written) await unlink(options.out).catch(() => {});
  }
}

const parse = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      campaign: { type: 'string' },
      points: { type: 'string' },
      count: { type: 'string' },
      out: { type: 'string' },
      title: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
    },
  });

runTool(USAGE, main);
