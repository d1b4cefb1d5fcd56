import type { QuestionOption } from '../../../contract/wire.ts';

const option = (value: string, label: string): QuestionOption => ({ value, label });

/** The questionnaire, asked in this order, with its keys (npm run catalogue). */
export const DEMO_QUESTIONS = [
  {
    key: 'heard-about-us',
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
    key: 'liked-products',
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
  {
    key: 'do-better',
    text: 'What could we do better?',
    kind: 'text',
    required: false,
    options: [],
  },
  {
    key: 'service-rating',
    text: 'How happy are you with our service?',
    kind: 'rating',
    required: true,
    options: ['1', '2', '3', '4', '5'].map((value) => option(value, value)),
  },
] as const;
