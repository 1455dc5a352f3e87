// E-mails a diner trusts (issue 14, item 4): the outbox knows a marketing e-mail from a transactional one
// and keeps the headers it is sent with (List-Unsubscribe), and an address that unsubscribed is kept, so
// the relay skips every marketing e-mail to it from then on, whenever it was queued.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('category', 'text', (c) => c.notNull().defaultTo('transactional')).execute();
  await db.schema.alterTable('outbox').addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  await db.schema
    .createTable('email_unsubscribes')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
