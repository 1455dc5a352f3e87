// When content last changed (issue 16, item 3: the sitemap's lastmod): pages and the other content documents,
// restaurants and offers get updated_at. Rows written from now on take the time of their write (a seed, a
// published menu); rows already there keep none, since when they last changed is not known and is never made up.
import { sql, type Kysely } from 'kysely';

const TABLES = ['content_documents', 'restaurants', 'offers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    // Added without a default (existing rows stay null), then the default set for the rows to come.
    await db.schema.alterTable(table).addColumn('updated_at', 'timestamptz').execute();
    await db.schema.alterTable(table).alterColumn('updated_at', (c) => c.setDefault(sql`now()`)).execute();
  }
}
