// The thanks screen's 'Add to calendar' file: one iCalendar (RFC 5545) event for the booking, written in
// the browser from the confirmed journey. Times are UTC, computed from the restaurant's wall clock
// (Europe/London), so every calendar shows the right hour on either side of a clock change.
//
// Written by hand rather than with the `ics` package the server uses for the e-mail attachment: `ics`
// validates its input with yup, 76 KB minified (24 KB gzipped) in a browser bundle for one event whose
// fields are all ours; it also stamps DTSTAMP from the host clock, where this file takes the ClockPort's.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { readCalendarDate, readTime, type BookingType } from '@tavola/core/booking';
import { BOOKING, SITE } from '@tavola/core/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How long a table is held, as in the confirmation e-mail's calendar entry. */
export const CALENDAR_ENTRY_MINUTES = BOOKING.calendarEntryMinutes;

/** The e-mail's attachment and this download name the event alike (see BOOKING.calendarUidDomain). */
export const CALENDAR_UID_DOMAIN = BOOKING.calendarUidDomain;

export interface CalendarBooking {
  reference: string;
  /** '' a table booked; 'enquiry' and 'event' are requests the restaurant still has to confirm. */
  bookingType: BookingType;
  restaurantTitle: string;
  /** Street address, postcode included when known. */
  address?: string;
  /** 'YYYY-MM-DD', the restaurant's local date. */
  date: string;
  /** 'HH:MM', the restaurant's local time. */
  time: string;
  covers: number;
  /** When the file is made (DTSTAMP), epoch milliseconds from the ClockPort. */
  stampMs: number;
  /** The restaurant's zone; the chain's by default. */
  timeZone?: string;
  /** A page to return to, e.g. the restaurant's page on the site. */
  url?: string;
}

export interface CalendarFile {
  filename: string;
  /** iCalendar text, CRLF line ends. */
  content: string;
  mimeType: 'text/calendar';
}

const LINE_END = '\r\n';
/** RFC 5545 3.1: content lines are folded so no physical line is longer than 75 octets. */
const MAX_LINE_OCTETS = 75;

/** The booking as an .ics file; null when its date, time or reference cannot be read. */
export function bookingCalendarFile(booking: CalendarBooking): CalendarFile | null {
  const content = bookingCalendar(booking);
  return content === null ? null : { filename: calendarFileName(booking.reference), content, mimeType: 'text/calendar' };
}

/** The booking as iCalendar text; null when its date, time or reference cannot be read. */
export function bookingCalendar(booking: CalendarBooking): string | null {
  const date = readCalendarDate(booking.date);
  const time = readTime(booking.time);
  const reference = booking.reference.trim();
  if (date === null || time === null || reference === '' || !Number.isFinite(booking.stampMs)) return null;
  const start = dayjs.tz(`${date}T${time}:00`, booking.timeZone ?? SITE.defaultTimeZone).utc();
  if (!start.isValid()) return null;
  const end = start.add(CALENDAR_ENTRY_MINUTES, 'minute');
  const request = booking.bookingType !== '';
  const where = [booking.restaurantTitle, booking.address ?? ''].map((part) => part.trim()).filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tavola//Booking journey//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(`${reference}@${CALENDAR_UID_DOMAIN}`)}`,
    `DTSTAMP:${utcStamp(dayjs.utc(booking.stampMs))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(summary(booking))}`,
    `LOCATION:${escapeText(where)}`,
    `DESCRIPTION:${escapeText(description(booking, reference))}`,
    // A request is pencilled in until the restaurant confirms it.
    `STATUS:${request ? 'TENTATIVE' : 'CONFIRMED'}`,
    ...(booking.url ? [`URL:${booking.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(LINE_END) + LINE_END;
}

export function calendarFileName(reference: string): string {
  return `booking-${reference.trim().replace(/[^A-Za-z0-9-]/g, '') || 'table'}.ics`;
}

/** A `data:` address for an <a download> link: works without object URLs to revoke, and on the server. */
export function calendarDataUrl(file: Pick<CalendarFile, 'content' | 'mimeType'>): string {
  return `data:${file.mimeType};charset=utf-8,${encodeURIComponent(file.content)}`;
}

function summary(booking: CalendarBooking): string {
  const party = `${booking.covers} at ${booking.restaurantTitle.trim()}`;
  if (booking.bookingType === 'event') return `Event request for ${party} (awaiting confirmation)`;
  if (booking.bookingType === 'enquiry') return `Table request for ${party} (awaiting confirmation)`;
  return `Table for ${party}`;
}

function description(booking: CalendarBooking, reference: string): string {
  if (booking.bookingType === '') return `Booking reference ${reference}.`;
  return `Request reference ${reference}. The restaurant will contact you to confirm; nothing is booked until they do.`;
}

function utcStamp(instant: dayjs.Dayjs): string {
  return instant.utc().format('YYYYMMDD[T]HHmmss[Z]');
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped; line breaks written as \n. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into 75-octet lines, each continuation starting with a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(LINE_END);
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}
