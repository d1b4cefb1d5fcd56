import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import { profileSchema } from '../../../contract/payloads.ts';
import { fromEntries } from '../../../server/src/http/form.ts';
import {
  type CallOptions,
  call,
  forEachDatabase,
  insertMember,
  registerUser,
  uniqueLineId,
} from '../helpers.ts';

const profile = (firstname: string) => ({
  firstname,
  lastname: 'Jaidee',
  tel: '0812345678',
  email: 'somchai@example.com',
  birthDate: '1990-05-17',
});

const base = () => ({
  otpCode: '123456',
  otpRefCode: 'ABC123',
  userId: 1,
  lineUserId: 'U1',
  lineDisplayname: 'Nok',
  linePictureUrl: 'https://profile.line-scdn.net/x',
  firstname: 'Nok',
  lastname: 'Saetang',
  tel: '0812345678',
  email: 'nok@example.com',
  consent1: true,
  consent2: false,
  birthDate: '1995-02-28',
});

const REGISTER_CASES: [string, Record<string, unknown>][] = [
  ['firstname', { firstname: '' }],
  ['firstname', { firstname: '   ' }],
  ['firstname', { firstname: 'x'.repeat(101) }],
  ['lastname', { lastname: '' }],
  ['lastname', { lastname: 'y'.repeat(101) }],
  ['tel', { tel: '081234567' }],
  ['tel', { tel: '1812345678' }],
  ['tel', { tel: '08-1234-5678' }],
  ['email', { email: 'not-an-email' }],
  ['email', { email: 'a@b' }],
  ['email', { email: `${'a'.repeat(250)}@b.co` }],
  ['birthDate', { birthDate: '1995-02-30' }],
  ['birthDate', { birthDate: '1899-12-31' }],
  ['birthDate', { birthDate: '2999-01-01' }],
  ['birthDate', { birthDate: '28/02/1995' }],
  ['consent1', { consent1: false }],
  ['consent1', { consent1: 'yes' }],
  ['consent2', { consent2: 'maybe' }],
  ['otpCode', { otpCode: '12345' }],
  ['otpCode', { otpCode: 'abcdef' }],
  ['otpRefCode', { otpRefCode: '' }],
  ['userId', { userId: 'abc' }],
  ['userId', { userId: '99999999999' }],
  ['lineUserId', { lineUserId: '' }],
  ['lineDisplayname', { lineDisplayname: 'n'.repeat(201) }],
  ['surprise', { surprise: 'x' }],
];

forEachDatabase('validation', (t) => {
  describe('register fields', () => {
    it.each(REGISTER_CASES)('400 VALIDATION on %s for %j', async (field, change) => {
      const res = await call(t().app, 'POST', '/api/authorization/register', {
        form: { ...base(), ...change } as never,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.error.message.length).toBeGreaterThan(5);
    });

    it('registers without a LINE picture it cannot use, instead of refusing the customer', async () => {
      const ctx = t();
      for (const linePictureUrl of ['/images/avatar.svg', 'javascript:alert(1)']) {
        const member = await registerUser(ctx, { linePictureUrl });
        const me = await call(ctx.app, 'GET', '/api/user', { token: member.token });
        expect(me.body).toMatchObject({ registered: true, linePictureUrl: '' });
      }
    });

    it('a missing field is named', async () => {
      const { tel: _, ...rest } = base();
      const res = await call(t().app, 'POST', '/api/authorization/register', { form: rest });
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'tel' });
    });

    it('valid fields pass validation (and reach the user check)', async () => {
      const res = await call(t().app, 'POST', '/api/authorization/register', {
        form: { ...base(), userId: 2_000_000_000, lineUserId: uniqueLineId() },
      });
      expect(res.status).toBe(401);
    });

    it('consent2 may be left out; JSON and urlencoded bodies are accepted too', async () => {
      const { consent2: _, ...rest } = base();
      const json = await call(t().app, 'POST', '/api/authorization/register', {
        json: { ...rest, userId: 2_000_000_000 },
      });
      expect(json.status).toBe(401);
      const urlencoded = await call(t().app, 'POST', '/api/authorization/register', {
        body: new URLSearchParams({ ...rest, userId: '2000000000', consent1: 'true' } as never),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(urlencoded.status).toBe(401);
    });
  });

  describe('bodies', () => {
    const post = (body: BodyInit, type?: string) =>
      call(t().app, 'POST', '/api/authorization/login', {
        body,
        headers: type ? { 'content-type': type } : {},
      });

    it('malformed JSON answers 400', async () => {
      const res = await post('{"lineUserId":', 'application/json');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    });

    it('a JSON array or string answers 400', async () => {
      expect((await post('[1,2]', 'application/json')).status).toBe(400);
      expect((await post('"x"', 'application/json')).status).toBe(400);
    });

    it('wrong types answer 400 naming the field', async () => {
      const res = await call(t().app, 'POST', '/api/authorization/login', {
        json: { lineUserId: 42, idToken: 'mock' },
      });
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'lineUserId' });
    });

    it('an unsupported content type answers 400', async () => {
      expect((await post('lineUserId=1', 'text/plain')).status).toBe(400);
    });

    it('a broken multipart body answers 400', async () => {
      const res = await post('--xx\r\nbroken', 'multipart/form-data; boundary=yy');
      expect(res.status).toBe(400);
    });

    it('files are refused', async () => {
      const form = new FormData();
      form.append('lineUserId', new Blob(['x']), 'x.txt');
      form.append('idToken', 'mock');
      const res = await post(form);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('lineUserId');
    });

    it('a body over 64 KB answers 413 TOO_LARGE', async () => {
      const res = await call(t().app, 'POST', '/api/authorization/login', {
        form: { lineUserId: 'U'.repeat(70_000), idToken: 'mock' },
      });
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({ code: 'TOO_LARGE', message: 'The request is too large.' });
    });

    it('unknown fields answer 400 naming them', async () => {
      const res = await call(t().app, 'POST', '/api/authorization/login', {
        form: { lineUserId: 'U1', idToken: 'mock', isAdmin: 'true' },
      });
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'isAdmin' });
    });

    it('a control character in any field answers 400 at that field before any handler, and logs nothing', async () => {
      const ctx = t();
      const member = await insertMember(ctx);
      const logged: string[] = [];
      const spies = (['log', 'error', 'warn'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation((...args) => logged.push(args.join(' '))),
      );
      try {
        const cases: [string, string, CallOptions][] = [
          ['PUT', '/api/user', { form: { ...profile('Som\u0000chai'), tel: '0812345678' } }],
          ['PUT', '/api/user', { json: { ...profile('Somchai'), email: 'a\u0007@b.co' } }],
          [
            'PUT',
            '/api/user/line',
            { form: { lineDisplayName: 'Nok\u001b[31m', linePictureUrl: '' } },
          ],
          ['POST', '/api/codes', { form: { code: 'VIP1000\u0000' } }],
          [
            'POST',
            '/api/questionnaire',
            { form: { answers: [{ questionId: 1, value: 'x\u0000' }] } },
          ],
          ['POST', '/api/log/error', { form: { userId: 1, message: 'boom', stack: 'at\u0000x' } }],
        ];
        const fields = [];
        for (const [method, path, options] of cases) {
          const res = await call(ctx.app, method, path, { token: member.token, ...options });
          expect(res.status, path).toBe(400);
          expect(res.body.error).toMatchObject({
            code: 'VALIDATION',
            message: MESSAGES.controlCharacter,
          });
          fields.push(res.body.error.field);
        }
        expect(fields).toEqual([
          'firstname',
          'email',
          'lineDisplayName',
          'code',
          'answers[0][value]',
          'stack',
        ]);
        expect(logged).toEqual([]);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      const row = await ctx.db
        .selectFrom('users')
        .select(['firstname', 'line_display_name'])
        .where('id', '=', member.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ firstname: 'Test', line_display_name: '' });
    });

    it('newline and tab pass in free text; a name refuses them', async () => {
      const ctx = t();
      const member = await insertMember(ctx);
      const log = await call(ctx.app, 'POST', '/api/log/error', {
        token: member.token,
        form: { userId: member.userId, message: 'boom', stack: 'Error: boom\n\tat f (app.js:1)' },
      });
      expect(log.status).toBe(204);
      const name = await call(ctx.app, 'PUT', '/api/user', {
        token: member.token,
        form: profile('Som\nchai'),
      });
      expect(name.body.error).toMatchObject({ code: 'VALIDATION', field: 'firstname' });
    });

    it('an oversized log field answers 400, never 500', async () => {
      const member = await insertMember(t());
      const res = await call(t().app, 'PUT', '/api/user/line', {
        token: member.token,
        form: { lineDisplayName: 'x'.repeat(201), linePictureUrl: '' },
      });
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'lineDisplayName' });
    });
  });
});

describe('form bracket keys', () => {
  const parse = (pairs: [string, string][]) => fromEntries(pairs);

  it('nests objects and lists', () => {
    expect(
      parse([
        ['answers[0][questionId]', '3'],
        ['answers[0][value]', 'a'],
        ['answers[1][questionId]', '4'],
        ['answers[1][value][0]', 'x'],
        ['answers[1][value][1]', 'y'],
      ]),
    ).toEqual({
      answers: [
        { questionId: '3', value: 'a' },
        { questionId: '4', value: ['x', 'y'] },
      ],
    });
  });

  it.each([
    [[['a[1]', 'x']]],
    [
      [
        ['a', '1'],
        ['a', '2'],
      ],
    ],
    [
      [
        ['a', '1'],
        ['a[0]', '2'],
      ],
    ],
    [[['__proto__[x]', '1']]],
    [[['a[constructor]', '1']]],
    [[['a[', '1']]],
    [[['a[b][c][d][e][f]', '1']]],
  ] as [string, string][][][])('refuses %j', (pairs) => {
    expect(() => parse(pairs)).toThrow();
  });

  it('refuses more than 200 fields', () => {
    expect(() => parse(Array.from({ length: 201 }, (_, i) => [`f${i}`, 'x']))).toThrow();
  });
});

describe('birth date rule', () => {
  const today = new Date('2026-06-15T10:00:00Z');
  const birthDate = profileSchema(today).shape.birthDate;
  it.each([
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2026-06-14', true],
    ['2026-06-15', false],
    ['2001-02-29', false],
    ['1899-12-31', false],
    ['2000-13-01', false],
    ['2000-1-01', false],
  ])('%s → %s', (value, expected) => {
    expect(birthDate.safeParse(value).success).toBe(expected);
  });
});
