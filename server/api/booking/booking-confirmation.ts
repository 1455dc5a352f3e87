// A booking as its e-mails describe it, and its calendar entry (.ics). The e-mails themselves are templates
// in server/api/email/templates/booking.emails.tsx.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { createEvent } from 'ics';
import { BOOKING } from '@tavola/core/constants';
import type { BookingSetup } from './booking-setup';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface ConfirmedBooking {
  reference: string;
  kind: 'booking' | 'event' | 'enquiry';
  date: string;
  time: string;
  covers: number;
  occasionName: string;
  customer: { firstName: string; lastName: string; email: string; specialRequest?: string };
  /** The party's needs as the diner chose them, in words ('Vegan', 'Wheelchair access'); none when empty. */
  needs?: string[];
  siteUrl: string;
  /** The booking's manage page (an absolute address on PUBLIC_BASE_URL), for a table booked. */
  manageUrl?: string;
  /** Changes since it was booked: the calendar entry's SEQUENCE (0 when booked). */
  sequence?: number;
}

/**
 * What a booking's e-mails and calendar entry say of the restaurant. An e-mail rendered when it is sent
 * stores this with its data (server/api/email/templates/stored-emails.ts), so it says what the restaurant was
 * when the booking was made, as an e-mail rendered at once does.
 */
export type EmailedRestaurant = Pick<BookingSetup, 'title' | 'address' | 'phone' | 'pagePath' | 'email' | 'timeZone'>;

export function emailedRestaurant(setup: EmailedRestaurant): EmailedRestaurant {
  const { title, address, phone, pagePath, email, timeZone } = setup;
  return { title, address, phone, email, timeZone, ...(pagePath === undefined ? {} : { pagePath }) };
}

/** What a change e-mail says happened. */
export type BookingChange = 'amended' | 'cancelled';

/**
 * The booking's calendar entry as iCalendar text, in UTC so every calendar shows the right hour. One UID
 * for the booking's life; each change raises SEQUENCE so a calendar updates the entry it has, and a
 * cancellation is METHOD:CANCEL with STATUS:CANCELLED, which removes it.
 */
export function bookingCalendar(setup: EmailedRestaurant, booking: ConfirmedBooking, change?: BookingChange): string {
  const start = dayjs.tz(`${booking.date} ${booking.time}`, 'YYYY-MM-DD HH:mm', setup.timeZone).utc();
  const { error, value } = createEvent({
    uid: `${booking.reference}@${BOOKING.calendarUidDomain}`,
    start: [start.year(), start.month() + 1, start.date(), start.hour(), start.minute()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: BOOKING.calendarEntryMinutes },
    title: `Table for ${booking.covers} at ${setup.title}`,
    description: `${booking.occasionName} booking ${booking.reference} for ${booking.customer.firstName} ${booking.customer.lastName}.`,
    location: [setup.title, setup.address].filter(Boolean).join(', '),
    organizer: { name: setup.title, email: setup.email || 'bookings@casaventura.example' },
    status: change === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    sequence: booking.sequence ?? 0,
    method: change === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    url: booking.manageUrl ?? booking.siteUrl,
  });
  if (error || !value) throw error ?? new Error('Calendar entry could not be written');
  return value;
}
