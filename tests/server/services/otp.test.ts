import { expect, it } from 'vitest';
import {
  call,
  forEachDatabase,
  registerUser,
  type TestContext,
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
  const requestOtp = () =>
    call(ctx.app, 'POST', '/api/authorization/otp', { form: { tel: profile.tel } });
  return { tel: profile.tel, submit, requestOtp };
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
    const res = await call(ctx.app, 'POST', '/api/authorization/otp', {
      form: { tel: member.tel },
    });
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
    const other = await call(ctx.app, 'POST', '/api/authorization/otp', {
      form: { tel: otherTel },
    });
    const res = await reg.submit(other.body.otpRefCode, ctx.sms.lastCodeFor(otherTel) as string);
    expect(res.body.error).toMatchObject({ code: 'OTP_INVALID', field: 'otpCode' });
  });

  it('one address may ask for a limited number of codes (429 TOO_MANY_OTP_REQUESTS)', async () => {
    const ctx = t();
    const app = ctx.makeApp({ limits: { otpPerAddressPer10Minutes: 2 } });
    const ask = () => call(app, 'POST', '/api/authorization/otp', { form: { tel: uniqueTel() } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('TOO_MANY_OTP_REQUESTS');
    expect(third.body.error.retryAfter).toBeGreaterThan(0);
  });
});
