import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { registrationFields } from '../../../contract/fields';
import { todayIso } from '../../ui/form/isoDates';
import { perLanguage } from '../../ui/form/perLanguage';
import { fieldText } from '../shared/personal/text';
import { personalMessages, typedTel } from '../shared/personal/userFields';
import { registerText } from './text';

const buildRegisterSchema = () =>
  z.object({
    ...registrationFields(
      {
        ...personalMessages(),
        otpCode: fieldText.otpInvalid,
        consent1: registerText.consent1Required,
      },
      todayIso,
    ),
    tel: typedTel(),
  });

/** What the customer fills in of POST /api/authorization/register (the app adds the rest), in
 *  the customer's language. */
export const registerSchema = perLanguage(buildRegisterSchema);

export type RegisterInput = z.input<ReturnType<typeof buildRegisterSchema>>;
export type RegisterValues = z.output<ReturnType<typeof buildRegisterSchema>>;
export type RegisterForm = UseFormReturn<RegisterInput, unknown, RegisterValues>;

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
