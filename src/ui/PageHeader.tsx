import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import { localized } from '../state/language';
import { en } from './PageHeader.text.en';
import { th } from './PageHeader.text.th';
import { focusRing, theme } from './theme';

/** Its own words, in the customer's language; they travel with it. */
const text = localized(en, th);

const wrap = css({ padding: `${theme.space(3)} ${theme.space(4)} ${theme.space(2)}` });
const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: theme.color.accent,
  textDecoration: 'none',
  fontSize: theme.font.size.sm,
  ...focusRing('2px'),
});
const h1 = css({
  margin: 0,
  fontSize: theme.font.size.xl,
  lineHeight: 1.25,
  color: theme.color.text,
});
const sub = css({ margin: `${theme.space(1)} 0 0`, color: theme.color.textMuted });

export interface PageHeaderProps {
  title: ComponentChildren;
  /** Where the back link goes; no back link when absent. */
  backHref?: string;
  backLabel?: string;
  subtitle?: ComponentChildren;
}

/** The page's one h1, with an optional back link above it. */
export function PageHeader({ title, backHref, backLabel = text.back, subtitle }: PageHeaderProps) {
  return (
    <header class={wrap}>
      {backHref && (
        <a class={back} href={backHref}>
          <span aria-hidden="true">‹&nbsp;</span>
          {backLabel}
        </a>
      )}
      <h1 class={h1}>{title}</h1>
      {subtitle && <p class={sub}>{subtitle}</p>}
    </header>
  );
}
