// The Casa Ventura seed content in one typed object, for the loader (server/api/db/seed.ts) and tests.
import { brandSettings } from './brand-settings';
import { contactTypes } from './contact-types';
import { customers, INTEREST_NAMES } from './customers';
import { jobCategoryHeaders, jobs, jobTitleGroups } from './jobs';
import { ALLERGENS, dietaryTagKey, menus } from './menus';
import { offers } from './offers';
import { pages } from './pages';
import { postcodeDistricts } from './postcode-districts';
import { restaurants } from './restaurants';
import type { SeedData } from './seed.types';
import { siteConfig } from './site-config';
import { socialPosts } from './social';
import { towns } from './towns';

export const seedData: SeedData = {
  siteConfig,
  brandSettings,
  restaurants,
  menus,
  dietaryTagKey,
  allergens: ALLERGENS,
  offers,
  jobs,
  jobTitleGroups,
  jobCategoryHeaders,
  pages,
  socialPosts,
  contactTypes,
  postcodeDistricts,
  towns,
  customers,
  interestNames: INTEREST_NAMES,
};

export { siteConfig, DEFAULT_RESTAURANT_ID } from './site-config';
export { brandSettings } from './brand-settings';
export { restaurants, restaurantById, SPECIAL_RESTAURANTS } from './restaurants';
export { AREAS, BOOKING_MENUS, occasionsFor, STANDARD_SERVICE, LATE_SERVICE } from './booking-setup';
export { menus, menuItems, dietaryTagKey, ALLERGENS } from './menus';
export { offers } from './offers';
export { jobs, jobTitleGroups, jobCategoryHeaders, JOB_CATEGORIES, JOB_TYPES, HEAD_OFFICE } from './jobs';
export { pages, NAMED_PAGE_IDS } from './pages';
export { socialPosts } from './social';
export { contactTypes } from './contact-types';
export { postcodeDistricts } from './postcode-districts';
export { towns } from './towns';
export { customers, INTEREST_NAMES } from './customers';
export type * from './seed.types';
