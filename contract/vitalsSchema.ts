import * as z from 'zod/mini';
import { VITAL_MAX, VITAL_METRICS, VITALS_MAX_ITEMS, type VitalsBatch } from './vitals.ts';

// POST /api/log/vitals's schema, apart from contract/vitals.ts so that the ops page, which needs
// only the names and thresholds, carries no zod.

const label = (max: number, message: string) =>
  z.string({ error: message }).check(z.maxLength(max, message));

export const vitalItemSchema = z
  .strictObject({
    metric: z.enum(VITAL_METRICS, {
      error: `The metric must be one of ${VITAL_METRICS.join(', ')}.`,
    }),
    value: z
      .number({ error: 'The value must be a number.' })
      .check(z.gte(0, 'The value must not be negative.')),
    route: label(100, 'The route is too long (up to 100 characters).').check(
      // A route pattern (/redeem/:id), never a query string or a fragment.
      z.regex(/^\/[A-Za-z0-9/:_-]*$/, 'The route must be a route pattern such as /redeem/:id.'),
    ),
  })
  .check(
    z.refine((item) => Number.isFinite(item.value) && item.value <= VITAL_MAX[item.metric], {
      message: 'The value is out of range for its metric.',
      path: ['value'],
    }),
  );

const optionalCount = (max: number, message: string) =>
  z.optional(
    z.nullable(z.number({ error: message }).check(z.gte(0, message), z.lte(max, message))),
  );

export const vitalsBatchSchema = z.strictObject({
  build: label(64, 'The build id is too long (up to 64 characters).'),
  language: z.enum(['en', 'th'], { error: 'The language must be en or th.' }),
  os: z.enum(['android', 'ios', 'other'], { error: 'The OS must be android, ios or other.' }),
  lineVersion: label(20, 'The LINE version is too long (up to 20 characters).').check(
    z.regex(/^[0-9.]*$/, 'The LINE version must be digits and dots.'),
  ),
  deviceMemory: optionalCount(1024, 'The device memory must be a number of GB.'),
  cores: optionalCount(1024, 'The core count must be a number.'),
  effectiveType: z.enum(['slow-2g', '2g', '3g', '4g', ''], {
    error: 'The connection type must be slow-2g, 2g, 3g, 4g or empty.',
  }),
  items: z
    .array(vitalItemSchema, { error: 'Send the reports as a list.' })
    .check(
      z.minLength(1, 'Send at least one report.'),
      z.maxLength(VITALS_MAX_ITEMS, `Send at most ${VITALS_MAX_ITEMS} reports in one batch.`),
    ),
});

// The schema and the interface the app builds batches with say the same.
const _same: z.output<typeof vitalsBatchSchema> extends VitalsBatch ? true : never = true;
void _same;
