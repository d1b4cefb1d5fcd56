import { useFormState } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { bind } from '../../ui/form/bind';
import { OtpField } from '../../ui/form/OtpField';
import { TextField } from '../../ui/form/TextField';
import { telInputProps } from '../shared/personal/PersonalFields';
import { normalizeTel } from '../shared/personal/userFields';
import type { RegisterForm } from './registerSchema';
import { mutedClass, sendRowClass } from './registerStyles';
import { registerText as t } from './text';
import { maskTel, type useOtpSender } from './useOtpSender';

interface Props {
  form: RegisterForm;
  otp: ReturnType<typeof useOtpSender>;
  /** Registering or cancelling: no code is sent meanwhile. */
  busy: boolean;
}

/** The number, the button that sends a code to it by SMS, and the field for that code. */
export function MobileVerification({ form, otp, busy }: Props) {
  const { register, trigger, getValues, setFocus, control } = form;
  // Its own subscription (see PersonalFields): `form` is the same object on every render.
  const { errors } = useFormState({ control });

  const sendCode = async () => {
    if (!(await trigger('tel', { shouldFocus: true }))) return;
    if (await otp.send(normalizeTel(getValues('tel')))) setFocus('otpCode');
  };

  return (
    <section aria-labelledby="reg-mobile">
      <h2 id="reg-mobile">{t.mobile}</h2>
      <TextField {...telInputProps()} error={errors.tel?.message} {...bind(register('tel'))} />
      <div class={sendRowClass}>
        <Button
          variant="secondary"
          busy={otp.sending}
          disabled={otp.secondsLeft > 0 || busy}
          onClick={sendCode}
        >
          {otp.sending ? t.sendingCode : otp.sent ? t.resendCode : t.sendCode}
        </Button>
        <p role="status">{otp.sent && t.codeSent(maskTel(otp.sent.tel), otp.sent.ref)}</p>
        {otp.secondsLeft > 0 && <p class={mutedClass}>{t.resendIn(otp.secondsLeft)}</p>}
      </div>
      <OtpField
        hint={otp.sent ? t.otpHint(otp.sent.ref) : undefined}
        error={errors.otpCode?.message}
        {...bind(register('otpCode'))}
      />
    </section>
  );
}
