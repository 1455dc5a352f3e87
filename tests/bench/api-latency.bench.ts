// Benchmark (not a test): availability and create-booking latency of the reference API on PostgreSQL
// at 50 concurrent requests. Prints p50/p99 and request rates. Run with `npm run bench:api`.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createApiRuntime } from '../../server/api/api-runtime';
import { TEST_EMAIL_LIMIT, TEST_RATE_LIMITS } from '../support/api-harness';
import { readApiConfig } from '../../server/api/config';

const CONNECTIONS = 50;
const AVAILABILITY_REQUESTS = 3000;
const CREATE_REQUESTS = 2000;
const quiet = { info: () => undefined, warn: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) };

function isoDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set TEST_DATABASE_URL (npm run bench:api starts a throwaway PostgreSQL).');
  // The bench books hundreds of tables from one address: the rate limits are raised (counted in PostgreSQL,
  // as in production with DATABASE_URL, so their upsert is part of the figures), never off.
  const config = { ...readApiConfig({}), databaseUrl, dataDir: 'memory://', rateLimits: TEST_RATE_LIMITS, emailPerRecipient: TEST_EMAIL_LIMIT, rateLimitStore: 'database' as const };

  // A clean schema, so every run books into an empty restaurant chain.
  const wipe = await createApiRuntime({ ...config }, quiet).catch(() => null);
  if (wipe) {
    await sql`drop schema if exists public cascade`.execute(wipe.database.db);
    await sql`create schema public`.execute(wipe.database.db);
    await wipe.close();
  }
  const runtime = await createApiRuntime(config, quiet);
  const server = runtime.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = runtime.deps.tokens.issue(config.brandKey, false).accessToken;
  const headers = { 'content-type': 'application/json', brandKey: config.brandKey, sessionId: 'bench-session-0001', Authorization: `Bearer ${token}` };

  const stores = ['CV001', 'CV002', 'CV003', 'CV005', 'CV008', 'CV010', 'CV013', 'CV014'];
  const availability = await autocannon({
    url: `${url}/api/booking/availability`,
    method: 'POST',
    headers,
    body: JSON.stringify({ stores: stores.map((storeId, i) => ({ storeId, miles: i })), date: isoDate(2), adultCovers: 2, childrenCovers: 0 }),
    connections: CONNECTIONS,
    amount: AVAILABILITY_REQUESTS,
  });

  const bookable = ['CV001', 'CV002', 'CV003', 'CV004', 'CV005', 'CV006', 'CV007', 'CV008', 'CV009', 'CV010', 'CV012', 'CV013', 'CV014', 'CV015', 'CV016', 'CV017'];
  const times = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30'];
  let n = 0;
  const create = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: CREATE_REQUESTS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n += 1;
          const store = bookable[n % bookable.length] as string;
          const time = times[Math.floor(n / bookable.length) % times.length] as string;
          const date = isoDate(2 + (Math.floor(n / (bookable.length * times.length)) % 5));
          return {
            ...req,
            path: `/api/booking/create/${store}`,
            headers: { ...headers, 'Idempotency-Key': `bench-${Date.now()}-${n}` },
            body: JSON.stringify({
              data: {
                occasionId: 'dinner',
                adultCovers: 2,
                childCovers: 0,
                diningDateTime: `${date}T${time}:00`,
                bookingTime: time,
                menuId: null,
                areaId: null,
                customer: { firstName: 'Bench', lastName: 'Diner', email: `bench${n}@example.com`, phoneNumber: '', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
              },
            }),
          };
        },
      },
    ],
  });

  const booked = await runtime.database.db.selectFrom('bookings').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  await new Promise((resolve) => server.close(resolve));
  await runtime.close();

  const line = (name: string, r: autocannon.Result) =>
    `${name.padEnd(16)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${Math.round(r.requests.average)} req/s   2xx ${r['2xx']}   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(`Reference API on PostgreSQL, ${CONNECTIONS} concurrent connections`);
  console.log(line('availability', availability));
  console.log(line('create-booking', create));
  console.log(`bookings stored: ${booked.n} (create answers other than 200 are closed days, full slots (409) or past times)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
