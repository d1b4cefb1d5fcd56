import type { CampaignKey } from './demoCampaigns.ts';

/** The twenty demo codes of the seed. Each works once per user, inside its window. */
export interface DemoCode {
  code: string;
  points: number;
  title: string;
  /** The campaign the code belongs to, by its key in DEMO_CAMPAIGNS, or null. */
  campaign: CampaignKey | null;
  /** Window in days relative to seed time. */
  startsInDays: number;
  endsInDays: number;
  note: string;
}

const always = { startsInDays: -30, endsInDays: 365, note: '' };

export const DEMO_CODES: DemoCode[] = [
  { code: 'WELCOME100', points: 100, title: 'Welcome bonus', campaign: null, ...always },
  { code: 'LINE2026', points: 200, title: 'LINE friends bonus', campaign: null, ...always },
  { code: 'THANKYOU50', points: 50, title: 'Thank you gift', campaign: null, ...always },
  {
    code: 'SUMMER300',
    points: 300,
    title: 'Summer Points Festival',
    campaign: 'summer',
    ...always,
  },
  { code: 'DOUBLE500', points: 500, title: 'Double Points Weekend', campaign: 'double', ...always },
  { code: 'COFFEE20', points: 20, title: 'Coffee purchase', campaign: null, ...always },
  { code: 'TEA30', points: 30, title: 'Green tea purchase', campaign: null, ...always },
  { code: 'BAKERY40', points: 40, title: 'Bakery purchase', campaign: null, ...always },
  { code: 'JUICE25', points: 25, title: 'Juice purchase', campaign: null, ...always },
  { code: 'SNACK15', points: 15, title: 'Snack purchase', campaign: null, ...always },
  { code: 'WATER10', points: 10, title: 'Water purchase', campaign: null, ...always },
  { code: 'FUNRUN150', points: 150, title: 'Bangkok Fun Run 5K', campaign: 'funRun', ...always },
  { code: 'COOK120', points: 120, title: 'Thai Cooking Class', campaign: 'cooking', ...always },
  { code: 'FESTIVAL80', points: 80, title: 'Music Festival', campaign: 'festival', ...always },
  { code: 'BEACH60', points: 60, title: 'Beach Cleanup Day', campaign: 'beach', ...always },
  { code: 'VIP1000', points: 1000, title: 'VIP Members Night', campaign: 'vipNight', ...always },
  { code: 'BONUS250', points: 250, title: 'Birthday bonus', campaign: null, ...always },
  { code: 'LUCKY777', points: 777, title: 'Lucky draw', campaign: null, ...always },
  {
    code: 'EXPIRED99',
    points: 99,
    title: 'Old promotion',
    campaign: 'newYear',
    startsInDays: -60,
    endsInDays: -1,
    note: 'expired: answers 422 CODE_EXPIRED',
  },
  {
    code: 'SOON400',
    points: 400,
    title: 'Rainy Season Rewards',
    campaign: 'rainy',
    startsInDays: 7,
    endsInDays: 60,
    note: 'starts 7 days after seeding: answers 422 CODE_NOT_STARTED',
  },
];
