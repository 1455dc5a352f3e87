// What each route's loader answers: the contract between the server's loaders (server/site/loaders)
// and the pages (web/pages). Plain JSON, since it is serialized into the page and read back on hydration.
import type { GeoPoint, Job } from '@tavola/core/jobs';
import type { AllergenGuideRow, UsablePartnerWidget, LinkItem, MastheadItem, Menu, MenuSection, Page, Restaurant, SocialMediaItem, SocialMediaPost } from '@tavola/core/content';
import type { OpeningHours, OpeningHoursOverride } from '@tavola/core/opening-hours';
import type { Offer, CustomerPreferences, HeldTable, ManagedBooking } from '@tavola/core/ports';
import type { BookingRestaurant } from './booking/booking-restaurant';

/** Head tags of a page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL on this site, e.g. '/restaurants/london/oxford-circus'. */
  canonicalPath: string;
  /** Site-relative image for Open Graph. */
  image?: string;
  ogType?: 'website' | 'article' | 'restaurant.restaurant';
  /** schema.org objects written as JSON-LD. */
  jsonLd?: Array<Record<string, unknown>>;
  noindex?: boolean;
  /** Origins this page frames beyond the site's own (a menu's partner widget): added to its CSP frame-src alone. */
  frameSrc?: string[];
}

export interface Banner {
  id: string;
  text: string;
  link: LinkItem | null;
  dismissable: boolean;
  backgroundColour: string;
}

export interface Popup {
  id: string;
  title: string;
  text: string;
  image: string;
  cta: LinkItem;
  delaySeconds: number;
}

/** The site's settings, loaded once by the root route and used by the shared layout. */
export interface SiteSettings {
  siteName: string;
  siteUrl: string;
  siteId: string;
  siteEmail: string;
  bookNowText: string;
  loadingColor: string;
  logo: string;
  masthead: MastheadItem[];
  footerLinks: LinkItem[];
  social: SocialMediaItem[];
  backToTopIcon: string;
  banner: Banner | null;
  popup: Popup | null;
  /** The company's legal address and customer-services e-mail: shown only for the configured site id. */
  legal: { companyName: string; address: string; companyNumber: string; customerServicesEmail: string } | null;
  feedbackSurveyUrl: string | null;
}

export interface RootData {
  settings: SiteSettings;
  /** The current year on the server, for the copyright line (no hydration mismatch at New Year). */
  year: number;
  /**
   * Google Maps, when the site has a browser key (GOOGLE_MAPS_API_KEY). Absent without one, so a site
   * without a key serves exactly the page data it always did.
   */
  maps?: { googleApiKey: string };
  /**
   * Braintree's Hosted Fields for the booking's card step, when the site has a tokenization key
   * (BRAINTREE_TOKENIZATION_KEY, public by design). Absent without one: the card step keeps its own fields
   * and the built-in test gateway.
   */
  payments?: { braintreeTokenizationKey: string };
  /**
   * The booking window when the site's BOOKING_HORIZON_DAYS is not core's default (BOOKING.horizonDays):
   * the journey's date field, calendar and guards keep to it. Absent with the default.
   */
  booking?: { horizonDays: number };
}

/** A restaurant as lists show it. */
/** A restaurant as lists show it: the booking journey's summary (web/booking/booking-restaurant.ts). */
export type RestaurantSummary = BookingRestaurant;

export interface ContentPageData {
  meta: PageMeta;
  /** The page with every HTML field already sanitized on the server. */
  page: Page;
  /** Data some tiles need, resolved by the loader so the page renders complete on the server. */
  restaurants?: RestaurantSummary[];
  offers?: Offer[];
  social?: SocialMediaPost[];
  menus?: Array<Pick<Menu, 'id' | 'name'> & { description?: string; image?: string }>;
}

/** A restaurant on its city's page: the summary with its hours, so each card can say whether it is open. */
export interface CityRestaurant extends RestaurantSummary {
  description?: string;
  hours: OpeningHours;
  overrides: OpeningHoursOverride[];
  amenities: string[];
}

export interface CityData {
  meta: PageMeta;
  city: { slug: string; name: string };
  restaurants: CityRestaurant[];
  /** The server's clock when the page was loaded: server and browser compute the same opening status. */
  nowMs: number;
}

export interface RestaurantData {
  meta: PageMeta;
  restaurant: Restaurant;
  offers: Offer[];
  menus: Array<Pick<Menu, 'id' | 'name'> & { description?: string; image?: string }>;
  /** The city as written for diners ('London'). */
  cityName: string;
  /** The server's clock when the page was loaded (see CityData.nowMs). */
  nowMs: number;
  /** Every restaurant, for the booking journey on the page (its finder and the nearest with a table free). */
  restaurants: RestaurantSummary[];
}

export interface MenuListData {
  meta: PageMeta;
  menus: Array<Pick<Menu, 'id' | 'name'> & { description?: string; image?: string; availability?: string }>;
  /** Where the cards link to: '/our-menu' or '/menu' (then '/{id}'). */
  basePath: string;
}

/** What the content API sends beside a menu's name and sections. */
export interface MenuExtras {
  description?: string;
  image?: string;
  availability?: string;
  setPrice?: string;
  footnote?: string;
}

export type MenuSectionDetails = MenuSection & { description?: string };

/** One line of the dietary tag key: the tag's name as menu items carry it, its code, words and icon. */
export interface DietaryKeyEntry {
  code: string;
  name: string;
  description: string;
  icon?: string;
}

export interface MenuData {
  meta: PageMeta;
  menu: Menu & MenuExtras;
  /** Set when the menu is shown inside a restaurant's or a city's page. */
  restaurant?: RestaurantSummary;
  city?: { slug: string; name: string };
  /** The other menus a diner can switch to here, and where their links go ('{basePath}/{id}'). */
  menus: Array<Pick<Menu, 'id' | 'name'>>;
  basePath: string;
  dietaryKey: DietaryKeyEntry[];
  /** The allergens the guide lists (the UK's 14). */
  allergens: string[];
  /**
   * The partner's widget the page frames instead of its own list, when the menu names one from an
   * allowed https origin (core's partnerWidgetDecision); the native menu shows if it does not load.
   */
  partnerWidget?: UsablePartnerWidget;
}

/** A printable allergen guide (/allergens/guide/{id}), or the list of them (/allergens/guide: no menu, no rows). */
export interface AllergenGuideData {
  meta: PageMeta;
  menu?: Pick<Menu, 'id' | 'name'>;
  /** The menus with a guide. */
  menus: Array<Pick<Menu, 'id' | 'name'>>;
  /** The table's columns: the UK's 14 allergens, as the content API lists them. */
  allergens: string[];
  /** One per dish, in menu order, with a yes/no per allergen (core's allergenGuideRows). */
  rows: AllergenGuideRow[];
}

export interface JobCategoryOption {
  /** core's category slug ('back-of-house', ...). */
  slug: string;
  label: string;
}

export interface JobsData {
  meta: PageMeta;
  /** Every job, or when a place was searched the jobs under 100 miles from it, nearest first with `distance`. */
  jobs: Job[];
  search: {
    /** The postcode or town typed (?q), '' when none. */
    query: string;
    /** The point searched from (the place found, or ?lat&lng from the browser's location); null when none. */
    origin: GeoPoint | null;
    /** A query was given but no place matched it. */
    placeNotFound: boolean;
  };
  /** The ticked job types (?type, both by default) and the chosen category slug (?category or the path's id). */
  types: string[];
  category: string | null;
  categories: JobCategoryOption[];
  /** The jobs data could not be read: the catalogue's message, shown in place of the results. */
  error: string | null;
}

export interface JobData {
  meta: PageMeta;
  job: Job;
  /** The year on the server's clock, for the work-history year pickers. */
  currentYear: number;
}

export interface OfferData {
  meta: PageMeta;
  offer: Offer;
}

export interface PreferencesData {
  meta: PageMeta;
  guid: string | null;
  preferences: CustomerPreferences | null;
  restaurants: Array<Pick<RestaurantSummary, 'storeId' | 'title' | 'cityName'>>;
  /** The year on the server's clock, for the birthday year picker. */
  currentYear: number;
}

export interface BookNowData {
  meta: PageMeta;
  restaurants: RestaurantSummary[];
  /** The restaurant a /restaurants/{city}/{slug}/book-now page preselects. */
  preselectedStoreId: string | null;
  /** The city a /restaurants/{city}/book-now page narrows the list to. */
  city: { slug: string; name: string } | null;
}

export interface SimplePageData {
  meta: PageMeta;
}

/** A restaurant found near a place, with its distance in miles. */
export type NearbyRestaurant = RestaurantSummary & { milesValue: number };

export interface FindUsData {
  meta: PageMeta;
  /** The postcode or town typed (?q), '' when none. */
  query: string;
  /** The point searched from: the place found for ?q, or ?lat&lng from the browser's location. */
  origin: GeoPoint | null;
  /** Whether a search was made (a query or a location was given). */
  searched: boolean;
  /** A query was given but no place matched it. */
  placeNotFound: boolean;
  /** The nearest 10 within 100 miles, nearest first. */
  results: NearbyRestaurant[];
  /** Every restaurant, for the regional list and 'view all locations'. */
  restaurants: RestaurantSummary[];
  /** The search could not be made (the geo service failed): the message shown in place of results. */
  error: string | null;
}

/** A waitlist hold's claim page (/booking/waitlist/claim?token=…, issue 14, item 2): one diner's held table, never cached. */
export interface WaitlistClaimData {
  meta: PageMeta;
  /** The link's token as given ('' when the address had none). */
  token: string;
  /** The table the link holds; null when it led nowhere. */
  table: HeldTable | null;
  /** Why it led nowhere: the API's status and words (404 not ours, 410 lapsed or used); null otherwise. */
  problem: { status?: number; message?: string } | null;
  /** The server's time when it read the hold: the minutes left are counted from it until the page hydrates. */
  loadedAtMs: number;
}

/** Manage my booking (/booking/manage and /booking/manage/{token}, issue 14): one diner's booking, never cached. */
export interface ManageBookingData {
  meta: PageMeta;
  /** The booking its link opened; null on the lookup page, or when the link led nowhere. */
  booking: ManagedBooking | null;
  /** Why the link led nowhere, in core's words; null otherwise. */
  problem: string | null;
}
