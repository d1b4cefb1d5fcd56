import type { JSX } from 'preact';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useBackLayer } from '../backLayer';
import { trapTab } from '../trapTab';
import {
  addDays,
  addMonths,
  dayAfterKey,
  dayName,
  monthGrid,
  monthNames,
  weekdays,
} from './calendarGrid';
import {
  dayClass,
  footerClass,
  headerClass,
  iconButtonClass,
  popoverClass,
} from './calendarStyles';
import { type CalendarDate, compareIso, parseIso, todayIso, toIso } from './isoDates';
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
    const next = dayAfterKey(day, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      go(toIso(next), true);
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
