import * as z from 'zod/mini';
import { otpCode, userFields } from '../profile/userFields';
import { registerText } from './text';

export const registerSchema = z.object({
  ...userFields,
  otpCode,
  consent1: z.boolean().check(z.refine((v) => v === true, registerText.consent1Required)),
  consent2: z.boolean(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** Every field the server may name in an error. */
export const REGISTER_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'birthDate',
  'tel',
  'otpCode',
  'consent1',
  'consent2',
] as const satisfies readonly (keyof RegisterInput)[];
