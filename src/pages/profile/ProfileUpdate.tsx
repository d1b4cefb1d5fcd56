import { zodResolver } from '@hookform/resolvers/zod';
import { css } from 'goober';
import { useLayoutEffect, useState } from 'preact/hooks';
import { useForm } from 'react-hook-form';
import type { User } from '../../../contract/wire';
import { updateUser } from '../../api/calls';
import { navigate } from '../../platform/navigate';
import { formDraft, sameShape } from '../../state/formDraft';
import { setUser, user } from '../../state/session';
import { Button, ButtonLink } from '../../ui/Button';
import { bind } from '../../ui/form/bind';
import { focusFirstError } from '../../ui/form/focusFirstError';
import { showServerError } from '../../ui/form/serverError';
import { TextField } from '../../ui/form/TextField';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { theme } from '../../ui/theme';
import { toast } from '../../ui/toast';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { PersonalFields, telInputProps } from '../shared/personal/PersonalFields';
import { type ProfileValues, profileSchema } from '../shared/personal/userFields';
import { profileText as t } from './text';

/** In page order. */
const FIELDS = ['firstname', 'lastname', 'email', 'birthDate', 'tel'] as const;

/** What was typed and not saved yet, kept across a reload until saved or left. */
const draft = formDraft(
  'profile-update',
  sameShape<ProfileValues>({ firstname: '', lastname: '', email: '', birthDate: '', tel: '' }),
);

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
  const [restored] = useState(() => draft.read());
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema()),
    // Not on blur: an error appearing as focus leaves a field moves the submit button under the
    // finger mid-tap, and the tap is lost. After a submit, errors update as the user types.
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: restored ?? saved,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const values = watch();
  const dirty = FIELDS.some((name) => values[name] !== saved[name]);

  // Saved as soon as it is on screen: the webview may be killed any moment after.
  useLayoutEffect(() => {
    if (dirty) draft.save(values);
    else draft.clear();
  });
  useLeaveGuard(dirty && !isSubmitting, draft.clear);

  const onSubmit = async (values: ProfileValues) => {
    try {
      setUser(await updateUser(values));
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
      <PersonalFields form={form} />
      <TextField {...telInputProps()} error={errors.tel?.message} {...bind(register('tel'))} />
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
