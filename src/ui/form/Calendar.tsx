import { css } from 'goober';
import type { JSX } from 'preact';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { LAYER } from '../../constants';
import { useBackLayer } from '../backLayer';
import { theme } from '../theme';
import { trapTab } from '../trapTab';
import {
  addDays,
  addMonths,
  dayName,
  monthGrid,
  monthNames,
  weekColumn,
  weekdays,
} from './calendarDates';
import { type CalendarDate, compareIso, parseIso, todayIso, toIso } from './dates';
import { formText } from './text';

export interface CalendarProps {
  /** Accessible name of the dialog. */
  label: string;
  /** The selected day, 'YYYY-MM-DD' or ''. */
  value: string;
  min: string;
  max: string;
  onSelect: (iso: string) => void;
  /** Escape, the Close button or a tap outside. */
  onClose: (returnFocus: boolean) => void;
}

const { color, space, radius, font, shadow } = theme;

const popoverClass = css`
  position: absolute;
  top: 100%;
  /* Centred under the field: on a 360 px phone that leaves 16 px each side, and every day
     stays a 44 px target. */
  left: 50%;
  z-index: ${LAYER.menu};
  box-sizing: border-box;
  width: 328px;
  max-width: calc(100vw - 16px);
  transform: translateX(-50%);
  margin-top: ${space(1)};
  padding: ${space(2)};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.md};
  font-family: ${font.family};
  color: ${color.text};
  & table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  & th {
    padding: ${space(1)} 0;
    font-size: ${font.size.sm};
    font-weight: ${font.weight.regular};
    color: ${color.textMuted};
  }
  & td {
    padding: 0;
    text-align: center;
  }
`;

const headerClass = css`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin-bottom: ${space(1)};
  & select {
    flex: 3;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${space(1)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
    font-size: ${font.size.md};
  }
  & select + select {
    flex: 2;
  }
`;

const iconButtonClass = css`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  color: ${color.text};
  font-size: ${font.size.lg};
  cursor: pointer;
  &:disabled {
    color: ${color.border};
    cursor: default;
  }
`;

const dayClass = css`
  width: 100%;
  max-width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${font.size.md};
  cursor: pointer;
  &[aria-current='date'] {
    font-weight: ${font.weight.bold};
    text-decoration: underline;
  }
  &.selected {
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: ${font.weight.bold};
  }
  &:disabled {
    color: ${color.border};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
`;

const footerClass = css`
  display: flex;
  justify-content: flex-end;
  & button {
    min-height: 44px;
    padding: 0 ${space(4)};
    border: 0;
    background: none;
    color: ${color.accent};
    font: inherit;
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }
`;

const clamp = (iso: string, min: string, max: string) =>
  compareIso(iso, min) < 0 ? min : compareIso(iso, max) > 0 ? max : iso;

/** The calendar popover: a dialog with month/year navigation and a Sunday-first grid of days. */
export function Calendar({ label, value, min, max, onSelect, onClose }: CalendarProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(() => clamp(value || todayIso(), min, max));
  /** Set when the focused day changed from the keyboard or on opening: focus follows it. */
  const moveFocus = useRef(true);
  const view = parseIso(focused) as CalendarDate;
  const today = todayIso();
  const minDate = parseIso(min) as CalendarDate;
  const maxDate = parseIso(max) as CalendarDate;
  useBackLayer(() => onClose(true));

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    rootRef.current?.scrollIntoView?.({ block: 'nearest' });
    const outside = (event: PointerEvent) => {
      const wrapper = rootRef.current?.parentElement;
      if (wrapper && !wrapper.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const go = (iso: string, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocused(clamp(iso, min, max));
  };

  const onDayKey = (event: JSX.TargetedKeyboardEvent<HTMLButtonElement>, day: CalendarDate) => {
    const moves: Record<string, () => CalendarDate> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekColumn(day)),
      End: () => addDays(day, 6 - weekColumn(day)),
      PageUp: () => addMonths(day, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(day, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      go(toIso(move()), true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(toIso(day));
    }
  };

  const onDialogKey = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else {
      // Days other than the focused one have tabindex -1: out of the Tab order.
      trapTab(
        event,
        rootRef.current,
        'button:not(:disabled):not([tabindex="-1"]), select, [tabindex="0"]',
      );
    }
  };

  const firstOfView = { ...view, day: 1 };
  const prevDisabled = compareIso(toIso(addDays(firstOfView, -1)), min) < 0;
  const nextDisabled = compareIso(toIso(addMonths(firstOfView, 1)), max) > 0;
  const years: number[] = [];
  for (let y = maxDate.year; y >= minDate.year; y--) years.push(y);

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      class={popoverClass}
      onKeyDown={onDialogKey}
    >
      <div class={headerClass}>
        <button
          type="button"
          class={iconButtonClass}
          aria-label={formText.previousMonth}
          disabled={prevDisabled}
          onClick={() => go(toIso(addMonths(view, -1)), false)}
        >
          ‹
        </button>
        <select
          aria-label={formText.month}
          value={view.month}
          onChange={(e) =>
            go(toIso(addMonths(view, Number(e.currentTarget.value) - view.month)), false)
          }
        >
          {monthNames.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={formText.year}
          value={view.year}
          onChange={(e) =>
            go(toIso(addMonths(view, (Number(e.currentTarget.value) - view.year) * 12)), false)
          }
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          class={iconButtonClass}
          aria-label={formText.nextMonth}
          disabled={nextDisabled}
          onClick={() => go(toIso(addMonths(view, 1)), false)}
        >
          ›
        </button>
      </div>
      <p id={titleId} hidden>
        {monthNames[view.month - 1]} {view.year}
      </p>
      <table aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                <span aria-hidden="true">{w.short.slice(0, 2)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view.year, view.month).map((week) => (
            <tr key={toIso(week.find(Boolean) as CalendarDate)}>
              {week.map((day, col) => {
                if (!day) return <td key={`pad${col}`} />;
                const iso = toIso(day);
                const selected = iso === value;
                const outOfRange = compareIso(iso, min) < 0 || compareIso(iso, max) > 0;
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      class={`${dayClass}${selected ? ' selected' : ''}`}
                      data-day={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={dayName(day)}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-pressed={selected}
                      disabled={outOfRange}
                      onClick={() => onSelect(iso)}
                      onKeyDown={(e) => onDayKey(e, day)}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div class={footerClass}>
        <button type="button" onClick={() => onClose(true)}>
          {formText.close}
        </button>
      </div>
    </div>
  );
}
