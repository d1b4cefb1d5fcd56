import { expect, it, vi } from 'vitest';
import { maskTel, SmsNotSent } from '../../../server/src/services/sms.ts';
import {
  call,
  forEachDatabase,
  registerUser,
  type TestContext,
  testConfig,
  uniqueLineId,
  uniqueTel,
  validProfile,
} from '../helpers.ts';

async function startRegistration(ctx: TestContext) {
  const lineUserId = uniqueLineId();
  const created = await call(ctx.app, 'POST', '/api/authorization/createuser', {
    form: { lineUserId, idToken: 'mock-id-token' },
  });
  const profile = validProfile();
  const submit = (otpRefCode: string, otpCode: string) =>
    call(ctx.app, 'POST', '/api/authorization/register', {
      form: {
        otpCode,
        otpRefCode,
        userId: created.body.userId,
        lineUserId,
        lineDisplayname: 'Nok',
        linePictureUrl: '',
        consent1: true,
        consent2: true,
        ...profile,
      },
    });
  const requestOtp = (tel = profile.tel) =>
    call(ctx.app, 'POST', '/api/authorization/otp', {
      form: { tel, lineUserId, idToken: 'mock-id-token' },
    });
  return { tel: profile.tel, lineUserId, submit, requestOtp };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

forEachDatabase('otp', (t) => {
  it('issues a 6-digit code with a 6-character reference, valid for 5 minutes', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const res = await reg.requestOtp();
    expect(res.status).toBe(200);
    expect(res.body.otpRefCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Date(res.body.expiresAt).getTime() - ctx.clock.now.getTime()).toBe(5 * 60_000);
    expect(ctx.sms.lastCodeFor(reg.tel)).toMatch(/^\d{6}$/);
    expect(ctx.sms.messages.at(-1)?.text).toContain(res.body.otpRefCode);
  });

  it('refuses a bad number with 400 VALIDATION on tel', async () => {
    for (const tel of ['081234567', '1812345678', '08123456789', 'abc', '']) {
      const res = await call(t().app, 'POST', '/api/authorization/otp', { form: { tel } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'tel' });
    }
  });

  it('refuses a number another member uses before any SMS is sent (409 TEL_TAKEN on tel)', async () => {
    const ctx = t();
    const member = await registerUser(ctx);
    const sent = ctx.sms.messages.length;
    const reg = await startRegistration(ctx);
    const res = await reg.requestOtp(member.tel);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'TEL_TAKEN', field: 'tel' });
    expect(ctx.sms.messages).toHaveLength(sent);
  });

  it('a resend within 60 s answers 429 OTP_COOLDOWN with the seconds left', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    await reg.requestOtp();
    ctx.clock.advance(15_000);
    const again = await reg.requestOtp();
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({
      code: 'OTP_COOLDOWN',
      retryAfter: 45,
      message: 'Please wait 45 seconds before requesting a new code.',
    });
    expect(again.headers.get('retry-after')).toBe('45');
    ctx.clock.advance(45_000);
    expect((await reg.requestOtp()).status).toBe(200);
  });

  it('registers with the right code (reference in any case) and stores consent with its time', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const otp = await reg.requestOtp();
    const code = ctx.sms.lastCodeFor(reg.tel) as string;
    const ok = await reg.submit(otp.body.otpRefCode.toLowerCase(), code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ userId: expect.any(Number), accessToken: expect.any(String) });
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ok.body.userId)
      .executeTakeFirstOrThrow();
    expect(user.personal_info_consent_at).toEqual(ctx.clock.now);
    expect(user.marketing_consent).toBe(true);
  });

  it('a wrong code answers OTP_INVALID on otpCode with the tries left', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const otp = await reg.requestOtp();
    const res = await reg.submit(
      otp.body.otpRefCode,
      wrong(ctx.sms.lastCodeFor(reg.tel) as string),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'OTP_INVALID', field: 'otpCode' });
    expect(res.body.error.message).toContain('4 tries left');
  });

  it('after 5 wrong tries the reference is locked, even for the right code', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const otp = await reg.requestOtp();
    const code = ctx.sms.lastCodeFor(reg.tel) as string;
    for (let i = 0; i < 5; i += 1) {
      expect((await reg.submit(otp.body.otpRefCode, wrong(code))).body.error.code).toBe(
        'OTP_INVALID',
      );
    }
    const locked = await reg.submit(otp.body.otpRefCode, code);
    expect(locked.status).toBe(422);
    expect(locked.body.error).toMatchObject({ code: 'OTP_LOCKED', field: 'otpCode' });
  });

  it('parallel wrong guesses cannot exceed 5 tries', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const otp = await reg.requestOtp();
    const code = ctx.sms.lastCodeFor(reg.tel) as string;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => reg.submit(otp.body.otpRefCode, wrong(code))),
    );
    const codes = results.map((r) => r.body.error.code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OTP_LOCKED')).toHaveLength(7);
  });

  it('an expired code answers OTP_EXPIRED', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const otp = await reg.requestOtp();
    ctx.clock.advance(5 * 60_000);
    const res = await reg.submit(otp.body.otpRefCode, ctx.sms.lastCodeFor(reg.tel) as string);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'OTP_EXPIRED', field: 'otpCode' });
  });

  it('only the newest code of a number is valid', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const first = await reg.requestOtp();
    const firstCode = ctx.sms.lastCodeFor(reg.tel) as string;
    ctx.clock.advance(61_000);
    const second = await reg.requestOtp();
    const old = await reg.submit(first.body.otpRefCode, firstCode);
    expect(old.body.error.code).toBe('OTP_EXPIRED');
    const ok = await reg.submit(second.body.otpRefCode, ctx.sms.lastCodeFor(reg.tel) as string);
    expect(ok.status).toBe(200);
  });

  it('a reference sent to another number answers OTP_INVALID', async () => {
    const ctx = t();
    const reg = await startRegistration(ctx);
    const otherTel = uniqueTel();
    const other = await reg.requestOtp(otherTel);
    const res = await reg.submit(other.body.otpRefCode, ctx.sms.lastCodeFor(otherTel) as string);
    expect(res.body.error).toMatchObject({ code: 'OTP_INVALID', field: 'otpCode' });
  });

  it('one address may ask for a limited number of codes (429 TOO_MANY_OTP_REQUESTS)', async () => {
    const ctx = t();
    const app = ctx.makeApp({ limits: { otpPerAddressPer10Minutes: 2 } });
    const reg = await startRegistration(ctx);
    const ask = () =>
      call(app, 'POST', '/api/authorization/otp', {
        form: { tel: uniqueTel(), lineUserId: reg.lineUserId, idToken: 'mock-id-token' },
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('TOO_MANY_OTP_REQUESTS');
    expect(third.body.error.retryAfter).toBeGreaterThan(0);
  });
});

forEachDatabase('otp bound to the member who asks', (t) => {
  it('asks who is calling: no token and no LINE proof is 401, and a bad proof never learns a number is taken', async () => {
    const ctx = t();
    const member = await registerUser(ctx);
    const anonymous = await call(ctx.app, 'POST', '/api/authorization/otp', {
      form: { tel: member.tel },
    });
    expect(anonymous.status).toBe(401);
    const badProof = await call(ctx.app, 'POST', '/api/authorization/otp', {
      form: { tel: member.tel, lineUserId: uniqueLineId(), idToken: 'not-a-mock-token' },
    });
    expect(badProof.status).toBe(401);
    const unknown = await call(ctx.app, 'POST', '/api/authorization/otp', {
      form: { tel: member.tel, lineUserId: uniqueLineId(), idToken: 'mock-id-token' },
    });
    expect(unknown.body.error.code).toBe('UNKNOWN_USER');
    const badToken = await call(ctx.app, 'POST', '/api/authorization/otp', {
      token: 'expired-or-forged',
      form: { tel: uniqueTel() },
    });
    expect(badToken.status).toBe(401);
  });

  it("another member's request for the same number neither cancels nor unlocks the first member's code", async () => {
    const ctx = t();
    const victim = await startRegistration(ctx);
    const sent = await victim.requestOtp();
    const code = ctx.sms.lastCodeFor(victim.tel) as string;
    const attacker = await startRegistration(ctx);
    expect((await attacker.requestOtp(victim.tel)).status).toBe(200);
    // The attacker cannot register the victim's number with the victim's code either.
    const stolen = await attacker.submit(sent.body.otpRefCode, code);
    expect(stolen.body.error).toMatchObject({ code: 'OTP_INVALID', field: 'otpCode' });
    const ok = await victim.submit(sent.body.otpRefCode, code);
    expect(ok.status).toBe(200);
  });

  it('limits codes per member and per number (429 TOO_MANY_OTP_REQUESTS)', async () => {
    const ctx = t();
    const app = ctx.makeApp({ limits: { otpPerMemberPerHour: 2, otpPerNumberPerHour: 2 } });
    const ask = (lineUserId: string, tel: string) =>
      call(app, 'POST', '/api/authorization/otp', {
        form: { tel, lineUserId, idToken: 'mock-id-token' },
      });
    const one = await startRegistration(ctx);
    expect((await ask(one.lineUserId, uniqueTel())).status).toBe(200);
    expect((await ask(one.lineUserId, uniqueTel())).status).toBe(200);
    const third = await ask(one.lineUserId, uniqueTel());
    expect(third.body.error).toMatchObject({ code: 'TOO_MANY_OTP_REQUESTS' });
    expect(third.body.error.retryAfter).toBeGreaterThan(3000);

    // A number bombed by several members: two codes an hour, whoever asks.
    const tel = uniqueTel();
    const askers = await Promise.all([0, 1, 2].map(() => startRegistration(ctx)));
    const statuses = [];
    for (const asker of askers) statuses.push((await ask(asker.lineUserId, tel)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts an IPv6 client by its /64: a new address from the same network gets no new allowance', async () => {
    const ctx = t();
    const app = ctx.makeApp({
      config: testConfig({ TRUST_PROXY: '127.0.0.1' }),
      limits: { otpPerAddressPer10Minutes: 2 },
    });
    const reg = await startRegistration(ctx);
    const from = (address: string) =>
      call(app, 'POST', '/api/authorization/otp', {
        form: { tel: uniqueTel(), lineUserId: reg.lineUserId, idToken: 'mock-id-token' },
        headers: { 'x-forwarded-for': address },
        socket: '127.0.0.1',
      });
    expect((await from('2001:db8:1:2::a')).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff::1')).status).toBe(200);
    expect((await from('2001:0db8:0001:0002:1234:5678:9abc:def0')).status).toBe(429);
    expect((await from('2001:db8:1:3::a')).status).toBe(200);
  });

  it('an SMS that cannot be sent answers 503 and spends nothing: no code, no wait, no count', async () => {
    const ctx = t();
    let down = true;
    const flaky = {
      async send(tel: string, text: string) {
        if (down) throw new SmsNotSent('Twilio answered 503');
        await ctx.sms.send(tel, text);
      },
    };
    const app = ctx.makeApp({ sms: flaky, limits: { otpPerMemberPerHour: 1 } });
    const reg = await startRegistration(ctx);
    const ask = () =>
      call(app, 'POST', '/api/authorization/otp', {
        form: { tel: reg.tel, lineUserId: reg.lineUserId, idToken: 'mock-id-token' },
      });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i += 1) {
        const failed = await ask();
        expect(failed.status).toBe(503);
        expect(failed.body.error).toMatchObject({ code: 'SMS_UNAVAILABLE', retryAfter: 5 });
        expect(failed.headers.get('retry-after')).toBe('5');
      }
      const lines = logged.mock.calls.map((args) => args.join(' '));
      expect(lines).toEqual(
        Array(3).fill(`[sms] not sent to ${maskTel(reg.tel)}: Twilio answered 503`),
      );
      expect(lines.join('\n')).not.toContain(reg.tel);
    } finally {
      logged.mockRestore();
    }
    const rows = await ctx.db
      .selectFrom('otp_codes')
      .select('id')
      .where('tel', '=', reg.tel)
      .execute();
    expect(rows).toHaveLength(0);
    down = false;
    const sent = await ask();
    expect(sent.status).toBe(200);
    expect(
      (await reg.submit(sent.body.otpRefCode, ctx.sms.lastCodeFor(reg.tel) as string)).status,
    ).toBe(200);
  });
});
