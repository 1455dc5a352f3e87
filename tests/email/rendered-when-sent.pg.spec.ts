// Booking e-mails stored as data and rendered by the relay when it sends them (issue 15, item 4), on
// PostgreSQL with two relays side by side, as two API processes run them: every confirmation is rendered
// and delivered exactly once, whichever relay leases it, and one whose data cannot be rendered is marked
// failed once, by one relay, and never sent.
import { FixedClock } from '@tavola/adapters';
import type { Logger } from '../../server/api/api-dependencies';
import type { ConfirmedBooking } from '../../server/api/booking/booking-confirmation';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/api/db/database';
import { enqueueRow, renderLaterRow } from '../../server/api/email/outbox';
import { DEFAULT_RELAY_OPTIONS, OutboxRelay, type MailTransport } from '../../server/api/email/outbox-relay';
import { confirmationToRender } from '../../server/api/email/templates/booking.emails';
import { EMAIL_BRAND, EMAILED_RESTAURANT } from '../builders/email.builder';
import { createOwnDatabase, dropOwnDatabase } from '../support/pg-own-database';

const NAME = `rendered_when_sent_${process.pid}`;
let handles: DatabaseHandle[] = [];
const errors: string[] = [];
const log: Logger = { info: () => undefined, warn: (m) => errors.push(m), error: (m) => errors.push(m) };

const brand = EMAIL_BRAND;
const setup = EMAILED_RESTAURANT;
const booking = (n: number): ConfirmedBooking => ({
  reference: `CVPG${String(n).padStart(4, '0')}`,
  kind: 'booking',
  date: '2026-12-06',
  time: '19:00',
  covers: 2,
  occasionName: 'Dinner',
  customer: { firstName: `Diner${n}`, lastName: 'Rossi', email: `diner${n}@example.com` },
  needs: [],
  siteUrl: 'https://www.casaventura.example',
});

beforeAll(async () => {
  const url = await createOwnDatabase(NAME);
  handles = [await openDatabase({ databaseUrl: url, dataDir: '' }), await openDatabase({ databaseUrl: url, dataDir: '' })];
  await migrateToLatest(handles[0]!.db);
}, 180_000);

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await dropOwnDatabase(NAME);
});

it('given 60 confirmations and one broken message, when two relays run at once, then each confirmation is rendered and sent once and the broken one fails once', async () => {
  const db = handles[0]!.db;
  await db.transaction().execute(async (trx) => {
    for (let n = 1; n <= 60; n += 1) await enqueueRow(trx, renderLaterRow(confirmationToRender(brand, setup, booking(n))));
    await enqueueRow(trx, { ...renderLaterRow(confirmationToRender(brand, setup, booking(99))), recipient: 'broken@example.com', render_data: JSON.stringify({ brand, setup }) });
  });
  const sent: Array<{ relay: number; to: string; text: string }> = [];
  const transport = (relay: number): MailTransport => ({
    async send(message) {
      sent.push({ relay, to: message.to, text: message.text });
    },
  });
  // Rows are due from the database's now(); the relays' clock is a minute after it.
  const clock = new FixedClock(Date.now() + 60_000);
  const relays = handles.map((h, i) => new OutboxRelay(h.db, transport(i + 1), clock, log, { ...DEFAULT_RELAY_OPTIONS, batchSize: 10, from: `relay${i + 1}@casaventura.example` }));
  // Passes side by side until nothing is due.
  for (;;) {
    const results = await Promise.all(relays.map((r) => r.runOnce()));
    if (results.every((r) => r.sent + r.failed + r.skipped === 0)) break;
  }
  const recipients = sent.map((m) => m.to).sort();
  expect(recipients).toHaveLength(60);
  expect(new Set(recipients).size).toBe(60);
  expect(recipients).not.toContain('broken@example.com');
  for (const message of sent) expect(message.text).toContain(`Ciao ${message.to.replace(/@.*/, '').replace('diner', 'Diner')},`);
  // Both relays took part.
  expect(new Set(sent.map((m) => m.relay)).size).toBe(2);
  const rows = await db.selectFrom('outbox').select(['recipient', 'status', 'attempts', 'last_error']).execute();
  expect(rows.filter((r) => r.status === 'sent')).toHaveLength(60);
  expect(rows.filter((r) => r.status === 'failed')).toEqual([{ recipient: 'broken@example.com', status: 'failed', attempts: 1, last_error: 'not rendered: booking is not an object' }]);
  expect(errors.filter((e) => e.includes('broken@example.com'))).toHaveLength(1);
}, 180_000);
