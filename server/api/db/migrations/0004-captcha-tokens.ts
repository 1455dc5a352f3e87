// Captcha tokens already used (issue 13, item 2): each reCAPTCHA token is accepted once. A row is kept
// until the token would have expired anyway; every API process on the database shares them. Migrations only ever add.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The token's SHA-256 (never the token itself), the Idempotency-Key of the request that used it (a repeat
  // of that same request replays its answer rather than being refused), and when the row can go.
  await db.schema
    .createTable('captcha_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_tokens_expires_idx').on('captcha_tokens').column('expires_at').execute();
}
