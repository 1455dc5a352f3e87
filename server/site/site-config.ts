// Configuration of the server-rendered site, read once from the environment.
import * as os from 'node:os';
import * as path from 'node:path';
import { DEFAULT_CIRCUIT_BREAKER, type CircuitBreakerOptions } from '@tavola/adapters';
import { allowListOrigin } from '@tavola/core/content';
import { BOOKING, KIOSK } from '@tavola/core/constants';
import { isIdleSeconds } from '@tavola/core/kiosk';
import { DEFAULT_BRAND_KEY, toDays } from '../api/config';
import { readRateLimits, readTrustProxyHops, type RateLimitTable } from '../rate-limit';
import { READY_PATH, readShutdownDeadlineMs } from '../shutdown';
import { DEFAULT_API_PROXY_DEADLINE_MS } from './api-pass-through';
import { RENDER_CACHE_MAX_ENTRIES, RENDER_CACHE_MAX_MEGABYTES } from './render-cache';

export interface SiteConfig {
  port: number;
  host: string;
  /** The booking and content API. When empty, the site starts the reference API itself (embedded). */
  apiBaseUrl: string | null;
  /** Port of the embedded reference API when the site starts it. */
  embeddedApiPort: number;
  brandKey: string;
  /** Where hashed assets are served from: '/assets/' or a CDN address ending in '/'. */
  assetBaseUrl: string;
  /** The public address of the site, for canonical URLs, Open Graph and the sitemap. */
  publicUrl: string;
  /** The site id whose footer shows the company's legal address and customer-services e-mail. */
  legalFooterSiteId: string;
  /** Folder of the built client (dist/public) and of the static images (web/public). */
  clientDir: string;
  staticDir: string;
  /** Cache times in seconds for brand settings and the restaurant search. */
  settingsCacheSeconds?: number;
  restaurantsCacheSeconds?: number;
  /** Cache time in seconds for pages, menus, restaurant details, offers, social posts and jobs. */
  catalogueCacheSeconds?: number;
  /** Seconds a rendered public page is reused (micro-cache); 0 renders every request. */
  renderCacheSeconds?: number;
  /** The page cache's bounds: pages, and megabytes of their three forms (server/site/render-cache.ts). */
  renderCacheMaxPages?: number;
  renderCacheMaxMegabytes?: number;
  /**
   * A Google Maps JavaScript API browser key (public by nature: restrict it to the site's address in
   * Google's console). When set, the finder's results map becomes a Google map and the CSP lets Google's
   * script in; when null, the site makes no request to Google at all.
   */
  googleMapsApiKey: string | null;
  /**
   * A Braintree tokenization key (BRAINTREE_TOKENIZATION_KEY; public by design: it can only tokenise a
   * card, never charge or read one). When set, the booking's card step types the card into Braintree's
   * Hosted Fields and the CSP lets Braintree's frames and calls in, for the key's environment only; when
   * null, the card step keeps its own fields and the built-in test gateway, and nothing reaches Braintree.
   */
  braintreeTokenizationKey: string | null;
  /**
   * The reCAPTCHA v3 site key (RECAPTCHA_SITE_KEY; public by design), set with the API's RECAPTCHA_SECRET.
   * When set, the pages, the kiosk and the widget load Google's api.js on a form's first send and send a
   * token for the form's action, and the CSP lets Google's reCAPTCHA script, frame and calls in; when null,
   * nothing is loaded from Google and the site says at start that captcha is off.
   */
  recaptchaSiteKey?: string | null;
  /**
   * The https origins a menu's partner widget may come from (PARTNER_MENU_ORIGINS, comma-separated). A
   * menu page with a widget from one of them frames it, and only that origin is added to its CSP
   * frame-src; a widget from anywhere else is ignored with one log line. Empty or absent: no widget is embedded.
   */
  partnerMenuOrigins?: readonly string[];
  /**
   * Days after today a table can be booked (BOOKING_HORIZON_DAYS, the variable the API reads; core's
   * BOOKING.horizonDays by default): the booking journey's date field, calendar and guards keep to it.
   */
  bookingHorizonDays?: number;
  /**
   * The API's call the site's /readyz asks (API_READY_PATH, '/readyz' by default: the reference API's);
   * empty: the site's readiness asks nothing of the API. A path starting with '/'.
   */
  apiReadyPath?: string | null;
  /** From SIGTERM to exit, at most (SHUTDOWN_DEADLINE_MS; server/shutdown.ts's 10 s by default). */
  shutdownDeadlineMs?: number;
  /**
   * Site worker processes sharing PORT (SITE_WORKERS, a whole number above 0; one per core by default,
   * os.availableParallelism()). 1 serves the site from the one process, as before (server/site/main.ts).
   */
  siteWorkers?: number;
  /**
   * The overall deadline of each of the site's own calls to the API, waiting for a socket included
   * (API_CALL_DEADLINE_MS; DEFAULT_API_CALL_DEADLINE_MS by default).
   */
  apiCallDeadlineMs?: number;
  /** The /api pass-through's deadline before it answers 504 (API_PROXY_DEADLINE_MS; 15 s by default). */
  apiProxyDeadlineMs?: number;
  /**
   * The circuit breaker over the site's API calls (API_CIRCUIT_FAILURES failed calls in a row open it for
   * API_CIRCUIT_OPEN_MS; adapters' DEFAULT_CIRCUIT_BREAKER: 5 and 10 s); null when API_CIRCUIT_FAILURES is 0.
   */
  apiCircuitBreaker?: CircuitBreakerOptions | null;
  /**
   * Seconds without a touch before the kiosk (/kiosk/{storeId}) starts again (KIOSK_IDLE_SECONDS; core's
   * KIOSK.idleSeconds, 90, by default; a whole number from KIOSK.minIdleSeconds to KIOSK.maxIdleSeconds).
   */
  kioskIdleSeconds?: number;
  /**
   * Proxies in front of the site that append to X-Forwarded-For (TRUST_PROXY_HOPS). Absent or null: the
   * site trusts a proxy on its loopback ('loopback'), as before. Its rate limits count the address this gives.
   */
  trustProxyHops?: number | null;
  /** Core's RATE_LIMITS with the RATE_LIMIT_<NAME> overrides; the site limits its own /__forms/* with them (server/site/form-limits.ts). */
  rateLimits?: RateLimitTable;
  /**
   * A PostgreSQL database holding the API's rate_limit_hits table (DATABASE_URL): the site's counters are
   * kept there, shared with every other site process; null: in this process's memory.
   */
  rateLimitDatabaseUrl?: string | null;
}

/**
 * The site's own calls to the API (page data, forms) end after this long, queueing for a socket included:
 * a page should not wait the spec's 30 s (HTTP.requestTimeoutMs, kept for the browser's calls) for a hung API.
 * 3 s keeps the 100 visitors of `npm run bench:hung-api` at p95 ≤ 5 s (the first visitors wait one deadline
 * before the circuit breaker opens). Not in the spec.
 */
export const DEFAULT_API_CALL_DEADLINE_MS = 3_000;

export function readSiteConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): SiteConfig {
  const port = toPort(env.PORT, 3000);
  const publicUrl = (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    apiBaseUrl: env.API_BASE_URL ? env.API_BASE_URL.replace(/\/+$/, '') : null,
    embeddedApiPort: toPort(env.API_PORT, 4000),
    brandKey: env.BRAND_KEY || DEFAULT_BRAND_KEY,
    assetBaseUrl: ensureSlash(env.ASSET_BASE_URL || '/assets/'),
    publicUrl,
    legalFooterSiteId: env.LEGAL_FOOTER_SITE_ID || 'casa-ventura-uk',
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/public'),
    staticDir: path.resolve(root, 'web/public'),
    settingsCacheSeconds: toSeconds(env.SETTINGS_CACHE_SECONDS),
    restaurantsCacheSeconds: toSeconds(env.RESTAURANTS_CACHE_SECONDS),
    catalogueCacheSeconds: toSeconds(env.CATALOGUE_CACHE_SECONDS),
    renderCacheSeconds: toSeconds(env.RENDER_CACHE_SECONDS),
    renderCacheMaxPages: toPositiveInteger(env.RENDER_CACHE_MAX_PAGES, RENDER_CACHE_MAX_ENTRIES),
    renderCacheMaxMegabytes: toPositiveInteger(env.RENDER_CACHE_MAX_MB, RENDER_CACHE_MAX_MEGABYTES),
    googleMapsApiKey: toApiKey(env.GOOGLE_MAPS_API_KEY),
    braintreeTokenizationKey: toTokenizationKey(env.BRAINTREE_TOKENIZATION_KEY),
    recaptchaSiteKey: toSiteKey(env.RECAPTCHA_SITE_KEY),
    bookingHorizonDays: toDays(env.BOOKING_HORIZON_DAYS, BOOKING.horizonDays),
    partnerMenuOrigins: toOrigins(env.PARTNER_MENU_ORIGINS),
    apiReadyPath: toReadyPath(env.API_READY_PATH),
    shutdownDeadlineMs: readShutdownDeadlineMs(env.SHUTDOWN_DEADLINE_MS),
    siteWorkers: toPositiveInteger(env.SITE_WORKERS, os.availableParallelism()),
    apiCallDeadlineMs: toPositiveInteger(env.API_CALL_DEADLINE_MS, DEFAULT_API_CALL_DEADLINE_MS),
    apiProxyDeadlineMs: toPositiveInteger(env.API_PROXY_DEADLINE_MS, DEFAULT_API_PROXY_DEADLINE_MS),
    apiCircuitBreaker: toCircuitBreaker(env.API_CIRCUIT_FAILURES, env.API_CIRCUIT_OPEN_MS),
    kioskIdleSeconds: toKioskIdleSeconds(env.KIOSK_IDLE_SECONDS),
    trustProxyHops: readTrustProxyHops(env.TRUST_PROXY_HOPS, null),
    rateLimits: readRateLimits(env),
    rateLimitDatabaseUrl: env.DATABASE_URL || null,
  };
}

/**
 * Empty means no key. A key goes into the address of Google's script, so anything but the characters
 * Google's keys are made of stops the site at start-up rather than being sent as it is.
 */
/** RECAPTCHA_SITE_KEY: Google's site keys are letters, digits, '-' and '_'; anything else stops the start-up. */
function toSiteKey(value: string | undefined): string | null {
  const key = (value ?? '').trim();
  if (key === '') return null;
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(key)) throw new Error('RECAPTCHA_SITE_KEY must be a reCAPTCHA site key: letters, digits, "-" and "_" only.');
  return key;
}

function toApiKey(value: string | undefined): string | null {
  const key = (value ?? '').trim();
  if (key === '') return null;
  if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error('GOOGLE_MAPS_API_KEY must be a Google API key: letters, digits, "-" and "_" only.');
  return key;
}

/** Braintree's environments a tokenization key can name (its first part), each with its own hosts. */
export type BraintreeEnvironment = 'sandbox' | 'production';

/**
 * Empty means no key. A key is `{environment}_{id}_{merchant id}` (the form braintree-web itself accepts
 * as a tokenization key), for Braintree's sandbox or production; anything else stops the site at
 * start-up, rather than a card step that can never load or a CSP for hosts the key will not call.
 */
function toTokenizationKey(value: string | undefined): string | null {
  const key = (value ?? '').trim();
  if (key === '') return null;
  if (braintreeEnvironment(key) === null) {
    throw new Error('BRAINTREE_TOKENIZATION_KEY must be a Braintree tokenization key: sandbox_… or production_…, letters, digits and "_" only.');
  }
  return key;
}

/** The Braintree environment a tokenization key is for, or null for anything that is not one. */
export function braintreeEnvironment(key: string): BraintreeEnvironment | null {
  const match = /^(sandbox|production)_[A-Za-z0-9]+_[A-Za-z0-9_]+$/.exec(key);
  return match ? (match[1] as BraintreeEnvironment) : null;
}

/**
 * The partner widgets' allow-list: comma-separated https origins ('https://menus.example.com'). An entry
 * that is not exactly one (http, a path, a wildcard) stops the site at start-up rather than widening the
 * CSP for something nobody meant.
 */
function toOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.map((entry) => {
    const origin = allowListOrigin(entry);
    if (origin === null) throw new Error(`PARTNER_MENU_ORIGINS must list https origins only, like https://menus.example.com: not '${entry.slice(0, 100)}'.`);
    return origin;
  });
}

/** Absent: the reference API's '/readyz'; empty: none; else a path starting with '/', or the site refuses to start. */
function toReadyPath(value: string | undefined): string | null {
  if (value === undefined) return READY_PATH;
  const path = value.trim();
  if (path === '') return null;
  if (!/^\/[A-Za-z0-9._~\/-]*$/.test(path)) throw new Error('API_READY_PATH must be a path starting with "/", like /readyz.');
  return path;
}

/** API_CIRCUIT_FAILURES '0' turns the breaker off; each value that is not a whole number above 0 keeps its default. */
function toCircuitBreaker(failures: string | undefined, openMs: string | undefined): CircuitBreakerOptions | null {
  if (failures?.trim() === '0') return null;
  return {
    failures: toPositiveInteger(failures, DEFAULT_CIRCUIT_BREAKER.failures),
    openMs: toPositiveInteger(openMs, DEFAULT_CIRCUIT_BREAKER.openMs),
  };
}

/** Absent or empty: core's default; anything but a whole number of seconds within core's bounds stops the site at start-up. */
function toKioskIdleSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return KIOSK.idleSeconds;
  const seconds = Number(value);
  if (!isIdleSeconds(seconds)) {
    throw new Error(`KIOSK_IDLE_SECONDS must be a whole number of seconds from ${KIOSK.minIdleSeconds} to ${KIOSK.maxIdleSeconds}: not '${value.slice(0, 20)}'.`);
  }
  return seconds;
}

/** A whole number above 0; anything else keeps the default. */
function toPositiveInteger(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function toPort(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

function toSeconds(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

function ensureSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
