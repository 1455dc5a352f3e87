// Manage my booking (issue 14, item 1): a booking's calendar entry counts its changes (SEQUENCE of the
// .ics, so a calendar replaces the entry rather than adding one), and the API keeps the secret that signs
// manage links when MANAGE_LINK_SECRET is not set, so links survive a restart.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('bookings').addColumn('updated_at', 'timestamptz').execute();
  await db.schema
    .createTable('api_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
