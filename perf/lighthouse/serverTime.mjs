// The server's own time for the startup calls, measured apart from the page loads: the calls of
// SPEC §4 steps 6-7 and the gated routes' first data, one at a time on one HTTP/2 connection (as
// the phone holds one), interleaved round by round with the same server's GET /readyz (one
// database round trip through the same stack: the least a call that asks the database can take).
// Held as a ratio, the verdict is the same on a fast host and a slow one; a fixed budget in ms
// was not (docs/performance.md#server-time). The medians are also what every run's simulation
// charges these calls (lanternRoundTrips.mjs, useServerTimes).
import { connect } from 'node:http2';
import { medianOf } from './median.mjs';

/** The demo LINE user of the mock LIFF (src/liff/mockState.ts), whom the floors sign in as. */
const LINE_USER_ID = 'U-demo-0001';

const form = (fields) => new URLSearchParams(fields).toString();

/**
 * @param {string} origin the running server, https
 * @param {string} ca PEM of its certificate
 * @param {number} rounds
 * @returns {Promise<{ baselineMs: number, calls: Array<{ name: string, ms: number, ratio: number }> }>}
 *   medians per call, slowest first; `ratio` is to the baseline's median
 */
export async function probeServerTime(origin, ca, rounds = 15) {
  const session = connect(origin, { ca });
  try {
    const send = (method, path, { body, token } = {}) =>
      new Promise((resolve, reject) => {
        const started = process.hrtime.bigint();
        const stream = session.request({
          ':method': method,
          ':path': path,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        });
        let status = 0;
        let headersMs = 0;
        const chunks = [];
        stream.on('response', (headers) => {
          status = headers[':status'];
          headersMs = Number(process.hrtime.bigint() - started) / 1e6;
        });
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 300) reject(new Error(`${method} ${path} answered ${status}: ${text}`));
          else resolve({ ms: headersMs, text });
        });
        stream.on('error', reject);
        stream.end(body);
      });

    const login = () =>
      send('POST', '/api/authorization/login', {
        body: form({ lineUserId: LINE_USER_ID, idToken: 'mock' }),
      });
    const { accessToken, userId } = JSON.parse((await login()).text);
    const signedIn = (method, path, fields) =>
      send(method, path, { token: accessToken, body: fields && form(fields) });
    const calls = {
      'POST /api/authorization/login': login,
      'GET /api/user': () => signedIn('GET', '/api/user'),
      'PUT /api/user/line': () =>
        signedIn('PUT', '/api/user/line', { lineDisplayName: 'Demo User', linePictureUrl: '' }),
      'POST /api/log/state': () =>
        signedIn('POST', '/api/log/state', { userId: String(userId), state: '', os: 'web' }),
      'GET /api/questionnaire/check': () => signedIn('GET', '/api/questionnaire/check'),
      'GET /api/home': () => signedIn('GET', '/api/home'),
      'GET /api/rewards': () => signedIn('GET', '/api/rewards'),
      'GET /api/user/history/point': () => signedIn('GET', '/api/user/history/point'),
    };
    const baseline = () => send('GET', '/readyz');
    const times = new Map([['baseline', []], ...Object.keys(calls).map((name) => [name, []])]);
    // One unmeasured round: the first request of each route compiles its code.
    for (const call of [baseline, ...Object.values(calls)]) await call();
    for (let round = 0; round < rounds; round += 1) {
      times.get('baseline').push((await baseline()).ms);
      for (const [name, call] of Object.entries(calls)) times.get(name).push((await call()).ms);
    }
    const baselineMs = medianOf(times.get('baseline'));
    return {
      baselineMs,
      calls: Object.keys(calls)
        .map((name) => {
          const ms = medianOf(times.get(name));
          return { name, ms, ratio: ms / baselineMs };
        })
        .sort((a, b) => b.ms - a.ms),
    };
  } finally {
    session.close();
  }
}
