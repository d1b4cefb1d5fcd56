import { css } from 'goober';
import type { Campaign, CampaignStatus } from '../../api/types';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { formatDate } from '../../ui/format';
import { muted } from '../../ui/layout';
import { theme } from '../../ui/theme';
import { campaignHref } from './campaignHref';
import { statusLabel } from './text';

const tone: Record<CampaignStatus, BadgeTone> = {
  comingSoon: 'info',
  active: 'success',
  ended: 'neutral',
};

const link = css({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: theme.space(3),
  padding: theme.space(3),
  minHeight: '44px',
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  color: theme.color.text,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
});
const img = css({
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: theme.radius.md,
  background: theme.color.border,
});
const body = css({ display: 'grid', gap: theme.space(1), alignContent: 'start', minWidth: 0 });
const title = css({ margin: 0, fontSize: theme.font.size.md, lineHeight: 1.3 });
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
  return <Badge tone={tone[status]}>{statusLabel[status]}</Badge>;
}

/** One campaign in a list: picture, title, status, summary and dates; the whole card is a link. */
export interface CampaignCardProps {
  campaign: Campaign;
  eager?: boolean;
  /** 2 under a page's h1, 3 under a section's h2. */
  level?: 2 | 3;
}

export function CampaignCard({ campaign, eager = false, level = 2 }: CampaignCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <a class={link} href={campaignHref(campaign)}>
      <img
        class={img}
        src={campaign.imageUrl}
        alt=""
        width={96}
        height={96}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span class={body}>
        <Heading class={title}>{campaign.title}</Heading>
        <span>
          <CampaignStatusBadge status={campaign.status} />
        </span>
        <span class={summary}>{campaign.summary}</span>
        <span class={muted}>
          {formatDate(campaign.startsAt)} – {formatDate(campaign.endsAt)}
        </span>
      </span>
    </a>
  );
}
