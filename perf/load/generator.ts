// The load generator, run in its own process by processes.ts#generate so it never shares an
// event loop with the server it measures. Takes a GeneratorSpec as JSON in argv[2] and prints a
// GeneratorResult as JSON on its last stdout line.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { vitalsRequests } from './vitalsRequests.ts';

export type Scenario =
  | { kind: 'get'; path: string; token?: string }
  | { kind: 'redeem'; rewardId: number; token: string }
  /** Customers `${prefix}${n}` for n below count, each doing the app's startup, a code and the catalogue. */
  | { kind: 'campaign'; customerPrefix: string; customerCount: number; code: string }
  /** Field-vitals batches from many phones (vitalsRequests.ts), at most `rate` per second. */
  | { kind: 'vitals'; rate?: number };

export interface GeneratorSpec {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  scenario: Scenario;
}

export interface GeneratorResult {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts: requests that got no HTTP answer. */
  errors: number;
  non2xx: number;
  status5xx: number;
  startups?: { perSecond: number; p50Ms: number; p99Ms: number; completed: number };
}

type Request = autocannon.Request;
interface Customer {
  token?: string;
  userId?: number;
  startedAt?: number;
}

/** multipart/form-data as the app's FormData sends it. */
function multipart(fields: Record<string, string>) {
  const boundary = `----loyaltyload${randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = `${parts.join('')}--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

function campaignRequests(scenario: Extract<Scenario, { kind: 'campaign' }>, durations: number[]) {
  let next = 0;
  const authed = (
    method: string,
    path: string,
    fields?: (c: Customer) => Record<string, string>,
  ): Request =>
    ({
      method,
      path,
      setupRequest: (request: Request, context: Customer) => {
        const headers: Record<string, string> = { authorization: `Bearer ${context.token ?? ''}` };
        if (!fields) return { ...request, headers };
        const form = multipart(fields(context));
        return {
          ...request,
          headers: { ...headers, 'content-type': form.contentType },
          body: form.body,
        };
      },
    }) as Request;
  const requests: Request[] = [
    {
      method: 'POST',
      path: '/api/authorization/login',
      setupRequest: (request: Request, context: Customer) => {
        const lineUserId = `${scenario.customerPrefix}${next++ % scenario.customerCount}`;
        context.startedAt = performance.now();
        context.token = undefined;
        const form = multipart({ lineUserId, idToken: 'mock-id-token' });
        return { ...request, headers: { 'content-type': form.contentType }, body: form.body };
      },
      onResponse: (status: number, body: string, context: Customer) => {
        if (status !== 200) return;
        const session = JSON.parse(body) as { accessToken: string; userId: number };
        context.token = session.accessToken;
        context.userId = session.userId;
      },
    } as Request,
    authed('GET', '/api/user'),
    authed('PUT', '/api/user/line', () => ({
      lineDisplayName: 'Load Customer',
      linePictureUrl: 'https://profile.line-scdn.net/load',
    })),
    authed('POST', '/api/log/state', (c) => ({
      userId: String(c.userId ?? ''),
      state: '',
      os: 'ios',
    })),
    authed('GET', '/api/questionnaire/check'),
    authed('GET', '/api/home'),
    authed('POST', '/api/log/pageview', (c) => ({ userId: String(c.userId ?? ''), path: '/' })),
    authed('POST', '/api/codes', () => ({ code: scenario.code })),
    {
      ...authed('GET', '/api/rewards'),
      onResponse: (status: number, _body: string, context: Customer) => {
        if (status === 200 && context.startedAt !== undefined) {
          durations.push(performance.now() - context.startedAt);
        }
      },
    } as Request,
  ];
  return requests;
}

async function main() {
  const spec = JSON.parse(process.argv[2] ?? '{}') as GeneratorSpec;
  const durations: number[] = [];
  const { scenario } = spec;
  const options: autocannon.Options = {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
  };
  if (scenario.kind === 'get') {
    options.url = `${spec.url}${scenario.path}`;
    if (scenario.token) options.headers = { authorization: `Bearer ${scenario.token}` };
  } else if (scenario.kind === 'redeem') {
    options.requests = [
      {
        method: 'POST',
        path: `/api/rewards/${scenario.rewardId}/redeem`,
        setupRequest: (request) => ({
          ...request,
          headers: { authorization: `Bearer ${scenario.token}`, 'idempotency-key': randomUUID() },
        }),
      },
    ];
  } else if (scenario.kind === 'vitals') {
    options.requests = vitalsRequests();
    if (scenario.rate) options.overallRate = scenario.rate;
  } else {
    options.requests = campaignRequests(scenario, durations);
  }
  const result = await autocannon(options);
  const sorted = durations.sort((a, b) => a - b);
  const output: GeneratorResult = {
    name: spec.name,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    ...(scenario.kind === 'campaign'
      ? {
          startups: {
            perSecond: sorted.length / spec.durationSeconds,
            p50Ms: Math.round(percentile(sorted, 50)),
            p99Ms: Math.round(percentile(sorted, 99)),
            completed: sorted.length,
          },
        }
      : {}),
  };
  console.log(JSON.stringify(output));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
