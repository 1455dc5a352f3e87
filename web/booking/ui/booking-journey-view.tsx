// The booking journey's panel: step one (restaurant, occasion, party, date), step two (the time, menus,
// areas, or the nearest restaurants with that time free), step three (the diner's details, opt-ins, the
// card guarantee) and the thanks screen. Every rule and message comes from the store (and so from core);
// this file only lays them out accessibly: labelled controls in fieldsets, the panel's message in a live
// region, aria-busy while a step loads, and focus moved to each step's heading when it opens.
//
// Two layouts (spec: 'Booking journey style: strip'): the panel shows every step in place (the book-now
// pages); the strip lays step one out as one row (the home page's booking band) and opens the later
// steps and the thanks screen in the booking modal. The group-booking form replaces the journey when the
// diner asks for it, and a restaurant with a live reservation widget (SevenRooms) books through that.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { CustomerOptIn, CustomerTextField } from '../../../core/booking/booking-customer';
import { BOOKING, LOCATIONS } from '../../../core/constants';
import { Modal } from '../../layout/modal';
import { GroupBookingForm } from '../../tiles/group-booking-form';
import { calendarDataUrl } from '../booking-calendar';
import type { BookingStore } from '../booking.store';
import { SevenRoomsWidget } from './seven-rooms-widget';

export type BookingJourneyVariant = 'panel' | 'strip';

export interface BookingJourneyViewProps {
  store: BookingStore;
  /** 'panel' (every step in place) unless told; the home page's band is a 'strip'. */
  variant?: BookingJourneyVariant;
}

/** The test gateway's nonce for a card that is accepted. */
export const TEST_GATEWAY_NONCE = 'fake-valid-nonce';

const STEP_TITLES = { 1: 'Your table', 2: 'Choose a time', 3: 'Your details', thanks: 'Thank you' } as const;

export const BookingJourneyView = observer(function BookingJourneyView({ store, variant = 'panel' }: BookingJourneyViewProps) {
  if (store.journey.groupBooking.formShown) return <GroupBooking store={store} />;
  if (variant === 'strip') return <StripJourney store={store} />;
  return (
    <div className="booking-journey" data-step={store.currentStep}>
      <JourneySteps store={store} />
    </div>
  );
});

/** The step shown, its heading (focused when a step opens), the panel's message and the step itself. */
const JourneySteps = observer(function JourneySteps({ store }: { store: BookingStore }) {
  const id = useId();
  const step = store.currentStep;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // The heading of a step that opens takes focus (not on first render: the page's own focus is left alone).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const headingId = `${id}-heading`;
  return (
    <>
      {step === 'thanks' || (step === 1 && store.liveWidgetId !== null) ? null : (
        <p className="booking-journey__progress">
          Step {step} of {BOOKING.lastStep}
        </p>
      )}
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="booking-journey__heading">
        {step === 'thanks' ? (store.confirmation?.bookingType ? 'Request sent' : STEP_TITLES.thanks) : STEP_TITLES[step]}
      </h3>
      <PanelMessage store={store} />
      {step === 1 ? <StepOne store={store} labelledBy={headingId} /> : null}
      {step === 2 ? <StepTwo store={store} labelledBy={headingId} /> : null}
      {step === 3 ? <StepThree store={store} labelledBy={headingId} /> : null}
      {step === 'thanks' ? <Thanks store={store} /> : null}
    </>
  );
});

/** The booking panel's message (core's catalogue text), announced politely. */
const PanelMessage = observer(function PanelMessage({ store }: { store: BookingStore }) {
  return (
    <div className="booking-journey__message" role="status" aria-live="polite" aria-atomic="true">
      {store.message ? <p className="booking-journey__error">{store.message}</p> : null}
    </div>
  );
});

/**
 * The strip: step one as a row; steps two and three and the thanks screen in the booking modal. Closing
 * the modal goes back to step one with the choices kept, or, once booked, starts a fresh journey.
 */
const StripJourney = observer(function StripJourney({ store }: { store: BookingStore }) {
  const id = useId();
  const step = store.currentStep;
  const open = step !== 1;
  const close = () => {
    if (step === 'thanks') void store.reset();
    else store.goToStep(1);
  };
  const title = store.restaurant ? `Book a table at ${store.restaurant.title}` : 'Book a table';
  return (
    <div className="booking-journey booking-journey--strip" data-step={step}>
      <h3 id={`${id}-heading`} className="booking-journey__heading">
        {STEP_TITLES[1]}
      </h3>
      {open ? null : <PanelMessage store={store} />}
      <StepOne store={store} labelledBy={`${id}-heading`} />
      {open ? (
        <Modal title={title} onClose={close} className="modal--booking" closeLabel="Close booking" closeOnBackdrop={false}>
          <div className="booking-journey booking-journey--modal" data-step={step}>
            <JourneySteps store={store} />
          </div>
        </Modal>
      ) : null}
    </div>
  );
});

/** The group and events enquiry in place of the journey (core's groupBookingChosen): for parties above the limit or an event. */
const GroupBooking = observer(function GroupBooking({ store }: { store: BookingStore }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="booking-journey booking-journey--group" aria-labelledby={`${id}-heading`} role="region">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="booking-journey__heading">
        Group and event enquiry
      </h3>
      <p className="booking-hint booking-hint--lead">
        For more than {BOOKING.maxCovers} guests, or a party, a wedding or a private event, our events team plans it with you.
      </p>
      <GroupBookingForm restaurants={[...store.restaurants]} presetStoreId={store.journey.storeId ?? ''} tone={null} />
      <p className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.closeGroupBooking()}>
          Back to table booking
        </button>
      </p>
    </div>
  );
});

function Spinner({ shown, label }: { shown: boolean; label: string }) {
  return shown ? (
    <span className="booking-spinner" role="img" aria-label={label}>
      <span className="booking-spinner__dot" aria-hidden="true" />
    </span>
  ) : null;
}

function dateOf(store: BookingStore): string {
  return store.journey.selectedBookingDate?.slice(0, 10) ?? '';
}

function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

function party(covers: number): string {
  return covers === 1 ? '1 person' : `${covers} people`;
}

// ---- Step one ----

const StepOne = observer(function StepOne({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const { journey } = store;
  const flags = journey.steps[1];
  const committedDate = dateOf(store);
  // What the date input holds: while a year is typed digit by digit it passes through days long gone,
  // which are kept here and never asked about (the store takes bookable days only).
  const [draftDate, setDraftDate] = useState(committedDate);
  const [dateLeft, setDateLeft] = useState(false);
  useEffect(() => setDraftDate(committedDate), [committedDate]);
  const dateProblem = draftDate === '' ? 'Choose a date.' : store.isBookableDate(draftDate) ? null : 'Choose today or a later date.';
  const dateError = dateLeft ? dateProblem : null;
  const widgetId = store.liveWidgetId;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dateProblem !== null) {
      setDateLeft(true);
      return;
    }
    if (store.canContinue[1]) void store.loadSlots();
  };
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
            {store.restaurants.map((r) => (
              <option key={r.storeId} value={r.storeId}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        {widgetId !== null ? (
          <div className="booking-partner">
            <SevenRoomsWidget
              widgetId={widgetId}
              restaurantTitle={store.restaurant?.title ?? 'This restaurant'}
              date={committedDate || undefined}
              partySize={journey.coverSize > 0 ? journey.coverSize : undefined}
              phone={store.restaurant?.phone ?? null}
            />
          </div>
        ) : (
          <>
            <div className="booking-field booking-field--occasion">
              <label htmlFor={`${id}-occasion`}>Occasion</label>
              <select
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
              <CoversStepper
                label="Adults"
                value={journey.adultCovers}
                canLess={journey.adultCovers > 1 && journey.coverSize > journey.restrictions.minCovers}
                canMore={journey.coverSize < journey.restrictions.maxCovers}
                onChange={(adults) => store.changeCovers({ adults, children: journey.childCovers })}
              />
              {BOOKING.showChildCovers ? (
                <CoversStepper
                  label="Children"
                  value={journey.childCovers}
                  canLess={journey.childCovers > 0 && journey.coverSize > journey.restrictions.minCovers}
                  canMore={journey.coverSize < journey.restrictions.maxCovers}
                  onChange={(children) => store.changeCovers({ adults: journey.adultCovers, children })}
                />
              ) : null}
              <p className="booking-hint">
                {journey.restrictions.minCovers} to {journey.restrictions.maxCovers} people for this occasion.
              </p>
            </fieldset>
            <div className={`booking-field booking-field--date${dateError ? ' booking-field--invalid' : ''}`}>
              <label htmlFor={`${id}-date`}>Date</label>
              <input
                id={`${id}-date`}
                type="date"
                min={store.today()}
                value={draftDate}
                aria-invalid={dateError !== null}
                aria-describedby={dateError !== null ? `${id}-date-error` : undefined}
                onBlur={() => setDateLeft(true)}
                onChange={(event) => {
                  const value = event.target.value;
                  setDraftDate(value);
                  if (store.isBookableDate(value)) void store.chooseDate(value);
                }}
              />
              {dateError !== null ? (
                <p id={`${id}-date-error`} className="booking-field__error">
                  {dateError}
                </p>
              ) : null}
            </div>
            <div className="booking-actions">
              <button type="submit" className="btn btn--primary booking-actions__next" disabled={!store.canContinue[1] || (dateLeft && dateProblem !== null)}>
                Find a table
              </button>
              <Spinner shown={flags.spinner} label="Loading" />
            </div>
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
  const [query, setQuery] = useState(store.journey.searchQuery);
  if (!store.canSearch && !store.canLocate) return null;
  const { finder } = store;
  const nearest = store.nearest;
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
        {store.canSearch ? (
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
        {store.canLocate ? (
          <button type="button" className="btn btn--outline booking-finder__locate" disabled={loading} onClick={() => void store.locateMe()}>
            Use my location
          </button>
        ) : null}
        <Spinner shown={loading} label="Finding restaurants" />
        <div role="status" aria-live="polite">
          {finder.message ? <p className="booking-journey__error">{finder.message}</p> : null}
        </div>
        {nearest.length > 0 ? (
          <ul className="booking-finder__list" aria-label="Nearest first">
            {nearest.map(({ restaurant, miles }) => (
              <li key={restaurant.storeId}>
                <button
                  type="button"
                  className="booking-alternative"
                  aria-pressed={store.journey.storeId === restaurant.storeId}
                  onClick={() => void store.chooseRestaurant(restaurant.storeId)}
                >
                  <span className="booking-alternative__title">{restaurant.title}</span>
                  <span className="booking-alternative__distance">{miles.toFixed(1)} miles away</span>
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
  if (store.journey.storeId === null) return 'Choose a restaurant first';
  if (store.journey.steps[1].spinner) return 'Loading occasions…';
  return store.message ? 'No occasions to book' : 'Loading occasions…';
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

// ---- Step two ----

const StepTwo = observer(function StepTwo({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const { journey } = store;
  const flags = journey.steps[2];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (store.canContinue[2]) void store.loadRequirements();
  };
  const suggestions = store.suggestedTimes.filter((s) => s.available);
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
      {store.noAvailability ? <NoAvailability store={store} /> : null}
      <div className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.goToStep(1)}>
          Back
        </button>
        <button type="submit" className="btn btn--primary booking-actions__next" disabled={!store.canContinue[2]}>
          Continue
        </button>
        <Spinner shown={flags.spinner} label="Loading times" />
      </div>
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
  const { alternatives, journey } = store;
  // The diner's time when they chose one within the hours asked about; core's placeholder (09:00 before
  // any slot arrived) is no one's wish, so dinner time then.
  const chosen = journey.selectedBookingTime;
  const [wanted, setWanted] = useState(
    chosen !== null && chosen >= FIRST_WANTED_TIME && chosen <= LAST_WANTED_TIME ? chosen : (alternatives.time ?? DEFAULT_WANTED_TIME),
  );
  const title = store.restaurant?.title ?? 'this restaurant';
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
      {alternatives.message ? <p className="booking-journey__error">{alternatives.message}</p> : null}
      {alternatives.status === 'loaded' && alternatives.list.length === 0 ? <p>No restaurant nearby has a table then either. Try another date.</p> : null}
      {alternatives.list.length > 0 ? (
        <ul className="booking-alternatives__list" aria-label="Restaurants nearby with a table">
          {alternatives.list.map((alternative) => (
            <li key={alternative.restaurant.storeId}>
              <button type="button" className="booking-alternative" onClick={() => void store.chooseAlternative(alternative)}>
                <span className="booking-alternative__title">
                  {alternative.restaurant.title} at {alternative.time}
                </span>
                <span className="booking-alternative__distance">{alternative.miles.toFixed(1)} miles away</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

function Summary({ store, step }: { store: BookingStore; step: 2 | 3 }) {
  const { journey } = store;
  return (
    <p className="booking-summary">
      {store.restaurant?.title ?? ''}
      {journey.selectedOccasion ? `, ${journey.selectedOccasion.name}` : ''}, {party(journey.coverSize)}, {longDate(dateOf(store))}
      {step === 3 && journey.selectedBookingTime ? ` at ${journey.selectedBookingTime}` : ''}
    </p>
  );
}

// ---- Step three ----

const FIELDS: ReadonlyArray<{ field: CustomerTextField; label: string; type?: string; autoComplete?: string; optional?: boolean }> = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

const OPT_INS: ReadonlyArray<{ field: CustomerOptIn; label: string }> = [
  { field: 'shouldReceivePromotions', label: 'Send me offers and news by e-mail' },
  { field: 'shouldReceiveSms', label: 'Send me offers by text message' },
];

const SUBMIT_LABEL = { booking: 'Book table', enquiry: 'Send enquiry', event: 'Send event request' } as const;

const StepThree = observer(function StepThree({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { journey } = store;
  const flags = journey.steps[3];
  // After a refused submit the first invalid field takes focus, once React has drawn the errors.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await store.submit();
    if (!made && FIELDS.some(({ field }) => store.fieldError(field) !== null)) setFocusRequest((n) => n + 1);
  };
  const busy = flags.spinner || store.submitting;
  return (
    <form ref={formRef} className="booking-step booking-step--3" aria-labelledby={labelledBy} aria-busy={busy} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Summary store={store} step={3} />
      {store.slotTaken ? (
        <p>
          <button type="button" className="btn btn--primary" onClick={() => void store.chooseAnotherTime()}>
            Choose another time
          </button>
        </p>
      ) : null}
      <fieldset className="booking-fieldset">
        <legend>Your details</legend>
        {FIELDS.map((f) => (
          <TextField key={f.field} store={store} id={`${id}-${f.field}`} {...f} />
        ))}
        <TextField store={store} id={`${id}-specialRequest`} field="specialRequest" label="Special request (optional)" multiline />
      </fieldset>
      <fieldset className="booking-fieldset booking-optins">
        <legend>Keep in touch</legend>
        {OPT_INS.filter(({ field }) => field !== 'shouldReceiveSms' || BOOKING.smsOptInEnabled).map(({ field, label }) => (
          <div className="booking-check" key={field}>
            <input
              id={`${id}-${field}`}
              type="checkbox"
              checked={journey.customer[field]}
              onChange={(event) => store.changeOptIn(field, event.target.checked)}
            />
            <label htmlFor={`${id}-${field}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      {store.submitKind === 'event' ? (
        <p className="booking-hint">This goes to the restaurant's events team as an event request; they will call you to plan the menu and the room.</p>
      ) : null}
      {store.cardGuaranteeNeeded ? <CardGuarantee store={store} /> : null}
      {journey.creditCardRequired && !store.cardGuaranteeNeeded ? <p className="booking-hint">Your card is held as a guarantee.</p> : null}
      <div className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.goToStep(2)} disabled={store.submitting}>
          Back
        </button>
        <button type="submit" className="btn btn--primary booking-actions__next" disabled={busy || !store.requirementsReady || store.cardGuaranteeNeeded}>
          {SUBMIT_LABEL[store.submitKind]}
        </button>
        <Spinner shown={busy} label={store.submitting ? 'Booking' : 'Loading'} />
      </div>
    </form>
  );
});

const TextField = observer(function TextField({
  store,
  id,
  field,
  label,
  type = 'text',
  autoComplete,
  multiline = false,
}: {
  store: BookingStore;
  id: string;
  field: CustomerTextField;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const error = store.fieldError(field);
  const errorId = `${id}-error`;
  const common = {
    id,
    value: store.journey.customer[field].text,
    'aria-invalid': error !== null,
    'aria-describedby': error !== null ? errorId : undefined,
    onBlur: () => store.touchCustomerField(field),
  };
  return (
    <div className={`booking-field${error ? ' booking-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => store.changeCustomerField(field, event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => store.changeCustomerField(field, event.target.value)} />
      )}
      {error !== null ? (
        <p id={errorId} className="booking-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

const CardGuarantee = observer(function CardGuarantee({ store }: { store: BookingStore }) {
  const id = useId();
  const [nonce, setNonce] = useState(TEST_GATEWAY_NONCE);
  const { card } = store;
  useEffect(() => {
    if (card.status === 'idle') void store.loadCardForm();
  }, [card.status, store]);
  const working = card.status === 'loading' || card.status === 'submitting';
  return (
    <fieldset className="booking-fieldset booking-card" aria-busy={working}>
      <legend>Card guarantee</legend>
      <p className="booking-hint">This booking is held with a card. Nothing is charged unless you do not come.</p>
      <div className="booking-field">
        <label htmlFor={`${id}-nonce`}>Card token (test payment gateway)</label>
        <input id={`${id}-nonce`} type="text" value={nonce} autoComplete="off" onChange={(event) => setNonce(event.target.value)} />
      </div>
      {card.message ? (
        <p className="booking-journey__error" role="alert">
          {card.message}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={working || card.status === 'idle'} onClick={() => void store.guaranteeWithCard(nonce)}>
        Guarantee with card
      </button>
      <Spinner shown={working} label="Checking the card" />
    </fieldset>
  );
});

// ---- Thanks ----

const TYPE_TEXT = {
  '': 'Your table is booked. A confirmation is on its way to your e-mail.',
  enquiry: 'Your enquiry is with the restaurant. They will contact you to confirm; nothing is booked until they do.',
  event: 'Your event request is with the restaurant. They will contact you to plan it.',
} as const;

const Thanks = observer(function Thanks({ store }: { store: BookingStore }) {
  const confirmation = store.confirmation;
  if (confirmation === null) return null;
  const file = store.calendarFile();
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
        {store.restaurant ? (
          <>
            <dt>Where</dt>
            <dd>{store.restaurant.title}</dd>
          </>
        ) : null}
      </dl>
      <p>{TYPE_TEXT[confirmation.bookingType]}</p>
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
