// The e-mails of Manage my booking (issue 14): a change and a cancellation carry the booking's calendar
// entry again with the same UID and a higher SEQUENCE, so a calendar updates or removes the entry it has.
import { bookingCalendar, bookingChangeEmail, confirmationEmail, type ConfirmedBooking } from '../../server/api/booking/booking-confirmation';
import type { BookingSetup } from '../../server/api/booking/booking-setup';

const SETUP = { storeId: 'CV001', title: 'Oxford Circus', email: 'oxford@casaventura.example', phone: '020 7946 0101', address: '1 Oxford Street, W1D 1BS', timeZone: 'Europe/London' } as BookingSetup;
const BOOKED: ConfirmedBooking = {
  reference: 'CVAB2CDE',
  kind: 'booking',
  date: '2026-11-25',
  time: '19:00',
  covers: 2,
  occasionName: 'Dinner',
  customer: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', specialRequest: 'Coeliac' },
  siteUrl: 'https://www.casaventura.example',
  manageUrl: 'https://www.casaventura.example/booking/manage/m1.CVAB2CDE.20261125.sig',
};

const line = (ics: string, name: string) => ics.split(/\r?\n/).find((l) => l.startsWith(`${name}:`));

it('given a booking, then its confirmation carries the manage link, the request and an entry at SEQUENCE 0', () => {
  const mail = confirmationEmail(SETUP, BOOKED);
  expect(mail.text).toContain(`Manage your booking: ${BOOKED.manageUrl}`);
  expect(mail.text).toContain('Your request: Coeliac');
  const ics = mail.attachments?.[0]?.content ?? '';
  expect(line(ics, 'UID')).toBe('UID:CVAB2CDE@casaventura.example');
  expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
  expect(line(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
});

it('given an amendment, then the new details and the same entry, one SEQUENCE higher, at the new time', () => {
  const moved = { ...BOOKED, time: '20:30', covers: 4, sequence: 1 };
  const mail = bookingChangeEmail(SETUP, moved, 'amended');
  expect(mail.subject).toBe('Your booking is changed – Oxford Circus – CVAB2CDE');
  expect(mail.text).toContain('Guests: 4');
  expect(mail.text).toContain(`Manage your booking: ${BOOKED.manageUrl}`);
  const ics = mail.attachments?.[0]?.content ?? '';
  expect(line(ics, 'UID')).toBe(line(bookingCalendar(SETUP, BOOKED), 'UID'));
  expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
  expect(line(ics, 'DTSTART')).toBe('DTSTART:20261125T203000Z');
  expect(line(ics, 'METHOD')).not.toBe('METHOD:CANCEL');
});

it('given a cancellation, then METHOD:CANCEL and STATUS:CANCELLED on the same UID, one SEQUENCE higher, and no manage link', () => {
  const mail = bookingChangeEmail(SETUP, { ...BOOKED, sequence: 2 }, 'cancelled');
  expect(mail.subject).toBe('Your booking is cancelled – Oxford Circus – CVAB2CDE');
  expect(mail.text).not.toContain('/booking/manage/');
  const ics = mail.attachments?.[0]?.content ?? '';
  expect(line(ics, 'METHOD')).toBe('METHOD:CANCEL');
  expect(line(ics, 'STATUS')).toBe('STATUS:CANCELLED');
  expect(line(ics, 'UID')).toBe('UID:CVAB2CDE@casaventura.example');
  expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:2');
});
