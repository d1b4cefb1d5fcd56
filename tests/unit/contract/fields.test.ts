import { describe, expect, it } from 'vitest';
import {
  profileSchema as serverProfile,
  registerSchema as serverRegister,
} from '../../../contract/payloads';
import { registerSchema as formRegister } from '../../../src/pages/register/registerSchema';
import { profileSchema as formProfile } from '../../../src/pages/shared/personal/userFields';

const valid = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  tel: '0812345678',
  email: 'somchai@example.com',
  birthDate: '1990-05-17',
};

const SAMPLES: [keyof typeof valid, string[]][] = [
  ['firstname', ['', '   ', ' Nok ', 'x'.repeat(100), 'x'.repeat(101)]],
  ['tel', ['', '0812345678', ' 0812345678 ', '081234567', '1812345678', '08123456789']],
  [
    'email',
    [
      '',
      'a@b',
      'a@b.c',
      'a b@c.de',
      'ü@b.de',
      `${'a'.repeat(245)}@b.co`,
      `${'a'.repeat(250)}@b.co`,
    ],
  ],
  ['birthDate', ['', '1995-02-30', '1899-12-31', '1900-01-01', '2000-02-29', '2999-01-01', 'x']],
];

describe('the personal fields', () => {
  it.each(SAMPLES)(
    'the form refuses the %s values PUT /api/user refuses, and only those',
    (field, values) => {
      const today = new Date();
      for (const value of values) {
        const sent = { ...valid, [field]: value };
        const server = serverProfile(today).safeParse(sent);
        const form = formProfile().safeParse(sent);
        expect({ value, ok: form.success }).toEqual({ value, ok: server.success });
        if (form.success && server.success) expect(form.data).toEqual(server.data);
      }
    },
  );

  it('the form takes the number as people type it and sends what the server takes', () => {
    const form = formProfile().parse({ ...valid, tel: '+66 (0)81-234-5678' });
    expect(form.tel).toBe('0812345678');
    expect(serverProfile(new Date()).safeParse(form).success).toBe(true);
  });
});

describe('names in Thai script', () => {
  const thai = { ...valid, firstname: 'สมชาย', lastname: 'ใจดี' };

  it('the form and PUT /api/user take them and keep them as typed', () => {
    const form = formProfile().parse(thai);
    expect(form).toMatchObject({ firstname: 'สมชาย', lastname: 'ใจดี' });
    expect(serverProfile(new Date()).parse(form)).toMatchObject(form);
  });

  it('registration takes them, its vowel and tone marks counted as typed', () => {
    const register = serverRegister(new Date());
    const sent = {
      ...thai,
      firstname: ' ณัฐพงษ์ ',
      otpCode: '123456',
      otpRefCode: 'ABC123',
      userId: 7,
      lineUserId: 'U1',
      consent1: true,
      consent2: false,
    };
    expect(register.parse(sent)).toMatchObject({ firstname: 'ณัฐพงษ์', lastname: 'ใจดี' });
    expect(formRegister().parse(sent)).toMatchObject({ firstname: 'ณัฐพงษ์', lastname: 'ใจดี' });
    // 100 characters as the server counts them (marks included), and not one more.
    expect(register.safeParse({ ...sent, lastname: 'ก่'.repeat(50) }).success).toBe(true);
    expect(register.safeParse({ ...sent, lastname: `${'ก่'.repeat(50)}ก` }).success).toBe(false);
  });
});
