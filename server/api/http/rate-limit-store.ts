// Rate-limit counters in the database (issue 13): an express-rate-limit Store over the API's own Kysely
// connection (PostgreSQL's pool, or PGlite), so every API and site process on one database shares them.
// One atomic upsert per hit: a window that has ended starts again at 1, otherwise the count goes up, and
// the row is locked only for that one statement. The table comes from the API's migration 0002.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { prepared } from '../db/database';

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
  const { rows } = await prepared(hitStatement(key, windowMs, nowMs)).execute(db);
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

export interface PairedStoresOptions {
  /** The stores' key prefixes, one per limit (express-rate-limit refuses one store for two limiters). */
  prefixes: readonly [string, string];
  /** The windows of the two limits. */
  windowsMs: readonly [number, number];
  /** The first limit: the second counter is counted only while the first's hits are within it. */
  firstMax: number;
  /** The second counter's key for the first's (the address of an address-and-session key). */
  secondKeyOf: (firstKey: string) => string;
  now?: () => number;
}

/** A counted hit of the second counter waiting for its limiter, and when it was counted. */
interface Counted {
  info: ClientRateLimitInfo;
  at: number;
}

/** A counted hit waits this long for its request's second limiter; an older one is dropped. */
const PAIRED_HIT_MS = 10_000;

/**
 * Two counters one request passes in turn — the API's per client and per address (api-rate-limits.ts) — in
 * one round trip instead of two (issue 15, item 4): the first store's increment counts its key and, in the
 * same statement, the second's, only when the first is still within its limit (as the second limiter runs
 * only then); the second store's increment for that key then answers what was counted without a statement.
 * Counts, windows, headers and refusals stay express-rate-limit's, exactly as with two SqlRateLimitStores.
 * A second increment with nothing counted for it (the first failed and was let through) counts on its own.
 */
export function pairedSqlRateLimitStores(db: Kysely<any>, options: PairedStoresOptions): [Store, Store] {
  const now = options.now ?? Date.now;
  const counted = new Map<string, Counted[]>();
  const [firstPrefix, secondPrefix] = options.prefixes;
  const [firstWindowMs, secondWindowMs] = options.windowsMs;

  class FirstStore extends SqlRateLimitStore {
    override async increment(key: string): Promise<IncrementResponse> {
      const nowMs = now();
      const secondKey = `${secondPrefix}${options.secondKeyOf(key)}`;
      const { rows } = await prepared(sql<{ hits: number; reset_at: Date | string; second_hits: number | null; second_reset_at: Date | string | null }>`
        with first as (${hitStatement(`${firstPrefix}${key}`, firstWindowMs, nowMs)}),
        second as (${hitStatement(secondKey, secondWindowMs, nowMs, sql`from first where first.hits <= ${options.firstMax}`)})
        select first.hits, first.reset_at, second.hits as second_hits, second.reset_at as second_reset_at from first left join second on true`).execute(db);
      const row = rows[0];
      if (!row) throw new Error('The rate-limit counter answered no row');
      if (row.second_hits !== null && row.second_reset_at !== null) {
        const waiting = counted.get(secondKey) ?? [];
        waiting.push({ info: { totalHits: Number(row.second_hits), resetTime: new Date(row.second_reset_at) }, at: nowMs });
        counted.set(secondKey, waiting);
      }
      return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
    }
  }

  class SecondStore extends SqlRateLimitStore {
    override increment(key: string): Promise<IncrementResponse> {
      const secondKey = `${secondPrefix}${key}`;
      const waiting = counted.get(secondKey);
      const nowMs = now();
      while (waiting && waiting.length > 0) {
        const hit = waiting.shift() as Counted;
        if (waiting.length === 0) counted.delete(secondKey);
        if (nowMs - hit.at <= PAIRED_HIT_MS) return Promise.resolve(hit.info);
      }
      return countHit(db, secondKey, secondWindowMs, nowMs);
    }
  }

  return [new FirstStore(db, { prefix: firstPrefix, now }), new SecondStore(db, { prefix: secondPrefix, now })];
}
