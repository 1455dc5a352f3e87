// Abuse controls (issue 13, item 1): rate-limit counters shared by every API (and site) process on one
// database, and e-mail confirmations (double opt-in). Migrations only ever add.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per counted key (a limit's prefix and the client's address and session, or an e-mail
  // recipient): its hits in the current window and when that window ends. Updated by one atomic upsert
  // (server/api/http/rate-limit-store.ts), so concurrent processes never lose a hit.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_reset_idx').on('rate_limit_hits').column('reset_at').execute();

  // A confirmation link sent before a sign-up's welcome or a voucher's code (double opt-in). The link
  // carries the id, its expiry and an HMAC of both; following it sets confirmed_at once.
  await db.schema
    .createTable('email_confirmations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_confirmations_email_idx').on('email_confirmations').column('email').execute();

  // A sign-up is on the list once its address is confirmed. Sign-ups made before double opt-in were
  // welcomed already: they count as confirmed.
  await db.schema.alterTable('sign_ups').addColumn('confirmed_at', 'timestamptz').execute();
  await sql`update sign_ups set confirmed_at = created_at`.execute(db);
}
