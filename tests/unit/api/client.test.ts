import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as calls from '../../../src/api/calls';
import { type Method, RETRY_DELAY_MS, request } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { setAccessToken } from '../../../src/state/token';
import {
  reply,
  replyError,
  replyNetworkError,
  requests,
  server,
  useMockServer,
} from '../helpers/server';

useMockServer();

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

/** A handler answering `status` every time, counting hits. */
function always(method: Method, path: string, status: number) {
  let hits = 0;
  const verb = method.toLowerCase() as
    | 'get'
    | 'head'
    | 'options'
    | 'post'
    | 'put'
    | 'patch'
    | 'delete';
  server.use(
    http[verb](path, () => {
      hits++;
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ n: hits }, { status });
    }),
  );
  return () => hits;
}

describe('retry rule', () => {
  it.each(RETRYABLE)('retries GET once on %i', async (status) => {
    const hits = always('GET', '/api/r', status);
    await expect(request('GET', '/api/r')).rejects.toMatchObject({ status });
    expect(hits()).toBe(2);
  });

  it.each(['HEAD', 'OPTIONS'] as const)('retries %s once on 503', async (method) => {
    const hits = always(method, '/api/r', 503);
    await expect(request(method, '/api/r')).rejects.toBeInstanceOf(ApiError);
    expect(hits()).toBe(2);
  });

  it('answers with the retry when it succeeds', async () => {
    let hits = 0;
    server.use(
      http.get('/api/r', () =>
        ++hits === 1 ? HttpResponse.json({}, { status: 502 }) : HttpResponse.json({ ok: hits }),
      ),
    );
    await expect(request('GET', '/api/r')).resolves.toEqual({ ok: 2 });
  });

  it('retries GET once on a network error, then reports status 0', async () => {
    server.use(replyNetworkError('get', '/api/r'));
    const error = await request('GET', '/api/r').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry GET on %i', async (status) => {
    const hits = always('GET', '/api/r', status);
    await expect(request('GET', '/api/r')).rejects.toMatchObject({ status });
    expect(hits()).toBe(1);
  });

  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
  it.each(writes.flatMap((m) => RETRYABLE.map((s) => [m, s] as const)))(
    'never retries %s (status %i)',
    async (method, status) => {
      const hits = always(method, '/api/w', status);
      await expect(request(method, '/api/w')).rejects.toMatchObject({ status });
      expect(hits()).toBe(1);
    },
  );

  it.each(writes)('never retries %s on a network error', async (method) => {
    server.use(replyNetworkError(method.toLowerCase() as 'post', '/api/w'));
    await expect(request(method, '/api/w')).rejects.toMatchObject({ status: 0 });
    expect(requests).toHaveLength(1);
  });
});

describe('headers and bodies', () => {
  it('sends Authorization: Bearer {token} when the access token cookie exists', async () => {
    setAccessToken('abc.def');
    server.use(reply('get', '/api/user', {}));
    await calls.getUser();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without the cookie', async () => {
    server.use(reply('get', '/api/user', {}));
    await calls.getUser();
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends JSON with its content type', async () => {
    server.use(reply('post', '/api/j', { ok: true }));
    await request('POST', '/api/j', { json: { a: [1, 2] } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.json).toEqual({ a: [1, 2] });
  });

  it('sends forms as multipart with bracket keys and files', async () => {
    server.use(
      http.post('/api/f', async ({ request: r }) => {
        const form = await r.formData();
        const file = form.get('photo') as File;
        return HttpResponse.json({
          type: r.headers.get('content-type'),
          entries: [...form.keys()],
          nested: form.get('a[0][b]'),
          // (jsdom's File loses its name on the way into Node's fetch; formData.test checks it.)
          file: await file.text(),
        });
      }),
    );
    const photo = new File(['pixels'], 'p.png', { type: 'image/png' });
    const answer = await request<{ type: string; entries: string[]; nested: string; file: string }>(
      'POST',
      '/api/f',
      { form: { a: [{ b: 'x' }], photo } },
    );
    expect(answer.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.entries).toEqual(['a[0][b]', 'photo']);
    expect(answer.nested).toBe('x');
    expect(answer.file).toBe('pixels');
  });

  it('resolves an empty body as undefined', async () => {
    always('POST', '/api/log/pageview', 204);
    await expect(calls.logPageView(1, '/')).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('normalise the reference error body to {status, code, message}', async () => {
    server.use(
      replyError('post', '/api/codes', 409, 'ALREADY_USED', 'This code was already used.'),
    );
    const error = await calls.enterCode('X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ALREADY_USED',
      message: 'This code was already used.',
    });
  });

  it('fall back to a readable message when the body says nothing', async () => {
    always('GET', '/api/user', 404);
    await expect(calls.getUser()).rejects.toMatchObject({
      status: 404,
      code: 'HTTP_404',
      message: 'We could not find that.',
    });
  });

  it('report an unreadable success body as an ApiError, not a SyntaxError', async () => {
    server.use(http.get('/api/user', () => new HttpResponse('<html>', { status: 200 })));
    await expect(calls.getUser()).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('carry Retry-After', async () => {
    server.use(
      http.post('/api/authorization/otp', () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    await expect(calls.requestOtp('0800000000')).rejects.toMatchObject({
      status: 429,
      retryAfter: 30,
    });
  });
});

describe('edges of the wretch client', () => {
  it('resolves an empty 204 answer to a GET as undefined, without retrying', async () => {
    const hits = always('GET', '/api/r', 204);
    await expect(request('GET', '/api/r')).resolves.toBeUndefined();
    expect(hits()).toBe(1);
  });

  it('resolves a 200 with an empty body as undefined', async () => {
    server.use(http.get('/api/r', () => new HttpResponse('', { status: 200 })));
    await expect(request('GET', '/api/r')).resolves.toBeUndefined();
  });

  it('normalises a non-JSON error body (a proxy page) to the status and a readable message', async () => {
    server.use(
      http.post('/api/w', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await request('POST', '/api/w').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Something went wrong (502). Please try again.',
    });
  });

  it('normalises an empty error body', async () => {
    server.use(http.delete('/api/w', () => new HttpResponse(null, { status: 403 })));
    await expect(request('DELETE', '/api/w')).rejects.toMatchObject({
      status: 403,
      code: 'HTTP_403',
      message: 'You are not allowed to do that.',
    });
  });

  it('keeps the field of a validation error and a retryAfter given in the body', async () => {
    server.use(
      replyError('put', '/api/user', 422, 'INVALID', 'Check the phone number.', {
        field: 'tel',
        retryAfter: 12,
      }),
    );
    await expect(request('PUT', '/api/user', { form: { tel: 'x' } })).rejects.toMatchObject({
      status: 422,
      code: 'INVALID',
      message: 'Check the phone number.',
      field: 'tel',
      retryAfter: 12,
    });
  });

  it('does not retry a POST after a network error and reports status 0', async () => {
    server.use(replyNetworkError('post', '/api/w'));
    const error = await request('POST', '/api/w', { form: { a: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(requests).toHaveLength(1);
  });

  it('retries a GET once after a network error and answers with the retry', async () => {
    let hits = 0;
    server.use(
      http.get('/api/r', () => (++hits === 1 ? HttpResponse.error() : HttpResponse.json({ hits }))),
    );
    await expect(request('GET', '/api/r')).resolves.toEqual({ hits: 2 });
  });

  it('reports status 0 when the retry after a 503 gets no answer', async () => {
    let hits = 0;
    server.use(
      http.get('/api/r', () =>
        ++hits === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.error(),
      ),
    );
    await expect(request('GET', '/api/r')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(hits).toBe(2);
  });

  it('waits RETRY_DELAY_MS before the retry and sends the token and headers again', async () => {
    setAccessToken('t1');
    const sent: { at: number; auth: string | null; lang: string | null }[] = [];
    server.use(
      http.get('/api/r', ({ request: r }) => {
        sent.push({
          at: performance.now(),
          auth: r.headers.get('authorization'),
          lang: r.headers.get('accept-language'),
        });
        return HttpResponse.json({}, { status: sent.length === 1 ? 503 : 200 });
      }),
    );
    await request('GET', '/api/r', { headers: { 'Accept-Language': 'th' } });
    expect(sent.map(({ auth, lang }) => [auth, lang])).toEqual([
      ['Bearer t1', 'th'],
      ['Bearer t1', 'th'],
    ]);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 5);
  });

  it('adds the query string to the path', async () => {
    server.use(reply('get', '/api/q', {}));
    await request('GET', '/api/q', { query: { a: 'x y', n: 2 } });
    expect(requests[0]?.path).toBe('/api/q');
    expect([...requests[0]!.query]).toEqual([
      ['a', 'x y'],
      ['n', '2'],
    ]);
  });

  it('sends no body and no content type without form or json', async () => {
    server.use(reply('post', '/api/questionnaire/skip', {}));
    await calls.skipQuestionnaire();
    expect(requests[0]?.headers.has('content-type')).toBe(false);
  });
});

describe('Part A calls: method, path and exact fields', () => {
  const register = {
    otpCode: '123456',
    otpRefCode: 'REF1',
    userId: 9,
    lineUserId: 'U1',
    lineDisplayname: 'Cony',
    linePictureUrl: 'https://img/c.png',
    firstname: 'C',
    lastname: 'B',
    tel: '0800000000',
    email: 'c@example.com',
    consent1: true,
    consent2: false,
    birthDate: '1990-01-31',
  };
  const cases: [
    string,
    () => Promise<unknown>,
    string,
    string,
    Record<string, string> | undefined,
  ][] = [
    [
      'login',
      () => calls.login('U1', 'tok'),
      'POST',
      '/api/authorization/login',
      { lineUserId: 'U1', idToken: 'tok' },
    ],
    [
      'createUser',
      () => calls.createUser('U1', 'tok'),
      'POST',
      '/api/authorization/createuser',
      { lineUserId: 'U1', idToken: 'tok' },
    ],
    [
      'register',
      () => calls.register(register as Parameters<typeof calls.register>[0]),
      'POST',
      '/api/authorization/register',
      Object.fromEntries(Object.entries(register).map(([k, v]) => [k, String(v)])),
    ],
    [
      'cancelRegistration',
      () => calls.cancelRegistration(7, 'U1', 'tok'),
      'POST',
      '/api/authorization/cancel',
      { userId: '7', lineUserId: 'U1', idToken: 'tok' },
    ],
    ['getUser', () => calls.getUser(), 'GET', '/api/user', undefined],
    [
      'updateLineProfile',
      () => calls.updateLineProfile('Cony', 'https://img/c.png'),
      'PUT',
      '/api/user/line',
      { lineDisplayName: 'Cony', linePictureUrl: 'https://img/c.png' },
    ],
    [
      'updateUser',
      () =>
        calls.updateUser({
          firstname: 'A',
          lastname: 'B',
          tel: '0811111111',
          email: 'a@b.co',
          birthDate: '2000-02-29',
        }),
      'PUT',
      '/api/user',
      {
        firstname: 'A',
        lastname: 'B',
        tel: '0811111111',
        email: 'a@b.co',
        birthDate: '2000-02-29',
      },
    ],
    [
      'setPersonalInfoConsent',
      () => calls.setPersonalInfoConsent(true),
      'PUT',
      '/api/user/consent',
      { personalInfoConsent: 'true' },
    ],
    ['getPointHistory', () => calls.getPointHistory(), 'GET', '/api/user/history/point', undefined],
    [
      'getRedeemHistory',
      () => calls.getRedeemHistory(),
      'GET',
      '/api/user/history/redeem',
      undefined,
    ],
    ['getCodeHistory', () => calls.getCodeHistory(), 'GET', '/api/user/history/code', undefined],
    ['getMyRewards', () => calls.getMyRewards(), 'GET', '/api/user/rewards', undefined],
    [
      'useReward',
      () => calls.useReward(5),
      'PUT',
      '/api/user/rewards/use',
      { campaignRewardId: '5' },
    ],
    [
      'setCampaignConsent',
      () => calls.setCampaignConsent(true, false),
      'PUT',
      '/api/user/campaign/consent',
      { campaignConsent1: 'true', campaignConsent2: 'false' },
    ],
    ['openReward', () => calls.openReward(11), 'GET', '/api/user/rewards/open', undefined],
    ['getQuestionnaire', () => calls.getQuestionnaire(), 'GET', '/api/questionnaire', undefined],
    [
      'submitQuestionnaire',
      () =>
        calls.submitQuestionnaire([{ questionId: 3, value: 'a' }] as Parameters<
          typeof calls.submitQuestionnaire
        >[0]),
      'POST',
      '/api/questionnaire',
      { 'answers[0][questionId]': '3', 'answers[0][value]': 'a' },
    ],
    [
      'checkQuestionnaire',
      () => calls.checkQuestionnaire(),
      'GET',
      '/api/questionnaire/check',
      undefined,
    ],
    [
      'skipQuestionnaire',
      () => calls.skipQuestionnaire(),
      'POST',
      '/api/questionnaire/skip',
      undefined,
    ],
    [
      'logState',
      () => calls.logState(7, 'rich-menu', undefined),
      'POST',
      '/api/log/state',
      { userId: '7', state: 'rich-menu', os: '' },
    ],
    [
      'logPageView',
      () => calls.logPageView(7, '/profile'),
      'POST',
      '/api/log/pageview',
      { userId: '7', path: '/profile' },
    ],
    [
      'logError',
      () => calls.logError(7, 'boom', 'at x'),
      'POST',
      '/api/log/error',
      { userId: '7', message: 'boom', stack: 'at x' },
    ],
  ];

  it.each(cases)('%s', async (_name, call, method, path, form) => {
    server.use(reply(method.toLowerCase() as 'get', path, {}));
    await call();
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.method).toBe(method);
    expect(sent.path).toBe(path);
    expect(sent.form).toEqual(form);
  });

  it('openReward sends rewardCodeId as a query parameter', async () => {
    server.use(reply('get', '/api/user/rewards/open', {}));
    await calls.openReward(11);
    expect(requests[0]?.query.get('rewardCodeId')).toBe('11');
  });
});
