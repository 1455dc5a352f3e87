// The site's Express app: security headers with one CSP for every page (scripts only from the site itself,
// no inline script; widened for Google Maps and for Braintree's Hosted Fields only when their keys are
// configured), compression, the legacy redirects and slash clean-up (core's URL policy), hashed immutable
// assets, images, sitemap and robots, route data for browser navigations, and server-rendered pages (public
// ones kept precompressed in the page cache, server/site/render-cache.ts).
import * as path from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Container } from 'inversify';
import { CircuitBreaker, SystemClock } from '@tavola/adapters';
import { ClockToken, type ClockPort } from '@tavola/core/ports';
import { ContentGenerationToken, type ContentGeneration } from '../container';
import { ALLERGEN_GUIDE_PATH, resolveRedirect } from '@tavola/core/navigation';
import { isMalformedUrlError, loggedTarget, refuseMalformedRequests } from '../request-guards';
import { SEVEN_ROOMS_ORIGIN } from '../../web/booking/seven-rooms';
import { createApiPassThrough } from './api-pass-through';
import { precompressedStatic, readClientAssets, type ClientAssets } from './assets';
import { requestCookies } from './cookies';
import { createFormsRouter, FORMS_PREFIX } from './forms';
import { createPageFormPosts } from './page-forms';
import { createJobApplicationPosts } from './job-application-post';
import type { PostedForm } from '../../web/stores/posted-form';
import { createCookieChoiceRouter } from './cookie-choice';
import type { Kysely } from 'kysely';
import { RATE_LIMITS } from '@tavola/core/constants';
import { withClientAddress } from './client-address';
import { createConfirmEmailRouter } from './confirm-email';
import { createUnsubscribeRouter } from './unsubscribe';
import { createBookingStepsRouter } from './booking-steps';
import { formLimits, siteLimiter } from './form-limits';
import { allergenGuidePdfHandler } from './allergen-guide-pdf';
import { createEmbedRouter, type EmbedAssets } from './embed';
import { renderDocument } from './document';
import { kioskHandler, readKioskAssets } from './kiosk';
import type { EntryAssets } from './assets';
import { createRenderContext, renderPage, type RenderContext } from './render';
import { DEFAULT_RENDER_CACHE_SECONDS, RENDER_CACHE_MAX_ENTRIES, RENDER_CACHE_MAX_MEGABYTES, RenderCache, sendCachedPage } from './render-cache';
import { ROUTE_DATA_PREFIX, serveRouteData } from './route-data';
import { allowPageFrames } from './page-csp';
import { robotsTxt, sitemapXml } from './seo';
import { braintreeEnvironment, type BraintreeEnvironment, type SiteConfig } from './site-config';
import { FALLBACK_SITE_NAME } from '../../web/layout/site-defaults';

/**
 * What Google's Maps JavaScript API needs beyond the site itself, allowed only when a key is configured
 * (GOOGLE_MAPS_API_KEY). Taken from Google's CSP guide and domain list for an allowlist CSP: its script
 * (added by google-maps-react-markers, listed by host), its calls, the map tiles and
 * sprites, and the Roboto stylesheet and fonts it adds to the page. Satellite and Street View stay off in
 * the finder's map (web/pages/parts/google-results-map.tsx), so their hosts are not needed.
 */
export const GOOGLE_MAPS_SOURCES = {
  scriptSrc: ['https://maps.googleapis.com'],
  styleSrc: ['https://fonts.googleapis.com'],
  imgSrc: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  fontSrc: ['https://fonts.gstatic.com'],
  connectSrc: ['https://maps.googleapis.com', 'https://mapsresources-pa.googleapis.com'],
} as const;

const NO_EXTRA_SOURCES: Record<keyof typeof GOOGLE_MAPS_SOURCES, readonly string[]> = { scriptSrc: [], styleSrc: [], imgSrc: [], fontSrc: [], connectSrc: [] };

/**
 * What Braintree's Hosted Fields need beyond the site itself, allowed only when a tokenization key is
 * configured (BRAINTREE_TOKENIZATION_KEY), and only for the key's environment. braintree-web 3.144.0 is
 * bundled into the site's own chunks (no script from Braintree's CDN, so script-src stays the site's own):
 * its fields are iframes from the assets host (frame-src; the card is typed and tokenised inside them,
 * under Braintree's own policy), and the page's client fetches the key's configuration from the GraphQL
 * payments host, falling back to the client API host, and posts the SDK's usage events to PayPal's
 * logger (lib/constants.js: CLIENT_API_URLS, GRAPHQL_URLS, ASSETS_URLS, ANALYTICS_URL).
 */
export const BRAINTREE_HOSTED_FIELDS_SOURCES: Record<BraintreeEnvironment, { frameSrc: readonly string[]; connectSrc: readonly string[] }> = {
  sandbox: {
    frameSrc: ['https://assets.braintreegateway.com'],
    connectSrc: ['https://payments.sandbox.braintree-api.com', 'https://api.sandbox.braintreegateway.com', 'https://www.paypal.com'],
  },
  production: {
    frameSrc: ['https://assets.braintreegateway.com'],
    connectSrc: ['https://payments.braintree-api.com', 'https://api.braintreegateway.com', 'https://www.paypal.com'],
  },
};

const NO_BRAINTREE_SOURCES = { frameSrc: [], connectSrc: [] } as const;

/**
 * What reCAPTCHA v3 needs beyond the site, allowed only when a site key is configured (RECAPTCHA_SITE_KEY):
 * Google's CSP guidance for reCAPTCHA — api.js and the script it loads (www.google.com and www.gstatic.com
 * under /recaptcha/), the invisible frame that makes the token, and its calls.
 */
export const RECAPTCHA_SOURCES = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connectSrc: ['https://www.google.com/recaptcha/'],
} as const;

const NO_RECAPTCHA_SOURCES = { scriptSrc: [], frameSrc: [], connectSrc: [] } as const;

export interface SiteAppOptions {
  config: SiteConfig;
  container: Container;
  /** The API the browser's calls under /api are passed to ({site}/api/token and the booking calls). */
  apiProxyTarget?: string | null;
  /** Defaults to the built client's files (dist/public/assets/metafile-esm.json). */
  assets?: ClientAssets;
  log?: (message: string, error: unknown) => void;
  /** The kiosk's files; defaults to the built client's (server/site/kiosk.ts). */
  kioskAssets?: EntryAssets;
  /** One line about a client's mistake (a malformed path or Host); console.warn by default. */
  warn?: (line: string) => void;
  /** The booking widget's loader and files; defaults to the built ones (server/site/embed.ts). */
  embedAssets?: EmbedAssets;
  /** The database the rate-limit counters live in (the API's, with DATABASE_URL); none: this process's memory. */
  rateLimitDb?: Kysely<any> | null;
}

const ERROR_PAGE_WORDS = {
  400: { title: 'Page not found', text: 'Sorry, this address is not valid.' },
  500: { title: 'Something went wrong', text: 'Sorry, something went wrong.' },
  503: { title: 'Back in a moment', text: 'Sorry, the site is restarting. Please try again in a moment.' },
} as const;

/** The site's own error page, with no data from the request: 400 (a malformed request), 500, or 503 (the server is stopping). */
export function errorPage(status: number, words: { title: string; text: string } = ERROR_PAGE_WORDS[status as keyof typeof ERROR_PAGE_WORDS]): string {
  const { title, text } = words;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title} | ${FALLBACK_SITE_NAME}</title></head><body><main><h1>${status}</h1><p>${text}</p><p><a href="/">Return to homepage</a></p></main></body></html>`;
}

/** The container's clock (tests move a fixed one), or the system's. */
function clockOf(container: Container): () => number {
  if (!container.isBound(ClockToken)) return Date.now;
  const clock = container.get<ClockPort>(ClockToken);
  return () => clock.now();
}

/** The container's content generation (server/container.ts), or none (a container built by hand). */
function contentGeneration(container: Container): () => number {
  if (!container.isBound(ContentGenerationToken)) return () => 0;
  const generation = container.get<ContentGeneration>(ContentGenerationToken);
  return () => generation.value;
}

export function createSiteApp(options: SiteAppOptions): Express {
  const { config, container } = options;
  const assets = options.assets ?? readClientAssets(config.clientDir, config.assetBaseUrl);
  const context: RenderContext = createRenderContext(container, config, assets);
  const log = options.log ?? ((message, error) => console.error(message, error));
  const warn = options.warn ?? ((line) => console.warn(line));
  const maps = config.googleMapsApiKey ? GOOGLE_MAPS_SOURCES : NO_EXTRA_SOURCES;
  const braintreeKeyEnvironment = config.braintreeTokenizationKey ? braintreeEnvironment(config.braintreeTokenizationKey) : null;
  const braintree = braintreeKeyEnvironment ? BRAINTREE_HOSTED_FIELDS_SOURCES[braintreeKeyEnvironment] : NO_BRAINTREE_SOURCES;
  const recaptcha = config.recaptchaSiteKey ? RECAPTCHA_SOURCES : NO_RECAPTCHA_SOURCES;
  const app = express();
  app.disable('x-powered-by');
  // The client's address: TRUST_PROXY_HOPS proxies back in X-Forwarded-For, or past any proxy on the
  // site's loopback when it is not set. The rate limits count it; the site's calls to the API pass it on.
  app.set('trust proxy', config.trustProxyHops ?? 'loopback');

  // A path that does not decode, a Host that is not a host, a forwarded protocol other than http(s): the
  // error page as a 400 and one log line.
  app.use(refuseMalformedRequests(warn, (_part, _req, res) => {
    res.status(400).type('html').set('Cache-Control', 'no-store').send(errorPage(400));
  }));

  app.use(withClientAddress);

  // Every script a page runs is an external file from the site (<script type="module" src>); the route
  // data and JSON-LD blocks are inert JSON the browser never runs. So script-src is 'self' with no nonce
  // (and never 'unsafe-inline'), and a page's bytes are the same for every visitor (the page cache's).
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...maps.scriptSrc, ...recaptcha.scriptSrc],
          styleSrc: ["'self'", "'unsafe-inline'", ...maps.styleSrc],
          imgSrc: ["'self'", 'data:', ...maps.imgSrc],
          fontSrc: ["'self'", ...maps.fontSrc],
          connectSrc: ["'self'", ...maps.connectSrc, ...braintree.connectSrc, ...recaptcha.connectSrc],
          // The SevenRooms booking page, framed for the restaurants that book through it (web/booking/seven-rooms.ts),
          // and Braintree's Hosted Fields with a tokenization key.
          frameSrc: ["'self'", SEVEN_ROOMS_ORIGIN, ...braintree.frameSrc, ...recaptcha.frameSrc],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Pages from the page cache are sent already compressed (res.locals.precompressed): never again.
  app.use(compression({ filter: (req, res) => (res as Response).locals.precompressed !== true && compression.filter(req, res) }));

  // The browser talks to the booking and content API through the site ({site}/api/token, the booking
  // journey's calls) within one deadline: 504 JSON when the API has not answered in time, 502 when it is down,
  // 503 at once while its circuit breaker is open.
  const apiTarget = options.apiProxyTarget ?? config.apiBaseUrl;
  if (apiTarget) {
    const breaker = config.apiCircuitBreaker ? new CircuitBreaker(new SystemClock(), config.apiCircuitBreaker) : null;
    app.use('/api', ...createApiPassThrough({ target: apiTarget, deadlineMs: config.apiProxyDeadlineMs, breaker, siteUrl: config.publicUrl }));
  }

  // The embeddable booking widget: /embed.js and its app, chunks and stylesheet, loadable from any page (server/site/embed.ts).
  app.use(createEmbedRouter(config, options.embedAssets));

  // Legacy paths, repeated and trailing slashes: one 301 to a path on this site.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Route data and forms are the app's own calls, addressed exactly; only pages are cleaned up.
    if (req.path.startsWith(ROUTE_DATA_PREFIX) || req.path.startsWith(FORMS_PREFIX)) return next();
    const redirect = resolveRedirect(req.originalUrl);
    if (redirect) return res.redirect(redirect.status, redirect.location);
    next();
  });

  // Public, immutable files, readable from any origin (embedAssetHeaders; module scripts are fetched in CORS
  // mode, e.g. through a CDN at ASSET_BASE_URL). The booking widget's own files are under /embed/ (embed.ts).
  // Served precompressed (br, gzip) where the build wrote them (precompressedStatic).
  app.use('/assets', precompressedStatic(path.join(config.clientDir, 'assets')));
  app.use('/images', express.static(path.join(config.staticDir, 'images'), { maxAge: '1d', fallthrough: false, index: false }));

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(config.publicUrl));
  });
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(await sitemapXml(container, config.publicUrl));
    } catch (error) {
      next(error);
    }
  });

  // Rate limits on the site's own forms (server/site/form-limits.ts): 429 {message} with Retry-After. One
  // handler for the JSON routes and the pages' own posts, so both count against the same limits.
  const limits = { limits: config.rateLimits ?? RATE_LIMITS, db: options.rateLimitDb ?? null, log: warn };
  const formLimiter = formLimits(limits);
  app.use(FORMS_PREFIX, formLimiter);
  app.use(FORMS_PREFIX, createFormsRouter(container));
  // The page an e-mail confirmation link opens (double opt-in): a button, then the API's answer in words.
  app.use(createConfirmEmailRouter(container, { stylesheet: assets.stylesheet, limiter: (refuse) => siteLimiter('confirm', limits, refuse) }));
  // A marketing e-mail's unsubscribe link: GET a page with one button, POST (the button or a mail client's one-click) unsubscribes.
  app.use(createUnsubscribeRouter(container, { stylesheet: assets.stylesheet }));
  // The booking journey without JavaScript: core's booking use-case run on the server, a step per request (server/site/booking-steps.ts).
  app.use(createBookingStepsRouter(container, { stylesheet: assets.stylesheet, horizonDays: config.bookingHorizonDays, captchaOn: Boolean(config.recaptchaSiteKey), limiter: (refuse) => siteLimiter('bookingCreate', limits, refuse) }));

  app.get(`${ROUTE_DATA_PREFIX}{/*splat}`, (req, res, next) => {
    serveRouteData(req, res, context).catch(next);
  });

  // Each menu's allergen guide as a PDF, from the guide page's own data (server/site/allergen-guide-pdf.ts).
  app.get(`${ALLERGEN_GUIDE_PATH}/:id.pdf`, (req, res, next) => {
    allergenGuidePdfHandler(context)(req, res).catch(next);
  });

  // The in-restaurant kiosk (issue 11): its own shell, rendered in the browser (server/site/kiosk.ts).
  const kioskAssets = options.kioskAssets ?? readKioskAssets(config.clientDir, config.assetBaseUrl);
  app.get('/kiosk{/:storeId}', (req, res, next) => {
    kioskHandler(container, config, () => kioskAssets)(req, res).catch(next);
  });

  const renderCache = new RenderCache({
    ttlMs: (config.renderCacheSeconds ?? DEFAULT_RENDER_CACHE_SECONDS) * 1000,
    maxEntries: config.renderCacheMaxPages ?? RENDER_CACHE_MAX_ENTRIES,
    maxBytes: (config.renderCacheMaxMegabytes ?? RENDER_CACHE_MAX_MEGABYTES) * 1024 * 1024,
    now: clockOf(container),
    generation: contentGeneration(container),
  });
  // For tests and the bench: what the page cache holds.
  app.locals.renderCache = renderCache;
  // The cookie bar's choice posted without JavaScript: the same cookies, then back to the page (303).
  app.use(createCookieChoiceRouter());

  // A page's form posted without JavaScript: the same page answers, with the form's confirmation or its
  // errors by field, never stored by any cache.
  const refusePost = (res: Response, status: 400 | 413) => {
    const text = status === 413 ? 'Sorry, that form was too large to send.' : 'Sorry, that form could not be read. Please go back and try again.';
    res.status(status).type('html').set('Cache-Control', 'no-store').send(errorPage(status, { title: 'Form not sent', text }));
  };
  const answerPost = async (req: Request, res: Response, posted: PostedForm | null, status: number) => {
    const result = await renderPage(req, requestCookies(req, res), context, req.originalUrl, posted);
    if (result.kind === 'redirect') return res.redirect(303, result.location);
    allowPageFrames(res, result.page.meta?.frameSrc);
    res
      .status(result.page.status === 200 ? status : result.page.status)
      .type('html')
      .set('Cache-Control', 'private, no-store')
      .send(renderDocument(result.page));
  };
  // A job application with its CV, multipart (server/site/job-application-post.ts).
  app.use(createJobApplicationPosts({ container, captcha: Boolean(config.recaptchaSiteKey), limits: formLimiter, refuse: refusePost, answer: answerPost }));
  // Every other page form, urlencoded (server/site/page-forms.ts).
  app.use(createPageFormPosts({ container, captcha: Boolean(config.recaptchaSiteKey), limits: formLimiter, refuse: refusePost, answer: answerPost }));

  app.get('/{*splat}', async (req, res, next) => {
    try {
      const cookies = requestCookies(req, res);
      const key = renderCache.keyOf(req, cookies);
      const cached = renderCache.get(key);
      if (cached !== null) return sendCachedPage(req, res, cached);
      const generation = renderCache.generation();
      // Rendered without tracking parameters, so the page cannot differ by them (the cache's key leaves them out).
      const result = await renderPage(req, cookies, context, RenderCache.renderTarget(req));
      if (result.kind === 'redirect') return res.redirect(result.status, result.location);
      const { page } = result;
      const html = renderDocument(page);
      if (key !== null && !result.private && page.status === 200) {
        return sendCachedPage(req, res, await renderCache.store(key, html, page.meta?.frameSrc, generation));
      }
      // A page with a diner's own data (its route's 'private' guard) is never stored by any cache; error
      // pages and pages with the cache off are sent as rendered (compressed on the fly).
      allowPageFrames(res, page.meta?.frameSrc);
      res
        .status(page.status)
        .type('html')
        .set('Cache-Control', result.private ? 'private, no-store' : 'no-cache')
        .send(html);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number' && status === 404) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (isMalformedUrlError(error)) {
      // A parameter that does not decode, a client's mistake: one line, no stack.
      warn(`400 malformed request: ${loggedTarget(req)} (${error instanceof Error ? error.message.slice(0, 100) : 'bad request'})`);
      if (!res.headersSent) res.status(400).type('html').set('Cache-Control', 'no-store').send(errorPage(400));
      return;
    }
    log(`Page ${req.method} ${req.originalUrl} failed`, error);
    if (res.headersSent) return;
    res.status(500).type('html').send(errorPage(500));
  });
  return app;
}
