import { notFound } from './errors.ts';

/** A positive int4 id from a path segment; anything else is an unknown id (404). */
export function pathId(value: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}
