import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import { focusRing, theme } from './theme';

export interface ThumbCardProps {
  /** Side of the square picture in px; the text takes the rest of the row. */
  size: number;
  /** undefined: the picture's frame without a picture (not yet). */
  imageUrl: string | undefined;
  /** Load the picture at once (the first cards of a list). */
  eager?: boolean;
  /** Makes the whole card a link; without it the card is an article. */
  href?: string;
  /** The text beside the picture. */
  children: ComponentChildren;
  /** A full-width row under the picture and the text, e.g. buttons (article cards only). */
  footer?: ComponentChildren;
}

const link = css({
  minHeight: '44px',
  color: theme.color.text,
  textDecoration: 'none',
  ...focusRing('2px'),
});
/** The text column beside the picture. */
export const thumbCardInfo = css({
  display: 'grid',
  gap: theme.space(1),
  alignContent: 'start',
  minWidth: 0,
});

/** The heading style of a card's title (an h2 or h3 among its children). */
export const thumbCardTitle = css({ margin: 0, fontSize: theme.font.size.md, lineHeight: 1.3 });

// One class per picture size (goober reuses a class for the same styles).
/** The card's and its picture's classes for a picture of `size` px. */
export const thumbCardBox = (size: number) => ({
  card: css({
    display: 'grid',
    gridTemplateColumns: `${size}px 1fr`,
    gap: theme.space(3),
    padding: theme.space(3),
    background: theme.color.surface,
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.sm,
  }),
  img: css({
    width: `${size}px`,
    height: `${size}px`,
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: theme.color.border,
  }),
});

/** A white card with a square picture (decorative) left of its text: a campaign or a reward in
 *  a list. */
export function ThumbCard({
  size,
  imageUrl,
  eager = false,
  href,
  children,
  footer,
}: ThumbCardProps) {
  const { card, img } = thumbCardBox(size);
  const picture = (
    <img
      class={img}
      src={imageUrl}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  if (href) {
    return (
      <a class={`${card} ${link}`} href={href}>
        {picture}
        <span class={thumbCardInfo}>{children}</span>
      </a>
    );
  }
  return (
    <article class={card}>
      {picture}
      <div class={thumbCardInfo}>{children}</div>
      {footer}
    </article>
  );
}
