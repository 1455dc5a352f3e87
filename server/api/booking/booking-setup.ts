// A restaurant's booking set-up as stored with it (occasions, areas, menus, service times, capacity),
// read defensively, and the questions the booking calls ask of it.
import { sql } from 'kysely';
import { BOOKING, SITE } from '@tavola/core/constants';
import { ErrorCode, errorMessage, MESSAGES } from '@tavola/core/errors';
import type { BookingArea, BookingMenu, Occasion } from '@tavola/core/booking';
import type { OpeningHours, OpeningHoursOverride } from '@tavola/core/opening-hours';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { ServicePeriod } from '../seed/seed.types';

export interface BookingSetup {
  storeId: string;
  title: string;
  email: string;
  phone: string;
  address: string;
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
  timeZone: string;
}

type Row = { store_id: string; title: string; data: Record<string, unknown>; booking: Record<string, unknown> };

export async function loadBookingSetup(db: Pick<Db, 'selectFrom'>, storeId: string): Promise<BookingSetup> {
  const row = (await db
    .selectFrom('restaurants')
    .select(['store_id', 'title', 'data', 'booking'])
    .where(sql`lower(store_id)`, '=', storeId.toLowerCase())
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw new ApiError('NOT_FOUND', MESSAGES.defaultError, undefined, ErrorCode.RestaurantNotFound);
  return toBookingSetup(row);
}

/** Several restaurants' set-ups in one query, keyed by upper-case store id; unknown ids are absent. */
export async function loadBookingSetups(db: Pick<Db, 'selectFrom'>, storeIds: string[]): Promise<Map<string, BookingSetup>> {
  if (storeIds.length === 0) return new Map();
  const rows = (await db
    .selectFrom('restaurants')
    .select(['store_id', 'title', 'data', 'booking'])
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
    timeZone: SITE.defaultTimeZone,
  };
}

/** The catalogue code that stops a restaurant being booked online, or null when it can be. */
export function bookableCode(setup: BookingSetup): ErrorCode | null {
  if (!setup.onlineBookingSupported) return ErrorCode.BookingNotSupported;
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

/** Covers must fit the occasion and the booking limit of 15. */
export function assertCovers(occasion: Occasion, adults: number, children: number, field = 'adults'): number {
  const covers = adults + children;
  const max = Math.min(occasion.maximumCovers, BOOKING.maxCovers);
  if (covers < occasion.minimumCovers || covers > max) {
    throw new ApiError(
      'VALIDATION',
      `Adults and children together must be between ${occasion.minimumCovers} and ${max} for ${occasion.name}`,
      field,
    );
  }
  return covers;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}
