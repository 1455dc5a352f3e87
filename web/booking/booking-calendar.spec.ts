// The thanks screen's .ics file: the booking's two hours in UTC from London's wall clock (either side of a
// clock change), text escaped and folded as RFC 5545 asks, and the same event as the e-mail's attachment.
import type { BookingSetup } from '../../server/api/booking/booking-setup';
import { bookingCalendar as emailCalendar } from '../../server/api/booking/booking-confirmation';
import { bookingCalendar, bookingCalendarFile, calendarDataUrl, calendarFileName, type CalendarBooking } from './booking-calendar';

/** 2026-11-23 10:00 UTC, the reference API's "now". */
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

function aBooking(overrides: Partial<CalendarBooking> = {}): CalendarBooking {
  return {
    reference: 'CVAB12CD',
    bookingType: '',
    restaurantTitle: 'Oxford Circus',
    address: '214 Regent Street, London, W1B 5BD',
    date: '2026-11-25',
    time: '19:00',
    covers: 2,
    stampMs: NOW,
    ...overrides,
  };
}

/** The value of a property, lines unfolded first. */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n /g, '');
  return unfolded.split('\r\n').find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
}

describe('the booking calendar file', () => {
  it('given a table for two on a November evening, then one confirmed two-hour event in UTC (London is on GMT)', () => {
    expect(bookingCalendar(aBooking())).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Tavola//Booking journey//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:CVAB12CD@casaventura.example',
        'DTSTAMP:20261123T100000Z',
        'DTSTART:20261125T190000Z',
        'DTEND:20261125T210000Z',
        'SUMMARY:Table for 2 at Oxford Circus',
        'LOCATION:Oxford Circus\\, 214 Regent Street\\, London\\, W1B 5BD',
        'DESCRIPTION:Booking reference CVAB12CD.',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it.each([
    ['a summer evening (BST, an hour ahead of UTC)', '2027-07-01', '19:00', '20270701T180000Z', '20270701T200000Z'],
    ['the day the clocks go forward', '2027-03-28', '12:00', '20270328T110000Z', '20270328T130000Z'],
    ['the day the clocks go back', '2026-10-25', '12:00', '20261025T120000Z', '20261025T140000Z'],
    ['a late table ending after midnight', '2026-12-31', '23:00', '20261231T230000Z', '20270101T010000Z'],
  ])('given %s, then the UTC start and end are right', (_case, date, time, start, end) => {
    const ics = bookingCalendar(aBooking({ date, time })) ?? '';
    expect(property(ics, 'DTSTART')).toBe(start);
    expect(property(ics, 'DTEND')).toBe(end);
  });

  it('given the same booking, then the download is the same event as the confirmation e-mail attachment', () => {
    const setup = { title: 'Oxford Circus', address: '214 Regent Street, London', email: '', timeZone: 'Europe/London' } as BookingSetup;
    const email = emailCalendar(setup, {
      reference: 'CVAB12CD',
      kind: 'booking',
      date: '2026-11-25',
      time: '19:00',
      covers: 2,
      occasionName: 'Dinner',
      customer: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com' },
      siteUrl: 'http://localhost:3000',
    });
    const download = bookingCalendar(aBooking()) ?? '';
    expect(property(download, 'UID')).toBe(property(email, 'UID'));
    expect(property(download, 'DTSTART')).toBe(property(email, 'DTSTART'));
    expect(property(download, 'SUMMARY')).toBe(property(email, 'SUMMARY'));
  });

  it.each([
    ['enquiry', 'Table request for 6 at Oxford Circus (awaiting confirmation)'],
    ['event', 'Event request for 6 at Oxford Circus (awaiting confirmation)'],
  ] as const)('given an %s, then a tentative entry that says it still needs confirming', (bookingType, summary) => {
    const ics = bookingCalendar(aBooking({ bookingType, covers: 6 })) ?? '';
    expect(property(ics, 'STATUS')).toBe('TENTATIVE');
    expect(property(ics, 'SUMMARY')).toBe(summary);
    expect(property(ics, 'DESCRIPTION')).toContain('nothing is booked until they do');
  });

  it('given commas, semicolons, backslashes and line breaks, then they are escaped as TEXT', () => {
    const ics = bookingCalendar(aBooking({ restaurantTitle: 'Casa; Ventura\\Bar', address: 'Unit 2,\nThe Lanes' })) ?? '';
    expect(property(ics, 'LOCATION')).toBe('Casa\\; Ventura\\\\Bar\\, Unit 2\\,\\nThe Lanes');
  });

  it('given a long address with accented letters, then every line is at most 75 octets, never split inside a letter', () => {
    const address = 'Ristorante “Già Là” – Piazza della Repubblica, Città di Castello, Perugia, Umbria, Italia 06012';
    const ics = bookingCalendar(aBooking({ address })) ?? '';
    expect(ics).toContain('\r\n ');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Splitting inside a multi-byte letter would not survive a round trip through UTF-8.
    expect(Buffer.from(ics, 'utf8').toString('utf8')).toBe(ics);
    expect(property(ics, 'LOCATION')).toBe(`Oxford Circus\\, ${address.replace(/,/g, '\\,')}`);
  });

  it('given a page to return to, then it is the URL property', () => {
    expect(property(bookingCalendar(aBooking({ url: 'https://example.com/restaurants/london/oxford-circus' })) ?? '', 'URL')).toBe(
      'https://example.com/restaurants/london/oxford-circus',
    );
  });

  it.each([
    ['an impossible date', { date: '2026-02-30' }],
    ['no time', { time: 'soon' }],
    ['no reference', { reference: '  ' }],
    ['no clock reading', { stampMs: Number.NaN }],
  ])('given %s, then no file', (_case, overrides) => {
    expect(bookingCalendar(aBooking(overrides))).toBeNull();
    expect(bookingCalendarFile(aBooking(overrides))).toBeNull();
  });

  it('names the file after the reference and offers it as a data: address that reads back the same', () => {
    const file = bookingCalendarFile(aBooking());
    expect(file?.filename).toBe('booking-CVAB12CD.ics');
    expect(calendarFileName('../x y')).toBe('booking-xy.ics');
    const url = calendarDataUrl(file as NonNullable<typeof file>);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(file?.content);
  });
});
