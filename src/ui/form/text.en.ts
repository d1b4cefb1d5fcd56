/** The form kit's words in English (labels of the date picker's controls). */
export const en = {
  /** Accessible name of the calendar dialog. */
  calendarLabel: (label: string) => `Choose date: ${label}`,
  /** Accessible name of the calendar button: the field label, in lower case, mid-sentence. */
  openCalendar: (label: string) => `Choose ${label} from a calendar`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  close: 'Close',
  /** Under a date field. The format is SPEC §9's in both languages. */
  dateHint: 'mm/dd/yy',
  datePlaceholder: 'mm/dd/yy',
  on: 'On',
  off: 'Off',
  otpLabel: 'Verification code',
};
