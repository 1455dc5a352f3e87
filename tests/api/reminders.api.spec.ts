// Reminders (issue 14, item 3) against the seeded reference API on PGlite: a booking's e-mail and, for a diner
// who opted in, its SMS queued in the outbox for REMINDER_HOURS_BEFORE ahead; nothing for a booking made
// later than that; sent only once due (the relay for e-mail, the task worker for SMS); an SMS with no
// provider kept as unsent with the reason; cancelled with the booking, moved with it.
import { InMemorySms, UnconfiguredSms } from '@tavola/adapters';
import { REMINDER_HOURS_BEFORE } from '@tavola/core/constants';
import { DEFAULT_RELAY_OPTIONS, OutboxRelay, type MailTransport } from '../../server/api/email/outbox-relay';
import { createTaskWorker } from '../../server/api/scheduling/api-task-worker';
import { useApiHarness, TEST_NOW } from '../support/api-harness';
import { aCreateBookingBody, HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { asSent } from '../support/sent-mail';

const { harness, api } = useApiHarness();
let keySeq = 0;
const key = () => `reminder-key-${Date.now()}-${(keySeq += 1)}`;
const HOUR = 3_600_000;

afterEach(() => harness.clock.set(TEST_NOW));

async function book(email: string, overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) {
  const res = await api.post('/api/booking/create/CV001', aCreateBookingBody({ menuId: null, ...overrides }, { email, ...customer }), key());
  expect(res.status).toBe(200);
  return { reference: String(res.body.bookingReference), token: decodeURIComponent(String(res.body.manageUrl).split('/booking/manage/')[1] ?? '') };
}

const remindersOf = async (reference: string) =>
  asSent(await harness.handle.db.selectFrom('outbox').selectAll().where('booking_reference', '=', reference).where('purpose', '=', 'reminder').orderBy('id').execute());

function recordingTransport(): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return { sent, send: async (message) => void sent.push(`${message.to}|${message.subject}`) };
}
const relay = (transport: MailTransport) => new OutboxRelay(harness.handle.db, transport, harness.clock, harness.deps.log, { ...DEFAULT_RELAY_OPTIONS, from: 'test@example.com' });

it('given a table booked for Wednesday at 19:00 by a diner who opted in to SMS, then an e-mail and an SMS are queued for 24 hours before, with the manage link', async () => {
  const { reference } = await book('remind.sms@example.com', {}, { shouldReceiveSms: true, phoneNumber: '07700 900123' });
  const rows = await remindersOf(reference);
  // Wednesday 19:00 in London is 19:00 UTC in November: due Tuesday 19:00 UTC.
  const due = Date.parse(`${HARNESS_WEDNESDAY}T19:00:00Z`) - REMINDER_HOURS_BEFORE * HOUR;
  expect(rows.map((r) => [r.channel, r.recipient, r.status, r.send_after.getTime()])).toEqual([
    ['email', 'remind.sms@example.com', 'pending', due],
    ['sms', '07700 900123', 'pending', due],
  ]);
  expect(rows[0]?.text_body).toContain('/booking/manage/m1.');
  expect(rows[1]?.text_body).toContain(reference);
});

it('given a diner who did not opt in to SMS, then only the e-mail is queued', async () => {
  const { reference } = await book('remind.nosms@example.com', { bookingTime: '19:15', diningDateTime: `${HARNESS_WEDNESDAY}T19:15:00` });
  expect((await remindersOf(reference)).map((r) => r.channel)).toEqual(['email']);
});

it('given a booking made less than 24 hours ahead, then no reminder is queued', async () => {
  const { reference } = await book('remind.soon@example.com', { bookingTime: '19:00', diningDateTime: '2026-11-23T19:00:00' });
  expect(await remindersOf(reference)).toEqual([]);
});

it('given a queued reminder, then the relay sends it only once due, and the SMS with no provider is kept unsent with the reason', async () => {
  const { reference } = await book('remind.due@example.com', { bookingTime: '19:30', diningDateTime: `${HARNESS_WEDNESDAY}T19:30:00` }, { shouldReceiveSms: true });
  const transport = recordingTransport();
  const [email] = await remindersOf(reference);
  const due = (email?.send_after as Date).getTime();
  // The confirmation goes at once (due since the database's now); the reminder waits.
  harness.clock.set(due - 60_000);
  await relay(transport).runOnce();
  expect(transport.sent.filter((s) => s.startsWith('remind.due@example.com|See you soon'))).toEqual([]);
  await createTaskWorker({ ...harness.deps, sms: new UnconfiguredSms('No SMS provider is configured') }).runOnce();
  expect((await remindersOf(reference)).map((r) => r.status)).toEqual(['pending', 'pending']);

  harness.clock.set(due);
  await relay(transport).runOnce();
  expect(transport.sent.filter((s) => s.startsWith('remind.due@example.com|See you soon'))).toHaveLength(1);
  await createTaskWorker({ ...harness.deps, sms: new UnconfiguredSms('No SMS provider is configured') }).runOnce();
  const [sentEmail, sms] = await remindersOf(reference);
  expect(sentEmail?.status).toBe('sent');
  expect([sms?.status, sms?.last_error]).toEqual(['unsent', 'No SMS provider is configured']);
});

it('given an SMS provider, then the due SMS goes through it', async () => {
  const { reference } = await book('remind.provider@example.com', { bookingTime: '19:45', diningDateTime: `${HARNESS_WEDNESDAY}T19:45:00` }, { shouldReceiveSms: true, phoneNumber: '07700 900999' });
  const sms = new InMemorySms();
  harness.clock.set(Date.parse(`${HARNESS_WEDNESDAY}T19:45:00Z`) - REMINDER_HOURS_BEFORE * HOUR);
  await createTaskWorker({ ...harness.deps, sms }).runOnce();
  expect(sms.sent.filter((m) => m.to === '07700 900999')).toHaveLength(1);
  expect((await remindersOf(reference)).find((r) => r.channel === 'sms')?.status).toBe('sent');
});

it('given a booking cancelled, then its reminders are cancelled and never sent', async () => {
  const { reference, token } = await book('remind.cancel@example.com', { bookingTime: '20:00', diningDateTime: `${HARNESS_WEDNESDAY}T20:00:00` }, { shouldReceiveSms: true });
  expect((await api.post(`/api/booking/manage/${token}/cancel`, {})).status).toBe(200);
  expect((await remindersOf(reference)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  const transport = recordingTransport();
  harness.clock.set(Date.parse(`${HARNESS_WEDNESDAY}T20:00:00Z`));
  await relay(transport).runOnce();
  expect(transport.sent.filter((s) => s.includes('See you soon') && s.startsWith('remind.cancel@'))).toEqual([]);
});

it('given a booking moved to Thursday, then the old reminder is cancelled and a new one queued for 24 hours before the new time', async () => {
  const { reference, token } = await book('remind.move@example.com', { bookingTime: '20:15', diningDateTime: `${HARNESS_WEDNESDAY}T20:15:00` });
  const moved = await api.post(`/api/booking/manage/${token}/amend`, { date: '2026-11-26', time: '19:00' });
  expect(moved.status).toBe(200);
  const rows = await remindersOf(reference);
  expect(rows.map((r) => [r.status, r.send_after.getTime()])).toEqual([
    ['cancelled', Date.parse(`${HARNESS_WEDNESDAY}T20:15:00Z`) - REMINDER_HOURS_BEFORE * HOUR],
    ['pending', Date.parse('2026-11-26T19:00:00Z') - REMINDER_HOURS_BEFORE * HOUR],
  ]);
  expect(rows[1]?.text_body).toContain('Thursday 26 November 2026 at 19:00');
});
