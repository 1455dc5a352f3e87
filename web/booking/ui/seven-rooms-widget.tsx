// The booking panel of a restaurant that takes bookings through SevenRooms (its content has a
// bookATableWidgetId) in place of our own journey: SevenRooms' booking page framed in the booking modal
// (the spec's live widget style, 'modal') or in the panel itself ('inline'). A link to the same page in a
// new tab is always beside the frame, since a partner page can refuse to be framed or be blocked.
// Escape closes the modal only while focus is on our side of the frame: key presses made inside a
// cross-origin frame never reach this page, so the modal's close button stays the sure way out.
import { useState } from 'react';
import { BOOKING } from '@tavola/core/constants';
import { Modal } from '../../layout/modal';
import { sevenRoomsReservationUrl } from '../seven-rooms';

/** 'modal': a button opens the booking page in the booking modal; 'inline': the page sits in the panel. */
export type LiveWidgetStyle = 'modal' | 'inline';

export interface SevenRoomsWidgetProps {
  /** The restaurant's bookATableWidgetId (SevenRooms' venue id). */
  widgetId: string;
  restaurantTitle: string;
  /** The date the diner has chosen, 'YYYY-MM-DD', to open the booking page on. */
  date?: string | null;
  /** The party the diner has chosen, to open the booking page with. */
  partySize?: number | null;
  /** The restaurant's phone number, offered when the booking page cannot be shown. */
  phone?: string | null;
  /** Defaults to the spec's live reservation widget style (BOOKING.liveWidgetStyle). */
  liveWidgetStyle?: LiveWidgetStyle;
}

export function SevenRoomsWidget({
  widgetId,
  restaurantTitle,
  date,
  partySize,
  phone,
  liveWidgetStyle = BOOKING.liveWidgetStyle,
}: SevenRoomsWidgetProps) {
  const [open, setOpen] = useState(false);
  const url = sevenRoomsReservationUrl(widgetId, { date, partySize });

  if (url === null) {
    return (
      <div className="seven-rooms">
        <p className="seven-rooms__unavailable">
          Online booking for {restaurantTitle} is not available right now. Please call the restaurant
          {phone ? (
            <>
              {' '}
              on <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </>
          ) : null}{' '}
          to book a table.
        </p>
      </div>
    );
  }

  const frame = <SevenRoomsFrame url={url} restaurantTitle={restaurantTitle} />;
  return (
    <div className="seven-rooms">
      <p className="seven-rooms__intro">{restaurantTitle} takes bookings through SevenRooms, our reservations partner.</p>
      {liveWidgetStyle === 'modal' ? (
        <>
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            Book with SevenRooms
          </button>
          {open ? (
            <Modal title={`Book at ${restaurantTitle}`} onClose={() => setOpen(false)} className="modal--seven-rooms">
              {frame}
            </Modal>
          ) : null}
        </>
      ) : (
        frame
      )}
    </div>
  );
}

/** The booking page in a frame, and the same page in a new tab for when the frame stays blank. */
function SevenRoomsFrame({ url, restaurantTitle }: { url: string; restaurantTitle: string }) {
  return (
    <div className="seven-rooms__booking">
      <p className="seven-rooms__fallback">
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the SevenRooms booking page in a new tab
        </a>
      </p>
      <iframe className="seven-rooms__frame" src={url} title={`SevenRooms booking for ${restaurantTitle}`} loading="lazy" />
    </div>
  );
}
