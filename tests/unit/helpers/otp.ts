import { reply } from './server';

/** POST /api/authorization/otp: a code sent, with reference `otpRefCode`. */
export const replyOtp = (otpRefCode = 'ABC123') =>
  reply('post', '/api/authorization/otp', { otpRefCode, expiresAt: '2030-01-01T00:00:00Z' });
