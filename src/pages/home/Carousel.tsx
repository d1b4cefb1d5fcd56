import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Campaign } from '../../../contract/wire';
import { mediaBox } from '../../ui/layout';
import { Skeleton } from '../../ui/states';
import { theme } from '../../ui/theme';
import { campaignHref } from '../shared/campaign/campaignHref';
import {
  arrow,
  caption,
  controls,
  controlsSkeleton,
  dot,
  frame,
  link,
  root,
  slide,
  track,
} from './carouselStyles';
import { text } from './text';

/** The carousel's loading shape: a 16:9 slide and the controls row, so what follows does not move
 *  when the banners arrive. */
export function CarouselSkeleton({ label }: { label: string }) {
  return (
    <div class={root} role="status" aria-busy="true" aria-label={label}>
      <div class={frame}>
        <Skeleton height="100%" radius={theme.radius.lg} />
      </div>
      <div class={`${controls} ${controlsSkeleton}`} />
    </div>
  );
}

export interface CarouselProps {
  banners: Campaign[];
  /** The slide shown first (see initialSlide). */
  start: number;
  /** Whether the other slides may show their pictures yet (Home lets them once the starting
   *  slide's has loaded). */
  othersShown: boolean;
  /** Called when the starting slide's picture has loaded, or failed to. */
  onStartShown: () => void;
}

/** A swipeable scroll-snap carousel with previous/next buttons and named dots. No autoplay:
 *  slides move only when the customer asks. */
export function Carousel({ banners, start, othersShown, onStartShown }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(start);
  // A new starting slide replaces the active one in the same render; an effect would run a frame
  // later and undo a tap made in between.
  const [startShown, setStartShown] = useState(start);
  if (start !== startShown) {
    setStartShown(start);
    setActive(start);
  }
  const total = banners.length;

  // Jump (without animation) to the starting slide before it paints. Reading clientWidth forces a
  // layout, which the usual first slide on a new track does not need.
  const jumped = useRef(false);
  useLayoutEffect(() => {
    const el = trackRef.current;
    if (el && (start || jumped.current)) el.scrollLeft = start * el.clientWidth;
    jumped.current = true;
  }, [start]);

  const goTo = (index: number) => {
    const i = Math.max(0, Math.min(total - 1, index));
    setActive(i);
    const el = trackRef.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth });
  };

  const onScroll = () => {
    const el = trackRef.current;
    if (!el?.clientWidth) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== active && i >= 0 && i < total) setActive(i);
  };

  return (
    <section class={root} aria-roledescription={text.carousel} aria-label={text.banners}>
      <div ref={trackRef} class={track} onScroll={onScroll}>
        {banners.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a div with role group, not a form fieldset
          <div
            key={b.id}
            class={slide}
            role="group"
            aria-roledescription={text.slide}
            aria-label={text.slideLabel(i + 1, total)}
            aria-hidden={i === active ? undefined : 'true'}
          >
            <a class={link} href={campaignHref(b)} tabIndex={i === active ? 0 : -1}>
              {i === start || othersShown ? (
                <img
                  class={mediaBox}
                  src={b.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading={i === start ? 'eager' : 'lazy'}
                  fetchpriority={i === start ? 'high' : undefined}
                  decoding="async"
                  onLoad={i === start ? onStartShown : undefined}
                  onError={i === start ? onStartShown : undefined}
                />
              ) : (
                <span class={mediaBox} />
              )}
              <span class={caption}>{b.title}</span>
            </a>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div class={controls}>
          <button
            type="button"
            class={arrow}
            aria-label={text.prev}
            disabled={active === 0}
            onClick={() => goTo(active - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              class={dot}
              aria-label={text.goTo(i + 1, total)}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
          <button
            type="button"
            class={arrow}
            aria-label={text.next}
            disabled={active === total - 1}
            onClick={() => goTo(active + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
