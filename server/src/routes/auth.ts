import type { Context } from 'hono';
import {
  cancelSchema,
  loginSchema,
  otpRequestSchema,
  registerSchema,
} from '../../../contract/payloads.ts';
import type { AppDeps } from '../deps.ts';
import { clientKey } from '../http/clientIp.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { readForm } from '../http/form.ts';
import { type Limit, takeOrRefuse } from '../http/limits.ts';
import {
  cancelRegistration,
  createUser,
  login,
  register,
  verifiedLineUser,
} from '../services/accounts.ts';
import { sendOtp } from '../services/otp.ts';
import { optionalUserId, publicRouter } from './session.ts';

const tooManySignIns = (seconds: number) =>
  tooManyRequests(
    'TOO_MANY_SIGN_INS',
    `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
    seconds,
  );

const tooManyCodes = (seconds: number) =>
  tooManyRequests(
    'TOO_MANY_OTP_REQUESTS',
    `Too many codes were requested. Please wait ${seconds} seconds.`,
    seconds,
  );

export function authRoutes(deps: AppDeps) {
  const app = publicRouter();
  const { signInPerAddress, signInPerLineUser, otpPerAddress } = deps.limiters;
  const address = (c: Context) => clientKey(c, deps.config.trustProxy);

  /** Every sign-in call is counted per client address and per LINE user before anything is
   *  verified: a flood of made-up sign-ins costs LINE's verify endpoint and the database little. */
  const limitSignIn = (c: Context, lineUserId?: string) => {
    const counts: [Limit, string][] = [[signInPerAddress, address(c)]];
    if (lineUserId) counts.push([signInPerLineUser, lineUserId]);
    return takeOrRefuse(counts, tooManySignIns);
  };

  app.post('/login', async (c) => {
    const input = await readForm(c, loginSchema);
    await limitSignIn(c, input.lineUserId);
    return c.json(await login(deps, input.lineUserId, input.idToken));
  });

  app.post('/createuser', async (c) => {
    const input = await readForm(c, loginSchema);
    await limitSignIn(c, input.lineUserId);
    return c.json(await createUser(deps, input.lineUserId, input.idToken));
  });

  /** A code goes to the member who asks: by access token (a new number for the profile) or, while
   *  registering, by a LINE ID token that proves the LINE user, as login's does. */
  app.post('/otp', async (c) => {
    const input = await readForm(c, otpRequestSchema);
    await takeOrRefuse([[otpPerAddress, address(c)]], tooManyCodes);
    const userId = c.req.header('authorization')
      ? await optionalUserId(deps, c)
      : input.lineUserId && input.idToken
        ? await verifiedLineUser(deps, input.lineUserId, input.idToken)
        : null;
    if (userId === null) throw unauthorized();
    return c.json(await sendOtp(deps, userId, input.tel));
  });

  app.post('/register', async (c) => {
    const input = await readForm(c, registerSchema(deps.clock()));
    await limitSignIn(c, input.lineUserId);
    return c.json(await register(deps, input));
  });

  app.post('/cancel', async (c) => {
    const input = await readForm(c, cancelSchema);
    await limitSignIn(c, input.lineUserId);
    await cancelRegistration(deps, await optionalUserId(deps, c), input);
    return c.json({ ok: true as const });
  });

  return app;
}
