import { zodResolver } from '@hookform/resolvers/zod';
import { css } from 'goober';
import { useEffect, useState } from 'preact/hooks';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { cancelRegistration, register as registerAccount } from '../../api/calls';
import { currentIdToken } from '../../liff';
import { currentUserId, lineProfile } from '../../state/session';
import { setAccessToken } from '../../state/token';
import { Button } from '../../ui/Button';
import { bind } from '../../ui/form/bind';
import { Checkbox } from '../../ui/form/Checkbox';
import { focusFirstError } from '../../ui/form/focusFirstError';
import { OtpField } from '../../ui/form/OtpField';
import { showServerError } from '../../ui/form/serverError';
import { TextField } from '../../ui/form/TextField';
import { theme } from '../../ui/theme';
import { toast, toastError } from '../../ui/toast';
import { PersonalFields, telInputProps } from '../profile/PersonalFields';
import { normalizeTel, type ProfileValues } from '../profile/userFields';
import { afterRegister } from './afterRegister';
import { clearDraft, readDraft, saveDraft } from './draft';
import { leaveRegistration } from './leave';
import {
  REGISTER_FIELDS,
  type RegisterInput,
  type RegisterValues,
  registerSchema,
} from './registerSchema';
import { registerText as t } from './text';
import { maskTel, useOtpSender } from './useOtpSender';

const { color, space, radius, font } = theme;

const pageClass = css`
  box-sizing: border-box;
  max-width: 480px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${space(5)} ${space(4)} ${space(8)};
  background: ${color.bg};
  color: ${color.text};
  font-family: ${font.family};
  line-height: ${font.lineHeight};
  & h1 {
    margin: 0 0 ${space(1)};
    font-size: ${font.size.xl};
    line-height: 1.25;
  }
  & h2 {
    margin: 0 0 ${space(3)};
    font-size: ${font.size.lg};
  }
  & section {
    margin-top: ${space(4)};
    padding: ${space(4)};
    background: ${color.surface};
    border-radius: ${radius.lg};
  }
`;

const mutedClass = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.size.sm};
`;

const lineClass = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  & img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.border};
  }
  & p {
    margin: 0;
  }
`;

const sendRowClass = css`
  display: grid;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
  & p {
    margin: 0;
    font-size: ${font.size.sm};
  }
`;

const noticeClass = css`
  margin: 0 0 ${space(3)} ${space(9)};
  font-size: ${font.size.sm};
  & summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${color.accent};
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }
  & p {
    margin: 0 0 ${space(2)};
    color: ${color.textMuted};
  }
`;

const actionsClass = css`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(5)};
`;

export default function Register() {
  const profile = lineProfile.value;
  const [draft] = useState(readDraft);
  const { otpRef, otpTel, resendAt, ...fields } = draft;
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { ...fields, otpCode: '' },
    // Not on blur: an error appearing as focus leaves a field moves the submit button under the
    // finger mid-tap, and the tap is lost. After a submit, errors update as the user types.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const otp = useOtpSender(
    (error) => showServerError(error, setError, ['tel']),
    { sent: otpRef ? { ref: otpRef, tel: otpTel } : null, resendAt },
    ({ sent, resendAt }) =>
      saveDraft({ otpRef: sent?.ref ?? '', otpTel: sent?.tel ?? '', resendAt }),
  );
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const sendCode = async () => {
    if (!(await trigger('tel', { shouldFocus: true }))) return;
    if (await otp.send(normalizeTel(getValues('tel')))) setFocus('otpCode');
  };

  const onSubmit = async (values: RegisterValues) => {
    const sent = otp.sent;
    if (!sent || sent.tel !== values.tel) {
      const message = sent ? t.codeForOtherNumber : t.codeNeeded;
      setError('otpCode', { type: 'otp', message }, { shouldFocus: true });
      return;
    }
    try {
      const result = await registerAccount(
        {
          otpCode: values.otpCode,
          otpRefCode: sent.ref,
          // '' only if startup could not create a user; the server then answers a clear error.
          userId: currentUserId.value as number,
          lineUserId: profile?.userId ?? '',
          lineDisplayname: profile?.displayName ?? '',
          linePictureUrl: profile?.pictureUrl ?? '',
          firstname: values.firstname,
          lastname: values.lastname,
          tel: values.tel,
          email: values.email,
          consent1: values.consent1,
          consent2: values.consent2,
          birthDate: values.birthDate,
        },
        await currentIdToken(),
      );
      setAccessToken(result.accessToken);
    } catch (error) {
      showServerError(error, setError, REGISTER_FIELDS);
      return;
    }
    clearDraft();
    toast('success', t.welcome);
    await afterRegister();
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelRegistration(currentUserId.value, profile?.userId ?? '', await currentIdToken());
      clearDraft();
      await leaveRegistration();
    } catch (error) {
      toastError(error);
    } finally {
      setCancelling(false);
    }
  };

  const busy = isSubmitting || cancelling;

  return (
    <div class={pageClass}>
      <h1>{t.title}</h1>
      <p class={mutedClass}>{t.intro}</p>

      <form
        noValidate
        onSubmit={handleSubmit(onSubmit, focusFirstError(REGISTER_FIELDS, setFocus))}
      >
        <section aria-labelledby="reg-line">
          <h2 id="reg-line">{t.lineAccount}</h2>
          <div class={lineClass}>
            {profile?.pictureUrl && (
              <img src={profile.pictureUrl} alt="" width={56} height={56} decoding="async" />
            )}
            <div>
              <p>
                <strong>{profile?.displayName}</strong>
              </p>
              <p class={mutedClass}>{t.lineNameHint}</p>
            </div>
          </div>
        </section>

        <section aria-labelledby="reg-details">
          <h2 id="reg-details">{t.personal}</h2>
          <PersonalFields
            // The shared fields are a subset of this form's: same names, same rules.
            form={form as unknown as UseFormReturn<ProfileValues>}
          />
        </section>

        <section aria-labelledby="reg-mobile">
          <h2 id="reg-mobile">{t.mobile}</h2>
          <TextField {...telInputProps} error={errors.tel?.message} {...bind(register('tel'))} />
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

        <section aria-labelledby="reg-consent">
          <h2 id="reg-consent">{t.consents}</h2>
          <Checkbox error={errors.consent1?.message} {...bind(register('consent1'))}>
            {t.consent1}
          </Checkbox>
          <details class={noticeClass}>
            <summary>{t.privacyNoticeToggle}</summary>
            {t.privacyNotice.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
          <Checkbox error={errors.consent2?.message} {...bind(register('consent2'))}>
            {t.consent2}
          </Checkbox>
        </section>

        <div class={actionsClass}>
          <Button type="submit" fullWidth busy={isSubmitting} disabled={cancelling}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
          <Button
            variant="ghost"
            fullWidth
            busy={cancelling}
            disabled={isSubmitting}
            onClick={cancel}
          >
            {cancelling ? t.cancelling : t.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
