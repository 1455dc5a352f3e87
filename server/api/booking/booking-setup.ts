// A restaurant's booking set-up as stored with it (occasions, areas, menus, service times, capacity),
// read defensively, and the questions the booking calls ask of it. The limits a request must keep (the
// party, the date, the time) are core's rules, the same the site's booking journey applies: limitsOf,
// the booking window, readCalendarDate and readTime; this file only turns their answers into 400s.
import { sql } from 'kysely';
import { BOOKING, SITE } from '@tavola/core/constants';
import { dateBeyondHorizonMessage, ErrorCode, errorMessage, MESSAGES } from '@tavola/core/errors';
import {
  bookingDateProblem,
  bookingWindow,
  limitsOf,
  readCalendarDate,
  readCutoffMinutes,
  readTime,
  type BookingArea,
  type BookingMenu,
  type CalendarDateText,
  waitlistLargestParty,
  waitlistPartyRefusal,
  type Occasion,
} from '@tavola/core/booking';
import type { OpeningHours, OpeningHoursOverride } from '@tavola/core/opening-hours';
import type { Db } from '../db/database';
import { readCache } from '../db/read-cache';
import { ApiError } from '../http/api-error';
import type { ServicePeriod } from '../seed/seed.types';

export interface BookingSetup {
  storeId: string;
  title: string;
  email: string;
  phone: string;
  address: string;
  /** The restaurant's page on the site ('/restaurants/london/oxford-circus'): hours, map and directions. */
  pagePath?: string;
  hours: OpeningHours;
  overrides: OpeningHoursOverride[];
  occasions: Occasion[];
  areas: BookingArea[];
  menus: BookingMenu[];
  coversPerSlot: number;
  slotMinutes: number;
  serviceTimes: ServicePeriod[];
  cardGuaranteeAbove: number;
  enquiryEnabled: boolean;
  bookingDisabled: boolean;
  bookingDisabledMessage: string | null;
  onlineBookingSupported: boolean;
  /** Days after today that can be booked (the API's BOOKING_HORIZON_DAYS); BOOKING.horizonDays when absent. */
  horizonDays?: number;
  /** Minutes before a booking when online changes stop (core's readCutoffMinutes: MANAGE_BOOKING.cutoffMinutes unless set). */
  manageCutoffMinutes?: number;
  /** Booked only through its live widget (SevenRooms): direct bookings are refused with code 1. */
  bookATableWidgetId?: string | null;
  timeZone: string;
}

type Row = { store_id: string; title: string; slug: string; city: string; data: Record<string, unknown>; booking: Record<string, unknown> };

export async function loadBookingSetup(db: Pick<Db, 'selectFrom'>, storeId: string): Promise<BookingSetup> {
  const row = (await db
    .selectFrom('restaurants')
    .select(['store_id', 'title', 'slug', 'city', 'data', 'booking'])
    .where(sql`lower(store_id)`, '=', storeId.toLowerCase())
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw new ApiError('NOT_FOUND', MESSAGES.defaultError, undefined, ErrorCode.RestaurantNotFound);
  return toBookingSetup(row);
}

/**
 * How long a booking create reuses a restaurant's set-up it read (not in the spec; issue 15, item 4: the read
 * was one of a create's few database round trips). The API has no call that changes a restaurant, so a
 * change made in the database (by hand, a seed, another tool) reaches the create calls within this long; the
 * other booking calls (occasions, slots, calendar, requirements) read it every time.
 */
export const BOOKING_SETUP_CACHE_MS = 10_000;

const setups = readCache<BookingSetup>(BOOKING_SETUP_CACHE_MS);

/**
 * loadBookingSetup's answer, read again once BOOKING_SETUP_CACHE_MS old, per database handle and store id
 * (any case). An unknown restaurant is never kept (its read fails), so unknown ids do not fill it.
 */
export function cachedBookingSetup(db: Pick<Db, 'selectFrom'>, storeId: string, now?: () => number): Promise<BookingSetup> {
  return setups.get(db, storeId.toLowerCase(), () => loadBookingSetup(db, storeId), now);
}

/** Several restaurants' set-ups in one query, keyed by upper-case store id; unknown ids are absent. */
export async function loadBookingSetups(db: Pick<Db, 'selectFrom'>, storeIds: string[]): Promise<Map<string, BookingSetup>> {
  if (storeIds.length === 0) return new Map();
  const rows = (await db
    .selectFrom('restaurants')
    .select(['store_id', 'title', 'slug', 'city', 'data', 'booking'])
    .where(sql`lower(store_id)`, 'in', storeIds.map((id) => id.toLowerCase()))
    .execute()) as Row[];
  return new Map(rows.map((row) => [row.store_id.toUpperCase(), toBookingSetup(row)]));
}

function toBookingSetup(row: Row): BookingSetup {
  const b = row.booking;
  const d = row.data;
  return {
    storeId: row.store_id,
    title: row.title,
    email: text(d.email),
    phone: text(d.phone),
    address: [text(d.address), text(d.postcode)].filter(Boolean).join(', '),
    pagePath: `/restaurants/${encodeURIComponent(row.city)}/${encodeURIComponent(row.slug)}`,
    hours: d as OpeningHours,
    overrides: Array.isArray(d.overrides) ? (d.overrides as OpeningHoursOverride[]) : [],
    occasions: Array.isArray(b.occasions) ? (b.occasions as Occasion[]) : [],
    areas: Array.isArray(b.areas) ? (b.areas as BookingArea[]) : [],
    menus: Array.isArray(b.bookingMenus) ? (b.bookingMenus as BookingMenu[]) : [],
    coversPerSlot: positive(b.coversPerSlot, 0),
    slotMinutes: positive(b.slotMinutes, BOOKING.suggestedTimeRoundingMinutes),
    serviceTimes: Array.isArray(b.serviceTimes) ? (b.serviceTimes as ServicePeriod[]) : [],
    cardGuaranteeAbove: positive(b.cardGuaranteeAbove, BOOKING.maxCovers),
    enquiryEnabled: b.enquiryEnabled === true,
    bookingDisabled: b.bookingDisabled === true,
    bookingDisabledMessage: typeof b.bookingDisabledMessage === 'string' && b.bookingDisabledMessage ? b.bookingDisabledMessage : null,
    onlineBookingSupported: b.onlineBookingSupported !== false,
    manageCutoffMinutes: readCutoffMinutes(b.manageCutoffMinutes),
    bookATableWidgetId: typeof d.bookATableWidgetId === 'string' && d.bookATableWidgetId.trim() ? d.bookATableWidgetId : null,
    timeZone: SITE.defaultTimeZone,
  };
}

/** The catalogue code that stops a restaurant being booked online, or null when it can be. */
export function bookableCode(setup: BookingSetup): ErrorCode | null {
  if (!setup.onlineBookingSupported || (setup.bookATableWidgetId ?? null) !== null) return ErrorCode.BookingNotSupported;
  if (setup.bookingDisabled) return setup.bookingDisabledMessage ? ErrorCode.DisabledBookingCustomMessage : ErrorCode.BookingDisabled;
  return null;
}

/** Refuses a restaurant that cannot be booked online, with the catalogue's code and message. */
export function assertBookable(setup: BookingSetup): void {
  const code = bookableCode(setup);
  if (code === null) return;
  const message = code === ErrorCode.DisabledBookingCustomMessage ? (setup.bookingDisabledMessage as string) : errorMessage(code);
  throw new ApiError('CONFLICT', message, undefined, code);
}

export function findOccasion(setup: BookingSetup, occasionId: string, field = 'occasionId'): Occasion {
  const occasion = setup.occasions.find((o) => String(o.id) === occasionId);
  if (!occasion) throw new ApiError('CONFLICT', MESSAGES.noAvailableOccasion, field, ErrorCode.NoAvailableOccasion);
  return occasion;
}

/** Covers must fit the occasion's limits as core reads them (limitsOf: whole numbers, 1 to BOOKING.maxCovers). */
export function assertCovers(occasion: Occasion, adults: number, children: number, field = 'adults'): number {
  const covers = adults + children;
  const { minCovers, maxCovers } = limitsOf(occasion);
  if (covers < minCovers || covers > maxCovers) {
    throw new ApiError('VALIDATION', `Adults and children together must be between ${minCovers} and ${maxCovers} for ${occasion.name}`, field);
  }
  return covers;
}

type PartyLimits = Pick<BookingSetup, 'coversPerSlot' | 'cardGuaranteeAbove'>;

/**
 * An occasion as the API offers it: its cover limits are core's (never above BOOKING.maxCovers), and the
 * largest party its waitlist takes here (core's waitlistLargestParty), so "Notify me" is never offered to a
 * party the waitlist would refuse.
 */
export function offeredOccasion(occasion: Occasion, setup: PartyLimits): Occasion {
  const { minCovers, maxCovers } = limitsOf(occasion);
  const waitlistMaxCovers = waitlistLargestParty({ coversPerSlot: setup.coversPerSlot, cardGuaranteeAbove: setup.cardGuaranteeAbove, maxCovers });
  return { ...occasion, minimumCovers: minCovers, maximumCovers: maxCovers, waitlistMaxCovers };
}

/** Why the waitlist refuses a party of `covers` for `occasion` here (core's waitlistPartyRefusal), or null. */
export function waitlistRefusalOf(setup: PartyLimits, occasion: Occasion, covers: number) {
  return waitlistPartyRefusal(covers, { coversPerSlot: setup.coversPerSlot, cardGuaranteeAbove: setup.cardGuaranteeAbove, maxCovers: limitsOf(occasion).maxCovers });
}

/**
 * A date a booking call may ask about: a real calendar date written 'YYYY-MM-DD' (core's readCalendarDate)
 * and no later than the booking window's last day (core's bookingWindow, BOOKING.horizonDays after today
 * in the restaurant's zone); else 400 naming `field`. A past date passes: its day simply has no slots,
 * which each call answers in its own words, as before.
 */
export function bookableDate(
  value: unknown,
  field: string,
  nowMs: number,
  timeZone: string = SITE.defaultTimeZone,
  horizonDays: number = BOOKING.horizonDays,
): CalendarDateText {
  const date = readCalendarDate(value);
  if (date === null || date !== value) throw new ApiError('VALIDATION', `${field} is not a real date`, field);
  if (bookingDateProblem(date, bookingWindow(nowMs, { timeZone, horizonDays })) === 'beyondHorizon') {
    throw new ApiError('VALIDATION', dateBeyondHorizonMessage(horizonDays), field);
  }
  return date;
}

/** 'YYYY-MM-DD', the date part of a dining date-time; its time follows the 'T'. */
const DATE_TEXT_LENGTH = 10;

/** The booking's time ('HH:MM', core's readTime), which the dining date-time must name too; else 400. */
export function bookingTime(diningDateTime: string, time: string, field = 'data.bookingTime'): string {
  const booked = readTime(time);
  if (booked === null) throw new ApiError('VALIDATION', 'Booking time is not a time of day', field);
  if (readTime(diningDateTime.slice(DATE_TEXT_LENGTH + 1)) !== booked) {
    throw new ApiError('VALIDATION', 'Booking time must match the time in the dining date-time', field);
  }
  return booked;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}
