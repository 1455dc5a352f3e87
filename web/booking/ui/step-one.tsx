// Step one of the booking panel: the finder (a postcode or town, or the diner's position, for the nearest
// restaurants), the restaurant, the occasion, the party and the date; a restaurant with a live reservation
// widget shows SevenRooms instead; the way to the group enquiry.
import { formatMilesAway } from '@tavola/core/geo';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BOOKING, LOCATIONS } from '@tavola/core/constants';
import type { BookingStore } from '../booking.store';
import { RestaurantOptions } from '../restaurant-options';
import { AvailabilityCalendar } from './availability-calendar';
import { Spinner, StepBlockers, TryAgain, dateOf } from './journey-parts';
import { SevenRoomsWidget } from './seven-rooms-widget';
import { NoAvailability } from './no-availability';

export interface StepOneProps {
  store: BookingStore;
  labelledBy: string;
  /** The month calendar folded under a summary, for a one-row layout (the home page's strip). */
  foldCalendar?: boolean;
}

export const StepOne = observer(function StepOne({ store, labelledBy, foldCalendar = false }: StepOneProps) {
  const id = useId();
  const { journey, restaurant, canContinue, window: bookable, party } = store.snapshot;
  const flags = journey.steps[1];
  const committedDate = dateOf(store);
  // What the date input holds: while a year is typed digit by digit it passes through days long gone,
  // which are kept here and never asked about (the use-case takes bookable days only).
  const [draftDate, setDraftDate] = useState(committedDate);
  const [dateLeft, setDateLeft] = useState(false);
  const occasionRef = useRef<HTMLSelectElement>(null);
  useEffect(() => setDraftDate(committedDate), [committedDate]);
  // Why the date typed cannot be booked, in core's words (past, beyond the booking window, not a date).
  const dateProblem = store.dateProblem(draftDate)?.message ?? null;
  const dateError = dateLeft ? dateProblem : null;
  const widgetId = store.snapshot.liveWidgetId;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dateProblem !== null) {
      setDateLeft(true);
      return;
    }
    void store.loadSlots();
  };
  const { minCovers: fewest, maxCovers: most } = journey.coverLimits;
  return (
    <form className="booking-step booking-step--1" aria-labelledby={labelledBy} aria-busy={flags.spinner} onSubmit={onSubmit} noValidate>
      <Finder store={store} />
      <div className="booking-step__row">
        <div className="booking-field booking-field--restaurant">
          <label htmlFor={`${id}-restaurant`}>Restaurant</label>
          <select
            id={`${id}-restaurant`}
            value={journey.storeId ?? ''}
            onChange={(event) => {
              if (event.target.value) void store.chooseRestaurant(event.target.value);
            }}
          >
            {journey.storeId === null ? <option value="">Choose a restaurant</option> : null}
            <RestaurantOptions restaurants={store.snapshot.restaurants} />
          </select>
        </div>
        {widgetId !== null ? (
          <div className="booking-partner">
            <SevenRoomsWidget
              widgetId={widgetId}
              restaurantTitle={restaurant?.title ?? 'This restaurant'}
              date={committedDate || undefined}
              partySize={journey.coverSize > 0 ? journey.coverSize : undefined}
              phone={restaurant?.phone ?? null}
            />
          </div>
        ) : (
          <>
            <div className="booking-field booking-field--occasion">
              <label htmlFor={`${id}-occasion`}>Occasion</label>
              <select
                ref={occasionRef}
                id={`${id}-occasion`}
                value={journey.selectedOccasion?.id ?? ''}
                disabled={journey.occasions.length === 0}
                onChange={(event) => store.chooseOccasion(event.target.value)}
              >
                {journey.occasions.length === 0 ? <option value="">{occasionPlaceholder(store)}</option> : null}
                {journey.occasions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="booking-fieldset booking-covers">
              <legend>How many are coming</legend>
              {/* Core's party: the occasion's, or before one is known the default party, fixed, and why. */}
              <CoversStepper
                label="Adults"
                value={party.adults}
                canLess={party.canChange && journey.adultCovers > 1 && journey.coverSize > fewest}
                canMore={party.canChange && journey.coverSize < most}
                onChange={(adults) => store.changeCovers({ adults, children: journey.childCovers })}
              />
              {BOOKING.showChildCovers ? (
                <CoversStepper
                  label="Children"
                  value={party.children}
                  canLess={party.canChange && journey.childCovers > 0 && journey.coverSize > fewest}
                  canMore={party.canChange && journey.coverSize < most}
                  onChange={(children) => store.changeCovers({ adults: journey.adultCovers, children })}
                />
              ) : null}
              <p className="booking-hint">{party.note ?? `${fewest} to ${most} people for this occasion.`}</p>
            </fieldset>
            <div className={`booking-field booking-field--date${dateError ? ' booking-field--invalid' : ''}`}>
              <label htmlFor={`${id}-date`}>Date</label>
              <input
                id={`${id}-date`}
                type="date"
                min={bookable?.first}
                max={bookable?.last}
                value={draftDate}
                aria-invalid={dateError !== null}
                aria-describedby={dateError !== null ? `${id}-date-error` : undefined}
                onBlur={() => setDateLeft(true)}
                onChange={(event) => {
                  const value = event.target.value;
                  setDraftDate(value);
                  if (store.dateProblem(value) === null) void store.chooseDate(value);
                }}
              />
              {dateError !== null ? (
                <p id={`${id}-date-error`} className="booking-field__error">
                  {dateError}
                </p>
              ) : null}
            </div>
            <AvailabilityCalendar store={store} folded={foldCalendar} />
            {store.snapshot.noAvailability ? <NoAvailability store={store} /> : null}
            <div className="booking-actions">
              <button
                type="submit"
                className="btn btn--primary booking-actions__next"
                disabled={!canContinue[1] || (dateLeft && dateProblem !== null)}
                aria-describedby={canContinue[1] ? undefined : `${id}-blockers`}
              >
                Find a table
              </button>
              {/* The API gave no answer (a time-out, no connection, a 5xx): core's tryAgain asks for the day again. */}
              <TryAgain
                offered={store.snapshot.tryAgainOn === 1}
                run={() => store.tryAgain()}
                // The day is in: the diner goes on from the occasion; else the focus stays on Try again.
                onDone={(loaded) => {
                  if (loaded) occasionRef.current?.focus();
                }}
              />
              <Spinner shown={flags.spinner} label="Loading" />
            </div>
            <StepBlockers store={store} step={1} id={`${id}-blockers`} />
          </>
        )}
      </div>
      <p className="booking-group-link">
        More than {BOOKING.maxCovers} of you, or planning an event?{' '}
        <button type="button" className="link-button" onClick={() => store.chooseGroupBooking()}>
          Send a group enquiry
        </button>
      </p>
    </form>
  );
});

/**
 * The finder inside step one: a postcode or town, or the diner's position, gives the nearest restaurants
 * (at most 10 within 100 miles), each one tap from being chosen. A disclosure, so it takes no room
 * until wanted; Enter in the search box searches (it never submits the step).
 */
const Finder = observer(function Finder({ store }: { store: BookingStore }) {
  const id = useId();
  const { journey, finder, nearest, canSearch, canLocate } = store.snapshot;
  const [query, setQuery] = useState(journey.searchQuery);
  if (!canSearch && !canLocate) return null;
  const loading = finder.status === 'loading';
  const search = () => void store.searchNearby(query);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  return (
    <details className="booking-finder" open={nearest.length > 0 || finder.status !== 'idle' || undefined}>
      <summary>Which is nearest? Search by postcode or town</summary>
      <div className="booking-finder__body" role="search" aria-label="Search by postcode, town or your location" aria-busy={loading}>
        {canSearch ? (
          <div className="booking-field booking-finder__search">
            <label htmlFor={`${id}-query`}>Postcode or town</label>
            <div className="booking-finder__row">
              <input
                id={`${id}-query`}
                type="search"
                value={query}
                autoComplete="postal-code"
                enterKeyHint="search"
                maxLength={LOCATIONS.placeQueryMaxLength}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onKeyDown}
              />
              <button type="button" className="btn btn--outline" disabled={loading} onClick={search}>
                Search
              </button>
            </div>
          </div>
        ) : null}
        {canLocate ? (
          <button type="button" className="btn btn--outline booking-finder__locate" disabled={loading} onClick={() => void store.locateMe()}>
            Use my location
          </button>
        ) : null}
        <Spinner shown={loading} label="Finding restaurants" />
        <div role="status" aria-live="polite">
          {finder.message ? (
            <p className="booking-journey__error" data-message={finder.message.key}>
              {finder.message.text}
            </p>
          ) : null}
        </div>
        {nearest.length > 0 ? (
          <ul className="booking-finder__list" aria-label="Nearest first">
            {nearest.map(({ restaurant, miles }) => (
              <li key={restaurant.storeId}>
                <button
                  type="button"
                  className="booking-alternative"
                  aria-pressed={journey.storeId === restaurant.storeId}
                  onClick={() => void store.chooseRestaurant(restaurant.storeId)}
                >
                  <span className="booking-alternative__title">{restaurant.title}</span>
                  <span className="booking-alternative__distance">{formatMilesAway(miles)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
});

/** What the empty occasion list says: choose a restaurant, wait, or (the panel says why) nothing to book. */
function occasionPlaceholder(store: BookingStore): string {
  const { journey, message } = store.snapshot;
  if (journey.storeId === null) return 'Choose a restaurant first';
  if (journey.steps[1].spinner) return 'Loading occasions…';
  return message ? 'No occasions to book' : 'Loading occasions…';
}

function CoversStepper(props: { label: string; value: number; canLess: boolean; canMore: boolean; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="booking-stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="booking-stepper__label">
        {props.label}
      </span>
      <button type="button" className="booking-stepper__button" aria-label={`Fewer ${props.label.toLowerCase()}`} disabled={!props.canLess} onClick={() => props.onChange(props.value - 1)}>
        −
      </button>
      <output className="booking-stepper__value" aria-live="polite" aria-label={`${props.label}: ${props.value}`}>
        {props.value}
      </output>
      <button type="button" className="booking-stepper__button" aria-label={`More ${props.label.toLowerCase()}`} disabled={!props.canMore} onClick={() => props.onChange(props.value + 1)}>
        +
      </button>
    </div>
  );
}
