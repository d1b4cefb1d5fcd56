import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../../../../src/ui/form/DatePicker';

let last = '';
function Harness({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  last = value;
  return (
    <>
      <DatePicker
        label="Birth date"
        value={value}
        onChange={setValue}
        min={min}
        max={max}
        error={value && !/^\d{4}-/.test(value) ? 'Bad date' : undefined}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const openCalendar = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(screen.getByRole('button', { name: 'Choose birth date from a calendar' }));
  return screen.findByRole('dialog', { name: 'Choose date: Birth date' });
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('DatePicker', () => {
  it('lays the month out Sunday first with a full name on every day', async () => {
    const u = userEvent.setup();
    render(<Harness initial="2026-11-05" />);
    const dialog = await openCalendar(u);
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('abbr'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const rows = within(dialog).getAllByRole('row');
    // November 2026 starts on a Sunday: the first cell of the first week is the 1st.
    const firstWeek = within(rows[1]!).getAllByRole('cell');
    expect(within(firstWeek[0]!).getByRole('button').getAttribute('aria-label')).toBe(
      'Sunday, November 1, 2026',
    );
    expect(within(dialog).getAllByRole('button', { name: /, 2026$/ })).toHaveLength(30);
    expect(
      within(dialog)
        .getByRole('button', { name: 'Saturday, November 21, 2026' })
        .getAttribute('aria-current'),
    ).toBe('date');
    const selected = within(dialog).getByRole('button', { name: 'Thursday, November 5, 2026' });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(selected);
  });

  it('pads a month that does not start on Sunday', async () => {
    const u = userEvent.setup();
    render(<Harness initial="2026-10-10" />);
    const dialog = await openCalendar(u);
    const firstWeek = within(within(dialog).getAllByRole('row')[1]!).getAllByRole('cell');
    // October 1, 2026 is a Thursday: four empty cells before it.
    expect(firstWeek.slice(0, 4).every((c) => c.textContent === '')).toBe(true);
    expect(firstWeek[4]?.textContent).toBe('1');
  });

  it('moves with the arrow keys, pages months, picks with Enter and returns focus', async () => {
    const u = userEvent.setup();
    render(<Harness initial="2026-11-05" />);
    const dialog = await openCalendar(u);
    await u.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, November 6, 2026');
    await u.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, November 13, 2026');
    await u.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, November 5, 2026');
    await u.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, November 1, 2026');
    await u.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, November 7, 2026');
    await u.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, October 31, 2026');
    expect(
      (within(dialog).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value,
    ).toBe('10');
    await u.keyboard('{PageUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Wednesday, September 30, 2026',
    );
    await u.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, September 30, 2025');
    await u.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last).toBe('2025-09-30');
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('09/30/2025');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Choose birth date from a calendar' }),
    );
  });

  it('closes on Escape without choosing, and traps Tab inside', async () => {
    const u = userEvent.setup();
    render(<Harness />);
    const dialog = await openCalendar(u);
    const buttons = within(dialog).getAllByRole('button');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await u.tab();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Previous month' }),
    );
    await u.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    expect(buttons.length).toBeGreaterThan(30);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last).toBe('');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Choose birth date from a calendar' }),
    );
  });

  it('jumps months and years with the buttons and selects, for birth dates decades back', async () => {
    const u = userEvent.setup();
    render(<Harness max="2026-11-20" />);
    const dialog = await openCalendar(u);
    const month = within(dialog).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    await u.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    await u.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(month.value).toBe('9');
    await u.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(month.value).toBe('10');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1985');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), '2');
    await u.click(within(dialog).getByRole('button', { name: 'Thursday, February 14, 1985' }));
    expect(last).toBe('1985-02-14');
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('02/14/85');
  });

  it('offers no day after max', async () => {
    const u = userEvent.setup();
    render(<Harness max="2026-11-20" />);
    const dialog = await openCalendar(u);
    expect(
      (
        within(dialog).getByRole('button', {
          name: 'Saturday, November 21, 2026',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const years = within(within(dialog).getByRole('combobox', { name: 'Year' })).getAllByRole(
      'option',
    );
    expect(years[0]?.textContent).toBe('2026');
    expect(years.at(-1)?.textContent).toBe('1900');
  });

  it('accepts typed mm/dd/yy, mm/dd/yyyy and bare digits, and passes anything else through', async () => {
    const u = userEvent.setup();
    render(<Harness max="2026-11-20" />);
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    expect(input.getAttribute('placeholder')).toBe('mm/dd/yy');
    await u.type(input, '1/2/85');
    expect(last).toBe('1985-01-02');
    await u.tab();
    expect(input.value).toBe('01/02/85');
    await u.clear(input);
    await u.type(input, '07/04/2001');
    expect(last).toBe('2001-07-04');
    await u.clear(input);
    await u.type(input, '031520');
    expect(last).toBe('2020-03-15');
    await u.clear(input);
    await u.type(input, '13/45/99');
    expect(last).toBe('13/45/99');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('13/45/99');
    await u.clear(input);
    expect(last).toBe('');
  });

  it('never shows a year that reads as another century, so retyping keeps the saved year', async () => {
    const u = userEvent.setup();
    const { unmount } = render(<Harness initial="1925-01-01" max="2026-11-20" />);
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    // 01/01/25 would read back as 2025.
    expect(input.value).toBe('01/01/1925');
    await u.type(input, '{Backspace}5');
    await u.tab();
    expect(last).toBe('1925-01-01');
    expect(input.value).toBe('01/01/1925');
    // Two typed digits follow the documented rule and the field echoes the century it chose.
    await u.clear(input);
    await u.type(input, '01/01/25');
    expect(last).toBe('2025-01-01');
    await u.tab();
    expect(input.value).toBe('01/01/2025');
    // Only one year from 1900 to 2026 ends in 30: two digits are enough.
    await u.clear(input);
    await u.type(input, '01/01/30');
    await u.tab();
    expect(last).toBe('1930-01-01');
    expect(input.value).toBe('01/01/30');
    unmount();

    render(<Harness initial="1899-01-01" max="2026-11-20" />);
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('01/01/1899');
  });
});
