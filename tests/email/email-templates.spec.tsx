// E-mails a diner trusts (issue 14, item 4): every e-mail the API sends is rendered from one template into
// an HTML part and a text part; every web link is absolute on the configured public address; a marketing
// e-mail carries List-Unsubscribe (one-click) and a visible unsubscribe link, a transactional one neither;
// the booking e-mails show the special request and the party's needs, and the diner's words are escaped.
// The booking e-mails' calendar entry keeps one UID with a rising SEQUENCE (METHOD:CANCEL when cancelled).
import { bookingCalendar, type ConfirmedBooking } from '../../server/api/booking/booking-confirmation';
import type { BookingSetup } from '../../server/api/booking/booking-setup';
import type { OutgoingEmail } from '../../server/api/email/outbox';
import { bookingChangeEmail, confirmationEmail } from '../../server/api/email/templates/booking.emails';
import type { Brand } from '../../server/api/email/templates/brand';
import { signUpConfirmationEmail, voucherConfirmationEmail } from '../../server/api/email/templates/confirmation.emails';
import { contactAcknowledgement, contactInboxEmail, groupBookingAcknowledgement, groupBookingInboxEmail } from '../../server/api/email/templates/contact.emails';
import { applicationAcknowledgement } from '../../server/api/email/templates/jobs.emails';
import { voucherEmail } from '../../server/api/email/templates/offers.emails';
import { welcomeEmail } from '../../server/api/email/templates/sign-up.emails';
import { heldTableEmail, reminderEmail, reminderSms, type ReminderMessage } from '../../server/api/email/templates/waitlist.emails';
import type { MarketingLinks } from '../../server/api/email/unsubscribe';

const BASE = 'https://www.casaventura.example';
const BRAND: Brand = {
  siteName: 'Casa Ventura',
  baseUrl: BASE,
  customerServicesEmail: 'customerservices@casaventura.example',
  logoUrl: `${BASE}/images/brand/logo.svg`,
  colours: { primary: '#8b1e2d', accent: '#0f3b3a', background: '#f6efe4' },
  legalAddress: 'Casa Ventura Restaurants Ltd, London EC1V 9QX',
};
const SETUP = {
  storeId: 'CV001',
  title: 'Oxford Circus',
  email: 'oxford@casaventura.example',
  phone: '020 7946 0101',
  address: '1 Oxford Street, W1D 1BS',
  pagePath: '/restaurants/london/oxford-circus',
  timeZone: 'Europe/London',
} as BookingSetup;
const BOOKED: ConfirmedBooking = {
  reference: 'CVAB2CDE',
  kind: 'booking',
  date: '2026-11-25',
  time: '19:00',
  covers: 2,
  occasionName: 'Dinner',
  customer: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', specialRequest: 'Coeliac: no gluten at all' },
  needs: ['Gluten-free', 'Wheelchair access', 'High chair'],
  siteUrl: BASE,
  manageUrl: `${BASE}/booking/manage/m1.CVAB2CDE.20261125.sig`,
};
const REMINDER: ReminderMessage = {
  reference: BOOKED.reference,
  firstName: 'Giulia',
  email: 'giulia@example.com',
  date: BOOKED.date,
  time: BOOKED.time,
  covers: 2,
  specialRequest: 'Coeliac: no gluten at all',
  needs: ['Gluten-free', 'High chair'],
  manageUrl: BOOKED.manageUrl ?? null,
};
const HELD = {
  firstName: 'Marco',
  email: 'marco@example.com',
  date: BOOKED.date,
  time: '20:00',
  covers: 4,
  claimUrl: `${BASE}/booking/waitlist/claim?token=w1.42.sig`,
  holdMinutes: 15,
  heldUntil: '18:45',
  needs: ['Allergies: Peanuts', 'Wheelchair space'],
};
const MARKETING: MarketingLinks = {
  unsubscribeUrl: `${BASE}/unsubscribe?token=abc.def`,
  preferencesUrl: `${BASE}/sign-up`,
  unsubscribeMailto: 'mailto:customerservices@casaventura.example?subject=Unsubscribe',
};

const line = (ics: string, name: string) => ics.split(/\r?\n/).find((l) => l.startsWith(`${name}:`));
/** Every address an HTML part points at (links and images). */
const addresses = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));

const TRANSACTIONAL: Array<[string, () => Promise<OutgoingEmail>]> = [
  ['booking confirmation', () => confirmationEmail(BRAND, SETUP, BOOKED)],
  ['enquiry acknowledgement', () => confirmationEmail(BRAND, SETUP, { ...BOOKED, kind: 'enquiry', manageUrl: undefined })],
  ['event request acknowledgement', () => confirmationEmail(BRAND, SETUP, { ...BOOKED, kind: 'event', manageUrl: undefined })],
  ['amendment', () => bookingChangeEmail(BRAND, SETUP, { ...BOOKED, sequence: 1 }, 'amended')],
  ['cancellation', () => bookingChangeEmail(BRAND, SETUP, { ...BOOKED, sequence: 2 }, 'cancelled')],
  ['sign-up confirmation link', () => signUpConfirmationEmail(BRAND, 'elena@example.com', 'Elena', `${BASE}/confirm-email?token=t1`)],
  ['voucher confirmation link', () => voucherConfirmationEmail(BRAND, 'elena@example.com', 'Two for Tuesday', `${BASE}/confirm-email?token=t2`)],
  ['contact acknowledgement', () => contactAcknowledgement(BRAND, { reference: 'CM-1', contactType: 'Feedback', name: 'Ann', email: 'ann@example.com', message: 'Hi' })],
  ['contact inbox', () => contactInboxEmail(BRAND, 'cs@casaventura.example', { reference: 'CM-1', contactType: 'Feedback', name: 'Ann', email: 'ann@example.com', message: 'Hi' })],
  ['group enquiry acknowledgement', () => groupBookingAcknowledgement(BRAND, { reference: 'GB-1', restaurant: 'Oxford Circus', name: 'Ann', email: 'ann@example.com', phoneNumber: '07700 900123', date: '2026-12-11', time: '19:30', covers: 24 })],
  ['group enquiry inbox', () => groupBookingInboxEmail(BRAND, 'oxford@casaventura.example', { reference: 'GB-1', restaurant: 'Oxford Circus', name: 'Ann', email: 'ann@example.com', phoneNumber: '07700 900123', date: '2026-12-11', time: '19:30', covers: 24 })],
  ['reminder', () => reminderEmail(BRAND, SETUP, REMINDER)],
  ['table held from the waitlist', () => heldTableEmail(BRAND, SETUP, HELD)],
  ['job application acknowledgement', () => applicationAcknowledgement(BRAND, { to: 'ann@example.com', firstName: 'Ann', jobName: 'Head Chef', restaurantName: 'Oxford Circus' })],
];
const MARKETING_EMAILS: Array<[string, () => Promise<OutgoingEmail>]> = [
  ['welcome', () => welcomeEmail(BRAND, 'elena@example.com', 'Elena', MARKETING)],
  ['voucher', () => voucherEmail(BRAND, { email: 'elena@example.com', code: 'CV-TT-1234', offerTitle: 'Two for Tuesday', validityText: 'Valid until 31 December.' }, MARKETING)],
];

describe.each([...TRANSACTIONAL, ...MARKETING_EMAILS])('the %s e-mail', (_name, make) => {
  it('has an HTML part and a text part, and every web address in it is absolute on the public address', async () => {
    const mail = await make();
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Casa Ventura');
    expect(mail.text.trim().length).toBeGreaterThan(50);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    const web = addresses(mail.html ?? '').filter((address) => !/^(mailto|tel):/.test(address));
    expect(web.length).toBeGreaterThan(0);
    for (const address of web) expect(address.startsWith(`${BASE}/`)).toBe(true);
    expect(`${mail.html}${mail.text}`).not.toContain('localhost');
  });
});

it.each(TRANSACTIONAL)('given the transactional %s e-mail, then it carries no unsubscribe header or link', async (_name, make) => {
  const mail = await make();
  expect(mail.category ?? 'transactional').toBe('transactional');
  expect(mail.headers ?? {}).toEqual({});
  expect(mail.html).not.toContain('/unsubscribe');
  expect(mail.text).not.toMatch(/unsubscribe/i);
});

it.each(MARKETING_EMAILS)('given the marketing %s e-mail, then RFC 8058 headers and a visible unsubscribe and preferences link', async (_name, make) => {
  const mail = await make();
  expect(mail.category).toBe('marketing');
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${MARKETING.unsubscribeUrl}>, <${MARKETING.unsubscribeMailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(mail.html).toContain(`href="${MARKETING.unsubscribeUrl}"`);
  expect(mail.html).toContain(`href="${MARKETING.preferencesUrl}"`);
  expect(mail.text).toContain(`Unsubscribe ${MARKETING.unsubscribeUrl}`);
  expect(mail.text).toContain(`Change what we send you ${MARKETING.preferencesUrl}`);
});

it('given a booking, then its confirmation shows the request, the needs, the restaurant and the manage link in both parts', async () => {
  const mail = await confirmationEmail(BRAND, SETUP, BOOKED);
  for (const part of [mail.html ?? '', mail.text]) {
    expect(part).toContain('Coeliac: no gluten at all');
    expect(part).toContain('Gluten-free, Wheelchair access, High chair');
    expect(part).toContain('1 Oxford Street, W1D 1BS');
    expect(part).toContain('020 7946 0101');
    expect(part).toContain(`${BASE}/restaurants/london/oxford-circus`);
  }
  expect(mail.text).toContain(`Manage your booking ${BOOKED.manageUrl}`);
  expect(mail.html).toContain('href="tel:02079460101"');
  expect(mail.html).toContain('#8b1e2d');
  expect(mail.text).not.toContain('Call us on');
});

it('given a reminder, then both parts show when, the party, the needs, the request, the restaurant and the manage link; its text message is short', async () => {
  const mail = await reminderEmail(BRAND, SETUP, REMINDER);
  for (const part of [mail.html ?? '', mail.text]) {
    expect(part).toContain('Wednesday 25 November 2026 at 19:00');
    expect(part).toContain('Gluten-free, High chair');
    expect(part).toContain('Coeliac: no gluten at all');
    expect(part).toContain('1 Oxford Street, W1D 1BS');
  }
  expect(mail.subject).toBe('See you soon – Oxford Circus – CVAB2CDE');
  expect(mail.text).toContain(`Manage your booking ${REMINDER.manageUrl}`);
  const noLink = await reminderEmail(BRAND, SETUP, { ...REMINDER, manageUrl: null, needs: [] });
  expect(noLink.text).toContain('Call us on 020 7946 0101');
  expect(noLink.text).not.toContain('Your needs');
  const sms = reminderSms(BRAND, SETUP, REMINDER);
  expect(sms).toBe(`Casa Ventura: your table for 2 at Oxford Circus, Wed 25 Nov at 19:00 (ref CVAB2CDE). Manage: ${REMINDER.manageUrl}`);
});

it('given a table held from the waitlist, then both parts say for how long and the button books it', async () => {
  const mail = await heldTableEmail(BRAND, SETUP, HELD);
  for (const part of [mail.html ?? '', mail.text]) {
    expect(part).toContain('holding it for you for 15 minutes (until 18:45)');
    expect(part).toContain('Wednesday 25 November 2026 at 20:00');
  }
  expect(mail.html).toContain(`href="${HELD.claimUrl}"`);
  expect(mail.text).toContain(`Book this table ${HELD.claimUrl}`);
  expect(mail.subject).toBe('A table is free at Oxford Circus – held for you for 15 minutes');
  // The needs given when joining, which the booking will carry.
  expect(mail.text).toContain('Your needs: Allergies: Peanuts, Wheelchair space');
  expect(mail.html).toContain('Allergies: Peanuts, Wheelchair space');
  expect((await heldTableEmail(BRAND, SETUP, { ...HELD, needs: [] })).text).not.toContain('Your needs');
});

it("given a diner's words with markup, then the HTML part shows them as text, never as markup", async () => {
  const hostile = '<img src=x onerror=alert(1)> & "quotes"';
  const mail = await confirmationEmail(BRAND, SETUP, { ...BOOKED, customer: { ...BOOKED.customer, firstName: '<b>Giulia</b>', specialRequest: hostile } });
  expect(mail.html).not.toContain('<img src=x');
  expect(mail.html).not.toContain('<b>Giulia</b>');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; ');
  expect(mail.text).toContain(hostile);
  const inbox = await contactInboxEmail(BRAND, 'cs@casaventura.example', { reference: 'CM-1', contactType: 'Feedback', name: 'Ann', email: 'ann@example.com', message: 'line one\n<script>alert(1)</script>' });
  expect(inbox.html).not.toContain('<script>alert');
  expect(inbox.text).toContain('line one\n<script>alert(1)</script>');
});

it('given a booking, then its confirmation carries an entry at SEQUENCE 0', async () => {
  const mail = await confirmationEmail(BRAND, SETUP, BOOKED);
  const ics = mail.attachments?.[0]?.content ?? '';
  expect(mail.attachments?.[0]?.filename).toBe('casa-ventura-CVAB2CDE.ics');
  expect(line(ics, 'UID')).toBe('UID:CVAB2CDE@casaventura.example');
  expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
  expect(line(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
});

it('given an amendment, then the new details and the same entry, one SEQUENCE higher, at the new time', async () => {
  const moved = { ...BOOKED, time: '20:30', covers: 4, sequence: 1 };
  const mail = await bookingChangeEmail(BRAND, SETUP, moved, 'amended');
  expect(mail.subject).toBe('Your booking is changed – Oxford Circus – CVAB2CDE');
  expect(mail.text).toContain('Guests: 4');
  expect(mail.text).toContain(`Manage your booking ${BOOKED.manageUrl}`);
  const ics = mail.attachments?.[0]?.content ?? '';
  expect(line(ics, 'UID')).toBe(line(bookingCalendar(SETUP, BOOKED), 'UID'));
  expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
  expect(line(ics, 'DTSTART')).toBe('DTSTART:20261125T203000Z');
  expect(line(ics, 'METHOD')).not.toBe('METHOD:CANCEL');
});

it('given a cancellation, then METHOD:CANCEL and STATUS:CANCELLED on the same UID, one SEQUENCE higher, and no manage link', async () => {
  const mail = await bookingChangeEmail(BRAND, SETUP, { ...BOOKED, sequence: 2 }, 'cancelled');
  expect(mail.subject).toBe('Your booking is cancelled – Oxford Circus – CVAB2CDE');
  expect(mail.text).not.toContain('/booking/manage/');
  const ics = mail.attachments?.[0]?.content ?? '';
  expect(line(ics, 'METHOD')).toBe('METHOD:CANCEL');
  expect(line(ics, 'STATUS')).toBe('STATUS:CANCELLED');
  expect(line(ics, 'UID')).toBe('UID:CVAB2CDE@casaventura.example');
  expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:2');
});
