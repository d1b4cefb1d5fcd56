import { useEffect, useState } from 'preact/hooks';
import type { HomeFeed } from '../../../contract/wire';
import { formatPoints } from '../../ui/format';
import { sectionTitle } from '../../ui/layout';
import { CardListSkeleton, TextSkeleton } from '../../ui/skeletons';
import { EmptyState, ErrorState } from '../../ui/states';
import type { Resource } from '../../ui/useResource';
import type { useCodeSheet } from '../code/useCodeSheet';
import { CampaignCard, CampaignCardSkeleton } from '../shared/campaign/CampaignCard';
import { initialSlide, readStoredCarousel } from '../shared/initialSlide';
import { Carousel, CarouselSkeleton } from './Carousel';
import {
  avatar,
  balance,
  balanceValue,
  h1,
  hero,
  highlightList,
  icon,
  refreshingNote,
  section,
  shortcut,
  shortcutGrid,
} from './homeStyles';
import { ShortcutIcon, type ShortcutIconName } from './shortcutIcons';
import { text } from './text';

/** The link shortcuts after "Enter a code": where, and the label (read at render: the language
 *  may change) that names its icon too. */
const shortcuts: [href: string, label: ShortcutIconName & keyof typeof text][] = [
  ['/redeem', 'rewards'],
  ['/redeem/myRewards', 'myRewards'],
  ['/activity', 'activities'],
  ['/content/campaign', 'campaigns'],
  ['/content/Exclusive', 'exclusive'],
  ['/product', 'products'],
  ['/profile', 'profile'],
];

export interface HomeViewProps {
  name: string;
  picture: string;
  /** undefined while the balance is not known yet. */
  points: number | undefined;
  /** The feed and its load; the snapshot's has no `error`. */
  feed: Pick<Resource<HomeFeed>, 'data' | 'loading' | 'reload'> &
    Partial<Pick<Resource<HomeFeed>, 'error'>>;
  /** What is shown is the last visit's: say so until fresh data replaces it. */
  refreshing: boolean;
  /** Absent on the snapshot, which offers no actions yet. */
  codeSheet?: ReturnType<typeof useCodeSheet>;
}

/** Home as it is drawn, live or from the snapshot. */
export function HomeView({ name, picture, points, feed, refreshing, codeSheet }: HomeViewProps) {
  // The first banner's picture, the largest thing on the screen, comes first: on a slow network
  // the other pictures (slides, avatar, highlights) would share its bandwidth. They wait while
  // the feed loads and until that picture has loaded or failed; once shown they stay. On the last
  // visit's snapshot (refreshing) they wait for the fresh feed: it may name other pictures, and
  // painting these would hold up the live page.
  const [picturesShown, showPictures] = useState(false);
  const [startShown, setStartShown] = useState(false);
  const waiting = feed.loading ? !feed.data : Boolean(feed.data?.banners.length) && !startShown;
  if (!picturesShown && !waiting && !refreshing) showPictures(true);
  // The feed's first render draws what is above the fold (the banners) alone, so that the first
  // banner's picture is asked for at once; the highlights below render after that paint.
  const [belowShown, showBelow] = useState(false);
  useEffect(() => {
    if (feed.data && !belowShown) showBelow(true);
  }, [feed.data, belowShown]);
  const highlightsWait = (feed.loading && !feed.data) || (feed.data && !belowShown);
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
            <span class={refreshingNote} role="status">
              {text.refreshing}
            </span>
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
          onStartShown={() => setStartShown(true)}
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
              aria-busy={codeSheet?.loading}
              disabled={!codeSheet || codeSheet.loading}
            >
              <ShortcutIcon name="code" class={icon} />
              {text.enterCode}
            </button>
          </li>
          {shortcuts.map(([href, label]) => (
            <li key={href}>
              <a class={shortcut} href={href}>
                <ShortcutIcon name={label} class={icon} />
                {text[label] as string}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section class={section} aria-labelledby="home-highlights">
        <h2 id="home-highlights" class={sectionTitle}>
          {text.highlights}
        </h2>
        {highlightsWait ? (
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
