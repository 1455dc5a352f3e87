// Starts the reference API in-process on an in-memory PGlite database, migrated and seeded, with a
// fixed clock, for supertest. One harness per test file: opening PGlite costs seconds.
import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { FixedClock, CryptoIdGenerator, UnconfiguredSms } from '@tavola/adapters';
import type { ApiDependencies, Logger } from '../../server/api/api-dependencies';
import { createApiApp } from '../../server/api/app';
import { readApiConfig, type ApiConfig } from '../../server/api/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/api/db/database';
import { seedIfEmpty } from '../../server/api/db/seed';
import { createTokenIssuer } from '../../server/api/http/auth';
import { API_ROUTE_MODULES } from '../../server/api/routes';
import { TestPaymentGateway } from '../../server/api/payments/test-payment.gateway';
import { createCaptchaVerifier } from '../../server/api/captcha/captcha.verifier';
import { MemoryUsedCaptchaTokens } from '../../server/api/captcha/used-captcha-tokens';
import { seedData } from '../../server/api/seed';
import { RATE_LIMITS, type RateLimitName } from '@tavola/core/constants';
import type { RateLimitTable } from '../../server/rate-limit';

/**
 * The limits the test servers run with unless a test sets its own: the production windows with a million
 * requests each, since the suites send thousands of calls (the fuzz tests 1,000 per endpoint) from one
 * address. The production defaults are core's RATE_LIMITS, held by tests/api/rate-limits.api.spec.ts.
 */
export const TEST_RATE_LIMITS: RateLimitTable = Object.fromEntries(
  (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, { windowMs: RATE_LIMITS[name].windowMs, max: 1_000_000 }]),
) as RateLimitTable;

/** E-mails per recipient in the test servers: as many as the suites send to their few addresses. */
export const TEST_EMAIL_LIMIT = { windowMs: 24 * 60 * 60_000, max: 1_000_000 };

/** 2026-11-23 10:00 UTC, a Monday: the seed's dates are chosen around it. */
export const TEST_NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

export interface ApiHarness {
  app: Express;
  deps: ApiDependencies;
  clock: FixedClock;
  handle: DatabaseHandle;
  config: ApiConfig;
  logs: string[];
  /** Headers of an authorised call (brandKey, sessionId, Authorization). */
  headers(): Record<string, string>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** 'postgres' uses the server in TEST_DATABASE_URL (started by tests/support/postgres.sh), emptied first. */
  database?: 'pglite' | 'postgres';
  overrides?: Partial<ApiDependencies>;
  /** Configuration over the test defaults (TEST_RATE_LIMITS, TEST_EMAIL_LIMIT, counters in memory). */
  config?: Partial<ApiConfig>;
}

export async function startApiHarness(options: HarnessOptions = {}): Promise<ApiHarness> {
  const overrides = options.overrides ?? {};
  let databaseUrl: string | null = null;
  if (options.database === 'postgres') {
    databaseUrl = process.env.TEST_DATABASE_URL ?? '';
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL.');
  }
  const config: ApiConfig = {
    ...readApiConfig({}),
    databaseUrl,
    dataDir: 'memory://',
    rateLimits: TEST_RATE_LIMITS,
    emailPerRecipient: TEST_EMAIL_LIMIT,
    ...options.config,
  };
  const handle = await openDatabase(config);
  if (databaseUrl) {
    await sql`drop schema if exists public cascade`.execute(handle.db);
    await sql`create schema public`.execute(handle.db);
  }
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, seedData);
  const clock = new FixedClock(TEST_NOW);
  const logs: string[] = [];
  const log: Logger = {
    info: (m) => logs.push(`info: ${m}`),
    warn: (m) => logs.push(`warn: ${m}`),
    error: (m, e) => logs.push(`error: ${m} ${e instanceof Error ? e.stack : String(e ?? '')}`),
  };
  const deps: ApiDependencies = {
    db: handle.db,
    config,
    clock,
    ids: new CryptoIdGenerator(),
    tokens: createTokenIssuer(config.tokenSecret, clock),
    payments: new TestPaymentGateway(),
    captcha: createCaptchaVerifier({ secret: null, hostnames: [], used: new MemoryUsedCaptchaTokens() }),
    sms: new UnconfiguredSms(),
    log,
    ...overrides,
  };
  const app = createApiApp(deps, API_ROUTE_MODULES);
  const token = deps.tokens.issue(config.brandKey, false).accessToken;
  return {
    app,
    deps,
    clock,
    handle,
    config,
    logs,
    headers: () => ({ brandKey: config.brandKey, sessionId: 'test-session-0001', Authorization: `Bearer ${token}` }),
    close: () => handle.close(),
  };
}

/** A supertest client with the auth headers set. The app is looked up at each call, so the client of
 * useApiHarness() can be made before the harness has started. */
export function apiClient(harness: ApiHarness) {
  const withHeaders = (test: request.Test) => test.set(harness.headers());
  const agent = () => request(harness.app);
  return {
    get: (url: string) => withHeaders(agent().get(url)),
    post: (url: string, body?: unknown, idempotencyKey?: string) => {
      const test = withHeaders(agent().post(url));
      if (idempotencyKey) test.set('Idempotency-Key', idempotencyKey);
      return body === undefined ? test : test.send(body as object);
    },
    get raw() {
      return agent();
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * One harness for the test file (or the describe it is called in): started in beforeAll, closed in
 * afterAll. The harness answers from the started one, so it can be taken at the top of the file;
 * reading it outside a test or a hook throws.
 */
export function useApiHarness(options: HarnessOptions = {}): { harness: ApiHarness; api: ApiClient } {
  let started: ApiHarness | undefined;
  const current = (): ApiHarness => {
    if (!started) throw new Error('The API harness is not started: use it inside a test or a hook.');
    return started;
  };
  const harness: ApiHarness = {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    get clock() {
      return current().clock;
    },
    get handle() {
      return current().handle;
    },
    get config() {
      return current().config;
    },
    get logs() {
      return current().logs;
    },
    headers: () => current().headers(),
    close: () => current().close(),
  };

  beforeAll(async () => {
    started = await startApiHarness(options);
  });

  afterAll(async () => {
    await started?.close();
  });

  return { harness, api: apiClient(harness) };
}
