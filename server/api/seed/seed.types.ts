// Shapes of the Casa Ventura seed data. Core's models describe what the content and booking APIs send;
// these extend them with what the reference API needs to answer every screen (booking setup, regions,
// which restaurants an offer applies to, search tables) without editing core.
import type {
  BrandSettings,
  LinkItem,
  Menu,
  MenuItem,
  MenuSection,
  Page,
  PageTile,
  Restaurant,
  SiteConfig,
  SocialMediaPost,
} from '@tavola/core/content';
import type { Allergen, BookingArea, BookingMenu, Occasion } from '@tavola/core/booking';
import type { Job, JobQuestion } from '@tavola/core/jobs';
import type { Offer, ContactType, CustomerPreferences } from '@tavola/core/ports';
import type { Weekday } from '@tavola/core/opening-hours';

/** 'HH:MM', 24-hour, in the restaurant's local time (Europe/London). */
export type ClockTime = string;
/** 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A site-relative image path under web/public, e.g. '/images/restaurants/oxford-circus.svg'. */
export type ImagePath = `/images/${string}`;

// ---------------------------------------------------------------------------------------------------
// Site and settings

export interface SeedSiteConfig extends SiteConfig {
  /** Shown in the footer for this site id: the company's registered address. */
  legalAddress: string;
  legalCompanyName: string;
  companyNumber: string;
  customerServicesEmail: string;
}

export interface GlobalBanner {
  id: string;
  text: string;
  link: LinkItem | null;
  dismissable: boolean;
  backgroundColour: string;
}

export interface GlobalPopup {
  id: string;
  title: string;
  text: string;
  image: ImagePath;
  cta: LinkItem;
  /** Seconds after the first page load before it shows; it shows once per browser. */
  delaySeconds: number;
  enabled: boolean;
}

export interface SeedBrandSettings extends BrandSettings {
  logo: ImagePath;
  globalBanner: GlobalBanner;
  globalPopup: GlobalPopup;
  /** Internal link for the feedback survey mentioned in spec section 9. */
  feedbackSurveyUrl: string;
  cookieBannerStyle: 'bar' | 'modal';
  palette: BrandPalette;
}

export interface BrandPalette {
  brown: string;
  tealGreen: string;
  deepTeal: string;
  darkRed: string;
  cream: string;
}

// ---------------------------------------------------------------------------------------------------
// Restaurants and their booking set-up

export type Region =
  | 'London'
  | 'North West'
  | 'Midlands'
  | 'Yorkshire'
  | 'Scotland'
  | 'Wales'
  | 'South West'
  | 'South East'
  | 'North East'
  | 'East of England';

export type AreaId = 'main-dining-room' | 'terrace' | 'bar' | 'private-dining-room';

export interface SeedBookingArea extends BookingArea {
  id: AreaId;
  /** Seats in the area: informative; the slot capacity is the restaurant's coversPerSlot. */
  seats: number;
}

export interface SeedBookingMenu extends BookingMenu {
  /** The full menu (menus.ts) this booking menu shows, by id. */
  menuId: string;
  /** Price per head as text when the menu is set-priced, e.g. '£39.00'. */
  pricePerHead?: string;
}

export interface ServicePeriod {
  name: 'Brunch' | 'Lunch' | 'Dinner';
  /** First bookable slot. */
  firstSlot: ClockTime;
  /** Last bookable slot (inclusive); slots run every slotMinutes from firstSlot. */
  lastSlot: ClockTime;
  /** Weekdays the period runs; all opening days when absent. A closed weekday has no slots anyway. */
  days?: Weekday[];
}

export interface SeedRestaurant extends Restaurant {
  storeId: string;
  /** City slug: lower case, hyphenated ('london', 'newcastle-upon-tyne'). */
  city: string;
  /** City as written for diners ('London'). */
  cityName: string;
  region: Region;
  description: string;
  address: string;
  postcode: string;
  phone: string;
  email: string;
  amenities: string[];
  clickCollect: boolean;
  deliveryLinks: LinkItem[];
  /** Full menus (menus.ts ids) shown on the restaurant's menu tab. */
  menuIds: string[];
  // Booking set-up
  areas: SeedBookingArea[];
  bookingMenus: SeedBookingMenu[];
  occasions: Occasion[];
  /** Covers the restaurant takes per slot, all areas together. */
  coversPerSlot: number;
  /** Same figure expressed as tables (of about four) per slot. */
  tablesPerSlot: number;
  slotMinutes: 15;
  serviceTimes: ServicePeriod[];
  /** A party larger than this needs a card guarantee (isCardGuaranteeRequired). */
  cardGuaranteeAbove: number;
  /** isPlaceAsEnquiryEnabled: a full slot can still be requested as an enquiry. */
  enquiryEnabled: boolean;
  /** SevenRooms-style live widget id; null for every restaurant but one. */
  bookATableWidgetId: string | null;
  /** Error code 10 (booking disabled) / 19 when bookingDisabledMessage is set. */
  bookingDisabled: boolean;
  bookingDisabledMessage: string | null;
  /** false: error code 1 (booking not supported, contact the restaurant directly). */
  onlineBookingSupported: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Menus

/** The UK's 14 allergens that must be declared (Food Information Regulations 2014): core's list, DINER_NEEDS.allergens. */
export type { Allergen };

export type DietaryTagName = 'Vegetarian' | 'Vegan' | 'Gluten free available' | 'Contains nuts' | 'Spicy';

export interface DietaryTagKey {
  code: 'V' | 'VG' | 'GF' | 'N' | 'S';
  name: DietaryTagName;
  description: string;
  icon: ImagePath;
}

export interface SeedMenuItem extends MenuItem {
  dietaryTags: Array<{ name: DietaryTagName }>;
  allergens: Allergen[];
}

export interface SeedMenuSection extends MenuSection {
  description?: string;
  items: SeedMenuItem[];
  subsections?: SeedMenuSection[];
}

export interface SeedMenu extends Menu {
  sections: SeedMenuSection[];
  description: string;
  image: ImagePath;
  /** When the menu is served, for the menu page header. */
  availability: string;
  /** Set price per head as text, if any. */
  setPrice?: string;
  footnote: string;
}

// ---------------------------------------------------------------------------------------------------
// Offers, jobs, pages and the rest

export interface SeedOffer extends Offer {
  image: ImagePath;
  /** storeIds the offer is valid at. */
  storeIds: string[];
  startDate: IsoDate;
  endDate: IsoDate;
}

export type JobCategory = 'Back of House' | 'Front of House' | 'Management' | 'Head Office' | 'Bar';
export type JobType = 'full time' | 'part time';
export type JobTitleGroup = 'Bar' | 'foh team' | 'General Manager' | 'foh support' | 'boh team' | 'Head Chef' | 'boh support';

export interface SeedJob extends Job {
  category: JobCategory;
  jobtype: JobType;
  cvRequired: 'True' | 'False';
  workExperienceRequired: 'True' | 'False';
  description: string;
  restaurantName: string;
  city: string;
  salary: string;
  questions: JobQuestion[];
  /** Restaurant the job is at; null for the head office. */
  storeId: string | null;
  /** The spec's job title group; null for head-office roles, which belong to none. */
  titleGroup: JobTitleGroup | null;
  postedOn: IsoDate;
}

export interface SeedPageTile extends PageTile {
  key:
    | 'hero'
    | 'text'
    | 'image-text'
    | 'masonry'
    | 'form'
    | 'social'
    | 'photo-feed'
    | 'video'
    | 'offers'
    | 'restaurant-finder'
    | 'menu-list'
    | 'jobs-search';
}

export interface SeedPage extends Page {
  description: string;
  tiles: SeedPageTile[];
}

export interface SeedSocialPost extends SocialMediaPost {
  imageUrl: ImagePath;
  caption: string;
  permalink: string;
  altText: string;
  postedAt: string;
}

export interface SeedContactType extends ContactType {
  description: string;
  /** Inbox the message goes to. */
  routeTo: string;
}

export interface PostcodeDistrict {
  /** Outward code, upper case, e.g. 'W1D', 'M1', 'CF10'. */
  district: string;
  town: string;
  lat: number;
  lng: number;
}

export interface Town {
  name: string;
  /** Lower case, hyphenated. */
  slug: string;
  county: string;
  lat: number;
  lng: number;
}

export interface SeedCustomer extends CustomerPreferences {
  email: string;
  lastName: string;
}

export interface SeedData {
  siteConfig: SeedSiteConfig;
  brandSettings: SeedBrandSettings;
  restaurants: SeedRestaurant[];
  menus: SeedMenu[];
  dietaryTagKey: DietaryTagKey[];
  allergens: readonly Allergen[];
  offers: SeedOffer[];
  jobs: SeedJob[];
  jobTitleGroups: Record<JobTitleGroup, string[]>;
  jobCategoryHeaders: Record<JobCategory, { slug: string; image: ImagePath }>;
  pages: SeedPage[];
  socialPosts: SeedSocialPost[];
  contactTypes: SeedContactType[];
  postcodeDistricts: PostcodeDistrict[];
  towns: Town[];
  customers: SeedCustomer[];
  interestNames: readonly string[];
}
