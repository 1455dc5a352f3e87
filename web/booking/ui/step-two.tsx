// Step two of the booking panel: the time (slots, suggested times), the menu and the area, or, when the
// restaurant has no table, the nearest restaurants with the wanted time free.
import { formatMilesAway } from '@tavola/core/geo';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { BookingStore } from '../booking.store';
import { Spinner, StepBlockers, Summary, dateOf, longDate, party } from './journey-parts';

export const StepTwo = observer(function StepTwo({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const { journey, canContinue, suggestedTimes, noAvailability } = store.snapshot;
  const flags = journey.steps[2];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.loadRequirements();
  };
  const suggestions = suggestedTimes;
  return (
    <form className="booking-step booking-step--2" aria-labelledby={labelledBy} aria-busy={flags.spinner} onSubmit={onSubmit} noValidate>
      <Summary store={store} step={2} />
      {journey.restaurantMenus.length > 0 ? (
        <div className="booking-field">
          <label htmlFor={`${id}-menu`}>Menu</label>
          <select id={`${id}-menu`} value={journey.selectedMenu?.id ?? ''} onChange={(event) => void store.chooseMenu(event.target.value)}>
            {journey.selectedMenu === null ? <option value="">Any menu</option> : null}
            {journey.restaurantMenus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {journey.restaurantAreas.length > 0 ? (
        <div className="booking-field">
          <label htmlFor={`${id}-area`}>Area</label>
          <select id={`${id}-area`} value={journey.selectedArea?.id ?? ''} onChange={(event) => void store.chooseArea(event.target.value)}>
            {journey.selectedArea === null ? <option value="">Anywhere</option> : null}
            {journey.restaurantAreas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {suggestions.length > 1 ? (
        <div className="booking-suggested" role="group" aria-label="Suggested times">
          <span className="booking-suggested__label" aria-hidden="true">
            Suggested:
          </span>
          {suggestions.map((s) => (
            <button
              key={s.time}
              type="button"
              className="booking-chip"
              aria-pressed={journey.selectedBookingTime === s.time}
              onClick={() => store.chooseTime(s.time)}
            >
              {s.time}
              {s.canEnquire ? ' (enquiry)' : ''}
            </button>
          ))}
        </div>
      ) : null}
      {journey.slots.length > 0 ? (
        <fieldset className="booking-fieldset booking-slots">
          <legend>Time</legend>
          <div className="booking-slots__list">
            {journey.slots.map((slot) => (
              <label key={slot.time} className={`booking-slot${slot.canEnquire ? ' booking-slot--enquiry' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-slot`}
                  value={slot.time}
                  checked={journey.selectedBookingTime === slot.time}
                  onChange={() => store.chooseTime(slot.time)}
                />
                <span className="booking-slot__time">{slot.time}</span>
                {slot.canEnquire ? <span className="booking-slot__badge">Enquiry</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {noAvailability ? <NoAvailability store={store} /> : null}
      <div className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.goToStep(1)}>
          Back
        </button>
        <button
          type="submit"
          className="btn btn--primary booking-actions__next"
          disabled={!canContinue[2]}
          aria-describedby={canContinue[2] || noAvailability ? undefined : `${id}-blockers`}
        >
          Continue
        </button>
        <Spinner shown={flags.spinner} label="Loading times" />
      </div>
      {noAvailability ? null : <StepBlockers store={store} step={2} id={`${id}-blockers`} />}
    </form>
  );
});

/** The times a diner can ask the nearby restaurants about, every half hour through lunch and dinner. */
const WANTED_TIMES = Array.from({ length: 21 }, (_, i) => `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`);
const FIRST_WANTED_TIME = WANTED_TIMES[0] as string;
const LAST_WANTED_TIME = WANTED_TIMES[WANTED_TIMES.length - 1] as string;
const DEFAULT_WANTED_TIME = '19:00';

const NoAvailability = observer(function NoAvailability({ store }: { store: BookingStore }) {
  const id = useId();
  const { alternatives, journey, restaurant } = store.snapshot;
  // The diner's time when they chose one within the hours asked about; core's placeholder (09:00 before
  // any slot arrived) is no one's wish, so dinner time then.
  const chosen = journey.selectedBookingTime;
  const [wanted, setWanted] = useState(
    chosen !== null && chosen >= FIRST_WANTED_TIME && chosen <= LAST_WANTED_TIME ? chosen : (alternatives.time ?? DEFAULT_WANTED_TIME),
  );
  const title = restaurant?.title ?? 'this restaurant';
  const times = WANTED_TIMES.includes(wanted) ? WANTED_TIMES : [wanted, ...WANTED_TIMES];
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
              <button type="button" className="booking-alternative" onClick={() => void store.chooseAlternative(alternative)}>
                <span className="booking-alternative__title">
                  {alternative.restaurant.title} at {alternative.time}
                </span>
                <span className="booking-alternative__distance">{formatMilesAway(alternative.miles)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
