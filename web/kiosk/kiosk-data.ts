// What the site's server hands the kiosk page (/kiosk/{storeId}) as JSON in its shell: the kiosk's settings,
// and either the restaurant with its menus and every restaurant for the booking finder, or why there is
// none (an unknown restaurant, or the content API unreachable). One type, read by the server and the page.
import type { Menu } from '@tavola/core/content';
import type { OpeningHours, OpeningHoursOverride } from '@tavola/core/opening-hours';
import type { DietaryKeyEntry, MenuExtras, MenuSectionDetails, RestaurantSummary } from '../page-data';

/** The element of the shell holding the data. */
export const KIOSK_DATA_ELEMENT_ID = 'kiosk-data';
/** The element the kiosk renders into. */
export const KIOSK_ROOT_ELEMENT_ID = 'kiosk-root';

export interface KioskSettings {
  /** Seconds without activity before the kiosk starts again (KIOSK_IDLE_SECONDS; core's KIOSK.idleSeconds by default). */
  idleSeconds: number;
  /** The brand the booking calls are made for. */
  brandKey: string;
  /** Days after today a table can be booked (the site's BOOKING_HORIZON_DAYS). */
  horizonDays?: number;
  /** The reCAPTCHA v3 site key when captcha is on (RECAPTCHA_SITE_KEY): bookings carry a token. */
  captchaSiteKey?: string;
  siteName: string;
}

/** The kiosk's restaurant: the journey's summary with its hours, for today's status. */
export interface KioskRestaurant extends RestaurantSummary {
  hours: OpeningHours;
  overrides: OpeningHoursOverride[];
}

/** A menu the restaurant serves, whole (the kiosk shows its own list, never a partner's frame). */
export type KioskMenu = Omit<Menu, 'partnerWidget' | 'sections'> & MenuExtras & { sections: MenuSectionDetails[] };

export type KioskData =
  | {
      kind: 'ready';
      settings: KioskSettings;
      restaurant: KioskRestaurant;
      /** Every restaurant, for the booking journey's finder (a full day offers the nearest ones). */
      restaurants: RestaurantSummary[];
      menus: KioskMenu[];
      dietaryKey: DietaryKeyEntry[];
      allergens: string[];
    }
  /** No restaurant has this id (or it is not an id at all): the server answers 404. */
  | { kind: 'unknown-store'; settings: KioskSettings; storeId: string }
  /** The content API could not be read: the server answers 503, and the page offers to try again. */
  | { kind: 'unavailable'; settings: KioskSettings };
