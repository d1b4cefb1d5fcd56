import type { CampaignKey } from './demoCampaigns.ts';

export interface DemoReward {
  /** Its key, as a catalogue file names it (npm run catalogue). */
  key: string;
  title: string;
  description: string;
  image: string;
  cost: number;
  stock: number;
  perUser: number;
  /** Minutes a code stays valid once the reward is used. */
  window: number;
  campaign: CampaignKey | null;
  /** Window in days relative to seed time. */
  from: number;
  to: number;
}

/** The demo rewards, seeded in this order. */
export const DEMO_REWARDS = [
  {
    key: 'free-iced-coffee',
    title: 'Free Iced Coffee',
    description: 'Any iced coffee, any size.',
    image: 'reward-drink',
    cost: 50,
    stock: 500,
    perUser: 5,
    window: 15,
    campaign: 'summer',
    from: -30,
    to: 90,
  },
  {
    key: 'discount-50-thb',
    title: '50 THB Discount',
    description: '50 THB off a purchase of 200 THB or more.',
    image: 'reward-discount',
    cost: 150,
    stock: 200,
    perUser: 3,
    window: 10,
    campaign: 'double',
    from: -2,
    to: 30,
  },
  {
    key: 'stainless-tumbler',
    title: 'Stainless Tumbler',
    description: 'Keeps drinks cold for 12 hours. Only a few left!',
    image: 'reward-tumbler',
    cost: 400,
    stock: 3,
    perUser: 1,
    window: 30,
    campaign: 'summer',
    from: -30,
    to: 60,
  },
  {
    key: 'canvas-tote-bag',
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
    key: 'gift-voucher-500-thb',
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
    key: 'wireless-headphones',
    title: 'Wireless Headphones',
    description: 'Available when the Rainy Season Rewards start.',
    image: 'reward-headphones',
    cost: 800,
    stock: 10,
    perUser: 1,
    window: 30,
    campaign: 'rainy',
    from: 7,
    to: 60,
  },
] as const satisfies readonly DemoReward[];
