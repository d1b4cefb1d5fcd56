import type { CampaignType } from '../../../contract/wire.ts';

export interface DemoCampaign {
  type: CampaignType;
  title: string;
  summary: string;
  body: string;
  image: string;
  /** Window in days relative to seed time. */
  from: number;
  to: number;
  featured?: boolean;
  requiresConsent?: boolean;
}

/** The demo campaigns, seeded in this order. Rewards and codes name their campaign by its key. */
export const DEMO_CAMPAIGNS = {
  summer: {
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
  double: {
    type: 'campaign',
    title: 'Double Points Weekend',
    summary: 'Twice the points on drinks this weekend.',
    body: 'From Friday to Sunday every drink earns double points.\n\nShow this page at the counter.',
    image: 'campaign-double',
    from: -2,
    to: 5,
    featured: true,
  },
  newYear: {
    type: 'campaign',
    title: 'New Year Lucky Draw',
    summary: 'The New Year draw has ended. Thank you for joining!',
    body: 'Winners were announced in our LINE official account.',
    image: 'campaign-newyear',
    from: -60,
    to: -20,
  },
  rainy: {
    type: 'campaign',
    title: 'Rainy Season Rewards',
    summary: 'Warm drinks and bonus points when it rains.',
    body: 'Starting soon: bonus points for every hot drink on rainy days.',
    image: 'campaign-rainy',
    from: 7,
    to: 40,
  },
  funRun: {
    type: 'activity',
    title: 'Bangkok Fun Run 5K',
    summary: 'Run with us in Lumphini Park and earn 150 points.',
    body: 'Meet at the main gate at 6 am.\n\nEvery finisher gets a code worth 150 points.',
    image: 'activity-run',
    from: -5,
    to: 20,
    requiresConsent: true,
  },
  cooking: {
    type: 'activity',
    title: 'Thai Cooking Class',
    summary: 'Learn to cook green curry with our chefs.',
    body: 'Seats are limited. Registration opens when the class is announced.',
    image: 'activity-cooking',
    from: 3,
    to: 10,
  },
  festival: {
    type: 'activity',
    title: 'Music Festival Meet and Greet',
    summary: 'Our festival meet and greet has ended.',
    body: 'Thanks to everyone who came by our booth.',
    image: 'activity-festival',
    from: -40,
    to: -30,
  },
  beach: {
    type: 'activity',
    title: 'Beach Cleanup Day',
    summary: 'Help keep our beaches clean and earn points.',
    body: 'Bring a hat and water. Gloves and bags are provided.',
    image: 'activity-cleanup',
    from: -1,
    to: 14,
  },
  vipNight: {
    type: 'exclusive',
    title: 'VIP Members Night',
    summary: 'An evening for members: tastings and a gift.',
    body: 'Show your member profile at the door.\n\nOne guest per member.',
    image: 'exclusive-vip',
    from: -3,
    to: 25,
  },
  preview: {
    type: 'exclusive',
    title: 'Members Early Preview',
    summary: 'Try the new menu before anyone else.',
    body: 'Members taste the new season menu one week before launch.',
    image: 'exclusive-preview',
    from: 5,
    to: 20,
  },
} satisfies Record<string, DemoCampaign>;

export type CampaignKey = keyof typeof DEMO_CAMPAIGNS;
