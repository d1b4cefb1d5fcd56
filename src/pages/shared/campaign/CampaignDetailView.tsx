import { css } from 'goober';
import { useState } from 'preact/hooks';
import type { CampaignDetail } from '../../../../contract/wire';
import { getCampaign } from '../../../api/calls';
import { user } from '../../../state/session';
import { Button, ButtonLink } from '../../../ui/Button';
import { formatDate } from '../../../ui/format';
import { HeroImage } from '../../../ui/HeroImage';
import { card, muted, pageBody, sectionTitle } from '../../../ui/layout';
import { PageHeader } from '../../../ui/PageHeader';
import { PlainText } from '../../../ui/PlainText';
import { EmptyState, ErrorState } from '../../../ui/states';
import { theme } from '../../../ui/theme';
import { useLazyComponent } from '../../../ui/useLazyComponent';
import { useResource } from '../../../ui/useResource';
import { useCodeSheet } from '../../code/useCodeSheet';
import { takePageData } from '../../pageData';
import { DetailSkeleton } from '../DetailSkeleton';
import { CampaignStatusBadge } from './CampaignCard';
import { MembersOnly } from './MembersOnly';
import { RewardLinkList } from './RewardLinkList';
import { type DetailWords, text } from './text';

const meta = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' });
const bodyText = css({ '& p': { margin: `0 0 ${theme.space(3)}` } });
const joinBox = css({ display: 'grid', gap: theme.space(3) });
const noMargin = css({ margin: 0 });

export interface CampaignDetailViewProps {
  id: number | null;
  backHref: string;
  backLabel: string;
  /** Shown as the h1 until the campaign has loaded. */
  fallbackTitle: string;
  /** Extra content under the dates, e.g. a link to an activity's countdown. */
  renderExtra?: (campaign: CampaignDetail) => preact.ComponentChildren;
  /** What the page calls the item ("Join activity"); a campaign's words by default. */
  words?: DetailWords;
}

type Words = typeof text.detail;

/** A campaign or activity: picture, status, dates, body, how to join (with the campaign consent
 *  when the campaign needs it) and its rewards. */
export function CampaignDetailView({
  id,
  backHref,
  backLabel,
  fallbackTitle,
  renderExtra,
  words,
}: CampaignDetailViewProps) {
  const t: Words = { ...text.detail, ...words };
  const resource = useResource<CampaignDetail | null>(
    // Asked for by the tap that opened the page (app/nextScreens), in parallel with its chunk.
    () => (id ? takePageData(`campaign:${id}`, () => getCampaign(id)) : Promise.resolve(null)),
    [id],
    { toast: (e) => e.status !== 404 && e.status !== 403 },
  );
  const { data, error, loading, reload } = resource;
  const header = (
    <PageHeader title={data?.title ?? fallbackTitle} backHref={backHref} backLabel={backLabel} />
  );

  let content: preact.ComponentChildren;
  if (!id) content = <EmptyState title={t.notFoundTitle} body={text.invalidId} />;
  else if (loading && !data) content = <DetailSkeleton label={t.loading} />;
  else if (error?.status === 404 || (!error && !data))
    content = <EmptyState title={t.notFoundTitle} body={t.notFoundBody} />;
  else if (error?.status === 403) content = <MembersOnly />;
  else if (error || !data) content = <ErrorState message={error?.message} onRetry={reload} />;
  else content = <CampaignBody campaign={data} renderExtra={renderExtra} t={t} />;

  return (
    <div>
      {header}
      {content}
    </div>
  );
}

function CampaignBody({
  campaign,
  renderExtra,
  t,
}: {
  campaign: CampaignDetail;
  renderExtra: CampaignDetailViewProps['renderExtra'];
  t: Words;
}) {
  return (
    <div class={pageBody}>
      <HeroImage src={campaign.imageUrl} />
      <div class={meta}>
        <CampaignStatusBadge status={campaign.status} />
        <span class={muted}>
          {t.dates(formatDate(campaign.startsAt), formatDate(campaign.endsAt))}
        </span>
      </div>
      {renderExtra?.(campaign)}
      <PlainText class={bodyText} text={campaign.body} />
      <JoinBox campaign={campaign} t={t} />
      <section aria-labelledby="campaign-rewards">
        <h2 id="campaign-rewards" class={sectionTitle}>
          {t.rewardsTitle}
        </h2>
        {campaign.rewards.length ? (
          <RewardLinkList rewards={campaign.rewards} />
        ) : (
          <p class={muted}>{t.noRewards}</p>
        )}
      </section>
    </div>
  );
}

function JoinBox({ campaign, t }: { campaign: CampaignDetail; t: Words }) {
  const [asking, setAsking] = useState(false);
  const [joinedHere, setJoined] = useState(false);
  // The stored campaign consent is what joining leaves behind: a member who gave it has joined,
  // after a reload too, until they withdraw it from their profile.
  const joined = joinedHere || Boolean(user.value?.campaignConsent1);
  const codeSheet = useCodeSheet();
  // Most visitors never see the consent step: its dialog loads when it is needed.
  const consent = useLazyComponent(() => import('./ConsentStep').then((m) => m.ConsentStep));
  const ConsentStep = consent.Component.value;

  if (campaign.status === 'ended') return <p class={`${card} ${noMargin}`}>{t.ended}</p>;
  if (campaign.status === 'comingSoon')
    return <p class={`${card} ${noMargin}`}>{t.startsOn(formatDate(campaign.startsAt))}</p>;

  const join = async () => {
    const u = user.peek();
    if (!campaign.requiresConsent || u?.campaignConsent1) setJoined(true);
    else if (await consent.load()) setAsking(true);
  };

  return (
    <div class={`${card} ${joinBox}`}>
      {joined ? (
        <>
          <p class={noMargin} role="status">
            {t.joined}
          </p>
          <Button fullWidth busy={codeSheet.loading.value} onClick={codeSheet.open}>
            {t.enterCode}
          </Button>
        </>
      ) : (
        <Button fullWidth busy={consent.loading.value} onClick={join}>
          {t.join}
        </Button>
      )}
      {campaign.rewards.length > 0 && (
        <ButtonLink variant="secondary" fullWidth href="/redeem">
          {t.allRewards}
        </ButtonLink>
      )}
      {asking && ConsentStep && (
        <ConsentStep
          initialConsent2={user.peek()?.campaignConsent2 ?? false}
          words={t}
          onClose={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            setJoined(true);
          }}
        />
      )}
      {codeSheet.element}
    </div>
  );
}
