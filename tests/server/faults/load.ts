// Load as a campaign blast makes it (member reads, code entries, redeems with an Idempotency-Key)
// and a prober that watches GET /api/user and GET /readyz every 100 ms.
import { DEMO_CODES } from '../../../server/src/db/demoCodes.ts';

/** Longer than any bound the server puts on a dependency: a request still open past it hangs. */
export const CLIENT_TIMEOUT_MS = 15_000;

export interface Member {
  userId: number;
  token: string;
}

export interface Outcome {
  at: number;
  ms: number;
  kind: string;
  status: number;
  /** For status 0: the network error's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, TimeoutError). */
  error?: string;
}

const errorCode = (error: unknown): string => {
  const e = error as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  return e.cause?.code ?? e.code ?? e.cause?.name ?? e.name ?? 'unknown';
};

export async function send(
  kind: string,
  url: string,
  init: RequestInit = {},
): Promise<Outcome & { body: unknown }> {
  const at = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { at, ms: performance.now() - at, kind, status: response.status, body };
  } catch (error) {
    return { at, ms: performance.now() - at, kind, status: 0, error: errorCode(error), body: null };
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

export interface Redeem {
  member: Member;
  key: string;
  status: number;
  campaignRewardId?: number;
}

export class Load {
  readonly outcomes: Outcome[] = [];
  /** Every redeem attempt by its Idempotency-Key, with its last answer. */
  readonly redeems = new Map<string, Redeem>();
  /** Code entries answered 200, as `userId:code`. */
  readonly credited: string[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private turn = 0;

  constructor(
    private readonly origin: () => string,
    private readonly members: Member[],
    private readonly rewardId: number,
    /** Whether to send no more (SIGTERM runs: a load balancer has taken the server out). */
    private readonly drained: () => boolean = () => false,
  ) {}

  start(loops = 10) {
    this.running = true;
    this.loops = Array.from({ length: loops }, (_, i) => this.loop(i));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(i: number) {
    let n = 0;
    while (this.running && !this.drained()) {
      const member = this.members[(i + 10 * n) % this.members.length] as Member;
      n += 1;
      const auth = { authorization: `Bearer ${member.token}` };
      this.turn += 1;
      const step = this.turn % 3;
      let outcome: Outcome;
      if (step === 0) {
        outcome = await send('user', `${this.origin()}/api/user`, { headers: auth });
      } else if (step === 1) {
        const code = DEMO_CODES[n % DEMO_CODES.length]?.code as string;
        const result = await send('code', `${this.origin()}/api/codes`, {
          method: 'POST',
          headers: auth,
          body: form({ code }),
        });
        if (result.status === 200) this.credited.push(`${member.userId}:${code}`);
        outcome = result;
      } else {
        outcome = await this.redeem(member, crypto.randomUUID());
      }
      this.outcomes.push(outcome);
    }
  }

  async redeem(member: Member, key: string): Promise<Outcome> {
    const result = await send('redeem', `${this.origin()}/api/rewards/${this.rewardId}/redeem`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'Idempotency-Key': key },
    });
    const body = result.body as { campaignRewardId?: number } | null;
    this.redeems.set(key, {
      member,
      key,
      status: result.status,
      campaignRewardId: body?.campaignRewardId,
    });
    return result;
  }

  /** Sends every redeem that got no final answer again, with its own key, as a client would. */
  async retryUnanswered() {
    for (let round = 0; round < 5; round += 1) {
      const open = [...this.redeems.values()].filter((r) => r.status === 0 || r.status >= 500);
      if (open.length === 0) return;
      for (const r of open) await this.redeem(r.member, r.key);
    }
  }
}

export class Prober {
  readonly user: Outcome[] = [];
  readonly ready: Outcome[] = [];
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly origin: () => string,
    private readonly member: Member,
  ) {}

  start() {
    this.running = true;
    const auth = { authorization: `Bearer ${this.member.token}` };
    this.loop = (async () => {
      while (this.running) {
        const [user, ready] = await Promise.all([
          send('probe-user', `${this.origin()}/api/user`, { headers: auth }),
          send('readyz', `${this.origin()}/readyz`),
        ]);
        this.user.push(user);
        this.ready.push(ready);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
  }

  async stop() {
    this.running = false;
    await this.loop;
  }

  /** Milliseconds from `since` to the first GET /api/user sent after it that answered 200. */
  recoveredAfter(since: number): number | undefined {
    const first = this.user.find((o) => o.at >= since && o.status === 200);
    return first ? first.at + first.ms - since : undefined;
  }

  /** Milliseconds from `since` to the first readiness answer of 200 asked after it. */
  readyAfter(since: number): number | undefined {
    const first = this.ready.find((o) => o.at >= since && o.status === 200);
    return first ? first.at + first.ms - since : undefined;
  }

  notReadyBetween(from: number, to: number) {
    return this.ready.filter((o) => o.at >= from && o.at <= to && o.status === 503).length;
  }
}
