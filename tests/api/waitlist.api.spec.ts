// The waitlist (issue 14, item 2) against the seeded reference API on PGlite: joining a full slot (checked,
// rate limited), a freed table held for the first waiting diner whose party fits, the hold passing to the
// next when it lapses (the task worker, on the harness's fixed clock), claiming it, and every bad hold link
// in words with nothing changed.
import { RATE_LIMITS, WAITLIST } from '@tavola/core/constants';
import { ErrorCode, WAITLIST_MESSAGES } from '@tavola/core/errors';
import request from 'supertest';
import { sql } from 'kysely';
import { createTaskWorker } from '../../server/api/scheduling/api-task-worker';
import { useApiHarness, TEST_NOW } from '../support/api-harness';
import { aCreateBookingBody, HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { aWaitlistJoin } from '../builders/waitlist.builder';
import { asSent } from '../support/sent-mail';

const { harness, api } = useApiHarness();

let keySeq = 0;
const key = () => `waitlist-key-${Date.now()}-${(keySeq += 1)}`;

afterEach(() => harness.clock.set(TEST_NOW));

/** A table at York (CV011, four covers a slot) on the Wednesday; answers its manage token. */
async function book(time: string, adults: number, email: string): Promise<string> {
  const res = await api.post('/api/booking/create/CV011', aCreateBookingBody({ menuId: null, adultCovers: adults, bookingTime: time, diningDateTime: `${HARNESS_WEDNESDAY}T${time}:00` }, { email }), key());
  expect(res.status).toBe(200);
  return decodeURIComponent(String(res.body.manageUrl).split('/booking/manage/')[1] ?? '');
}

const join = (overrides: Record<string, unknown> = {}) => api.post('/api/booking/waitlist', aWaitlistJoin(overrides));
const cancel = (token: string) => api.post(`/api/booking/manage/${token}/cancel`, {});
const runTasks = () => createTaskWorker(harness.deps).runOnce();

async function coversAt(time: string): Promise<number> {
  const row = await harness.handle.db.selectFrom('slot_capacity').select('booked_covers').where('store_id', '=', 'CV011').where('slot_date', '=', HARNESS_WEDNESDAY).where('slot_time', '=', time).executeTakeFirst();
  return row?.booked_covers ?? 0;
}

const mailsTo = async (email: string) => asSent(await harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute());

/** The hold link's token from the last e-mail to `email`, or null when none carries one. */
async function holdTokenFor(email: string): Promise<string | null> {
  const mails = await mailsTo(email);
  for (const mail of mails.reverse()) {
    const match = /\/booking\/waitlist\/claim\?token=(\S+)/.exec(mail.text_body);
    if (match) return decodeURIComponent(match[1] as string);
  }
  return null;
}

const bookingsOf = (email: string) =>
  harness.handle.db.selectFrom('bookings').select(['reference', 'dining_time', 'adult_covers', 'status']).where(sql`customer->>'email'`, '=', email).execute();


describe('joining', () => {
  it('given a full slot, when a diner joins, then they wait; joining again answers the same entry', async () => {
    await book('17:00', 4, 'full.1700@example.com');
    const first = await join({ timeFrom: '17:00', timeTo: '17:00', email: 'again@example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: expect.any(Number), status: 'waiting', holdMinutes: WAITLIST.holdMinutes, message: WAITLIST_MESSAGES.joined });
    const second = await join({ timeFrom: '17:00', timeTo: '17:00', email: 'AGAIN@example.com' });
    expect(second.body.id).toBe(first.body.id);
  });

  it('given a slot with room for the party, then 409 naming timeFrom: the diner books it instead', async () => {
    const res = await join({ timeFrom: '21:00', timeTo: '21:00', email: 'room@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: WAITLIST_MESSAGES.notFull, field: 'timeFrom' });
    expect(await harness.handle.db.selectFrom('waitlist_entries').select('id').where(sql`customer->>'email'`, '=', 'room@example.com').execute()).toEqual([]);
  });

  it.each([
    ['email', { email: 'not-an-address' }],
    ['consent', { consent: false }],
    ['timeTo', { timeFrom: '20:00', timeTo: '19:00' }],
    ['timeTo', { timeFrom: '12:00', timeTo: '22:00' }],
    ['adults', { adults: 0 }],
    ['date', { date: '25/11/2026' }],
    ['firstName', { firstName: '' }],
    ['phoneNumber', { phoneNumber: 'call me' }],
    ['unexpected', { unexpected: 1 }],
  ] as Array<[string, Record<string, unknown>]>)('given a bad %s, then 400 naming it and nothing stored', async (field, overrides) => {
    const before = await harness.handle.db.selectFrom('waitlist_entries').select('id').execute();
    const res = await join({ ...overrides, timeFrom: overrides.timeFrom ?? '17:00', timeTo: overrides.timeTo ?? '17:00' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await harness.handle.db.selectFrom('waitlist_entries').select('id').execute()).toHaveLength(before.length);
  });

  it('given a party larger than any slot holds (York seats four, its card threshold raised), then 409 naming adults and nothing stored', async () => {
    await sql`update restaurants set booking = jsonb_set(booking, '{cardGuaranteeAbove}', '10') where store_id = 'CV011'`.execute(harness.handle.db);
    try {
      const res = await join({ adults: 5, email: 'five@example.com' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ field: 'adults', message: WAITLIST_MESSAGES.tooLarge, code: ErrorCode.NoFreeSlot });
      expect(await harness.handle.db.selectFrom('waitlist_entries').select('id').where(sql`customer->>'email'`, '=', 'five@example.com').execute()).toEqual([]);
    } finally {
      await sql`update restaurants set booking = jsonb_set(booking, '{cardGuaranteeAbove}', '4') where store_id = 'CV011'`.execute(harness.handle.db);
    }
  });

  it('given York as seeded, when its occasions are read, then the waitlist takes parties up to four, and a party of five is refused', async () => {
    const occasions = await api.get(`/api/booking/occasions/CV011?date=${HARNESS_WEDNESDAY}`);
    expect(occasions.status).toBe(200);
    expect(occasions.body.occasions.find((o: { id: string }) => o.id === 'dinner')).toMatchObject({ waitlistMaxCovers: 4 });
    const res = await join({ adults: 5, email: 'five.york@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ field: 'adults', message: WAITLIST_MESSAGES.tooLarge });
  });

  it('given a party above the card threshold, then 409: the waitlist cannot take a card', async () => {
    const res = await join({ storeId: 'CV001', timeFrom: '19:00', timeTo: '19:00', adults: 10, email: 'big@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ field: 'adults', message: WAITLIST_MESSAGES.cardNeeded });
  });
});

describe('a freed table', () => {
  it('given three diners waiting, when a booking of two is cancelled, then the first whose party fits is held the table, e-mailed, and can book it', async () => {
    const tokenA = await book('19:00', 2, 'booked.a@example.com');
    await book('19:00', 2, 'booked.b@example.com');
    // Three wait, in this order: a party of three (does not fit two free covers), then two parties of two.
    expect((await join({ adults: 3, email: 'three@example.com' })).status).toBe(200);
    expect((await join({ email: 'first.two@example.com' })).status).toBe(200);
    expect((await join({ email: 'second.two@example.com' })).status).toBe(200);

    expect((await cancel(tokenA)).status).toBe(200);
    // Freed, then held at once: the slot stays full while the hold lasts.
    expect(await coversAt('19:00')).toBe(2);
    await runTasks();
    expect(await coversAt('19:00')).toBe(4);
    expect(await holdTokenFor('three@example.com')).toBeNull();
    expect(await holdTokenFor('second.two@example.com')).toBeNull();
    const hold = await holdTokenFor('first.two@example.com');
    expect(hold).not.toBeNull();
    const [mail] = (await mailsTo('first.two@example.com')).slice(-1);
    expect(mail?.text_body).toContain(`${harness.config.publicBaseUrl}${WAITLIST.claimPath}?token=`);
    expect(mail?.text_body).toContain(`for ${WAITLIST.holdMinutes} minutes`);

    const held = await api.get(`/api/booking/waitlist/hold/${hold}`);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: 'held', storeId: 'CV011', date: HARNESS_WEDNESDAY, time: '19:00', covers: 2, firstName: 'Marco', occasionName: 'Dinner' });
    expect(Date.parse(held.body.expiresAt)).toBe(TEST_NOW + WAITLIST.holdMinutes * 60_000);

    const claimed = await api.post(`/api/booking/waitlist/hold/${hold}/claim`, {});
    expect(claimed.status).toBe(200);
    expect(claimed.body.bookingReference).toMatch(/^CV[A-Z0-9]{6}$/);
    expect(claimed.body.manageUrl).toContain('/booking/manage/m1.');
    expect(await bookingsOf('first.two@example.com')).toEqual([{ reference: claimed.body.bookingReference, dining_time: '19:00', adult_covers: 2, status: 'confirmed' }]);
    // The hold's covers became the booking's: none taken twice.
    expect(await coversAt('19:00')).toBe(4);
    const confirmation = (await mailsTo('first.two@example.com')).find((m) => m.subject.startsWith('Your table is booked'));
    expect(confirmation?.text_body).toContain(claimed.body.manageUrl);

    // The link is spent: claiming again says so, and nothing more is booked.
    const again = await api.post(`/api/booking/waitlist/hold/${hold}/claim`, {});
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(WAITLIST_MESSAGES.holdUsed);
    expect(await bookingsOf('first.two@example.com')).toHaveLength(1);
  });

  it('given a hold not claimed in time, when it lapses, then the next waiting diner is held the table and the first link says it passed on', async () => {
    await book('20:00', 2, 'lapse.booked.a@example.com');
    const tokenB = await book('20:00', 2, 'lapse.booked.b@example.com');
    await join({ timeFrom: '20:00', timeTo: '20:00', email: 'slow@example.com' });
    await join({ timeFrom: '20:00', timeTo: '20:00', email: 'next@example.com' });
    await cancel(tokenB);
    await runTasks();
    const slow = await holdTokenFor('slow@example.com');
    expect(slow).not.toBeNull();
    expect(await holdTokenFor('next@example.com')).toBeNull();

    // A minute before the end, the hold is still theirs and nothing passes on.
    harness.clock.set(TEST_NOW + (WAITLIST.holdMinutes - 1) * 60_000);
    await runTasks();
    expect(await holdTokenFor('next@example.com')).toBeNull();
    expect((await api.get(`/api/booking/waitlist/hold/${slow}`)).status).toBe(200);

    harness.clock.set(TEST_NOW + WAITLIST.holdMinutes * 60_000 + 1);
    await runTasks();
    const next = await holdTokenFor('next@example.com');
    expect(next).not.toBeNull();
    expect(await coversAt('20:00')).toBe(4);

    const late = await api.post(`/api/booking/waitlist/hold/${slow}/claim`, {});
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(WAITLIST_MESSAGES.holdExpired);
    expect(await bookingsOf('slow@example.com')).toEqual([]);
    expect((await api.post(`/api/booking/waitlist/hold/${next}/claim`, {})).status).toBe(200);
    expect(await coversAt('20:00')).toBe(4);
  });

  it('given a hold past its time that the worker has not yet passed on, then claiming it is refused and nothing is booked', async () => {
    const token = await book('21:30', 4, 'expired.booked@example.com');
    await join({ timeFrom: '21:30', timeTo: '21:30', email: 'too.late@example.com' });
    await cancel(token);
    await runTasks();
    const hold = await holdTokenFor('too.late@example.com');
    harness.clock.set(TEST_NOW + WAITLIST.holdMinutes * 60_000);
    const res = await api.post(`/api/booking/waitlist/hold/${hold}/claim`, {});
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(WAITLIST_MESSAGES.holdExpired);
    expect(await bookingsOf('too.late@example.com')).toEqual([]);
    expect(await coversAt('21:30')).toBe(2);
  });

  it('given a tampered, a malformed or another version of hold link, then 404 in words, the same for each, and nothing booked', async () => {
    const token = await book('18:00', 4, 'tamper.booked@example.com');
    await join({ timeFrom: '18:00', timeTo: '18:00', email: 'tamper@example.com' });
    await cancel(token);
    await runTasks();
    const hold = (await holdTokenFor('tamper@example.com')) as string;
    const last = hold.slice(-1);
    const forgedId = hold.replace(/^w1\.\d+\./, 'w1.999999.');
    for (const bad of [hold.slice(0, -1) + (last === 'A' ? 'B' : 'A'), 'not-a-token', forgedId, hold.replace(/^w1/, 'w2')]) {
      for (const res of [await api.get(`/api/booking/waitlist/hold/${encodeURIComponent(bad)}`), await api.post(`/api/booking/waitlist/hold/${encodeURIComponent(bad)}/claim`, {})]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(WAITLIST_MESSAGES.holdInvalid);
      }
    }
    expect(await bookingsOf('tamper@example.com')).toEqual([]);
  });

  it('given an amendment that makes a party smaller in its own slot, then the covers it frees are offered too', async () => {
    const token = await book('17:30', 4, 'shrink.booked@example.com');
    await join({ timeFrom: '17:30', timeTo: '17:30', email: 'shrink.wait@example.com' });
    expect((await api.post(`/api/booking/manage/${token}/amend`, { adults: 2 })).status).toBe(200);
    await runTasks();
    expect(await holdTokenFor('shrink.wait@example.com')).not.toBeNull();
  });
});

describe('the party\'s needs', () => {
  it('given needs given when joining, when the held table is claimed, then the booking carries them and its confirmation says them', async () => {
    // 21:00 (the joining tests, earlier, need it to have room).
    const token = await book('21:00', 4, 'needs.booked@example.com');
    const needs = { allergens: ['peanuts'], diets: [], access: ['wheelchair'], highChair: true, pram: false };
    expect((await join({ timeFrom: '21:00', timeTo: '21:00', email: 'needs.wait@example.com', needs })).status).toBe(200);
    expect((await cancel(token)).status).toBe(200);
    await runTasks();
    const hold = await holdTokenFor('needs.wait@example.com');
    // The held-table e-mail already says the needs the booking will carry.
    const heldMail = (await mailsTo('needs.wait@example.com')).find((m) => m.subject.startsWith('A table is free'));
    expect(heldMail?.text_body).toContain('Your needs: Allergies: Peanuts, Wheelchair space, High chair');
    const claimed = await api.post(`/api/booking/waitlist/hold/${hold}/claim`, {});
    expect(claimed.status).toBe(200);
    const booking = await harness.handle.db.selectFrom('bookings').select('needs').where('reference', '=', claimed.body.bookingReference).executeTakeFirstOrThrow();
    expect(booking.needs).toEqual(needs);
    const confirmation = (await mailsTo('needs.wait@example.com')).find((m) => m.subject.startsWith('Your table is booked'));
    expect(confirmation?.text_body).toContain('Peanuts');
    expect(confirmation?.text_body).toContain('High chair');
    // The manage page's read of the booking shows them too.
    const manage = await api.get(`/api/booking/manage/${encodeURIComponent(String(claimed.body.manageUrl).split('/booking/manage/')[1] ?? '')}`);
    expect(manage.body.needs).toEqual(needs);
  });

  it('given a need that is not one, then 400 naming it exactly, and nothing stored', async () => {
    const res = await join({ timeFrom: '21:00', timeTo: '21:00', email: 'bad.needs@example.com', needs: { allergens: ['peanuts', 'moonlight'] } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('needs.allergens[1]');
    expect(await harness.handle.db.selectFrom('waitlist_entries').select('id').where(sql`customer->>'email'`, '=', 'bad.needs@example.com').execute()).toEqual([]);
  });
});

describe('an entry whose window passed', () => {
  const entryOf = async (email: string) =>
    harness.handle.db.selectFrom('waitlist_entries').select(['status', 'customer']).where('dining_date', '=', HARNESS_WEDNESDAY).where(sql`customer->>'email'`, '=', email).executeTakeFirst();

  it('given diners waiting for 18:30 and for 20:30, when the worker passes at 18:45, then the first is expired and forgotten, the second is offered a table freed at 20:30', async () => {
    await book('18:30', 4, 'passed.full@example.com');
    const lateToken = await book('20:30', 4, 'later.full@example.com');
    expect((await join({ timeFrom: '18:30', timeTo: '18:30', email: 'passed.wait@example.com' })).status).toBe(200);
    expect((await join({ timeFrom: '20:30', timeTo: '20:30', email: 'later.wait@example.com' })).status).toBe(200);
    const passedId = (await harness.handle.db.selectFrom('waitlist_entries').select('id').where(sql`customer->>'email'`, '=', 'passed.wait@example.com').executeTakeFirstOrThrow()).id;
    expect((await cancel(lateToken)).status).toBe(200);

    // 18:45 in York on the day (GMT): the 18:30 window has passed, the 20:30 table is still to come.
    harness.clock.set(Date.UTC(2026, 10, 25, 18, 45));
    const pass = await runTasks();
    expect(pass.swept).toBeGreaterThanOrEqual(1);
    expect(await harness.handle.db.selectFrom('waitlist_entries').select(['status', 'customer']).where('id', '=', passedId).executeTakeFirst()).toEqual({ status: 'expired', customer: {} });
    expect(await entryOf('later.wait@example.com')).toMatchObject({ status: 'offered', customer: { email: 'later.wait@example.com', firstName: 'Marco' } });
    expect(await holdTokenFor('later.wait@example.com')).not.toBeNull();
    expect(await mailsTo('passed.wait@example.com')).toEqual([]);
    // Swept once: the next pass finds nothing left to expire or forget.
    expect((await runTasks()).swept).toBe(0);
  });
});

describe('rate limit', () => {
  const limited = useApiHarness({ config: { rateLimits: RATE_LIMITS } });
  it('given a burst of joins from one client, then 429 after RATE_LIMITS.waitlist.max', async () => {
    const post = () => request(limited.harness.app).post('/api/booking/waitlist').set(limited.harness.headers()).send({});
    for (let i = 0; i < RATE_LIMITS.waitlist.max; i += 1) expect((await post()).status).toBe(400);
    const res = await post();
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
