// The browser's calls under {site}/api passed to the booking and content API (same origin, so no CORS,
// and the API's address stays a server setting), within one overall deadline (issue 13, item 3): a call
// the API has not answered in time is answered 504 JSON `{code: "API_TIMEOUT", message}` and its upstream
// request is abandoned; an API that refuses or drops the call gives 502 `{code: "API_UNAVAILABLE"}`.
// Never an empty reply: no time-out is set on the browser's own connection.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** The pass-through's deadline unless API_PROXY_DEADLINE_MS says otherwise: below the browser's own 30 s, so the browser hears why. */
export const DEFAULT_API_PROXY_DEADLINE_MS = 15_000;

const TRY_AGAIN = 'Sorry, something went wrong. Please try again.';

export interface ApiPassThroughOptions {
  /** The API's address, e.g. http://127.0.0.1:4000 (calls go to {target}/api/...). */
  target: string;
  deadlineMs?: number;
}

export function createApiPassThrough(options: ApiPassThroughOptions): RequestHandler[] {
  const deadlineMs = options.deadlineMs ?? DEFAULT_API_PROXY_DEADLINE_MS;
  const upstreams = new WeakMap<IncomingMessage, ClientRequest>();

  const deadline: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
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
