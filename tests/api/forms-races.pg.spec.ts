// Races a real PostgreSQL server decides for the forms: one diner's voucher asked for many times at once,
// one applicant's application sent many times at once, one address signing up many times at once. Each
// must leave one record (one code, one application, one welcome) and no 500.
// Runs in a database of its own, so it never meets the booking race test's schema resets.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { seedData } from '../../server/api/seed';
import { createApiApp } from '../../server/api/app';
import { API_ROUTE_MODULES } from '../../server/api/routes';
import { startApiHarness, TEST_RATE_LIMITS, type ApiHarness } from '../support/api-harness';
import { confirmationsTo, followConfirmation, markConfirmed } from '../support/email-confirmation';
import { createOwnDatabase, dropOwnDatabase } from '../support/pg-own-database';

const baseUrl = process.env.TEST_DATABASE_URL;
const database = `tavola_forms_${process.pid}`;

let harness: ApiHarness;
let server: Server;

beforeAll(async () => {
  const url = await createOwnDatabase(database);
  process.env.TEST_DATABASE_URL = url;
  try {
    harness = await startApiHarness({ database: 'postgres' });
  } finally {
    process.env.TEST_DATABASE_URL = baseUrl;
  }
  server = harness.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}, 60_000);

afterAll(async () => {
  if (!harness) return;
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
  await dropOwnDatabase(database);
});

const PARALLEL = 20;
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const post = (url: string, body: object, key: string) => request(base()).post(url).set(harness.headers()).set('Idempotency-Key', key).send(body);

describe('parallel form submissions on PostgreSQL', () => {
  it('given one confirmed e-mail asking for one offer 20 times at once, then one code is stored and every e-mail carries it', async () => {
    await markConfirmed(harness, 'racer@example.com');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/offer/getcode', { emailAddress: i % 2 ? 'Racer@Example.com' : 'racer@example.com', offerSlug: 'birthday-dolce', acceptTerms: true }, `voucher-race-${i}-key`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    const vouchers = await harness.handle.db.selectFrom('vouchers').selectAll().where('email', '=', 'racer@example.com').execute();
    expect(vouchers).toHaveLength(1);
    const emails = await harness.handle.db.selectFrom('outbox').select('text_body').where('recipient', '=', 'racer@example.com').execute();
    expect(emails).toHaveLength(PARALLEL);
    for (const email of emails) expect(email.text_body).toContain(vouchers[0]?.code);
  });

  it('given one applicant sending one application 20 times at once, then one is stored and the others get code 14', async () => {
    const job = seedData.jobs.find((j) => j.cvRequired === 'False' && j.workExperienceRequired === 'False');
    if (!job) throw new Error('The seed has no job without a CV');
    const answers = (job.questions ?? []).map((q) => ({ id: q.id, answer: q.type === 'TEXT' ? 'Because.' : [q.options?.[0] ?? 'Yes'] }));
    const body = { firstName: 'Rita', secondName: 'Racer', email: 'rita.racer@example.com', telephone: '07700 900222', jobId: job.jobId, answers };
    const results = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post('/api/jobs/application', body, `apply-race-${i}-key`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const duplicates = results.filter((r) => r.status === 409);
    expect(duplicates).toHaveLength(PARALLEL - 1);
    for (const duplicate of duplicates) expect(duplicate.body).toMatchObject({ success: false, code: 14 });
    const stored = await harness.handle.db.selectFrom('job_applications').select('id').where('email', '=', 'rita.racer@example.com').execute();
    expect(stored).toHaveLength(1);
  });

  it('given one address signing up 20 times at once, then one record, and following all its confirmation links at once sends one welcome', async () => {
    const body = {
      emailAddress: 'sam.racer@example.com', favouriteRestaurant: 'CV001', firstName: 'Sam', phoneNumber: '07700 900333',
      acceptTerms: true, acceptSMSTerms: true, birthday: { day: 5, month: 5 },
    };
    const results = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post('/api/signup', body, `signup-race-${i}-key`)));
    expect(results.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const rows = await harness.handle.db.selectFrom('sign_ups').select('email').where('email', '=', 'sam.racer@example.com').execute();
    expect(rows).toHaveLength(1);
    // Double opt-in: every sign-up of an unconfirmed address sends a link; the welcome waits for one.
    const confirmations = await confirmationsTo(harness, 'sam.racer@example.com');
    expect(confirmations).toHaveLength(PARALLEL);
    const tokens = confirmations.map((email) => decodeURIComponent(/token=([^\s]+)/.exec(email.text_body)?.[1] ?? ''));
    const followed = await Promise.all(tokens.map((token) => followConfirmation(harness, token)));
    expect(followed.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    const welcomes = await harness.handle.db.selectFrom('outbox').select('id').where('recipient', '=', 'sam.racer@example.com').where('subject', 'like', 'Welcome%').execute();
    expect(welcomes).toHaveLength(1);
  });

  it('given two API instances counting in PostgreSQL, when 30 token calls race across them, then exactly the limit (10) are answered', async () => {
    const config = { ...harness.config, rateLimitStore: 'database' as const, rateLimits: { ...TEST_RATE_LIMITS, token: { windowMs: 60_000, max: 10 } } };
    const apps = [createApiApp({ ...harness.deps, config }, API_ROUTE_MODULES), createApiApp({ ...harness.deps, config }, API_ROUTE_MODULES)];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => request(apps[i % 2] as (typeof apps)[0]).post('/api/token').set('brandKey', harness.config.brandKey).send({})),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });
});
