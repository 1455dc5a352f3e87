// Opens the API's database: embedded PGlite in a data folder by default, PostgreSQL with DATABASE_URL.
// Either way the same Kysely migrations run, so both stores have one schema.
import * as fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider, type PostgresPool, type PostgresPoolClient, type RawBuilder } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool, type PoolClient } from 'pg';
import type { Database } from './schema';
import * as initial from './migrations/0001-initial';
import * as abuseControls from './migrations/0002-abuse-controls';
import * as manageBooking from './migrations/0003-manage-booking';
import * as captchaTokens from './migrations/0004-captcha-tokens';
import * as waitlistReminders from './migrations/0005-waitlist-reminders';
import * as emailConsent from './migrations/0006-email-consent';
import * as dinerNeeds from './migrations/0007-diner-needs';
import * as renderedWhenSent from './migrations/0008-rendered-when-sent';
import * as contentUpdatedAt from './migrations/0009-content-updated-at';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-abuse-controls': abuseControls,
  '0003-manage-booking': manageBooking,
  '0004-captcha-tokens': captchaTokens,
  '0005-waitlist-reminders': waitlistReminders,
  '0006-email-consent': emailConsent,
  '0007-diner-needs': dinerNeeds,
  '0008-rendered-when-sent': renderedWhenSent,
  '0009-content-updated-at': contentUpdatedAt,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Connections a PostgreSQL pool opens at most, unless DATABASE_POOL_MAX says otherwise (server/api/config.ts). */
export const DEFAULT_DATABASE_POOL_MAX = 20;

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL only: the pool's most connections (DATABASE_POOL_MAX); DEFAULT_DATABASE_POOL_MAX when left out. */
  databasePoolMax?: number;
}

/** What starts the text of a statement to be prepared (see `prepared`). */
const PREPARED_MARK = '/* prepared */ ';

/** The most statement texts one process prepares; a text beyond them runs unprepared (see `prepared`). */
export const MOST_PREPARED_TEXTS = 64;

/**
 * Marks a statement sent on the hot path (a booking's create, a rate-limit count) to run as a prepared,
 * named statement on PostgreSQL: each connection parses and plans its text once, and later runs send the
 * statement's name and values, not its text again (issue 15, item 4). Kysely has no named queries, so the
 * pool handed to Kysely (preparingPool) names a statement whose text starts with the mark. The text must
 * be one of a few shapes whatever the values (every value a parameter): each shape is kept on each
 * connection, at most MOST_PREPARED_TEXTS of them per process. On the embedded PGlite the mark is a comment.
 */
export function prepared<T>(statement: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(PREPARED_MARK)}${statement}`;
}

/**
 * A pg pool for Kysely that runs a marked statement (`prepared`) by its name: the name is the text's place
 * among the texts this process has prepared.
 */
export function preparingPool(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MOST_PREPARED_TEXTS) {
      name = `tavola_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per connection, kept as long as it: Kysely keeps its own state per client object.
  const wrappers = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, values?: ReadonlyArray<unknown>) => {
      if (typeof text === 'string' && text.startsWith(PREPARED_MARK)) {
        const name = nameOf(text);
        if (name !== undefined) return client.query({ name, text, values: values as unknown[] });
      }
      return client.query(text as string, values as unknown[]);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.databasePoolMax ?? DEFAULT_DATABASE_POOL_MAX, connectionTimeoutMillis: 10_000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir);
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** Brings the schema up to date; a database already at the latest migration is left unchanged. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
