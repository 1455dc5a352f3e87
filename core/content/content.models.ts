// Content as the content API sends it: brand settings, restaurants, menus, pages and tiles (spec section 3).
import type { OpeningHours, OpeningHoursOverride } from '../opening-hours/opening-hours.models';

export interface SiteConfig {
  book_now_text: string;
  carousel_arrows: boolean;
  carousel_dots: boolean;
  default_restaurant_id: string;
  loading_color: string;
  site_id: string;
  site_name: string;
  site_url: string;
  site_email: string;
}

export interface LinkItem {
  text: string;
  url: string;
  openInNewTab?: boolean;
  style?: string;
}

export interface MastheadItem extends LinkItem {
  subLinks?: LinkItem[];
}

export interface SocialMediaItem {
  url: string;
  description: string;
  text: string;
  icon?: string;
}

export interface BrandSettings {
  mastheadItems: MastheadItem[];
  footerItems: LinkItem[];
  socialMediaItems: SocialMediaItem[];
  backToTopIcon: string;
  [extra: string]: unknown;
}

export interface HeroTile {
  image: string;
  title?: string;
  text?: string;
  link?: LinkItem;
}

export interface Location {
  lat: number;
  lng: number;
  storeId: string;
  bookATableWidgetId?: string | null;
  milesValue?: number;
}

export interface Restaurant extends OpeningHours, Location {
  title: string;
  city: string;
  slug: string;
  heroTiles?: HeroTile[];
  clickCollect?: boolean;
  overrides?: OpeningHoursOverride[];
  address?: string;
  postcode?: string;
  phone?: string;
  email?: string;
  amenities?: string[];
  deliveryLinks?: LinkItem[];
  /**
   * When the document last changed (ISO 8601 date and time, set by the content API); absent in older data
   * and where the API does not know it. The sitemap's lastmod is read from it.
   */
  updatedAt?: string;
  [extra: string]: unknown;
}

export interface DietaryTag {
  name: string;
}

export interface MenuItemOption {
  name: string;
  price?: string;
  /**
   * Energy of the portion or extra the option names, in kcal (a 500ml carafe, a bottle, an added
   * burrata), when it has its own portion; absent for a swap that keeps the dish's figure.
   */
  kcal?: number;
}

export interface MenuItem {
  name: string;
  description?: string;
  price?: string;
  dietaryTags: DietaryTag[];
  allergens?: string[];
  /** Energy per portion as served, in kcal (whole number, 0 to MENU.maxKcal); absent when not available. */
  kcal?: number;
  options?: MenuItemOption[];
}

export interface MenuSection {
  name: string;
  items: MenuItem[];
  subsections?: MenuSection[];
}

/**
 * A partner's menu or nutrition widget a menu page embeds instead of its own list (issue 17): who provides
 * it, the https address of its page (on the site's allow-list, else ignored) and the frame's height in px.
 */
export interface PartnerWidget {
  provider: string;
  url: string;
  height: number;
}

export interface Menu {
  id: string;
  name: string;
  sections: MenuSection[];
  partnerWidget?: PartnerWidget;
  /**
   * When the document last changed (ISO 8601 date and time, set by the content API); absent in older data
   * and where the API does not know it. The sitemap's lastmod is read from it.
   */
  updatedAt?: string;
}

export interface PageTile {
  formType?: string;
  tileId: string;
  key: string;
  backgroundColor?: string;
  backgroundColour?: string;
  animationEffect?: string;
  backgroundAnimationEffect?: string;
  height?: number | string;
  width?: number | string;
  videoMobile?: string;
  videoDesktop?: string;
  [extra: string]: unknown;
}

export interface Page {
  id: string;
  title: string;
  description?: string;
  tiles: PageTile[];
  /**
   * When the document last changed (ISO 8601 date and time, set by the content API); absent in older data
   * and where the API does not know it. The sitemap's lastmod is read from it.
   */
  updatedAt?: string;
  [extra: string]: unknown;
}

export interface MapSettings {
  centreLat: number;
  centreLng: number;
  zoom: number;
  markers: Location[];
}

export interface SocialMediaPost {
  id: string;
  imageUrl: string;
  caption?: string;
  permalink?: string;
}
