/** The form kit's own words (labels of the date picker's controls). */
export const formText = {
  chooseDate: 'Choose date',
  /** Accessible name of the calendar button; the field label follows. */
  openCalendar: (label: string) => `Choose ${label.toLowerCase()} from a calendar`,
  calendarTitle: 'Choose a date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  close: 'Close',
  dateHint: 'mm/dd/yy',
  selected: 'selected',
  today: 'today',
  on: 'On',
  off: 'Off',
  otpLabel: 'Verification code',
} as const;
