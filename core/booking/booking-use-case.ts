// The table-booking journey as one use-case over ports (spec sections 3, 4 and 8): which call follows which,
// the guards (dates within the booking window, only offered times, requirements before a booking, nothing
// changed while booking), stale answers ignored, the card guarantee, the finder and the alternatives. A MobX
// store, a React hook (useSyncExternalStore) or a kiosk subscribes to its snapshot and calls its commands;
// the rules of each state change stay in booking-journey.ts's pure transitions.
import { BOOKING, LOCATIONS, SITE } from '../constants';
import { ErrorCode } from '../errors/error-code';
import { isTimedOut, isUnanswered, messageForApiError } from '../errors/error-message';
import { FINDER_MESSAGES, MESSAGES } from '../errors/messages';
import type { UncheckedLatLng } from '../geo/geo.models';
import { nearestLocations } from '../geo/nearby-search';
import type { AnalyticsPort } from '../ports/analytics.port';
import type { BookingApiPort } from '../ports/booking-api.port';
import type { ClockPort } from '../ports/clock.port';
import type { GeoApiPort } from '../ports/geo-api.port';
import type { GeolocationAnswer, GeolocationPort } from '../ports/geolocation.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import type { PaymentsApiPort } from '../ports/payments-api.port';
import type { ApiFailure, ApiResult } from '../shared/api-result';
import { findAlternatives as nearestWithTimeFree, type AlternativeRestaurant, type AlternativesAnswer } from './alternatives';
import { dateBlocker, type Blocker, type StepBlockers } from './booking-blockers';
import { customerPayload, type CustomerOptIn, type CustomerTextField } from './booking-customer';
import type { NeedFlag, NeedList } from './diner-needs';
import { readCalendarDate, readTime } from './booking-date-time';
import {
  areasLoaded,
  bookingAnswered,
  bookingFailed,
  bookingSubmitted,
  bookingUnanswered,
  createJourney,
  customerFieldChanged,
  customerOptInChanged,
  needChanged,
  groupBookingChosen,
  groupBookingClosed,
  isTimeOffered,
  menusLoaded,
  occasionsFailed,
  occasionsLoaded,
  occasionsRequested,
  paymentCustomerStored,
  requirementsFailed,
  requirementsLoaded,
  requirementsRequested,
  reset as resetJourney,
  searchQueryChanged,
  selectArea,
  selectDate,
  selectMenu,
  selectOccasion,
  selectRestaurant,
  selectTime,
  selectedDay,
  setCovers,
  setStep,
  setStepFlags,
  slotsFailed,
  unavailableEvent,
  slotsLoaded,
  slotsRequested,
  sortedLocationsChanged,
  stepOneChanged,
  type BookingJourney,
  type CoversInput,
  type StepFlags,
  type StepNumber,
} from './booking-journey';
import { areasQuery, createBookingRequest, occasionsQuery, requirementsQuery, slotsQuery } from './booking-requests';
import {
  blockersOf,
  confirmationOf,
  currentCalendarKey,
  isFullDay,
  customerFieldErrors,
  deriveSnapshot,
  liveWidgetOf,
  restaurantOf,
  submitKindOf,
  type AlternativesState,
  type BookableRestaurant,
  type BookingMessage,
  type BookingSnapshot,
  type BookingUseCaseState,
  type CardGuaranteeState,
  type ConfirmedBooking,
  type FinderState,
  type SubmitKind,
} from './booking-snapshot';
import { bookingWindow, type BookingWindow } from './booking-window';
import { isMonthInWindow, monthOf, NO_CALENDAR, readCalendarDay, readCalendarMonth, shiftMonth, type MonthAvailability } from './availability-calendar';
import { addDays } from '../opening-hours/local-calendar';
import type { CardEntry } from './card-entry';
import { nearestSlots, preferredTime } from './time-bands';
import type { BookingType, Occasion } from './booking.models';

/** The booking calls the journey makes. */
export type BookingCalls = Pick<
  BookingApiPort,
  | 'getOccasions'
  | 'getAreas'
  | 'getMenus'
  | 'getSlots'
  | 'getRequirements'
  | 'createBooking'
  | 'createEnquiry'
  | 'createEvent'
  | 'checkAvailability'
> &
  // The availability calendar's month call; without it, step one offers a plain date field.
  Partial<Pick<BookingApiPort, 'getMonthAvailability'>>;

/** The card-guarantee calls: a token for the card form, then the card's nonce. */
export type CardCalls = Pick<PaymentsApiPort, 'getClientToken' | 'submit'>;

export interface BookingPorts {
  booking: BookingCalls;
  payments: CardCalls;
  clock: ClockPort;
  analytics: AnalyticsPort;
  /** The finder's postcode or town search; without it the finder offers the diner's position alone. */
  geo?: Pick<GeoApiPort, 'searchByText'>;
  /** The diner's position for the finder; without it there is no "use my location". */
  geolocation?: GeolocationPort;
  /** The card form's details to a nonce (`checkedCardEntry(tokenizer)`: core's card rules, then the tokenizer); without it only `guaranteeWithCard(nonce)`. */
  cardEntry?: CardEntry;
  /**
   * The booking's Idempotency-Key: one per booking, kept while the create call goes unanswered, so trying
   * again sends the same key and the API books at most once. Without it the HTTP client makes one per call.
   */
  ids?: Pick<IdGeneratorPort, 'uuid'>;
}

export interface BookingUseCaseOptions<R extends BookableRestaurant> {
  /** A restaurant to preselect (a restaurant's own book-now page); one not among `restaurants` is not chosen. */
  storeId?: string | null;
  /** 'YYYY-MM-DD' to start on; today where the restaurants are when absent or not bookable. */
  date?: string | null;
  /** The restaurants the site lists: for the finder, the alternatives and the live widgets. */
  restaurants?: readonly R[];
  /**
   * Occasions booked as an event request (the events call; the restaurant's events team confirms), e.g.
   * ['private-event'], besides those the API flags `isEvent`: for an API whose occasions carry no flag.
   */
  eventOccasionIds?: readonly string[];
  /** The restaurants' IANA zone, where "today" is; SITE.defaultTimeZone by default. */
  timeZone?: string;
  /** How many days after today can be booked; BOOKING.horizonDays by default. */
  horizonDays?: number;
  /** Called once when the booking is made, e.g. to tell the page's header. */
  onConfirmed?: (booking: ConfirmedBooking) => void;
  /** Called when the journey starts again. */
  onReset?: () => void;
}

/**
 * The booking journey's commands and its observable snapshot. Commands never throw: input they cannot use
 * (an unknown restaurant, occasion, menu, area or time, a malformed or unbookable date) answers false and
 * changes nothing, and a port that fails or throws becomes a failure in the snapshot. Async commands answer
 * whether what they asked for arrived.
 */
export interface BookingUseCase<R extends BookableRestaurant> {
  /** Called after every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The same object until something changes (for useSyncExternalStore and MobX's observable.ref). */
  getSnapshot(): BookingSnapshot<R>;
  /** Why `date` cannot be booked now, or null (for a date field's message before it is chosen). */
  dateProblem(date: unknown): Blocker | null;

  /** Loads the occasions of a preselected restaurant; call once the page is in the browser. */
  start(): Promise<boolean>;
  /**
   * Asks again what the API gave no answer to (a time-out, no connection, a 5xx without a code), on the step
   * the snapshot's tryAgainOn names: step one's occasions (then the month's days); step two's times (the
   * menu, area and preferred time kept); step three's requirements, or the booking itself with the same
   * Idempotency-Key and the diner's details as they are now. False when nothing failed that way, or a
   * load is under way.
   */
  tryAgain(): Promise<boolean>;
  /** Asks again for the month's days the calendar could not load (the snapshot's calendarView.canTryAgain). */
  tryCalendarAgain(): Promise<boolean>;
  setRestaurants(restaurants: readonly R[]): void;
  chooseRestaurant(storeId: unknown): Promise<boolean>;
  chooseOccasion(occasionId: unknown): boolean;
  changeCovers(covers: CoversInput): boolean;
  chooseDate(date: unknown): Promise<boolean>;
  /** Shows a month ('YYYY-MM') of the availability calendar, within the booking window, and loads its days. */
  showMonth(month: unknown): Promise<boolean>;
  /** Step one's button: step two, the occasion's menus and areas, then the slots. */
  loadSlots(): Promise<boolean>;
  /** After "that time slot's just been taken": fresh slots, keeping menu, area and the diner's details. */
  chooseAnotherTime(): Promise<boolean>;
  chooseTime(time: unknown): boolean;
  /** The time the diner would like ('HH:MM'): no call; it picks the suggestions and the nearest slot, now and on each reload. */
  choosePreferredTime(time: unknown): boolean;
  chooseMenu(menuId: unknown): Promise<boolean>;
  chooseArea(areaId: unknown): Promise<boolean>;
  /** Step two's button: step three, and whether the slot is an enquiry and needs a card. */
  loadRequirements(): Promise<boolean>;
  changeCustomerField(field: CustomerTextField, text: unknown): boolean;
  touchCustomerField(field: CustomerTextField): boolean;
  changeOptIn(field: CustomerOptIn, value: unknown): boolean;
  /** Ticks or unticks one of the party's needs on step three ('allergens', 'milk', true; 'highChair', null, true). */
  changeNeed(need: NeedList | NeedFlag, value: string | null, on: boolean): boolean;
  loadCardForm(): Promise<boolean>;
  guaranteeWithCard(nonce: unknown): Promise<boolean>;
  /** The card form's fields (CardFields): checked, tokenised through `cardEntry`, then vaulted as guaranteeWithCard does. */
  guaranteeWithCardDetails(fields: unknown): Promise<boolean>;
  /** Makes the booking: an event request, an enquiry or a table, as `submitKind` says. */
  submit(): Promise<boolean>;
  /** Sends the booking as an event request (the events call) whatever the occasion. */
  submitEvent(): Promise<boolean>;
  /** Back to an earlier step; what later steps were loading is abandoned. */
  goToStep(step: unknown): boolean;
  chooseGroupBooking(): boolean;
  closeGroupBooking(): boolean;
  changeSearchQuery(query: unknown): boolean;
  searchNearby(query: unknown): Promise<boolean>;
  locateMe(): Promise<boolean>;
  clearFinder(): boolean;
  findAlternatives(time?: unknown): Promise<boolean>;
  chooseAlternative(alternative: AlternativeRestaurant<R>): Promise<boolean>;
  /** Back to step one with core's defaults; the restaurant is kept (its occasions reloaded) unless asked. */
  reset(options?: { clearRestaurant?: boolean }): Promise<boolean>;
}

/** The calls whose answers can go stale; a booking is never abandoned, only guarded against a second tap. */
type Call = 'occasions' | 'slots' | 'requirements' | 'card' | 'alternatives' | 'finder' | 'calendar';

/** What an abandoned call leaves locked, to unlock: the step its *Requested transition locked. */
const LOCKED_BY: Partial<Record<Call, [StepNumber, Partial<StepFlags>]>> = {
  occasions: [1, { disabled: false, spinner: false }],
  slots: [2, { disabled: false, spinner: false }],
  requirements: [3, { spinner: false }],
};

const NO_CARD: CardGuaranteeState = { status: 'idle', clientToken: null, message: null };
const NO_ALTERNATIVES: AlternativesState<never> = { status: 'idle', time: null, list: [], message: null };
const NO_FINDER: FinderState = { status: 'idle', from: null, query: '', message: null };
const CARD_HOLDER_FIELDS: readonly CustomerTextField[] = ['firstName', 'lastName', 'email'];
const TEXT_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'specialRequest'];
// A port that throws is a failure like any other: no code, so the catalogue's default words.
const THROWN: ApiFailure = { code: null };

export function createBookingUseCase<R extends BookableRestaurant>(
  ports: BookingPorts,
  options: BookingUseCaseOptions<R> = {},
): BookingUseCase<R> {
  const days = options.horizonDays;
  const horizonDays = typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : BOOKING.horizonDays;
  const timeZone = options.timeZone ?? SITE.defaultTimeZone;
  const eventOccasionIds = (options.eventOccasionIds ?? []).map(String);
  const listeners = new Set<() => void>();
  const latest: Record<Call, number> = { occasions: 0, slots: 0, requirements: 0, card: 0, alternatives: 0, finder: 0, calendar: 0 };
  const pending: Record<Call, number | null> = {
    occasions: null,
    slots: null,
    requirements: null,
    card: null,
    alternatives: null,
    finder: null,
    calendar: null,
  };
  let snapshot: BookingSnapshot<R> | null = null;
  let depth = 0;
  let changed = false;

  const now = (): BookingWindow | null => {
    let at = Number.NaN;
    try {
      at = ports.clock.now();
    } catch {
      at = Number.NaN; // an unusable clock books no date: every date then reads as invalid
    }
    return bookingWindow(at, { timeZone, horizonDays });
  };
  const known = (storeId: unknown): string | null => {
    const id = typeof storeId === 'string' ? storeId.trim() : '';
    if (id === '') return null;
    return s.restaurants.length === 0 || s.restaurants.some((r) => r.storeId === id) ? id : null;
  };

  let s: BookingUseCaseState<R> = {
    journey: createJourney(),
    restaurants: readRestaurants(options.restaurants),
    slotsStatus: 'idle',
    slotsFailure: null,
    occasionsFailure: null,
    requirementsFailure: null,
    bookingKey: null,
    requirementsReady: false,
    submitting: false,
    card: NO_CARD,
    alternatives: NO_ALTERNATIVES,
    finder: NO_FINDER,
    preferredTimeChoice: null,
    touched: {},
    submitAttempted: false,
    calendar: NO_CALENDAR,
  };
  const startWindow = now();
  const wantedDay = readCalendarDate(options.date);
  const startDay = wantedDay !== null && dateBlocker(wantedDay, startWindow) === null ? wantedDay : (startWindow?.first ?? null);
  s = {
    ...s,
    journey: createJourney({ storeId: known(options.storeId), date: startDay }),
    calendar: { ...NO_CALENDAR, month: monthOf(startDay) },
  };

  // ---- State and listeners ----

  function set(patch: Partial<BookingUseCaseState<R>>): void {
    const keys = Object.keys(patch) as Array<keyof BookingUseCaseState<R>>;
    if (keys.every((key) => patch[key] === s[key])) return;
    s = { ...s, ...patch };
    snapshot = null;
    changed = true;
    if (depth === 0) flush();
  }

  /** Runs `change` with listeners told once, at its end. */
  function batch<T>(change: () => T): T {
    depth += 1;
    try {
      return change();
    } finally {
      depth -= 1;
      if (depth === 0 && changed) flush();
    }
  }

  function flush(): void {
    changed = false;
    for (const listener of [...listeners]) listener();
  }

  const setJourney = (next: BookingJourney): void => set({ journey: next });
  const locked = (): boolean => s.submitting || s.journey.thanks;
  const context = () => ({ window: now(), horizonDays, eventOccasionIds });
  const monthCall = ports.booking.getMonthAvailability?.bind(ports.booking);
  const blockersNow = (kind?: SubmitKind): StepBlockers => blockersOf(s, context(), kind);
  const kindNow = (): SubmitKind => submitKindOf(s.journey, eventOccasionIds);
  const liveWidget = (): string | null => liveWidgetOf(restaurantOf(s));

  // ---- Request numbers: only the latest answer of each call counts ----

  function begin(call: Call): number {
    latest[call] += 1;
    pending[call] = latest[call];
    return latest[call];
  }

  /** The answer to `ticket` arrived: true when it is still the latest, the call then no longer pending. */
  function settle(call: Call, ticket: number): boolean {
    if (latest[call] !== ticket) return false;
    pending[call] = null;
    return true;
  }

  /** Abandons what `call` waits for: its answer will be ignored, and the step it locked unlocks. */
  function forget(call: Call): void {
    latest[call] += 1;
    if (call === 'requirements') set({ requirementsReady: false });
    if (pending[call] === null) return;
    pending[call] = null;
    const lockedStep = LOCKED_BY[call];
    if (lockedStep !== undefined) setJourney(setStepFlags(s.journey, lockedStep[0], lockedStep[1]));
    if (call === 'slots') set({ slotsStatus: 'idle' });
    if (call === 'card') set({ card: cardIdle(s.card) });
    if (call === 'alternatives') set({ alternatives: NO_ALTERNATIVES });
    if (call === 'finder') set({ finder: NO_FINDER });
  }

  /**
   * Restaurant, occasion, party or date changed (by `change`): what slots, requirements and alternatives
   * were loading is abandoned first (unlocking their steps), then the change applies.
   */
  function changedStepOne(change: (journey: BookingJourney) => BookingJourney): void {
    forget('slots');
    forget('requirements');
    forget('alternatives');
    set({ journey: stepOneChanged(change(s.journey)), slotsStatus: 'idle', slotsFailure: null, alternatives: NO_ALTERNATIVES });
  }

  // ---- Calls ----

  async function loadOccasions(): Promise<boolean> {
    if (occasionsQuery(s.journey) === null) {
      forget('occasions');
      return false;
    }
    const ticket = begin('occasions');
    batch(() => {
      setJourney(occasionsRequested(s.journey));
      set({ occasionsFailure: null });
    });
    // A journey the diner has not given a day opens on one that can still be booked (openOnBookableDay).
    const opening = opensOnToday() ? await openOnBookableDay(ticket) : true;
    if (opening === false) return false;
    // The query is there: the restaurant is kept and the day only ever moves to a bookable one.
    const ask = () => attempt(() => {
      const request = occasionsQuery(s.journey);
      return request === null ? Promise.resolve({ ok: false, error: THROWN } as const) : ports.booking.getOccasions(request.storeId, request.query.date);
    });
    // A calendar that timed out: the occasions, from the same API, would keep the diner waiting as long again.
    let result: ApiResult<Occasion[]> = opening === true ? await ask() : { ok: false, error: opening };
    // Without the calendar's word (no month call, or today's last seating went while it loaded), an opening
    // day of today that has nothing left to book ("no restrictions") moves to tomorrow, once.
    if (!result.ok && result.error.code === ErrorCode.NoRestrictions && pending.occasions === ticket && moveOpeningDay((day) => addDays(day, 1))) {
      result = await ask();
    }
    const current = batch(() => {
      if (!settle('occasions', ticket)) return false;
      setJourney(result.ok ? occasionsLoaded(s.journey, result.value) : occasionsFailed(s.journey, result.error));
      set({ occasionsFailure: result.ok ? null : result.error });
      return true;
    });
    if (!current) return false;
    // The API did not answer: its calendar would not either (tryAgain asks for both).
    if (!result.ok && isUnanswered(result.error)) return false;
    // The month's days for the occasion now chosen: the command that loaded the occasions ends with them.
    await loadCalendar();
    return s.journey.selectedOccasion !== null;
  }

  /**
   * The day a journey opens on when the diner has not chosen one is today, unless the calendar closes today
   * (its last seating gone, or the restaurant shut): then the first day of the booking window the calendar
   * does not close, read a month at a time. So late in the evening a diner meets tomorrow's occasions, not
   * a first step with nothing to book. A day the diner chose, or one a caller asked to start on, is kept.
   * Answers false when a later command took the occasions over while the days loaded, and the calendar's
   * failure when its call timed out (the occasions are then not asked: the API is not answering).
   */
  async function openOnBookableDay(ticket: number): Promise<boolean | ApiFailure> {
    const window = now();
    const { storeId, adultCovers, childCovers, selectedOccasion } = s.journey;
    if (window === null || storeId === null || monthCall === undefined) return true;
    // Today's last seating and the restaurant's closed days are the same for any party: one diner asks,
    // until the occasion's limits are in.
    const party = adultCovers + childCovers > 0 ? { adults: adultCovers, children: childCovers } : { adults: 1, children: 0 };
    const occasion = selectedOccasion === null ? {} : { occasionId: String(selectedOccasion.id) };
    for (let month = monthOf(window.first); month !== null && isMonthInWindow(month, window); month = shiftMonth(month, 1)) {
      const query = { month, ...party, ...occasion };
      const answer = await attempt(() => monthCall(storeId, query));
      if (pending.occasions !== ticket) return false;
      if (!answer.ok && isTimedOut(answer.error)) return answer.error;
      const days = answer.ok && answer.value?.month === month && Array.isArray(answer.value.days) ? answer.value.days : null;
      // No word from the calendar: the occasions are asked for today, as without one.
      if (days === null) return true;
      const open = days.map(readCalendarDay).find((day) => day !== null && day.date >= window.first && day.status !== 'closed');
      if (open != null) {
        moveOpeningDay(() => open.date);
        return true;
      }
    }
    // Nothing to book in the whole window: the journey stays on today and says why.
    return true;
  }

  /** The journey is on today, a day nobody chose, its calendar on today's month, and there is a calendar to ask. */
  function opensOnToday(): boolean {
    const window = now();
    return !dateChosen && monthCall !== undefined && window !== null && selectedDay(s.journey) === window.first && s.calendar.month === monthOf(window.first);
  }

  /** Moves a journey still on today, a day nobody chose, to `to(today)` when that day can be booked; answers whether it moved. */
  function moveOpeningDay(to: (today: string) => string): boolean {
    const window = now();
    if (dateChosen || window === null || selectedDay(s.journey) !== window.first) return false;
    const day = to(window.first);
    if (day === window.first || dateBlocker(day, window) !== null) return false;
    batch(() => {
      setJourney(selectDate(s.journey, day));
      set({ calendar: { ...s.calendar, month: monthOf(day) } });
    });
    return true;
  }

  /**
   * Loads the shown month's days for this restaurant, occasion and party, unless they are loaded or on
   * their way already; a change of any of them (or of the month) asks again, and a stale answer is ignored.
   */
  let calendarLoading: Promise<boolean> = Promise.resolve(false);
  function loadCalendar(): Promise<boolean> {
    const key = currentCalendarKey(s);
    const month = s.calendar.month;
    const { storeId, selectedOccasion, adultCovers, childCovers } = s.journey;
    if (monthCall === undefined || key === null || month === null || storeId === null || liveWidget() !== null) return Promise.resolve(false);
    // The same days on their way: whoever asks waits for them.
    if (s.calendar.key === key && s.calendar.status === 'loading') return calendarLoading;
    if (s.calendar.key === key && s.calendar.status === 'loaded') return Promise.resolve(true);
    const ticket = begin('calendar');
    set({ calendar: { ...s.calendar, status: 'loading', key } });
    const query = { month, adults: adultCovers, children: childCovers, ...(selectedOccasion ? { occasionId: String(selectedOccasion.id) } : {}) };
    calendarLoading = calendarAnswered(ticket, key, month, attempt(() => monthCall(storeId, query)));
    return calendarLoading;
  }

  async function calendarAnswered(ticket: number, key: string, month: string, answer: Promise<ApiResult<MonthAvailability>>): Promise<boolean> {
    const result = await answer;
    return batch(() => {
      if (!settle('calendar', ticket)) return false;
      // The diner turned to another month (a date typed, a month shown) while this one loaded.
      if (s.calendar.month !== month) return false;
      const days = result.ok && result.value?.month === month && Array.isArray(result.value.days) ? result.value.days : null;
      set({ calendar: { status: days === null ? 'failed' : 'loaded', month, key, days: days ?? [] } });
      reportFullDay();
      return days !== null;
    });
  }

  /**
   * A diner shown a full day they chose for their party records 'booking_unavailable', as a failed slots
   * call does (the calendar now says it before the slots are asked for); once per restaurant, occasion,
   * party and day.
   */
  let reportedFull: string | null = null;
  // Only a day the diner chose counts: the date a journey starts on is nobody's wish yet.
  let dateChosen = false;
  function reportFullDay(): void {
    if (!dateChosen || !isFullDay(s)) return;
    const seen = JSON.stringify([currentCalendarKey(s), selectedDay(s.journey)]);
    if (seen === reportedFull) return;
    reportedFull = seen;
    const event = unavailableEvent(s.journey);
    safely(() => ports.analytics.track(event.name, { ...event.properties }));
  }

  // Whether the last step-two load asked for the menus and areas too: a try again asks what that one did.
  let slotsWithChoices = true;
  async function loadSlots(withChoices: boolean): Promise<boolean> {
    const areas = areasQuery(s.journey);
    if (blockersNow()[1].length > 0 || areas === null) return false;
    slotsWithChoices = withChoices;
    const ticket = batch(() => {
      forget('requirements');
      forget('alternatives');
      set({ alternatives: NO_ALTERNATIVES, slotsStatus: 'loading', slotsFailure: null });
      setJourney(slotsRequested(setStep(s.journey, 2)));
      return begin('slots');
    });
    if (withChoices) {
      // The menus served that day take the areas' query (menusQuery); a menu's hours then narrow the slots.
      const [areaAnswer, menuAnswer] = await Promise.all([
        attempt(() => ports.booking.getAreas(areas.storeId, areas.query)),
        attempt(() => ports.booking.getMenus(areas.storeId, areas.query)),
      ]);
      const carryOn = batch(() => {
        if (pending.slots !== ticket) return false;
        const failure = !areaAnswer.ok ? areaAnswer.error : !menuAnswer.ok ? menuAnswer.error : null;
        if (failure !== null) {
          settle('slots', ticket);
          slotsFailedWith(failure);
          return false;
        }
        setJourney(areasLoaded(menusLoaded(s.journey, menuAnswer.ok ? menuAnswer.value : []), areaAnswer.ok ? areaAnswer.value : []));
        return true;
      });
      if (!carryOn) return false;
    }
    // areasQuery passed above and only the menus and areas have changed since, so the slots query is there.
    const slots = slotsQuery(s.journey) as NonNullable<ReturnType<typeof slotsQuery>>;
    const result = await attempt(() => ports.booking.getSlots(slots.storeId, slots.query));
    return batch(() => {
      if (!settle('slots', ticket)) return false;
      if (!result.ok) {
        slotsFailedWith(result.error);
        return false;
      }
      const loaded = slotsLoaded(s.journey, result.value);
      // The nearest slot to the time wanted, not the first of the day: dinner never starts on a lunchtime.
      const wanted = preferredTime(s.preferredTimeChoice, loaded.selectedOccasion, loaded.slots);
      set({ journey: selectTime(loaded, nearestSlots(loaded.slots, wanted, 1)[0]?.time), slotsStatus: 'loaded' });
      return true;
    });
  }

  function slotsFailedWith(failure: ApiFailure): void {
    const outcome = slotsFailed(s.journey, failure);
    set({ journey: outcome.state, slotsStatus: 'failed', slotsFailure: failure });
    for (const event of outcome.events) safely(() => ports.analytics.track(event.name, { ...event.properties }));
  }

  // How the last booking was sent (an event request, or as its kind says): a try again sends it the same way.
  let lastBookingType: BookingType | undefined;
  /** A fresh Idempotency-Key, or null without an id port (the HTTP client then makes one per call). */
  function newKey(): string | null {
    try {
      const key = ports.ids?.uuid();
      return typeof key === 'string' && key !== '' ? key : null;
    } catch {
      return null;
    }
  }

  async function makeBooking(bookingType: BookingType | undefined): Promise<boolean> {
    if (locked()) return false;
    set({ submitAttempted: true });
    const kind: SubmitKind = bookingType === 'event' ? 'event' : kindNow();
    const request = createBookingRequest(s.journey, bookingType);
    if (blockersNow(kind)[3].length > 0 || request === null) return false;
    // A booking the API has not answered yet keeps its key whatever is sent now: if the first create was
    // made, the API answers it again (or refuses a changed one), so the diner can never book twice.
    const key = s.bookingKey ?? newKey();
    set({ submitting: true, journey: bookingSubmitted(s.journey), bookingKey: key });
    lastBookingType = bookingType;
    const call = request.bookingType === 'event' ? 'createEvent' : request.bookingType === 'enquiry' ? 'createEnquiry' : 'createBooking';
    const result = await attempt(() => ports.booking[call](request.storeId, request.data, key === null ? undefined : { idempotencyKey: key }));
    const unanswered = !result.ok && isUnanswered(result.error);
    const confirmed = batch(() => {
      set({
        submitting: false,
        bookingKey: unanswered ? key : null,
        journey: result.ok
          ? bookingAnswered(s.journey, result.value, request.bookingType)
          : unanswered
            ? bookingUnanswered(s.journey)
            : bookingFailed(s.journey, result.error),
      });
      // Core cleared the customer after a refusal: a blank form starts without errors shouting at it.
      const kept = s.journey.bookingErrorKey === 'slotTaken' || s.journey.bookingErrorKey === 'bookingUnanswered';
      if (!s.journey.thanks && !kept) set({ touched: {}, submitAttempted: false });
      return confirmationOf(s.journey);
    });
    if (confirmed === null) return false;
    safely(() =>
      ports.analytics.track('booking_complete', {
        storeId: confirmed.storeId,
        bookingType: confirmed.bookingType || 'booking',
        covers: confirmed.covers,
      }),
    );
    safely(() => options.onConfirmed?.(confirmed));
    return true;
  }

  function showNearest(origin: UncheckedLatLng | null | undefined): void {
    setJourney(sortedLocationsChanged(s.journey, nearestLocations(origin, s.restaurants)));
  }

  function finderAnswered(from: FinderState['from'], query: string, message: BookingMessage | null): boolean {
    const found = s.journey.sortedLocations.length > 0;
    set({ finder: finderIs(found ? 'loaded' : 'failed', from, query, message) });
    return found;
  }

  /**
   * Vaults a card for the booking: `card` is its nonce, or (the card form's details) the entry making one,
   * asked only once the holder's name and e-mail hold.
   */
  async function guarantee(card: string | (() => Promise<ApiResult<string>>)): Promise<boolean> {
    const storeId = s.journey.storeId;
    // A table or an event is guaranteed; an enquiry never asks for a card.
    if (locked() || storeId === null || card === '' || !s.journey.creditCardRequired || kindNow() === 'enquiry') return false;
    const errors = customerFieldErrors(s.journey);
    const missing = CARD_HOLDER_FIELDS.filter((field) => errors[field] !== undefined);
    if (missing.length > 0) {
      set({ touched: { ...s.touched, ...Object.fromEntries(missing.map((field) => [field, true])) } });
      return false;
    }
    const holder = customerPayload(s.journey.customer);
    const ticket = begin('card');
    set({ card: { ...s.card, status: 'submitting', message: null } });
    const made = typeof card === 'string' ? { ok: true as const, value: card } : await attempt(card);
    const result = !made.ok
      ? made
      : await attempt(() =>
          ports.payments.submit({ nonce: made.value, storeId, email: holder.email, firstName: holder.firstName, lastName: holder.lastName }),
        );
    return batch(() => {
      if (!settle('card', ticket)) return false;
      const stored = result.ok ? paymentCustomerStored(s.journey, result.value?.customerId) : s.journey;
      if (stored.braintreeCustomerId === '') {
        set({ card: { ...s.card, status: 'failed', message: cardFailure(result.ok ? THROWN : result.error) } });
        return false;
      }
      set({ journey: stored, card: { ...s.card, status: 'stored', message: null } });
      return true;
    });
  }

  // ---- Commands ----

  const useCase: BookingUseCase<R> = {
    subscribe(listener) {
      if (typeof listener === 'function') listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot() {
      if (snapshot === null) {
        snapshot = deriveSnapshot(s, {
          ...context(),
          canLocate: ports.geolocation !== undefined,
          canSearch: ports.geo !== undefined,
          hasCalendar: monthCall !== undefined,
        });
      }
      return snapshot;
    },

    dateProblem: (date) => dateBlocker(date, now(), horizonDays),

    async start() {
      const j = s.journey;
      if (locked() || j.storeId === null || j.occasions.length > 0 || pending.occasions !== null || liveWidget() !== null) return false;
      return loadOccasions();
    },

    async tryAgain() {
      // Only what the API never answered is asked again; a refusal with a reason would be refused again.
      if (locked()) return false;
      const step = useCase.getSnapshot().tryAgainOn;
      if (step === 1) return pending.occasions === null ? loadOccasions() : false;
      if (step === 2) {
        // A reload for a menu or area keeps the time the diner had chosen, when it is still offered.
        const time = slotsWithChoices ? null : s.journey.selectedBookingTime;
        const loaded = await loadSlots(slotsWithChoices);
        if (loaded && time !== null && isTimeOffered(s.journey, time)) useCase.chooseTime(time);
        return loaded;
      }
      if (step === 3) return s.journey.bookingErrorKey === 'bookingUnanswered' ? makeBooking(lastBookingType) : useCase.loadRequirements();
      return false;
    },

    async tryCalendarAgain() {
      if (locked() || useCase.getSnapshot().calendarView?.canTryAgain !== true) return false;
      return loadCalendar();
    },

    setRestaurants(restaurants) {
      set({ restaurants: readRestaurants(restaurants) });
    },

    async chooseRestaurant(storeId) {
      const id = known(storeId);
      if (locked() || id === null) return false;
      const next = selectRestaurant(s.journey, id);
      // The same restaurant again reloads only if its occasions are missing (a retry after a failure).
      if (next === s.journey && (next.occasions.length > 0 || liveWidget() !== null)) return true;
      const loading = batch(() => {
        forget('card');
        set({ card: NO_CARD });
        changedStepOne((j) => selectRestaurant(j, id));
        if (liveWidget() === null) return loadOccasions();
        forget('occasions');
        return null;
      });
      return loading === null ? true : loading;
    },

    chooseOccasion(occasionId) {
      if (locked()) return false;
      const next = selectOccasion(s.journey, occasionId);
      if (next === s.journey) return false;
      // The occasion already chosen keeps the party as it is.
      if (String(next.selectedOccasion?.id) === String(s.journey.selectedOccasion?.id)) return true;
      // A time wanted for one occasion is not wanted for another: the new one's usual time applies.
      batch(() => {
        set({ preferredTimeChoice: null });
        changedStepOne((j) => selectOccasion(j, occasionId));
      });
      void loadCalendar();
      return true;
    },

    changeCovers(covers) {
      if (locked() || typeof covers !== 'object' || covers === null) return false;
      const next = setCovers(s.journey, covers);
      if (next === s.journey) return false;
      if (next.adultCovers === s.journey.adultCovers && next.childCovers === s.journey.childCovers) return true;
      batch(() => changedStepOne((j) => setCovers(j, covers)));
      void loadCalendar();
      return true;
    },

    async chooseDate(date) {
      const day = readCalendarDate(date);
      if (locked() || day === null || dateBlocker(day, now()) !== null) return false;
      if (day === selectedDay(s.journey) && s.journey.occasions.length > 0) return true;
      await batch(() => {
        changedStepOne((j) => selectDate(j, day));
        // The calendar turns to the chosen day's month (a date typed, or a day of the month shown).
        set({ calendar: { ...s.calendar, month: monthOf(day) } });
        dateChosen = true;
        reportFullDay();
        return loadOccasions();
      });
      return true;
    },

    async showMonth(month) {
      const wanted = readCalendarMonth(month);
      if (wanted === null || !isMonthInWindow(wanted, now())) return false;
      if (wanted !== s.calendar.month) set({ calendar: { ...s.calendar, month: wanted } });
      return loadCalendar();
    },

    loadSlots: () => (locked() ? Promise.resolve(false) : loadSlots(true)),

    chooseAnotherTime: () => (locked() ? Promise.resolve(false) : loadSlots(false)),

    chooseTime(time) {
      // isTimeOffered reads a missing time as "the selected one"; a command with no time chooses nothing.
      if (locked() || time === undefined || !isTimeOffered(s.journey, time)) return false;
      const next = selectTime(s.journey, time);
      if (next.selectedBookingTime === s.journey.selectedBookingTime) return true;
      batch(() => {
        forget('requirements');
        setJourney(next.step > 2 ? setStep(next, 2) : next);
      });
      return true;
    },

    choosePreferredTime(time) {
      const wanted = readTime(time);
      if (locked() || wanted === null) return false;
      batch(() => {
        set({ preferredTimeChoice: wanted });
        useCase.chooseTime(nearestSlots(s.journey.slots, wanted, 1)[0]?.time);
      });
      return true;
    },

    chooseMenu: (menuId) => choose(selectMenu(s.journey, menuId), (j) => j.selectedMenu?.id),

    chooseArea: (areaId) => choose(selectArea(s.journey, areaId), (j) => j.selectedArea?.id),

    async loadRequirements() {
      if (blockersNow()[2].length > 0) return false;
      // Step two's blockers cover everything the requirements query needs: a party, a date and an offered time.
      const request = requirementsQuery(s.journey) as NonNullable<ReturnType<typeof requirementsQuery>>;
      const ticket = batch(() => {
        forget('card');
        set({ requirementsReady: false, journey: requirementsRequested(setStep(s.journey, 3)) });
        return begin('requirements');
      });
      const result = await attempt(() => ports.booking.getRequirements(request.storeId, request.query));
      return batch(() => {
        if (!settle('requirements', ticket)) return false;
        set({
          journey: result.ok ? requirementsLoaded(s.journey, result.value) : requirementsFailed(s.journey, result.error),
          requirementsReady: result.ok,
          requirementsFailure: result.ok ? null : result.error,
        });
        return result.ok;
      });
    },

    changeCustomerField(field, text) {
      if (locked() || !TEXT_FIELDS.includes(field)) return false;
      const next = customerFieldChanged(s.journey, field, text);
      batch(() => {
        // A card is vaulted for one e-mail address: one on its way for the old address is abandoned, and a
        // stored one was dropped by the journey (the card is asked for again).
        if (customerPayload(next.customer).email !== customerPayload(s.journey.customer).email) forget('card');
        if (s.journey.braintreeCustomerId !== '' && next.braintreeCustomerId === '') set({ card: cardIdle(s.card) });
        setJourney(next);
      });
      return true;
    },

    touchCustomerField(field) {
      if (locked() || !TEXT_FIELDS.includes(field)) return false;
      if (s.touched[field] !== true) set({ touched: { ...s.touched, [field]: true } });
      return true;
    },

    changeOptIn(field, value) {
      if (locked() || (field !== 'shouldReceivePromotions' && field !== 'shouldReceiveSms')) return false;
      setJourney(customerOptInChanged(s.journey, field, value));
      return true;
    },

    changeNeed(need, value, on) {
      if (locked()) return false;
      const next = needChanged(s.journey, need, value, on === true);
      if (next.needs === s.journey.needs) return false;
      setJourney(next);
      return true;
    },

    async loadCardForm() {
      if (locked() || !s.journey.creditCardRequired || kindNow() === 'enquiry') return false;
      const ticket = begin('card');
      set({ card: { status: 'loading', clientToken: null, message: null } });
      const result = await attempt(() => ports.payments.getClientToken());
      return batch(() => {
        if (!settle('card', ticket)) return false;
        const token = result.ok && typeof result.value === 'string' && result.value !== '' ? result.value : null;
        set({
          card:
            token !== null
              ? { status: 'ready', clientToken: token, message: null }
              : { status: 'failed', clientToken: null, message: cardFailure(result.ok ? THROWN : result.error) },
        });
        return token !== null;
      });
    },

    guaranteeWithCard: (nonce) => guarantee(typeof nonce === 'string' ? nonce.trim() : ''),

    // Without a card entry there is no nonce to make: '' is refused like an empty nonce.
    guaranteeWithCardDetails: (fields) => guarantee(ports.cardEntry ? () => ports.cardEntry!(fields, now()?.first) : ''),

    submit: () => makeBooking(kindNow() === 'event' ? 'event' : undefined),

    submitEvent: () => makeBooking('event'),

    goToStep(step) {
      if (locked() || typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step >= s.journey.step) return false;
      batch(() => {
        if (step < 3) forget('requirements');
        if (step < 2) forget('slots');
        setJourney(setStep(s.journey, step));
      });
      return true;
    },

    chooseGroupBooking() {
      if (locked()) return false;
      setJourney(groupBookingChosen(s.journey));
      return true;
    },

    closeGroupBooking() {
      if (locked() || !s.journey.groupBooking.formShown) return false;
      batch(() => {
        forget('requirements');
        forget('slots');
        setJourney(groupBookingClosed(s.journey));
      });
      return true;
    },

    changeSearchQuery(query) {
      if (locked()) return false;
      setJourney(searchQueryChanged(s.journey, query));
      return true;
    },

    async searchNearby(query) {
      const geo = ports.geo;
      if (locked()) return false;
      const text = typeof query === 'string' ? query.trim().slice(0, LOCATIONS.placeQueryMaxLength) : '';
      setJourney(searchQueryChanged(s.journey, query));
      if (geo === undefined) return false;
      if (text === '') {
        batch(() => {
          forget('finder');
          showNearest(null);
          set({ finder: finderIs('failed', 'search', '', keyed('finderEmptyQuery', FINDER_MESSAGES.emptyQuery)) });
        });
        return false;
      }
      const ticket = begin('finder');
      set({ finder: finderIs('loading', 'search', text) });
      const result = await attempt(() => geo.searchByText(text));
      return batch(() => {
        if (!settle('finder', ticket)) return false;
        if (!result.ok) {
          set({ finder: finderIs('failed', 'search', text, keyed('finderFailed', messageForApiError(result.error))) });
          return false;
        }
        const origin = result.value?.origin ?? null;
        showNearest(origin);
        const message =
          origin === null
            ? keyed('finderPlaceNotFound', FINDER_MESSAGES.placeNotFound(text))
            : s.journey.sortedLocations.length > 0
              ? null
              : keyed('finderNoneNear', FINDER_MESSAGES.noneNear(text));
        return finderAnswered('search', text, message);
      });
    },

    async locateMe() {
      const geolocation = ports.geolocation;
      if (locked() || geolocation === undefined) return false;
      const ticket = begin('finder');
      set({ finder: finderIs('loading', 'position', '') });
      let position: GeolocationAnswer | undefined;
      try {
        position = await geolocation.currentPosition();
      } catch {
        position = { ok: false, reason: 'unavailable' };
      }
      const answer = position;
      return batch(() => {
        if (!settle('finder', ticket)) return false;
        if (answer?.ok !== true) {
          set({ finder: finderIs('failed', 'position', '', keyed('finderLocationOff', FINDER_MESSAGES.locationOff)) });
          return false;
        }
        setJourney(searchQueryChanged(s.journey, ''));
        showNearest(answer.point);
        const none = keyed('finderNoneNearYou', FINDER_MESSAGES.noneNearYou);
        return finderAnswered('position', '', s.journey.sortedLocations.length > 0 ? null : none);
      });
    },

    clearFinder() {
      if (locked()) return false;
      batch(() => {
        forget('finder');
        set({ finder: NO_FINDER, journey: searchQueryChanged(s.journey, '') });
        showNearest(null);
      });
      return true;
    },

    async findAlternatives(time) {
      if (locked()) return false;
      const origin = restaurantOf(s);
      const date = selectedDay(s.journey);
      const wanted = readTime(time === undefined ? s.journey.selectedBookingTime : time);
      if (origin === null || wanted === null || s.journey.coverSize < 1 || dateBlocker(date, now()) !== null) {
        batch(() => {
          forget('alternatives');
          set({ alternatives: NO_ALTERNATIVES });
        });
        return false;
      }
      const ticket = begin('alternatives');
      set({ alternatives: { status: 'loading', time: wanted, list: [], message: null } });
      let answer: AlternativesAnswer<R>;
      try {
        answer = await nearestWithTimeFree(ports.booking, {
          origin,
          restaurants: s.restaurants,
          date: date as string,
          adults: s.journey.adultCovers,
          children: s.journey.childCovers,
          time: wanted,
        });
      } catch {
        answer = { ok: false, message: MESSAGES.availabilityError };
      }
      const found = answer;
      return batch(() => {
        if (!settle('alternatives', ticket)) return false;
        set({
          alternatives: found.ok
            ? { status: 'loaded', time: wanted, list: found.alternatives, message: null }
            : { status: 'failed', time: wanted, list: [], message: keyed('alternativesFailed', found.message) },
        });
        return found.ok;
      });
    },

    async chooseAlternative(alternative) {
      const time = readTime(alternative?.time);
      const storeId = alternative?.restaurant?.storeId;
      if (locked() || time === null || known(storeId) === null) return false;
      // The alternative was found for this occasion and party; a new restaurant's occasions start from core's
      // defaults (the first occasion, its minimum party), so the diner's choices are made again there.
      const { selectedOccasion, adultCovers, childCovers } = s.journey;
      if (!(await useCase.chooseRestaurant(storeId))) return false;
      if (selectedOccasion !== null) useCase.chooseOccasion(selectedOccasion.id);
      useCase.changeCovers({ adults: adultCovers, children: childCovers });
      return (await loadSlots(true)) && useCase.chooseTime(time);
    },

    async reset(how = {}) {
      if (s.submitting) return false;
      const clearRestaurant = how?.clearRestaurant === true;
      const window = now();
      const kept = selectedDay(s.journey);
      // A date kept from before (past midnight, say) that can no longer be booked starts again on today.
      const date = dateBlocker(kept, window) === null ? kept : (window?.first ?? null);
      const loading = batch(() => {
        for (const call of ['occasions', 'slots', 'requirements', 'card', 'alternatives'] as const) forget(call);
        if (clearRestaurant) forget('finder');
        set({
          journey: resetJourney(s.journey, { clearRestaurant, date }),
          slotsStatus: 'idle',
          slotsFailure: null,
          occasionsFailure: null,
          requirementsFailure: null,
          bookingKey: null,
          requirementsReady: false,
          card: NO_CARD,
          alternatives: NO_ALTERNATIVES,
          preferredTimeChoice: null,
          touched: {},
          submitAttempted: false,
          calendar: { ...s.calendar, month: monthOf(date) },
          ...(clearRestaurant ? { finder: NO_FINDER } : {}),
        });
        dateChosen = false;
        safely(() => options.onReset?.());
        return liveWidget() === null ? loadOccasions() : false;
      });
      await loading;
      return true;
    },
  };

  /** A menu or area chosen: a different one can change the times offered, so the slots load again. */
  async function choose(next: BookingJourney, idOf: (j: BookingJourney) => unknown): Promise<boolean> {
    if (locked() || next === s.journey) return false;
    if (String(idOf(next)) === String(idOf(s.journey))) return true;
    setJourney(next);
    return loadSlots(false);
  }

  return useCase;
}

/** A port's answer, or a failure when it threw or answered something that is not a result. */
async function attempt<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    const result = await call();
    return typeof result === 'object' && result !== null && typeof result.ok === 'boolean' ? result : { ok: false, error: THROWN };
  } catch {
    return { ok: false, error: THROWN };
  }
}

/**
 * Runs a listener the booking does not depend on (analytics, the page's hooks). The booking is made or
 * reset whatever it does; its failure is its own, so it is answered as false and goes no further.
 */
function safely(run: () => void): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

function finderIs(status: FinderState['status'], from: FinderState['from'], query: string, message: BookingMessage | null = null): FinderState {
  return { status, from, query, message };
}

function keyed(key: BookingMessage['key'], text: string): BookingMessage {
  return { key, text };
}

function cardIdle(card: CardGuaranteeState): CardGuaranteeState {
  return { ...card, status: card.clientToken === null ? 'idle' : 'ready', message: null };
}

/**
 * A failed card step. The card gateway's refusal (HTTP 402) carries its own words for the diner ('Your
 * card was declined...') and no catalogue code, and so does a card field refused (400, by core's card
 * rules or the tokenizer): both are the card declined. Anything else reads through core's catalogue.
 */
function cardFailure(failure: ApiFailure): BookingMessage {
  const { code, status, message } = failure;
  if (code === null && (status === 402 || status === 400) && typeof message === 'string' && message.trim() !== '') return keyed('cardDeclined', message);
  return keyed('cardFailed', messageForApiError(failure));
}

function readRestaurants<R extends BookableRestaurant>(restaurants: unknown): R[] {
  if (!Array.isArray(restaurants)) return [];
  return restaurants.filter(
    (restaurant): restaurant is R => typeof restaurant === 'object' && restaurant !== null && typeof restaurant.storeId === 'string',
  );
}
