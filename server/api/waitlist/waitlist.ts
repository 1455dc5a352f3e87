// The waitlist's work (issue 14, item 2) on the database: offering a freed table to the first waiting diner
// whose date, window and party fit (core's firstFittingEntry), holding its covers for them, lapsing a hold
// that was not claimed in time, and the hold links. Each runs inside the scheduled task's transaction
// (server/api/scheduling), with the slot's row locked as a booking locks it, so a hold never takes covers a
// booking took a moment before, and two offers of one slot take turns.
import { sql, type Transaction } from 'kysely';
import { firstFittingEntry, holdExpiresAt, holdToken, holdTokenPayload, readHoldToken, todayIn, waitlistClaimUrl, waitlistEntryExpired, needsInWords, readDinerNeeds, type WaitingEntry } from '@tavola/core/booking';
import { SITE } from '@tavola/core/constants';
import type { ApiDependencies } from '../api-dependencies';
import { claimCovers, releaseCovers } from '../booking/booking-capacity';
import { bookableCode, loadBookingSetup, type BookingSetup } from '../booking/booking-setup';
import { manageLinksOf, type ManageLinks } from '../booking/manage-link';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { brandOf } from '../email/templates/brand';
import { heldTableEmail } from '../email/templates/waitlist.emails';
import type { TaskHandler } from '../scheduling/task-worker';
import { enqueueTask, type SlotRef, type TaskKind } from '../scheduling/tasks';
import { occasionSlots } from '../routes/booking.routes';

export interface HoldLinks {
  ready(): Promise<void>;
  token(holdId: number): string;
  url(token: string): string;
  /** The hold a token of ours names; null for anything else (a tampered, forged or malformed token). */
  verify(token: unknown): number | null;
}

/** Hold links signed with the manage links' key (MANAGE_LINK_SECRET, or the database's own). */
export function holdLinksOf(deps: Pick<ApiDependencies, 'db' | 'config'>): HoldLinks {
  const links: ManageLinks = manageLinksOf(deps);
  return {
    ready: () => links.ready(),
    token(holdId) {
      const payload = holdTokenPayload(holdId);
      if (payload === null) throw new Error(`A hold id must be a positive whole number: ${holdId}`);
      return holdToken(payload, links.sign(payload));
    },
    url: (token) => waitlistClaimUrl(deps.config.publicBaseUrl, token),
    verify(token) {
      const read = readHoldToken(token);
      return read !== null && links.signatureMatches(read.payload, read.signature) ? read.holdId : null;
    },
  };
}

const hhmm = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));

/** `setup`'s booking set-up, or null for a restaurant gone or no longer bookable online (nothing is offered then). */
async function bookableSetup(trx: Transaction<Database>, deps: ApiDependencies, storeId: string): Promise<BookingSetup | null> {
  const setup = await loadBookingSetup(trx, storeId).catch(() => null);
  if (setup === null || bookableCode(setup) !== null) return null;
  return { ...setup, horizonDays: deps.config.bookingHorizonDays };
}

/**
 * Covers came free at a slot: while a waiting diner fits what is free there, the first of them (in the order
 * they joined) gets a hold of their covers, an e-mail with its link, and a task to lapse it when its time
 * is up. Answers the holds made.
 */
export async function offerFreedTable(trx: Transaction<Database>, deps: ApiDependencies, slot: SlotRef): Promise<number[]> {
  const setup = await bookableSetup(trx, deps, slot.storeId);
  if (setup === null) return [];
  await holdLinksOf(deps).ready();
  const now = deps.clock.now();
  const made: number[] = [];
  for (;;) {
    // The slot's row is locked first (claimCovers locks it again in this transaction, which costs nothing).
    const capacity = await trx
      .selectFrom('slot_capacity')
      .select(['capacity', 'booked_covers'])
      .where('store_id', '=', setup.storeId)
      .where('slot_date', '=', slot.date)
      .where('slot_time', '=', slot.time)
      .forUpdate()
      .executeTakeFirst();
    const free = (capacity?.capacity ?? setup.coversPerSlot) - (capacity?.booked_covers ?? 0);
    if (free <= 0) return made;
    // Waiting entries of that day, oldest first, locked in that order so two offers never hold one diner twice.
    const rows = await trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('store_id', '=', setup.storeId)
      .where('dining_date', '=', slot.date)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .forUpdate()
      .execute();
    // Only a diner whose window has not passed and whose occasion still serves this time, with a seating still to come.
    const served = rows.filter((row) => {
      if (waitlistEntryExpired({ date: row.dining_date, timeTo: row.time_to }, now, setup.timeZone)) return false;
      const occasion = setup.occasions.find((o) => String(o.id) === row.occasion_id);
      return occasion !== undefined && occasionSlots(setup, occasion, slot.date, now).includes(slot.time);
    });
    const entries: Array<WaitingEntry & { row: (typeof rows)[number] }> = served.map((row) => ({
      id: row.id,
      date: row.dining_date,
      timeFrom: row.time_from,
      timeTo: row.time_to,
      covers: row.adult_covers + row.child_covers,
      row,
    }));
    const chosen = firstFittingEntry(entries, slot.date, slot.time, free);
    if (chosen === null) return made;
    const held = await claimCovers(trx, { storeId: setup.storeId, date: slot.date, time: slot.time, capacity: setup.coversPerSlot }, chosen.covers);
    if (!held) return made;
    const expiresAt = holdExpiresAt(now, deps.config.waitlistHoldMinutes);
    const hold = await trx
      .insertInto('waitlist_holds')
      .values({ entry_id: chosen.id, store_id: setup.storeId, slot_date: slot.date, slot_time: slot.time, covers: chosen.covers, status: 'held', expires_at: new Date(expiresAt), booking_reference: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('waitlist_entries').set({ status: 'offered' }).where('id', '=', chosen.id).execute();
    const links = holdLinksOf(deps);
    const customer = chosen.row.customer as { firstName?: string; email?: string; needs?: unknown };
    await enqueueEmail(
      trx,
      await heldTableEmail(await brandOf(trx, deps.config.publicBaseUrl), setup, {
        firstName: customer.firstName ?? '',
        email: customer.email ?? '',
        date: slot.date,
        time: slot.time,
        covers: chosen.covers,
        claimUrl: links.url(links.token(hold.id)),
        holdMinutes: deps.config.waitlistHoldMinutes,
        heldUntil: hhmm(expiresAt, setup.timeZone),
        needs: needsInWords(readDinerNeeds(customer.needs)),
      }),
    );
    await enqueueTask(trx, 'waitlist.lapse', { holdId: hold.id }, expiresAt);
    made.push(hold.id);
  }
}

/**
 * A hold's time is up: unless it was claimed, its covers are given back (releaseCovers, which offers the
 * slot to the next waiting diner in this same transaction) and its diner is not offered that day again.
 */
export async function lapseHold(trx: Transaction<Database>, deps: ApiDependencies, holdId: number): Promise<'lapsed' | 'claimed' | 'early'> {
  const hold = await trx.selectFrom('waitlist_holds').selectAll().where('id', '=', holdId).forUpdate().executeTakeFirst();
  if (hold === undefined || hold.status !== 'held') return 'claimed';
  // A task run before its time (a clock set back) waits for the hold's end.
  if (hold.expires_at.getTime() > deps.clock.now()) {
    await enqueueTask(trx, 'waitlist.lapse', { holdId }, hold.expires_at.getTime());
    return 'early';
  }
  // Locks in the order every other path takes them: the hold, the slot, then the entry (an offer locks the
  // slot before the entries), so a lapse and an offer wait for each other rather than deadlock.
  await releaseCovers(trx, { storeId: hold.store_id, date: hold.slot_date, time: hold.slot_time }, hold.covers);
  await trx.updateTable('waitlist_holds').set({ status: 'lapsed' }).where('id', '=', holdId).execute();
  await trx.updateTable('waitlist_entries').set({ status: 'lapsed' }).where('id', '=', hold.entry_id).execute();
  return 'lapsed';
}

/**
 * Waiting diners whose window has passed (core's waitlistEntryExpired) are marked expired, and every entry
 * past its window that did not become a booking (expired, lapsed) forgets the diner's details: they were
 * kept until the date only. Run by the task worker's pass; answers the entries expired. An entry an offer
 * holds locked is waited for and, once offered, left alone (the update re-checks its status).
 */
export async function expirePassedEntries(db: Db, nowMs: number, timeZone: string = SITE.defaultTimeZone): Promise<number> {
  const today = todayIn(nowMs, timeZone);
  if (today === null) return 0;
  const candidates = await db
    .selectFrom('waitlist_entries')
    .select(['id', 'dining_date', 'time_to'])
    .where('status', 'in', ['waiting', 'lapsed'])
    .where('dining_date', '<=', today)
    .where(sql<boolean>`customer <> '{}'::jsonb`)
    .execute();
  const passed = candidates.filter((row) => waitlistEntryExpired({ date: row.dining_date, timeTo: row.time_to }, nowMs, timeZone)).map((row) => row.id);
  if (passed.length === 0) return 0;
  const expired = await db
    .updateTable('waitlist_entries')
    .set({ status: 'expired', customer: '{}' as never })
    .where('id', 'in', passed)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  await db.updateTable('waitlist_entries').set({ customer: '{}' as never }).where('id', 'in', passed).where('status', '=', 'lapsed').execute();
  return Number(expired.numUpdatedRows);
}

/** The task worker's handlers for the waitlist's tasks. */
export function waitlistTaskHandlers(deps: ApiDependencies): Record<TaskKind, TaskHandler> {
  return {
    'waitlist.offer': async (trx, payload) => {
      await offerFreedTable(trx, deps, { storeId: String(payload.storeId), date: String(payload.date), time: String(payload.time) });
    },
    'waitlist.lapse': async (trx, payload) => {
      await lapseHold(trx, deps, Number(payload.holdId));
    },
  };
}
