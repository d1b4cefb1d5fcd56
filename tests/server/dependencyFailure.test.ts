import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTAGE_SUMMARY_MS, OutageLog } from '../../server/src/dependencyFailure.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
  code: 'ECONNREFUSED',
});

describe('an outage in the log', () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation((...args) => lines.push(args.join(' ')));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is its first failure at once, a count every few seconds, and one line when it is back', async () => {
    let up = false;
    const log = new OutageLog('PostgreSQL');
    log.watch(async () => {
      if (!up) throw refused;
    });
    // 20 requests a second for 12 s: 240 failures.
    for (let tick = 0; tick < 240; tick += 1) {
      log.failed('GET /api/user', refused);
      await vi.advanceTimersByTimeAsync(50);
    }
    up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines[0]).toBe(
      '[dependency] PostgreSQL failing: GET /api/user: ECONNREFUSED connect ECONNREFUSED 10.0.0.5:5432',
    );
    const summaries = lines.filter((line) => line.includes('still failing'));
    expect(summaries).toHaveLength(Math.floor(12_000 / OUTAGE_SUMMARY_MS));
    expect(summaries[0]).toMatch(
      /^\[dependency\] PostgreSQL still failing after 5\.0 s: 99 more failures in the last 5\.0 s, last ECONNREFUSED/,
    );
    expect(lines.at(-1)).toMatch(
      /^\[dependency\] PostgreSQL back after 1\d\.\d s: 240 failures in all$/,
    );
    expect(lines).toHaveLength(1 + summaries.length + 1);
  });

  it('says nothing more once over, and a new outage starts with its own first line', async () => {
    const log = new OutageLog('Redis');
    log.failed('limits fall back until it returns', refused);
    log.back();
    await vi.advanceTimersByTimeAsync(OUTAGE_SUMMARY_MS * 3);
    log.back();
    log.failed('limits fall back until it returns', refused);
    expect(lines.map((line) => line.slice(0, 30))).toEqual([
      '[dependency] Redis failing: li',
      '[dependency] Redis back after ',
      '[dependency] Redis failing: li',
    ]);
    log.back('closed');
    expect(lines.at(-1)).toMatch(/^\[dependency\] Redis closed after /);
  });
});
