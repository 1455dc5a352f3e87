// Booking data as the booking API sends it and the journey keeps it (spec sections 3 and 7).

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
}

export interface BookingMenu {
  id: string;
  name: string;
  description?: string;
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
