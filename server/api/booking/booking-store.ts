// A booking, event or enquiry stored in one statement, so a create makes a single round trip to the
// database for its work and keeps the slot's row locked only for that statement and the commit: the
// covers taken from the slot (a table or an event: claimStatement), the booking row, its messages in the
// outbox (the confirmation, and a booking's reminders) and the confirmation counted against its recipient.
// Each step reads the rows the one before it returned, so nothing is stored when the covers do not fit,
// nor when the reference drawn is already taken (the caller draws another). Given the call's
// Idempotency-Key, the same statement stores the key with its answer (the booking's, or the slot-taken
// one), after the work it describes, and does nothing when the key already has an answer: the create is
// then one statement, no transaction around it (issue 15, item 4).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RateLimit } from '@tavola/core/constants';
import { prepared } from '../db/database';
import type { Database } from '../db/schema';
import type { OutboxRow } from '../email/outbox';
import { emailCountStatement } from '../email/recipient-limit';
import type { FirstAnswer, HandlerAnswer, KeyStatements } from '../http/idempotency';
import { claimStatement } from './booking-capacity';

export interface NewBooking {
  reference: string;
  storeId: string;
  kind: 'booking' | 'event' | 'enquiry';
  status: 'confirmed' | 'requested';
  occasionId: string;
  date: string;
  time: string;
  adultCovers: number;
  childCovers: number;
  menuId: string | null;
  areaId: string | null;
  customer: object;
  paymentCustomerId: string | null;
  /** The party's needs as JSON text (core's DinerNeeds), or null when none were given. */
  needs: string | null;
}

export interface StoreBookingOptions {
  /** The slot's covers to take first, or null for an enquiry, which holds none. */
  claim: { covers: number; capacity: number } | null;
  /** The confirmation's recipient, counted against the per-recipient e-mail limit (it is sent whatever the count). */
  countedRecipient: string;
  emailLimit: RateLimit;
  nowMs: number;
  /** The call's Idempotency-Key and its two possible answers: `stored` when the booking is, `full` when its covers do not fit. */
  key?: { statements: KeyStatements; stored: HandlerAnswer; full: HandlerAnswer };
}

/**
 * 'stored', or why nothing was: the covers no longer fit, or the reference belongs to another booking; or,
 * with a key, `first`: the key's answer already stored by an earlier call (nothing was done).
 */
export type StoreOutcome = 'stored' | 'slot-full' | 'reference-taken' | { first: FirstAnswer };

/** `insert into <table> (<row's columns>) select <row's values> <source>`: one row per row of `source`. */
function insertFrom(table: string, row: Record<string, unknown>, source: RawBuilder<unknown>): RawBuilder<unknown> {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const columns = sql.join(entries.map(([column]) => sql.ref(column)));
  const values = sql.join(entries.map(([, value]) => value));
  return sql`insert into ${sql.table(table)} (${columns}) select ${values} ${source}`;
}

/**
 * Stores the booking and `messages` (outbox rows) in one statement, only if its covers fit, its reference
 * is free and (given a key) the key is unused. `db` is the database, or a transaction the caller holds.
 */
export async function storeBooking(db: Kysely<Database>, booking: NewBooking, messages: OutboxRow[], options: StoreBookingOptions): Promise<StoreOutcome> {
  const { key } = options;
  const fresh = sql`(select ok and unused from fresh)`;
  const taken = options.claim
    ? claimStatement({ storeId: booking.storeId, date: booking.date, time: booking.time, capacity: options.claim.capacity }, options.claim.covers, fresh)
    : sql`select 1 where ${fresh}`;
  const bookingRow = {
    reference: booking.reference,
    store_id: booking.storeId,
    kind: booking.kind,
    status: booking.status,
    occasion_id: booking.occasionId,
    dining_date: booking.date,
    dining_time: booking.time,
    adult_covers: booking.adultCovers,
    child_covers: booking.childCovers,
    menu_id: booking.menuId,
    area_id: booking.areaId,
    customer: JSON.stringify(booking.customer),
    payment_customer_id: booking.paymentCustomerId,
    needs: booking.needs,
  };
  const fromBooking = sql`from booking`;
  // Each message is inserted from the row the one before it returned, so their ids keep the order given
  // (the confirmation before its reminders), as separate inserts would.
  const queued = messages.map(
    (row, i) => sql`, ${sql.id(`message_${i}`)} as (${insertFrom('outbox', row, i === 0 ? fromBooking : sql`from ${sql.id(`message_${i - 1}`)}`)} returning id)`,
  );
  // The key is stored after the booking (it reads whether the booking was), so two calls with one key
  // lock the slot's row, then the key, in the same order; and only when the reference was free.
  const remembered = key
    ? sql`, remembered as (${key.statements.remember(sql`from fresh where fresh.ok and fresh.unused`, sql`exists (select 1 from booking)`, key.stored, key.full)})`
    : sql``;
  // Prepared on PostgreSQL: the few shapes of this long text are parsed once per connection.
  const { rows } = await prepared(sql<{ fresh: boolean; stored: boolean } & FirstAnswer>`
    with fresh as (select not exists (select 1 from bookings where reference = ${booking.reference}) as ok, ${key ? key.statements.unused : sql`true`} as unused),
    taken as (${taken}),
    booking as (${insertFrom('bookings', bookingRow, sql`from taken`)} returning reference),
    counted as (${emailCountStatement(options.countedRecipient, options.emailLimit, options.nowMs, fromBooking)})
    ${sql.join(queued, sql``)}
    ${remembered}
    select fresh.ok as fresh, exists (select 1 from booking) as stored, first.request_hash, first.status_code, first.response
    from fresh left join (${key ? key.statements.first : sql`select null::text as request_hash, null::integer as status_code, null::jsonb as response where false`}) first on true`).execute(db);
  const row = rows[0];
  if (row?.stored) return 'stored';
  if (row && row.request_hash !== null) return { first: { request_hash: row.request_hash, status_code: row.status_code, response: row.response } };
  return row?.fresh === false ? 'reference-taken' : 'slot-full';
}
