// Step two of the booking panel: the time (the diner's preferred time first, the slots nearest it, then every
// slot by service band, each band folded to one row until asked), the menu and the area, or, when the
// restaurant has no table, the nearest restaurants with the wanted time free.
import { TIME_BAND_NAMES, preferredTimeChoices, type Slot, type TimeBand } from '@tavola/core/booking';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { BookingStore } from '../booking.store';
import { Spinner, StepBlockers, Summary, TryAgain } from './journey-parts';
import { NoAvailability } from './no-availability';

export const StepTwo = observer(function StepTwo({ store, labelledBy }: { store: BookingStore; labelledBy: string }) {
  const id = useId();
  const { journey, canContinue, noAvailability } = store.snapshot;
  const flags = journey.steps[2];
  const nextRef = useRef<HTMLButtonElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.loadRequirements();
  };
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
      {journey.slots.length > 0 ? <TimeChoice store={store} /> : null}
      {noAvailability ? <NoAvailability store={store} /> : null}
      <div className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.goToStep(1)}>
          Back
        </button>
        <button
          ref={nextRef}
          type="submit"
          className="btn btn--primary booking-actions__next"
          disabled={!canContinue[2]}
          aria-describedby={canContinue[2] || noAvailability ? undefined : `${id}-blockers`}
        >
          Continue
        </button>
        {/* The times got no answer: core's tryAgain asks again, the menu, area and time wanted kept. */}
        <TryAgain
          offered={store.snapshot.tryAgainOn === 2}
          run={() => store.tryAgain()}
          onDone={(loaded) => {
            if (loaded) nextRef.current?.focus();
          }}
        />
        <Spinner shown={flags.spinner} label="Loading times" />
      </div>
      {noAvailability ? null : <StepBlockers store={store} step={2} id={`${id}-blockers`} />}
    </form>
  );
});

/**
 * How many times a folded band shows: one row of the four-column grid on a 375 px phone, so the suggestions
 * and three bands stay within six rows until the diner asks for more.
 */
const FOLDED_BAND_TIMES = 4;

const TimeChoice = observer(function TimeChoice({ store }: { store: BookingStore }) {
  const id = useId();
  const { journey, preferredTime, suggestedTimes, timeBands } = store.snapshot;
  const choices = preferredTimeChoices(journey.slots, preferredTime);
  return (
    <fieldset className="booking-fieldset booking-times">
      <legend>Time</legend>
      <div className="booking-field">
        <label htmlFor={`${id}-preferred`}>What time would you like?</label>
        <select id={`${id}-preferred`} value={preferredTime ?? ''} onChange={(event) => store.choosePreferredTime(event.target.value)}>
          {preferredTime === null ? <option value="">Choose a time</option> : null}
          {choices.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      {suggestedTimes.length > 0 ? (
        <div className="booking-suggested" role="group" aria-labelledby={`${id}-suggested`}>
          <h4 id={`${id}-suggested`} className="booking-band__heading">
            Suggested times
          </h4>
          <div className="booking-times__grid booking-times__grid--large">
            {suggestedTimes.map((slot) => (
              <TimeButton key={slot.time} store={store} slot={slot} large />
            ))}
          </div>
        </div>
      ) : null}
      {timeBands.map((band) => (
        <Band key={band.band} store={store} band={band} />
      ))}
    </fieldset>
  );
});

const Band = observer(function Band({ store, band }: { store: BookingStore; band: TimeBand }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { journey, suggestedTimes } = store.snapshot;
  const name = TIME_BAND_NAMES[band.band];
  const folded = band.slots.length > FOLDED_BAND_TIMES && !open;
  let shown = folded ? band.slots.slice(0, FOLDED_BAND_TIMES) : band.slots;
  // A time chosen in this band stays in sight when the band folds again (unless a suggestion shows it).
  const chosen = band.slots.find((slot) => slot.time === journey.selectedBookingTime);
  const inSight = (slot: Slot) => shown.includes(slot) || suggestedTimes.some((suggested) => suggested.time === slot.time);
  if (folded && chosen !== undefined && !inSight(chosen)) shown = [...shown.slice(0, FOLDED_BAND_TIMES - 1), chosen];
  return (
    <div className="booking-band" role="group" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="booking-band__heading">
        {name}
      </h4>
      <div id={`${id}-times`} className="booking-times__grid">
        {shown.map((slot) => (
          <TimeButton key={slot.time} store={store} slot={slot} />
        ))}
      </div>
      {band.slots.length > FOLDED_BAND_TIMES ? (
        <button type="button" className="booking-band__more" aria-expanded={open} aria-controls={`${id}-times`} onClick={() => setOpen(!open)}>
          {open ? `Show fewer ${name.toLowerCase()} times` : `Show all ${name.toLowerCase()} times (${band.slots.length})`}
        </button>
      ) : null}
    </div>
  );
});

const TimeButton = observer(function TimeButton({ store, slot, large = false }: { store: BookingStore; slot: Slot; large?: boolean }) {
  return (
    <button
      type="button"
      className={`booking-time${large ? ' booking-time--large' : ''}`}
      aria-pressed={store.snapshot.journey.selectedBookingTime === slot.time}
      onClick={() => store.chooseTime(slot.time)}
    >
      <span className="booking-time__time">{slot.time}</span>
      {slot.canEnquire ? <span className="booking-time__badge">Enquiry</span> : null}
    </button>
  );
});

/** The times a diner can ask the nearby restaurants about, every half hour through lunch and dinner. */
