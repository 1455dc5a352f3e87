// What a booking front-end reads: one immutable snapshot of the booking use-case, derived from its state in
// one place, so a MobX store, a React hook and a kiosk show the same step, blockers, messages and lists.
import { ErrorCode } from '../errors/error-code';
import { isUnanswered } from '../errors/error-message';
import { BLOCKER_MESSAGES } from '../errors/messages';
import type { ApiFailure } from '../shared/api-result';
import type { AlternativeRestaurant, PlacedRestaurant } from './alternatives';
import { calendarDayOf, calendarKey, calendarView, monthOf, type CalendarState, type CalendarView } from './availability-calendar';
import { canContinueFrom, stepBlockers, type StepBlockers } from './booking-blockers';
import { customerErrors, type CustomerTextField } from './booking-customer';
import { selectedDay, type BookingJourney, type JourneyErrorKey, type StepNumber } from './booking-journey';
import type { BookingWindow } from './booking-window';
import type { BookingType, Slot } from './booking.models';
import type { CalendarDateText } from './booking-date-time';
import { nearestSlots, preferredTime, timeBands, type TimeBand } from './time-bands';

/** A restaurant as the use-case needs it: where it is, and whether it books through its own live widget. */
export interface BookableRestaurant extends PlacedRestaurant {
  readonly title?: string;
  /** The restaurant's live reservation widget (SevenRooms) id; such a restaurant is not booked here. */
  readonly bookATableWidgetId?: string | null;
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Why a message shows, so a front-end can reword it by key; `text` is the catalogue's words. */
export type BookingMessageKey =
  | JourneyErrorKey
  | 'cardDeclined'
  | 'cardFailed'
  | 'alternativesFailed'
  | 'finderEmptyQuery'
  | 'finderPlaceNotFound'
  | 'finderNoneNear'
  | 'finderNoneNearYou'
  | 'finderLocationOff'
  | 'finderFailed';

export interface BookingMessage {
  readonly key: BookingMessageKey;
  readonly text: string;
}

export interface CardGuaranteeState {
  /** loading: the card form's token; submitting: the card; stored: the booking can go. */
  readonly status: 'idle' | 'loading' | 'ready' | 'submitting' | 'stored' | 'failed';
  /** For the card form (the test gateway or Braintree's drop-in). */
  readonly clientToken: string | null;
  readonly message: BookingMessage | null;
}

export interface AlternativesState<R extends BookableRestaurant> {
  readonly status: LoadStatus;
  /** The time asked about, 'HH:MM'. */
  readonly time: string | null;
  readonly list: readonly AlternativeRestaurant<R>[];
  readonly message: BookingMessage | null;
}

export interface FinderState {
  readonly status: LoadStatus;
  /** What the nearest list is measured from: a place typed, or the diner's position. */
  readonly from: 'search' | 'position' | null;
  /** The place typed, as searched. */
  readonly query: string;
  readonly message: BookingMessage | null;
}

/** A restaurant of the finder's list with its distance. */
export interface NearbyRestaurant<R extends BookableRestaurant> {
  readonly restaurant: R;
  readonly miles: number;
}

/** An offered slot suggested to the diner; `canEnquire`: it can only be requested as an enquiry. */
export type SuggestedTime = Slot;

/** What the thanks screen (and the Book Now button) learn once a booking reference returns. */
export interface ConfirmedBooking {
  readonly reference: string;
  readonly bookingType: BookingType;
  readonly storeId: string;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
  readonly covers: number;
  /** The booking's manage page, an absolute address, when the API gave one (a table booked); null otherwise. */
  readonly manageUrl?: string | null;
}

/** 'event' for an event occasion (the events team confirms it), 'enquiry' when the slot can only be requested. */
export type SubmitKind = 'booking' | 'enquiry' | 'event';

export type CustomerFieldErrors = Readonly<Partial<Record<CustomerTextField, string>>>;

/** The use-case's own state beside the journey. */
export interface BookingUseCaseState<R extends BookableRestaurant> {
  readonly journey: BookingJourney;
  readonly restaurants: readonly R[];
  /** The last step-two load: 'failed' with `slotsFailure` when the restaurant could not offer a slot. */
  readonly slotsStatus: LoadStatus;
  readonly slotsFailure: ApiFailure | null;
  /** Why step one's occasions last failed to load; null once they load (or are asked for again). */
  readonly occasionsFailure: ApiFailure | null;
  /** Why step three's requirements last failed to load; null once they load. */
  readonly requirementsFailure: ApiFailure | null;
  /** The Idempotency-Key of a booking sent and not yet answered (kept for the try again); null otherwise. */
  readonly bookingKey: string | null;
  /** The requirements of the chosen slot are known (enquiry and card flags are current). */
  readonly requirementsReady: boolean;
  /** A booking call is on its way: nothing can be changed until it answers. */
  readonly submitting: boolean;
  readonly card: CardGuaranteeState;
  readonly alternatives: AlternativesState<R>;
  readonly finder: FinderState;
  /** The time the diner said they would like ('HH:MM'), null until they say one. */
  readonly preferredTimeChoice: string | null;
  /** Fields the diner has left, whose errors are shown. */
  readonly touched: Readonly<Partial<Record<CustomerTextField, true>>>;
  /** The diner tried to book: every field's error is shown. */
  readonly submitAttempted: boolean;
  /** Step one's availability calendar: the month shown and its days. */
  readonly calendar: CalendarState;
}

/** What the snapshot is derived with besides the state. */
export interface SnapshotContext {
  readonly window: BookingWindow | null;
  readonly horizonDays: number;
  readonly eventOccasionIds: readonly string[];
  readonly canLocate: boolean;
  readonly canSearch: boolean;
  /** The booking API answers the month call (getMonthAvailability). */
  readonly hasCalendar?: boolean;
}

export interface PartyShown {
  readonly adults: number;
  readonly children: number;
  /** An occasion has set the party: the picker can change it. */
  readonly canChange: boolean;
  /** Why the picker cannot change it yet, in the catalogue's words; null when it can. */
  readonly note: string | null;
}

export interface BookingSnapshot<R extends BookableRestaurant> extends BookingUseCaseState<R> {
  /** The step shown, or the thanks screen once a booking reference has returned. */
  readonly currentStep: StepNumber | 'thanks';
  /** Why each step cannot go on; empty when it can. */
  readonly blockers: StepBlockers;
  /** Each step's button can move on: its blockers are empty. */
  readonly canContinue: Readonly<Record<StepNumber, boolean>>;
  /** The booking panel's message (keyed), null when nothing failed. */
  readonly message: BookingMessage | null;
  /**
   * The step whose call got no answer (a time-out, no connection, a 5xx without a code), where tryAgain()
   * asks again: 1 the day's occasions, 2 the times, 3 the requirements or the booking; null when none.
   */
  readonly tryAgainOn: StepNumber | null;
  /** tryAgainOn is a step: offer tryAgain(). */
  readonly canTryAgain: boolean;
  /**
   * The party a covers picker shows: the journey's once an occasion has set it; before that (no restaurant,
   * the occasions not in, none that day) the spec's default party, the fewest the limits take, and not to
   * be changed, since the occasion then sets it.
   */
  readonly party: PartyShown;
  /** The slot went while the diner was booking: offer chooseAnotherTime(); their details are kept. */
  readonly slotTaken: boolean;
  /** Nothing bookable at this restaurant for the party and date (the slots, or the calendar's day in step one): offer findAlternatives(). */
  readonly noAvailability: boolean;
  /** The time the diner would like: theirs, else the occasion's usual time, else the middle of the offered times. */
  readonly preferredTime: string | null;
  /** The offered slots nearest the preferred time (BOOKING.suggestedTimeCount), earliest first. */
  readonly suggestedTimes: readonly SuggestedTime[];
  /** The offered slots by service (lunch, afternoon, dinner), bands without a slot left out. */
  readonly timeBands: readonly TimeBand[];
  /** The party sizes the occasion takes, for a covers picker. */
  readonly coverChoices: readonly number[];
  /** The first error of each customer field, whether shown yet or not. */
  readonly customerErrors: CustomerFieldErrors;
  /** The errors to show: of fields the diner has left, or of every field once they tried to book. */
  readonly fieldErrors: CustomerFieldErrors;
  readonly submitKind: SubmitKind;
  readonly isEventOccasion: boolean;
  /** The booking needs a card guarantee and none is stored: show the card form. */
  readonly cardGuaranteeNeeded: boolean;
  /** The restaurant books through its live widget: its id, else null. */
  readonly liveWidgetId: string | null;
  /** The finder's list: the nearest restaurants (at most 10 within 100 miles). */
  readonly nearest: readonly NearbyRestaurant<R>[];
  readonly canLocate: boolean;
  readonly canSearch: boolean;
  readonly busy: boolean;
  /** The chosen restaurant as listed, when it is among `restaurants`. */
  readonly restaurant: R | null;
  /** The booking made, for the thanks screen; null before. */
  readonly confirmation: ConfirmedBooking | null;
  /** Today where the restaurants are ('YYYY-MM-DD'); null when the clock or zone is unusable. */
  readonly today: CalendarDateText | null;
  /** The bookable days, for a date picker's min and max. */
  readonly window: BookingWindow | null;
  /**
   * Step one's month of days, each available, full or closed for this party and occasion (with why); null
   * when the API has no calendar call, no restaurant is chosen or it books through its live widget.
   */
  readonly calendarView: CalendarView | null;
}

// customerErrors runs the validation rules; a snapshot is derived on every change, the customer changes less.
const errorsByCustomer = new WeakMap<object, CustomerFieldErrors>();

/** The first error of each field of the diner's details. */
export function customerFieldErrors(journey: BookingJourney): CustomerFieldErrors {
  const cached = errorsByCustomer.get(journey.customer);
  if (cached !== undefined) return cached;
  const errors: Partial<Record<CustomerTextField, string>> = {};
  for (const { field, message } of customerErrors(journey.customer)) {
    if (!(field in errors)) errors[field as CustomerTextField] = message;
  }
  errorsByCustomer.set(journey.customer, errors);
  return errors;
}

/** The booking made, once a reference has returned; null before. */
export function confirmationOf(journey: BookingJourney): ConfirmedBooking | null {
  const date = selectedDay(journey);
  if (!journey.thanks || journey.storeId === null || date === null || journey.selectedBookingTime === null) return null;
  return {
    reference: journey.confirmationNumber,
    bookingType: journey.bookingType,
    storeId: journey.storeId,
    date,
    time: journey.selectedBookingTime,
    covers: journey.coverSize,
    manageUrl: journey.manageUrl === '' ? null : journey.manageUrl,
  };
}

/** What the diner's button sends, and whether the occasion is an event request (flagged isEvent, or named by the brand). */
export function submitKindOf(journey: BookingJourney, eventOccasionIds: readonly string[]): SubmitKind {
  const occasion = journey.selectedOccasion;
  if (occasion !== null && (occasion.isEvent === true || eventOccasionIds.includes(String(occasion.id)))) return 'event';
  return journey.isEnquiry ? 'enquiry' : 'booking';
}

/** The chosen restaurant among those listed. */
export function restaurantOf<R extends BookableRestaurant>(state: Pick<BookingUseCaseState<R>, 'journey' | 'restaurants'>): R | null {
  const id = state.journey.storeId;
  return id === null ? null : (state.restaurants.find((restaurant) => restaurant.storeId === id) ?? null);
}

/** The live reservation widget of a restaurant, when it has one. */
export function liveWidgetOf(restaurant: BookableRestaurant | null): string | null {
  const id = restaurant?.bookATableWidgetId;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
}

/** Whether a card guarantee must be taken before the booking can go: a table or an event, never an enquiry. */
export function cardNeeded(journey: BookingJourney, kind: SubmitKind): boolean {
  return journey.creditCardRequired && journey.braintreeCustomerId === '' && kind !== 'enquiry';
}

/** What the calendar's days must be for to apply now: this restaurant, occasion, party and month. */
export function currentCalendarKey(state: Pick<BookingUseCaseState<BookableRestaurant>, 'journey' | 'calendar'>): string | null {
  const { journey } = state;
  const occasion = journey.selectedOccasion === null ? null : String(journey.selectedOccasion.id);
  return calendarKey(journey.storeId, occasion, journey.coverSize, state.calendar.month ?? monthOf(selectedDay(journey)));
}

/** The calendar says the chosen day has no table for the party, and no enquiry either: nearby restaurants may have one. */
export function isFullDay(state: Pick<BookingUseCaseState<BookableRestaurant>, 'journey' | 'calendar'>): boolean {
  const day = calendarDayOf(state.calendar, currentCalendarKey(state), selectedDay(state.journey));
  return day !== null && day.status === 'full' && !day.canEnquire;
}

/** Step blockers for the state as it is, for `kind` (the snapshot's own kind unless told). */
export function blockersOf<R extends BookableRestaurant>(
  state: BookingUseCaseState<R>,
  context: Pick<SnapshotContext, 'window' | 'horizonDays' | 'eventOccasionIds'>,
  kind: SubmitKind = submitKindOf(state.journey, context.eventOccasionIds),
): StepBlockers {
  const { journey } = state;
  return stepBlockers({
    journey,
    window: context.window,
    horizonDays: context.horizonDays,
    submitting: state.submitting,
    requirementsReady: state.requirementsReady,
    liveWidget: liveWidgetOf(restaurantOf(state)) !== null,
    customerValid: Object.keys(customerFieldErrors(journey)).length === 0,
    cardNeeded: cardNeeded(journey, kind),
    calendarDay: calendarDayOf(state.calendar, currentCalendarKey(state), selectedDay(journey)),
    occasionsUnanswered: occasionsUnanswered(state),
    slotsUnanswered: slotsUnanswered(state),
  });
}

/** The step whose call the API did not answer, where a try again is offered; null when none (or something is under way). */
export function tryAgainStepOf(state: BookingUseCaseState<BookableRestaurant>): StepNumber | null {
  const { journey } = state;
  const { steps } = journey;
  if (state.submitting || journey.thanks) return null;
  if (occasionsUnanswered(state)) return steps[1].disabled ? null : 1;
  if (journey.step === 2 && slotsUnanswered(state)) return steps[2].disabled ? null : 2;
  if (journey.step !== 3 || steps[3].spinner) return null;
  if (journey.bookingErrorKey === 'bookingUnanswered') return 3;
  return journey.bookingErrorKey === 'requirementsFailed' && state.requirementsFailure !== null && isUnanswered(state.requirementsFailure) ? 3 : null;
}

/** Step two's times (or its menus and areas) failed for want of an answer: nothing is known about the day's tables. */
export function slotsUnanswered(state: Pick<BookingUseCaseState<BookableRestaurant>, 'journey' | 'slotsStatus' | 'slotsFailure'>): boolean {
  return state.slotsStatus === 'failed' && state.journey.bookingErrorKey === 'slotsFailed' && state.slotsFailure !== null && isUnanswered(state.slotsFailure);
}

/** The party a covers picker shows (PartyShown). */
export function partyShown(journey: BookingJourney): PartyShown {
  if (journey.selectedOccasion !== null) return { adults: journey.adultCovers, children: journey.childCovers, canChange: true, note: null };
  return { adults: journey.coverLimits.minCovers, children: 0, canChange: false, note: BLOCKER_MESSAGES.partyAfterOccasion };
}

/** Step one's occasions failed for want of an answer, and nothing is under way that would replace them. */
export function occasionsUnanswered(state: Pick<BookingUseCaseState<BookableRestaurant>, 'journey' | 'occasionsFailure'>): boolean {
  const { journey } = state;
  return journey.bookingErrorKey === 'occasionsFailed' && state.occasionsFailure !== null && isUnanswered(state.occasionsFailure);
}

export function deriveSnapshot<R extends BookableRestaurant>(state: BookingUseCaseState<R>, context: SnapshotContext): BookingSnapshot<R> {
  const { journey, restaurants, card, alternatives, slotsStatus } = state;
  const restaurant = restaurantOf(state);
  const submitKind = submitKindOf(journey, context.eventOccasionIds);
  const blockers = blockersOf(state, context, submitKind);
  const errors = customerFieldErrors(journey);
  const shown: Partial<Record<CustomerTextField, string>> = {};
  for (const [field, message] of Object.entries(errors) as Array<[CustomerTextField, string]>) {
    if (state.submitAttempted || state.touched[field] === true) shown[field] = message;
  }
  const { minCovers, maxCovers } = journey.coverLimits;
  const nearest: NearbyRestaurant<R>[] = [];
  for (const location of journey.sortedLocations) {
    const listed = restaurants.find((candidate) => candidate.storeId === location.storeId);
    if (listed !== undefined) nearest.push({ restaurant: listed, miles: location.milesValue ?? 0 });
  }
  const { steps, slots } = journey;
  const preferred = preferredTime(state.preferredTimeChoice, journey.selectedOccasion, slots);
  const tryAgainOn = tryAgainStepOf(state);
  return Object.freeze({
    ...state,
    currentStep: journey.thanks ? 'thanks' : journey.step,
    blockers,
    canContinue: canContinueFrom(blockers),
    message: journey.bookingErrorKey === null ? null : { key: journey.bookingErrorKey, text: journey.bookingErrorMessage },
    tryAgainOn,
    canTryAgain: tryAgainOn !== null,
    party: partyShown(journey),
    slotTaken: journey.bookingErrorKey === 'slotTaken',
    noAvailability:
      slotsStatus === 'failed'
        ? state.slotsFailure?.code === ErrorCode.NoFreeSlot
        : slotsStatus === 'loaded'
          ? !journey.slots.some((slot) => !slot.canEnquire)
          : journey.step === 1 && isFullDay(state),
    preferredTime: preferred,
    suggestedTimes: nearestSlots(slots, preferred),
    timeBands: timeBands(slots),
    coverChoices: Array.from({ length: Math.max(0, maxCovers - minCovers + 1) }, (_, i) => minCovers + i),
    customerErrors: errors,
    fieldErrors: shown,
    submitKind,
    isEventOccasion: submitKind === 'event',
    cardGuaranteeNeeded: cardNeeded(journey, submitKind),
    liveWidgetId: liveWidgetOf(restaurant),
    nearest,
    canLocate: context.canLocate,
    canSearch: context.canSearch,
    busy:
      steps[1].spinner ||
      steps[2].spinner ||
      steps[3].spinner ||
      state.submitting ||
      card.status === 'loading' ||
      card.status === 'submitting' ||
      alternatives.status === 'loading',
    restaurant,
    confirmation: confirmationOf(journey),
    today: context.window?.first ?? null,
    window: context.window,
    calendarView:
      context.hasCalendar === true && journey.storeId !== null && liveWidgetOf(restaurant) === null
        ? calendarView(state.calendar, {
            window: context.window,
            selected: selectedDay(journey),
            key: currentCalendarKey(state),
            horizonDays: context.horizonDays,
            // Step one's own try again asks for the month too: one offer, not two.
            offerTryAgain: tryAgainOn !== 1,
          })
        : null,
  });
}
