// The initial schema. Migrations only ever add; a later change is a new file.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_documents')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_documents_pk', ['kind', 'id'])
    .execute();

  await db.schema
    .createTable('restaurants')
    .addColumn('store_id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('booking', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('slot_capacity')
    .addColumn('store_id', 'text', (c) => c.notNull().references('restaurants.store_id'))
    .addColumn('slot_date', 'text', (c) => c.notNull())
    .addColumn('slot_time', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked_covers', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('slot_capacity_pk', ['store_id', 'slot_date', 'slot_time'])
    .addCheckConstraint('slot_capacity_never_exceeded', sql`booked_covers >= 0 and booked_covers <= capacity`)
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('restaurants.store_id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('occasion_id', 'text')
    .addColumn('dining_date', 'text', (c) => c.notNull())
    .addColumn('dining_time', 'text', (c) => c.notNull())
    .addColumn('adult_covers', 'integer', (c) => c.notNull())
    .addColumn('child_covers', 'integer', (c) => c.notNull())
    .addColumn('menu_id', 'text')
    .addColumn('area_id', 'text')
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('payment_customer_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bookings_slot_idx').on('bookings').columns(['store_id', 'dining_date', 'dining_time']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vouchers_pk', ['email', 'offer_slug'])
    .execute();

  await db.schema
    .createTable('sign_ups')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.job_id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('cv_name', 'text')
    .addColumn('cv_content_type', 'text')
    .addColumn('cv', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('job_applications_once_per_email', ['job_id', 'email'])
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('store_ids', 'jsonb', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('places')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('places_pk', ['kind', 'key'])
    .execute();

  await db.schema
    .createTable('payment_customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_customers', 'places', 'offers', 'job_applications', 'jobs', 'customers', 'sign_ups', 'vouchers',
    'messages', 'outbox', 'idempotency_keys', 'bookings', 'slot_capacity', 'restaurants', 'content_documents',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
