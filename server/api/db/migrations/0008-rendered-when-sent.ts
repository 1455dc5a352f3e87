// E-mails rendered when they are sent (issue 15, item 4): a booking's confirmation and reminder are queued as
// the name of their template and the data it needs, and the outbox relay renders them (HTML, text and the
// calendar file) just before it sends them, so a booking's create renders nothing. Every other e-mail is
// still queued rendered, with both columns null.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('render_template', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('render_data', 'jsonb').execute();
}
