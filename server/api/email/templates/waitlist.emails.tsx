// The waitlist's and the reminders' messages (issue 14, items 2 and 3), from the same layout as every other
// e-mail (an HTML part and a text part from one render): a freed table held for a waiting diner with the
// link that books it, and a booking's reminder by e-mail (with the party's needs and the manage link) and by
// text message. Every link is absolute on PUBLIC_BASE_URL.
import dayjs from 'dayjs';
import { emailedRestaurant, type EmailedRestaurant } from '../../booking/booking-confirmation';
import type { EmailToRenderLater, OutgoingEmail } from '../outbox';
import type { Brand } from './brand';
import { placeOf } from './booking.emails';
import { ActionButton, Details, EmailLayout, Para } from './layout';
import { renderEmail } from './render-email';

const whenOf = (date: string, time: string) => dayjs(`${date}T${time}`).format('dddd D MMMM YYYY [at] HH:mm');

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
  /** The needs the diner gave when they joined, in words (core's needsInWords), which the booking will carry; [] when none. */
  needs: readonly string[];
}

export function heldTableEmail(brand: Brand, setup: EmailedRestaurant, held: HeldTableMessage): Promise<OutgoingEmail> {
  const heading = `A table is free at ${setup.title}`;
  return renderEmail({
    to: held.email,
    subject: `A table is free at ${setup.title} – held for you for ${held.holdMinutes} minutes`,
    body: (
      <EmailLayout brand={brand} preview={`Held for you until ${held.heldUntil}`} heading={heading} restaurant={placeOf(brand, setup)}>
        <Para>Ciao {held.firstName},</Para>
        <Para>{`Good news: a table has come free at ${setup.title}, and we are holding it for you for ${held.holdMinutes} minutes (until ${held.heldUntil}).`}</Para>
        <Details
          rows={[
            ['When', whenOf(held.date, held.time)],
            ['Guests', held.covers],
            ['Where', setup.title],
            ['Your needs', held.needs.join(', ')],
          ]}
        />
        <ActionButton brand={brand} href={held.claimUrl}>
          Book this table
        </ActionButton>
        <Para>If you do not book it in time, we offer it to the next diner waiting. If you no longer need it, ignore this e-mail.</Para>
        <Para>A presto!</Para>
      </EmailLayout>
    ),
  });
}

export interface ReminderMessage {
  reference: string;
  firstName: string;
  email: string;
  date: string;
  time: string;
  covers: number;
  specialRequest: string;
  /** The party's needs in words (core's needsInWords); [] when none. */
  needs: readonly string[];
  manageUrl: string | null;
}

const reminderSubject = (setup: EmailedRestaurant, booking: ReminderMessage) => `See you soon – ${setup.title} – ${booking.reference}`;

/** What a reminder stores to be rendered when it is sent, a day before the table (stored-emails.ts renders it with reminderEmail). */
export interface ReminderData {
  brand: Brand;
  setup: EmailedRestaurant;
  booking: ReminderMessage;
}

/** The reminder as the outbox keeps it until it is due: recipient, subject, and the data reminderEmail renders from then. */
export function reminderToRender(brand: Brand, setup: EmailedRestaurant, booking: ReminderMessage): EmailToRenderLater {
  const data: ReminderData = { brand, setup: emailedRestaurant(setup), booking };
  return { to: booking.email, subject: reminderSubject(setup, booking), template: 'booking-reminder', data };
}

export function reminderEmail(brand: Brand, setup: EmailedRestaurant, booking: ReminderMessage): Promise<OutgoingEmail> {
  const heading = `See you soon at ${setup.title}`;
  return renderEmail({
    to: booking.email,
    subject: reminderSubject(setup, booking),
    body: (
      <EmailLayout brand={brand} preview={`Your table on ${whenOf(booking.date, booking.time)}`} heading={heading} restaurant={placeOf(brand, setup)}>
        <Para>Ciao {booking.firstName},</Para>
        <Para>{`A reminder of your table at ${setup.title}. We look forward to seeing you.`}</Para>
        <Details
          rows={[
            ['Reference', booking.reference],
            ['When', whenOf(booking.date, booking.time)],
            ['Guests', booking.covers],
            ['Where', setup.title],
            ['Your needs', booking.needs.join(', ')],
            ['Your request', booking.specialRequest],
          ]}
        />
        {booking.manageUrl ? (
          <>
            <Para>Plans changed?</Para>
            <ActionButton brand={brand} href={booking.manageUrl}>
              Manage your booking
            </ActionButton>
          </>
        ) : (
          <Para>Plans changed? Call us on {setup.phone || 'the number on our website'}.</Para>
        )}
        <Para>A presto!</Para>
      </EmailLayout>
    ),
  });
}

/** One short text: where, when, how many, and the manage link. */
export function reminderSms(brand: Brand, setup: EmailedRestaurant, booking: ReminderMessage): string {
  const when = dayjs(`${booking.date}T${booking.time}`).format('ddd D MMM [at] HH:mm');
  const manage = booking.manageUrl ? ` Manage: ${booking.manageUrl}` : '';
  return `${brand.siteName}: your table for ${booking.covers} at ${setup.title}, ${when} (ref ${booking.reference}).${manage}`;
}
