// Configuration of the reference booking and content API, read once from the environment.
// Every value has a default that runs on a fresh machine (embedded database, no SMTP, captcha off).
import * as path from 'node:path';
import { BOOKING } from '@tavola/core/constants';
import { readShutdownDeadlineMs } from '../shutdown';

export interface ApiConfig {
  /** Port of the API when it runs on its own. */
  port: number;
  /** Host to listen on. */
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /** Folder of the embedded database. */
  dataDir: string;
  /** SMTP connection URL (smtp://user:pass@host:port); when empty e-mails stay in the outbox. */
  smtpUrl: string | null;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Google reCAPTCHA secret; when empty captcha checks answer success and start-up says so. */
  captchaSecret: string | null;
  /** The brandKey header every call must carry. */
  brandKey: string;
  /** Secret that signs access tokens. */
  tokenSecret: string;
  /** Public address of the site, used in e-mails. */
  publicBaseUrl: string;
  /** Days after today a table can be booked (BOOKING_HORIZON_DAYS); core's BOOKING.horizonDays by default. */
  bookingHorizonDays: number;
  /**
   * Key a content editor sends (header `contentEditKey`) to publish a menu with PUT /api/v1/content/menu/{id}
   * (CONTENT_EDIT_KEY); when empty, the content stays read-only and that call does not exist.
   */
  contentEditKey: string | null;
  /** From SIGTERM to exit, at most (SHUTDOWN_DEADLINE_MS; server/shutdown.ts's 10 s by default). */
  shutdownDeadlineMs: number;
}

export const DEFAULT_BRAND_KEY = 'casa-ventura';

export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: toPort(env.API_PORT, 4000),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data', 'pglite')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Casa Ventura <bookings@casaventura.example>',
    captchaSecret: env.RECAPTCHA_SECRET || null,
    brandKey: env.BRAND_KEY || DEFAULT_BRAND_KEY,
    tokenSecret: env.TOKEN_SECRET || 'tavola-development-token-secret-change-me',
    publicBaseUrl: env.PUBLIC_BASE_URL || 'http://localhost:3000',
    bookingHorizonDays: toDays(env.BOOKING_HORIZON_DAYS, BOOKING.horizonDays),
    contentEditKey: env.CONTENT_EDIT_KEY || null,
    shutdownDeadlineMs: readShutdownDeadlineMs(env.SHUTDOWN_DEADLINE_MS),
  };
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
