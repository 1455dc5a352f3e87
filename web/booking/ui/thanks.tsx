// The booking panel's thanks screen: the reference, what was sent (a table, an enquiry, an event request),
// when and where, the manage link (when the API gave one), 'Add to calendar' and another booking.
import { observer } from 'mobx-react-lite';
import type { ConfirmedBooking } from '@tavola/core/booking';
import { calendarDataUrl } from '../booking-calendar';
import { useBookingSettings } from '../booking-settings';
import type { BookingStore } from '../booking.store';
import { longDate, party } from './journey-parts';

/** What happens next, by what was sent. */
export const TYPE_TEXT = {
  '': 'Your table is booked. A confirmation is on its way to your e-mail.',
  enquiry: 'Your enquiry is with the restaurant. They will contact you to confirm; nothing is booked until they do.',
  event: 'Your event request is with the restaurant. They will contact you to plan it.',
} as const;

export const Thanks = observer(function Thanks({ store }: { store: BookingStore }) {
  const { confirmation, restaurant } = store.snapshot;
  const shared = useBookingSettings()?.sharedDevice === true;
  if (confirmation === null) return null;
  const file = shared ? null : store.calendarFile();
  return (
    <div className="booking-thanks">
      <ThanksFacts confirmation={confirmation} restaurantTitle={restaurant?.title ?? null} />
      <p>{TYPE_TEXT[confirmation.bookingType]}</p>
      {shared ? null : <ManageLink confirmation={confirmation} />}
      <div className="booking-actions">
        {file ? (
          <a className="btn btn--outline" href={calendarDataUrl(file)} download={file.filename}>
            Add to calendar
          </a>
        ) : null}
        <button type="button" className="btn btn--primary" onClick={() => void store.reset()}>
          Make another booking
        </button>
      </div>
    </div>
  );
});

/** The booking made: its reference, what was sent, when and where (the journey's thanks and the no-script steps' page). */
export function ThanksFacts({ confirmation, restaurantTitle }: { confirmation: ConfirmedBooking; restaurantTitle: string | null }) {
  const kind = confirmation.bookingType === 'event' ? 'Event request' : confirmation.bookingType === 'enquiry' ? 'Enquiry' : 'Table booking';
  return (
    <dl className="booking-thanks__facts">
      <dt>Reference</dt>
      <dd className="booking-thanks__reference">{confirmation.reference}</dd>
      <dt>Type</dt>
      <dd>{kind}</dd>
      <dt>When</dt>
      <dd>
        {longDate(confirmation.date)} at {confirmation.time}, {party(confirmation.covers)}
      </dd>
      {restaurantTitle ? (
        <>
          <dt>Where</dt>
          <dd>{restaurantTitle}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The manage link, when the API gave one. */
export function ManageLink({ confirmation }: { confirmation: ConfirmedBooking }) {
  return confirmation.manageUrl ? (
    <p className="booking-thanks__manage">
      {/* An absolute address on the site (the API's create answer), so it works from any front-end. */}
      <a href={confirmation.manageUrl}>Manage your booking</a>: change the party, the date or the time, or cancel. The link is in your e-mail too.
    </p>
  ) : null;
}
