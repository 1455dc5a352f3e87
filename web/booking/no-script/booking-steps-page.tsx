// The booking journey without JavaScript (issue 16, item 2): each step as a plain HTML form the server
// answers (server/site/booking-steps.ts runs core's booking use-case per request and hands its snapshot
// here). Step one and two are GET forms (a restaurant, an occasion, a day, a party and a time: nothing
// personal); step three posts the diner's details (never in a URL) with an idempotency key, so a double
// submit makes one booking. The words are the live journey's (its labels, fields, needs and thanks).
import type { BookingSnapshot, DinerNeeds, Slot, WaitlistJoinSnapshot, WaitlistField } from '@tavola/core/booking';
import {
  TIME_BAND_NAMES,
  alternativeTimeChoices,
  suggestedWindow,
  waitlistPlaceOf,
  waitlistTimeChoices,
  wantedAlternativeTime,
  type AlternativeRestaurant,
} from '@tavola/core/booking';
import { WAITLIST_MESSAGES } from '@tavola/core/errors';
import { BOOKING } from '@tavola/core/constants';
import type { BookingRestaurant } from '../booking-restaurant';
import { DEFAULT_BOOKING_LABELS } from '../booking-settings';
import { RestaurantOptions } from '../restaurant-options';
import { NEED_GROUPS, NeedsIntro, needLabel, needName, type NeedBox } from '../ui/diner-needs';
import { journeySummary, longDate, party } from '../ui/journey-parts';
import { CUSTOMER_FIELDS, EVENT_HINT, OFFERED_OPT_INS, SPECIAL_REQUEST_LABEL, SUBMIT_LABEL } from '../ui/step-three';
import { ManageLink, ThanksFacts, TYPE_TEXT } from '../ui/thanks';
import { NOTIFY_CONSENT_LABEL, NOTIFY_TEXT_FIELDS, NOTIFY_WINDOW_LABELS, WaitlistJoined } from '../ui/notify-me';
import { AlternativesFound } from '../ui/no-availability';

import { BOOKING_STEPS_PATH } from './booking-steps-path';

export { BOOKING_STEPS_PATH };

/**
 * What a step's button asks for: step two's times, the restaurants nearby with a table, step three's
 * details, the booking, or (posted from a full day's step two) a place on the waitlist.
 */
export type StepsGoal = 'times' | 'nearby' | 'details' | 'book' | 'notify';

/** The fields a step names in its errors. */
export type StepField = 'restaurant' | 'occasion' | 'date' | 'party' | 'time' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest';

export interface NoScriptStepsView {
  step: 1 | 2 | 3 | 'thanks';
  snapshot: BookingSnapshot<BookingRestaurant>;
  /** Errors by field, in core's words. */
  errors: Readonly<Partial<Record<StepField, string>>>;
  /** Why the step could not go on (an API failure, a refusal), in core's words; null when nothing failed. */
  message: string | null;
  /** What the diner typed in step one, kept as typed when it was refused. */
  typed: { date: string; adults: string; children: string };
  /** Step three's idempotency key: the booking call's, so a second submit of the same form books once. */
  idempotencyKey: string;
  /** A security check (reCAPTCHA) guards bookings: its token needs JavaScript, so step three cannot book here. */
  captchaOn: boolean;
  /** "Notify me" as the waitlist use-case left it once posted (errors by field, or joined); null before. */
  waitlist: WaitlistJoinSnapshot | null;
}

/** The page's heading: the live journey's step titles. */
export function stepsTitle(view: Pick<NoScriptStepsView, 'step' | 'snapshot'>): string {
  const { stepTitles, requestSent } = DEFAULT_BOOKING_LABELS;
  if (view.step !== 'thanks') return stepTitles[view.step];
  return view.snapshot.confirmation?.bookingType ? requestSent : stepTitles.thanks;
}

export function NoScriptBookingSteps({ view }: { view: NoScriptStepsView }) {
  const { step, message } = view;
  return (
    <div className="booking-journey booking-journey--no-script">
      {step === 'thanks' ? null : <p className="booking-journey__progress">Step {step} of 3</p>}
      {message ? (
        <p className="booking-journey__error" role="alert">
          {message}
        </p>
      ) : null}
      {step === 1 ? <StepOneForm view={view} /> : step === 2 ? <StepTwoForm view={view} /> : step === 3 ? <StepThreeForm view={view} /> : <ThanksPart view={view} />}
    </div>
  );
}

/** The choices so far, carried by the next step's form. */
function Carried({ view, time = false }: { view: NoScriptStepsView; time?: boolean }) {
  const { journey } = view.snapshot;
  return (
    <>
      <input type="hidden" name="restaurant" value={journey.storeId ?? ''} />
      {journey.selectedOccasion ? <input type="hidden" name="occasion" value={String(journey.selectedOccasion.id)} /> : null}
      <input type="hidden" name="date" value={journey.selectedBookingDate?.slice(0, 10) ?? ''} />
      <input type="hidden" name="adults" value={String(journey.adultCovers)} />
      <input type="hidden" name="children" value={String(journey.childCovers)} />
      {time && journey.selectedBookingTime ? <input type="hidden" name="time" value={journey.selectedBookingTime} /> : null}
    </>
  );
}

/** A link back to a step with the choices so far (nothing personal). */
export function stepLink(view: NoScriptStepsView, goal: StepsGoal | null): string {
  const { journey } = view.snapshot;
  const query = new URLSearchParams();
  if (journey.storeId) query.set('restaurant', journey.storeId);
  if (journey.selectedOccasion) query.set('occasion', String(journey.selectedOccasion.id));
  query.set('date', journey.selectedBookingDate?.slice(0, 10) ?? '');
  query.set('adults', String(journey.adultCovers));
  query.set('children', String(journey.childCovers));
  if (goal !== null) query.set('go', goal);
  return `${BOOKING_STEPS_PATH}?${query.toString()}`;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="booking-field__error">
      {error}
    </p>
  ) : null;
}

/** The attributes of a field with or without its error. */
function described(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error !== undefined, 'aria-describedby': error !== undefined ? `${id}-error` : undefined };
}

function StepOneForm({ view }: { view: NoScriptStepsView }) {
  const { snapshot, errors, typed } = view;
  const { journey, window: bookable } = snapshot;
  const { minCovers: fewest, maxCovers: most } = journey.coverLimits;
  const field = (name: StepField, extra = '') => `booking-field${extra}${errors[name] ? ' booking-field--invalid' : ''}`;
  return (
    <form className="booking-step booking-step--1" method="get" action={BOOKING_STEPS_PATH} noValidate>
      <div className={field('restaurant')}>
        <label htmlFor="steps-restaurant">Restaurant</label>
        <select name="restaurant" defaultValue={journey.storeId ?? ''} {...described('steps-restaurant', errors.restaurant)}>
          {journey.storeId === null ? <option value="">Choose a restaurant</option> : null}
          <RestaurantOptions restaurants={snapshot.restaurants} />
        </select>
        <FieldError id="steps-restaurant" error={errors.restaurant} />
      </div>
      {journey.occasions.length > 0 ? (
        <div className={field('occasion')}>
          <label htmlFor="steps-occasion">Occasion</label>
          <select name="occasion" defaultValue={journey.selectedOccasion ? String(journey.selectedOccasion.id) : ''} {...described('steps-occasion', errors.occasion)}>
            {journey.occasions.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
          <FieldError id="steps-occasion" error={errors.occasion} />
        </div>
      ) : null}
      <fieldset className="booking-fieldset booking-covers" aria-describedby="steps-party-hint">
        <legend>How many are coming</legend>
        <div className={field('party')}>
          <label htmlFor="steps-adults">Adults</label>
          <input name="adults" type="number" inputMode="numeric" min={1} max={most} defaultValue={typed.adults} {...described('steps-adults', errors.party)} />
        </div>
        {BOOKING.showChildCovers ? (
          <div className="booking-field">
            <label htmlFor="steps-children">Children</label>
            <input id="steps-children" name="children" type="number" inputMode="numeric" min={0} max={most} defaultValue={typed.children} />
          </div>
        ) : (
          <input type="hidden" name="children" value="0" />
        )}
        <FieldError id="steps-adults" error={errors.party} />
        <p className="booking-hint" id="steps-party-hint">
          {fewest} to {most} people for this occasion.
        </p>
      </fieldset>
      <div className={field('date', ' booking-field--date')}>
        <label htmlFor="steps-date">Date</label>
        <input name="date" type="date" min={bookable?.first} max={bookable?.last} defaultValue={typed.date} {...described('steps-date', errors.date)} />
        <FieldError id="steps-date" error={errors.date} />
      </div>
      <div className="booking-actions">
        <button type="submit" name="go" value="times" className="btn btn--primary booking-actions__next">
          Find a table
        </button>
      </div>
    </form>
  );
}

function StepTwoForm({ view }: { view: NoScriptStepsView }) {
  return (
    <>
      <StepTwoTimes view={view} />
      <NotifyMeForm view={view} />
    </>
  );
}

function StepTwoTimes({ view }: { view: NoScriptStepsView }) {
  const { snapshot, errors } = view;
  const { journey, timeBands, noAvailability, restaurant } = snapshot;
  const chosen = journey.selectedBookingTime;
  return (
    <form className="booking-step booking-step--2" method="get" action={BOOKING_STEPS_PATH} noValidate>
      <p className="booking-summary">
        {journeySummary(snapshot, 2)} (<a href={stepLink(view, null)}>change</a>)
      </p>
      <Carried view={view} />
      {timeBands.length > 0 ? (
        <fieldset className="booking-fieldset booking-times" aria-describedby={errors.time ? 'steps-time-error' : undefined}>
          <legend>Time</legend>
          {timeBands.map((band) => (
            <fieldset key={band.band} className="booking-band booking-fieldset">
              <legend className="booking-band__heading">{TIME_BAND_NAMES[band.band]}</legend>
              <div className="booking-times__grid booking-times__grid--radios">
                {band.slots.map((slot) => (
                  <TimeRadio key={slot.time} slot={slot} checked={slot.time === chosen} />
                ))}
              </div>
            </fieldset>
          ))}
          <FieldError id="steps-time" error={errors.time} />
        </fieldset>
      ) : null}
      {noAvailability ? (
        <div className="booking-alternatives">
          <p>
            No tables at {restaurant?.title ?? 'this restaurant'} for {party(journey.coverSize)} on {longDate(journey.selectedBookingDate?.slice(0, 10) ?? '')}.
          </p>
          <Nearby view={view} />
          <p>
            <a href={stepLink(view, null)}>Try another date or party size</a>
            {restaurant?.phone ? <>, or call the restaurant on <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>{restaurant.phone}</a></> : null}.
          </p>
        </div>
      ) : null}
      <div className="booking-actions">
        <a className="btn btn--outline" href={stepLink(view, null)}>
          Back
        </a>
        {timeBands.length > 0 ? (
          <button type="submit" name="go" value="details" className="btn btn--primary booking-actions__next">
            Continue
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * "Notify me" without JavaScript: where the live journey offers it (core's waitlistPlaceOf), a form posted
 * to the steps (go=notify) with the same fields, words and rules; answered with the errors by field or with
 * what happens next. Behind the security check it says to turn JavaScript on or call, and sends nothing.
 */
function NotifyMeForm({ view }: { view: NoScriptStepsView }) {
  const place = waitlistPlaceOf(view.snapshot);
  if (place === null) return null;
  const join = view.waitlist;
  const phone = view.snapshot.restaurant?.phone ? ` on ${view.snapshot.restaurant.phone}` : '';
  if (join?.status === 'joined') return <WaitlistJoined join={join} headingId="steps-notify-heading" Heading="h2" />;
  const window = join?.form ?? suggestedWindow(place.time);
  const typed = join?.form;
  const timeChoices = join?.timeChoices ?? waitlistTimeChoices(window.timeFrom, window.timeTo);
  const errorOf = (field: WaitlistField): string | undefined => join?.fieldErrors[field] ?? (join?.message?.field === field ? join.message.text : undefined);
  const general = join?.message && (join.message.field === undefined || join.fieldErrors[join.message.field] !== undefined) ? join.message.text : null;
  return (
    <section className="booking-notify" aria-labelledby="steps-notify-heading">
      <h2 id="steps-notify-heading" className="booking-notify__heading">
        Notify me if a table comes free
      </h2>
      <p>{WAITLIST_MESSAGES.offer}</p>
      {view.captchaOn ? (
        <p className="booking-journey__error booking-steps__blocked">
          Our security check needs JavaScript, so we cannot add you to the waitlist without it. Please turn JavaScript on, or call the restaurant{phone}.
        </p>
      ) : (
        <form className="booking-step booking-notify__form" method="post" action={BOOKING_STEPS_PATH} noValidate>
          <Carried view={view} />
          <p className="booking-hint">
            {place.restaurantName ? `${place.restaurantName}, ` : ''}
            {party(place.adults + place.children)}, {longDate(place.date)}.
          </p>
          {general ? (
            <p className="booking-journey__error" role="alert">
              {general}
            </p>
          ) : null}
          <div className="booking-notify__window">
            {(['timeFrom', 'timeTo'] as const).map((field) => (
              <div key={field} className={`booking-field${errorOf(field) ? ' booking-field--invalid' : ''}`}>
                <label htmlFor={`steps-notify-${field}`}>{NOTIFY_WINDOW_LABELS[field]}</label>
                <select name={field} defaultValue={window[field]} {...described(`steps-notify-${field}`, errorOf(field))}>
                  {timeChoices.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
                <FieldError id={`steps-notify-${field}`} error={errorOf(field)} />
              </div>
            ))}
          </div>
          {NOTIFY_TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
            <div key={field} className={`booking-field${errorOf(field) ? ' booking-field--invalid' : ''}`}>
              <label htmlFor={`steps-notify-${field}`}>{label}</label>
              <input name={field} type={type} autoComplete={autoComplete} defaultValue={typed?.[field] ?? ''} {...described(`steps-notify-${field}`, errorOf(field))} />
              <FieldError id={`steps-notify-${field}`} error={errorOf(field)} />
            </div>
          ))}
          <NeedsChoices idPrefix="steps-notify-needs" checked={(box) => (typed ? needTicked(typed.needs, box) : false)} />
          <div className={`booking-check${errorOf('consent') ? ' booking-field--invalid' : ''}`}>
            <input name="consent" value="yes" type="checkbox" defaultChecked={typed?.consent ?? false} {...described('steps-notify-consent', errorOf('consent'))} />
            <label htmlFor="steps-notify-consent">{NOTIFY_CONSENT_LABEL}</label>
          </div>
          <FieldError id="steps-notify-consent" error={errorOf('consent')} />
          <div className="booking-actions">
            <button type="submit" name="go" value="notify" className="btn btn--primary">
              Notify me
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The party's needs as the step-three disclosure: checkboxes named needs-{need}, posted with the form. */
function NeedsChoices({ idPrefix, checked }: { idPrefix: string; checked: (box: NeedBox) => boolean }) {
  return (
    <details className="booking-needs">
      <NeedsIntro id={idPrefix} />
      {NEED_GROUPS.map((group) => (
        <fieldset key={group.key} className="booking-fieldset booking-needs__group" aria-describedby={`${idPrefix}-about`}>
          <legend>{group.legend}</legend>
          <div className="booking-needs__choices">
            {group.boxes.map((box) => (
              <label key={needName(box)} className="booking-check booking-needs__choice">
                <input type="checkbox" name={`needs-${box.need}`} value={needName(box)} defaultChecked={checked(box)} />
                <span>{needLabel(box)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </details>
  );
}

function needTicked(needs: DinerNeeds, box: NeedBox): boolean {
  return box.value === null ? needs[box.need] : (needs[box.need] as readonly string[]).includes(box.value);
}

/** The live journey's "Find a table nearby" as a field and a button of step two's GET form, and what it found. */
function Nearby({ view }: { view: NoScriptStepsView }) {
  const { alternatives, journey } = view.snapshot;
  const wanted = wantedAlternativeTime(journey.selectedBookingTime, alternatives.time);
  return (
    <>
      <div className="booking-field">
        <label htmlFor="steps-near">Time you would like</label>
        <select id="steps-near" name="near" defaultValue={wanted}>
          {alternativeTimeChoices(wanted).map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="go" value="nearby" className="btn btn--primary">
        Find a table nearby
      </button>
      <AlternativesFound
        alternatives={alternatives}
        control={(alternative, label) => (
          <a className="booking-alternative" href={alternativeLink(view, alternative)}>
            {label}
          </a>
        )}
      />
    </>
  );
}

/**
 * Step two at a restaurant nearby, its time chosen: the same day and party. The occasion is left to that
 * restaurant's own first one (its occasions are its own; the search asked for a table, not an occasion).
 */
export function alternativeLink(view: NoScriptStepsView, alternative: AlternativeRestaurant<BookingRestaurant>): string {
  const { journey } = view.snapshot;
  const query = new URLSearchParams({
    restaurant: alternative.restaurant.storeId,
    date: journey.selectedBookingDate?.slice(0, 10) ?? '',
    adults: String(journey.adultCovers),
    children: String(journey.childCovers),
    time: alternative.time,
    go: 'times',
  });
  return `${BOOKING_STEPS_PATH}?${query.toString()}`;
}

function TimeRadio({ slot, checked }: { slot: Slot; checked: boolean }) {
  const id = `steps-time-${slot.time.replace(':', '')}`;
  return (
    <div className="booking-check booking-time-radio">
      <input id={id} type="radio" name="time" value={slot.time} defaultChecked={checked} />
      <label htmlFor={id}>
        {slot.time}
        {slot.canEnquire ? <span className="booking-time__badge"> Enquiry</span> : null}
      </label>
    </div>
  );
}

/** Why step three cannot book here, in words, with the restaurant's phone; null when it can. */
function cannotBookHere(view: NoScriptStepsView): string | null {
  const { snapshot, captchaOn } = view;
  const phone = snapshot.restaurant?.phone ? ` on ${snapshot.restaurant.phone}` : '';
  if (snapshot.cardGuaranteeNeeded) {
    return `This booking is held with a card, and the card form needs JavaScript. Please turn JavaScript on, or call the restaurant${phone} to book.`;
  }
  if (captchaOn) {
    return `Our security check needs JavaScript, so this booking cannot be sent without it. Please turn JavaScript on, or call the restaurant${phone} to book.`;
  }
  return null;
}

function StepThreeForm({ view }: { view: NoScriptStepsView }) {
  const { snapshot, errors, idempotencyKey } = view;
  const { journey, submitKind } = snapshot;
  const blocked = cannotBookHere(view);
  return (
    <form className="booking-step booking-step--3" method="post" action={BOOKING_STEPS_PATH} noValidate>
      <p className="booking-summary">
        {journeySummary(snapshot, 3)} (<a href={stepLink(view, 'times')}>change</a>)
      </p>
      <Carried view={view} time />
      <input type="hidden" name="key" value={idempotencyKey} />
      <fieldset className="booking-fieldset">
        <legend>Contact details</legend>
        {CUSTOMER_FIELDS.map(({ field, label, type = 'text', autoComplete }) => (
          <div key={field} className={`booking-field${errors[field] ? ' booking-field--invalid' : ''}`}>
            <label htmlFor={`steps-${field}`}>{label}</label>
            <input name={field} type={type} autoComplete={autoComplete} defaultValue={journey.customer[field].text} {...described(`steps-${field}`, errors[field])} />
            <FieldError id={`steps-${field}`} error={errors[field]} />
          </div>
        ))}
        <div className={`booking-field${errors.specialRequest ? ' booking-field--invalid' : ''}`}>
          <label htmlFor="steps-specialRequest">{SPECIAL_REQUEST_LABEL}</label>
          <textarea name="specialRequest" rows={3} defaultValue={journey.customer.specialRequest.text} {...described('steps-specialRequest', errors.specialRequest)} />
          <FieldError id="steps-specialRequest" error={errors.specialRequest} />
        </div>
      </fieldset>
      <NeedsChoices idPrefix="steps-needs" checked={(box) => needTicked(journey.needs, box)} />
      <fieldset className="booking-fieldset booking-optins">
        <legend>Keep in touch</legend>
        {OFFERED_OPT_INS.map(({ field, label }) => (
          <div className="booking-check" key={field}>
            <input id={`steps-${field}`} name={field} value="yes" type="checkbox" defaultChecked={journey.customer[field]} />
            <label htmlFor={`steps-${field}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      {submitKind === 'event' ? <p className="booking-hint">{EVENT_HINT}</p> : null}
      {blocked ? <p className="booking-journey__error booking-steps__blocked">{blocked}</p> : null}
      <div className="booking-actions">
        <a className="btn btn--outline" href={stepLink(view, 'times')}>
          Back
        </a>
        {blocked ? null : (
          <button type="submit" name="go" value="book" className="btn btn--primary booking-actions__next">
            {SUBMIT_LABEL[submitKind]}
          </button>
        )}
      </div>
    </form>
  );
}

function ThanksPart({ view }: { view: NoScriptStepsView }) {
  const { confirmation, restaurant } = view.snapshot;
  if (confirmation === null) return null;
  return (
    <div className="booking-thanks">
      <ThanksFacts confirmation={confirmation} restaurantTitle={restaurant?.title ?? null} />
      <p>{TYPE_TEXT[confirmation.bookingType]}</p>
      <ManageLink confirmation={confirmation} />
      <div className="booking-actions">
        <a className="btn btn--primary" href={BOOKING_STEPS_PATH}>
          Make another booking
        </a>
      </div>
    </div>
  );
}
