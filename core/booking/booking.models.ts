// Booking data as the booking API sends it and the journey keeps it (spec sections 3 and 7).
import type { Weekday } from '../opening-hours/opening-hours.models';

export type LinkGroupType = 'inclusive' | 'exclusive';

export interface MenuLinkGroup {
  type: LinkGroupType;
  menuLinks: Array<{ id: string }>;
}

export interface AreaLinkGroup {
  type: LinkGroupType;
  areaLinks: Array<{ id: string }>;
}

export interface Occasion {
  id: string;
  name: string;
  minimumCovers: number;
  maximumCovers: number;
  menuLinkGroup?: MenuLinkGroup | null;
  areaLinkGroup?: AreaLinkGroup | null;
  /** When it is served (weekdays, first and last seating); none means every day the restaurant takes bookings. */
  serviceWindow?: ServiceWindow | null;
  /** Booked as an event request (the events call), confirmed later by the restaurant's events team. */
  isEvent?: boolean;
  /**
   * The largest party the waitlist takes for it at this restaurant (core's waitlistLargestParty: a slot's
   * covers, the card threshold and the occasion's maximum). Absent: the API did not say, and no limit is assumed.
   */
  waitlistMaxCovers?: number;
}

/**
 * When an occasion or a booking menu is served (core's isServedAt). Each part is optional: no days means
 * every weekday, no seating times the whole day, no season all year.
 */
export interface ServiceWindow {
  days?: readonly Weekday[] | null;
  /** 'HH:MM', the first and last time a table is seated, both included. */
  firstSeating?: string | null;
  lastSeating?: string | null;
  /** 'YYYY-MM-DD' (one season) or 'MM-DD' (every year; 11-24 to 01-06 spans New Year), both included. */
  season?: { from: string; to: string } | null;
}

export interface BookingMenu {
  id: string;
  name: string;
  description?: string;
  /** The days and hours it is available (and its season); none means whenever the occasion is served. */
  serviceWindow?: ServiceWindow | null;
}

export interface BookingArea {
  id: string;
  name: string;
}

export interface Slot {
  /** HH:MM in the restaurant's local time. */
  time: string;
  canEnquire: boolean;
}

/** The party sizes an occasion takes. (The API's "restrictions" call answers the occasions these come from.) */
export interface CoverLimits {
  minCovers: number;
  maxCovers: number;
}

export interface BookingRequirements {
  isPlaceAsEnquiryEnabled: boolean;
  isCardGuaranteeRequired: boolean;
}

/** 'event' and 'enquiry' are the two special outcomes; '' is a standard booking. */
export type BookingType = 'event' | 'enquiry' | '';
