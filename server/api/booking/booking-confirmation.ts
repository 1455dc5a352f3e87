// The confirmation e-mail of a booking, event or enquiry, with an .ics calendar attachment for bookings.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { createEvent } from 'ics';
import { BOOKING } from '@tavola/core/constants';
import type { OutgoingEmail } from '../email/outbox';
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
  siteUrl: string;
  /** The booking's manage page (an absolute address on PUBLIC_BASE_URL), for a table booked. */
  manageUrl?: string;
  /** Changes since it was booked: the calendar entry's SEQUENCE (0 when booked). */
  sequence?: number;
}

/** What a change e-mail says happened. */
export type BookingChange = 'amended' | 'cancelled';

/**
 * The booking's calendar entry as iCalendar text, in UTC so every calendar shows the right hour. One UID
 * for the booking's life; each change raises SEQUENCE so a calendar updates the entry it has, and a
 * cancellation is METHOD:CANCEL with STATUS:CANCELLED, which removes it.
 */
export function bookingCalendar(setup: BookingSetup, booking: ConfirmedBooking, change?: BookingChange): string {
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

const WHAT: Record<ConfirmedBooking['kind'], string> = {
  booking: 'Your table is booked',
  event: 'We have your event request',
  enquiry: 'We have your booking enquiry',
};

export function confirmationEmail(setup: BookingSetup, booking: ConfirmedBooking): OutgoingEmail {
  const when = dayjs(`${booking.date}T${booking.time}`).format('dddd D MMMM YYYY [at] HH:mm');
  const lines = [
    `Ciao ${booking.customer.firstName},`,
    '',
    `${WHAT[booking.kind]} at ${setup.title}.`,
    '',
    `Reference: ${booking.reference}`,
    `When: ${when}`,
    `Guests: ${booking.covers}`,
    `Occasion: ${booking.occasionName}`,
    `Where: ${[setup.title, setup.address].filter(Boolean).join(', ')}`,
    '',
    ...(booking.customer.specialRequest ? [`Your request: ${booking.customer.specialRequest}`, ''] : []),
    booking.kind !== 'booking'
      ? 'The restaurant will contact you to confirm. Nothing is booked until they do.'
      : booking.manageUrl
        ? `Need to change the party, the date or the time, or to cancel? Manage your booking: ${booking.manageUrl}`
        : 'Need to change something? Call us on ' + (setup.phone || 'the number on our website') + '.',
    '',
    'A presto,',
    'Casa Ventura',
  ];
  const email: OutgoingEmail = {
    to: booking.customer.email,
    subject: `${WHAT[booking.kind]} – ${setup.title} – ${booking.reference}`,
    text: lines.join('\n'),
  };
  if (booking.kind === 'booking') {
    email.attachments = [
      { filename: `casa-ventura-${booking.reference}.ics`, contentType: 'text/calendar', content: bookingCalendar(setup, booking) },
    ];
  }
  return email;
}

const CHANGED: Record<BookingChange, string> = {
  amended: 'Your booking is changed',
  cancelled: 'Your booking is cancelled',
};

/**
 * The e-mail after a diner changed or cancelled a booking from its manage page: the booking as it now
 * stands and the updated calendar entry (same UID, the booking's SEQUENCE; METHOD:CANCEL for a cancellation).
 */
export function bookingChangeEmail(setup: BookingSetup, booking: ConfirmedBooking, change: BookingChange): OutgoingEmail {
  const when = dayjs(`${booking.date}T${booking.time}`).format('dddd D MMMM YYYY [at] HH:mm');
  const lines = [
    `Ciao ${booking.customer.firstName},`,
    '',
    change === 'amended' ? `Your booking at ${setup.title} is changed. Here are the new details.` : `Your booking at ${setup.title} is cancelled. We hope to see you another time.`,
    '',
    `Reference: ${booking.reference}`,
    `When: ${when}`,
    `Guests: ${booking.covers}`,
    `Occasion: ${booking.occasionName}`,
    `Where: ${[setup.title, setup.address].filter(Boolean).join(', ')}`,
    ...(booking.customer.specialRequest && change === 'amended' ? [`Your request: ${booking.customer.specialRequest}`] : []),
    '',
    change === 'amended' && booking.manageUrl ? `Manage your booking: ${booking.manageUrl}` : `Questions? Call us on ${setup.phone || 'the number on our website'}.`,
    '',
    'A presto,',
    'Casa Ventura',
  ];
  return {
    to: booking.customer.email,
    subject: `${CHANGED[change]} – ${setup.title} – ${booking.reference}`,
    text: lines.join('\n'),
    attachments: [
      { filename: `casa-ventura-${booking.reference}.ics`, contentType: 'text/calendar', content: bookingCalendar(setup, booking, change) },
    ],
  };
}
