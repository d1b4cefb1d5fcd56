import { createHmac } from 'node:crypto';
import type { SmsSender } from '../deps.ts';
import type { SmsSettings } from '../settings/sms.ts';

const SEND_TIMEOUT_MS = 10_000;

/** A send that did not happen; its message names the reason without the number or the text. */
export class SmsNotSent extends Error {}

/** '0812345678' or '+66812345678' → '08x-xxx-5678': enough for an operator to match a
 *  complaint, too little to call the member. */
export const maskTel = (tel: string): string => {
  const digits = tel.replace(/^\+\d{1,3}(?=\d{9}$)/, '0').replace(/\D/g, '');
  return `${digits.slice(0, 2)}x-xxx-${digits.slice(-4)}`;
};

/** The app's local number (0812345678) in E.164 (+66812345678) for the country `code`. */
export const toE164 = (tel: string, code: string): string =>
  tel.startsWith('+') ? tel : `+${code}${tel.replace(/^0/, '')}`;

/** Development only (refused in production): the "SMS" is a line in the server's output, where
 *  a developer, or a browser test, reads the code. */
export class ConsoleSms implements SmsSender {
  async send(tel: string, text: string): Promise<void> {
    console.log(`[sms] to ${tel}: ${text}`);
  }
}

/** Keeps messages in memory; tests read the OTP from here. */
export class MemorySms implements SmsSender {
  readonly messages: { tel: string; text: string }[] = [];

  async send(tel: string, text: string): Promise<void> {
    this.messages.push({ tel, text });
  }

  lastCodeFor(tel: string): string | undefined {
    const message = this.messages.findLast((m) => m.tel === tel);
    return message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  }
}

/** POSTs and turns anything but a 2xx into SmsNotSent (the provider's error code, if any). */
async function post(fetcher: typeof fetch, what: string, url: string, init: RequestInit) {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer in 10 s' : 'unreachable';
    throw new SmsNotSent(`${what} ${reason}`);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'number' || typeof body?.code === 'string' ? body.code : '';
  throw new SmsNotSent(`${what} answered ${response.status}${code ? ` (code ${code})` : ''}`);
}

type Twilio = Extract<SmsSettings, { mode: 'twilio' }>;

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form To, From or
 *  MessagingServiceSid, Body; basic auth with the account sid and auth token. */
export class TwilioSms implements SmsSender {
  constructor(
    private readonly settings: Twilio,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(tel: string, text: string): Promise<void> {
    const { apiBase, accountSid, authToken, sender, countryCode } = this.settings;
    const form = new URLSearchParams({ To: toE164(tel, countryCode), Body: text });
    if ('from' in sender) form.set('From', sender.from);
    else form.set('MessagingServiceSid', sender.messagingServiceSid);
    const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    await post(this.fetcher, 'Twilio', url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    });
  }
}

type Webhook = Extract<SmsSettings, { mode: 'webhook' }>;

/** The header names of a webhook send; a gateway checks the signature before it sends. */
export const WEBHOOK_HEADERS = {
  timestamp: 'x-loyalty-timestamp',
  signature: 'x-loyalty-signature',
} as const;

/** The signature of a webhook body sent at `timestamp` (unix seconds): hex HMAC-SHA256 of
 *  `${timestamp}.${body}` with SMS_WEBHOOK_SECRET. Signing the time lets the gateway refuse a
 *  replayed request (older than a few minutes). */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** A signed JSON POST of { to, text } to the operator's own SMS gateway. */
export class WebhookSms implements SmsSender {
  constructor(
    private readonly settings: Webhook,
    private readonly fetcher: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(tel: string, text: string): Promise<void> {
    const { url, secret, countryCode } = this.settings;
    const body = JSON.stringify({ to: toE164(tel, countryCode), text });
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    await post(this.fetcher, 'SMS webhook', url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.timestamp]: timestamp,
        [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
      },
      body,
    });
  }
}

/** The sender SMS_MODE asks for. */
export function smsSender(settings: SmsSettings, fetcher: typeof fetch = fetch): SmsSender {
  switch (settings.mode) {
    case 'console':
      return new ConsoleSms();
    case 'twilio':
      return new TwilioSms(settings, fetcher);
    case 'webhook':
      return new WebhookSms(settings, fetcher);
  }
}
