// The e-mails of a booking: the confirmation of a table, an event request or an enquiry (with the .ics of
// a table), and the e-mail after the diner changed or cancelled it from the manage page (the updated .ics:
// same UID, higher SEQUENCE; METHOD:CANCEL). Each shows the special request and the party's needs as the
// diner gave them, the restaurant's address, phone and directions, and the manage link of a table.
import dayjs from 'dayjs';
import { bookingCalendar, emailedRestaurant, type BookingChange, type ConfirmedBooking, type EmailedRestaurant } from '../../booking/booking-confirmation';
import type { EmailToRenderLater, OutgoingEmail } from '../outbox';
import { siteLink, type Brand } from './brand';
import { ActionButton, Details, EmailLayout, Para, type RestaurantPlace } from './layout';
import { renderEmail } from './render-email';

const WHAT: Record<ConfirmedBooking['kind'], string> = {
  booking: 'Your table is booked',
  event: 'We have your event request',
  enquiry: 'We have your booking enquiry',
};

const CHANGED: Record<BookingChange, string> = {
  amended: 'Your booking is changed',
  cancelled: 'Your booking is cancelled',
};

/** The restaurant as an e-mail shows it: its name, address, phone and the page with its hours and directions. */
export function placeOf(brand: Brand, setup: EmailedRestaurant): RestaurantPlace {
  return {
    name: `${brand.siteName} ${setup.title}`,
    address: setup.address,
    phone: setup.phone,
    directionsUrl: siteLink(brand, setup.pagePath ?? '/restaurants'),
  };
}

function calendarFile(brand: Brand, setup: EmailedRestaurant, booking: ConfirmedBooking, change?: BookingChange) {
  const name = brand.siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { filename: `${name}-${booking.reference}.ics`, contentType: 'text/calendar', content: bookingCalendar(setup, booking, change) };
}

/** The booking's lines: reference, when, party, occasion, and what the diner asked for. */
function BookingDetails({ setup, booking }: { setup: EmailedRestaurant; booking: ConfirmedBooking }) {
  const when = dayjs(`${booking.date}T${booking.time}`).format('dddd D MMMM YYYY [at] HH:mm');
  return (
    <Details
      rows={[
        ['Reference', booking.reference],
        ['When', when],
        ['Guests', booking.covers],
        ['Occasion', booking.occasionName],
        ['Where', setup.title],
        ['Your needs', (booking.needs ?? []).join(', ')],
        ['Your request', booking.customer.specialRequest],
      ]}
    />
  );
}

const confirmationSubject = (setup: EmailedRestaurant, booking: ConfirmedBooking) => `${WHAT[booking.kind]} – ${setup.title} – ${booking.reference}`;

/** What a booking's confirmation stores to be rendered when it is sent (stored-emails.ts renders it with confirmationEmail). */
export interface ConfirmationData {
  brand: Brand;
  setup: EmailedRestaurant;
  booking: ConfirmedBooking;
}

/**
 * The confirmation as the outbox keeps it until the relay sends it: recipient, subject, and the data
 * confirmationEmail renders from then (issue 15, item 4: a create renders nothing).
 */
export function confirmationToRender(brand: Brand, setup: EmailedRestaurant, booking: ConfirmedBooking): EmailToRenderLater {
  // Only what the e-mail shows of the diner is kept with it.
  const { firstName, lastName, email, specialRequest } = booking.customer;
  const customer = { firstName, lastName, email, ...(specialRequest === undefined ? {} : { specialRequest }) };
  const data: ConfirmationData = { brand, setup: emailedRestaurant(setup), booking: { ...booking, customer } };
  return { to: booking.customer.email, subject: confirmationSubject(setup, booking), template: 'booking-confirmation', data };
}

export function confirmationEmail(brand: Brand, setup: EmailedRestaurant, booking: ConfirmedBooking): Promise<OutgoingEmail> {
  const heading = `${WHAT[booking.kind]} at ${setup.title}`;
  return renderEmail({
    to: booking.customer.email,
    subject: confirmationSubject(setup, booking),
    attachments: booking.kind === 'booking' ? [calendarFile(brand, setup, booking)] : undefined,
    body: (
      <EmailLayout brand={brand} preview={`${heading}, reference ${booking.reference}`} heading={heading} restaurant={placeOf(brand, setup)}>
        <Para>Ciao {booking.customer.firstName},</Para>
        <Para>
          {booking.kind === 'booking'
            ? 'Thank you for booking with us. Here are the details; the calendar file attached adds the booking to your calendar.'
            : 'Thank you for your request. The restaurant will contact you to confirm: nothing is booked until they do.'}
        </Para>
        <BookingDetails setup={setup} booking={booking} />
        {booking.kind === 'booking' && booking.manageUrl ? (
          <>
            <Para>Need to change the party, the date or the time, or to cancel?</Para>
            <ActionButton brand={brand} href={booking.manageUrl}>
              Manage your booking
            </ActionButton>
          </>
        ) : booking.kind === 'booking' ? (
          <Para>Need to change something? Call us on {setup.phone || 'the number on our website'}.</Para>
        ) : null}
        <Para>A presto!</Para>
      </EmailLayout>
    ),
  });
}

/** After the diner changed or cancelled a booking from its manage page: the booking as it now stands. */
export function bookingChangeEmail(brand: Brand, setup: EmailedRestaurant, booking: ConfirmedBooking, change: BookingChange): Promise<OutgoingEmail> {
  const heading = `${CHANGED[change]} at ${setup.title}`;
  const shown = change === 'amended' ? booking : { ...booking, needs: [], customer: { ...booking.customer, specialRequest: '' } };
  return renderEmail({
    to: booking.customer.email,
    subject: `${CHANGED[change]} – ${setup.title} – ${booking.reference}`,
    attachments: [calendarFile(brand, setup, booking, change)],
    body: (
      <EmailLayout brand={brand} preview={`${heading}, reference ${booking.reference}`} heading={heading} restaurant={placeOf(brand, setup)}>
        <Para>Ciao {booking.customer.firstName},</Para>
        <Para>
          {change === 'amended'
            ? `Your booking at ${setup.title} is changed. Here are the new details; the calendar file attached updates your calendar.`
            : `Your booking at ${setup.title} is cancelled. We hope to see you another time.`}
        </Para>
        <BookingDetails setup={setup} booking={shown} />
        {change === 'amended' && booking.manageUrl ? (
          <ActionButton brand={brand} href={booking.manageUrl}>
            Manage your booking
          </ActionButton>
        ) : (
          <Para>Questions? Call us on {setup.phone || 'the number on our website'}.</Para>
        )}
        <Para>A presto!</Para>
      </EmailLayout>
    ),
  });
}
