// CORS for the embeddable booking widget (issue 11): a partner's page (https://partner.example) calls the
// API from the browser, directly or through the site's /api pass-through. The API's first middleware:
//
// - no Origin header (server to server, the site's own rendering, curl) or an Origin equal to the API's
//   own (`{protocol}://{Host}`): nothing changes but `Vary: Origin`;
// - an allowed origin (EMBED_ALLOWED_ORIGINS, and the site's public origin, PUBLIC_BASE_URL): the `cors`
//   package answers the preflight (204) and adds the CORS headers to the real answer, the origin echoed;
// - any other origin ('null' included): 403 `{code: "ORIGIN_NOT_ALLOWED", message}`, preflight or not,
//   before any route runs, so a refused call never issues a token or writes anything.
import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from './api-error';

/** What a browser on an allowed origin may send and read. */
export const EMBED_CORS = {
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  /** The headers the adapters' ApiHttpClient sends (adapters/http/api-http-client.ts), besides the safelisted Accept. */
  allowedHeaders: ['Authorization', 'Content-Type', 'brandKey', 'sessionId', 'Idempotency-Key', 'Recaptcha-Token'],
  /** Answer headers a widget may read besides the safelisted ones: a draining API's or a limit's wait. */
  exposedHeaders: ['Retry-After'],
  /** How long a browser may reuse a preflight's answer, in seconds. */
  maxAgeSeconds: 600,
} as const;

export interface EmbedCorsOptions {
  /** EMBED_ALLOWED_ORIGINS, as origins ('https://partner.example'). */
  allowedOrigins: readonly string[];
  /** The site's public address (PUBLIC_BASE_URL): its origin is always allowed. */
  siteUrl?: string | null;
}

export function embedCors(options: EmbedCorsOptions): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  const siteOrigin = originOf(options.siteUrl ?? null);
  if (siteOrigin !== null) allowed.add(siteOrigin);
  const answerCors = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: [...EMBED_CORS.methods],
    allowedHeaders: [...EMBED_CORS.allowedHeaders],
    exposedHeaders: [...EMBED_CORS.exposedHeaders],
    maxAge: EMBED_CORS.maxAgeSeconds,
    credentials: false,
    preflightContinue: false,
    optionsSuccessStatus: 204,
  });

  return (req: Request, res: Response, next: NextFunction): void => {
    // Answers differ by Origin: a cache must never give one origin's answer (or refusal) to another.
    res.vary('Origin');
    const origin = req.get('Origin');
    if (origin === undefined || isSameOrigin(req, origin)) return next();
    if (allowed.has(origin)) return answerCors(req, res, next);
    const error = originNotAllowed(origin);
    res.status(error.status).set('Cache-Control', 'no-store').json(error.toBody());
  };
}

/** The refusal of a foreign origin, naming it (printable ASCII only, at most 100 characters). */
export function originNotAllowed(origin: string): ApiError {
  const shown = origin.replace(/[^\x20-\x7e]/g, '?').slice(0, 100);
  return new ApiError('ORIGIN_NOT_ALLOWED', `The origin ${shown} is not allowed to embed the booking widget`);
}

/** An Origin equal to the API's own address as this request reached it (no proxy is trusted). */
/** An Origin equal to the address this request reached the server by (its protocol and Host). */
export function isSameOrigin(req: Request, origin: string): boolean {
  const host = req.get('Host');
  return host !== undefined && origin.toLowerCase() === `${req.protocol}://${host}`.toLowerCase();
}

/** The origin of a URL ('https://a.example'), or null for none, an opaque one or a URL that does not parse. */
export function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
