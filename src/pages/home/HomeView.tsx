import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { HomeFeed } from '../../api/types';
import { badgeBox } from '../../ui/Badge';
import { formatPoints } from '../../ui/format';
import { muted, plainList, sectionTitle } from '../../ui/layout';
import { CardListSkeleton, TextSkeleton, ThumbCardSkeleton } from '../../ui/skeletons';
import { EmptyState, ErrorState } from '../../ui/states';
import { thumbCardTitle } from '../../ui/ThumbCard';
import { theme } from '../../ui/theme';
import type { Resource } from '../../ui/useResource';
import type { useCodeSheet } from '../code/useCodeSheet';
import { CampaignCard, campaignPictureSize } from '../content/CampaignCard';
import { Carousel, CarouselSkeleton } from './Carousel';
import { initialSlide, readStoredCarousel } from './initialSlide';
import { text } from './text';

const hero = css({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'center',
  gap: theme.space(3),
  margin: theme.space(4),
  padding: theme.space(4),
  borderRadius: theme.radius.lg,
  background: theme.color.primary,
  color: theme.color.onPrimary,
});
const avatar = css({
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: theme.color.surface,
});
const h1 = css({
  margin: 0,
  fontSize: theme.font.size.lg,
  lineHeight: 1.3,
  wordBreak: 'break-word',
});
const balance = css({ margin: 0, display: 'flex', alignItems: 'baseline', gap: theme.space(2) });
const refreshingNote = css({ margin: 0, fontSize: theme.font.size.sm, opacity: 0.9 });
const balanceValue = css({ fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold });
const section = css({ padding: `${theme.space(4)} ${theme.space(4)} 0` });
const shortcutGrid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // As many 84 px tiles as fit: a fixed four overflowed 320 px screens ("Campaigns" cannot shrink).
  gridTemplateColumns: 'repeat(auto-fit, minmax(84px, 1fr))',
  gap: theme.space(2),
});
const shortcut = css({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.space(1),
  width: '100%',
  minHeight: '76px',
  padding: theme.space(2),
  border: 0,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  boxShadow: theme.shadow.sm,
  color: theme.color.text,
  font: 'inherit',
  fontSize: '13px',
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
  '&[aria-busy="true"]': { opacity: 0.6 },
});
const icon = css({ fontSize: '22px', lineHeight: 1 });
/** The link shortcuts after "Enter a code": where, icon, label. */
const shortcuts: [href: string, icon: string, label: string][] = [
  ['/redeem', '★', text.rewards],
  ['/redeem/myRewards', '♦', text.myRewards],
  ['/activity', '⚑', text.activities],
  ['/content/campaign', '✦', text.campaigns],
  ['/content/Exclusive', '♛', text.exclusive],
  ['/product', '▦', text.products],
  ['/profile', '☺', text.profile],
];
const highlightList = `${plainList} ${css({ paddingBottom: theme.space(6) })}`;

export interface HomeViewProps {
  name: string;
  picture: string;
  /** undefined while the balance is not known yet. */
  points: number | undefined;
  feed: Pick<Resource<HomeFeed>, 'data' | 'error' | 'loading' | 'reload'>;
  /** What is shown is the last visit's: say so until fresh data replaces it. */
  refreshing: boolean;
  /** Absent on the snapshot, which offers no actions yet. */
  codeSheet?: ReturnType<typeof useCodeSheet>;
}

/** Home as it is drawn, live or from the snapshot. */
export function HomeView({ name, picture, points, feed, refreshing, codeSheet }: HomeViewProps) {
  // The first banner's picture, the largest thing on the screen, comes first: on a slow network
  // the other pictures (slides, avatar, highlights) would share its bandwidth. They wait while
  // the feed loads and until that picture has loaded or failed; once shown they stay.
  const [picturesShown, showPictures] = useState(false);
  const waiting = feed.loading ? !feed.data : Boolean(feed.data?.banners.length);
  if (!picturesShown && !waiting) showPictures(true);
  return (
    <div aria-busy={refreshing ? 'true' : undefined} inert={!codeSheet}>
      <header class={hero}>
        {picture && picturesShown ? (
          <img
            class={avatar}
            src={picture}
            alt={text.pictureAlt}
            width={56}
            height={56}
            decoding="async"
          />
        ) : (
          <span class={avatar} aria-hidden="true" />
        )}
        <div>
          <h1 class={h1}>{text.greeting(name)}</h1>
          {points !== undefined ? (
            <p class={balance}>
              <span>{text.balanceLabel}</span>
              <span class={balanceValue}>{formatPoints(points)}</span>
            </p>
          ) : (
            <p class={balance} aria-hidden="true">
              <TextSkeleton class={balanceValue} width="8em" />
            </p>
          )}
          {refreshing && (
            <p class={refreshingNote} role="status">
              {text.refreshing}
            </p>
          )}
        </div>
      </header>

      {feed.loading && !feed.data ? (
        <CarouselSkeleton label={text.bannersLoading} />
      ) : feed.error ? (
        <ErrorState message={feed.error.message} onRetry={feed.reload} />
      ) : feed.data?.banners.length ? (
        <Carousel
          banners={feed.data.banners}
          start={initialSlide(feed.data.banners, readStoredCarousel())}
          othersShown={picturesShown}
          onStartShown={() => showPictures(true)}
        />
      ) : null}

      <nav class={section} aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" class={sectionTitle}>
          {text.shortcuts}
        </h2>
        <ul class={shortcutGrid}>
          <li>
            <button
              type="button"
              class={shortcut}
              onClick={codeSheet?.open}
              aria-busy={codeSheet?.loading ? 'true' : undefined}
              disabled={!codeSheet || codeSheet.loading}
            >
              <Icon>#</Icon>
              {text.enterCode}
            </button>
          </li>
          {shortcuts.map(([href, glyph, label]) => (
            <li key={href}>
              <a class={shortcut} href={href}>
                <Icon>{glyph}</Icon>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section class={section} aria-labelledby="home-highlights">
        <h2 id="home-highlights" class={sectionTitle}>
          {text.highlights}
        </h2>
        {feed.loading && !feed.data ? (
          <CardListSkeleton
            rows={2}
            label={text.highlightsLoading}
            listClass={highlightList}
            row={CampaignCardSkeleton}
          />
        ) : feed.data?.highlights.length ? (
          <ul class={highlightList}>
            {feed.data.highlights.map((c) => (
              <li key={c.id}>
                <CampaignCard campaign={c} level={3} pictureLater={!picturesShown} />
              </li>
            ))}
          </ul>
        ) : feed.error ? null : (
          <EmptyState title={text.noHighlightsTitle} body={text.noHighlightsBody} />
        )}
      </section>
      {codeSheet?.element}
    </div>
  );
}

function Icon({ children }: { children: ComponentChildren }) {
  return (
    <span class={icon} aria-hidden="true">
      {children}
    </span>
  );
}

/** A CampaignCard's loading shape, line for line: title, status, two lines of summary, dates. */
function CampaignCardSkeleton() {
  return (
    <ThumbCardSkeleton size={campaignPictureSize}>
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
