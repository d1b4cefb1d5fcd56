import type { Catalogue } from './catalogueFile.ts';

type Item<K extends keyof Catalogue> = Catalogue[K][number];

// The columns each kind of item is written to. A reward's campaign (a key in the file) and its
// stock (a total) are turned into columns by the import, which knows the database.

export const campaignRow = (c: Item<'campaigns'>) => ({
  type: c.type,
  title: c.title,
  summary: c.summary,
  body: c.body,
  image_url: c.imageUrl,
  starts_at: c.startsAt,
  ends_at: c.endsAt,
  requires_consent: c.requiresConsent,
  featured: c.featured,
});

export const rewardRow = (r: Item<'rewards'>, campaignId: number | null) => ({
  campaign_id: campaignId,
  title: r.title,
  description: r.description,
  image_url: r.imageUrl,
  points_cost: r.pointsCost,
  stock_total: r.stock,
  per_user_limit: r.perUserLimit,
  use_window_minutes: r.useWindowMinutes,
  starts_at: r.startsAt,
  ends_at: r.endsAt,
});

export const contentRow = (c: Item<'contents'>) => ({
  title: c.title,
  body: c.body,
  image_url: c.imageUrl,
  exclusive: c.exclusive,
});

export const productRow = (p: Item<'products'>) => ({
  name: p.name,
  description: p.description,
  image_url: p.imageUrl,
  points_per_purchase: p.pointsPerPurchase,
});

/** A question is asked in its place in the file. */
export const questionRow = (q: Item<'questions'>, index: number) => ({
  position: index + 1,
  text: q.text,
  kind: q.kind,
  options: q.options.map(({ value, label }) => ({ value, label })),
  required: q.required,
});

const FIELD_OF_COLUMN: Record<string, string> = {
  campaign_id: 'campaign',
  stock_total: 'stock',
  position: 'position (its place in the file)',
};

/** The file's name for a column: imageUrl for image_url. */
export const fieldOf = (column: string) =>
  FIELD_OF_COLUMN[column] ??
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** JSON with each object's keys in order: jsonb keeps its own order of an object's keys. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** Whether a column's stored value is the value the file gives. */
export function sameValue(stored: unknown, given: unknown): boolean {
  if (stored instanceof Date && given instanceof Date) return stored.getTime() === given.getTime();
  if (typeof given === 'object' && given !== null) return canonical(stored) === canonical(given);
  return stored === given;
}
