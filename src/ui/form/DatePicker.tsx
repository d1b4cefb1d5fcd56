import { css } from 'goober';
import type { Ref } from 'preact';
import { useCallback, useEffect, useId, useRef, useState } from 'preact/hooks';
import { afterNextPaint } from '../../platform/afterPaint';
import { theme } from '../theme';
import type { Calendar as CalendarComponent } from './Calendar';
import { FieldMessages } from './FieldMessages';
import { describedBy, fieldClass, inputClass, labelClass } from './fieldStyles';
import { formatFieldDate, parseIso, parseTyped } from './isoDates';
import { formText } from './text';

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD'; '' when empty; what was typed when it is not a date (so validation can say so). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  hint?: string;
  error?: string;
  /** Earliest and latest choosable day, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const rowClass = css({
  position: 'relative',
  display: 'flex',
  gap: theme.space(2),
});

const calendarButtonClass = css({
  flex: 'none',
  width: '48px',
  minHeight: '48px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.color.focus}`,
    outlineOffset: '1px',
  },
});

const DEFAULT_MIN = '1900-01-01';
const defaultMax = () => `${new Date().getFullYear() + 10}-12-31`;

/**
 * A date field: type mm/dd/yy (or mm/dd/yyyy) or pick from the calendar. Shows mm/dd/yy (four
 * digits when two would name another century, see formatFieldDate), hands the form 'YYYY-MM-DD'.
 */
export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  hint = formText.dateHint,
  error,
  min = DEFAULT_MIN,
  max = defaultMax(),
  required,
  disabled,
  autocomplete,
  inputRef,
}: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const latestYear = Number(max.slice(0, 4));
  const formatDate = (iso: string) => formatFieldDate(iso, Number(min.slice(0, 4)), latestYear);
  const [text, setText] = useState(() => (parseIso(value) ? formatDate(value) : value));
  const [open, setOpen] = useState(false);
  // The calendar loads on first use: typing a date needs none of it.
  const [Calendar, setCalendar] = useState<typeof CalendarComponent | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A value set from outside (a reset, the calendar) shows as mm/dd/yy, or mm/dd/yyyy when two
  // digits could name another century; typing is left alone until the field is left.
  useEffect(() => {
    if (parseIso(value)) {
      if (parseTyped(text, latestYear) !== value) setText(formatDate(value));
    } else if (value === '' && text.trim() !== '') {
      setText('');
    }
  }, [value]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div class={fieldClass}>
      <label for={inputId} class={labelClass}>
        {label}
      </label>
      <div class={rowClass}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          class={inputClass}
          inputMode="numeric"
          autocomplete={autocomplete}
          placeholder={formText.datePlaceholder}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          onInput={(e) => {
            const typed = e.currentTarget.value;
            setText(typed);
            onChange(parseTyped(typed, latestYear) ?? typed.trim());
          }}
          onBlur={() => {
            const iso = parseTyped(text, latestYear);
            if (iso) setText(formatDate(iso));
            onBlur?.();
          }}
        />
        <button
          ref={buttonRef}
          type="button"
          class={calendarButtonClass}
          aria-label={formText.openCalendar(label.toLowerCase())}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => {
            if (open || Calendar) return setOpen(!open);
            // The calendar's chunk (prefetched at idle, app/nextScreens) runs after the tap's
            // frame has painted, not in front of it.
            afterNextPaint(() =>
              import('./Calendar').then(
                (m) => {
                  setCalendar(() => m.Calendar);
                  setOpen(true);
                },
                () => undefined,
              ),
            );
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z" />
          </svg>
        </button>
        {open && Calendar && (
          <Calendar
            label={formText.calendarLabel(label)}
            value={parseIso(value) ? value : ''}
            min={min}
            max={max}
            onClose={close}
            onSelect={(iso) => {
              setText(formatDate(iso));
              onChange(iso);
              onBlur?.();
              close(true);
            }}
          />
        )}
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
