// npm run catalogue -- import FILE [--dry-run]: the operator's campaigns, rewards, contents,
// products and questions from a JSON file (docs/catalogue.example.json), in one transaction.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { KINDS, type Kind, readCatalogue } from './catalogueFile.ts';
import { type ImportPlan, ImportRefused, importCatalogue } from './catalogueImport.ts';
import { openData, runTool, UsageError } from './tool.ts';

const USAGE = `Usage: npm run catalogue -- import FILE [--dry-run]

Adds and updates campaigns, rewards, contents, products and questions by their keys, all or
nothing. --dry-run prints what would change and writes nothing.`;

/** Per kind: how many are new, changed (and which fields) and unchanged. */
function describePlan(plan: ImportPlan): string[] {
  return KINDS.flatMap((kind: Kind) => {
    const { added, changed, unchanged } = plan[kind];
    return [
      `${kind}: ${added.length} new, ${changed.length} changed, ${unchanged.length} unchanged`,
      ...added.map((key) => `  new      ${key}`),
      ...changed.map(({ key, fields }) => `  changed  ${key}: ${fields.join(', ')}`),
    ];
  });
}

const changes = (plan: ImportPlan) =>
  KINDS.some((kind) => plan[kind].added.length > 0 || plan[kind].changed.length > 0);

async function main() {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, file, ...rest] = parsed.positionals;
  if (command !== 'import' || !file || rest.length > 0) {
    throw new UsageError('Name the command and one file: import FILE.');
  }
  const dryRun = parsed.values['dry-run'] ?? false;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code}`);
  }
  const read = readCatalogue(text);
  if ('problems' in read) return refuse(file, read.problems);
  const { db } = await openData();
  try {
    const plan = await importCatalogue(db, read.catalogue, { dryRun });
    for (const line of describePlan(plan)) console.log(line);
    if (dryRun) console.log('Dry run: nothing was written.');
    else console.log(changes(plan) ? `Imported ${file}.` : 'Nothing to change.');
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    refuse(file, error.problems);
  } finally {
    await db.destroy();
  }
}

function refuse(file: string, problems: string[]) {
  console.error(`${file}: ${problems.length} problem(s); nothing was written.`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}

const parse = () =>
  parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean' } } });

runTool(USAGE, main);
