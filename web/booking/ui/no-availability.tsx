// No table for the party that day (step two's slots, or step one's calendar): the diner says a time, and
// the nearest restaurants with a table then are one tap away (core's findAlternatives); or, with nothing to
// request instead, they ask to be told when a table here comes free ("Notify me", notify-me.tsx).
import {
  alternativeTimeChoices,
  waitlistPlaceOf,
  wantedAlternativeTime,
  type AlternativeRestaurant,
  type AlternativesState,
  type BookableRestaurant,
} from '@tavola/core/booking';
import { formatMilesAway } from '@tavola/core/geo';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import type { BookingStore } from '../booking.store';
import { Spinner, dateOf, longDate, party } from './journey-parts';
import { NotifyMe, useWaitlist } from './notify-me';


/**
 * What "Find a table nearby" found: the failure in words, none, or each restaurant with its time and distance
 * inside the front-end's own `control` (a button in the live journey, a link in the steps without JavaScript).
 */
export function AlternativesFound<R extends BookableRestaurant>({
  alternatives,
  control,
}: {
  alternatives: AlternativesState<R>;
  control: (alternative: AlternativeRestaurant<R>, label: ReactNode) => ReactNode;
}) {
  return (
    <>
      {alternatives.message ? (
        <p className="booking-journey__error" data-message={alternatives.message.key}>
          {alternatives.message.text}
        </p>
      ) : null}
      {alternatives.status === 'loaded' && alternatives.list.length === 0 ? <p>No restaurant nearby has a table then either. Try another date.</p> : null}
      {alternatives.list.length > 0 ? (
        <ul className="booking-alternatives__list" aria-label="Restaurants nearby with a table">
          {alternatives.list.map((alternative) => (
            <li key={alternative.restaurant.storeId}>
              {control(
                alternative,
                <>
                  <span className="booking-alternative__title">
                    {alternative.restaurant.title} at {alternative.time}
                  </span>
                  <span className="booking-alternative__distance">{formatMilesAway(alternative.miles)}</span>
                </>,
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** No table for the party that day (step two's slots, or step one's calendar): the nearest restaurants with one at the time wanted. */
export const NoAvailability = observer(function NoAvailability({ store }: { store: BookingStore }) {
  const id = useId();
  const { alternatives, journey, restaurant } = store.snapshot;
  const waitlist = useWaitlist();
  const waitlistPlace = waitlistPlaceOf(store.snapshot);
  const [wanted, setWanted] = useState(() => wantedAlternativeTime(journey.selectedBookingTime, alternatives.time));
  const title = restaurant?.title ?? 'this restaurant';
  const times = alternativeTimeChoices(wanted);
  return (
    <div className="booking-alternatives" aria-busy={alternatives.status === 'loading'}>
      <p>
        No tables at {title} for {party(journey.coverSize)} on {longDate(dateOf(store))}.
      </p>
      <div className="booking-field">
        <label htmlFor={`${id}-wanted`}>Time you would like</label>
        <select id={`${id}-wanted`} value={wanted} onChange={(event) => setWanted(event.target.value)}>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn--primary" disabled={alternatives.status === 'loading'} onClick={() => void store.findAlternatives(wanted)}>
        Find a table nearby
      </button>
      <Spinner shown={alternatives.status === 'loading'} label="Looking for tables nearby" />
      <AlternativesFound
        alternatives={alternatives}
        control={(alternative, label) => (
          <button type="button" className="booking-alternative" onClick={() => void store.chooseAlternative(alternative)}>
            {label}
          </button>
        )}
      />
      {waitlist !== null && waitlistPlace !== null ? <NotifyMe waitlist={waitlist} place={waitlistPlace} /> : null}
    </div>
  );
});
