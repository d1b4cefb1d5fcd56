import type {
  Campaign,
  CampaignDetail,
  Content,
  Product,
  Reward,
  User,
  UserReward,
} from '../../../contract/wire';

/** Sample wire objects for the browsing and rewards pages. Override fields per test. */

export const makeUser = (over: Partial<User> = {}): User => ({
  id: 7,
  lineUserId: 'U7',
  lineDisplayName: 'Nok',
  linePictureUrl: 'https://example.com/nok.png',
  firstname: 'Nok',
  lastname: 'Sawasdee',
  tel: '0812345678',
  email: 'nok@example.com',
  birthDate: '1990-02-03',
  registered: true,
  points: 500,
  personalInfoConsent: true,
  campaignConsent1: false,
  campaignConsent2: false,
  ...over,
});

export const makeCampaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  type: 'campaign',
  title: 'Summer Splash',
  summary: 'Collect points all summer',
  imageUrl: 'https://example.com/c1.jpg',
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-08-31T00:00:00.000Z',
  status: 'active',
  requiresConsent: false,
  ...over,
});

export const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString();

export const makeReward = (over: Partial<Reward> = {}): Reward => ({
  id: 11,
  campaignId: 1,
  title: 'Free coffee',
  description: 'One hot or iced coffee.',
  imageUrl: 'https://example.com/r11.jpg',
  pointsCost: 300,
  stockLeft: 5,
  perUserLimit: 2,
  useWindowMinutes: 15,
  // Open now, whatever day the tests run.
  startsAt: daysFromNow(-30),
  endsAt: daysFromNow(60),
  ...over,
});

export const makeCampaignDetail = (over: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...makeCampaign(),
  body: 'First paragraph.\n\nSecond paragraph.',
  rewards: [makeReward()],
  ...over,
});

export const makeContent = (over: Partial<Content> = {}): Content => ({
  id: 3,
  title: 'How to collect points',
  body: 'Buy any drink.\n\nFind the code under the cap.\nType it in the app.',
  imageUrl: 'https://example.com/content3.jpg',
  exclusive: false,
  ...over,
});

export const makeProduct = (over: Partial<Product> = {}): Product => ({
  id: 21,
  name: 'Green tea 500 ml',
  description: 'Cold brewed',
  imageUrl: 'https://example.com/p21.jpg',
  pointsPerPurchase: 10,
  ...over,
});

export const makeUserReward = (over: Partial<UserReward> = {}): UserReward => ({
  campaignRewardId: 101,
  rewardCodeId: null,
  reward: makeReward(),
  status: 'available',
  code: null,
  redeemedAt: '2026-05-01T00:00:00.000Z',
  usedAt: null,
  useExpiresAt: null,
  expiresAt: '2099-12-31T00:00:00.000Z',
  ...over,
});
