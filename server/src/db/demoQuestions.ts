import type { QuestionOption } from '../../../contract/wire.ts';

const option = (value: string, label: string): QuestionOption => ({ value, label });

/** The questionnaire, asked in this order. */
export const DEMO_QUESTIONS = [
  {
    text: 'How did you hear about us?',
    kind: 'single',
    required: true,
    options: [
      option('line', 'LINE official account'),
      option('friend', 'A friend'),
      option('store', 'In a store'),
      option('social', 'Social media'),
    ],
  },
  {
    text: 'Which products do you like?',
    kind: 'multiple',
    required: true,
    options: [
      option('coffee', 'Coffee'),
      option('tea', 'Tea'),
      option('bakery', 'Bakery'),
      option('juice', 'Juice'),
      option('snacks', 'Snacks'),
    ],
  },
  { text: 'What could we do better?', kind: 'text', required: false, options: [] },
  {
    text: 'How happy are you with our service?',
    kind: 'rating',
    required: true,
    options: ['1', '2', '3', '4', '5'].map((value) => option(value, value)),
  },
] as const;
