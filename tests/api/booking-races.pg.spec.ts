// Races a real PostgreSQL server decides: many diners after the last tables of one slot, and one
// diner's browser retrying a booking in parallel with the same Idempotency-Key.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { startApiHarness, type ApiHarness } from '../support/api-harness';

let harness: ApiHarness;
let server: Server;

beforeAll(async () => {
  harness = await startApiHarness({ database: 'postgres' });
  server = harness.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
});

const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function bookingFor(email: string, time: string) {
  return {
    data: {
      occasionId: 'dinner',
      adultCovers: 1,
      childCovers: 0,
      diningDateTime: `2026-11-26T${time}:00`,
      bookingTime: time,
      menuId: null,
      areaId: null,
      customer: {
        firstName: 'Diner',
        lastName: 'Racer',
        email,
        phoneNumber: '',
        specialRequest: '',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  };
}

it('given 50 parallel bookings for a slot with capacity N, then exactly N succeed and the covers never exceed it', async () => {
  // York (CV011) takes 4 covers per slot.
  const slot = { storeId: 'CV011', date: '2026-11-26', time: '19:00' };
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request(base())
        .post(`/api/booking/create/${slot.storeId}`)
        .set(harness.headers())
        .set('Idempotency-Key', `race-${i}-${Date.now()}`)
        .send(bookingFor(`racer${i}@example.com`, slot.time)),
    ),
  );
  const won = answers.filter((a) => a.status === 200);
  const lost = answers.filter((a) => a.status === 409);
  expect(won).toHaveLength(4);
  expect(lost).toHaveLength(46);
  for (const a of lost) expect(a.body.bookingStatus).toBe(9);

  const stored = await harness.handle.db
    .selectFrom('bookings')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('adult_covers').as('covers')])
    .where('store_id', '=', slot.storeId)
    .where('dining_date', '=', slot.date)
    .where('dining_time', '=', slot.time)
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(4);
  expect(Number(stored.covers)).toBe(4);
  const capacity = await harness.handle.db
    .selectFrom('slot_capacity')
    .select(['capacity', 'booked_covers'])
    .where('store_id', '=', slot.storeId)
    .where('slot_date', '=', slot.date)
    .where('slot_time', '=', slot.time)
    .executeTakeFirstOrThrow();
  expect(capacity).toEqual({ capacity: 4, booked_covers: 4 });
}, 60_000);

it('given 20 parallel calls with one Idempotency-Key, then one booking and the same answer for all', async () => {
  const key = `one-key-${Date.now()}`;
  const body = bookingFor('retry@example.com', '20:00');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      request(base()).post('/api/booking/create/CV001').set(harness.headers()).set('Idempotency-Key', key).send(body),
    ),
  );
  const statuses = new Set(answers.map((a) => a.status));
  expect([...statuses]).toEqual([200]);
  const references = new Set(answers.map((a) => a.body.bookingReference));
  expect(references.size).toBe(1);
  const rows = await harness.handle.db.selectFrom('bookings').select('reference').where('store_id', '=', 'CV001').where('dining_time', '=', '20:00').execute();
  expect(rows).toHaveLength(1);
  // One confirmation and one reminder (queued for 24 hours before), not twenty of each.
  const mails = await harness.handle.db.selectFrom('outbox').select('purpose').where('recipient', '=', 'retry@example.com').orderBy('id').execute();
  expect(mails.map((mail) => mail.purpose)).toEqual([null, 'reminder']);
  // The calls that lost the key's race undid their whole statement: the confirmation was counted once.
  const counted = await harness.handle.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', 'email:retry@example.com').executeTakeFirstOrThrow();
  expect(counted.hits).toBe(1);
}, 60_000);

it('given two diners racing for the last table, each retrying 10 times in parallel with their key, then one booking and each key answers one thing', async () => {
  // York (CV011) takes 4 covers per slot; a party of 4 each, so only one of the two can have it.
  const slot = { storeId: 'CV011', time: '20:30' };
  const diners = ['last.one@example.com', 'last.two@example.com'].map((email) => ({
    key: `last-${email.split('@')[0]}-${Date.now()}`,
    body: { data: { ...bookingFor(email, slot.time).data, adultCovers: 4 } },
  }));
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const diner = diners[i % 2] as (typeof diners)[number];
      return request(base()).post(`/api/booking/create/${slot.storeId}`).set(harness.headers()).set('Idempotency-Key', diner.key).send(diner.body);
    }),
  );
  const byDiner = diners.map((_, d) => answers.filter((_, i) => i % 2 === d));
  for (const theirs of byDiner) {
    expect(new Set(theirs.map((a) => a.status)).size).toBe(1);
    for (const a of theirs) expect(a.body).toEqual(theirs[0]?.body);
  }
  expect(byDiner.map((theirs) => theirs[0]?.status).sort()).toEqual([200, 409]);
  const rows = await harness.handle.db.selectFrom('bookings').select('adult_covers').where('store_id', '=', slot.storeId).where('dining_date', '=', '2026-11-26').where('dining_time', '=', slot.time).execute();
  expect(rows).toEqual([{ adult_covers: 4 }]);
  const capacity = await harness.handle.db
    .selectFrom('slot_capacity')
    .select(['capacity', 'booked_covers'])
    .where('store_id', '=', slot.storeId)
    .where('slot_date', '=', '2026-11-26')
    .where('slot_time', '=', slot.time)
    .executeTakeFirstOrThrow();
  expect(capacity).toEqual({ capacity: 4, booked_covers: 4 });
}, 60_000);
