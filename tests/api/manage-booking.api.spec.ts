// Manage my booking (issue 14, item 1) against the seeded reference API on PGlite: the signed link in the
// create answer and the e-mail, the lookup, amendments re-checked against capacity, service windows, the
// horizon, the cut-off and the card rule, cancellation, and every bad link in words with nothing changed.
import { MANAGE_BOOKING } from '@tavola/core/constants';
import { ErrorCode, MANAGE_MESSAGES } from '@tavola/core/errors';
import { useApiHarness, TEST_NOW } from '../support/api-harness';
import { aCreateBookingBody } from '../builders/booking.builder';
import { asSent } from '../support/sent-mail';

const { harness, api } = useApiHarness();

const WEDNESDAY = '2026-11-25';
let keySeq = 0;
const key = () => `manage-key-${Date.now()}-${(keySeq += 1)}`;

afterEach(() => harness.clock.set(TEST_NOW));

async function book(storeId: string, overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) {
  const res = await api.post(`/api/booking/create/${storeId}`, aCreateBookingBody({ menuId: null, ...overrides }, customer), key());
  expect(res.status).toBe(200);
  const manageUrl = String(res.body.manageUrl);
  const token = decodeURIComponent(manageUrl.split('/booking/manage/')[1] ?? '');
  return { reference: String(res.body.bookingReference), manageUrl, token };
}

async function coversAt(storeId: string, date: string, time: string): Promise<number> {
  const row = await harness.handle.db
    .selectFrom('slot_capacity')
    .select('booked_covers')
    .where('store_id', '=', storeId)
    .where('slot_date', '=', date)
    .where('slot_time', '=', time)
    .executeTakeFirst();
  return row?.booked_covers ?? 0;
}

/** The e-mails a booking's changes send (its reminders, queued for later, are tests/api/reminders.api.spec.ts's). */
async function mailsTo(email: string) {
  return asSent(await harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('purpose', 'is', null).orderBy('id').execute());
}

const ics = (mail: { attachments: Array<{ content: string }> }) => mail.attachments[0]?.content ?? '';

describe('the link', () => {
  it('given a table booked, then the answer and the e-mail carry the manage link on the public address, and the e-mail the special request', async () => {
    const { reference, manageUrl, token } = await book('CV001', {}, { email: 'link@example.com', specialRequest: 'Coeliac: no gluten at all' });
    expect(manageUrl).toBe(`${harness.config.publicBaseUrl}/booking/manage/${token}`);
    expect(manageUrl).toMatch(/^https?:\/\/[^/]+\/booking\/manage\/m1\.CV[A-Z0-9]{6}\.20261125\.[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo('link@example.com');
    expect(mail?.text_body).toContain(`Manage your booking ${manageUrl}`);
    expect(mail?.text_body).toContain('Coeliac: no gluten at all');
    expect(mail?.text_body).not.toContain('Call us on');
    expect(ics(mail as never)).toContain(`UID:${reference}@`);
  });

  it('given the token, then the booking as the diner booked it', async () => {
    const { reference, token } = await book('CV001', { adultCovers: 3 }, { email: 'read@example.com' });
    const res = await api.get(`/api/booking/manage/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reference,
      token,
      status: 'confirmed',
      storeId: 'CV001',
      occasionName: 'Dinner',
      date: WEDNESDAY,
      time: '19:00',
      adults: 3,
      covers: 3,
      specialRequest: 'A quiet table, please',
      changeable: true,
      cutoffMinutes: MANAGE_BOOKING.cutoffMinutes,
      limits: { minCovers: 1, maxCovers: 15 },
      window: { first: '2026-11-23', last: '2027-02-21' },
    });
    expect(res.body.restaurantName).toBeTruthy();
  });

  it('given a tampered, a malformed or a forged link, then 404 in words, the same for each', async () => {
    const { token } = await book('CV001', {}, { email: 'tamper@example.com' });
    const last = token.slice(-1);
    const tampered = token.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    const otherDate = token.replace('.20261125.', '.20261126.');
    for (const bad of [tampered, otherDate, 'not-a-token', `m1.CVZZZZZZ.20261125.${'A'.repeat(43)}`]) {
      const res = await api.get(`/api/booking/manage/${encodeURIComponent(bad)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'LINK_INVALID', message: MANAGE_MESSAGES.linkInvalid });
    }
  });

  it("given the day after the booking's date, then the link has expired: 410 in words, and nothing can change", async () => {
    // Booked for tonight; the harness's access token is good for 23 hours, so the clock stays within them.
    const { token } = await book('CV001', { diningDateTime: '2026-11-23T19:00:00' }, { email: 'expired@example.com' });
    harness.clock.set(Date.UTC(2026, 10, 24, 0, 1));
    const read = await api.get(`/api/booking/manage/${token}`);
    expect(read.status).toBe(410);
    expect(read.body).toEqual({ code: 'LINK_EXPIRED', message: MANAGE_MESSAGES.linkExpired });
    const amend = await api.post(`/api/booking/manage/${token}/amend`, { adults: 3 });
    expect(amend.status).toBe(410);
    const cancel = await api.post(`/api/booking/manage/${token}/cancel`, {});
    expect(cancel.status).toBe(410);
  });
});

describe('the lookup', () => {
  it('given the reference and the e-mail (any case), then the link', async () => {
    const { reference, token } = await book('CV001', {}, { email: 'Lookup@Example.com' });
    const res = await api.post('/api/booking/manage/lookup', { reference: reference.toLowerCase(), email: ' lookup@example.COM ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token, manageUrl: `${harness.config.publicBaseUrl}/booking/manage/${token}` });
  });

  it('given a wrong e-mail and given a wrong reference, then the very same answer: nothing says which was wrong', async () => {
    const { reference } = await book('CV001', {}, { email: 'owner@example.com' });
    const wrongEmail = await api.post('/api/booking/manage/lookup', { reference, email: 'someone.else@example.com' });
    const wrongReference = await api.post('/api/booking/manage/lookup', { reference: 'CVZZZZZZ', email: 'owner@example.com' });
    expect(wrongEmail.status).toBe(404);
    expect(wrongReference.status).toBe(404);
    expect(wrongEmail.body).toEqual(wrongReference.body);
    expect(wrongEmail.body).toEqual({ code: 'NOT_FOUND', message: MANAGE_MESSAGES.lookupNotFound });
  });

  it('given an enquiry, which has no link, then the same not-found answer', async () => {
    const res = await api.post('/api/booking/enquiry/CV001', aCreateBookingBody({ menuId: null }, { email: 'enquiry@example.com' }), key());
    expect(res.status).toBe(200);
    const lookup = await api.post('/api/booking/manage/lookup', { reference: res.body.bookingReference, email: 'enquiry@example.com' });
    expect(lookup.status).toBe(404);
    expect(lookup.body.message).toBe(MANAGE_MESSAGES.lookupNotFound);
  });

  it('given a body that is not a lookup, then 400 naming the field', async () => {
    const res = await api.post('/api/booking/manage/lookup', { reference: 'CV1', email: 'x@example.com', extra: 1 });
    expect(res.status).toBe(400);
  });
});

describe('amending', () => {
  it('given a larger party where the slot has room, then the booking, the capacity and the e-mail follow; the .ics keeps its UID with SEQUENCE 1', async () => {
    const { reference, token } = await book('CV011', { bookingTime: '18:00', diningDateTime: `${WEDNESDAY}T18:00:00` }, { email: 'grow@example.com' });
    const before = await coversAt('CV011', WEDNESDAY, '18:00');
    const res = await api.post(`/api/booking/manage/${token}/amend`, { adults: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reference, adults: 3, covers: 3, date: WEDNESDAY, time: '18:00' });
    expect(await coversAt('CV011', WEDNESDAY, '18:00')).toBe(before + 1);
    const mails = await mailsTo('grow@example.com');
    expect(mails).toHaveLength(2);
    const changed = mails[1] as (typeof mails)[number];
    expect(changed.subject).toContain('Your booking is changed');
    expect(changed.text_body).toContain('Guests: 3');
    expect(changed.text_body).toContain(`Manage your booking ${res.body.manageUrl}`);
    expect(ics(changed as never)).toContain(`UID:${reference}@`);
    expect(ics(changed as never)).toContain('SEQUENCE:1');
    expect(ics(changed as never)).not.toContain('METHOD:CANCEL');
    expect(ics(mails[0] as never)).toContain('SEQUENCE:0');
  });

  it('given a party that no longer fits the slot, then 409 in words and nothing changed: not the booking, not the capacity, no e-mail', async () => {
    // York takes 4 covers a slot: two bookings of 2 fill 19:00.
    const first = await book('CV011', {}, { email: 'full-a@example.com' });
    await book('CV011', {}, { email: 'full-b@example.com' });
    expect(await coversAt('CV011', WEDNESDAY, '19:00')).toBe(4);
    const res = await api.post(`/api/booking/manage/${first.token}/amend`, { adults: 3 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.NoFreeSlot, message: MANAGE_MESSAGES.slotFull, field: 'time' });
    expect(await coversAt('CV011', WEDNESDAY, '19:00')).toBe(4);
    expect((await api.get(`/api/booking/manage/${first.token}`)).body.covers).toBe(2);
    expect(await mailsTo('full-a@example.com')).toHaveLength(1);
  });

  it('given a move to another time, then the old slot is freed at once for another diner, and the times offered count the booking as its own', async () => {
    const { token } = await book('CV011', { bookingTime: '20:00', diningDateTime: `${WEDNESDAY}T20:00:00`, adultCovers: 4 }, { email: 'move@example.com' });
    expect(await coversAt('CV011', WEDNESDAY, '20:00')).toBe(4);
    const times = await api.get(`/api/booking/manage/${token}/times?date=${WEDNESDAY}&covers=4`);
    expect(times.status).toBe(200);
    expect(times.body.times).toContainEqual({ time: '20:00', canEnquire: false });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { time: '20:30' });
    expect(res.status).toBe(200);
    expect(res.body.time).toBe('20:30');
    expect(await coversAt('CV011', WEDNESDAY, '20:00')).toBe(0);
    expect(await coversAt('CV011', WEDNESDAY, '20:30')).toBe(4);
    const other = await api.post('/api/booking/create/CV011', aCreateBookingBody({ menuId: null, adultCovers: 4, bookingTime: '20:00', diningDateTime: `${WEDNESDAY}T20:00:00` }, { email: 'taker@example.com' }), key());
    expect(other.status).toBe(200);
  });

  it('given a move to another date, then a new link for that date, and the old one still opens the booking until its own date', async () => {
    const { token } = await book('CV001', {}, { email: 'date@example.com' });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { date: '2026-11-27' });
    expect(res.status).toBe(200);
    expect(res.body.token).toContain('.20261127.');
    expect((await api.get(`/api/booking/manage/${res.body.token}`)).body.date).toBe('2026-11-27');
    expect((await api.get(`/api/booking/manage/${token}`)).body.date).toBe('2026-11-27');
  });

  it('given a closed day (Christmas Day), then 409 in words naming the date, nothing changed', async () => {
    const { token } = await book('CV001', {}, { email: 'xmas@example.com' });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { date: '2026-12-25' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: MANAGE_MESSAGES.dayClosed, field: 'date' });
    expect((await api.get(`/api/booking/manage/${token}`)).body.date).toBe(WEDNESDAY);
  });

  it("given a time outside the occasion's service window, then 409 in words naming the time", async () => {
    const { token } = await book('CV001', {}, { email: 'window@example.com' });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { time: '12:30' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: MANAGE_MESSAGES.timeNotOffered, field: 'time' });
  });

  it('given a date past the horizon, then 400 in words naming the date', async () => {
    const { token } = await book('CV001', {}, { email: 'horizon@example.com' });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { date: '2027-02-22' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', message: 'Choose a date within the next 90 days.', field: 'date' });
  });

  it('given a party above the card threshold and no card taken, then 409 with the card code, in words', async () => {
    const { token } = await book('CV001', {}, { email: 'card@example.com' });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { adults: 9 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.NeedCreditCard, message: MANAGE_MESSAGES.cardNeeded, field: 'adults' });
  });

  it('given nothing changed, then 400 in words', async () => {
    const { token } = await book('CV001', {}, { email: 'same@example.com' });
    const res = await api.post(`/api/booking/manage/${token}/amend`, { adults: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MANAGE_MESSAGES.nothingChanged);
  });

  it('given the last 2 hours before the booking, then no change and no cancellation online: 409 in words', async () => {
    const { token } = await book('CV001', { diningDateTime: '2026-11-23T19:00:00' }, { email: 'late@example.com' });
    // 17:30 in London on the day of a 19:00 booking.
    harness.clock.set(Date.UTC(2026, 10, 23, 17, 30));
    const read = await api.get(`/api/booking/manage/${token}`);
    expect(read.body.changeable).toBe(false);
    const amend = await api.post(`/api/booking/manage/${token}/amend`, { adults: 3 });
    expect(amend.status).toBe(409);
    expect(amend.body).toEqual({ code: 'CHANGE_CLOSED', message: MANAGE_MESSAGES.cutOff(120) });
    const cancel = await api.post(`/api/booking/manage/${token}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('CHANGE_CLOSED');
  });

  it("given a restaurant's own cut-off, then it is the one applied", async () => {
    const row = await harness.handle.db.selectFrom('restaurants').select('booking').where('store_id', '=', 'CV001').executeTakeFirstOrThrow();
    await harness.handle.db.updateTable('restaurants').set({ booking: JSON.stringify({ ...row.booking, manageCutoffMinutes: 24 * 60 }) as never }).where('store_id', '=', 'CV001').execute();
    try {
      // Tonight at 19:00, nine hours away: inside a cut-off of a day.
      const { token } = await book('CV001', { diningDateTime: '2026-11-23T19:00:00' }, { email: 'day-before@example.com' });
      const amend = await api.post(`/api/booking/manage/${token}/amend`, { adults: 3 });
      expect(amend.status).toBe(409);
      expect(amend.body.message).toBe(MANAGE_MESSAGES.cutOff(24 * 60));
    } finally {
      await harness.handle.db.updateTable('restaurants').set({ booking: JSON.stringify(row.booking) as never }).where('store_id', '=', 'CV001').execute();
    }
  });
});

describe('cancelling', () => {
  it('given a cancellation, then the covers are free at once, the e-mail cancels the calendar entry, and cancelling again changes nothing', async () => {
    const { reference, token } = await book('CV011', { bookingTime: '21:00', diningDateTime: `${WEDNESDAY}T21:00:00`, adultCovers: 4 }, { email: 'cancel@example.com' });
    expect(await coversAt('CV011', WEDNESDAY, '21:00')).toBe(4);
    const res = await api.post(`/api/booking/manage/${token}/cancel`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reference, status: 'cancelled', changeable: false });
    expect(await coversAt('CV011', WEDNESDAY, '21:00')).toBe(0);
    const mails = await mailsTo('cancel@example.com');
    const cancelled = mails[mails.length - 1] as (typeof mails)[number];
    expect(cancelled.subject).toContain('Your booking is cancelled');
    expect(ics(cancelled as never)).toContain('METHOD:CANCEL');
    expect(ics(cancelled as never)).toContain('STATUS:CANCELLED');
    expect(ics(cancelled as never)).toContain(`UID:${reference}@`);
    expect(ics(cancelled as never)).toContain('SEQUENCE:1');

    const again = await api.post(`/api/booking/manage/${token}/cancel`, {});
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('cancelled');
    expect(await mailsTo('cancel@example.com')).toHaveLength(2);
    expect(await coversAt('CV011', WEDNESDAY, '21:00')).toBe(0);
  });

  it('given the link of a cancelled booking, then reading or amending it is refused in words (410)', async () => {
    const { token } = await book('CV001', {}, { email: 'reused@example.com' });
    await api.post(`/api/booking/manage/${token}/cancel`, {});
    const read = await api.get(`/api/booking/manage/${token}`);
    expect(read.status).toBe(410);
    expect(read.body).toEqual({ code: 'BOOKING_CANCELLED', message: MANAGE_MESSAGES.cancelled });
    const amend = await api.post(`/api/booking/manage/${token}/amend`, { adults: 3 });
    expect(amend.status).toBe(410);
    expect(amend.body.message).toBe(MANAGE_MESSAGES.cancelled);
  });
});
