// Covers already booked per slot, and the atomic claim of covers when a booking is made: the slot's
// row is locked (an upsert's ON CONFLICT DO UPDATE, or SELECT ... FOR UPDATE when covers move) so two
// diners can never both take the last table.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { coversFreed } from '../scheduling/tasks';

/** Covers booked at each slot time of a date. */
export async function bookedCovers(db: Pick<Db, 'selectFrom'>, storeId: string, date: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('slot_capacity')
    .select(['slot_time', 'booked_covers'])
    .where('store_id', '=', storeId)
    .where('slot_date', '=', date)
    .execute();
  return new Map(rows.map((r) => [r.slot_time, r.booked_covers]));
}

/** Covers booked at each slot time of every date from `first` to `last` (one query), keyed by date. */
export async function bookedCoversBetween(db: Pick<Db, 'selectFrom'>, storeId: string, first: string, last: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .selectFrom('slot_capacity')
    .select(['slot_date', 'slot_time', 'booked_covers'])
    .where('store_id', '=', storeId)
    .where('slot_date', '>=', first)
    .where('slot_date', '<=', last)
    .execute();
  const byDate = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const day = byDate.get(row.slot_date) ?? new Map<string, number>();
    day.set(row.slot_time, row.booked_covers);
    byDate.set(row.slot_date, day);
  }
  return byDate;
}

/** Covers booked at each slot time of a date for several restaurants at once, keyed by store id. */
export async function bookedCoversByStore(db: Pick<Db, 'selectFrom'>, storeIds: string[], date: string): Promise<Map<string, Map<string, number>>> {
  const byStore = new Map<string, Map<string, number>>(storeIds.map((id) => [id, new Map()]));
  if (storeIds.length === 0) return byStore;
  const rows = await db
    .selectFrom('slot_capacity')
    .select(['store_id', 'slot_time', 'booked_covers'])
    .where('store_id', 'in', storeIds)
    .where('slot_date', '=', date)
    .execute();
  for (const row of rows) byStore.get(row.store_id)?.set(row.slot_time, row.booked_covers);
  return byStore;
}

export interface SlotClaim {
  storeId: string;
  date: string;
  time: string;
  /** The slot's covers when its row is made (the restaurant's coversPerSlot); a made row keeps its own. */
  capacity: number;
}

/**
 * The one statement that takes `covers` from a slot, answering the slot's row only when they fit. It is
 * an upsert: the slot's row is made by its first booking; after that, ON CONFLICT DO UPDATE locks the row
 * and checks the room against its latest committed version, so two diners can never both take the last
 * table (and the table's CHECK constraint slot_capacity_never_exceeded stands behind it). The row stays
 * locked to the end of the transaction. A party larger than the slot never makes a row. `when`, a SQL
 * condition, can hold the claim back (a larger statement uses it as a common table expression).
 */
export function claimStatement(slot: SlotClaim, covers: number, when: RawBuilder<unknown> = sql`true`): RawBuilder<{ booked_covers: number }> {
  return sql<{ booked_covers: number }>`
    insert into slot_capacity (store_id, slot_date, slot_time, capacity, booked_covers)
    select ${slot.storeId}, ${slot.date}, ${slot.time}, ${slot.capacity}, ${covers}
    where ${when} and cast(${covers} as integer) <= cast(${slot.capacity} as integer)
    on conflict (store_id, slot_date, slot_time) do update
      set booked_covers = slot_capacity.booked_covers + excluded.booked_covers
      where slot_capacity.booked_covers + excluded.booked_covers <= slot_capacity.capacity
    returning booked_covers`;
}

/** Takes `covers` from a slot if they fit, in one statement; answers false (and changes nothing) when they do not. */
export async function claimCovers(trx: Transaction<Database>, slot: SlotClaim, covers: number): Promise<boolean> {
  const { rows } = await claimStatement(slot, covers).execute(trx);
  return rows.length > 0;
}

export interface SlotKey {
  storeId: string;
  date: string;
  time: string;
}

/**
 * Gives `covers` back to a slot at once (a cancellation, the slot an amendment leaves, a waitlist hold that
 * lapsed); never below none. The waitlist hears of it in the same transaction (issue 14, item 2).
 */
export async function releaseCovers(trx: Transaction<Database>, slot: SlotKey, covers: number): Promise<void> {
  await coversFreed(trx, slot);
  await trx
    .updateTable('slot_capacity')
    .set((eb) => ({ booked_covers: eb.fn('greatest', [eb('booked_covers', '-', covers), eb.val(0)]) }))
    .where('store_id', '=', slot.storeId)
    .where('slot_date', '=', slot.date)
    .where('slot_time', '=', slot.time)
    .execute();
}

/**
 * An amendment's covers, atomically, the way claimCovers books them: the old and the new slot's rows are
 * locked (SELECT ... FOR UPDATE, in date and time order, so two amendments crossing between the same two
 * slots wait for each other rather than deadlock), the new party is taken only if it fits beside what is
 * booked there (the booking's own covers counted as free when it stays in its slot), and the old slot's
 * covers are given back in the same transaction. False, with nothing changed, when the party does not fit.
 */
export async function moveCovers(
  trx: Transaction<Database>,
  from: SlotKey & { covers: number },
  to: SlotKey & { covers: number; capacity: number },
): Promise<boolean> {
  const same = from.storeId === to.storeId && from.date === to.date && from.time === to.time;
  await trx
    .insertInto('slot_capacity')
    .values({ store_id: to.storeId, slot_date: to.date, slot_time: to.time, capacity: to.capacity, booked_covers: 0 })
    .onConflict((oc) => oc.columns(['store_id', 'slot_date', 'slot_time']).doNothing())
    .execute();
  const slots = [from, to].sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date)));
  for (const slot of same ? [to] : slots) {
    await trx
      .selectFrom('slot_capacity')
      .select('booked_covers')
      .where('store_id', '=', slot.storeId)
      .where('slot_date', '=', slot.date)
      .where('slot_time', '=', slot.time)
      .forUpdate()
      .executeTakeFirst();
  }
  const target = await trx
    .selectFrom('slot_capacity')
    .select(['capacity', 'booked_covers'])
    .where('store_id', '=', to.storeId)
    .where('slot_date', '=', to.date)
    .where('slot_time', '=', to.time)
    .executeTakeFirstOrThrow();
  const alreadyHere = same ? from.covers : 0;
  if (target.booked_covers - alreadyHere + to.covers > target.capacity) return false;
  if (!same) await releaseCovers(trx, from, from.covers);
  await trx
    .updateTable('slot_capacity')
    .set((eb) => ({ booked_covers: eb('booked_covers', '+', to.covers - alreadyHere) }))
    .where('store_id', '=', to.storeId)
    .where('slot_date', '=', to.date)
    .where('slot_time', '=', to.time)
    .execute();
  // A smaller party in the same slot frees covers there too (a move's old slot is released above).
  if (same && to.covers < from.covers) await coversFreed(trx, to);
  return true;
}
