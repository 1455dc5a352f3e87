// The waitlist's and the reminders' messages (issue 14, items 2 and 3), in the confirmation e-mail's style:
// a freed table held for a waiting diner with the link that books it, and a booking's reminder by e-mail and
// by text message. Every link is absolute on PUBLIC_BASE_URL.
import dayjs from 'dayjs';
import type { BookingSetup } from '../../booking/booking-setup';
import type { OutgoingEmail } from '../outbox';

const whenOf = (date: string, time: string) => dayjs(`${date}T${time}`).format('dddd D MMMM YYYY [at] HH:mm');
const where = (setup: BookingSetup) => [setup.title, setup.address].filter(Boolean).join(', ');

export interface HeldTableMessage {
  firstName: string;
  email: string;
  date: string;
  time: string;
  covers: number;
  claimUrl: string;
  holdMinutes: number;
  /** When the hold lapses, as the restaurant's clock reads it ('HH:MM'). */
  heldUntil: string;
}

export function heldTableEmail(setup: BookingSetup, held: HeldTableMessage): OutgoingEmail {
  const lines = [
    `Ciao ${held.firstName},`,
    '',
    `Good news: a table has come free at ${setup.title}, and we are holding it for you for ${held.holdMinutes} minutes (until ${held.heldUntil}).`,
    '',
    `When: ${whenOf(held.date, held.time)}`,
    `Guests: ${held.covers}`,
    `Where: ${where(setup)}`,
    '',
    `Book it now: ${held.claimUrl}`,
    '',
    'If you do not book it in time, we offer it to the next diner waiting. If you no longer need it, ignore this e-mail.',
    '',
    'A presto,',
    'Casa Ventura',
  ];
  return { to: held.email, subject: `A table is free at ${setup.title} – held for you for ${held.holdMinutes} minutes`, text: lines.join('\n') };
}

export interface ReminderMessage {
  reference: string;
  firstName: string;
  email: string;
  date: string;
  time: string;
  covers: number;
  specialRequest: string;
  manageUrl: string | null;
}

export function reminderEmail(setup: BookingSetup, booking: ReminderMessage): OutgoingEmail {
  const lines = [
    `Ciao ${booking.firstName},`,
    '',
    `A reminder of your table at ${setup.title}. We look forward to seeing you.`,
    '',
    `Reference: ${booking.reference}`,
    `When: ${whenOf(booking.date, booking.time)}`,
    `Guests: ${booking.covers}`,
    `Where: ${where(setup)}`,
    ...(booking.specialRequest ? [`Your request: ${booking.specialRequest}`] : []),
    '',
    booking.manageUrl ? `Plans changed? Manage your booking: ${booking.manageUrl}` : `Plans changed? Call us on ${setup.phone || 'the number on our website'}.`,
    '',
    'A presto,',
    'Casa Ventura',
  ];
  return { to: booking.email, subject: `See you soon – ${setup.title} – ${booking.reference}`, text: lines.join('\n') };
}

/** One short text: where, when, how many, and the manage link. */
export function reminderSms(setup: BookingSetup, booking: ReminderMessage): string {
  const when = dayjs(`${booking.date}T${booking.time}`).format('ddd D MMM [at] HH:mm');
  const manage = booking.manageUrl ? ` Manage: ${booking.manageUrl}` : '';
  return `Casa Ventura: your table for ${booking.covers} at ${setup.title}, ${when} (ref ${booking.reference}).${manage}`;
}
