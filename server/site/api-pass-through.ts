// The browser's calls under {site}/api passed to the booking and content API (same origin, so no CORS,
// and the API's address stays a server setting), within one overall deadline (issue 13, item 3): a call
// the API has not answered in time is answered 504 JSON `{code: "API_TIMEOUT", message}` and its upstream
// request is abandoned; an API that refuses or drops the call gives 502 `{code: "API_UNAVAILABLE"}`, and
// after repeated failures a circuit breaker answers 503 `API_UNAVAILABLE` at once for a while.
// Never an empty reply: no time-out is set on the browser's own connection.
// The embeddable booking widget calls it from partners' pages (issue 11): their preflights (OPTIONS) and
// Origin headers go to the API as sent, and the API's CORS answers (204, 403 ORIGIN_NOT_ALLOWED, the
// Access-Control-* headers) come back unchanged. A call from the site's own pages (a browser sends Origin on
// a same-origin POST too) has its Origin header taken off: it is the site's own call, whatever host name
// the site was reached by, and the API need not know the site's address.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { CircuitBreaker } from '@tavola/adapters';
import { isSameOrigin, originOf } from '../api/http/cors';

/** The pass-through's deadline unless API_PROXY_DEADLINE_MS says otherwise: below the browser's own 30 s, so the browser hears why. */
export const DEFAULT_API_PROXY_DEADLINE_MS = 15_000;

const TRY_AGAIN = 'Sorry, something went wrong. Please try again.';

export interface ApiPassThroughOptions {
  /** The API's address, e.g. http://127.0.0.1:4000 (calls go to {target}/api/...). */
  target: string;
  deadlineMs?: number;
  /**
   * The pass-through's own circuit breaker: calls that end 502, 503 or 504 (or before any answer) count
   * as failures; while it is open a call is answered 503 `API_UNAVAILABLE` at once, with no upstream call.
   */
  breaker?: CircuitBreaker | null;
  /**
   * The site's public address (PUBLIC_BASE_URL): an Origin equal to its origin, or to the origin the call
   * reached the site by (`{protocol}://{Host}`, the protocol as the site's trust proxy reads it), is the
   * site's own and is not passed on.
   */
  siteUrl?: string | null;
}

/** Answers that say the API could not answer. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export function createApiPassThrough(options: ApiPassThroughOptions): RequestHandler[] {
  const deadlineMs = options.deadlineMs ?? DEFAULT_API_PROXY_DEADLINE_MS;
  const upstreams = new WeakMap<IncomingMessage, ClientRequest>();
  const breaker = options.breaker ?? null;
  const siteOrigin = originOf(options.siteUrl ?? null);
  const ownCalls = new WeakSet<IncomingMessage>();

  const deadline: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('Origin');
    if (origin !== undefined && isSitesOwn(req, origin, siteOrigin)) ownCalls.add(req);
    if (breaker) {
      if (!breaker.allow()) {
        res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '5').json({ code: 'API_UNAVAILABLE', message: TRY_AGAIN });
        return;
      }
      // Every call reports its outcome once, however it ends (a probe left unreported would keep the breaker open).
      res.once('close', () => {
        if (!res.headersSent || UNAVAILABLE_STATUSES.has(res.statusCode)) breaker.failed();
        else breaker.succeeded();
      });
    }
    const timer = setTimeout(() => {
      upstreams.get(req)?.destroy();
      if (!res.headersSent) {
        res.status(504).set('Cache-Control', 'no-store').json({ code: 'API_TIMEOUT', message: TRY_AGAIN });
      } else {
        // The API started answering and then stalled: the browser sees the call fail, not wait.
        res.destroy();
      }
    }, deadlineMs);
    res.once('close', () => clearTimeout(timer));
    next();
  };

  const proxy = createProxyMiddleware({
    target: `${options.target}/api`,
    changeOrigin: true,
    xfwd: true,
    on: {
      proxyReq: (proxyReq, req) => {
        upstreams.set(req, proxyReq);
        if (ownCalls.has(req)) proxyReq.removeHeader('origin');
      },
      error: (_error, _req, res) => {
        const response = res as Response;
        if ('headersSent' in response && !response.headersSent) {
          response.status(502).set('Cache-Control', 'no-store').json({ code: 'API_UNAVAILABLE', message: TRY_AGAIN });
        }
      },
    },
  });
  return [deadline, proxy];
}

/** The site's own pages: an Origin equal to the site's public origin or to the one this call reached it by. */
function isSitesOwn(req: Request, origin: string, siteOrigin: string | null): boolean {
  return origin.toLowerCase() === siteOrigin || isSameOrigin(req, origin);
}
