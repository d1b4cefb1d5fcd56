import { css } from 'goober';
import { useRef } from 'preact/hooks';
import { focusRing, theme } from '../../ui/theme';
import { TABS, type Tab } from './rewardGroups';
import { text } from './text';

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  margin: `0 ${theme.space(4)} ${theme.space(3)}`,
  padding: theme.space(1),
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  boxShadow: theme.shadow.sm,
});
const tab = css({
  minHeight: '44px',
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.color.textMuted,
  padding: `0 ${theme.space(1)}`,
  font: 'inherit',
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&[aria-selected="true"]': { background: theme.color.primary, color: theme.color.onPrimary },
  ...focusRing('1px'),
});

export const tabId = (t: Tab) => `my-rewards-tab-${t}`;
export const panelId = (t: Tab) => `my-rewards-panel-${t}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between them (automatic activation). */
export function RewardTabs({
  active,
  counts,
  onChange,
}: {
  active: Tab;
  counts?: Record<Tab, number>;
  onChange: (t: Tab) => void;
}) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div class={list} role="tablist" aria-label={text.mine.tabs} onKeyDown={onKeyDown}>
      {TABS.map((t) => (
        <button
          key={t}
          ref={(el) => {
            refs.current[t] = el;
          }}
          type="button"
          role="tab"
          id={tabId(t)}
          class={tab}
          aria-selected={t === active}
          aria-controls={panelId(t)}
          tabIndex={t === active ? 0 : -1}
          onClick={() => onChange(t)}
        >
          {text.mine[t]}
          {counts ? ` (${counts[t]})` : ''}
        </button>
      ))}
    </div>
  );
}
