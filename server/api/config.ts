// Configuration of the reference booking and content API, read once from the environment.
// Every value has a default that runs on a fresh machine (embedded database, no SMTP, captcha off).
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BOOKING, CAPTCHA, EMAIL_LIMITS, REMINDERS, WAITLIST, type RateLimit } from '@tavola/core/constants';
import { readLimit, readRateLimits, readTrustProxyHops, type RateLimitTable } from '../rate-limit';
import { readShutdownDeadlineMs } from '../shutdown';
import { DEFAULT_DATABASE_POOL_MAX } from './db/database';

export interface ApiConfig {
  /** Port of the API when it runs on its own. */
  port: number;
  /** Host to listen on. */
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /**
   * Most connections this process opens to PostgreSQL (DATABASE_POOL_MAX, 1 to 500; 20 by default). Every API
   * process has its own pool, so their sum must stay under the server's max_connections. Unused on PGlite.
   */
  databasePoolMax: number;
  /** Folder of the embedded database. */
  dataDir: string;
  /** SMTP connection URL (smtp://user:pass@host:port); when empty e-mails stay in the outbox. */
  smtpUrl: string | null;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Google reCAPTCHA v3 secret (RECAPTCHA_SECRET); when empty captcha is off and start-up says so. */
  captchaSecret: string | null;
  /**
   * Host names a captcha token may come from (RECAPTCHA_HOSTNAMES, comma-separated): by default the host of
   * PUBLIC_BASE_URL and of each EMBED_ALLOWED_ORIGINS entry (the widget runs on partner pages).
   */
  captchaHostnames: readonly string[];
  /** Lowest score accepted (RECAPTCHA_MIN_SCORE, 0 to 1); core's CAPTCHA.minScore (0.5) by default. */
  captchaMinScore: number;
  /** Where tokens are verified (RECAPTCHA_VERIFY_URL); Google's siteverify by default. */
  captchaVerifyUrl: string | null;
  /** The brandKey header every call must carry. */
  brandKey: string;
  /** Secret that signs access tokens. */
  tokenSecret: string;
  /** Public address of the site, used in e-mails. */
  publicBaseUrl: string;
  /**
   * Secret that signs the diners' manage-booking links (MANAGE_LINK_SECRET, at least 32 characters). When
   * empty, the API generates one on first use and keeps it in its database (table api_secrets), so links
   * survive a restart and every API process on the same database agrees.
   */
  manageLinkSecret: string | null;
  /** Days after today a table can be booked (BOOKING_HORIZON_DAYS); core's BOOKING.horizonDays by default. */
  bookingHorizonDays: number;
  /**
   * Key a content editor sends (header `contentEditKey`) to publish a menu with PUT /api/v1/content/menu/{id}
   * (CONTENT_EDIT_KEY); when empty, the content stays read-only and that call does not exist.
   */
  contentEditKey: string | null;
  /**
   * Key the restaurant's staff send (header `staffApiKey`) to read a day's bookings with the party's needs,
   * GET /api/v1/restaurants/{storeId}/bookings (STAFF_API_KEY); when empty, that call does not exist.
   */
  staffApiKey: string | null;
  /** From SIGTERM to exit, at most (SHUTDOWN_DEADLINE_MS; server/shutdown.ts's 10 s by default). */
  shutdownDeadlineMs: number;
  /**
   * Origins whose pages may embed the booking widget and call the API from the browser
   * (EMBED_ALLOWED_ORIGINS, comma-separated, e.g. 'https://partner.example'): they get CORS headers, any
   * other foreign origin a 403 (server/api/http/cors.ts). Empty: none. The site's own origin
   * (publicBaseUrl) and the API's own are always allowed.
   */
  embedAllowedOrigins: readonly string[];
  /**
   * Proxies in front of the API that append to X-Forwarded-For (TRUST_PROXY_HOPS, 0 by default: the
   * client is the socket's address). The rate limits count the address this gives. 'loopback' (the API
   * the site starts itself, server/site/main.ts) trusts any proxy on the loopback: the site.
   */
  trustProxyHops: number | 'loopback';
  /** Core's RATE_LIMITS with the RATE_LIMIT_<NAME> overrides (server/rate-limit.ts). */
  rateLimits: RateLimitTable;
  /**
   * Where the rate-limit counters live (RATE_LIMIT_STORE): 'database' (the rate_limit_hits table, shared by
   * every process on the database) or 'memory' (this process). Default: 'database' with DATABASE_URL,
   * 'memory' on the embedded PGlite, which only one process opens.
   */
  rateLimitStore: 'database' | 'memory';
  /** E-mails to one recipient (normalised: lower case, no +tag) per window (EMAIL_LIMIT_PER_RECIPIENT); core's EMAIL_LIMITS by default. */
  emailPerRecipient: RateLimit;
  /**
   * Signs the e-mail confirmation links of double opt-in (EMAIL_CONFIRMATION_SECRET, HMAC-SHA256). When
   * empty a random one is made at start: links then work only on this process until it restarts.
   */
  confirmationSecret: string;
  /** How long a confirmation link can be followed (core's EMAIL_LIMITS.confirmationLinkMs). */
  confirmationLinkMs: number;
  /** Minutes a freed table is held for the waiting diner it is offered to (WAITLIST_HOLD_MINUTES; core's WAITLIST.holdMinutes, 15). */
  waitlistHoldMinutes: number;
  /** Hours before a booking its reminder goes (REMINDER_HOURS_BEFORE; core's REMINDERS.hoursBefore, 24). */
  reminderHoursBefore: number;
}

export const DEFAULT_BRAND_KEY = 'casa-ventura';

export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const publicBaseUrl = env.PUBLIC_BASE_URL || 'http://localhost:3000';
  const embedAllowedOrigins = readEmbedAllowedOrigins(env.EMBED_ALLOWED_ORIGINS);
  return {
    port: toPort(env.API_PORT, 4000),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMax: readWholeNumber('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_DATABASE_POOL_MAX, 1, 500),
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data', 'pglite')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Casa Ventura <bookings@casaventura.example>',
    captchaSecret: env.RECAPTCHA_SECRET || null,
    captchaHostnames: readCaptchaHostnames(env.RECAPTCHA_HOSTNAMES, [publicBaseUrl, ...embedAllowedOrigins]),
    captchaMinScore: readCaptchaMinScore(env.RECAPTCHA_MIN_SCORE),
    captchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || null,
    brandKey: env.BRAND_KEY || DEFAULT_BRAND_KEY,
    tokenSecret: env.TOKEN_SECRET || 'tavola-development-token-secret-change-me',
    publicBaseUrl,
    manageLinkSecret: readManageLinkSecret(env.MANAGE_LINK_SECRET),
    bookingHorizonDays: toDays(env.BOOKING_HORIZON_DAYS, BOOKING.horizonDays),
    contentEditKey: env.CONTENT_EDIT_KEY || null,
    staffApiKey: env.STAFF_API_KEY || null,
    shutdownDeadlineMs: readShutdownDeadlineMs(env.SHUTDOWN_DEADLINE_MS),
    embedAllowedOrigins,
    trustProxyHops: readTrustProxyHops(env.TRUST_PROXY_HOPS, 0) ?? 0,
    rateLimits: readRateLimits(env),
    rateLimitStore: readRateLimitStore(env.RATE_LIMIT_STORE, Boolean(env.DATABASE_URL)),
    emailPerRecipient: readLimit('EMAIL_LIMIT_PER_RECIPIENT', env.EMAIL_LIMIT_PER_RECIPIENT, EMAIL_LIMITS.perRecipient),
    confirmationSecret: env.EMAIL_CONFIRMATION_SECRET || randomBytes(32).toString('base64url'),
    confirmationLinkMs: EMAIL_LIMITS.confirmationLinkMs,
    waitlistHoldMinutes: readWholeNumber('WAITLIST_HOLD_MINUTES', env.WAITLIST_HOLD_MINUTES, WAITLIST.holdMinutes, WAITLIST.minHoldMinutes, WAITLIST.maxHoldMinutes),
    reminderHoursBefore: readWholeNumber('REMINDER_HOURS_BEFORE', env.REMINDER_HOURS_BEFORE, REMINDERS.hoursBefore, 1, 7 * 24),
  };
}

/**
 * EMBED_ALLOWED_ORIGINS: comma-separated origins, `scheme://host[:port]` with http or https, as a browser
 * sends them in its Origin header (lower case, no default port, no path, no trailing slash); empty or
 * absent: none. Each is kept as the browser would write it ('https://A.example:443' is
 * 'https://a.example'). Anything else (a path, a wildcard, another scheme, user info) stops the start-up
 * with a message naming the variable and the entry, rather than an allow-list that never matches or that
 * lets in more than meant.
 */
export function readEmbedAllowedOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const origins = entries.map((entry) => {
    const origin = webOrigin(entry);
    if (origin === null) {
      throw new Error(`EMBED_ALLOWED_ORIGINS must list origins only, like https://partner.example or http://127.0.0.1:8080 (scheme, host and port, no path): not '${entry.slice(0, 100)}'.`);
    }
    return origin;
  });
  return [...new Set(origins)];
}

/** `http(s)://host[:port]` as its origin (lower case, default port dropped), or null for anything else. */
function webOrigin(entry: string): string | null {
  const match = /^(https?):\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.exec(entry);
  if (match === null) return null;
  try {
    const url = new URL(entry);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * RECAPTCHA_HOSTNAMES: comma-separated host names (no scheme or port), lower-cased; absent: the hosts of
 * `origins` (the site and the embedding partners). A name with anything but letters, digits, dots and
 * hyphens stops the start-up.
 */
export function readCaptchaHostnames(value: string | undefined, origins: readonly string[]): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  if (entries.length === 0) {
    return [...new Set(origins.flatMap((origin) => {
      try {
        return [new URL(origin).hostname.toLowerCase()];
      } catch {
        return [];
      }
    }))];
  }
  for (const entry of entries) {
    if (!/^[a-z0-9.-]{1,253}$/.test(entry)) throw new Error(`RECAPTCHA_HOSTNAMES must list host names only, like www.example.com: not '${entry.slice(0, 100)}'.`);
  }
  return [...new Set(entries)];
}

/** RECAPTCHA_MIN_SCORE: a number from 0 to 1; absent: core's CAPTCHA.minScore. Anything else stops the start-up. */
export function readCaptchaMinScore(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return CAPTCHA.minScore;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1: not '${value.slice(0, 50)}'.`);
  return n;
}

/** RATE_LIMIT_STORE: 'database' or 'memory'; empty: the database with DATABASE_URL, memory on PGlite. */
export function readRateLimitStore(value: string | undefined, hasDatabaseUrl: boolean): 'database' | 'memory' {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return hasDatabaseUrl ? 'database' : 'memory';
  if (v === 'database' || v === 'memory') return v;
  throw new Error(`RATE_LIMIT_STORE must be 'database' or 'memory': not '${(value ?? '').slice(0, 50)}'.`);
}

/** A whole number of days, 0 or more; anything else keeps the default. */
export function toDays(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function toPort(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

/** MANAGE_LINK_SECRET: empty for the database's own secret; else at least 32 characters, or the start-up stops. */
export function readManageLinkSecret(value: string | undefined): string | null {
  const secret = (value ?? '').trim();
  if (secret === '') return null;
  if (secret.length < MANAGE_LINK_SECRET_MIN_LENGTH) {
    throw new Error(`MANAGE_LINK_SECRET must be at least ${MANAGE_LINK_SECRET_MIN_LENGTH} characters (or left unset for a secret generated and kept in the database).`);
  }
  return secret;
}

/** The shortest MANAGE_LINK_SECRET accepted: 32 characters, as much as an HMAC-SHA256 key needs to be strong. */
const MANAGE_LINK_SECRET_MIN_LENGTH = 32;

/** A whole number from `min` to `max`; absent or blank: `fallback`; anything else stops the start-up naming the variable. */
function readWholeNumber(variable: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < min || n > max) throw new Error(`${variable} must be a whole number from ${min} to ${max}: not '${value.slice(0, 50)}'.`);
  return n;
}
