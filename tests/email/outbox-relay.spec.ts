// The outbox relay against a real SMTP server on 127.0.0.1: messages are delivered with their
// calendar files, a refusing or vanished server never loses a message, and retries back off.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { FixedClock } from '@tavola/adapters';
import type { Logger } from '../../server/api/api-dependencies';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/api/db/database';
import type { ConfirmedBooking } from '../../server/api/booking/booking-confirmation';
import { enqueueEmail, enqueueRow, renderLaterRow } from '../../server/api/email/outbox';
import { DEFAULT_RELAY_OPTIONS, OutboxRelay, retryDelayMs, type MailTransport } from '../../server/api/email/outbox-relay';
import { createSmtpTransport } from '../../server/api/email/smtp.transport';
import { confirmationEmail, confirmationToRender } from '../../server/api/email/templates/booking.emails';
import { unsubscribe } from '../../server/api/email/unsubscribe';
import { EMAIL_BRAND, EMAILED_RESTAURANT } from '../builders/email.builder';

interface Received {
  to: string[];
  raw: string;
}

let handle: DatabaseHandle;
let smtp: SMTPServer;
let port: number;
let received: Received[] = [];
let refuse = false;
const warnings: string[] = [];
const log: Logger = { info: () => undefined, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) };
// Queued rows are due from the database's now(); the relay's clock starts just after it.
const clock = new FixedClock(Date.now() + 60_000);

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  // On a loaded machine opening the database can take longer than the minute above: start after its now().
  clock.set(Date.now() + 60_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuse) return callback(new Error('451 Try again later'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

beforeEach(async () => {
  received = [];
  refuse = false;
  await handle.db.deleteFrom('outbox').execute();
});

function relayTo(url: string): OutboxRelay {
  return new OutboxRelay(handle.db, createSmtpTransport(url), clock, log, { ...DEFAULT_RELAY_OPTIONS, from: 'Casa Ventura <bookings@casaventura.example>' });
}

async function queue(to: string, withCalendar = false): Promise<number> {
  return handle.db.transaction().execute((trx) =>
    enqueueEmail(trx, {
      to,
      subject: 'Your table is booked',
      text: 'Ciao!',
      attachments: withCalendar ? [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }] : [],
    }),
  );
}

it('given a pending e-mail with a calendar file, when the relay runs, then the SMTP server receives it and it is marked sent', async () => {
  const id = await queue('giulia@example.com', true);
  const result = await relayTo(`smtp://127.0.0.1:${port}`).runOnce();
  expect(result).toEqual({ sent: 1, failed: 0, skipped: 0 });
  expect(received).toHaveLength(1);
  expect(received[0]?.to).toEqual(['giulia@example.com']);
  expect(received[0]?.raw).toContain('Subject: Your table is booked');
  expect(received[0]?.raw).toContain('text/calendar');
  const row = await handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.status).toBe('sent');
  expect(row.attempts).toBe(1);
});

it('given a server that refuses, then the message stays pending with its error and a later retry', async () => {
  refuse = true;
  const id = await queue('refused@example.com');
  const result = await relayTo(`smtp://127.0.0.1:${port}`).runOnce();
  expect(result).toEqual({ sent: 0, failed: 1, skipped: 0 });
  const row = await handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  expect(row.last_error).toMatch(/451/);
  expect(new Date(row.next_attempt_at).getTime()).toBe(clock.now() + 30_000);

  // Not due yet: nothing is sent even once the server accepts again.
  refuse = false;
  expect(await relayTo(`smtp://127.0.0.1:${port}`).runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
  clock.advance(30_000);
  expect(await relayTo(`smtp://127.0.0.1:${port}`).runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0 });
  expect(received.map((r) => r.to[0])).toEqual(['refused@example.com']);
});

it('given a reminder cancelled while it is being sent, then its row stays cancelled (the relay never overwrites a cancellation)', async () => {
  const id = await queue('moved-booking@example.com');
  // The diner cancels (the manage page's cancelScheduled commits) while the SMTP exchange is in flight.
  const cancellingTransport: MailTransport = {
    async send() {
      await handle.db.updateTable('outbox').set({ status: 'cancelled' }).where('id', '=', id).execute();
    },
  };
  const relay = new OutboxRelay(handle.db, cancellingTransport, clock, log, { ...DEFAULT_RELAY_OPTIONS, from: 'Casa Ventura <bookings@casaventura.example>' });
  await relay.runOnce();
  const row = await handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.status).toBe('cancelled');
  expect(row.sent_at).toBeNull();
});

it('given no server listening, then the message is kept for a retry, never lost', async () => {
  const id = await queue('nobody-listening@example.com');
  // A port nothing listens on: the connection is refused.
  const result = await relayTo('smtp://127.0.0.1:1').runOnce();
  expect(result).toEqual({ sent: 0, failed: 1, skipped: 0 });
  const row = await handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.status).toBe('pending');
  expect(row.last_error).toMatch(/ECONNREFUSED/);
  expect(warnings.some((w) => w.includes('nobody-listening@example.com'))).toBe(true);
});

it('given a marketing e-mail, then it is sent multipart with its List-Unsubscribe headers', async () => {
  await handle.db.transaction().execute((trx) =>
    enqueueEmail(trx, {
      to: 'listed@example.com',
      subject: 'Welcome',
      text: 'Ciao! Unsubscribe https://www.casaventura.example/unsubscribe?token=t',
      html: '<p>Ciao! <a href="https://www.casaventura.example/unsubscribe?token=t">Unsubscribe</a></p>',
      category: 'marketing',
      headers: { 'List-Unsubscribe': '<https://www.casaventura.example/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  );
  expect(await relayTo(`smtp://127.0.0.1:${port}`).runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0 });
  const raw = received[0]?.raw ?? '';
  expect(raw).toContain('List-Unsubscribe: <https://www.casaventura.example/unsubscribe?token=t>');
  expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(raw).toContain('multipart/alternative');
  expect(raw).toContain('text/html');
});

it('given an address that unsubscribed after its marketing e-mail was queued, then that e-mail is skipped and a booking e-mail still goes', async () => {
  const marketing = await handle.db.transaction().execute((trx) => enqueueEmail(trx, { to: 'Gone+News@Example.com', subject: 'Our offers', text: 'Offers', category: 'marketing' }));
  const booking = await queue('gone@example.com');
  await unsubscribe(handle.db, 'gone@example.com', clock.now());
  expect(await relayTo(`smtp://127.0.0.1:${port}`).runOnce()).toEqual({ sent: 1, failed: 0, skipped: 1 });
  expect(received.map((r) => r.to[0])).toEqual(['gone@example.com']);
  const rows = await handle.db.selectFrom('outbox').select(['id', 'status']).where('id', 'in', [marketing, booking]).orderBy('id').execute();
  expect(rows.map((r) => r.status)).toEqual(['skipped', 'sent']);
});

describe('a booking confirmation stored as data (rendered when sent, issue 15 item 4)', () => {
  const brand = EMAIL_BRAND;
  const setup = EMAILED_RESTAURANT;
  const booking: ConfirmedBooking = {
    reference: 'CVRELAY2',
    kind: 'booking',
    date: '2026-11-25',
    time: '19:00',
    covers: 2,
    occasionName: 'Dinner',
    customer: { firstName: 'Giulia', lastName: 'Rossi', email: 'stored@example.com', specialRequest: 'By the window' },
    needs: ['Vegan'],
    siteUrl: 'https://www.casaventura.example',
    manageUrl: 'https://www.casaventura.example/booking/manage/m1.CVRELAY2.sig',
  };
  const queueRow = (row: Parameters<typeof enqueueRow>[1]) => handle.db.transaction().execute((trx) => enqueueRow(trx, row));

  it('is queued without a body and sent multipart with the text, HTML and calendar file the template renders at once', async () => {
    const id = await queueRow(renderLaterRow(confirmationToRender(brand, setup, booking)));
    const stored = await handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ recipient: 'stored@example.com', subject: 'Your table is booked – Oxford Circus – CVRELAY2', text_body: '', html_body: null, render_template: 'booking-confirmation' });
    const sentBodies: Array<{ text: string; html?: string; attachments: unknown[] }> = [];
    const smtpTransport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const recording: MailTransport = {
      async send(message) {
        sentBodies.push(message);
        await smtpTransport.send(message);
      },
    };
    const relay = new OutboxRelay(handle.db, recording, clock, log, { ...DEFAULT_RELAY_OPTIONS, from: 'Casa Ventura <bookings@casaventura.example>' });
    expect(await relay.runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const atOnce = await confirmationEmail(brand, setup, booking);
    expect(sentBodies[0]?.text).toBe(atOnce.text);
    expect(sentBodies[0]?.html).toBe(atOnce.html);
    // The calendar entry is the same but for its DTSTAMP, the moment it was written.
    const unstamped = (attachments: unknown) => JSON.stringify(attachments).replace(/DTSTAMP:\d{8}T\d{6}Z/g, 'DTSTAMP');
    expect(unstamped(sentBodies[0]?.attachments)).toBe(unstamped(atOnce.attachments));
    expect(JSON.stringify(sentBodies[0]?.attachments)).toContain('DTSTART:20261125T190000Z');
    expect(sentBodies[0]?.text).toContain('Your request: By the window');
    const raw = received[0]?.raw ?? '';
    // The subject's dash is encoded on the wire: its words are read back from the encoded header.
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Your_table_is_booked_=E2=80=93_Oxford/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/calendar');
    expect((await handle.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('sent');
  });

  it('given data that cannot be rendered, then that message is marked failed with the reason and a log line, never sent or retried, and the others still go', async () => {
    const broken = renderLaterRow(confirmationToRender(brand, setup, booking));
    const missingDate = await queueRow({ ...broken, recipient: 'no-date@example.com', render_data: JSON.stringify({ brand, setup, booking: { ...booking, date: 'someday' } }) });
    const unknownTemplate = await queueRow({ ...broken, recipient: 'no-template@example.com', render_template: 'no-such-template' });
    const badZone = await queueRow({ ...broken, recipient: 'no-zone@example.com', render_data: JSON.stringify({ brand, setup: { ...setup, timeZone: 'Mars/Olympus' }, booking }) });
    const good = await queueRow(renderLaterRow(confirmationToRender(brand, setup, booking)));
    warnings.length = 0;
    expect(await relayTo(`smtp://127.0.0.1:${port}`).runOnce()).toEqual({ sent: 1, failed: 3, skipped: 0 });
    expect(received.map((r) => r.to[0])).toEqual(['stored@example.com']);
    const rows = await handle.db.selectFrom('outbox').select(['id', 'status', 'last_error']).where('id', 'in', [missingDate, unknownTemplate, badZone, good]).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'sent']);
    expect(rows[0]?.last_error).toContain('booking.date is not a date');
    expect(rows[1]?.last_error).toContain("no e-mail template is called 'no-such-template'");
    expect(rows[2]?.last_error).toMatch(/time zone|Mars\/Olympus/i);
    expect(warnings.filter((w) => w.includes('failed, not retried'))).toHaveLength(3);
    // Much later, nothing is tried again.
    clock.advance(24 * 60 * 60_000);
    expect(await relayTo(`smtp://127.0.0.1:${port}`).runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(received).toHaveLength(1);
  });
});

it('backs off exponentially from 30 s to at most an hour', () => {
  const options = DEFAULT_RELAY_OPTIONS;
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, options))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(50, options)).toBe(3_600_000);
});
