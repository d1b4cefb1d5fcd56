import type { Context } from 'hono';
import * as z from 'zod/mini';
import { MESSAGES } from '../../../contract/messages.ts';
import { validationError } from './errors.ts';

// zod's English words for a check that has none of its own (classic zod sets them when its first
// schema is made; the mini build the payloads are written in does not).
z.config(z.locales.en());

const MAX_FIELDS = 200;
const MAX_KEY_LENGTH = 200;
const MAX_DEPTH = 5;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

type Tree = { [key: string]: Tree | string };

/** C0 and C1 control characters and DEL, but tab, newline and carriage return, which free text
 *  (a questionnaire answer, an error's stack) may hold; single-line fields refuse those in their
 *  own rules (contract/fields.ts). PostgreSQL refuses NUL in text outright. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The path of the first string (value or key) in `data` holding a control character: '' for the
 *  whole body, null when there is none. */
function controlCharacterAt(data: unknown, path: readonly PropertyKey[] = []): string | null {
  if (typeof data === 'string') return CONTROL.test(data) ? fieldName(path) : null;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    if (CONTROL.test(key)) return fieldName(path);
    const found = controlCharacterAt(value, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Reads a multipart, urlencoded or JSON body into a plain object; bracket keys become nesting. */
export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text);
    } catch {
      throw validationError(undefined, 'The request body is not valid JSON.');
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return fromEntries(new URLSearchParams(await c.req.text()).entries());
  }
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      // From the bytes bodyLimit read: a Response parses them without a full Request around them.
      const headers = { 'content-type': c.req.header('content-type') ?? '' };
      form = await new Response(await c.req.arrayBuffer(), { headers }).formData();
    } catch {
      throw validationError(undefined, 'The form data could not be read.');
    }
    return fromEntries(form.entries());
  }
  if (type === '') {
    const text = await c.req.text();
    if (text.trim() === '') return {};
  }
  throw validationError(undefined, 'Send the form as multipart/form-data, urlencoded or JSON.');
}

export function fromEntries(
  entries: Iterable<[string, FormDataEntryValue]>,
): Record<string, unknown> {
  const root: Tree = {};
  let count = 0;
  for (const [key, value] of entries) {
    count += 1;
    if (count > MAX_FIELDS) throw validationError(undefined, 'The form has too many fields.');
    if (typeof value !== 'string') throw validationError(key, 'Files are not accepted here.');
    insert(root, key, value);
  }
  return arrayify(root) as Record<string, unknown>;
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(key);
  if (!match || key.length > MAX_KEY_LENGTH) {
    throw validationError(
      key.slice(0, MAX_KEY_LENGTH),
      `The field name "${key.slice(0, 60)}" is not valid.`,
    );
  }
  const rest = match[2] ? match[2].slice(1, -1).split('][') : [];
  const segments = [match[1] as string, ...rest];
  if (segments.length > MAX_DEPTH || segments.some((s) => FORBIDDEN_SEGMENTS.has(s))) {
    throw validationError(key, `The field name "${key.slice(0, 60)}" is not valid.`);
  }
  return segments;
}

function insert(root: Tree, key: string, value: string): void {
  const segments = splitKey(key);
  let node = root;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const existing = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (last) {
      if (existing !== undefined) throw validationError(key, `The field "${key}" was sent twice.`);
      node[segment] = value;
      return;
    }
    if (typeof existing === 'string') {
      throw validationError(key, `The field "${key}" conflicts with another field.`);
    }
    const child: Tree = existing ?? {};
    node[segment] = child;
    node = child;
  });
}

function arrayify(tree: Tree | string): unknown {
  if (typeof tree === 'string') return tree;
  const keys = Object.keys(tree);
  const isList = keys.length > 0 && keys.every((key) => /^(0|[1-9]\d{0,3})$/.test(key));
  if (isList) {
    const list: unknown[] = [];
    for (let i = 0; i < keys.length; i += 1) {
      const item = tree[String(i)];
      if (item === undefined) throw validationError(undefined, 'A list in the form has gaps.');
      list.push(arrayify(item));
    }
    return list;
  }
  return Object.fromEntries(keys.map((key) => [key, arrayify(tree[key] as Tree | string)]));
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => (index === 0 ? String(segment) : `[${String(segment)}]`))
    .join('');
}

/** Parses with zod and turns the first problem into a 400 naming the field. A control character
 *  anywhere is refused first, before any rule or handler sees the value. */
export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const control = controlCharacterAt(data);
  if (control !== null) throw validationError(control || undefined, MESSAGES.controlCharacter);
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw validationError(undefined, 'The request is not valid.');
  if (issue.code === 'unrecognized_keys') {
    const field = fieldName([...issue.path, issue.keys[0] ?? '']);
    throw validationError(field, `Unknown field "${field}".`);
  }
  const field = issue.path.length > 0 ? fieldName(issue.path) : undefined;
  const message =
    issue.path.length === 0 && issue.code === 'invalid_type'
      ? 'The request body must be a form or a JSON object.'
      : issue.message;
  throw validationError(field, message);
}

export async function readForm<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  return parseWith(schema, await readBody(c));
}
