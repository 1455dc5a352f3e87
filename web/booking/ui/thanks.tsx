// The booking panel's thanks screen: the reference, what was sent (a table, an enquiry, an event request),
// when and where, the manage link (when the API gave one), 'Add to calendar' and another booking.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { calendarDataUrl } from '../booking-calendar';
import { useBookingSettings } from '../booking-settings';
import type { BookingStore } from '../booking.store';
import { longDate, party } from './journey-parts';

const TYPE_TEXT = {
  '': 'Your table is booked. A confirmation is on its way to your e-mail.',
  enquiry: 'Your enquiry is with the restaurant. They will contact you to confirm; nothing is booked until they do.',
  event: 'Your event request is with the restaurant. They will contact you to plan it.',
} as const;

export const Thanks = observer(function Thanks({ store }: { store: BookingStore }) {
  const { confirmation, restaurant } = store.snapshot;
  const shared = useBookingSettings()?.sharedDevice === true;
  if (confirmation === null) return null;
  const file = shared ? null : store.calendarFile();
  const kind: ReactNode = confirmation.bookingType === 'event' ? 'Event request' : confirmation.bookingType === 'enquiry' ? 'Enquiry' : 'Table booking';
  return (
    <div className="booking-thanks">
      <dl className="booking-thanks__facts">
        <dt>Reference</dt>
        <dd className="booking-thanks__reference">{confirmation.reference}</dd>
        <dt>Type</dt>
        <dd>{kind}</dd>
        <dt>When</dt>
        <dd>
          {longDate(confirmation.date)} at {confirmation.time}, {party(confirmation.covers)}
        </dd>
        {restaurant ? (
          <>
            <dt>Where</dt>
            <dd>{restaurant.title}</dd>
          </>
        ) : null}
      </dl>
      <p>{TYPE_TEXT[confirmation.bookingType]}</p>
      {confirmation.manageUrl && !shared ? (
        <p className="booking-thanks__manage">
          {/* An absolute address on the site (the API's create answer), so it works from any front-end. */}
          <a href={confirmation.manageUrl}>Manage your booking</a>: change the party, the date or the time, or cancel. The link is in your e-mail too.
        </p>
      ) : null}
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
