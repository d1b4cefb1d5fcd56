import { formDraft, sameShape } from '../../state/formDraft';
import type { OtpDraft } from '../shared/personal/useOtpSender';
import type { RegisterInput } from './registerSchema';

/** What was typed on /register and how far it got: the fields (never the code itself), the
 *  reference and number of the code sent by SMS, and when another code may be asked for. */
export type Draft = Omit<RegisterInput, 'otpCode'> & OtpDraft;

const empty: Draft = {
  firstname: '',
  lastname: '',
  email: '',
  birthDate: '',
  tel: '',
  consent1: false,
  consent2: false,
  otpRef: '',
  otpTel: '',
  resendAt: 0,
};

const draft = formDraft('register', sameShape(empty));

/** The saved draft of this LINE user, else an empty one. */
export const readDraft = (): Draft => draft.read() ?? { ...empty };

/** Saves part of the draft over what is saved (the code the customer types is never kept). */
export function saveDraft({ otpCode: _never, ...part }: Partial<RegisterInput & Draft>): void {
  draft.save({ ...readDraft(), ...part });
}

export const clearDraft = (): void => draft.clear();
