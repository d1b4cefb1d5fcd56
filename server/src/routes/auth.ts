import type { AppDeps } from '../deps.ts';
import { clientKey } from '../http/clientIp.ts';
import { tooManyRequests } from '../http/errors.ts';
import { readForm } from '../http/form.ts';
import { cancelRegistration, createUser, login, register } from '../services/accounts.ts';
import { requestOtp } from '../services/otp.ts';
import { assertTelFree } from '../services/users.ts';
import { optionalUserId, publicRouter } from './session.ts';

/** No account is known when a code is asked for: every account's number counts as taken. */
const NO_USER = 0;

import {
  cancelSchema,
  loginSchema,
  otpRequestSchema,
  registerSchema,
} from '../../../contract/payloads.ts';

export function authRoutes(deps: AppDeps) {
  const app = publicRouter();

  app.post('/login', async (c) => {
    const input = await readForm(c, loginSchema);
    return c.json(await login(deps, input.lineUserId, input.idToken));
  });

  app.post('/createuser', async (c) => {
    const input = await readForm(c, loginSchema);
    return c.json(await createUser(deps, input.lineUserId, input.idToken));
  });

  app.post('/otp', async (c) => {
    const { tel } = await readForm(c, otpRequestSchema);
    const wait = await deps.limiters.otpPerAddress.take(clientKey(c, deps.config.trustProxy));
    if (wait > 0) {
      throw tooManyRequests(
        'TOO_MANY_OTP_REQUESTS',
        `Too many codes were requested. Please wait ${wait} seconds.`,
        wait,
      );
    }
    // Checked before a code is sent: registering with a number another member uses would
    // fail only after the customer had waited for and typed the SMS.
    await assertTelFree(deps.db, tel, NO_USER);
    return c.json(await requestOtp(deps, tel));
  });

  app.post('/register', async (c) => {
    const input = await readForm(c, registerSchema(deps.clock()));
    return c.json(await register(deps, input));
  });

  app.post('/cancel', async (c) => {
    const input = await readForm(c, cancelSchema);
    await cancelRegistration(deps, await optionalUserId(deps, c), input);
    return c.json({ ok: true as const });
  });

  return app;
}
