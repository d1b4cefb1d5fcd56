import { css } from 'goober';
import { useRoute } from 'preact-iso';
import type { Content } from '../../../contract/wire';
import { getContent } from '../../api/calls';
import { ButtonLink } from '../../ui/Button';
import { HeroImage } from '../../ui/HeroImage';
import { pageBody } from '../../ui/layout';
import { PageHeader } from '../../ui/PageHeader';
import { PlainText } from '../../ui/PlainText';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { useResource } from '../../ui/useResource';
import { MembersOnly } from '../shared/campaign/MembersOnly';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { parseId } from '../shared/parseId';
import { text } from './text';

const bodyText = css({ '& p': { margin: `0 0 ${theme.space(3)}` } });

/** One content item: /content/{id}. Members-only items answer 403 to visitors. */
export default function ContentItem() {
  const t = text.content;
  const id = parseId(useRoute().params.id);
  const { data, error, loading, reload } = useResource<Content | null>(
    () => (id ? getContent(id) : Promise.resolve(null)),
    [id],
    { toast: (e) => e.status !== 404 && e.status !== 403 },
  );

  let content: preact.ComponentChildren;
  if (loading && !data) content = <DetailSkeleton label={t.loading} />;
  else if (error?.status === 403) content = <MembersOnly message={error.message} />;
  else if (error?.status === 404 || (!error && !data))
    content = (
      <EmptyState
        title={t.notFoundTitle}
        body={t.notFoundBody}
        action={<ButtonLink href="/">{t.home}</ButtonLink>}
      />
    );
  else if (error || !data) content = <ErrorState message={error?.message} onRetry={reload} />;
  else
    content = (
      <div class={pageBody}>
        {data.imageUrl && <HeroImage src={data.imageUrl} />}
        <PlainText class={bodyText} text={data.body} />
      </div>
    );

  return (
    <div>
      <PageHeader title={data?.title ?? t.title} backHref="/" backLabel={t.back} />
      {content}
    </div>
  );
}
