import { css } from 'goober';
import { useRoute } from 'preact-iso';
import type { CampaignDetail } from '../../../contract/wire';
import { getCampaign } from '../../api/calls';
import { ButtonLink } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { HeroImage } from '../../ui/HeroImage';
import { pageBody } from '../../ui/layout';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { useCountdown } from '../../ui/useCountdown';
import { useResource } from '../../ui/useResource';
import { text as contentText } from '../shared/campaign/text';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { parseId } from '../shared/parseId';
import { Countdown } from './Countdown';
import { text } from './text';

const startsOn = css({
  margin: 0,
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.bold,
});
const summary = css({ margin: 0, color: theme.color.textMuted });

/** An activity that has not started: its start date and a live countdown (no footer). */
export default function ComingSoon() {
  const id = parseId(useRoute().query.id);
  const { data, error, loading, reload } = useResource<CampaignDetail | null>(
    () => (id ? getCampaign(id) : Promise.resolve(null)),
    [id],
    { toast: (e) => e.status !== 404 },
  );
  const t = text.comingSoon;

  let content: preact.ComponentChildren;
  if (!id)
    content = <EmptyState title={contentText.detail.notFoundTitle} body={contentText.invalidId} />;
  else if (loading && !data) content = <DetailSkeleton label={t.loading} />;
  else if (error?.status === 404 || (!error && !data))
    content = (
      <EmptyState title={contentText.detail.notFoundTitle} body={contentText.detail.notFoundBody} />
    );
  else if (error || !data) content = <ErrorState message={error?.message} onRetry={reload} />;
  else content = <Upcoming activity={data} />;

  return (
    <div>
      <PageHeader title={data?.title ?? t.title} backHref="/activity" backLabel={t.back} />
      {content}
    </div>
  );
}

function Upcoming({ activity }: { activity: CampaignDetail }) {
  const t = text.comingSoon;
  const left = useCountdown(Date.parse(activity.startsAt));
  const detailHref = `/activity/activityDetail?id=${activity.id}`;
  return (
    <div class={pageBody}>
      <HeroImage src={activity.imageUrl} />
      <p class={startsOn}>{t.startsOn(formatDate(activity.startsAt))}</p>
      {activity.summary && <p class={summary}>{activity.summary}</p>}
      {left > 0 ? (
        <Countdown seconds={left} />
      ) : (
        <p role="status" class={startsOn}>
          {t.started}
        </p>
      )}
      <ButtonLink variant={left > 0 ? 'secondary' : 'primary'} fullWidth href={detailHref}>
        {t.open}
      </ButtonLink>
    </div>
  );
}
