import { type Kysely, sql } from 'kysely';
import type { CampaignType, QuestionOption } from '../../../contract/wire.ts';
import { DEMO_CODES } from './demoCodes.ts';
import { imageUrl } from './images.ts';
import type { Database } from './schema.ts';

const DAY = 24 * 60 * 60_000;

interface SeedCampaign {
  type: CampaignType;
  title: string;
  summary: string;
  body: string;
  image: Parameters<typeof imageUrl>[0];
  from: number;
  to: number;
  featured?: boolean;
  requiresConsent?: boolean;
}

const CAMPAIGNS: SeedCampaign[] = [
  {
    type: 'campaign',
    title: 'Summer Points Festival',
    summary: 'Collect points on every purchase all summer long.',
    body: 'Enter the code from your receipt to collect points.\n\nEvery 100 points brings you closer to a free drink, a tote bag or a gift voucher.',
    image: 'campaign-summer',
    from: -10,
    to: 30,
    featured: true,
    requiresConsent: true,
  },
  {
    type: 'campaign',
    title: 'Double Points Weekend',
    summary: 'Twice the points on drinks this weekend.',
    body: 'From Friday to Sunday every drink earns double points.\n\nShow this page at the counter.',
    image: 'campaign-double',
    from: -2,
    to: 5,
    featured: true,
  },
  {
    type: 'campaign',
    title: 'New Year Lucky Draw',
    summary: 'The New Year draw has ended. Thank you for joining!',
    body: 'Winners were announced in our LINE official account.',
    image: 'campaign-newyear',
    from: -60,
    to: -20,
  },
  {
    type: 'campaign',
    title: 'Rainy Season Rewards',
    summary: 'Warm drinks and bonus points when it rains.',
    body: 'Starting soon: bonus points for every hot drink on rainy days.',
    image: 'campaign-rainy',
    from: 7,
    to: 40,
  },
  {
    type: 'activity',
    title: 'Bangkok Fun Run 5K',
    summary: 'Run with us in Lumphini Park and earn 150 points.',
    body: 'Meet at the main gate at 6 am.\n\nEvery finisher gets a code worth 150 points.',
    image: 'activity-run',
    from: -5,
    to: 20,
    requiresConsent: true,
  },
  {
    type: 'activity',
    title: 'Thai Cooking Class',
    summary: 'Learn to cook green curry with our chefs.',
    body: 'Seats are limited. Registration opens when the class is announced.',
    image: 'activity-cooking',
    from: 3,
    to: 10,
  },
  {
    type: 'activity',
    title: 'Music Festival Meet and Greet',
    summary: 'Our festival meet and greet has ended.',
    body: 'Thanks to everyone who came by our booth.',
    image: 'activity-festival',
    from: -40,
    to: -30,
  },
  {
    type: 'activity',
    title: 'Beach Cleanup Day',
    summary: 'Help keep our beaches clean and earn points.',
    body: 'Bring a hat and water. Gloves and bags are provided.',
    image: 'activity-cleanup',
    from: -1,
    to: 14,
  },
  {
    type: 'exclusive',
    title: 'VIP Members Night',
    summary: 'An evening for members: tastings and a gift.',
    body: 'Show your member profile at the door.\n\nOne guest per member.',
    image: 'exclusive-vip',
    from: -3,
    to: 25,
  },
  {
    type: 'exclusive',
    title: 'Members Early Preview',
    summary: 'Try the new menu before anyone else.',
    body: 'Members taste the new season menu one week before launch.',
    image: 'exclusive-preview',
    from: 5,
    to: 20,
  },
];

const CONTENTS = [
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

const PRODUCTS = [
  ['Signature Coffee', 'Arabica beans from northern Thailand.', 'product-coffee', 10],
  ['Green Tea Latte', 'Creamy matcha with fresh milk.', 'product-tea', 10],
  ['Butter Croissant', 'Baked fresh every morning.', 'product-bakery', 5],
  ['Orange Juice', 'Pressed from Sai Nam Phueng oranges.', 'product-juice', 8],
  ['Rice Snack', 'Crispy rice crackers with seaweed.', 'product-snack', 3],
  ['Mineral Water', 'Natural mineral water, 500 ml.', 'product-water', 1],
] as const;

const REWARDS = [
  {
    title: 'Free Iced Coffee',
    description: 'Any iced coffee, any size.',
    image: 'reward-drink',
    cost: 50,
    stock: 500,
    perUser: 5,
    window: 15,
    campaign: 0,
    from: -30,
    to: 90,
  },
  {
    title: '50 THB Discount',
    description: '50 THB off a purchase of 200 THB or more.',
    image: 'reward-discount',
    cost: 150,
    stock: 200,
    perUser: 3,
    window: 10,
    campaign: 1,
    from: -2,
    to: 30,
  },
  {
    title: 'Stainless Tumbler',
    description: 'Keeps drinks cold for 12 hours. Only a few left!',
    image: 'reward-tumbler',
    cost: 400,
    stock: 3,
    perUser: 1,
    window: 30,
    campaign: 0,
    from: -30,
    to: 60,
  },
  {
    title: 'Canvas Tote Bag',
    description: 'Our logo tote bag. One per member.',
    image: 'reward-tote',
    cost: 250,
    stock: 100,
    perUser: 1,
    window: 20,
    campaign: null,
    from: -30,
    to: 120,
  },
  {
    title: '500 THB Gift Voucher',
    description: 'Use at any branch within the use window.',
    image: 'reward-voucher',
    cost: 1000,
    stock: 20,
    perUser: 1,
    window: 5,
    campaign: null,
    from: -30,
    to: 120,
  },
  {
    title: 'Wireless Headphones',
    description: 'Available when the Rainy Season Rewards start.',
    image: 'reward-headphones',
    cost: 800,
    stock: 10,
    perUser: 1,
    window: 30,
    campaign: 3,
    from: 7,
    to: 60,
  },
] as const;

const option = (value: string, label: string): QuestionOption => ({ value, label });

const QUESTIONS = [
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

/** Fills an empty database with demo data, dated relative to now. Answers whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table campaigns in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('campaigns').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const campaigns = await trx
      .insertInto('campaigns')
      .values(
        CAMPAIGNS.map((c) => ({
          type: c.type,
          title: c.title,
          summary: c.summary,
          body: c.body,
          image_url: imageUrl(c.image),
          starts_at: at(c.from),
          ends_at: at(c.to),
          requires_consent: c.requiresConsent ?? false,
          featured: c.featured ?? false,
        })),
      )
      .returning('id')
      .execute();
    const campaignId = (index: number | null) =>
      index === null ? null : (campaigns[index]?.id ?? null);
    await trx.insertInto('contents').values(CONTENTS).execute();
    await trx
      .insertInto('products')
      .values(
        PRODUCTS.map(([name, description, image, points]) => ({
          name,
          description,
          image_url: imageUrl(image),
          points_per_purchase: points,
        })),
      )
      .execute();
    await trx
      .insertInto('rewards')
      .values(
        REWARDS.map((r) => ({
          campaign_id: campaignId(r.campaign),
          title: r.title,
          description: r.description,
          image_url: imageUrl(r.image),
          points_cost: r.cost,
          stock_left: r.stock,
          per_user_limit: r.perUser,
          use_window_minutes: r.window,
          starts_at: at(r.from),
          ends_at: at(r.to),
        })),
      )
      .execute();
    await trx
      .insertInto('codes')
      .values(
        DEMO_CODES.map((c) => ({
          code: c.code,
          title: c.title,
          points: c.points,
          campaign_id: campaignId(c.campaign),
          starts_at: at(c.startsInDays),
          ends_at: at(c.endsInDays),
        })),
      )
      .execute();
    await trx
      .insertInto('questions')
      .values(
        QUESTIONS.map((q, index) => ({
          position: index + 1,
          text: q.text,
          kind: q.kind,
          options: JSON.stringify(q.options),
          required: q.required,
        })),
      )
      .execute();
    return true;
  });
}
