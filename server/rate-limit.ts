// Rate limits for both servers (issue 13, item 1), with express-rate-limit: the limits come from core's one
// table (RATE_LIMITS), each overridable from the environment, never turned off. A limited request is
// answered 429 with Retry-After (whole seconds to the end of its window) and the server's own error shape
// in words. Counters live in the database when one is given (every process on it shares them: see
// server/api/http/rate-limit-store.ts), else in memory: the process's own, or, in a site worker of the
// cluster (server/site/main.ts), the primary process's, which every worker shares
// (@express-rate-limit/cluster-memory-store, express-rate-limit's own cluster store).
import cluster from 'node:cluster';
import { ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import type { Kysely } from 'kysely';
import { RATE_LIMITS, type RateLimit, type RateLimitName } from '@tavola/core/constants';
import { SqlRateLimitStore } from './api/http/rate-limit-store';

export type RateLimitTable = Record<RateLimitName, RateLimit>;

/** The environment variable that overrides each limit: `max/windowSeconds` (or `max` alone, keeping the window). */
export const RATE_LIMIT_VARIABLES: Record<RateLimitName, string> = {
  token: 'RATE_LIMIT_TOKEN',
  forms: 'RATE_LIMIT_FORMS',
  bookingCreate: 'RATE_LIMIT_BOOKING_CREATE',
  preferencesLookup: 'RATE_LIMIT_PREFERENCES_LOOKUP',
  upload: 'RATE_LIMIT_UPLOAD',
  confirm: 'RATE_LIMIT_CONFIRM',
  manageBooking: 'RATE_LIMIT_MANAGE_BOOKING',
  waitlist: 'RATE_LIMIT_WAITLIST',
};

/** `max/windowSeconds` or `max`: whole numbers above 0. Anything else stops the start-up naming the variable. */
export function readLimit(variable: string, value: string | undefined, fallback: RateLimit): RateLimit {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,9})\s*)?$/.exec(value);
  const max = match ? Number(match[1]) : 0;
  const windowSeconds = match?.[2] === undefined ? fallback.windowMs / 1000 : Number(match[2]);
  if (!match || max < 1 || windowSeconds < 1) {
    throw new Error(`${variable} must be a number of requests above 0, optionally with a window in seconds (like 20/900): not '${value.slice(0, 50)}'.`);
  }
  return { max, windowMs: windowSeconds * 1000 };
}

/** Core's RATE_LIMITS with the environment's overrides. */
export function readRateLimits(env: NodeJS.ProcessEnv): RateLimitTable {
  const table = {} as Record<RateLimitName, RateLimit>;
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    table[name] = readLimit(RATE_LIMIT_VARIABLES[name], env[RATE_LIMIT_VARIABLES[name]], RATE_LIMITS[name]);
  }
  return table;
}

/**
 * TRUST_PROXY_HOPS: how many proxies in front of the server append to X-Forwarded-For (a load balancer is
 * 1). The client's address is the one that many hops back; 0 trusts none (the socket's address). A whole
 * number from 0 to 10; anything else stops the start-up. Absent: `fallback`.
 */
export function readTrustProxyHops(value: string | undefined, fallback: number | null): number | null {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10: not '${value.slice(0, 50)}'.`);
  return n;
}

/** The client's address as the app's trust proxy reads it, IPv6 counted by its /56 (one household or host). */
export function clientAddress(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

export interface LimiterOptions {
  /** Names the counter (the store's key prefix). */
  name: string;
  limit: RateLimit;
  /** The database the counters live in; null keeps them in memory (a cluster worker's in the primary's: see above). */
  db: Kysely<any> | null;
  key: (req: Request) => string;
  /** Answers the limited request; Retry-After is set already. */
  refuse: (req: Request, res: Response) => void;
  /** The counters' store, when the caller builds it (a pair sharing round trips); else one from `db` as above. */
  store?: Store;
  /** A store failure lets the request through (the limit is a guard, not the service) and is logged here; console by default. */
  log?: (line: string) => void;
}

export function createLimiter(options: LimiterOptions): RequestHandler {
  const store: Store =
    options.store ??
    (options.db
      ? new SqlRateLimitStore(options.db, { prefix: `${options.name}:` })
      : cluster.isWorker
        ? new ClusterMemoryStoreWorker({ prefix: `${options.name}:` })
        : new MemoryStore());
  return rateLimit({
    windowMs: options.limit.windowMs,
    limit: options.limit.max,
    store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: options.key,
    passOnStoreError: true,
    logger: {
      error: (error, message) => (options.log ?? console.error)(`${message ?? 'Rate limit'} (${options.name}): ${error instanceof Error ? error.message : String(error)}`),
      warn: (error, message) => (options.log ?? console.warn)(`${message ?? 'Rate limit'} (${options.name}): ${error instanceof Error ? error.message : String(error)}`),
    },
    // The trust proxy setting is ours (a hop count); a forwarded header the app does not trust is ignored on purpose.
    validate: { xForwardedForHeader: false, trustProxy: false, singleCount: false },
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(options.limit.windowMs / 1000);
      res.set('Retry-After', String(seconds)).set('Cache-Control', 'no-store');
      options.refuse(req, res);
    },
  });
}
