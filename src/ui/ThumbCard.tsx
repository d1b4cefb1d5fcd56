import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import { focusRing, theme } from './theme';

export interface ThumbCardProps {
  /** The square picture's size and classes (thumbCardBox); the text takes the rest of the row. */
  box: ThumbCardBox;
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

/** A picture size and the classes of its card and picture. */
export interface ThumbCardBox {
  /** Side of the square picture in px. */
  size: number;
  card: string;
  img: string;
}

/** The box of a picture of `size` px. Made at module level, where the size is named: a class made
 *  in a render writes goober's sheet once more, and the browser parses the whole sheet again
 *  (ui/batchStyleWrites), just before the first screen shows. */
export const thumbCardBox = (size: number): ThumbCardBox => ({
  size,
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
  box: { size, card, img },
  imageUrl,
  eager = false,
  href,
  children,
  footer,
}: ThumbCardProps) {
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
