import { css } from 'goober';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { bind } from '../../../ui/form/bind';
import { OtpField } from '../../../ui/form/OtpField';
import { TextField } from '../../../ui/form/TextField';
import { theme } from '../../../ui/theme';
import { telInputProps } from './PersonalFields';
import { fieldText as t } from './text';
import type { OtpSender } from './useOtpSender';
import { normalizeTel } from './userFields';

/** The fields of a form that proves a mobile number with a code sent to it. */
export interface VerifiedTel {
  tel: string;
  otpCode: string;
}

interface Props {
  /** A form with these fields among its own (same names, same rules). */
  form: UseFormReturn<VerifiedTel>;
  otp: OtpSender;
  /** The form is being sent (or cancelled): no code is asked for meanwhile. */
  busy: boolean;
  /** Whether the number needs a code: always when registering; in Profile once it is not the
   *  member's verified number. */
  verify?: boolean;
  /** Above the button: why a code is asked for. */
  intro?: string;
}

const sendRowClass = css({
  display: 'grid',
  gap: theme.space(2),
  marginBottom: theme.space(4),
  '& p': {
    margin: '0',
    fontSize: theme.font.size.sm,
  },
});

const waitClass = css({ color: theme.color.textMuted });

/** '0812341234' → '08x-xxx-1234'. */
export const maskTel = (tel: string): string => `${tel.slice(0, 2)}x-xxx-${tel.slice(-4)}`;

/** The number, the button that sends a code to it by SMS, and the field for that code. */
export function MobileVerification({ form, otp, busy, verify = true, intro }: Props) {
  const { register, trigger, getValues, setFocus, control } = form;
  // Its own subscription (see PersonalFields): `form` is the same object on every render.
  const { errors } = useFormState({ control });

  const sendCode = async () => {
    if (!(await trigger('tel', { shouldFocus: true }))) return;
    if (await otp.send(normalizeTel(getValues('tel')))) setFocus('otpCode');
  };

  return (
    <>
      <TextField {...telInputProps()} error={errors.tel?.message} {...bind(register('tel'))} />
      {verify && (
        <>
          <div class={sendRowClass}>
            {intro && <p>{intro}</p>}
            <Button
              variant="secondary"
              busy={otp.sending}
              disabled={otp.secondsLeft > 0 || busy}
              onClick={sendCode}
            >
              {otp.sending ? t.sendingCode : otp.sent ? t.resendCode : t.sendCode}
            </Button>
            <p role="status">{otp.sent && t.codeSent(maskTel(otp.sent.tel), otp.sent.ref)}</p>
            {otp.secondsLeft > 0 && <p class={waitClass}>{t.resendIn(otp.secondsLeft)}</p>}
          </div>
          <OtpField
            hint={otp.sent ? t.otpHint(otp.sent.ref) : undefined}
            error={errors.otpCode?.message}
            {...bind(register('otpCode'))}
          />
        </>
      )}
    </>
  );
}
