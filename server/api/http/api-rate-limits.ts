// Which API calls are limited, and by which of the limits (issue 13, item 1). Each limited call counts
// twice: per client — its address and session id, so diners behind one shared address (an office, a
// phone carrier's) each have their own allowance — and per address alone, RATE_LIMIT_ADDRESS_FACTOR times
// as many, so changing the session id on every call gains a client nothing beyond that.
import type { Request, RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { RATE_LIMIT_ADDRESS_FACTOR, type RateLimitName } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import { clientAddress, createLimiter, type RateLimitTable } from '../../rate-limit';
import { ApiError } from './api-error';
import { pairedSqlRateLimitStores } from './rate-limit-store';

/** The calls each limit guards (paths under /api; method and path, the path's own parameters as any segment). */
export const LIMITED_API_CALLS: ReadonlyArray<{ method: 'GET' | 'POST'; path: RegExp; limits: readonly RateLimitName[] }> = [
  { method: 'POST', path: /^\/api\/token$/, limits: ['token'] },
  { method: 'POST', path: /^\/api\/signup$/, limits: ['forms'] },
  { method: 'POST', path: /^\/api\/contact\/(sendemail|group-booking)$/, limits: ['forms'] },
  { method: 'POST', path: /^\/api\/offer\/getcode$/, limits: ['forms'] },
  { method: 'POST', path: /^\/api\/jobs\/application$/, limits: ['forms', 'upload'] },
  { method: 'POST', path: /^\/api\/exponea\/updateCustomerPreferences$/, limits: ['forms'] },
  { method: 'POST', path: /^\/api\/exponea\/getcustomerpreferences\/[^/]+$/, limits: ['preferencesLookup'] },
  { method: 'POST', path: /^\/api\/booking\/(create|events|enquiry)\/[^/]+$/, limits: ['bookingCreate'] },
  { method: 'GET', path: /^\/api\/v1\/braintree\/token$/, limits: ['forms'] },
  { method: 'POST', path: /^\/api\/v1\/braintree\/(test-tokenize|submit)$/, limits: ['forms'] },
  { method: 'POST', path: /^\/api\/email\/confirm$/, limits: ['confirm'] },
  // Manage my booking (MANAGE_BOOKING_ROUTES): the lookup and every call on a signed link.
  { method: 'POST', path: /^\/api\/booking\/manage\/lookup$/, limits: ['manageBooking'] },
  { method: 'GET', path: /^\/api\/booking\/manage\/[^/]+(\/times)?$/, limits: ['manageBooking'] },
  { method: 'POST', path: /^\/api\/booking\/manage\/[^/]+\/(amend|cancel)$/, limits: ['manageBooking'] },
  // The waitlist (issue 14, item 2): joining, and a hold link's read and claim.
  { method: 'POST', path: /^\/api\/booking\/waitlist$/, limits: ['waitlist'] },
  // The restaurant's read of a day's bookings (a wrong staff key is what a guesser would knock with).
  { method: 'GET', path: /^\/api\/v1\/restaurants\/[^/]+\/bookings$/, limits: ['manageBooking'] },
  { method: 'GET', path: /^\/api\/booking\/waitlist\/hold\/[^/]+$/, limits: ['waitlist'] },
  { method: 'POST', path: /^\/api\/booking\/waitlist\/hold\/[^/]+\/claim$/, limits: ['waitlist'] },
];

/** The session id a caller sends (header `sessionId`), at most 100 characters of it; '' when none. */
function sessionOf(req: Request): string {
  const id = req.get('sessionId');
  return typeof id === 'string' ? id.slice(0, 100) : '';
}

/** The address part of a client's key (`address|session`: an address never holds a '|'). */
function addressOfClientKey(clientKey: string): string {
  const bar = clientKey.indexOf('|');
  return bar < 0 ? clientKey : clientKey.slice(0, bar);
}

export interface ApiRateLimitOptions {
  limits: RateLimitTable;
  /** The database the counters live in (shared by every process on it); null: this process's memory. */
  db: Kysely<any> | null;
  log?: (line: string) => void;
}

/** One middleware for the whole API: a call in LIMITED_API_CALLS goes through its limiters, any other passes. */
export function apiRateLimits(options: ApiRateLimitOptions): RequestHandler {
  const refuse: Parameters<typeof createLimiter>[0]['refuse'] = (_req, res) => {
    const error = new ApiError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
    res.status(error.status).json(error.toBody());
  };
  const limiters = new Map<RateLimitName, RequestHandler[]>();
  for (const name of Object.keys(options.limits) as RateLimitName[]) {
    const limit = options.limits[name];
    const addressLimit = { windowMs: limit.windowMs, max: limit.max * RATE_LIMIT_ADDRESS_FACTOR };
    const clientName = `api.${name}.client`;
    const addressName = `api.${name}.address`;
    // In the database both counters of a call are counted in one round trip (pairedSqlRateLimitStores).
    const [clientStore, addressStore] = options.db
      ? pairedSqlRateLimitStores(options.db, {
          prefixes: [`${clientName}:`, `${addressName}:`],
          windowsMs: [limit.windowMs, addressLimit.windowMs],
          firstMax: limit.max,
          secondKeyOf: addressOfClientKey,
        })
      : [undefined, undefined];
    limiters.set(name, [
      createLimiter({ name: clientName, limit, db: options.db, store: clientStore, key: (req) => `${clientAddress(req)}|${sessionOf(req)}`, refuse, log: options.log }),
      createLimiter({ name: addressName, limit: addressLimit, db: options.db, store: addressStore, key: clientAddress, refuse, log: options.log }),
    ]);
  }
  return (req, res, next) => {
    const call = LIMITED_API_CALLS.find((c) => c.method === req.method && c.path.test(req.path));
    if (!call) return next();
    const chain = call.limits.flatMap((name) => limiters.get(name) ?? []);
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined) return next(error);
      const limiter = chain[index++];
      // A limiter that refuses answers and never calls on.
      if (!limiter) return next();
      void limiter(req, res, step);
    };
    step();
  };
}
