// The waitlist and reminders (issue 14, items 2 and 3). Diners waiting for a full slot (waitlist_entries),
// the tables held for them (waitlist_holds: a hold's covers are taken in slot_capacity like a booking's
// until it is claimed or lapses), work the API does later (scheduled_tasks: offering a freed table, lapsing
// a hold, each with the time it is due), and the outbox's send-after time, channel (e-mail or SMS) and the
// booking a reminder belongs to, so a cancellation or a move can find it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('occasion_id', 'text', (c) => c.notNull())
    .addColumn('dining_date', 'text', (c) => c.notNull())
    .addColumn('time_from', 'text', (c) => c.notNull())
    .addColumn('time_to', 'text', (c) => c.notNull())
    .addColumn('adult_covers', 'integer', (c) => c.notNull())
    .addColumn('child_covers', 'integer', (c) => c.notNull())
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('waitlist_entries_slot_idx').on('waitlist_entries').columns(['store_id', 'dining_date', 'status', 'id']).execute();

  await db.schema
    .createTable('waitlist_holds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('waitlist_entries.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('slot_date', 'text', (c) => c.notNull())
    .addColumn('slot_time', 'text', (c) => c.notNull())
    .addColumn('covers', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('held'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('booking_reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('scheduled_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('scheduled_tasks_due_idx').on('scheduled_tasks').columns(['status', 'run_after']).execute();

  await db.schema.alterTable('outbox').addColumn('send_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('outbox').addColumn('channel', 'text', (c) => c.notNull().defaultTo('email')).execute();
  await db.schema.alterTable('outbox').addColumn('purpose', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('booking_reference', 'text').execute();
  await db.schema.createIndex('outbox_booking_idx').on('outbox').columns(['booking_reference', 'purpose']).execute();
}
