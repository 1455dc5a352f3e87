// Scale-out proof (issue 13, item 6): the BUILT API (`node dist/server/api.cjs`) started twice and the built
// site (`node dist/server/site.cjs`, API_BASE_URL set) started twice, all four on one PostgreSQL database of
// their own (on TEST_DATABASE_URL's server), each on its own 127.0.0.1 port. Then, spread over the four
// entry points (both APIs directly, and both sites' /api pass-through to either API):
// - many parallel bookings for one slot book exactly its capacity, counted in the database;
// - a rate limit is one limit: calls alternating between the two APIs (and forms alternating between the
//   two sites) are refused 429 after the configured limit in total, not after twice it;
// - every confirmation e-mail reaches the SMTP sink exactly once, though both APIs' outbox relays send.
// Needs `npm run build` (the test command builds first). The figures are printed (console.log) at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { createOwnDatabase, dropOwnDatabase } from '../support/pg-own-database';
import { freePort } from '../support/free-port';

const root = path.resolve(__dirname, '../..');
const apiBundle = path.join(root, 'dist/server/api.cjs');
const siteBundle = path.join(root, 'dist/server/site.cjs');
const DATABASE = `tavola_scale_out_${process.pid}`;
const BRAND_KEY = 'casa-ventura';
// A database, a migration and four processes starting on a busy two-core machine.
const START_MS = 240_000;
// Small limits, so the test reaches them: tokens on the API, form posts on the site.
const TOKEN_LIMIT = 6;
const FORMS_LIMIT = 4;
// The booking race: one cover each, for the one slot, spread over the four entry points.
const ATTEMPTS = 100;

interface Running {
  name: string;
  child: ChildProcess;
  output: string;
  url: string;
}

const processes: Running[] = [];
let databaseUrl = '';
let smtp: SMTPServer;
const received: Array<{ from: string; to: string[]; subject: string }> = [];
const figures: string[] = [];

function start(name: string, bundle: string, port: number, env: Record<string, string>): Running {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', TOKEN_SECRET: 'scale-out-token-secret', BRAND_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running: Running = { name, child, output: '', url: `http://127.0.0.1:${port}` };
  child.stdout?.on('data', (chunk: Buffer) => (running.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (running.output += chunk.toString()));
  processes.push(running);
  return running;
}

/** Resolves when the process answers /readyz 200 (its database, or its API, reachable). */
async function ready(running: Running, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`${running.name} stopped while starting:\n${running.output}`);
    const ok = await fetch(`${running.url}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${running.name} did not start in ${ms} ms:\n${running.output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function query<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let api: Running[] = [];
let sites: Running[] = [];
/** The four ways in: API 1, API 2, site 1 (to API 1), site 2 (to API 2). */
const entries = () => [api[0], api[1], sites[0], sites[1]] as Running[];

beforeAll(async () => {
  for (const bundle of [apiBundle, siteBundle]) if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first.`);
  databaseUrl = await createOwnDatabase(DATABASE);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '' });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;

  const [apiPort1, apiPort2, sitePort1, sitePort2] = [await freePort(), await freePort(), await freePort(), await freePort()] as [number, number, number, number];
  const apiEnv = (port: number, n: number) => ({
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '10',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${sitePort1}`,
    // Each diner's address comes in X-Forwarded-For, as from a load balancer in front of the sites (the test
    // plays it), with the site's own hop appended when the call goes through a site: two hops.
    TRUST_PROXY_HOPS: '2',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The sender names the process, so the figures say which relay sent what.
    MAIL_FROM: `api${n}@scale-out.example.com`,
    RATE_LIMIT_TOKEN: `${TOKEN_LIMIT}/600`,
  });
  // The first API migrates and seeds the empty database; the second starts with the sites.
  api = [start('API 1', apiBundle, apiPort1, apiEnv(apiPort1, 1))];
  await ready(api[0] as Running, START_MS);
  api.push(start('API 2', apiBundle, apiPort2, apiEnv(apiPort2, 2)));
  const siteEnv = (port: number, apiPort: number) => ({
    HOST: '127.0.0.1',
    PORT: String(port),
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    DATABASE_URL: databaseUrl,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    SITE_WORKERS: '1',
    API_CALL_DEADLINE_MS: '20000',
    API_PROXY_DEADLINE_MS: '60000',
    RATE_LIMIT_FORMS: `${FORMS_LIMIT}/600`,
  });
  sites = [start('site 1', siteBundle, sitePort1, siteEnv(sitePort1, apiPort1)), start('site 2', siteBundle, sitePort2, siteEnv(sitePort2, apiPort2))];
  await Promise.all([api[1], ...sites].map((running) => ready(running as Running, START_MS)));
}, 2 * START_MS + 30_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      (running) =>
        new Promise<void>((resolve) => {
          if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
          const timer = setTimeout(() => running.child.kill('SIGKILL'), 20_000);
          running.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          running.child.kill('SIGTERM');
        }),
    ),
  );
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await dropOwnDatabase(DATABASE).catch(() => undefined);
  if (figures.length > 0) console.log(`Scale-out (two APIs, two sites, one PostgreSQL):\n  ${figures.join('\n  ')}`);
}, 60_000);

async function tokenFrom(entry: Running, address: string, session: string): Promise<Response> {
  return fetch(`${entry.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', brandKey: BRAND_KEY, sessionId: session, 'X-Forwarded-For': address },
    body: '{}',
  });
}

function isoDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

describe('two API processes and two site processes on one PostgreSQL', () => {
  let headers: Record<string, string> = {};
  const made: string[] = [];

  beforeAll(async () => {
    const res = await tokenFrom(api[0] as Running, '198.51.100.250', 'scale-out-setup');
    expect(res.status).toBe(200);
    const { accessToken } = (await res.json()) as { accessToken: string };
    headers = { 'content-type': 'application/json', brandKey: BRAND_KEY, sessionId: 'scale-out-session', Authorization: `Bearer ${accessToken}` };
  }, 60_000);

  it('given parallel bookings for one slot through both APIs and both sites, then exactly its capacity is booked', async () => {
    // A dinner slot at Oxford Circus (CV001) a week or more ahead, bookable online (not an enquiry).
    let slot: { date: string; time: string } | undefined;
    for (let day = 7; day <= 20 && !slot; day += 1) {
      const res = await fetch(`${api[1]?.url}/api/booking/slots/CV001?occasionId=dinner&adults=1&children=0&dates=${isoDate(day)}`, { headers });
      if (!res.ok) continue;
      const body = (await res.json()) as { dates: Array<{ times: Array<{ time: string; canEnquire: boolean }> }> };
      const time = body.dates[0]?.times.find((t) => !t.canEnquire && t.time >= '19:00')?.time;
      if (time) slot = { date: isoDate(day), time };
    }
    if (!slot) throw new Error('No bookable dinner slot at CV001 in the next three weeks');
    const { date, time } = slot;

    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const entry = entries()[i % 4] as Running;
        const email = `diner${i}@scale-out.example.com`;
        const res = await fetch(`${entry.url}/api/booking/create/CV001`, {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': `scale-out-${i}`, 'X-Forwarded-For': `10.77.${i >> 8}.${i & 255}` },
          body: JSON.stringify({
            data: {
              occasionId: 'dinner',
              adultCovers: 1,
              childCovers: 0,
              diningDateTime: `${date}T${time}:00`,
              bookingTime: time,
              menuId: null,
              areaId: null,
              customer: { firstName: 'Scale', lastName: 'Out', email, phoneNumber: '', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
            },
          }),
        });
        const body = (await res.json().catch(() => ({}))) as { bookingStatus?: number; message?: string };
        return { entry: entry.name, status: res.status, email, bookingStatus: body.bookingStatus, message: body.message };
      }),
    );
    for (const a of answers.filter((answer) => answer.status === 200)) made.push(a.email);
    const refused = answers.filter((a) => a.status === 409);
    const other = answers.filter((a) => a.status !== 200 && a.status !== 409);
    expect(other).toEqual([]);
    for (const a of refused) expect(a.bookingStatus).toBe(9);

    const [capacity] = await query<{ capacity: number; booked_covers: number }>(
      'select capacity, booked_covers from slot_capacity where store_id = $1 and slot_date = $2 and slot_time = $3',
      ['CV001', date, time],
    );
    const [stored] = await query<{ n: string; covers: string }>(
      "select count(*) as n, coalesce(sum(adult_covers + child_covers), 0) as covers from bookings where store_id = $1 and dining_date = $2 and dining_time = $3 and status <> 'cancelled'",
      ['CV001', date, time],
    );
    expect(capacity).toBeDefined();
    expect(capacity?.capacity).toBeLessThan(ATTEMPTS);
    expect(made).toHaveLength(capacity?.capacity as number);
    expect(capacity?.booked_covers).toBe(capacity?.capacity);
    expect(Number(stored?.n)).toBe(capacity?.capacity);
    expect(Number(stored?.covers)).toBe(capacity?.capacity);
    const byEntry = entries().map((entry) => `${entry.name} ${answers.filter((a) => a.entry === entry.name && a.status === 200).length}`);
    figures.push(`bookings: ${ATTEMPTS} tried in parallel for CV001 ${date} ${time} (capacity ${capacity?.capacity} covers), ${made.length} made (${byEntry.join(', ')}), ${refused.length} refused 'slot taken', ${stored?.n} rows stored, ${capacity?.booked_covers} covers counted`);
  }, 180_000);

  it('given token calls from one client alternating between the two APIs, then 429 after the limit in total, not twice it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * TOKEN_LIMIT + 2; i += 1) statuses.push((await tokenFrom(api[i % 2] as Running, '203.0.113.77', 'scale-out-limit')).status);
    expect(statuses.slice(0, TOKEN_LIMIT)).toEqual(Array(TOKEN_LIMIT).fill(200));
    expect(statuses.slice(TOKEN_LIMIT)).toEqual(Array(TOKEN_LIMIT + 2).fill(429));
    // Through the sites' pass-through (each to its own API) the same client is still over the limit.
    for (const site of sites) expect((await tokenFrom(site, '203.0.113.77', 'scale-out-limit')).status).toBe(429);
    figures.push(`API rate limit (RATE_LIMIT_TOKEN=${TOKEN_LIMIT}/600): ${statuses.length} token calls alternating API 1/API 2 from one client: ${statuses.filter((s) => s === 200).length} answered 200, ${statuses.filter((s) => s === 429).length} answered 429 (first 429 at call ${statuses.indexOf(429) + 1}); through both sites: 429`);
  }, 120_000);

  it('given form posts from one diner alternating between the two sites, then 429 after the forms limit in total', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * FORMS_LIMIT + 2; i += 1) {
      const res = await fetch(`${sites[i % 2]?.url}/__forms/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Forwarded-For': '203.0.113.88' }, body: '{}' });
      statuses.push(res.status);
    }
    // A post below the limit is read (and refused for its empty fields); past it, refused unread.
    expect(statuses.slice(0, FORMS_LIMIT)).toEqual(Array(FORMS_LIMIT).fill(400));
    expect(statuses.slice(FORMS_LIMIT)).toEqual(Array(FORMS_LIMIT + 2).fill(429));
    figures.push(`site rate limit (RATE_LIMIT_FORMS=${FORMS_LIMIT}/600): ${statuses.length} contact posts alternating site 1/site 2 from one diner: ${statuses.filter((s) => s !== 429).length} read, ${statuses.filter((s) => s === 429).length} answered 429 (first at post ${statuses.indexOf(429) + 1})`);
  }, 120_000);

  it('given both APIs relaying the outbox to one SMTP server, then every confirmation arrives exactly once', async () => {
    expect(made.length).toBeGreaterThan(0);
    const recipients = new Set(made);
    const arrived = () => received.filter((mail) => mail.to.some((to) => recipients.has(to)));
    // The relays pass every 10 s; wait for every confirmation, then one pass more for any second copy.
    const deadline = Date.now() + 150_000;
    while (new Set(arrived().flatMap((mail) => mail.to)).size < recipients.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise((resolve) => setTimeout(resolve, 12_000));

    const perRecipient = new Map<string, number>();
    for (const mail of arrived()) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...recipients].filter((to) => perRecipient.get(to) !== 1)).toEqual([]);
    const [outbox] = await query<{ sent: string; pending: string }>(
      "select count(*) filter (where status = 'sent') as sent, count(*) filter (where status = 'pending' and send_after <= now()) as pending from outbox where channel = 'email' and recipient = any($1)",
      [[...recipients]],
    );
    expect(Number(outbox?.sent)).toBe(recipients.size);
    expect(Number(outbox?.pending)).toBe(0);
    const bySender = ['api1@scale-out.example.com', 'api2@scale-out.example.com'].map((from) => `${from.slice(0, 4).toUpperCase().replace('API', 'API ')} ${arrived().filter((mail) => mail.from === from).length}`);
    figures.push(`e-mails: ${recipients.size} confirmations queued, ${arrived().length} delivered to the SMTP sink (${bySender.join(', ')} by sender), ${[...perRecipient.values()].filter((n) => n > 1).length} recipients with more than one`);
  }, 240_000);
});
