// The waitlist's calls (issue 14, item 2): join it for a full slot, read the table a hold link keeps, and
// claim it. Core checks the request (WAITLIST_JOIN_SCHEMA through its DTO) and words every refusal
// (WAITLIST_MESSAGES); this module checks the restaurant's own day, times and capacity, and turns a hold into
// a booking atomically: the hold's row is locked, so of two claims of one hold exactly one books the table.
import type { Request, Router } from 'express';
import { sql, type Transaction } from 'kysely';
import { dinerNeedsProblem, hasNeeds, needsInWords, readDinerNeeds } from '@tavola/core/booking';
import { WaitlistJoinDto } from '@tavola/core/dto';
import { ErrorCode, WAITLIST_MESSAGES } from '@tavola/core/errors';
import type { ApiDependencies } from '../api-dependencies';
import { bookedCovers } from '../booking/booking-capacity';
import { assertBookable, assertCovers, bookableDate, findOccasion, loadBookingSetup, waitlistRefusalOf, type BookingSetup } from '../booking/booking-setup';
import { manageLinksOf } from '../booking/manage-link';
import { remindedBooking, scheduleReminders } from '../booking/reminders';
import type { Database } from '../db/schema';
import { enqueueRow, renderLaterRow } from '../email/outbox';
import { brandOf } from '../email/templates/brand';
import { confirmationToRender } from '../email/templates/booking.emails';
import { countEmailTo } from '../email/recipient-limit';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/request-validation';
import { answer, route } from '../http/route';
import { holdLinksOf } from '../waitlist/waitlist';
import { newReference, occasionSlots } from './booking.routes';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function waitlistRoutes(router: Router, deps: ApiDependencies): void {
  const { db, clock } = deps;
  const horizonDays = deps.config.bookingHorizonDays;
  const holds = holdLinksOf(deps);
  const links = manageLinksOf(deps);
  const setupOf = async (storeId: string): Promise<BookingSetup> => ({ ...(await loadBookingSetup(db, storeId)), horizonDays });

  router.post(
    '/booking/waitlist',
    route(async (req) => {
      // The party's needs first, so a need that is not one names itself (needs.allergens[2]), as a booking's do.
      const needsProblem = dinerNeedsProblem(isRecord(req.body) ? req.body.needs : undefined);
      if (needsProblem !== null) throw new ApiError('VALIDATION', needsProblem.message, needsProblem.field === '' ? 'needs' : `needs.${needsProblem.field}`);
      const body = parseBody(WaitlistJoinDto, req.body);
      const date = bookableDate(body.date, 'date', clock.now(), undefined, horizonDays);
      const setup = await setupOf(body.storeId);
      assertBookable(setup);
      const occasion = findOccasion(setup, body.occasionId);
      const covers = assertCovers(occasion, body.adults, body.children, 'adults');
      // A party no slot seats would wait for ever, and the waitlist cannot take a card: either calls the restaurant.
      const refusal = waitlistRefusalOf(setup, occasion, covers);
      if (refusal === 'tooLarge') throw new ApiError('CONFLICT', WAITLIST_MESSAGES.tooLarge, 'adults', ErrorCode.NoFreeSlot);
      if (refusal === 'cardNeeded') throw new ApiError('CONFLICT', WAITLIST_MESSAGES.cardNeeded, 'adults', ErrorCode.NeedCreditCard);
      const from = minutesOf(body.timeFrom);
      const to = minutesOf(body.timeTo);
      const times = occasionSlots(setup, occasion, date, clock.now()).filter((time) => minutesOf(time) >= from && minutesOf(time) <= to);
      if (times.length === 0) throw new ApiError('CONFLICT', WAITLIST_MESSAGES.notServed, 'timeFrom', ErrorCode.NoFreeSlot);
      // Only for a full slot: a time in the window with room for the party is booked, not waited for.
      const booked = await bookedCovers(db, setup.storeId, date);
      if (times.some((time) => setup.coversPerSlot - (booked.get(time) ?? 0) >= covers)) throw new ApiError('CONFLICT', WAITLIST_MESSAGES.notFull, 'timeFrom');
      const email = body.email.trim();
      const customer = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email,
        phoneNumber: (body.phoneNumber ?? '').trim(),
        shouldReceiveSms: body.shouldReceiveSms === true,
        consentAt: new Date(clock.now()).toISOString(),
        // Kept with the diner's details (and forgotten with them when the entry expires) until a claim books them.
        ...(hasNeeds(readDinerNeeds(body.needs)) ? { needs: readDinerNeeds(body.needs) } : {}),
      };
      const entry = await db.transaction().execute(async (trx) => {
        // One entry per diner, day, window and party: joining again answers the entry already there.
        const existing = await trx
          .selectFrom('waitlist_entries')
          .select('id')
          .where('store_id', '=', setup.storeId)
          .where('dining_date', '=', date)
          .where('time_from', '=', body.timeFrom)
          .where('time_to', '=', body.timeTo)
          .where('adult_covers', '=', body.adults)
          .where('child_covers', '=', body.children)
          .where('status', '=', 'waiting')
          .where(sql`lower(customer->>'email')`, '=', email.toLowerCase())
          .executeTakeFirst();
        if (existing !== undefined) return existing;
        return trx
          .insertInto('waitlist_entries')
          .values({
            store_id: setup.storeId,
            occasion_id: String(occasion.id),
            dining_date: date,
            time_from: body.timeFrom,
            time_to: body.timeTo,
            adult_covers: body.adults,
            child_covers: body.children,
            customer: JSON.stringify(customer) as never,
            status: 'waiting',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return answer({ id: entry.id, status: 'waiting', holdMinutes: deps.config.waitlistHoldMinutes, message: WAITLIST_MESSAGES.joined });
    }),
  );

  /** The hold a link names (locked inside a claim); every refusal in core's words, nothing changed. */
  async function holdOf(req: Request, trx?: Transaction<Database>) {
    await holds.ready();
    const holdId = holds.verify(String(req.params.token ?? ''));
    if (holdId === null) throw new ApiError('LINK_INVALID', WAITLIST_MESSAGES.holdInvalid);
    const query = (trx ?? db).selectFrom('waitlist_holds').selectAll().where('id', '=', holdId);
    const hold = await (trx ? query.forUpdate() : query).executeTakeFirst();
    if (hold === undefined) throw new ApiError('LINK_INVALID', WAITLIST_MESSAGES.holdInvalid);
    if (hold.status === 'claimed') throw new ApiError('LINK_USED', WAITLIST_MESSAGES.holdUsed);
    // Lapsed, or past its time though the worker has not yet passed it on: either way it is no longer theirs.
    if (hold.status === 'lapsed' || hold.expires_at.getTime() <= clock.now()) throw new ApiError('LINK_EXPIRED', WAITLIST_MESSAGES.holdExpired);
    const entry = await (trx ?? db).selectFrom('waitlist_entries').selectAll().where('id', '=', hold.entry_id).executeTakeFirstOrThrow();
    return { hold, entry };
  }

  router.get(
    '/booking/waitlist/hold/:token',
    route(async (req) => {
      const { hold, entry } = await holdOf(req);
      const setup = await setupOf(hold.store_id);
      const customer = entry.customer as { firstName?: string };
      return answer({
        status: 'held',
        storeId: setup.storeId,
        restaurantName: setup.title,
        occasionName: setup.occasions.find((o) => String(o.id) === entry.occasion_id)?.name ?? '',
        date: hold.slot_date,
        time: hold.slot_time,
        adults: entry.adult_covers,
        children: entry.child_covers,
        covers: hold.covers,
        firstName: customer.firstName ?? '',
        expiresAt: hold.expires_at.toISOString(),
      });
    }),
  );

  // The held covers become the booking's: nothing is claimed from the slot again, so a full slot cannot refuse it.
  router.post(
    '/booking/waitlist/hold/:token/claim',
    route(async (req) => {
      const fields = typeof req.body === 'object' && req.body !== null ? Object.keys(req.body) : [];
      if (fields.length > 0) throw new ApiError('VALIDATION', `${fields[0]} is not a field of this request`, fields[0]);
      const setup = await setupOf((await holdOf(req)).hold.store_id);
      await links.ready();
      const result = await db.transaction().execute(async (trx) => {
        const { hold, entry } = await holdOf(req, trx);
        const customer = entry.customer as { firstName?: string; lastName?: string; email?: string; phoneNumber?: string; shouldReceiveSms?: boolean; needs?: unknown };
        // The needs the diner gave when they joined become the booking's, as a booking made in the journey carries them.
        const needs = readDinerNeeds(customer.needs);
        const bookingCustomer = {
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
          email: customer.email ?? '',
          phoneNumber: customer.phoneNumber ?? '',
          specialRequest: '',
          shouldReceivePromotions: false,
          shouldReceiveSms: customer.shouldReceiveSms === true,
        };
        const reference = await newReference(trx);
        const token = links.token(reference, hold.slot_date);
        const manageUrl = token === null ? undefined : links.url(token);
        await trx
          .insertInto('bookings')
          .values({
            reference,
            store_id: hold.store_id,
            kind: 'booking',
            status: 'confirmed',
            occasion_id: entry.occasion_id,
            dining_date: hold.slot_date,
            dining_time: hold.slot_time,
            adult_covers: entry.adult_covers,
            child_covers: entry.child_covers,
            menu_id: null,
            area_id: null,
            customer: JSON.stringify(bookingCustomer) as never,
            payment_customer_id: null,
            needs: hasNeeds(needs) ? JSON.stringify(needs) : null,
          })
          .execute();
        await trx.updateTable('waitlist_holds').set({ status: 'claimed', booking_reference: reference }).where('id', '=', hold.id).execute();
        await trx.updateTable('waitlist_entries').set({ status: 'booked' }).where('id', '=', entry.id).execute();
        await countEmailTo(trx, bookingCustomer.email, deps.config.emailPerRecipient, clock.now());
        const occasionName = setup.occasions.find((o) => String(o.id) === entry.occasion_id)?.name ?? '';
        const brand = await brandOf(trx, deps.config.publicBaseUrl);
        await enqueueRow(
          trx,
          renderLaterRow(confirmationToRender(brand, setup, {
            reference,
            kind: 'booking',
            date: hold.slot_date,
            time: hold.slot_time,
            covers: hold.covers,
            occasionName,
            customer: bookingCustomer,
            needs: needsInWords(needs),
            siteUrl: deps.config.publicBaseUrl,
            manageUrl,
          })),
        );
        const row = { reference, dining_date: hold.slot_date, dining_time: hold.slot_time, adult_covers: entry.adult_covers, child_covers: entry.child_covers, customer: bookingCustomer, needs };
        await scheduleReminders(trx, brand, setup, remindedBooking(row, manageUrl ?? null), clock.now(), deps.config.reminderHoursBefore);
        return { bookingReference: reference, manageUrl: manageUrl ?? '', message: WAITLIST_MESSAGES.claimed };
      });
      return answer(result);
    }),
  );
}
