// Work the API does later, written in the same transaction as the change that calls for it (the outbox's
// pattern): a freed table to offer to the waitlist, a hold to lapse. The task worker runs each once it is
// due (run_after), in its own transaction; nothing waits on a timer in memory.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type TaskKind = 'waitlist.offer' | 'waitlist.lapse';

export interface SlotRef {
  storeId: string;
  date: string;
  time: string;
}

/**
 * A task due at once is stored as due since the epoch: due whatever the worker's clock reads (the API's
 * clock port, not the database's now(), decides when a task is due).
 */
const AT_ONCE = 0;

export async function enqueueTask(trx: Transaction<Database>, kind: TaskKind, payload: Record<string, unknown>, runAfter: number = AT_ONCE): Promise<void> {
  await trx
    .insertInto('scheduled_tasks')
    .values({ kind, payload: JSON.stringify(payload) as never, status: 'pending', last_error: null, run_after: new Date(runAfter) })
    .execute();
}

/**
 * Covers were given back at a slot (a cancellation, an amendment, a hold that lapsed): when anyone waits for
 * that restaurant and date, the waitlist is offered the slot, at once, by the task worker. One insert, no
 * task when nobody waits.
 */
export async function coversFreed(trx: Transaction<Database>, slot: SlotRef): Promise<void> {
  const payload = JSON.stringify({ storeId: slot.storeId, date: slot.date, time: slot.time });
  await sql`
    insert into scheduled_tasks (kind, payload, status, run_after)
    select 'waitlist.offer', ${payload}::jsonb, 'pending', ${new Date(AT_ONCE)}
    where exists (
      select 1 from waitlist_entries
      where store_id = ${slot.storeId} and dining_date = ${slot.date} and status = 'waiting'
    )`.execute(trx);
}
