// The browser's calls under {site}/api passed to the booking and content API (same origin, so no CORS,
// and the API's address stays a server setting), within one overall deadline (issue 13, item 3): a call
// the API has not answered in time is answered 504 JSON `{code: "API_TIMEOUT", message}` and its upstream
// request is abandoned; an API that refuses or drops the call gives 502 `{code: "API_UNAVAILABLE"}`, and
// after repeated failures a circuit breaker answers 503 `API_UNAVAILABLE` at once for a while.
// Never an empty reply: no time-out is set on the browser's own connection.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { CircuitBreaker } from '@tavola/adapters';

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
}

/** Answers that say the API could not answer. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export function createApiPassThrough(options: ApiPassThroughOptions): RequestHandler[] {
  const deadlineMs = options.deadlineMs ?? DEFAULT_API_PROXY_DEADLINE_MS;
  const upstreams = new WeakMap<IncomingMessage, ClientRequest>();
  const breaker = options.breaker ?? null;

  const deadline: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
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
