import { zodResolver } from '@hookform/resolvers/zod';
import { css } from 'goober';
import { useLayoutEffect, useState } from 'preact/hooks';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { ProfileUpdate as ProfileFields, User } from '../../../contract/wire';
import { requestOtp, updateUser } from '../../api/calls';
import { navigate } from '../../platform/navigate';
import { setUser, user } from '../../state/session';
import { setAccessToken } from '../../state/token';
import { Button, ButtonLink } from '../../ui/Button';
import { focusFirstError } from '../../ui/form/focusFirstError';
import { showServerError } from '../../ui/form/serverError';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { theme } from '../../ui/theme';
import { toast } from '../../ui/toast';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { MobileVerification, type VerifiedTel } from '../shared/personal/MobileVerification';
import { PersonalFields } from '../shared/personal/PersonalFields';
import { otpFromDraft, otpToDraft, useOtpSender } from '../shared/personal/useOtpSender';
import { normalizeTel, type ProfileValues } from '../shared/personal/userFields';
import { profileDraft as draft } from './profileDraft';
import { type ProfileUpdateValues, profileUpdateSchema } from './profileUpdateSchema';
import { profileText as t } from './text';

/** In page order. */
const FIELDS = ['firstname', 'lastname', 'email', 'birthDate', 'tel', 'otpCode'] as const;
/** What PUT /api/user saves: a change to any of them is worth keeping. */
const SAVED_FIELDS = ['firstname', 'lastname', 'email', 'birthDate', 'tel'] as const;

const formClass = css({
  margin: `0 ${theme.space(4)} ${theme.space(6)}`,
  padding: theme.space(4),
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  '& .actions': {
    display: 'grid',
    gap: theme.space(3),
    marginTop: theme.space(2),
  },
});

export default function ProfileUpdate() {
  const current = user.value;
  return (
    <>
      <PageHeader title={t.updateTitle} backHref="/profile" backLabel={t.back} />
      {current ? <UpdateForm current={current} /> : <ListSkeleton rows={3} />}
    </>
  );
}

function UpdateForm({ current }: { current: User }) {
  const saved: ProfileValues = {
    firstname: current.firstname ?? '',
    lastname: current.lastname ?? '',
    tel: current.tel ?? '',
    email: current.email ?? '',
    birthDate: current.birthDate ?? '',
  };
  /** A number other than the verified one is proved by a code sent to it. */
  const isNewNumber = (typed: string) => normalizeTel(typed) !== saved.tel;
  const [restored] = useState(() => draft.read());
  const resolver: Resolver<ProfileUpdateValues> = (values, context, options) =>
    zodResolver(profileUpdateSchema(isNewNumber(values.tel)))(values, context, options);
  const form = useForm<ProfileUpdateValues>({
    resolver,
    // Not on blur: an error appearing as focus leaves a field moves the submit button under the
    // finger mid-tap, and the tap is lost. After a submit, errors update as the user types.
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { ...(restored ?? saved), otpCode: '' },
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { isSubmitting },
  } = form;
  const otp = useOtpSender({
    // The member is known by the access token: only the number is sent.
    request: (tel) => requestOtp(tel),
    onError: (error) => showServerError(error, setError, ['tel']),
    initial: restored ? otpFromDraft(restored) : undefined,
  });
  const { otpCode: _never, ...values } = watch();
  const dirty = SAVED_FIELDS.some((name) => values[name] !== saved[name]);

  // Saved as soon as it is on screen: the webview may be killed any moment after, for instance
  // while the customer reads the SMS.
  useLayoutEffect(() => {
    if (dirty) draft.save({ ...values, ...otpToDraft(otp) });
    else draft.clear();
  });
  useLeaveGuard(dirty && !isSubmitting, draft.clear);

  const onSubmit = async ({ otpCode, ...fields }: ProfileUpdateValues) => {
    let code: Pick<ProfileFields, 'otpCode' | 'otpRefCode'> = {};
    if (isNewNumber(fields.tel)) {
      const sent = otp.sentTo(fields.tel, (message) =>
        setError('otpCode', { type: 'otp', message }, { shouldFocus: true }),
      );
      if (!sent) return;
      code = { otpCode, otpRefCode: sent.ref };
    }
    try {
      const { accessToken, ...updated } = await updateUser({ ...fields, ...code });
      // A new number revoked every older token of the member: this one replaces the cookie's
      // before anything else calls the API.
      if (accessToken) setAccessToken(accessToken);
      setUser(updated);
    } catch (error) {
      showServerError(error, setError, FIELDS);
      return;
    }
    draft.clear();
    toast('success', t.saved);
    navigate('/profile');
  };

  return (
    <form
      class={formClass}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusFirstError(FIELDS, setFocus))}
    >
      <PersonalFields
        // The shared fields are a subset of this form's: same names, same rules.
        form={form as unknown as UseFormReturn<ProfileValues>}
      />
      <MobileVerification
        form={form as unknown as UseFormReturn<VerifiedTel>}
        otp={otp}
        busy={isSubmitting}
        verify={isNewNumber(values.tel)}
        intro={t.newNumberIntro}
      />
      <div class="actions">
        <Button type="submit" fullWidth busy={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
        <ButtonLink href="/profile" variant="ghost" fullWidth>
          {t.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}
