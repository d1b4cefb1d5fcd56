import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'preact/hooks';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { cancelRegistration, register as registerAccount, requestOtp } from '../../api/calls';
import { currentIdToken } from '../../liff';
import { currentUserId, lineProfile } from '../../state/session';
import { setAccessToken } from '../../state/token';
import { Button } from '../../ui/Button';
import { focusFirstError } from '../../ui/form/focusFirstError';
import { showServerError } from '../../ui/form/serverError';
import { toast, toastError } from '../../ui/toast';
import { MobileVerification, type VerifiedTel } from '../shared/personal/MobileVerification';
import { PersonalFields } from '../shared/personal/PersonalFields';
import { otpFromDraft, otpToDraft, useOtpSender } from '../shared/personal/useOtpSender';
import type { ProfileValues } from '../shared/personal/userFields';
import { afterRegister } from './afterRegister';
import { Consents } from './Consents';
import { clearDraft, readDraft, saveDraft } from './draft';
import { LineAccount } from './LineAccount';
import { leaveRegistration } from './leave';
import {
  REGISTER_FIELDS,
  type RegisterInput,
  type RegisterValues,
  registerSchema,
} from './registerSchema';
import { actionsClass, mutedClass, pageClass } from './registerStyles';
import { registerText as t } from './text';

export default function Register() {
  const profile = lineProfile.value;
  const [draft] = useState(readDraft);
  const { otpRef, otpTel, resendAt, ...fields } = draft;
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema()),
    defaultValues: { ...fields, otpCode: '' },
    // Not on blur: an error appearing as focus leaves a field moves the submit button under the
    // finger mid-tap, and the tap is lost. After a submit, errors update as the user types.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { isSubmitting },
  } = form;
  const otp = useOtpSender({
    // No access token yet: the code is bound to the LINE user, who proves it as login does.
    request: async (tel) =>
      requestOtp(tel, { lineUserId: profile?.userId ?? '', idToken: await currentIdToken() }),
    onError: (error) => showServerError(error, setError, ['tel']),
    initial: otpFromDraft({ otpRef, otpTel, resendAt }),
    onChange: (state) => saveDraft(otpToDraft(state)),
  });
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = async (values: RegisterValues) => {
    const sent = otp.sentTo(values.tel, (message) =>
      setError('otpCode', { type: 'otp', message }, { shouldFocus: true }),
    );
    if (!sent) return;
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
        <LineAccount profile={profile} />

        <section aria-labelledby="reg-details">
          <h2 id="reg-details">{t.personal}</h2>
          <PersonalFields
            // The shared fields are a subset of this form's: same names, same rules.
            form={form as unknown as UseFormReturn<ProfileValues>}
          />
        </section>

        <section aria-labelledby="reg-mobile">
          <h2 id="reg-mobile">{t.mobile}</h2>
          <MobileVerification
            form={form as unknown as UseFormReturn<VerifiedTel>}
            otp={otp}
            busy={busy}
          />
        </section>
        <Consents form={form} />

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
