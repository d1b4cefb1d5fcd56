import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CHANNEL_ID = '1657000001';

/** A LINE ID token as LIFF hands it over: JWT-shaped. Its third part stands for LINE's signature,
 *  which only the verify endpoint checks: 'line' passes there, anything else is a forgery. */
export function lineIdToken(sub: string, claims: Record<string, unknown> = {}, signature = 'line') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: 'https://access.line.me',
    sub,
    aud: CHANNEL_ID,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(payload)}.${signature}`;
}

/**
 * LINE's verify endpoint and Twilio's Messages API, on 127.0.0.1, for a server started as
 * production starts: it records what reaches it; `smsDown` makes Twilio answer 503.
 */
export async function startLineAndTwilio() {
  const verifyCalls: string[] = [];
  const sms: { to: string; body: string }[] = [];
  const state = { smsDown: false };
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.url === '/oauth2/v2.1/verify') {
      const token = form.get('id_token') ?? '';
      verifyCalls.push(token);
      const [, payload, signature] = token.split('.');
      if (signature !== 'line' || form.get('client_id') !== CHANNEL_ID) {
        return json(400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
      }
      return json(200, JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()));
    }
    if (req.url?.endsWith('/Messages.json')) {
      if (state.smsDown) return json(503, { code: 20503, message: 'Service unavailable' });
      sms.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      return json(201, { sid: `SM${sms.length}` });
    }
    json(404, {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    verifyCalls,
    sms,
    state,
    /** The code and reference of the last SMS to `tel` (a local number). */
    lastCode(tel: string) {
      const to = `+66${tel.slice(1)}`;
      const text = sms.findLast((m) => m.to === to)?.body ?? '';
      const match = /code is (\d{6}) \(ref ([A-Z0-9]{6})\)/.exec(text);
      return match ? { code: match[1] as string, ref: match[2] as string } : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
