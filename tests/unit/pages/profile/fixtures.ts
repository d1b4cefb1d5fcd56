import { makeUser } from '../../helpers/catalog';

/** The member the profile and registration tests use. */
export const sampleUser = makeUser({
  lineUserId: 'U123',
  lineDisplayName: 'somchai_line',
  linePictureUrl: 'https://example.com/p.png',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  tel: '0812341234',
  email: 'somchai@example.com',
  birthDate: '1990-01-02',
  points: 1250,
});
