import { VITALS_MAX_BYTES } from '../../../contract/vitals.ts';
import { vitalsBatchSchema } from '../../../contract/vitalsSchema.ts';
import type { AppDeps } from '../deps.ts';
import { clientIp } from '../http/clientIp.ts';
import { ApiError, validationError } from '../http/errors.ts';
import { parseWith } from '../http/form.ts';
import { vitalsStore } from '../services/vitals.ts';
import { publicRouter } from './session.ts';

/** POST /api/log/vitals: one batch of field Web Vitals, as the app's sendBeacon sends it (JSON,
 *  typed text/plain so that no preflight is needed). No token; limited per client address. */
export function vitalsRoutes(deps: AppDeps) {
  const app = publicRouter();
  const store = vitalsStore(deps);

  app.post('/', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!['application/json', 'text/plain', ''].includes(type)) {
      throw validationError(undefined, 'Send the reports as JSON.');
    }
    const text = await c.req.text();
    if (Buffer.byteLength(text) > VITALS_MAX_BYTES) {
      throw new ApiError(413, 'TOO_LARGE', 'The request is too large.');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw validationError(undefined, 'The request body is not valid JSON.');
    }
    await store(parseWith(vitalsBatchSchema, body), clientIp(c, deps.config.trustProxy));
    return c.body(null, 204);
  });

  return app;
}
