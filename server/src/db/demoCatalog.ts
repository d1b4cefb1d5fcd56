import { imageUrl } from './images.ts';

/** The demo content pages, seeded in this order, with their keys (npm run catalogue); exclusive
 *  ones are for registered members. */
export const DEMO_CONTENTS = [
  {
    key: 'earn-points-faster',
    title: 'Five ways to earn points faster',
    body: 'Enter the code on every receipt.\n\nJoin activities: each one gives a code.\n\nAnswer the questionnaire once for 50 points.',
    image_url: imageUrl('content-tips'),
    exclusive: false,
  },
  {
    key: 'our-story',
    title: 'Our story',
    body: 'We started as a small coffee cart in 2010.\n\nToday we serve thousands of members every day.',
    image_url: imageUrl('content-story'),
    exclusive: false,
  },
  {
    key: 'behind-the-scenes',
    title: 'Behind the scenes',
    body: 'Members get a look at how we roast our beans.\n\nThank you for being with us.',
    image_url: imageUrl('content-vip'),
    exclusive: true,
  },
  {
    key: 'secret-menu',
    title: 'The secret menu',
    body: 'Ask for the Midnight Latte at any branch and show this page.',
    image_url: imageUrl('content-vip'),
    exclusive: true,
  },
];

/** The demo products: key (npm run catalogue), name, description, image and points per purchase. */
export const DEMO_PRODUCTS = [
  [
    'signature-coffee',
    'Signature Coffee',
    'Arabica beans from northern Thailand.',
    'product-coffee',
    10,
  ],
  ['green-tea-latte', 'Green Tea Latte', 'Creamy matcha with fresh milk.', 'product-tea', 10],
  ['butter-croissant', 'Butter Croissant', 'Baked fresh every morning.', 'product-bakery', 5],
  ['orange-juice', 'Orange Juice', 'Pressed from Sai Nam Phueng oranges.', 'product-juice', 8],
  ['rice-snack', 'Rice Snack', 'Crispy rice crackers with seaweed.', 'product-snack', 3],
  ['mineral-water', 'Mineral Water', 'Natural mineral water, 500 ml.', 'product-water', 1],
] as const;
