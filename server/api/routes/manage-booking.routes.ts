// Manage my booking (issue 14, item 1): a diner's table booking read, amended or cancelled through its
// signed link's token, or found by booking reference and e-mail. Core decides what a token says, when it
// expires, the cut-off and what an amendment may be (@tavola/core/booking's manage rules); this module runs
// the restaurant's own checks with the booking calls' code (its slot schedule, service windows and the
// atomic capacity of booking-capacity.ts) and queues each change's e-mail with its updated .ics through the
// outbox, in the same transaction as the change.
import type { Request, Router } from 'express';
import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { IsInt, IsString, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  beforeCutoff,
  bookingWindow,
  cancellationProblem,
  isServedAt,
  limitsOf,
  manageProblem,
  manageTokenExpired,
  menusForOccasion,
  needsInWords,
  planAmendment,
  readDinerNeeds,
  type ManageProblemKey,
  type Occasion,
} from '@tavola/core/booking';
import { BOOKING, MANAGE_BOOKING } from '@tavola/core/constants';
import { ErrorCode } from '@tavola/core/errors';
import type { ApiDependencies } from '../api-dependencies';
import type { BookingChange, ConfirmedBooking } from '../booking/booking-confirmation';
import { bookedCovers, moveCovers, releaseCovers } from '../booking/booking-capacity';
import { bookableCode, loadBookingSetup, type BookingSetup } from '../booking/booking-setup';
import { manageLinksOf } from '../booking/manage-link';
import { cancelReminders, remindedBooking, scheduleReminders } from '../booking/reminders';
import { dineInHours, serviceSlots } from '../booking/slot-schedule';
import type { BookingsTable, Database } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { brandOf, type Brand } from '../email/templates/brand';
import { bookingChangeEmail } from '../email/templates/booking.emails';
import { ApiError, type ApiErrorKind } from '../http/api-error';
import { parseBody } from '../http/request-validation';
import { answer, route } from '../http/route';
import { occasionSlots, slotOffers } from './booking.routes';

/**
 * The manage calls as Express paths under /api, for the rate limiter (issue 13, item 1: express-rate-limit
 * with one configuration table): the lookup and the token calls are where a guesser would knock, so they
 * belong in its table. Nothing here limits them itself.
 */
export const MANAGE_BOOKING_ROUTES = {
  lookup: '/api/booking/manage/lookup',
  booking: '/api/booking/manage/:token',
  times: '/api/booking/manage/:token/times',
  amend: '/api/booking/manage/:token/amend',
  cancel: '/api/booking/manage/:token/cancel',
} as const;

export class ManageLookupDto {
  @Matches(/^[A-Za-z0-9]{4,16}$/, { message: 'invalid' })
  reference!: string;

  /** Compared with the booking's e-mail, trimmed and in any case; its shape is not judged (nothing to tell). */
  @IsString({ message: 'invalid' })
  @MaxLength(254, { message: 'tooLong' })
  email!: string;
}

export class ManageAmendDto {
  @IsOptional()
  @IsInt({ message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(BOOKING.maxCovers, { message: 'outOfRange' })
  adults?: number;

  @IsOptional()
  @IsInt({ message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(BOOKING.maxCovers, { message: 'outOfRange' })
  children?: number;

  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid' })
  date?: string;

  @IsOptional()
  @Matches(/^\d{2}:\d{2}$/, { message: 'invalid' })
  time?: string;
}

/** Cancel takes an empty object: any field in it is refused, like an unknown field anywhere. */
function assertEmptyBody(body: unknown): void {
  const fields = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  if (fields.length > 0) throw new ApiError('VALIDATION', `${fields[0]} is not a field of this request`, fields[0]);
}

export class ManageTimesQueryDto {
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid' })
  date!: string;

  @Matches(/^\d{1,2}$/, { message: 'invalid' })
  covers!: string;
}

/** The booking's columns a manage call reads, typed by the schema (server/api/db/schema.ts), not copied from it. */
const BOOKING_COLUMNS = ['id', 'reference', 'store_id', 'kind', 'status', 'occasion_id', 'dining_date', 'dining_time', 'adult_covers', 'child_covers', 'menu_id', 'customer', 'payment_customer_id', 'sequence', 'needs'] as const;
type BookingRow = Pick<Selectable<BookingsTable>, (typeof BOOKING_COLUMNS)[number]>;

/** Where each refusal goes: its HTTP kind and the field it names. */
const REFUSALS: Record<ManageProblemKey, { kind: ApiErrorKind; field?: string; code?: number }> = {
  linkInvalid: { kind: 'LINK_INVALID' },
  linkExpired: { kind: 'LINK_EXPIRED' },
  lookupNotFound: { kind: 'NOT_FOUND' },
  cancelled: { kind: 'BOOKING_CANCELLED' },
  cutOff: { kind: 'CHANGE_CLOSED' },
  newTimeWithinCutOff: { kind: 'CHANGE_CLOSED', field: 'time' },
  nothingChanged: { kind: 'VALIDATION' },
  partyOutOfRange: { kind: 'VALIDATION', field: 'adults' },
  dateInvalid: { kind: 'VALIDATION', field: 'date' },
  datePast: { kind: 'VALIDATION', field: 'date' },
  dateBeyondHorizon: { kind: 'VALIDATION', field: 'date' },
  timeInvalid: { kind: 'VALIDATION', field: 'time' },
  dayClosed: { kind: 'CONFLICT', field: 'date' },
  timeNotOffered: { kind: 'CONFLICT', field: 'time' },
  slotFull: { kind: 'CONFLICT', field: 'time', code: ErrorCode.NoFreeSlot },
  cardNeeded: { kind: 'CONFLICT', field: 'adults', code: ErrorCode.NeedCreditCard },
  notBookableOnline: { kind: 'CONFLICT' },
};

function refusal(problem: { key: ManageProblemKey; message: string }): ApiError {
  const { kind, field, code } = REFUSALS[problem.key];
  return new ApiError(kind, problem.message, field, code);
}

const refuse = (key: ManageProblemKey, detail?: Parameters<typeof manageProblem>[1]) => refusal(manageProblem(key, detail));

export function manageBookingRoutes(router: Router, deps: ApiDependencies): void {
  const { db, clock } = deps;
  const horizonDays = deps.config.bookingHorizonDays;
  const links = manageLinksOf(deps);

  /** The booking a token names, when the token is ours, unexpired, and names a table booking that exists. */
  async function bookingOf(req: Request, trx?: Transaction<Database>): Promise<{ row: BookingRow; token: string }> {
    await links.ready();
    const token = String(req.params.token ?? '');
    const claims = links.verify(token);
    if (claims === null) throw refuse('linkInvalid');
    const query = (trx ?? db)
      .selectFrom('bookings')
      .select(BOOKING_COLUMNS)
      .where('reference', '=', claims.reference)
      .where('kind', '=', 'booking');
    // Inside a change, the booking's row is locked: two changes of one booking take turns.
    const row = (await (trx ? query.forUpdate() : query).executeTakeFirst()) as BookingRow | undefined;
    if (row === undefined) throw refuse('linkInvalid');
    // A link made for another date (before the booking moved) still opens it until that date has passed.
    if (manageTokenExpired(claims.expiresOn, clock.now())) throw refuse('linkExpired');
    return { row, token };
  }

  const setupOf = async (storeId: string): Promise<BookingSetup> => ({ ...(await loadBookingSetup(db, storeId)), horizonDays });

  function occasionOf(setup: BookingSetup, row: BookingRow): Occasion | null {
    return setup.occasions.find((o) => String(o.id) === row.occasion_id) ?? null;
  }

  function cutoffOf(setup: BookingSetup): number {
    return setup.manageCutoffMinutes ?? MANAGE_BOOKING.cutoffMinutes;
  }

  /** The booking as the manage page shows it, with the link for its current date. */
  function view(setup: BookingSetup, row: BookingRow) {
    const occasion = occasionOf(setup, row);
    const limits = occasion === null ? { minCovers: 1, maxCovers: BOOKING.maxCovers } : limitsOf(occasion);
    const window = bookingWindow(clock.now(), { timeZone: setup.timeZone, horizonDays });
    const token = links.token(row.reference, row.dining_date) ?? '';
    const cancelled = row.status === 'cancelled';
    return {
      reference: row.reference,
      token,
      manageUrl: links.url(token),
      status: cancelled ? 'cancelled' : 'confirmed',
      storeId: setup.storeId,
      restaurantName: setup.title,
      restaurantAddress: setup.address,
      restaurantPhone: setup.phone,
      occasionName: occasion?.name ?? '',
      date: row.dining_date,
      time: row.dining_time,
      adults: row.adult_covers,
      children: row.child_covers,
      covers: row.adult_covers + row.child_covers,
      specialRequest: typeof row.customer.specialRequest === 'string' ? row.customer.specialRequest : '',
      // The party's needs as core's DinerNeeds (none for a booking made without any), for the diner's page
      // and for the restaurant reading the booking.
      needs: readDinerNeeds(row.needs),
      changeable: !cancelled && bookableCode(setup) === null && beforeCutoff(row.dining_date, row.dining_time, clock.now(), cutoffOf(setup), setup.timeZone),
      cutoffMinutes: cutoffOf(setup),
      limits: { minCovers: limits.minCovers, maxCovers: limits.maxCovers },
      window: { first: window?.first ?? '', last: window?.last ?? '' },
    };
  }

  function changedBooking(setup: BookingSetup, row: BookingRow, manageUrl: string | undefined): ConfirmedBooking {
    const customer = row.customer as { firstName?: string; lastName?: string; email?: string; specialRequest?: string };
    return {
      reference: row.reference,
      kind: 'booking',
      date: row.dining_date,
      time: row.dining_time,
      covers: row.adult_covers + row.child_covers,
      occasionName: occasionOf(setup, row)?.name ?? '',
      customer: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email ?? '', specialRequest: customer.specialRequest ?? '' },
      needs: needsInWords(readDinerNeeds(row.needs)),
      siteUrl: deps.config.publicBaseUrl,
      manageUrl,
      sequence: row.sequence,
    };
  }

  /** Queues the e-mail of a change; answers the brand it was written in, for the reminders that follow. */
  async function queueChangeEmail(trx: Transaction<Database>, setup: BookingSetup, row: BookingRow, change: BookingChange): Promise<Brand> {
    const token = change === 'amended' ? links.token(row.reference, row.dining_date) : null;
    const brand = await brandOf(trx, deps.config.publicBaseUrl);
    await enqueueEmail(trx, await bookingChangeEmail(brand, setup, changedBooking(setup, row, token === null ? undefined : links.url(token)), change));
    return brand;
  }

  // The same answer for a wrong reference and a wrong e-mail (and for an event or an enquiry, which have no
  // link): nothing says whether a reference exists.
  router.post(
    '/booking/manage/lookup',
    route(async (req) => {
      const body = parseBody(ManageLookupDto, req.body);
      await links.ready();
      const row = await db
        .selectFrom('bookings')
        .select(['reference', 'dining_date', 'customer'])
        .where('reference', '=', body.reference.toUpperCase())
        .where('kind', '=', 'booking')
        .executeTakeFirst();
      const email = String((row?.customer as { email?: unknown } | undefined)?.email ?? '');
      if (row === undefined || email.trim().toLowerCase() !== body.email.trim().toLowerCase()) throw refuse('lookupNotFound');
      const token = links.token(row.reference, row.dining_date);
      if (token === null) throw refuse('lookupNotFound');
      return answer({ token, manageUrl: links.url(token) });
    }),
  );

  router.get(
    '/booking/manage/:token',
    route(async (req) => {
      const { row } = await bookingOf(req);
      // A cancelled booking's link is spent: it says so rather than showing a booking that is no more.
      if (row.status === 'cancelled') throw refuse('cancelled');
      return answer(view(await setupOf(row.store_id), row));
    }),
  );

  // The times the booking could move to on a date for a party: the occasion's service times that day with
  // room for the party, this booking's own covers counted as free in its own slot, after the cut-off.
  router.get(
    '/booking/manage/:token/times',
    route(async (req) => {
      const q = parseBody(ManageTimesQueryDto, { ...(req.query as Record<string, unknown>) });
      const { row } = await bookingOf(req);
      if (row.status === 'cancelled') throw refuse('cancelled');
      const setup = await setupOf(row.store_id);
      const occasion = occasionOf(setup, row);
      if (occasion === null || bookableCode(setup) !== null) throw refuse('notBookableOnline');
      const covers = Number(q.covers);
      const { minCovers, maxCovers } = limitsOf(occasion);
      if (covers < minCovers || covers > maxCovers) throw refuse('partyOutOfRange', { minCovers, maxCovers });
      const menu = row.menu_id === null ? null : (menusForOccasion(setup.menus, occasion).find((m) => String(m.id) === row.menu_id) ?? null);
      const served = occasionSlots(setup, occasion, q.date, clock.now(), menu ? [menu.serviceWindow] : []);
      const booked = await bookedCovers(db, setup.storeId, q.date);
      if (q.date === row.dining_date) booked.set(row.dining_time, (booked.get(row.dining_time) ?? 0) - (row.adult_covers + row.child_covers));
      const times = slotOffers({ ...setup, enquiryEnabled: false }, served, booked, covers).filter((slot) =>
        beforeCutoff(q.date, slot.time, clock.now(), cutoffOf(setup), setup.timeZone),
      );
      return answer({ date: q.date, times });
    }),
  );

  router.post(
    '/booking/manage/:token/amend',
    route(async (req) => {
      const change = parseBody(ManageAmendDto, req.body);
      // The restaurant's set-up is read before the transaction (the embedded database has one connection).
      const setup = await setupOf((await bookingOf(req)).row.store_id);
      const result = await db.transaction().execute(async (trx) => {
        const { row } = await bookingOf(req, trx);
        const occasion = occasionOf(setup, row);
        if (occasion === null || bookableCode(setup) !== null) throw refuse('notBookableOnline');
        const plan = planAmendment(
          {
            status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
            date: row.dining_date,
            time: row.dining_time,
            adults: row.adult_covers,
            children: row.child_covers,
            hasCard: row.payment_customer_id !== null,
          },
          change,
          { nowMs: clock.now(), timeZone: setup.timeZone, horizonDays, cutoffMinutes: cutoffOf(setup), limits: limitsOf(occasion), cardGuaranteeAbove: setup.cardGuaranteeAbove },
        );
        if (!plan.ok) throw refusal(plan.problem);
        const next = plan.amendment;
        if (next.moves) {
          // The restaurant's own day and times: its hours that date, the occasion's window, the menu's.
          if (dineInHours(setup, next.date) === null || !isServedAt(occasion.serviceWindow, next.date)) throw refuse('dayClosed');
          const menu = row.menu_id === null ? null : (menusForOccasion(setup.menus, occasion).find((m) => String(m.id) === row.menu_id) ?? null);
          if (!occasionSlots(setup, occasion, next.date, clock.now(), menu ? [menu.serviceWindow] : []).includes(next.time)) throw refuse('timeNotOffered');
          if (!serviceSlots(setup, next.date, clock.now()).includes(next.time)) throw refuse('timeNotOffered');
        }
        const moved = await moveCovers(
          trx,
          { storeId: setup.storeId, date: row.dining_date, time: row.dining_time, covers: row.adult_covers + row.child_covers },
          { storeId: setup.storeId, date: next.date, time: next.time, covers: next.covers, capacity: setup.coversPerSlot },
        );
        // Nothing is changed: the transaction rolls back with the refusal.
        if (!moved) throw refuse('slotFull');
        const updated: BookingRow = {
          ...row,
          dining_date: next.date,
          dining_time: next.time,
          adult_covers: next.adults,
          child_covers: next.children,
          sequence: row.sequence + 1,
        };
        await trx
          .updateTable('bookings')
          .set({
            dining_date: next.date,
            dining_time: next.time,
            adult_covers: next.adults,
            child_covers: next.children,
            sequence: sql<number>`sequence + 1`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', row.id)
          .execute();
        const brand = await queueChangeEmail(trx, setup, updated, 'amended');
        // The reminder follows the booking: the old one is cancelled, one for the new time queued.
        await cancelReminders(trx, row.reference);
        const token = links.token(updated.reference, updated.dining_date);
        await scheduleReminders(trx, brand, setup, remindedBooking(updated, token === null ? null : links.url(token)), clock.now(), deps.config.reminderHoursBefore);
        return view(setup, updated);
      });
      return answer(result);
    }),
  );

  // Cancelling gives the covers back at once; cancelling again answers the cancelled booking, unchanged.
  router.post(
    '/booking/manage/:token/cancel',
    route(async (req) => {
      assertEmptyBody(req.body);
      const setup = await setupOf((await bookingOf(req)).row.store_id);
      const result = await db.transaction().execute(async (trx) => {
        const { row } = await bookingOf(req, trx);
        if (row.status === 'cancelled') return view(setup, row);
        const problem = cancellationProblem(
          { status: 'confirmed', date: row.dining_date, time: row.dining_time },
          { nowMs: clock.now(), timeZone: setup.timeZone, cutoffMinutes: cutoffOf(setup) },
        );
        if (problem !== null) throw refusal(problem);
        await releaseCovers(trx, { storeId: row.store_id, date: row.dining_date, time: row.dining_time }, row.adult_covers + row.child_covers);
        const updated: BookingRow = { ...row, status: 'cancelled', sequence: row.sequence + 1 };
        await trx
          .updateTable('bookings')
          .set({ status: 'cancelled', sequence: sql<number>`sequence + 1`, updated_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
        await queueChangeEmail(trx, setup, updated, 'cancelled');
        await cancelReminders(trx, row.reference);
        return view(setup, updated);
      });
      return answer(result);
    }),
  );
}
