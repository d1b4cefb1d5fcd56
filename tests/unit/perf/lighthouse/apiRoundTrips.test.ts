import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts, without types
import { longestChain } from '../../../../perf/lighthouse/apiRoundTripsAudit.mjs';

const call = (start: number, end: number) => ({ start, end });

describe('API calls in series', () => {
  it('counts login, then the calls sent together once it answered, as two', () => {
    const login = call(100, 130);
    const step7 = [call(131, 160), call(131, 158), call(132, 161), call(132, 165)];
    expect(longestChain([login, ...step7])).toBe(2);
  });

  it('counts one more call awaited before the others as a third', () => {
    const calls = [call(100, 130), call(131, 150), call(151, 170), call(151, 175)];
    expect(longestChain(calls)).toBe(3);
  });

  it('does not chain calls that overlap, whatever order they were listed in', () => {
    expect(longestChain([call(10, 50), call(5, 40), call(20, 30)])).toBe(1);
    expect(longestChain([])).toBe(0);
  });
});
