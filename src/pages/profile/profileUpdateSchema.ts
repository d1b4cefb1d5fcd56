import * as z from 'zod/mini';
import { otpCode } from '../../../contract/fields';
import { perLanguage } from '../../ui/form/perLanguage';
import { fieldText } from '../shared/personal/text';
import { profileSchema } from '../shared/personal/userFields';

/** /profile/update's form: PUT /api/user's fields, and the code sent to a new number, which is
 *  checked only when the number is new (with the saved one, no code is sent). */
const build = (newNumber: boolean) => () =>
  z.object({
    ...profileSchema().shape,
    otpCode: newNumber ? otpCode(fieldText.otpInvalid) : z.string(),
  });

const withCode = perLanguage(build(true));
const withoutCode = perLanguage(build(false));

/** The form's schema in the customer's language, for a new number or the saved one. */
export const profileUpdateSchema = (newNumber: boolean) => (newNumber ? withCode() : withoutCode());

export type ProfileUpdateValues = z.infer<ReturnType<typeof withCode>>;
