// The table-booking journey (spec sections 3, 4 and 8) as one immutable state and pure transitions
// `(state, input) => state`, so a web store, a kiosk or a test drives the same rules without rewriting them.
import { BOOKING } from '../constants';
import type { Location } from '../content/content.models';
import { ErrorCode, parseErrorCode } from '../errors/error-code';
import { createBookingFailureMessage, errorMessage, messageForApiError } from '../errors/error-message';
import { MESSAGES } from '../errors/messages';
import type { AnalyticsEventName } from '../ports/analytics.port';
import type { BookingConfirmation } from '../ports/booking-api.port';
import type { ApiFailure } from '../shared/api-result';
import {
  customerPayload,
  emptyCustomer,
  setCustomerOptIn,
  updateCustomerField,
  type BookingCustomer,
  type CustomerOptIn,
  type CustomerTextField,
} from './booking-customer';
import { noNeeds, setNeed, type DinerNeeds, type NeedFlag, type NeedList } from './diner-needs';
import { atTime, readCalendarDate, readTime, type CalendarDateText, type LocalDateTimeText } from './booking-date-time';
import type {
  BookingArea,
  BookingMenu,
  BookingRequirements,
  BookingType,
  CoverLimits,
  Occasion,
  Slot,
} from './booking.models';
import { areasForOccasion, menusForOccasion, readList } from './link-group-filter';
import { isServedAt, slotsServed } from './service-windows';

/** The numbered steps: 1 occasion, covers and date; 2 the time slot; 3 the diner's details. */
export type StepNumber = 1 | 2 | 3;

/** The steps by what a diner does on them; `satisfies` makes a change of BOOKING's step range fail to compile here. */
export const JOURNEY_STEPS = {
  occasion: BOOKING.firstStep,
  slot: 2,
  details: BOOKING.lastStep,
} as const satisfies Record<string, StepNumber>;

export interface StepFlags {
  /** The step's controls are locked, e.g. while its data loads. */
  readonly disabled: boolean;
  readonly spinner: boolean;
}

export interface GroupBookingView {
  readonly formShown: boolean;
  readonly stepOneHidden: boolean;
  readonly bookingImageHidden: boolean;
}

export interface BookingJourney {
  /** The step shown; the thanks screen replaces the steps once `thanks` is true. */
  readonly step: StepNumber;
  /** A booking reference has returned: the journey is over and shows the thanks screen. */
  readonly thanks: boolean;
  readonly steps: Readonly<Record<StepNumber, StepFlags>>;
  /** The restaurant being booked. */
  readonly storeId: string | null;
  readonly occasions: readonly Occasion[];
  readonly selectedOccasion: Occasion | null;
  /** The party sizes the selected occasion takes (its minimum and maximum covers). */
  readonly coverLimits: CoverLimits;
  readonly adultCovers: number;
  readonly childCovers: number;
  /** Always adultCovers + childCovers. */
  readonly coverSize: number;
  /** The menus the selected occasion offers. */
  readonly restaurantMenus: readonly BookingMenu[];
  readonly selectedMenu: BookingMenu | null;
  /** The areas the selected occasion offers. */
  readonly restaurantAreas: readonly BookingArea[];
  readonly selectedArea: BookingArea | null;
  /**
   * 'YYYY-MM-DDTHH:mm:ss' in the restaurant's local time, null before a date is chosen. Its time part is
   * always the selected time, or the default time while none is selected.
   */
  readonly selectedBookingDate: LocalDateTimeText | null;
  /** 'HH:MM'; null when the restaurant offered no slot. */
  readonly selectedBookingTime: string | null;
  readonly slots: readonly Slot[];
  /** The booking reference once the booking is made, else ''. */
  readonly confirmationNumber: string;
  /** The booking's manage page (an absolute http(s) address) when the API answered one, else ''. */
  readonly manageUrl: string;
  readonly bookingType: BookingType;
  readonly isEnquiry: boolean;
  readonly creditCardRequired: boolean;
  /** The payment customer id once a card guarantee is taken, else ''. */
  readonly braintreeCustomerId: string;
  /** What the booking panel shows when something failed; '' when nothing did. */
  readonly bookingErrorMessage: string;
  /** Why the panel shows it, for a UI to word by key and to offer what fits; null when nothing failed. */
  readonly bookingErrorKey: JourneyErrorKey | null;
  readonly groupBooking: GroupBookingView;
  /** The restaurant finder's results, nearest first. */
  readonly sortedLocations: readonly Location[];
  readonly searchQuery: string;
  readonly customer: BookingCustomer;
  /** The party's needs ticked on step three (allergies, diets, access, a high chair, a pram). */
  readonly needs: DinerNeeds;
}

/**
 * Why the booking panel shows a message: no occasion for the date, one of the calls failed, the slot was
 * taken meanwhile (the diner picks another time, their details kept), or the booking was refused.
 */
export type JourneyErrorKey =
  | 'noOccasions'
  | 'occasionNotOffered'
  | 'occasionsFailed'
  | 'slotsFailed'
  | 'requirementsFailed'
  | 'slotTaken'
  | 'bookingFailed'
  | 'bookingUnanswered';

/** Something the journey asks the outside world to do, e.g. record an analytics event. */
export interface JourneyEvent {
  readonly name: AnalyticsEventName;
  readonly properties: Readonly<Record<string, string | number>>;
}

/** A transition that also asks for events; the caller stores `state` and hands `events` to its ports. */
export interface JourneyOutcome {
  readonly state: BookingJourney;
  readonly events: readonly JourneyEvent[];
}

export interface CreateJourneyOptions {
  storeId?: string | null;
  /** 'YYYY-MM-DD' (or a date-time, whose date part is used); anything unreadable leaves no date chosen. */
  date?: string | null;
}

export interface ResetOptions {
  /** Forget the restaurant (and the finder's results that led to it) too. */
  clearRestaurant?: boolean;
  /** The date to start again on, e.g. today from the clock; otherwise the chosen date is kept. */
  date?: string | null;
}

export interface CoversInput {
  adults?: unknown;
  children?: unknown;
}

// Nobody books a table for no one, so an occasion's limits never go below one cover.
const FEWEST_COVERS = 1;
const DEFAULT_LIMITS: CoverLimits = { minCovers: FEWEST_COVERS, maxCovers: BOOKING.maxCovers };
const IDLE: StepFlags = { disabled: false, spinner: false };
const BUSY: StepFlags = { disabled: true, spinner: true };
const NO_GROUP_BOOKING: GroupBookingView = { formShown: false, stepOneHidden: false, bookingImageHidden: false };
const NO_ERROR = { bookingErrorMessage: '', bookingErrorKey: null } as const;

export function createJourney(options: CreateJourneyOptions = {}): BookingJourney {
  const date = readCalendarDate(options.date);
  return {
    step: BOOKING.firstStep,
    thanks: false,
    steps: { 1: IDLE, 2: IDLE, 3: IDLE },
    storeId: readId(options.storeId),
    occasions: [],
    selectedOccasion: null,
    coverLimits: DEFAULT_LIMITS,
    adultCovers: 0,
    childCovers: 0,
    coverSize: 0,
    restaurantMenus: [],
    selectedMenu: null,
    restaurantAreas: [],
    selectedArea: null,
    selectedBookingDate: date === null ? null : atTime(date, BOOKING.defaultTime),
    selectedBookingTime: BOOKING.defaultTime,
    slots: [],
    confirmationNumber: '',
    manageUrl: '',
    bookingType: '',
    isEnquiry: false,
    creditCardRequired: false,
    braintreeCustomerId: '',
    ...NO_ERROR,
    groupBooking: NO_GROUP_BOOKING,
    sortedLocations: [],
    searchQuery: '',
    customer: emptyCustomer(),
    needs: noNeeds(),
  };
}

// ---- Steps ----

/**
 * Moves to `step`, clamped to 1..BOOKING.lastStep. The thanks screen is not a step one can move to: only a
 * returned booking reference reaches it, and once there the steps no longer move (a confirmed booking is
 * not edited; the Book Now button reloads the page instead). A step that is not a whole number is ignored.
 */
export function setStep(state: BookingJourney, step: number): BookingJourney {
  if (state.thanks || !Number.isInteger(step)) return state;
  const clamped = Math.min(Math.max(step, BOOKING.firstStep), BOOKING.lastStep) as StepNumber;
  return clamped === state.step ? state : { ...state, step: clamped };
}

export function addStep(state: BookingJourney): BookingJourney {
  return setStep(state, state.step + 1);
}

export function subtractStep(state: BookingJourney): BookingJourney {
  return setStep(state, state.step - 1);
}

/** Sets a step's flags directly, for loads the journey has no named transition for; other steps are ignored. */
export function setStepFlags(state: BookingJourney, step: StepNumber, flags: Partial<StepFlags>): BookingJourney {
  return Object.hasOwn(state.steps, step) ? withStep(state, step, flags) : state;
}

// ---- Restaurant ----

/**
 * Chooses the restaurant. Occasions, menus, areas, slots and requirements belong to a restaurant, so a
 * different one forgets them (and the limits they set); the diner's party size, date and time are kept.
 */
export function selectRestaurant(state: BookingJourney, storeId: unknown): BookingJourney {
  const id = readId(storeId);
  if (id === state.storeId) return state;
  return {
    ...state,
    storeId: id,
    occasions: [],
    selectedOccasion: null,
    coverLimits: DEFAULT_LIMITS,
    restaurantMenus: [],
    selectedMenu: null,
    restaurantAreas: [],
    selectedArea: null,
    slots: [],
    isEnquiry: false,
    creditCardRequired: false,
    braintreeCustomerId: '',
    ...NO_ERROR,
  };
}

// ---- Occasions (the API's "restrictions" call, which answers the restaurant's occasions) ----

export function occasionsRequested(state: BookingJourney): BookingJourney {
  return { ...withStep(state, JOURNEY_STEPS.occasion, BUSY), ...NO_ERROR };
}

/**
 * The restaurant's occasions for the chosen date. The occasion the diner had chosen stays chosen when it
 * is still offered (a date change reloads the list), its limits re-applied to the party size. One the
 * diner chose that the date does not offer (brunch, picked for a Saturday, on a Tuesday) is not swapped
 * for another behind their back: it stays chosen, listed beside the day's, and the panel says it cannot
 * be booked that date (code 18's words) until they pick another occasion or another day. With none chosen
 * yet, the first is picked by default. No occasion at all is the catalogue's "no restrictions" error.
 */
export function occasionsLoaded(
  state: BookingJourney,
  occasions: readonly Occasion[] | null | undefined,
): BookingJourney {
  const day = selectedDay(state);
  const list = readList<Occasion>(occasions).filter((o) => isServedAt(o.serviceWindow, day));
  const idle: BookingJourney = {
    ...withStep(state, JOURNEY_STEPS.occasion, IDLE),
    occasions: list,
    ...NO_ERROR,
  };
  const kept = state.selectedOccasion === null ? undefined : findById(list, state.selectedOccasion.id);
  if (kept !== undefined) {
    const coverLimits = limitsOf(kept);
    return withCovers({ ...idle, selectedOccasion: kept, coverLimits }, fitCovers(idle, coverLimits, 'both'));
  }
  const chosen = state.selectedOccasion;
  if (chosen !== null && list.length > 0) {
    return { ...idle, occasions: [chosen, ...list], ...failedWith('occasionNotOffered', errorMessage(ErrorCode.NoAvailableOccasion)) };
  }
  const first = list[0];
  if (first === undefined) {
    return {
      ...idle,
      selectedOccasion: null,
      coverLimits: DEFAULT_LIMITS,
      ...failedWith('noOccasions', errorMessage(ErrorCode.NoRestrictions)),
    };
  }
  return pickOccasion(idle, first);
}

/** The occasions call failed: step one unlocks, its spinner stops, and the panel shows why. */
export function occasionsFailed(state: BookingJourney, failure: ApiFailure | null | undefined): BookingJourney {
  return { ...withStep(state, JOURNEY_STEPS.occasion, IDLE), ...failedWith('occasionsFailed', failureMessage(failure)) };
}

/** Picks one of the loaded occasions by id; an id that is not among them changes nothing. */
export function selectOccasion(state: BookingJourney, occasionId: unknown): BookingJourney {
  const occasion = findById(state.occasions, occasionId);
  return occasion === undefined ? state : pickOccasion(state, occasion);
}

/** The cover limits an occasion sets: whole numbers, at least one cover, at most BOOKING.maxCovers. */
export function limitsOf(occasion: Pick<Occasion, 'minimumCovers' | 'maximumCovers'>): CoverLimits {
  const maxCovers = clamp(wholeOr(occasion.maximumCovers, BOOKING.maxCovers), FEWEST_COVERS, BOOKING.maxCovers);
  // Bad data with the minimum above the maximum trusts the maximum: the restaurant's cap is the hard limit.
  const minCovers = clamp(wholeOr(occasion.minimumCovers, FEWEST_COVERS), FEWEST_COVERS, maxCovers);
  return { minCovers, maxCovers };
}

// ---- Covers ----

/**
 * Sets the party: adults and children together stay within the occasion's limits (never above
 * BOOKING.maxCovers). The number the diner changed is the one held to the limits, as a stepper stops at
 * its end; changing both at once lets adults lead. A number that cannot be read (NaN, text, null) leaves
 * that count as it was; a negative one counts as 0 and a fraction is rounded down, before the limits apply.
 */
export function setCovers(state: BookingJourney, covers: CoversInput): BookingJourney {
  const adults = readCount(covers.adults);
  const children = readCount(covers.children);
  if (adults === null && children === null) return state;
  const wanted = { ...state, adultCovers: adults ?? state.adultCovers, childCovers: children ?? state.childCovers };
  const changed = adults === null ? 'children' : children === null ? 'adults' : 'both';
  return withCovers(state, fitCovers(wanted, state.coverLimits, changed));
}

// ---- Date and time ----

/**
 * The restaurant, occasion, party or date changed: the slots found for the old ones no longer apply, so
 * they go (the time stays as the diner's wish) and the journey is back at step one.
 */
export function stepOneChanged(state: BookingJourney): BookingJourney {
  const cleared = state.slots.length === 0 ? state : { ...state, slots: [] };
  return setStep(cleared, JOURNEY_STEPS.occasion);
}

/** Chooses the date ('YYYY-MM-DD', or a date-time whose date is used) at the selected time; bad dates are ignored. */
export function selectDate(state: BookingJourney, date: unknown): BookingJourney {
  const day = readCalendarDate(date);
  if (day === null) return state;
  return { ...state, selectedBookingDate: atTime(day, state.selectedBookingTime ?? BOOKING.defaultTime) };
}

/** Chooses the time ('HH:MM') and merges it into the selected date; text that is not a time is ignored. */
export function selectTime(state: BookingJourney, time: unknown): BookingJourney {
  const chosen = readTime(time);
  return chosen === null ? state : withTime(state, chosen);
}

/** `time` (the selected time by default) is one of the slots the restaurant offered. */
export function isTimeOffered(state: Pick<BookingJourney, 'slots' | 'selectedBookingTime'>, time?: unknown): boolean {
  const wanted = readTime(time === undefined ? state.selectedBookingTime : time);
  return wanted !== null && state.slots.some((slot) => slot.time === wanted);
}

/**
 * Chooses one of the offered slots by its time ('HH:MM'); a time the restaurant did not offer (or no slots
 * loaded yet) changes nothing, so a journey never holds a time that cannot be booked.
 */
export function selectOfferedTime(state: BookingJourney, time: unknown): BookingJourney {
  return isTimeOffered(state, time) ? selectTime(state, time) : state;
}

/** The selected date's calendar day ('YYYY-MM-DD'), or null while no date is chosen. */
export function selectedDay(state: Pick<BookingJourney, 'selectedBookingDate'>): CalendarDateText | null {
  return readCalendarDate(state.selectedBookingDate);
}

// ---- Slots ----

/** Slots are about to load: the old ones go, and step two locks with its spinner on. */
export function slotsRequested(state: BookingJourney): BookingJourney {
  return { ...withStep(state, JOURNEY_STEPS.slot, BUSY), slots: [], ...NO_ERROR };
}

/**
 * The restaurant's free slots replace the old ones, and the first becomes the selected time, merged into
 * the selected date. No slot leaves no time selected. A slot whose time cannot be read, or outside the
 * occasion's or the chosen menu's service window, is dropped rather than offered (so dinner never
 * preselects a lunchtime); times are kept as 'HH:MM'.
 */
export function slotsLoaded(state: BookingJourney, slots: readonly Slot[] | null | undefined): BookingJourney {
  const readable = slotsServed(readSlots(slots), selectedDay(state), state.selectedOccasion?.serviceWindow, state.selectedMenu?.serviceWindow);
  const idle: BookingJourney = { ...withStep(state, JOURNEY_STEPS.slot, IDLE), slots: readable };
  const first = readable[0];
  return first === undefined ? withTime(idle, null) : withTime(idle, first.time);
}

/**
 * The slots call failed: step two unlocks, its spinner stops, the panel says why, and a
 * 'booking_unavailable' analytics event is due (the caller records it through its analytics port).
 */
export function slotsFailed(state: BookingJourney, failure: ApiFailure | null | undefined): JourneyOutcome {
  const next: BookingJourney = {
    ...withStep(state, JOURNEY_STEPS.slot, IDLE),
    ...failedWith('slotsFailed', failureMessage(failure)),
  };
  return { state: next, events: [unavailableEvent(state)] };
}

/** 'booking_unavailable' for the journey's restaurant, occasion, date and party: no table was there for them. */
export function unavailableEvent(state: BookingJourney): JourneyEvent {
  const properties = {
    storeId: state.storeId ?? '',
    occasionId: state.selectedOccasion === null ? '' : String(state.selectedOccasion.id),
    date: selectedDay(state) ?? '',
    covers: state.coverSize,
  };
  return { name: 'booking_unavailable', properties };
}

// ---- Menus and areas ----

/**
 * The restaurant's menus, kept to those the selected occasion offers and served on the selected day (its
 * hours then narrow the slots); the first is selected, none if none remain.
 */
export function menusLoaded(state: BookingJourney, menus: readonly BookingMenu[] | null | undefined): BookingJourney {
  const day = selectedDay(state);
  const offered = menusForOccasion(readList<BookingMenu>(menus), state.selectedOccasion).filter((m) => isServedAt(m.serviceWindow, day));
  return { ...state, restaurantMenus: offered, selectedMenu: offered[0] ?? null };
}

/** Picks one of the offered menus by id; an id that is not offered changes nothing. */
export function selectMenu(state: BookingJourney, menuId: unknown): BookingJourney {
  const menu = findById(state.restaurantMenus, menuId);
  return menu === undefined ? state : { ...state, selectedMenu: menu };
}

/** The restaurant's areas, by the same rule as menus. */
export function areasLoaded(state: BookingJourney, areas: readonly BookingArea[] | null | undefined): BookingJourney {
  const offered = areasForOccasion(readList<BookingArea>(areas), state.selectedOccasion);
  return { ...state, restaurantAreas: offered, selectedArea: offered[0] ?? null };
}

/** Picks one of the offered areas by id; an id that is not offered changes nothing. */
export function selectArea(state: BookingJourney, areaId: unknown): BookingJourney {
  const area = findById(state.restaurantAreas, areaId);
  return area === undefined ? state : { ...state, selectedArea: area };
}

// ---- Requirements ----

export function requirementsRequested(state: BookingJourney): BookingJourney {
  return { ...withStep(state, JOURNEY_STEPS.details, { spinner: true }), ...NO_ERROR };
}

/** The enquiry flag follows isPlaceAsEnquiryEnabled, the card flag isCardGuaranteeRequired; only `true` counts. */
export function requirementsLoaded(
  state: BookingJourney,
  requirements: Partial<BookingRequirements> | null | undefined,
): BookingJourney {
  return {
    ...withStep(state, JOURNEY_STEPS.details, { spinner: false }),
    isEnquiry: requirements?.isPlaceAsEnquiryEnabled === true,
    creditCardRequired: requirements?.isCardGuaranteeRequired === true,
  };
}

/** The requirements call failed: the panel says why and the spinner stops. */
export function requirementsFailed(state: BookingJourney, failure: ApiFailure | null | undefined): BookingJourney {
  return {
    ...withStep(state, JOURNEY_STEPS.details, { spinner: false }),
    ...failedWith('requirementsFailed', failureMessage(failure)),
  };
}

/** The card guarantee went through: the payment customer id goes with the booking. */
export function paymentCustomerStored(state: BookingJourney, customerId: unknown): BookingJourney {
  return { ...state, braintreeCustomerId: typeof customerId === 'string' ? customerId.trim() : '' };
}

// ---- Customer ----

/**
 * One of the diner's fields changed. A card guarantee is vaulted for one e-mail address, so a different
 * address drops the stored payment customer: the card is asked for again.
 */
export function customerFieldChanged(state: BookingJourney, field: CustomerTextField, text: unknown): BookingJourney {
  const customer = updateCustomerField(state.customer, field, text);
  const sameEmail = customerPayload(customer).email === customerPayload(state.customer).email;
  return { ...state, customer, braintreeCustomerId: sameEmail ? state.braintreeCustomerId : '' };
}

/** A need ticked or unticked on step three; an unknown need or choice changes nothing. */
export function needChanged(state: BookingJourney, need: NeedList | NeedFlag, value: string | null, on: boolean): BookingJourney {
  return { ...state, needs: setNeed(state.needs, need, value, on) };
}

export function customerOptInChanged(state: BookingJourney, field: CustomerOptIn, value: unknown): BookingJourney {
  return { ...state, customer: setCustomerOptIn(state.customer, field, value) };
}

// ---- Making the booking ----

export function bookingSubmitted(state: BookingJourney): BookingJourney {
  return { ...withStep(state, JOURNEY_STEPS.details, BUSY), ...NO_ERROR };
}

/**
 * The create (or event, or enquiry) call answered. A booking reference with an OK or absent status is
 * the booking made: the journey moves to its thanks state. Status 9 means the slot went meanwhile.
 * Anything else, including an answer without a reference, is a failed booking.
 */
export function bookingAnswered(
  state: BookingJourney,
  answer: Partial<BookingConfirmation> | null | undefined,
  bookingType: BookingType,
): BookingJourney {
  const status = answer?.bookingStatus;
  const code = parseErrorCode(status);
  const reference = readId(answer?.bookingReference) ?? '';
  if (code === ErrorCode.BookingWentWrong) return slotTaken(state);
  if (reference !== '' && (code === null || code === ErrorCode.Ok)) {
    return {
      ...state,
      steps: { 1: IDLE, 2: IDLE, 3: IDLE },
      thanks: true,
      confirmationNumber: reference,
      manageUrl: absoluteWebUrl(answer?.manageUrl),
      bookingType: readBookingType(bookingType),
      ...NO_ERROR,
    };
  }
  return bookingNotMade(state, createBookingFailureMessage(status));
}

/** An absolute http(s) address, else '' (a manage link is shown only as one). */
function absoluteWebUrl(value: unknown): string {
  return typeof value === 'string' && /^https?:\/\/[^\s/]+\/\S*$/.test(value) ? value : '';
}

/**
 * The booking call failed. Status 9 (the slot went meanwhile) says so and keeps the diner's details for
 * another slot; any other failure shows the server's message or the mapped one and clears the customer.
 */
export function bookingFailed(state: BookingJourney, failure: ApiFailure | null | undefined): BookingJourney {
  if (failure?.code === ErrorCode.BookingWentWrong) return slotTaken(state);
  return bookingNotMade(state, createBookingFailureMessage(failure?.code, failure?.message));
}

/**
 * The create (or event, or enquiry) call got no answer (a time-out, no connection, a 5xx without a code):
 * the booking may or may not be made, so nothing the diner typed or ticked is cleared (unlike a refusal)
 * and the step unlocks for them to try again (the use-case sends the same Idempotency-Key).
 */
export function bookingUnanswered(state: BookingJourney): BookingJourney {
  return { ...withStep(state, JOURNEY_STEPS.details, IDLE), ...failedWith('bookingUnanswered', MESSAGES.bookingNotAnswered) };
}

// ---- Group booking ----

/**
 * The diner chose a group booking: the group form replaces step one, step two unlocks, the booking image
 * hides, and the finder's results and query are cleared. The journey moves on a step only from step one,
 * the step being hidden. Ignored once the booking is made.
 */
export function groupBookingChosen(state: BookingJourney): BookingJourney {
  if (state.thanks) return state;
  const moved = state.step === JOURNEY_STEPS.occasion ? addStep(state) : state;
  return {
    ...withStep(moved, JOURNEY_STEPS.slot, { disabled: false }),
    groupBooking: { formShown: true, stepOneHidden: true, bookingImageHidden: true },
    sortedLocations: [],
    searchQuery: '',
  };
}

/**
 * Leaves the group-booking form: step one and the booking image show again, and the journey is back at
 * step one (the diner left from there; groupBookingChosen had moved it on). Ignored when the form is not shown.
 */
export function groupBookingClosed(state: BookingJourney): BookingJourney {
  if (!state.groupBooking.formShown) return state;
  return setStep({ ...state, groupBooking: NO_GROUP_BOOKING }, JOURNEY_STEPS.occasion);
}

/** The restaurant finder's results, nearest first; anything that is not a list reads as none. */
export function sortedLocationsChanged(
  state: BookingJourney,
  locations: readonly Location[] | null | undefined,
): BookingJourney {
  const list = Array.isArray(locations) ? locations : [];
  return { ...state, sortedLocations: list.filter((location) => typeof location === 'object' && location !== null) };
}

export function searchQueryChanged(state: BookingJourney, query: unknown): BookingJourney {
  return { ...state, searchQuery: typeof query === 'string' ? query : '' };
}

// ---- Reset ----

/**
 * Back to the defaults: step 1, no covers, the default time, nothing loaded, no error, a blank customer.
 * The restaurant (and the finder's results) are forgotten only when asked; the date is kept unless a
 * new one is given.
 */
export function reset(state: BookingJourney, options: ResetOptions = {}): BookingJourney {
  const keepRestaurant = options.clearRestaurant !== true;
  const date = readCalendarDate(options.date) ?? readCalendarDate(state.selectedBookingDate);
  const fresh = createJourney({ storeId: keepRestaurant ? state.storeId : null, date });
  return keepRestaurant ? { ...fresh, sortedLocations: state.sortedLocations, searchQuery: state.searchQuery } : fresh;
}

// ---- Helpers ----

function pickOccasion(state: BookingJourney, occasion: Occasion): BookingJourney {
  const coverLimits = limitsOf(occasion);
  return withCovers(
    { ...state, selectedOccasion: occasion, coverLimits, ...NO_ERROR },
    { adults: coverLimits.minCovers, children: 0 },
  );
}

interface Party {
  adults: number;
  children: number;
}

function fitCovers(wanted: BookingJourney, limits: CoverLimits, changed: 'adults' | 'children' | 'both'): Party {
  const { minCovers: min, maxCovers: max } = limits;
  if (changed === 'children') {
    const adults = clamp(wanted.adultCovers, 0, max);
    return { adults, children: clamp(wanted.childCovers, Math.max(0, min - adults), max - adults) };
  }
  const children = clamp(wanted.childCovers, 0, changed === 'both' ? max - clamp(wanted.adultCovers, 0, max) : max);
  return { adults: clamp(wanted.adultCovers, Math.max(0, min - children), max - children), children };
}

function withCovers(state: BookingJourney, party: Party): BookingJourney {
  return { ...state, adultCovers: party.adults, childCovers: party.children, coverSize: party.adults + party.children };
}

function withTime(state: BookingJourney, time: string | null): BookingJourney {
  const day = readCalendarDate(state.selectedBookingDate);
  const selectedBookingDate = day === null ? null : atTime(day, time ?? BOOKING.defaultTime);
  return { ...state, selectedBookingTime: time, selectedBookingDate };
}

function withStep(state: BookingJourney, step: StepNumber, flags: Partial<StepFlags>): BookingJourney {
  return { ...state, steps: { ...state.steps, [step]: { ...state.steps[step], ...flags } } };
}

// The slot went meanwhile: it is no longer offered, so the diner cannot send the same time again.
function slotTaken(state: BookingJourney): BookingJourney {
  const slots = state.slots.filter((slot) => slot.time !== state.selectedBookingTime);
  return { ...withStep(state, JOURNEY_STEPS.details, IDLE), slots, ...failedWith('slotTaken', MESSAGES.slotTaken) };
}

function failedWith(key: JourneyErrorKey, text: string): Pick<BookingJourney, 'bookingErrorMessage' | 'bookingErrorKey'> {
  return { bookingErrorMessage: text, bookingErrorKey: key };
}

function bookingNotMade(state: BookingJourney, message: string): BookingJourney {
  return {
    ...withStep(state, JOURNEY_STEPS.details, IDLE),
    ...failedWith('bookingFailed', message === '' ? MESSAGES.defaultError : message),
    customer: emptyCustomer(),
    needs: noNeeds(),
  };
}

// A failure always says something: an OK code without a time-out title maps to '', which would hide it.
function failureMessage(failure: ApiFailure | null | undefined): string {
  return messageForApiError(failure) || MESSAGES.defaultError;
}

function readSlots(slots: readonly Slot[] | null | undefined): Slot[] {
  if (!Array.isArray(slots)) return [];
  const readable: Slot[] = [];
  for (const slot of slots) {
    const entry: unknown = slot;
    const time = isRecord(entry) ? readTime(entry['time']) : null;
    if (time !== null) readable.push({ time, canEnquire: (entry as Record<string, unknown>)['canEnquire'] === true });
  }
  return readable;
}

function findById<T extends { id: string | number }>(list: readonly T[], id: unknown): T | undefined {
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  return list.find((item) => String(item.id) === String(id));
}

function readCount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : null;
}

function wholeOr(value: unknown, fallback: number): number {
  return readCount(value) ?? fallback;
}

function clamp(value: number, lowest: number, highest: number): number {
  return Math.min(Math.max(value, lowest), highest);
}

function readId(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : readText(value);
  return text === '' ? null : text;
}

function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function readBookingType(value: unknown): BookingType {
  return value === 'event' || value === 'enquiry' ? value : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
