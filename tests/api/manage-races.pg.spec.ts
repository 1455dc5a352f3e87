// Manage my booking's races on a real PostgreSQL server (issue 14): amendments after the last covers of a
// slot, amendments crossing between two slots, and one booking changed many times at once. Capacity is
// never exceeded, a loser changes nothing, and nothing deadlocks.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { aCreateBookingBody } from '../builders/booking.builder';

let harness: ApiHarness;
let server: Server;
let seq = 0;

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
const DAY = '2026-11-26';

/** A table at York (CV011, 4 covers a slot) and its link's token. */
async function book(time: string, adults: number): Promise<string> {
  const res = await request(base())
    .post('/api/booking/create/CV011')
    .set(harness.headers())
    .set('Idempotency-Key', `manage-race-${Date.now()}-${(seq += 1)}`)
    .send(aCreateBookingBody({ menuId: null, adultCovers: adults, bookingTime: time, diningDateTime: `${DAY}T${time}:00` }, { email: `racer${seq}@example.com` }));
  expect(res.status).toBe(200);
  return decodeURIComponent(String(res.body.manageUrl).split('/booking/manage/')[1] ?? '');
}

const amend = (token: string, change: Record<string, unknown>) => request(base()).post(`/api/booking/manage/${token}/amend`).set(harness.headers()).send(change);

async function coversAt(time: string): Promise<number> {
  const row = await harness.handle.db.selectFrom('slot_capacity').select('booked_covers').where('store_id', '=', 'CV011').where('slot_date', '=', DAY).where('slot_time', '=', time).executeTakeFirst();
  return row?.booked_covers ?? 0;
}

it('given ten bookings moving at once into a slot with room for one of them, then exactly one moves and the others change nothing', async () => {
  await book('20:00', 2);
  const movers = [];
  for (const time of ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15']) movers.push({ time, token: await book(time, 2) });
  const answers = await Promise.all(movers.map(({ token }) => amend(token, { time: '20:00' })));
  const moved = answers.filter((a) => a.status === 200);
  expect(moved).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).every((a) => a.body.field === 'time')).toBe(true);
  expect(await coversAt('20:00')).toBe(4);
  for (const [i, { time }] of movers.entries()) expect(await coversAt(time)).toBe(answers[i]?.status === 200 ? 0 : 2);
});

it('given two bookings swapping slots at the same moment, then both move and no slot is over its capacity', async () => {
  const early = await book('21:00', 3);
  const late = await book('21:30', 3);
  const [a, b] = await Promise.all([amend(early, { time: '21:30', adults: 1 }), amend(late, { time: '21:00', adults: 1 })]);
  // Whichever runs first, its party of one fits beside the other's three (4 a slot); the locks are taken in
  // slot order, so the two transactions wait for each other rather than deadlock.
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(await coversAt('21:00')).toBe(1);
  expect(await coversAt('21:30')).toBe(1);
});

it('given one booking grown by one guest twenty times at once, then it grows once: the others find nothing to change', async () => {
  const token = await book('20:30', 2);
  const answers = await Promise.all(Array.from({ length: 20 }, () => amend(token, { adults: 3 })));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
  expect(await coversAt('20:30')).toBe(3);
});
