import { formDraft, sameShape } from '../../state/formDraft';
import type { OtpDraft } from '../shared/personal/useOtpSender';
import type { ProfileValues } from '../shared/personal/userFields';

/** What was typed on /profile/update and not saved yet, and the code sent to a new number (its
 *  reference and number, never the code itself), kept across a reload until saved or left. */
export type ProfileDraft = ProfileValues & OtpDraft;

export const profileDraft = formDraft(
  'profile-update',
  sameShape<ProfileDraft>({
    firstname: '',
    lastname: '',
    email: '',
    birthDate: '',
    tel: '',
    otpRef: '',
    otpTel: '',
    resendAt: 0,
  }),
);
