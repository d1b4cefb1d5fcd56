/** A positive integer id from a query or route parameter, else null. */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
