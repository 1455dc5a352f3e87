// The home page's booking anchor (/#booking, where the Book Now button scrolls to) and its kin on other
// pages: the booking journey in the brand's home style (a strip whose later steps open in the booking
// modal), with a link to the full booking page for the tile's restaurant when it names one.
import { Link } from 'react-router-dom';
import { BOOKING } from '@tavola/core/constants';
import { BookingWidget } from './booking-widget';
import { TileFrame, TileHeading, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { text } from './tile-fields';

export const BOOKING_ANCHOR = 'booking';

/** The booking page for the tile's restaurant, or the one that starts by choosing a restaurant. */
export function bookingPath({ tile, data }: Pick<TileProps, 'tile' | 'data'>): string {
  const storeId = text(tile.presetStoreId);
  const restaurant = storeId ? (data.restaurants ?? []).find((candidate) => candidate.storeId === storeId) : undefined;
  // '/book-now' itself is a legacy redirect to '/#booking', so the booking page is reached by its other paths.
  return restaurant
    ? `/restaurants/${encodeURIComponent(restaurant.city)}/${encodeURIComponent(restaurant.slug)}/book-now`
    : '/restaurants/book-now';
}

export function BookingTile({ tile, data, isPageHeading, anchor }: TileProps) {
  const look = tileLook(tile);
  const headingTile = text(tile.heading) ? tile : { ...tile, heading: 'Book a table' };
  return (
    <TileFrame tile={headingTile} look={look} anchor={anchor} labelledBy={headingIdOf(headingTile)} className="booking-tile">
      <div className={containerClass(tile)}>
        <div className="booking-tile__card">
          <div className="booking-tile__text">
            <TileHeading tile={headingTile} isPageHeading={isPageHeading} />
            <p className="tile__intro">{text(tile.text) || 'Choose a restaurant, an occasion, your party size and a date.'}</p>
          </div>
          <p className="booking-tile__action">
            <Link className={look.tone === 'dark' ? 'btn btn--cream' : 'btn btn--primary'} to={bookingPath({ tile, data })}>
              Book now
            </Link>
          </p>
        </div>
        <BookingWidget restaurants={data.restaurants ?? []} preselectedStoreId={text(tile.presetStoreId) || null} variant={BOOKING.journeyStyle} />
      </div>
    </TileFrame>
  );
}
