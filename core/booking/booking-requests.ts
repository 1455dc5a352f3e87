// The booking calls' queries and the create-booking data (spec section 7), built from the journey's state.
// Each builder answers null while the journey lacks what the call needs, so no half-made request is sent.
import { BOOKING } from '../constants';
import type {
  AreasQuery,
  CreateBookingData,
  MenusQuery,
  RequirementsQuery,
  SlotsQuery,
} from '../ports/booking-api.port';
import { customerPayload, isCustomerValid } from './booking-customer';
import { hasNeeds } from './diner-needs';
import { atTime, type CalendarDateText } from './booking-date-time';
import { selectedDay, type BookingJourney } from './booking-journey';
import type { BookingType } from './booking.models';

/** A call to /api/booking/{call}/{storeId} with its query. */
export interface BookingQuery<Q> {
  readonly storeId: string;
  readonly query: Q;
}

/** GET /api/booking/occasions/{storeId}?date (the spec's "restrictions" call) */
export interface OccasionsQuery {
  /** YYYY-MM-DD */
  date: CalendarDateText;
}

/** A booking to make: which call (by its booking type: 'event', 'enquiry', or '' for create) and its data. */
export interface CreateBookingRequest {
  readonly storeId: string;
  readonly bookingType: BookingType;
  readonly data: CreateBookingData;
}

export function occasionsQuery(state: BookingJourney): BookingQuery<OccasionsQuery> | null {
  const date = selectedDay(state);
  return state.storeId === null || date === null ? null : { storeId: state.storeId, query: { date } };
}

/** ?occasionId&children&adults&dates */
export function areasQuery(state: BookingJourney): BookingQuery<AreasQuery> | null {
  const base = partyQuery(state);
  return base === null ? null : { storeId: base.storeId, query: { ...base.covers, dates: base.date } };
}

/**
 * ?occasionId&children&adults&dates: the menus served that day. The time is left out, since the menu is chosen
 * before the time (a menu's hours then narrow the slots) and a time not yet chosen would hide lunch menus.
 */
export function menusQuery(state: BookingJourney): BookingQuery<MenusQuery> | null {
  return areasQuery(state);
}

/** ?occasionId&children&adults&dates&menuIds&areaId, areaId 'null' and menuIds '' when none is chosen. */
export function slotsQuery(state: BookingJourney): BookingQuery<SlotsQuery> | null {
  const base = partyQuery(state);
  if (base === null) return null;
  const query: SlotsQuery = {
    ...base.covers,
    dates: base.date,
    menuIds: state.selectedMenu === null ? '' : String(state.selectedMenu.id),
    areaId: state.selectedArea === null ? BOOKING.noAreaQueryValue : String(state.selectedArea.id),
  };
  return { storeId: base.storeId, query };
}

/** ?occasionId&children&adults&bookingDate&menuId&time&areaId, areaId left out when none is chosen. */
export function requirementsQuery(state: BookingJourney): BookingQuery<RequirementsQuery> | null {
  const base = partyQuery(state);
  if (base === null || state.selectedBookingTime === null) return null;
  const query: RequirementsQuery = {
    ...base.covers,
    bookingDate: base.date,
    menuId: state.selectedMenu === null ? '' : String(state.selectedMenu.id),
    time: state.selectedBookingTime,
  };
  if (state.selectedArea !== null) query.areaId = String(state.selectedArea.id);
  return { storeId: base.storeId, query };
}

/**
 * The booking to make, or null until it can be made: a restaurant, occasion, party within the limits,
 * date and time, valid customer details, and the payment customer id when a card guarantee is required.
 * An enquiry-only booking goes as an enquiry; the caller passes 'event' for the events call. The card
 * guarantees a table or an event (the API holds their covers); an enquiry, which takes none, needs none.
 */
export function createBookingRequest(state: BookingJourney, bookingType?: BookingType): CreateBookingRequest | null {
  const base = partyQuery(state);
  const time = state.selectedBookingTime;
  if (base === null || time === null || state.thanks || !isCustomerValid(state.customer)) return null;
  const type: BookingType = bookingType ?? (state.isEnquiry ? 'enquiry' : '');
  if (type !== 'enquiry' && state.creditCardRequired && state.braintreeCustomerId === '') return null;
  const data: CreateBookingData = {
    occasionId: base.covers.occasionId,
    adultCovers: state.adultCovers,
    childCovers: state.childCovers,
    diningDateTime: atTime(base.date, time),
    bookingTime: time,
    menuId: state.selectedMenu === null ? null : String(state.selectedMenu.id),
    areaId: state.selectedArea === null ? null : String(state.selectedArea.id),
    customer: customerPayload(state.customer),
    braintreeCustomerId: state.braintreeCustomerId === '' ? null : state.braintreeCustomerId,
  };
  // The party's needs go only when some are ticked: a booking without any is the spec's request as it was.
  if (state.needs !== undefined && hasNeeds(state.needs)) data.needs = state.needs;
  return { storeId: base.storeId, bookingType: type, data };
}

interface PartyQuery {
  storeId: string;
  date: CalendarDateText;
  covers: { occasionId: string; children: number; adults: number };
}

// What every booking call needs: where, which occasion, when, and a party the occasion accepts.
function partyQuery(state: BookingJourney): PartyQuery | null {
  const date = selectedDay(state);
  const { storeId, selectedOccasion: occasion, coverLimits, coverSize } = state;
  if (storeId === null || occasion === null || date === null) return null;
  if (coverSize < coverLimits.minCovers || coverSize > coverLimits.maxCovers) return null;
  return {
    storeId,
    date,
    covers: { occasionId: String(occasion.id), children: state.childCovers, adults: state.adultCovers },
  };
}
