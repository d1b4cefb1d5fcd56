import { imageUrl } from './images.ts';

/** The demo content pages, seeded in this order; exclusive ones are for registered members. */
export const DEMO_CONTENTS = [
  {
    title: 'Five ways to earn points faster',
    body: 'Enter the code on every receipt.\n\nJoin activities: each one gives a code.\n\nAnswer the questionnaire once for 50 points.',
    image_url: imageUrl('content-tips'),
    exclusive: false,
  },
  {
    title: 'Our story',
    body: 'We started as a small coffee cart in 2010.\n\nToday we serve thousands of members every day.',
    image_url: imageUrl('content-story'),
    exclusive: false,
  },
  {
    title: 'Behind the scenes',
    body: 'Members get a look at how we roast our beans.\n\nThank you for being with us.',
    image_url: imageUrl('content-vip'),
    exclusive: true,
  },
  {
    title: 'The secret menu',
    body: 'Ask for the Midnight Latte at any branch and show this page.',
    image_url: imageUrl('content-vip'),
    exclusive: true,
  },
];

/** The demo products: name, description, image and points per purchase. */
export const DEMO_PRODUCTS = [
  ['Signature Coffee', 'Arabica beans from northern Thailand.', 'product-coffee', 10],
  ['Green Tea Latte', 'Creamy matcha with fresh milk.', 'product-tea', 10],
  ['Butter Croissant', 'Baked fresh every morning.', 'product-bakery', 5],
  ['Orange Juice', 'Pressed from Sai Nam Phueng oranges.', 'product-juice', 8],
  ['Rice Snack', 'Crispy rice crackers with seaweed.', 'product-snack', 3],
  ['Mineral Water', 'Natural mineral water, 500 ml.', 'product-water', 1],
] as const;
