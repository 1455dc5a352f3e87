// Why a booking step cannot go on yet, as a list a UI can show (a stable key and words for each reason);
// a step can go on exactly when its list is empty, so the button, the guard and the message never disagree.
import { BLOCKER_MESSAGES, dateBeyondHorizonMessage } from '../errors/messages';
import { describeCalendarDay, type CalendarDay } from './availability-calendar';
import { isTimeOffered, selectedDay, type BookingJourney, type StepNumber } from './booking-journey';
import { bookingDateProblem, type BookingWindow } from './booking-window';

export type BlockerKey =
  | 'bookingMade'
  | 'submitting'
  | 'loading'
  | 'noRestaurant'
  | 'liveWidget'
  | 'noOccasion'
  | 'noOccasionThatDay'
  | 'occasionsNotLoaded'
  | 'slotsNotLoaded'
  | 'occasionNotOffered'
  | 'dayClosed'
  | 'dayFull'
  | 'coversOutOfRange'
  | 'dateInvalid'
  | 'datePast'
  | 'dateBeyondHorizon'
  | 'timeNotOffered'
  | 'requirementsNotLoaded'
  | 'customerInvalid'
  | 'cardNeeded';

export interface Blocker {
  readonly key: BlockerKey;
  readonly message: string;
}

export type StepBlockers = Readonly<Record<StepNumber, readonly Blocker[]>>;

/** What the blockers are read from: the journey and what the use-case knows beside it. */
export interface BlockerFacts {
  readonly journey: BookingJourney;
  /** The bookable days now; null when the clock or the zone is unusable (no date can then be booked). */
  readonly window: BookingWindow | null;
  /** How many days ahead the window reaches, for the words of 'dateBeyondHorizon' (BOOKING.horizonDays by default). */
  readonly horizonDays?: number;
  readonly submitting: boolean;
  /** The chosen slot's requirements (enquiry, card) are known. */
  readonly requirementsReady: boolean;
  /** The restaurant takes bookings through its own live widget instead of this journey. */
  readonly liveWidget: boolean;
  readonly customerValid: boolean;
  /** A card guarantee is needed and none is stored. */
  readonly cardNeeded: boolean;
  /** The chosen day as the availability calendar knows it for this party and occasion; absent when unknown. */
  readonly calendarDay?: CalendarDay | null;
  /** The occasions failed for want of an answer (a time-out, no connection, a 5xx): the day is not known to be shut. */
  readonly occasionsUnanswered?: boolean;
  /** Step two's times failed for want of an answer: no time is offered because none is known, not because none is free. */
  readonly slotsUnanswered?: boolean;
}

/** The blocker for `key` with its catalogue words. */
export function blocker(key: Exclude<BlockerKey, 'dayClosed' | 'dayFull'>, horizonDays?: number): Blocker {
  return { key, message: key === 'dateBeyondHorizon' ? dateBeyondHorizonMessage(horizonDays) : BLOCKER_MESSAGES[key] };
}

/**
 * What the availability calendar says stops the chosen day: closed (with the reason) or full for the party
 * (unless the restaurant takes an enquiry); null when the day has a table or its status is not known.
 */
export function calendarDayBlocker(day: CalendarDay | null | undefined, horizonDays?: number): Blocker | null {
  if (day == null || day.status === 'available' || (day.status === 'full' && day.canEnquire)) return null;
  // A past or too distant day is already said by the date's own blocker.
  if (day.reason === 'past' || day.reason === 'beyondHorizon') return null;
  return { key: day.status === 'full' ? 'dayFull' : 'dayClosed', message: describeCalendarDay(day, horizonDays) };
}

/** Why `date` cannot be booked within `window` (past, beyond the horizon, not a date), or null when it can. */
export function dateBlocker(date: unknown, window: BookingWindow | null, horizonDays?: number): Blocker | null {
  const problem = bookingDateProblem(date, window);
  if (problem === null) return null;
  return blocker(problem === 'past' ? 'datePast' : problem === 'beyondHorizon' ? 'dateBeyondHorizon' : 'dateInvalid', horizonDays);
}

/**
 * Each step's blockers. A later step also carries what blocks the earlier ones (step three cannot book a
 * party step one would refuse), and nothing goes on while the booking is being made or once it is made.
 */
export function stepBlockers(facts: BlockerFacts): StepBlockers {
  const { journey } = facts;
  const { steps } = journey;
  const locked = journey.thanks ? [blocker('bookingMade')] : facts.submitting ? [blocker('submitting')] : [];
  const party = partyBlockers(facts);
  const time = isTimeOffered(journey) ? [] : [blocker(facts.slotsUnanswered === true ? 'slotsNotLoaded' : 'timeNotOffered')];
  const loading1 = steps[1].disabled;
  const loading2 = loading1 || steps[2].disabled;
  // While submitting, step three is locked by the submission itself, already said by 'submitting'.
  const loading3 = loading2 || (steps[3].spinner && !facts.submitting);
  const details: Blocker[] = [];
  if (!facts.requirementsReady && !loading3) details.push(blocker('requirementsNotLoaded'));
  if (!facts.customerValid) details.push(blocker('customerInvalid'));
  if (facts.cardNeeded) details.push(blocker('cardNeeded'));
  return {
    1: [...locked, ...loadingIf(loading1), ...party],
    2: [...locked, ...loadingIf(loading2), ...party, ...time],
    3: [...locked, ...loadingIf(loading3), ...party, ...time, ...details],
  };
}

/** Each step can go on when nothing blocks it. */
export function canContinueFrom(blockers: StepBlockers): Readonly<Record<StepNumber, boolean>> {
  return { 1: blockers[1].length === 0, 2: blockers[2].length === 0, 3: blockers[3].length === 0 };
}

// Where, what for, who and when: what every call of the journey needs.
function partyBlockers(facts: BlockerFacts): Blocker[] {
  const { journey } = facts;
  const found: Blocker[] = [];
  if (journey.storeId === null) found.push(blocker('noRestaurant'));
  else if (facts.liveWidget) found.push(blocker('liveWidget'));
  // While the occasions load the step says 'loading'. A day that offered no occasion, or whose occasions
  // could not be loaded, is not one to go on with (an occasion chosen for another day stays chosen, for
  // the next day tried); otherwise an occasion is asked for once they are known.
  else if (!journey.steps[1].disabled) {
    // When the calendar knows why the day cannot be booked, its reason says it better (below).
    const noneThatDay = journey.bookingErrorKey === 'noOccasions' || journey.bookingErrorKey === 'occasionsFailed';
    const saidByCalendar = calendarDayBlocker(facts.calendarDay, facts.horizonDays) !== null;
    // Occasions the API never answered for say nothing about the day: the diner is asked to try again.
    if (noneThatDay && !saidByCalendar) found.push(blocker(facts.occasionsUnanswered === true ? 'occasionsNotLoaded' : 'noOccasionThatDay'));
    else if (journey.bookingErrorKey === 'occasionNotOffered' && !saidByCalendar) found.push(blocker('occasionNotOffered'));
    else if (journey.selectedOccasion === null) found.push(blocker('noOccasion'));
  }
  const { minCovers, maxCovers } = journey.coverLimits;
  if (journey.selectedOccasion !== null && (journey.coverSize < minCovers || journey.coverSize > maxCovers)) {
    found.push(blocker('coversOutOfRange'));
  }
  const date = dateBlocker(selectedDay(journey), facts.window, facts.horizonDays);
  if (date !== null) found.push(date);
  const day = calendarDayBlocker(facts.calendarDay, facts.horizonDays);
  if (day !== null && date === null) found.push(day);
  return found;
}

function loadingIf(loading: boolean): Blocker[] {
  return loading ? [blocker('loading')] : [];
}
