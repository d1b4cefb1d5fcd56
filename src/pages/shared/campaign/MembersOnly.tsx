import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/states';
import { text } from './text';

/** Why a page is closed to a visitor who has not registered, and the way in. */
export function MembersOnly({ message }: { message?: string }) {
  const t = text.membersOnly;
  return (
    <EmptyState
      title={t.title}
      body={message ?? t.body}
      action={<ButtonLink href="/register">{t.register}</ButtonLink>}
    />
  );
}
