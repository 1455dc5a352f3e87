// The booking calls of spec section 7 (/api/booking/*), with the answer rules applied by the adapter.
import type { ApiResult } from '../shared/api-result';
import type { BookingArea, BookingMenu, BookingRequirements, Occasion, Slot } from '../booking/booking.models';
import type { MonthAvailability } from '../booking/availability-calendar';
import type { DinerNeeds } from '../booking/diner-needs';
import { portToken } from '../shared/port-token';

export interface AvailabilityRequest {
  stores: Array<{ storeId: string; miles: number }>;
  /** YYYY-MM-DD */
  date: string;
  adultCovers: number;
  childrenCovers: number;
}

export interface StoreAvailability {
  storeId: string;
  available: boolean;
  times: Slot[];
}

/** Availability on HTTP 200; otherwise `{success:false, message:'Error checking availability'}`. */
export type AvailabilityAnswer =
  | { success: true; stores: StoreAvailability[] }
  | { success: false; message: string };

export interface CoversQuery {
  occasionId: string;
  children: number;
  adults: number;
}

export interface AreasQuery extends CoversQuery {
  /** YYYY-MM-DD */
  dates: string;
}

export interface MenusQuery extends AreasQuery {
  /** HH:MM: only the menus served at that time; without it, those served at some time that day. */
  time?: string;
}

export interface SlotsQuery extends AreasQuery {
  menuIds: string;
  /** 'null' when no area is chosen. */
  areaId: string;
}

/** A month of day statuses for a party; without an occasion, a day counts if any occasion has a table. */
export interface MonthAvailabilityQuery {
  /** 'YYYY-MM' */
  month: string;
  adults: number;
  children: number;
  occasionId?: string;
}

export interface RequirementsQuery extends CoversQuery {
  bookingDate: string;
  menuId: string;
  time: string;
  areaId?: string;
}

export interface BookingCustomerPayload {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
}

export interface CreateBookingData {
  occasionId: string;
  adultCovers: number;
  childCovers: number;
  /** Local date-time of the booking, ISO 8601 without zone (YYYY-MM-DDTHH:mm:ss). */
  diningDateTime: string;
  /** HH:MM */
  bookingTime: string;
  menuId: string | null;
  areaId: string | null;
  customer: BookingCustomerPayload;
  /** The party's needs (issue 14, item 5), when any are ticked: core/booking's DinerNeeds. */
  needs?: DinerNeeds;
  /** Payment customer id when a card guarantee was taken. */
  braintreeCustomerId?: string | null;
}

export interface BookingConfirmation {
  bookingReference: string;
  /** 0 when confirmed; 9 when the slot was taken meanwhile. */
  bookingStatus: number;
  /** A table booked: its manage page (an absolute http(s) address on the site), when the API gives one (issue 14). */
  manageUrl?: string;
}

export interface BookingApiPort {
  getOccasions(storeId: string, date: string): Promise<ApiResult<Occasion[]>>;
  checkAvailability(request: AvailabilityRequest): Promise<AvailabilityAnswer>;
  getAreas(storeId: string, query: AreasQuery): Promise<ApiResult<BookingArea[]>>;
  getMenus(storeId: string, query: MenusQuery): Promise<ApiResult<BookingMenu[]>>;
  /** Slots come from dates[0].times. */
  getSlots(storeId: string, query: SlotsQuery): Promise<ApiResult<Slot[]>>;
  getRequirements(storeId: string, query: RequirementsQuery): Promise<ApiResult<BookingRequirements>>;
  /** The availability calendar: each day of a month available, full or closed (with the reason). */
  getMonthAvailability(storeId: string, query: MonthAvailabilityQuery): Promise<ApiResult<MonthAvailability>>;
  createEvent(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>>;
  createEnquiry(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>>;
  createBooking(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>>;
}

/** How a create call is sent. */
export interface CreateOptions {
  /**
   * The Idempotency-Key to send: the booking use-case's own, kept until the API answers, so a create tried
   * again after no answer is the same request and books at most once. Absent: a fresh key per call.
   */
  idempotencyKey?: string;
}

export const BookingApiToken = portToken<BookingApiPort>('BookingApiPort');
