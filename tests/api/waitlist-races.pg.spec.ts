// The waitlist's races on a real PostgreSQL server (issue 14, item 2): many claims of one hold at once book
// the table exactly once, a claim racing the hold's lapse either books it or passes it on (never both), and
// two task workers offering one freed table hold it for one diner, two passing over due texts send each once,
// and two sweeping passed entries while one offers a table expire each once and never the diner offered.
import request from 'supertest';
import { sql } from 'kysely';
import { WAITLIST } from '@tavola/core/constants';
import { createTaskWorker } from '../../server/api/scheduling/api-task-worker';
import { enqueueSms } from '../../server/api/email/outbox';
import { TEST_NOW } from '../support/api-harness';
import { usePgApiServer } from '../support/pg-api-server';
import { aCreateBookingBody } from '../builders/booking.builder';
import { aWaitlistJoin } from '../builders/waitlist.builder';

const pg = usePgApiServer();
const DAY = '2026-11-26';
let seq = 0;

afterEach(() => pg.harness.clock.set(TEST_NOW));

async function book(time: string, adults: number): Promise<string> {
  const res = await request(pg.base())
    .post('/api/booking/create/CV011')
    .set(pg.harness.headers())
    .set('Idempotency-Key', `waitlist-race-${Date.now()}-${(seq += 1)}`)
    .send(aCreateBookingBody({ menuId: null, adultCovers: adults, bookingTime: time, diningDateTime: `${DAY}T${time}:00` }, { email: `wl.racer${seq}@example.com` }));
  expect(res.status).toBe(200);
  return decodeURIComponent(String(res.body.manageUrl).split('/booking/manage/')[1] ?? '');
}

const join = (time: string, email: string) =>
  request(pg.base()).post('/api/booking/waitlist').set(pg.harness.headers()).send(aWaitlistJoin({ date: DAY, timeFrom: time, timeTo: time, email }));
const claim = (hold: string) => request(pg.base()).post(`/api/booking/waitlist/hold/${hold}/claim`).set(pg.harness.headers()).send({});

/** A full slot at `time`, one diner waiting, a booking of two cancelled and the table held for them: the hold's token. */
async function heldTableAt(time: string, email: string): Promise<string> {
  const token = await book(time, 2);
  await book(time, 2);
  expect((await join(time, email)).status).toBe(200);
  expect((await request(pg.base()).post(`/api/booking/manage/${token}/cancel`).set(pg.harness.headers()).send({})).status).toBe(200);
  await createTaskWorker(pg.harness.deps).runOnce();
  const mail = await pg.harness.handle.db.selectFrom('outbox').select('text_body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return decodeURIComponent(/claim\?token=(\S+)/.exec(mail.text_body)?.[1] ?? '');
}

const bookingsOf = (email: string) => pg.harness.handle.db.selectFrom('bookings').select('reference').where(sql`customer->>'email'`, '=', email).execute();

async function coversAt(time: string): Promise<number> {
  const row = await pg.harness.handle.db.selectFrom('slot_capacity').select('booked_covers').where('store_id', '=', 'CV011').where('slot_date', '=', DAY).where('slot_time', '=', time).executeTakeFirst();
  return row?.booked_covers ?? 0;
}

it('given one hold claimed twenty times at once, then exactly one claim books the table and the others are told the link is used', async () => {
  const hold = await heldTableAt('19:00', 'claim.race@example.com');
  const answers = await Promise.all(Array.from({ length: 20 }, () => claim(hold)));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 410 && a.body.code === 'LINK_USED')).toHaveLength(19);
  expect(await bookingsOf('claim.race@example.com')).toHaveLength(1);
  expect(await coversAt('19:00')).toBe(4);
}, 60_000);

it('given a claim racing the hold’s lapse at its last moment, then the table is either booked or passed on, never both, and never over capacity', async () => {
  const hold = await heldTableAt('20:00', 'lapse.race@example.com');
  await join('20:00', 'lapse.next@example.com');
  // The claim is checked against the clock at the moment it locks the hold; the lapse runs when it is due.
  pg.harness.clock.set(TEST_NOW + WAITLIST.holdMinutes * 60_000 - 1);
  const claimed = claim(hold);
  pg.harness.clock.set(TEST_NOW + WAITLIST.holdMinutes * 60_000 + 1);
  const [answer] = await Promise.all([claimed, createTaskWorker(pg.harness.deps).runOnce(), createTaskWorker(pg.harness.deps).runOnce()]);
  const booked = (await bookingsOf('lapse.race@example.com')).length;
  const holds = await pg.harness.handle.db.selectFrom('waitlist_holds').select(['status']).where('slot_time', '=', '20:00').where('slot_date', '=', DAY).orderBy('id').execute();
  if (answer.status === 200) {
    expect(booked).toBe(1);
    expect(holds.map((h) => h.status)).toEqual(['claimed']);
  } else {
    expect(answer.status).toBe(410);
    expect(booked).toBe(0);
    expect(holds.map((h) => h.status)).toEqual(['lapsed', 'held']);
  }
  expect(await coversAt('20:00')).toBe(4);
}, 60_000);

it('given two task workers offering the same freed table at once, then one diner is held it and the slot is never over capacity', async () => {
  const token = await book('21:00', 2);
  await book('21:00', 2);
  await join('21:00', 'offer.race.1@example.com');
  await join('21:00', 'offer.race.2@example.com');
  // Two offers of one slot queued (the cancellation's, and one more as a second API process might add).
  await request(pg.base()).post(`/api/booking/manage/${token}/cancel`).set(pg.harness.headers()).send({});
  await pg.harness.handle.db
    .insertInto('scheduled_tasks')
    .values({ kind: 'waitlist.offer', payload: JSON.stringify({ storeId: 'CV011', date: DAY, time: '21:00' }) as never, status: 'pending', last_error: null, run_after: new Date(0) })
    .execute();
  await Promise.all([createTaskWorker(pg.harness.deps).runOnce(), createTaskWorker(pg.harness.deps).runOnce()]);
  const holds = await pg.harness.handle.db.selectFrom('waitlist_holds').select(['entry_id', 'status']).where('slot_time', '=', '21:00').where('slot_date', '=', DAY).execute();
  expect(holds).toHaveLength(1);
  expect(await coversAt('21:00')).toBe(4);
}, 60_000);

it('given two task workers passing at once over due text messages, then each text is sent once', async () => {
  const phones = Array.from({ length: 6 }, (_, i) => `07700 90${String(i).padStart(4, '0')}`);
  await pg.harness.handle.db.transaction().execute(async (trx) => {
    for (const to of phones) await enqueueSms(trx, { to, text: `Your table at 19:00 tomorrow (${to})` }, { sendAfter: TEST_NOW - 60_000 });
  });
  // A provider slow enough for the two passes to overlap.
  const sent: string[] = [];
  const sms = { configured: true, send: async (message: { to: string }) => (await new Promise((r) => setTimeout(r, 50)), sent.push(message.to), { sent: true as const }) };
  await Promise.all([createTaskWorker({ ...pg.harness.deps, sms }).runOnce(), createTaskWorker({ ...pg.harness.deps, sms }).runOnce()]);
  expect([...sent].sort()).toEqual(phones);
  const rows = await pg.harness.handle.db.selectFrom('outbox').select('status').where('channel', '=', 'sms').where('recipient', 'in', phones).execute();
  expect(rows.map((row) => row.status)).toEqual(phones.map(() => 'sent'));
}, 60_000);

it('given two task workers sweeping while one offers a freed table, then a passed entry is expired once, and the diner offered is held it with their details kept', async () => {
  // 17:00 full with one diner waiting for it; 18:00 full, one diner waiting, and a table of two there cancelled.
  await book('17:00', 4);
  expect((await join('17:00', 'sweep.passed@example.com')).status).toBe(200);
  const token = await book('18:00', 2);
  await book('18:00', 2);
  expect((await join('18:00', 'sweep.offered@example.com')).status).toBe(200);
  expect((await request(pg.base()).post(`/api/booking/manage/${token}/cancel`).set(pg.harness.headers()).send({})).status).toBe(200);
  // 17:30 in York on the day (GMT): the 17:00 window has passed, the 18:00 table is still to come.
  pg.harness.clock.set(Date.UTC(2026, 10, 26, 17, 30));
  const passes = await Promise.all([createTaskWorker(pg.harness.deps).runOnce(), createTaskWorker(pg.harness.deps).runOnce()]);
  expect(passes[0].swept + passes[1].swept).toBe(1);
  const entry = (email: string) =>
    pg.harness.handle.db.selectFrom('waitlist_entries').select(['id', 'status', 'customer']).where('dining_date', '=', DAY).where(sql`customer->>'email'`, '=', email).execute();
  expect(await entry('sweep.passed@example.com')).toEqual([]);
  const expired = await pg.harness.handle.db.selectFrom('waitlist_entries').select(['status', 'customer']).where('dining_date', '=', DAY).where('time_to', '=', '17:00').execute();
  expect(expired).toEqual([{ status: 'expired', customer: {} }]);
  const [offered] = await entry('sweep.offered@example.com');
  expect(offered?.status).toBe('offered');
  const holds = await pg.harness.handle.db.selectFrom('waitlist_holds').select(['entry_id', 'status']).where('slot_time', '=', '18:00').where('slot_date', '=', DAY).execute();
  expect(holds).toEqual([{ entry_id: offered?.id, status: 'held' }]);
  expect(await coversAt('18:00')).toBe(4);
}, 60_000);
