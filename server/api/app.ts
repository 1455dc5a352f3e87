// The reference booking and content API as an Express 5 app: JSON in and out, tokens, brand key
// and session id on every call, and one error shape.
import express, { type Express, type Router } from 'express';
import type { ApiDependencies } from './api-dependencies';
import { ApiError } from './http/api-error';
import { requireAccess, requireBrandKey } from './http/auth';
import { embedCors } from './http/cors';
import { apiRateLimits } from './http/api-rate-limits';
import { requireCaptcha } from './http/captcha-guard';
import { refuseMalformedRequests } from '../request-guards';
import { errorHandler, jsonBody, requireJson } from './http/body';
import { answer, route } from './http/route';
import { parseBody } from './http/request-validation';
import { TokenRequestDto } from './routes/token.dto';

/** Routes with a larger body limit than the default 100 kB, and the fields whose text may be that long. */
export const LARGE_BODY_ROUTES: Record<string, { limit: string; longTextFields: readonly string[] }> = {
  // A CV of up to 5 MB travels base64-encoded (4/3 larger) inside the JSON application.
  '/api/jobs/application': { limit: '7mb', longTextFields: ['resume.content'] },
};

export type RouteModule = (router: Router, deps: ApiDependencies) => void;

export function createApiApp(deps: ApiDependencies, modules: RouteModule[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The client's address is the one TRUST_PROXY_HOPS proxies back in X-Forwarded-For (0: the socket's).
  app.set('trust proxy', deps.config.trustProxyHops);

  // CORS for the embeddable booking widget, before everything else (the token call and the request guards
  // included): an allowed origin (EMBED_ALLOWED_ORIGINS, the site's own) gets its preflight and CORS
  // headers; any other origin 403 ORIGIN_NOT_ALLOWED before any route runs; no Origin, no change.
  app.use(embedCors({ allowedOrigins: deps.config.embedAllowedOrigins, siteUrl: deps.config.publicBaseUrl }));

  // A path that does not decode, a Host that is not a host, a forwarded protocol other than http(s): 400
  // JSON and one log line, before any route.
  app.use(
    refuseMalformedRequests(
      (line) => deps.log.warn(line),
      (part, _req, res) => {
        const what = { path: 'The request path', host: 'The Host header', protocol: 'The X-Forwarded-Proto header' }[part];
        const error = new ApiError('BAD_REQUEST', `${what} is not valid`);
        res.status(error.status).json(error.toBody());
      },
    ),
  );

  // Rate limits (server/api/http/api-rate-limits.ts): the token call, every form and create call, the
  // preferences lookups, uploads and the confirmation link, per client and per address, before any body is
  // read or any work is done. 429 {code: "TOO_MANY_REQUESTS", message} with Retry-After.
  app.use(
    apiRateLimits({
      limits: deps.config.rateLimits,
      db: deps.config.rateLimitStore === 'database' ? deps.db : null,
      log: (line) => deps.log.warn(line),
    }),
  );

  // The token call is the one call made without a token.
  app.post(
    '/api/token',
    requireBrandKey(deps.config.brandKey),
    requireJson,
    jsonBody(),
    route(async (req) => {
      const { clearCache } = parseBody(TokenRequestDto, req.body ?? {});
      const token = deps.tokens.issue(deps.config.brandKey, clearCache === true);
      return answer({ accessToken: token.accessToken, expiresAt: new Date(token.expiresAt).toISOString() });
    }),
  );

  // Access is checked before any body is read: a caller without a token gets 401, never a parse of
  // up to 7 MB first.
  app.use('/api', requireAccess(deps.tokens, deps.config.brandKey));
  // reCAPTCHA on the form and create calls when a secret is configured (server/api/http/captcha-guard.ts):
  // after the token check, so a caller without access gets its 401 without spending its captcha token.
  app.use(requireCaptcha(deps.captcha, (line) => deps.log.warn(line)));
  app.use(requireJson);
  const defaultParser = jsonBody();
  const largeParsers = new Map(Object.entries(LARGE_BODY_ROUTES).map(([path, { limit, longTextFields }]) => [path, jsonBody(limit, longTextFields)]));
  app.use((req, res, next) => (largeParsers.get(req.path) ?? defaultParser)(req, res, next));

  const api = express.Router();
  for (const register of modules) register(api, deps);
  app.use('/api', api);

  app.use((req, _res, next) => next(new ApiError('NOT_FOUND', `No such endpoint: ${req.method} ${req.path}`)));
  app.use(errorHandler((message, error) => deps.log.error(message, error)));
  return app;
}
