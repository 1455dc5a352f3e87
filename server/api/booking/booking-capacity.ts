// Covers already booked per slot, and the atomic claim of covers when a booking is made: the slot's
// row is locked (SELECT ... FOR UPDATE) so two diners can never both take the last table.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

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

/** Takes `covers` from a slot if they fit; answers false (and changes nothing) when they do not. */
export async function claimCovers(
  trx: Transaction<Database>,
  slot: { storeId: string; date: string; time: string; capacity: number },
  covers: number,
): Promise<boolean> {
  await trx
    .insertInto('slot_capacity')
    .values({ store_id: slot.storeId, slot_date: slot.date, slot_time: slot.time, capacity: slot.capacity, booked_covers: 0 })
    .onConflict((oc) => oc.columns(['store_id', 'slot_date', 'slot_time']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('slot_capacity')
    .select(['capacity', 'booked_covers'])
    .where('store_id', '=', slot.storeId)
    .where('slot_date', '=', slot.date)
    .where('slot_time', '=', slot.time)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.booked_covers + covers > row.capacity) return false;
  await trx
    .updateTable('slot_capacity')
    .set((eb) => ({ booked_covers: eb('booked_covers', '+', covers) }))
    .where('store_id', '=', slot.storeId)
    .where('slot_date', '=', slot.date)
    .where('slot_time', '=', slot.time)
    .execute();
  return true;
}
