import type { SmsSender } from '../deps.ts';

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
