// Customer-preference records for /preferences/{guid}: a full profile, a sparse one and an opted-out one.
import type { SeedCustomer } from './seed.types';

/** The interests offered on the preferences and sign-up forms. */
export const INTEREST_NAMES = ['Pizza', 'Pasta', 'Wine', 'Cocktails', 'Events', 'Kids', 'Vegan'] as const;

const interests = (checked: readonly string[]): SeedCustomer['interests'] =>
  INTEREST_NAMES.map((name) => ({ name, checked: checked.includes(name) }));

export const customers: SeedCustomer[] = [
  {
    guid: '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01',
    firstName: 'Sofia',
    lastName: 'Marchetti',
    email: 'sofia.marchetti@example.com',
    phoneNumber: '07700 900123',
    gender: 'female',
    favRestaurantCode: 'CV001',
    // 14 March 1991, 00:00 UTC
    birthDate: 668908800,
    websiteSmsOptIn: true,
    interests: interests(['Pizza', 'Wine', 'Events']),
  },
  {
    guid: 'a81d4c07-5e2b-4f93-b6a8-7c0d9e3f2b45',
    firstName: 'James',
    lastName: 'Okafor',
    email: 'james.okafor@example.com',
    phoneNumber: '07700 900456',
    gender: 'male',
    favRestaurantCode: 'CV005',
    // 29 February 1988, 00:00 UTC: a leap-day birthday for the day picker
    birthDate: 573091200,
    websiteSmsOptIn: false,
    interests: interests(['Pasta', 'Cocktails', 'Kids']),
  },
  {
    guid: 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68',
    firstName: 'Eilidh',
    lastName: 'Campbell',
    email: 'eilidh.campbell@example.com',
    phoneNumber: '07700 900789',
    gender: 'prefer not to say',
    favRestaurantCode: 'CV013',
    birthDate: null,
    websiteSmsOptIn: false,
    interests: interests([]),
  },
];
