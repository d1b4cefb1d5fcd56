import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.ts';
import {
  maskTel,
  SmsNotSent,
  smsSender,
  toE164,
  WEBHOOK_HEADERS,
  webhookSignature,
} from '../../../server/src/services/sms.ts';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for an SMS provider: records each request and answers `status`. */
describe('SMS senders against a local provider', () => {
  const received: Received[] = [];
  let status = 201;
  let answer: object = { sid: 'SM1' };
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method, url: req.url, headers: req.headers, body });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  let base = '';
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const settings = (env: NodeJS.ProcessEnv) => loadConfig({ AUTH_MODE: 'mock', ...env }).sms;

  it("Twilio: its Messages API's form, basic auth and E.164 number", async () => {
    status = 201;
    const sms = smsSender(
      settings({
        SMS_MODE: 'twilio',
        TWILIO_API_BASE: `${base}/`,
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'auth-token',
        TWILIO_FROM: '+15005550006',
      }),
    );
    await sms.send('0812345678', 'Your code is 123456');
    const request = received.at(-1) as Received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:auth-token').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+66812345678',
      Body: 'Your code is 123456',
      From: '+15005550006',
    });
  });

  it('Twilio with a Messaging Service, and its refusal as a reason without the number or text', async () => {
    status = 400;
    answer = { code: 21211, message: "The 'To' number +66812345678 is not valid." };
    const sms = smsSender(
      settings({
        SMS_MODE: 'twilio',
        TWILIO_API_BASE: base,
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
      }),
    );
    const error = await sms.send('0812345678', 'Your code is 123456').catch((e: Error) => e);
    expect(error).toBeInstanceOf(SmsNotSent);
    expect((error as Error).message).toBe('Twilio answered 400 (code 21211)');
    expect(new URLSearchParams(received.at(-1)?.body).get('MessagingServiceSid')).toBe('MG1');
  });

  it('webhook: a JSON body signed with the time, which the gateway can check', async () => {
    status = 204;
    answer = {};
    const secret = 'Qw8!eR2@tY6#uI0$oP4%aS7^dF1&gH5*j';
    const sms = smsSender(
      settings({ SMS_MODE: 'webhook', SMS_WEBHOOK_URL: `${base}/sms`, SMS_WEBHOOK_SECRET: secret }),
    );
    await sms.send('0812345678', 'Your code is 654321');
    const request = received.at(-1) as Received;
    expect(request.url).toBe('/sms');
    expect(JSON.parse(request.body)).toEqual({ to: '+66812345678', text: 'Your code is 654321' });
    const timestamp = request.headers[WEBHOOK_HEADERS.timestamp] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers[WEBHOOK_HEADERS.signature]).toBe(
      webhookSignature(secret, timestamp, request.body),
    );
    expect(webhookSignature('another secret', timestamp, request.body)).not.toBe(
      request.headers[WEBHOOK_HEADERS.signature],
    );
  });

  it('a provider that cannot be reached is a reason, not a crash', async () => {
    const sms = smsSender(
      settings({
        SMS_MODE: 'webhook',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
        SMS_WEBHOOK_SECRET: 'Qw8!eR2@tY6#uI0$oP4%aS7^dF1&gH5*j',
      }),
    );
    await expect(sms.send('0812345678', 'x')).rejects.toThrow('SMS webhook unreachable');
  });
});

describe('phone numbers in logs and on the wire', () => {
  it('masks a number to its first two and last four digits', () => {
    expect(maskTel('0812345678')).toBe('08x-xxx-5678');
    expect(maskTel('+66812345678')).toBe('08x-xxx-5678');
  });

  it('writes a local number in E.164 for its country', () => {
    expect(toE164('0812345678', '66')).toBe('+66812345678');
    expect(toE164('+66812345678', '66')).toBe('+66812345678');
  });
});
