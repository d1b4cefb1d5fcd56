import { formatNumber } from '../../ui/format';

/** Questionnaire's words in English. */
export const en = {
  title: 'A few questions',
  intro: 'Tell us about yourself and earn points. It takes about a minute.',
  required: '(required)',
  optional: '(optional)',
  answerRequired: 'Please answer this question',
  chooseAtLeastOne: 'Choose at least one answer',
  ratingOf: (n: number, max: number) => `${n} out of ${max}`,
  ratingLow: 'Poor',
  ratingHigh: 'Excellent',
  charactersLeft: (used: number, max: number) => `${used} / ${max} characters`,
  submit: 'Send answers',
  submitting: 'Sending…',
  skip: 'Skip for now',
  skipping: 'Skipping…',
  thanksPoints: (points: number) =>
    `Thank you! You earned ${formatNumber(points)} ${points === 1 ? 'point' : 'points'}.`,
  thanks: 'Thank you for your answers!',
  loading: 'Loading questions…',
  emptyTitle: 'No questions right now',
  emptyBody: 'There is nothing to answer at the moment.',
  loadErrorTitle: 'We could not load the questions',
};
