import { css } from 'goober';
import type { Campaign, CampaignStatus } from '../../../../contract/wire';
import { Badge, type BadgeTone, badgeBox } from '../../../ui/Badge';
import { formatDate } from '../../../ui/format';
import { muted } from '../../../ui/layout';
import { TextSkeleton, ThumbCardSkeleton } from '../../../ui/skeletons';
import { ThumbCard, thumbCardBox, thumbCardTitle } from '../../../ui/ThumbCard';
// The card is on Home: its words are the shared components' (first screen), not ./text's.
import { text } from '../../../ui/text';
import { theme } from '../../../ui/theme';
import { campaignHref } from './campaignHref';

const tone: Record<CampaignStatus, BadgeTone> = {
  comingSoon: 'info',
  active: 'success',
  ended: 'neutral',
};

/** The side of a card's picture, px. */
const box = thumbCardBox(96);
const summary = css({
  margin: 0,
  fontSize: theme.font.size.sm,
  color: theme.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge tone={tone[status]}>{text.campaignStatus[status]}</Badge>;
}

/** One campaign in a list: picture, title, status, summary and dates; the whole card is a link. */
export interface CampaignCardProps {
  campaign: Campaign;
  eager?: boolean;
  /** 2 under a page's h1, 3 under a section's h2. */
  level?: 2 | 3;
  /** Shows the picture's empty frame for now (the page has a picture that comes first). */
  pictureLater?: boolean;
}

export function CampaignCard({
  campaign,
  eager = false,
  level = 2,
  pictureLater = false,
}: CampaignCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ThumbCard
      box={box}
      imageUrl={pictureLater ? undefined : campaign.imageUrl}
      eager={eager}
      href={campaignHref(campaign)}
    >
      <Heading class={thumbCardTitle}>{campaign.title}</Heading>
      <span>
        <CampaignStatusBadge status={campaign.status} />
      </span>
      <span class={summary}>{campaign.summary}</span>
      <span class={muted}>
        {formatDate(campaign.startsAt)} – {formatDate(campaign.endsAt)}
      </span>
    </ThumbCard>
  );
}

/** A CampaignCard's loading shape, line for line: title, status, two lines of summary, dates. */
export function CampaignCardSkeleton() {
  return (
    <ThumbCardSkeleton box={box}>
      <TextSkeleton class={thumbCardTitle} width="70%" />
      <span>
        <TextSkeleton class={badgeBox} width="80px" inline />
      </span>
      <span>
        <TextSkeleton class={muted} />
        <TextSkeleton class={muted} width="85%" />
      </span>
      <TextSkeleton class={muted} width="55%" />
    </ThumbCardSkeleton>
  );
}
