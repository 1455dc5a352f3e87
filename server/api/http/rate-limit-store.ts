// Rate-limit counters in the database (issue 13): an express-rate-limit Store over the API's own Kysely
// connection (PostgreSQL's pool, or PGlite), so every API and site process on one database shares them.
// One atomic upsert per hit: a window that has ended starts again at 1, otherwise the count goes up, and
// the row is locked only for that one statement. The table comes from the API's migration 0002.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';

/**
 * The upsert that counts one hit of `key` in a window of `windowMs` ending at reset_at, returning the hits
 * and the window's end. `source`, a FROM clause, makes it count once per row of that source and not at all
 * when it has none: a larger statement counts only what it stored (server/api/booking/booking-store.ts).
 */
export function hitStatement(key: string, windowMs: number, nowMs: number, source: RawBuilder<unknown> = sql``): RawBuilder<{ hits: number; reset_at: Date | string }> {
  const now = new Date(nowMs);
  const resetAt = new Date(nowMs + windowMs);
  return sql<{ hits: number; reset_at: Date | string }>`
    insert into rate_limit_hits (key, hits, reset_at) select ${key}, 1, ${resetAt} ${source}
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at else rate_limit_hits.reset_at end
    returning hits, reset_at`;
}

/** Counts one hit of `key` in a window of `windowMs` ending at reset_at; answers the hits and the window's end. */
export async function countHit(db: Kysely<any>, key: string, windowMs: number, nowMs: number): Promise<ClientRateLimitInfo> {
  const { rows } = await hitStatement(key, windowMs, nowMs).execute(db);
  const row = rows[0];
  if (!row) throw new Error('The rate-limit counter answered no row');
  return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
}

export interface SqlRateLimitStoreOptions {
  /** Put before every key, one per limit (express-rate-limit refuses one store for two limiters). */
  prefix: string;
  /** The time the windows are measured in; the wall clock by default (Retry-After is reckoned against it). */
  now?: () => number;
}

export class SqlRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<any>,
    options: SqlRateLimitStoreOptions,
  ) {
    this.prefix = options.prefix;
    this.now = options.now ?? Date.now;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private keyOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select(['hits', 'reset_at'])
      .where('key', '=', this.keyOf(key))
      .executeTakeFirst();
    if (!row || new Date(row.reset_at as Date).getTime() <= this.now()) return undefined;
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at as Date) };
  }

  increment(key: string): Promise<IncrementResponse> {
    return countHit(this.db, this.keyOf(key), this.windowMs, this.now());
  }

  async decrement(key: string): Promise<void> {
    await sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${this.keyOf(key)}`.execute(this.db);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', this.keyOf(key)).execute();
  }
}

/** Deletes counters whose window ended (run now and then; a stale row is harmless, it restarts at 1). */
export async function pruneRateLimitHits(db: Kysely<any>, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('reset_at', '<', new Date(nowMs)).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
