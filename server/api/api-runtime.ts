// Builds a running reference API from configuration: database opened, migrated and seeded on first
// start, the outbox relay started when SMTP is configured, captcha and payments wired.
import type { Express } from 'express';
import { CryptoIdGenerator, SystemClock, UnconfiguredSms } from '@tavola/adapters';
import type { ClockPort } from '@tavola/core/ports';
import type { ApiDependencies, Logger } from './api-dependencies';
import { createApiApp } from './app';
import { createCaptchaVerifier } from './captcha/captcha.verifier';
import { MemoryUsedCaptchaTokens, pruneCaptchaTokens, SqlUsedCaptchaTokens } from './captcha/used-captcha-tokens';
import type { ApiConfig } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { seedIfEmpty } from './db/seed';
import { DEFAULT_RELAY_OPTIONS, OutboxRelay } from './email/outbox-relay';
import { createSmtpTransport } from './email/smtp.transport';
import { createTokenIssuer } from './http/auth';
import { pruneRateLimitHits } from './http/rate-limit-store';
import { TestPaymentGateway } from './payments/test-payment.gateway';
import { API_ROUTE_MODULES } from './routes';
import { seedData } from './seed';
import { createTaskWorker } from './scheduling/api-task-worker';
import type { TaskWorker } from './scheduling/task-worker';

export interface ApiRuntime {
  app: Express;
  deps: ApiDependencies;
  database: DatabaseHandle;
  relay: OutboxRelay | null;
  /** Runs the scheduled tasks (waitlist offers and lapses) and sends due text messages; always started. */
  tasks: TaskWorker;
  close(): Promise<void>;
}

/** How often ended rate-limit and e-mail counters are deleted. */
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error instanceof Error ? error.message : (error ?? '')),
};

export async function createApiRuntime(config: ApiConfig, log: Logger = consoleLogger, clock: ClockPort = new SystemClock()): Promise<ApiRuntime> {
  const database = await openDatabase(config);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info(`Database migrated: ${applied.join(', ')}`);
  if (await seedIfEmpty(database.db, seedData)) log.info('Database seeded with the Casa Ventura content');
  log.info(database.kind === 'postgres' ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`);

  // Used captcha tokens are shared where the rate-limit counters are: the database with DATABASE_URL.
  const sharedStore = config.rateLimitStore === 'database';
  const captcha = createCaptchaVerifier({
    secret: config.captchaSecret,
    hostnames: config.captchaHostnames,
    minScore: config.captchaMinScore,
    verifyUrl: config.captchaVerifyUrl ?? undefined,
    used: sharedStore ? new SqlUsedCaptchaTokens(database.db) : new MemoryUsedCaptchaTokens(),
  });
  if (captcha.enabled) log.info(`Captcha: reCAPTCHA v3 required on forms and bookings (score at least ${config.captchaMinScore}, hosts ${config.captchaHostnames.join(', ')})`);
  else log.warn('Captcha is off: RECAPTCHA_SECRET is not set, so forms and bookings are taken without a reCAPTCHA check.');
  if (config.staffApiKey === null) log.info('Staff read: STAFF_API_KEY is not set, so GET /api/v1/restaurants/{storeId}/bookings answers 404 (the restaurant reads no bookings through the API).');

  const deps: ApiDependencies = {
    db: database.db,
    config,
    clock,
    ids: new CryptoIdGenerator(),
    tokens: createTokenIssuer(config.tokenSecret, clock),
    payments: new TestPaymentGateway(),
    captcha,
    sms: new UnconfiguredSms('No SMS provider is configured: the message is kept in the outbox, unsent'),
    log,
  };
  const tasks = createTaskWorker(deps);
  tasks.start();

  let relay: OutboxRelay | null = null;
  if (config.smtpUrl) {
    relay = new OutboxRelay(database.db, createSmtpTransport(config.smtpUrl), clock, log, { ...DEFAULT_RELAY_OPTIONS, from: config.mailFrom });
    relay.start();
    log.info('E-mail: the outbox relay sends through SMTP_URL');
  } else {
    log.warn('E-mail: SMTP_URL is not set, so e-mails stay in the outbox table (see README, "Reading e-mails").');
  }

  // Rate-limit and e-mail counters whose window has ended are deleted now and then (a stale row is
  // harmless: it starts again at 1), so the table holds only the current windows.
  const prune = setInterval(() => {
    pruneRateLimitHits(database.db, Date.now()).catch((error: unknown) => log.warn(`Pruning rate-limit counters failed: ${error instanceof Error ? error.message : String(error)}`));
    if (sharedStore) pruneCaptchaTokens(database.db, Date.now()).catch((error: unknown) => log.warn(`Pruning used captcha tokens failed: ${error instanceof Error ? error.message : String(error)}`));
  }, RATE_LIMIT_PRUNE_INTERVAL_MS);
  prune.unref();

  return {
    app: createApiApp(deps, API_ROUTE_MODULES),
    deps,
    database,
    relay,
    tasks,
    async close() {
      clearInterval(prune);
      await tasks.stop();
      await relay?.stop();
      await database.close();
    },
  };
}
