import * as z from 'zod';
import { requiredText } from '../../../contract/fields.ts';
import { IMAGES } from '../db/images.ts';

// The rules of a catalogue file's fields (npm run catalogue) and of the mint's options (npm run
// codes), each defined once. A message says what the field must be; the problem list puts its
// path in front ('rewards[2].pointsCost: a whole number from 1 to 10,000,000').

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const DEMO_IMAGE = /^\/images\/([a-z0-9-]{1,64})\.svg$/;

/** The operator's own name for an item; a reward names its campaign by it. */
export const itemKey = () =>
  z
    .string({ error: "1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit" })
    .regex(KEY, "1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit");

export const text = (max: number) => requiredText(max, `text of 1 to ${max} characters`);

export const wholeNumber = (min: number, max: number) => {
  const message = `a whole number from ${min} to ${max.toLocaleString('en-US')}`;
  return z.int({ error: message }).min(min, message).max(max, message);
};

export const yesNo = () => z.boolean({ error: 'true or false' });

export const ISO_DATE_MESSAGE =
  'a date and time in ISO 8601 with its UTC offset, e.g. 2026-12-01T00:00:00+07:00';

/** An instant: ISO 8601 with Z or an offset, never a local time that depends on the machine. */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true, error: ISO_DATE_MESSAGE }).transform((value) => new Date(value));

/** What the app may show: an https address, or one of the server's own pictures (db/images.ts). */
export function isImageUrl(value: string): boolean {
  const demo = DEMO_IMAGE.exec(value);
  if (demo) return Object.hasOwn(IMAGES, demo[1] as string);
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const imageUrl = () => {
  const message =
    "an https:// address, or one of the server's pictures such as /images/reward-drink.svg";
  return z.string({ error: message }).refine(isImageUrl, message);
};
