import * as z from 'zod';
import { CAMPAIGN_TYPES, QUESTION_KINDS } from '../db/schema.ts';
import { imageUrl, isoDateTime, itemKey, text, wholeNumber, yesNo } from './catalogueFields.ts';

const MAX_ITEMS = 1000;
const MAX_POINTS = 10_000_000;

/** A window that ends after it starts: the check the database makes too. */
const endsAfterStarts = <T extends { startsAt: Date; endsAt: Date }>(
  item: T,
  ctx: z.RefinementCtx,
) => {
  if (item.endsAt <= item.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'after startsAt' });
  }
};

const item = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: `an object of ${Object.keys(shape).join(', ')}` });

const campaign = item({
  key: itemKey(),
  type: z.enum(CAMPAIGN_TYPES, { error: `one of ${CAMPAIGN_TYPES.join(', ')}` }),
  title: text(200),
  summary: text(500),
  body: text(10_000),
  imageUrl: imageUrl(),
  startsAt: isoDateTime(),
  endsAt: isoDateTime(),
  requiresConsent: yesNo().default(false),
  featured: yesNo().default(false),
});

const reward = item({
  key: itemKey(),
  /** The key of a campaign in this file or already in the database; null or left out: none. */
  campaign: itemKey().nullable().default(null),
  title: text(200),
  description: text(2000),
  imageUrl: imageUrl(),
  pointsCost: wholeNumber(1, MAX_POINTS),
  /** The total ever offered: a new import moves what is left by the difference. */
  stock: wholeNumber(0, MAX_POINTS),
  perUserLimit: wholeNumber(1, 1000),
  useWindowMinutes: wholeNumber(1, 43_200),
  startsAt: isoDateTime(),
  endsAt: isoDateTime(),
});

const content = item({
  key: itemKey(),
  title: text(200),
  body: text(20_000),
  imageUrl: imageUrl(),
  exclusive: yesNo().default(false),
});

const product = item({
  key: itemKey(),
  name: text(200),
  description: text(2000),
  imageUrl: imageUrl(),
  pointsPerPurchase: wholeNumber(0, MAX_POINTS),
});

const option = item({ value: text(100), label: text(200) });
const RATING_VALUES = ['1', '2', '3', '4', '5'];

const question = item({
  key: itemKey(),
  text: text(500),
  kind: z.enum(QUESTION_KINDS, { error: `one of ${QUESTION_KINDS.join(', ')}` }),
  options: z.array(option, { error: 'a list of { value, label }' }).default([]),
  required: yesNo().default(false),
});

/** What each kind's items may hold, for the message about a field it does not know. */
export const FIELDS = {
  campaigns: Object.keys(campaign.shape),
  rewards: Object.keys(reward.shape),
  contents: Object.keys(content.shape),
  products: Object.keys(product.shape),
  questions: Object.keys(question.shape),
  options: Object.keys(option.shape),
};

const checkedQuestion = question
  .superRefine((q, ctx) => {
    const choice = q.kind === 'single' || q.kind === 'multiple';
    if (choice && (q.options.length < 2 || q.options.length > 20)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `2 to 20 options for ${q.kind}` });
    }
    if (q.kind === 'text' && q.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'none for a text question' });
    }
    const values = q.options.map((o) => o.value);
    if (q.kind === 'rating' && values.length > 0 && values.join() !== RATING_VALUES.join()) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'none (1 to 5), or five whose values are "1" to "5" in order',
      });
    }
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) {
        ctx.addIssue({ code: 'custom', path: ['options', index, 'value'], message: 'used twice' });
      }
    });
  })
  .transform((q) => ({
    ...q,
    options:
      q.kind === 'rating' && q.options.length === 0
        ? RATING_VALUES.map((value) => ({ value, label: value }))
        : q.options,
  }));

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: `a list of at most ${MAX_ITEMS}` })
    .max(MAX_ITEMS, `a list of at most ${MAX_ITEMS}`)
    .default([]);

const catalogueFields = {
  campaigns: list(campaign.superRefine(endsAfterStarts)),
  rewards: list(reward.superRefine(endsAfterStarts)),
  contents: list(content),
  products: list(product),
  questions: list(checkedQuestion),
};

export type Kind = keyof typeof catalogueFields;
export const KINDS = Object.keys(catalogueFields) as Kind[];

export const catalogueSchema = item(catalogueFields).superRefine((catalogue, ctx) => {
  for (const kind of KINDS) {
    const first = new Map<string, number>();
    catalogue[kind].forEach((item, index) => {
      const earlier = first.get(item.key);
      if (earlier === undefined) first.set(item.key, index);
      else {
        ctx.addIssue({
          code: 'custom',
          path: [kind, index, 'key'],
          message: `"${item.key}" is also the key of ${kind}[${earlier}]`,
        });
      }
    });
  }
});

export type Catalogue = z.output<typeof catalogueSchema>;

/** `rewards[2].pointsCost`, or `(file)` for the whole. */
const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, part) =>
      typeof part === 'number'
        ? `${text}[${part}]`
        : text
          ? `${text}.${String(part)}`
          : String(part),
    '',
  ) || '(file)';

/** The fields an object at `path` may hold: the file's kinds, an item's fields, an option's. */
function fieldsAt(path: readonly PropertyKey[]): string[] {
  if (path.length === 0) return KINDS;
  if (path.includes('options')) return FIELDS.options;
  return FIELDS[path[0] as Kind] ?? [];
}

function describe(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    const fields = fieldsAt(issue.path).join(', ');
    return issue.keys.map((key) => `${pathText([...issue.path, key])}: not a field (${fields})`);
  }
  return [`${pathText(issue.path)}: ${issue.message}`];
}

/** The catalogue a file holds, or every problem with it, each naming its field by its path. */
export function readCatalogue(json: string): { catalogue: Catalogue } | { problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { problems: [`(file): not JSON: ${(error as Error).message}`] };
  }
  const result = catalogueSchema.safeParse(data);
  if (result.success) return { catalogue: result.data };
  return { problems: result.error.issues.flatMap(describe) };
}
