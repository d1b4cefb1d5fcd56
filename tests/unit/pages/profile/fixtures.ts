import type { User } from '../../../../src/api/types';

export const sampleUser: User = {
  id: 7,
  lineUserId: 'U123',
  lineDisplayName: 'somchai_line',
  linePictureUrl: 'https://example.com/p.png',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  tel: '0812341234',
  email: 'somchai@example.com',
  birthDate: '1990-01-02',
  registered: true,
  points: 1250,
  personalInfoConsent: true,
  campaignConsent1: false,
  campaignConsent2: false,
};
