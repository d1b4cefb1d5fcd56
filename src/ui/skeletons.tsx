import { css } from 'goober';
import type { ComponentChildren, JSX } from 'preact';
import { bone } from './states';
import { type ThumbCardBox, thumbCardInfo } from './ThumbCard';
import { theme } from './theme';

// Loading shapes that take exactly the space of what replaces them, so nothing below moves when
// the data arrives (CLS). Only the pages that show them load this module.

/** A bar over the middle of the line box, so stacked lines read as lines. */
const textBone = css({
  color: 'transparent',
  background: `linear-gradient(${theme.color.border}, ${theme.color.border}) center / 100% 70% no-repeat`,
  borderColor: 'transparent',
  borderRadius: theme.radius.sm,
});

export interface TextSkeletonProps {
  /** The typography class of the text it stands for (font size, line height): one line of
   *  that text is exactly as tall. */
  class?: string;
  width?: string;
  /** For text that is an inline-block (e.g. a Badge). */
  inline?: boolean;
}

/** A grey bar exactly one line of text tall. */
export function TextSkeleton({
  class: typography = '',
  width = '100%',
  inline,
}: TextSkeletonProps) {
  return (
    <span
      class={`${bone} ${textBone} ${typography}`}
      style={{ width, display: inline ? 'inline-block' : undefined }}
      aria-hidden="true"
    >
      {'\u00a0'}
    </span>
  );
}

/** A ThumbCard's loading shape: the same card with a grey picture. Its children are TextSkeleton
 *  lines in the typography of the lines they stand for, so it is as tall as the card that
 *  replaces it. */
export function ThumbCardSkeleton({
  box: { card, img },
  children,
}: {
  box: ThumbCardBox;
  children: ComponentChildren;
}) {
  return (
    <div class={card} aria-hidden="true">
      <span class={img} />
      <span class={thumbCardInfo}>{children}</span>
    </div>
  );
}

export interface CardListSkeletonProps {
  rows: number;
  /** Announced once as busy to screen readers. */
  label: string;
  /** The class of the list it stands for, and with `row` the shape of one of its items. */
  listClass: string;
  row: () => JSX.Element;
}

/** A loading list in the class of the list that replaces it: it takes that list's space. */
export function CardListSkeleton({ rows, label, listClass, row: Row }: CardListSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <ul class={listClass}>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>
            <Row />
          </li>
        ))}
      </ul>
    </div>
  );
}
