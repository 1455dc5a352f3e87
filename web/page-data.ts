// What each route's loader answers: the contract between the server's loaders (server/site/loaders)
// and the pages (web/pages). Plain JSON, since it is serialized into the page and read back on hydration.
import type { Job } from '../core/jobs/job.models';
import type { LinkItem, MastheadItem, Menu, Page, Restaurant, SocialMediaItem, SocialMediaPost } from '../core/content/content.models';
import type { Offer } from '../core/ports/offers-api.port';
import type { CustomerPreferences } from '../core/ports/preferences-api.port';

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
}

/** A restaurant as lists show it. */
export type RestaurantSummary = Pick<
  Restaurant,
  'storeId' | 'title' | 'city' | 'slug' | 'lat' | 'lng' | 'address' | 'postcode' | 'phone' | 'bookATableWidgetId'
> & { cityName: string; region: string; heroImage?: string };

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

export interface CityData {
  meta: PageMeta;
  city: { slug: string; name: string };
  restaurants: RestaurantSummary[];
}

export interface RestaurantData {
  meta: PageMeta;
  restaurant: Restaurant;
  offers: Offer[];
  menus: Array<Pick<Menu, 'id' | 'name'>>;
}

export interface MenuListData {
  meta: PageMeta;
  menus: Array<Pick<Menu, 'id' | 'name'> & { description?: string; image?: string; availability?: string }>;
}

export interface MenuData {
  meta: PageMeta;
  menu: Menu;
  /** Set when the menu is shown inside a restaurant's or a city's page. */
  restaurant?: RestaurantSummary;
}

export interface JobsData {
  meta: PageMeta;
  jobs: Job[];
}

export interface JobData {
  meta: PageMeta;
  job: Job;
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
