// The server under real faults: its own PostgreSQL and redis-server (harness.ts) terminated,
// restarted, stopped, frozen and killed under load. After each: no crash, no hang past the
// server's bounds, no 500, back within 5 s, not ready while down, nothing lost or doubled.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.ts';
import { codeHash } from '../../../server/src/db/codeHash.ts';
import { signAccessToken } from '../../../server/src/services/accessToken.ts';
import { pointsCodeKeyOf } from '../../../server/src/settings/secrets.ts';
import { missing, OwnPostgres, OwnRedis, ServerProcess, sleep } from './harness.ts';
import { Load, type Member, type Outcome, Prober, send } from './load.ts';

if (missing.length > 0) {
  console.warn(`faults.test.ts: SKIPPED, missing ${missing.join(', ')}.`);
}

const JWT_SECRET = 'fault-tests-secret-at-least-32-characters-long';
/** The longest a request may take while a dependency is down or frozen: pool wait (3 s) plus
 *  one statement's deadline (7 s), db/timeouts.ts, and a margin for a busy machine. */
const SERVER_BOUND_MS = 12_000;
const RECOVERY_MS = 5_000;
const REWARD_STOCK = 100_000;
const MEMBERS = 40;

interface Row {
  scenario: string;
  recoveredMs: number | string;
  notReady: number;
  ok: number;
  s503: number;
  s500: number;
  cut: number;
  maxMs: number;
  logLines: number;
  extra?: string;
}
const rows: Row[] = [];

describe.skipIf(missing.length > 0)('the server under faults', () => {
  const postgres = new OwnPostgres();
  const redis = new OwnRedis();
  let admin: pg.Pool;
  let smallDisk: string | undefined;
  const env = () => ({
    DATABASE_URL: `${postgres.url}/loyalty`,
    REDIS_URL: redis.url,
    JWT_SECRET,
    STATIC_DIR: 'tests/server/fixtures/static',
  });
  let a: ServerProcess;
  let b: ServerProcess;
  let members: Member[] = [];
  let rewardId = 0;

  beforeAll(async () => {
    await Promise.all([postgres.init(), redis.start()]);
    admin = new pg.Pool({ connectionString: `${postgres.url}/loyalty`, max: 2 });
    admin.on('error', () => {});
    const setup = new pg.Client({ connectionString: `${postgres.url}/postgres` });
    await setup.connect();
    // The members' data on a disk that the disk-full test can fill, where a mount is allowed.
    smallDisk = await postgres.smallDisk();
    if (smallDisk) {
      await setup.query(`create tablespace small location '${smallDisk}'`);
      await setup.query('create database loyalty tablespace small');
    } else {
      console.warn('faults.test.ts: cannot mount a small disk here; the disk-full run is skipped.');
      await setup.query('create database loyalty');
    }
    await setup.end();
    a = await new ServerProcess(env()).ready();
    // Two workers: the second instance of the races, and SIGTERM per worker.
    b = await new ServerProcess(
      { ...env(), WEB_CONCURRENCY: '2' },
      /2 workers[\s\S]*Loyalty app ready at (http:\/\/localhost:\d+)/,
    ).ready();
    const config = loadConfig({ AUTH_MODE: 'mock', JWT_SECRET });
    const now = new Date();
    const { rows: users } = await admin.query<{ id: number }>(
      `insert into users (line_user_id, firstname, lastname, tel, email, birth_date, registered_at, created_at)
       select 'Ufault' || g, 'Fault', 'Member', '09' || lpad(g::text, 8, '0'), 'f@example.com', '1990-01-01', $1, $1
       from generate_series(1, $2) g returning id`,
      [now, MEMBERS + 10],
    );
    await admin.query(
      `insert into point_entries (user_id, delta, reason, title, ref_id, created_at)
       select id, 1000000, 'adjust', 'Fault test points', null, $1 from users where line_user_id like 'Ufault%'`,
      [now],
    );
    const { rows: reward } = await admin.query<{ id: number }>(
      `insert into rewards (campaign_id, title, description, image_url, points_cost, stock_left, per_user_limit, use_window_minutes, starts_at, ends_at)
       values (null, 'Fault reward', 'For fault tests', '/images/reward-drink.svg', 10, $1, 1000000, 15, $2, $3) returning id`,
      [REWARD_STOCK, new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 86_400_000)],
    );
    rewardId = reward[0]?.id as number;
    members = await Promise.all(
      users.map(async ({ id }) => ({
        userId: id,
        token: await signAccessToken({ config, clock: () => new Date() }, id),
      })),
    );
  }, 180_000);

  afterAll(async () => {
    a?.stop();
    b?.stop();
    await admin?.end().catch(() => {});
    await redis.kill();
    await postgres.destroy();
    if (rows.length > 0) {
      console.log(
        [
          '| Fault | Recovered after dependency (ms) | Not-ready answers | 200s | 503s | 500s | Requests cut | Slowest (ms) | Log lines | Notes |',
          '|---|---|---|---|---|---|---|---|---|---|',
          ...rows.map(
            (r) =>
              `| ${r.scenario} | ${r.recoveredMs} | ${r.notReady} | ${r.ok} | ${r.s503} | ${r.s500} | ${r.cut} | ${Math.round(r.maxMs)} | ${r.logLines} | ${r.extra ?? ''} |`,
          ),
        ].join('\n'),
      );
    }
  });

  const loadMembers = () => members.slice(0, MEMBERS);

  /** Nothing lost or doubled: every balance equals its ledger; stock left plus rewards held is
   *  the initial stock; every redeem and code answered 200 is there, once. */
  async function assertNothingLostOrDoubled(load: Load) {
    await load.retryUnanswered();
    const mismatched = await admin.query(
      `select id from users where balance <> (select coalesce(sum(delta), 0) from point_entries where user_id = users.id)`,
    );
    expect(mismatched.rows).toEqual([]);
    const { rows: stock } = await admin.query<{ left: number; held: number }>(
      `select r.stock_left as left, (select count(*)::int from user_rewards where reward_id = r.id) as held
       from rewards r where r.id = $1`,
      [rewardId],
    );
    expect((stock[0]?.left ?? 0) + (stock[0]?.held ?? 0)).toBe(REWARD_STOCK);
    const answered = [...load.redeems.values()].filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    const { rows: kept } = await admin.query<{ id: number; idempotency_key: string }>(
      'select id, idempotency_key from user_rewards where idempotency_key = any($1)',
      [answered.map((r) => r.key)],
    );
    expect(kept.length).toBe(answered.length);
    const byKey = new Map(kept.map((row) => [row.idempotency_key, row.id]));
    for (const r of answered) expect(byKey.get(r.key)).toBe(r.campaignRewardId);
    const { rows: codes } = await admin.query<{ k: string }>(
      `select r.user_id || ':' || c.code_hash as k from code_redemptions r join codes c on c.id = r.code_id
       where r.user_id = any($1)`,
      [loadMembers().map((m) => m.userId)],
    );
    const stored = new Set(codes.map((row) => row.k));
    const codeKey = pointsCodeKeyOf(loadConfig({ AUTH_MODE: 'mock', JWT_SECRET }));
    for (const credit of load.credited) {
      const [userId, code] = credit.split(':') as [string, string];
      expect(stored.has(`${userId}:${codeHash(codeKey, code)}`)).toBe(true);
    }
    expect(new Set(load.credited).size).toBe(load.credited.length);
  }

  /**
   * Runs load and the prober on `server`, lets `fault` break a dependency (it answers the moment
   * the dependency is back), waits for the service, and checks the outcome.
   */
  async function underFault(
    scenario: string,
    server: ServerProcess,
    fault: () => Promise<number>,
    expectNotReady: boolean,
    during?: () => Promise<string>,
  ) {
    const logFrom = server.output.length;
    const load = new Load(() => server.origin, loadMembers(), rewardId);
    const prober = new Prober(() => server.origin, members[MEMBERS] as Member);
    load.start();
    prober.start();
    await sleep(1_000);
    const faultAt = performance.now();
    const [back, extra] = await Promise.all([fault(), during?.()]);
    // Until the service answers again (or clearly does not), then a little steady load.
    const deadline = back + RECOVERY_MS + 3_000;
    while (prober.recoveredAfter(back) === undefined && performance.now() < deadline)
      await sleep(100);
    await sleep(1_000);
    await Promise.all([load.stop(), prober.stop()]);

    const all: Outcome[] = [...load.outcomes, ...prober.user];
    const count = (status: number) => all.filter((o) => o.status === status).length;
    const recovered = prober.recoveredAfter(back);
    const row: Row = {
      scenario,
      recoveredMs: recovered === undefined ? 'never' : Math.round(recovered),
      notReady: prober.notReadyBetween(faultAt, back),
      ok: count(200),
      s503: count(503),
      s500: count(500),
      cut: all.filter((o) => o.status === 0).length,
      maxMs: Math.max(...all.map((o) => o.ms)),
      logLines: server.dependencyLines(logFrom),
      extra: [`logged: ${server.dependencyCodes(logFrom).join(' ')}`, extra]
        .filter(Boolean)
        .join('; '),
    };
    rows.push(row);
    console.log(scenario, JSON.stringify(row));

    expect(server.alive).toBe(true);
    // The other instance (two workers) lived through it too, idle connections and all.
    expect(b.alive).toBe(true);
    expect(b.output).not.toMatch(/Worker \d+ exited/);
    expect(row.s500).toBe(0);
    expect(server.stackLines(logFrom)).toBe(0);
    // An outage is a few lines, not one per request: its first failure, one line per
    // dependency every OUTAGE_SUMMARY_MS while it lasts, and one when it is back (each
    // dependency, each worker process).
    const outageSeconds = (performance.now() - faultAt) / 1000;
    expect(row.logLines).toBeLessThanOrEqual(2 * (2 + Math.ceil(outageSeconds / 5)));
    expect(row.cut).toBe(0);
    expect(row.maxMs).toBeLessThan(SERVER_BOUND_MS);
    expect(recovered).toBeLessThan(RECOVERY_MS);
    if (expectNotReady) expect(row.notReady).toBeGreaterThan(0);
    // Every 503 says when to try again.
    const unavailable = load.outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeLessThanOrEqual(row.s503);
    await assertNothingLostOrDoubled(load);
    return row;
  }

  const terminateBackends = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = 'loyalty' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );

  it('backends terminated, active and idle, twice', async () => {
    await underFault(
      'PostgreSQL backends terminated (pg_terminate_backend, twice)',
      a,
      async () => {
        await terminateBackends();
        await sleep(700);
        await terminateBackends();
        return performance.now();
      },
      false,
    );
  }, 60_000);

  it('PostgreSQL restarted (pg_ctl restart -m fast)', async () => {
    await underFault(
      'PostgreSQL restart (-m fast)',
      a,
      async () => {
        await postgres.restart();
        return performance.now();
      },
      false,
    );
  }, 60_000);

  it('PostgreSQL stopped for 10 s', async () => {
    await underFault(
      'PostgreSQL down 10 s',
      a,
      async () => {
        await postgres.stop();
        await sleep(10_000);
        await postgres.start();
        return performance.now();
      },
      true,
    );
  }, 90_000);

  it('PostgreSQL frozen for 10 s (SIGSTOP)', async () => {
    await underFault(
      'PostgreSQL frozen 10 s (SIGSTOP)',
      a,
      async () => {
        postgres.freeze();
        await sleep(10_000);
        postgres.thaw();
        return performance.now();
      },
      true,
    );
  }, 90_000);

  it('disk full for 4 s: writes answer 503, reads go on', async (test) => {
    if (!smallDisk) return test.skip();
    const row = await underFault(
      'Disk full 4 s (the database tablespace)',
      a,
      async () => {
        await postgres.fillSmallDisk();
        await sleep(4_000);
        postgres.emptySmallDisk();
        return performance.now();
      },
      false,
    );
    // The fault bit: some writes could not be made, and said so with 503.
    expect(row.s503).toBeGreaterThan(0);
  }, 60_000);

  it('Redis killed: code entry and OTP keep working and stay limited; restarted empty, the lockout holds', async () => {
    const [locked, guesser] = members.slice(MEMBERS + 1) as [Member, Member];
    const enter = (m: Member, code: string) =>
      send('code', `${a.origin}/api/codes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${m.token}` },
        body: new URLSearchParams({ code }),
      });
    for (let i = 0; i < 5; i += 1) expect((await enter(locked, `LOCK${i}`)).status).toBe(404);
    expect((await enter(locked, 'WELCOME100')).status).toBe(429);

    await underFault(
      'Redis killed 6 s, restarted empty',
      a,
      async () => {
        await redis.kill();
        await sleep(6_000);
        await redis.start();
        return performance.now();
      },
      true,
      async () => {
        await sleep(500);
        // While Redis is down: wrong codes still stop at the limit, valid codes still credit.
        const wrong = [];
        for (let i = 0; i < 7; i += 1) wrong.push((await enter(guesser, `NOPE${i}`)).status);
        expect(wrong).toEqual([404, 404, 404, 404, 404, 429, 429]);
        expect((await enter(members[MEMBERS + 3] as Member, 'WELCOME100')).status).toBe(200);
        // One address asks for 22 codes, for three members (each under its own limit): the
        // first 20 are sent, the per-address limit holds for the rest.
        const askers = members.slice(MEMBERS + 6, MEMBERS + 9);
        const otp = [];
        for (let i = 0; i < 22; i += 1) {
          const res = await send('otp', `${a.origin}/api/authorization/otp`, {
            method: 'POST',
            headers: { authorization: `Bearer ${(askers[i % 3] as Member).token}` },
            body: new URLSearchParams({ tel: `08${String(70_000_000 + i)}` }),
          });
          otp.push(res.status);
        }
        expect(otp.filter((s) => s === 200)).toHaveLength(20);
        expect(otp.filter((s) => s === 429)).toHaveLength(2);
        return `during: wrong codes ${wrong.join(',')}; OTP 20×200 + 2×429`;
      },
    );
    // Redis came back empty: the lockout was never only there.
    expect((await enter(locked, 'WELCOME100')).status).toBe(429);
  }, 90_000);

  async function race(scenario: string, targets: ServerProcess[], member: Member) {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('code', `${(targets[i % targets.length] as ServerProcess).origin}/api/codes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${member.token}` },
          body: new URLSearchParams({ code: `GUESS${i}` }),
        }),
      ),
    );
    const evaluated = results.filter((r) => r.status === 404).length;
    rows.push({
      scenario,
      recoveredMs: '-',
      notReady: 0,
      ok: 0,
      s503: results.filter((r) => r.status === 503).length,
      s500: results.filter((r) => r.status === 500).length,
      cut: results.filter((r) => r.status === 0).length,
      maxMs: Math.max(...results.map((r) => r.ms)),
      logLines: 0,
      extra: `${evaluated} guesses evaluated (limit 5), ${results.filter((r) => r.status === 429).length}×429`,
    });
    expect(evaluated).toBe(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  }

  it('20 wrong codes in parallel on one instance evaluate 5', async () => {
    await race('20 wrong codes in parallel, one instance', [a], members[MEMBERS + 4] as Member);
  });

  it('20 wrong codes in parallel over two instances evaluate 5', async () => {
    await race(
      '20 wrong codes in parallel, two instances (one with 2 workers)',
      [a, b],
      members[MEMBERS + 5] as Member,
    );
  });

  /** Sends half a body, and the rest once `between` has run: a request in flight over it. */
  function halfBodyRequest(origin: string, between: Promise<unknown>): Promise<string> {
    const body = 'userId=1&path=%2Fslow';
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.write(
      `POST /api/log/pageview HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 8)}`,
    );
    void between.then(() => socket.write(body.slice(8)));
    return new Promise((resolve) => socket.on('close', () => resolve(received)));
  }

  /** SIGTERM under keep-alive load: exit 0 quickly, every request sent on a connection answered,
   *  the one in flight too, with `Connection: close`. */
  async function sigterm(scenario: string, server: ServerProcess) {
    // As a load balancer does: readiness asked every 100 ms, no new request once it says no.
    let drained = false;
    let readiness = 0;
    const load = new Load(
      () => server.origin,
      loadMembers(),
      rewardId,
      () => drained,
    );
    const balancer = (async () => {
      while (!drained) {
        const ready = await send('readyz', `${server.origin}/readyz`);
        readiness = ready.status;
        if (ready.status !== 200) drained = true;
        else await sleep(100);
      }
    })();
    load.start();
    await sleep(1_500);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const signalled = performance.now();
    const inFlight = halfBodyRequest(
      server.origin,
      sleep(300)
        .then(() => server.child.kill('SIGTERM'))
        .then(() => sleep(300)),
    );
    const code = await exited;
    const exitMs = performance.now() - signalled;
    await Promise.all([load.stop(), balancer]);
    const held = await inFlight;
    const after = load.outcomes.filter((o) => o.at + o.ms >= signalled);
    const cut = load.outcomes.filter((o) => o.status === 0);
    rows.push({
      scenario,
      recoveredMs: '-',
      notReady: 0,
      ok: load.outcomes.filter((o) => o.status === 200).length,
      s503: load.outcomes.filter((o) => o.status === 503).length,
      s500: load.outcomes.filter((o) => o.status === 500).length,
      cut: cut.length,
      maxMs: Math.max(...load.outcomes.map((o) => o.ms)),
      logLines: 0,
      extra: `exit ${code} ${Math.round(exitMs)} ms after the signal; ${after.filter((o) => o.status > 0).length} answered after it`,
    });
    console.log(
      scenario,
      JSON.stringify(rows.at(-1)),
      cut.map((o) => o.error),
    );
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(5_000);
    // It said not-ready while it still listened, before any connection was refused.
    expect(readiness).toBe(503);
    expect(held).toMatch(/^HTTP\/1\.1 204/);
    expect(held.toLowerCase()).toContain('connection: close');
    expect(cut).toEqual([]);
    expect(load.outcomes.filter((o) => o.status >= 500)).toEqual([]);
    return load;
  }

  it('SIGTERM under keep-alive load, 2 workers: exit 0, nothing cut', async () => {
    const load = await sigterm('SIGTERM under keep-alive load, WEB_CONCURRENCY=2', b);
    // Redeems it answered are there; none left half done (retried through A).
    const check = new Load(() => a.origin, loadMembers(), rewardId);
    for (const [key, r] of load.redeems) check.redeems.set(key, r);
    await assertNothingLostOrDoubled(check);
  }, 60_000);

  it('SIGTERM under keep-alive load, one process: exit 0, nothing cut', async () => {
    await sigterm('SIGTERM under keep-alive load, one process', a);
  }, 60_000);
});
