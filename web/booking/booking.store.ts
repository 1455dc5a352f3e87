// The booking journey's MobX store: it holds core's immutable BookingJourney, runs each step's calls
// through the ports and hands every answer to core's transitions. No booking rule is written here: which
// occasion is picked, how covers are held to limits, what a failure says, what the booking sends, all come
// from core/booking. What lives here is orchestration: which call follows which, and that a slower,
// older answer never overwrites a newer one (each call keeps a request number; only the latest counts).
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  customerErrors,
  customerPayload,
  type CustomerOptIn,
  type CustomerTextField,
  readCalendarDate,
  readTime,
  areasLoaded,
  bookingAnswered,
  bookingFailed,
  bookingSubmitted,
  createJourney,
  customerFieldChanged,
  customerOptInChanged,
  groupBookingChosen,
  groupBookingClosed,
  menusLoaded,
  paymentCustomerStored,
  requirementsFailed,
  requirementsLoaded,
  requirementsRequested,
  reset as resetJourney,
  restrictionsFailed,
  restrictionsLoaded,
  restrictionsRequested,
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
  slotsLoaded,
  slotsRequested,
  sortedLocationsChanged,
  type BookingJourney,
  type CoversInput,
  type StepFlags,
  type StepNumber,
  areasQuery,
  createBookingRequest,
  menusQuery,
  requirementsQuery,
  restrictionsQuery,
  slotsQuery,
  type BookingType,
  type Slot,
  suggestedTimes,
  findAlternatives as nearestWithTimeFree,
  type AlternativeRestaurant,
} from '@tavola/core/booking';
import { LOCATIONS, SITE } from '@tavola/core/constants';
import { ErrorCode, messageForApiError, MESSAGES } from '@tavola/core/errors';
import { type UncheckedLatLng, nearestLocations } from '@tavola/core/geo';
import { localMoment } from '@tavola/core/opening-hours';
import type {
  AnalyticsPort,
  BookingApiPort,
  ClockPort,
  GeoApiPort,
  GeolocationPort,
  PaymentsApiPort,
  ApiFailure,
  ApiResult,
} from '@tavola/core/ports';
import type { RestaurantSummary } from '../page-data';
import { bookingCalendarFile, type CalendarFile } from './booking-calendar';

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
>;

/** The card-guarantee calls: a token for the card form, then the card's nonce. */
export type CardCalls = Pick<PaymentsApiPort, 'getClientToken' | 'submit'>;

export interface BookingStorePorts {
  booking: BookingCalls;
  payments: CardCalls;
  analytics: AnalyticsPort;
  clock: ClockPort;
  /** The finder's postcode or town search; without it the finder offers the diner's position alone. */
  geo?: Pick<GeoApiPort, 'searchByText'>;
  /** The diner's position for the finder; without it there is no "use my location". */
  geolocation?: GeolocationPort;
}

/** What the thanks screen (and the Book Now button) learn once a booking reference returns. */
export interface ConfirmedBooking {
  reference: string;
  bookingType: BookingType;
  storeId: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  covers: number;
}

export interface BookingStoreOptions {
  /** A restaurant to preselect (a restaurant's own book-now page). */
  storeId?: string | null;
  /** 'YYYY-MM-DD' to start on; today in the restaurants' zone otherwise. */
  date?: string | null;
  /** The restaurants the site lists: for the finder, the alternatives and the calendar's address. */
  restaurants?: readonly RestaurantSummary[];
  /** Called once when the booking is made, e.g. `layout.setBookingConfirmed(true)`. */
  onConfirmed?: (booking: ConfirmedBooking) => void;
  /** Called when the journey starts again, e.g. `layout.setBookingConfirmed(false)`. */
  onReset?: () => void;
  /**
   * Occasions booked as an event request (the events call; the restaurant's events team confirms), e.g.
   * ['private-event']. The spec's occasions carry no such flag, so the brand names them (booking-config.ts).
   */
  eventOccasionIds?: readonly string[];
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CardGuaranteeState {
  /** loading: the card form's token; submitting: the card; stored: the booking can go. */
  readonly status: 'idle' | 'loading' | 'ready' | 'submitting' | 'stored' | 'failed';
  /** For the card form (the test gateway or Braintree's drop-in). */
  readonly clientToken: string | null;
  readonly message: string;
}

export interface AlternativesState {
  readonly status: LoadStatus;
  /** The time asked about, 'HH:MM'. */
  readonly time: string | null;
  readonly list: readonly AlternativeRestaurant<RestaurantSummary>[];
  readonly message: string;
}

export interface FinderState {
  readonly status: LoadStatus;
  /** What the nearest list is measured from: a place typed, or the diner's position. */
  readonly from: 'search' | 'position' | null;
  /** The place typed, as searched. */
  readonly query: string;
  readonly message: string;
}

/** A restaurant of the finder's list with its distance. */
export interface NearbyRestaurant {
  readonly restaurant: RestaurantSummary;
  readonly miles: number;
}

export interface SuggestedTime {
  time: string;
  /** One of the restaurant's slots right now. */
  available: boolean;
  /** That slot can only be requested as an enquiry. */
  canEnquire: boolean;
}

/** The calls whose answers can go stale; 'submit' is never abandoned, only guarded against a second tap. */
type Call = 'restrictions' | 'slots' | 'requirements' | 'card' | 'alternatives' | 'finder' | 'submit';

/** What an abandoned call leaves locked, to unlock: the step its *Requested transition locked. */
const LOCKED_BY: Partial<Record<Call, { step: StepNumber; flags: Partial<StepFlags> }>> = {
  restrictions: { step: 1, flags: { disabled: false, spinner: false } },
  slots: { step: 2, flags: { disabled: false, spinner: false } },
  requirements: { step: 3, flags: { spinner: false } },
  submit: { step: 3, flags: { disabled: false, spinner: false } },
};

const NO_CARD: CardGuaranteeState = { status: 'idle', clientToken: null, message: '' };
const NO_ALTERNATIVES: AlternativesState = { status: 'idle', time: null, list: [], message: '' };
const NO_FINDER: FinderState = { status: 'idle', from: null, query: '', message: '' };
const CARD_HOLDER_FIELDS: readonly CustomerTextField[] = ['firstName', 'lastName', 'email'];

export class BookingStore {
  /** The journey's whole state; every transition replaces it. */
  journey: BookingJourney;
  restaurants: readonly RestaurantSummary[];
  /** The last step-two load: 'failed' with `slotsFailure` when the restaurant could not offer a slot. */
  slotsStatus: LoadStatus = 'idle';
  slotsFailure: ApiFailure | null = null;
  /** The requirements of the chosen slot are known (enquiry and card flags are current). */
  requirementsReady = false;
  /** A booking call is on its way; a second tap is ignored and the journey cannot be edited. */
  submitting = false;
  card: CardGuaranteeState = NO_CARD;
  alternatives: AlternativesState = NO_ALTERNATIVES;
  finder: FinderState = NO_FINDER;
  /** Fields the diner has left, whose errors are shown. */
  touched: Readonly<Partial<Record<CustomerTextField, true>>> = {};
  /** The diner tried to book: every field's error is shown. */
  submitAttempted = false;

  readonly #ports: BookingStorePorts;
  readonly #options: BookingStoreOptions;
  readonly #latest: Record<Call, number> = { restrictions: 0, slots: 0, requirements: 0, card: 0, alternatives: 0, finder: 0, submit: 0 };
  readonly #pending: Record<Call, number | null> = {
    restrictions: null,
    slots: null,
    requirements: null,
    card: null,
    alternatives: null,
    finder: null,
    submit: null,
  };

  constructor(ports: BookingStorePorts, options: BookingStoreOptions = {}) {
    this.#ports = ports;
    this.#options = options;
    this.restaurants = options.restaurants ?? [];
    this.journey = createJourney({ storeId: options.storeId ?? null, date: options.date ?? this.today() });
    makeAutoObservable(this, {
      journey: observableRef,
      restaurants: observableRef,
      slotsFailure: observableRef,
      card: observableRef,
      alternatives: observableRef,
      finder: observableRef,
      touched: observableRef,
    });
  }

  // ---- What the UI reads ----

  /** The step shown, or the thanks screen once a booking reference has returned. */
  get currentStep(): StepNumber | 'thanks' {
    return this.journey.thanks ? 'thanks' : this.journey.step;
  }

  /** Whether each step's button can move on: its data is loaded, nothing is loading, the request can be built. */
  get canContinue(): Readonly<Record<StepNumber, boolean>> {
    const j = this.journey;
    const timeOffered = j.slots.some((slot) => slot.time === j.selectedBookingTime);
    return {
      1: !this.#locked && !j.steps[1].disabled && areasQuery(j) !== null,
      2: !this.#locked && !j.steps[2].disabled && timeOffered && requirementsQuery(j) !== null,
      3: !this.#locked && !j.steps[3].spinner && this.requirementsReady && createBookingRequest(j, this.#bookingType) !== null,
    };
  }

  /** The booking panel's message (core's catalogue text); '' when nothing failed. */
  get message(): string {
    return this.journey.bookingErrorMessage;
  }

  /**
   * The slot went while the diner was booking: offer `chooseAnotherTime()`; their details are kept. Core
   * marks this case only by its message (a code-9 failure keeps the customer), so the message is the signal.
   */
  get slotTaken(): boolean {
    return this.journey.bookingErrorMessage === MESSAGES.slotTaken;
  }

  /** Nothing bookable at this restaurant for the party and date: offer `findAlternatives()`. */
  get noAvailability(): boolean {
    if (this.slotsStatus === 'failed') return this.slotsFailure?.code === ErrorCode.NoFreeSlot;
    return this.slotsStatus === 'loaded' && !this.journey.slots.some((slot) => !slot.canEnquire);
  }

  /** Grid times (15-minute steps) around the selected time, each marked as offered or not. */
  get suggestedTimes(): SuggestedTime[] {
    return suggestedTimes(this.journey.selectedBookingTime).map((time) => {
      const slot: Slot | undefined = this.journey.slots.find((candidate) => candidate.time === time);
      return { time, available: slot !== undefined, canEnquire: slot?.canEnquire === true };
    });
  }

  /** The party sizes the occasion takes, for a covers picker. */
  get coverChoices(): number[] {
    const { minCovers, maxCovers } = this.journey.restrictions;
    return Array.from({ length: Math.max(0, maxCovers - minCovers + 1) }, (_, i) => minCovers + i);
  }

  /** The first error of each customer field, from core's validation, whether shown yet or not. */
  get customerErrors(): Readonly<Partial<Record<CustomerTextField, string>>> {
    const errors: Partial<Record<CustomerTextField, string>> = {};
    for (const error of customerErrors(this.journey.customer)) {
      const field = error.field as CustomerTextField;
      errors[field] ??= error.message;
    }
    return errors;
  }

  /** The error to show under a field: once the diner has left it, or tried to book. */
  fieldError(field: CustomerTextField): string | null {
    if (!this.submitAttempted && this.touched[field] !== true) return null;
    return this.customerErrors[field] ?? null;
  }

  /**
   * What the diner's button sends: 'event' for an event occasion (the events team confirms it), 'enquiry'
   * when the slot can only be requested, else 'booking'.
   */
  get submitKind(): 'booking' | 'enquiry' | 'event' {
    if (this.isEventOccasion) return 'event';
    return this.journey.isEnquiry ? 'enquiry' : 'booking';
  }

  /** The chosen occasion is booked as an event request. */
  get isEventOccasion(): boolean {
    const occasion = this.journey.selectedOccasion;
    return occasion !== null && (this.#options.eventOccasionIds ?? []).includes(occasion.id);
  }

  /**
   * The booking needs a card guarantee and none is stored yet: show the card form. Only a confirmed table
   * is guaranteed; an enquiry or an event request is confirmed by the restaurant (core's rule).
   */
  get cardGuaranteeNeeded(): boolean {
    return this.journey.creditCardRequired && this.journey.braintreeCustomerId === '' && this.submitKind === 'booking';
  }

  /** The restaurant takes bookings through its live reservation widget (SevenRooms): its id, else null. */
  get liveWidgetId(): string | null {
    const id = this.restaurant?.bookATableWidgetId;
    return typeof id === 'string' && id.trim() !== '' ? id : null;
  }

  /** The finder's list: the nearest restaurants (at most 10 within 100 miles) to the place or position. */
  get nearest(): NearbyRestaurant[] {
    const list: NearbyRestaurant[] = [];
    for (const location of this.journey.sortedLocations) {
      const restaurant = this.restaurants.find((candidate) => candidate.storeId === location.storeId);
      if (restaurant !== undefined) list.push({ restaurant, miles: location.milesValue ?? 0 });
    }
    return list;
  }

  /** The finder can ask for the diner's position. */
  get canLocate(): boolean {
    return this.#ports.geolocation !== undefined;
  }

  /** The finder can search by postcode or town. */
  get canSearch(): boolean {
    return this.#ports.geo !== undefined;
  }

  get busy(): boolean {
    const { steps } = this.journey;
    return (
      steps[1].spinner ||
      steps[2].spinner ||
      steps[3].spinner ||
      this.submitting ||
      this.card.status === 'loading' ||
      this.card.status === 'submitting' ||
      this.alternatives.status === 'loading'
    );
  }

  /** The chosen restaurant as the site lists it, when it is among `restaurants`. */
  get restaurant(): RestaurantSummary | null {
    const id = this.journey.storeId;
    return id === null ? null : (this.restaurants.find((restaurant) => restaurant.storeId === id) ?? null);
  }

  /** The booking made, for the thanks screen; null before. */
  get confirmation(): ConfirmedBooking | null {
    const j = this.journey;
    const date = selectedDay(j);
    if (!j.thanks || j.storeId === null || date === null || j.selectedBookingTime === null) return null;
    return {
      reference: j.confirmationNumber,
      bookingType: j.bookingType,
      storeId: j.storeId,
      date,
      time: j.selectedBookingTime,
      covers: j.coverSize,
    };
  }

  /** Today's date where the restaurants are, 'YYYY-MM-DD': the calendar's first day. Read from the clock each time. */
  today(): string {
    return localMoment(this.#ports.clock.now(), SITE.defaultTimeZone)?.date ?? '';
  }

  /** The thanks screen's 'Add to calendar' file; null before the booking is made or without the restaurant's details. */
  calendarFile(): CalendarFile | null {
    const booking = this.confirmation;
    const restaurant = this.restaurant;
    if (booking === null || restaurant === null) return null;
    return bookingCalendarFile({
      ...booking,
      restaurantTitle: restaurant.title,
      address: [restaurant.address, restaurant.postcode].filter(Boolean).join(', '),
      stampMs: this.#ports.clock.now(),
    });
  }

  // ---- Step one: restaurant, occasion, covers, date ----

  setRestaurants(restaurants: readonly RestaurantSummary[]): void {
    this.restaurants = restaurants;
  }

  /** Loads the occasions of a preselected restaurant; call once the page is in the browser. */
  async start(): Promise<void> {
    if (this.journey.storeId !== null && this.journey.occasions.length === 0 && this.#pending.restrictions === null) {
      await this.#loadRestrictions();
    }
  }

  /**
   * Chooses the restaurant and loads its occasions for the selected date; a restaurant that books through
   * its live reservation widget is only selected (the widget takes it from there).
   */
  async chooseRestaurant(storeId: string): Promise<void> {
    if (this.#locked) return;
    const next = selectRestaurant(this.journey, storeId);
    // The same restaurant again reloads only if its occasions are missing (a retry after a failure).
    if (next === this.journey && (this.journey.occasions.length > 0 || this.liveWidgetId !== null)) return;
    this.journey = next;
    this.#stepOneChanged();
    this.card = NO_CARD;
    if (this.liveWidgetId !== null) {
      this.#forget('restrictions');
      return;
    }
    await this.#loadRestrictions();
  }

  /** A calendar day ('YYYY-MM-DD') that can be booked: a real date, today or later where the restaurants are. */
  isBookableDate(date: string): boolean {
    const day = readCalendarDate(date);
    return day !== null && day >= this.today();
  }

  chooseOccasion(occasionId: string): void {
    if (this.#locked) return;
    const next = selectOccasion(this.journey, occasionId);
    if (next === this.journey) return;
    this.journey = next;
    this.#stepOneChanged();
  }

  changeCovers(covers: CoversInput): void {
    if (this.#locked) return;
    const next = setCovers(this.journey, covers);
    if (next === this.journey) return;
    this.journey = next;
    this.#stepOneChanged();
  }

  /**
   * Chooses the date ('YYYY-MM-DD') and reloads the restaurant's occasions for it. A day before today (a
   * date input passes through such days while a year is typed digit by digit) is not asked about.
   */
  async chooseDate(date: string): Promise<void> {
    if (this.#locked || !this.isBookableDate(date)) return;
    const next = selectDate(this.journey, date);
    const sameDay = selectedDay(next) === selectedDay(this.journey) && this.journey.occasions.length > 0;
    if (next === this.journey || sameDay) return;
    this.journey = next;
    this.#stepOneChanged();
    await this.#loadRestrictions();
  }

  // ---- Step two: menus, areas, slots ----

  /**
   * Step one's button: shows step two and loads the occasion's areas and menus (core keeps those its link
   * groups allow), then the slots for the selected menu and area. Answers whether slots arrived.
   */
  loadSlots(): Promise<boolean> {
    return this.#loadSlots(true);
  }

  /** After "that time slot's just been taken": fresh slots, keeping the menu, area and the diner's details. */
  chooseAnotherTime(): Promise<boolean> {
    return this.#loadSlots(false);
  }

  chooseTime(time: string): void {
    if (this.#locked) return;
    const next = selectTime(this.journey, time);
    if (next === this.journey || next.selectedBookingTime === this.journey.selectedBookingTime) return;
    this.journey = next.step > 2 ? setStep(next, 2) : next;
    this.#forget('requirements');
  }

  /** A different menu can change the times offered, so the slots are loaded again. */
  async chooseMenu(menuId: string): Promise<void> {
    if (this.#locked) return;
    const next = selectMenu(this.journey, menuId);
    if (next === this.journey) return;
    this.journey = next;
    await this.#loadSlots(false);
  }

  /** A different area can change the times offered, so the slots are loaded again. */
  async chooseArea(areaId: string): Promise<void> {
    if (this.#locked) return;
    const next = selectArea(this.journey, areaId);
    if (next === this.journey) return;
    this.journey = next;
    await this.#loadSlots(false);
  }

  // ---- Step three: requirements, the diner, the card, the booking ----

  /** Step two's button: shows step three and asks whether the slot is an enquiry and needs a card. */
  async loadRequirements(): Promise<boolean> {
    if (this.#locked) return false;
    const request = requirementsQuery(this.journey);
    if (request === null) return false;
    this.#forget('card');
    this.requirementsReady = false;
    const ticket = this.#begin('requirements');
    this.journey = requirementsRequested(setStep(this.journey, 3));
    try {
      const result = await this.#ports.booking.getRequirements(request.storeId, request.query);
      return runInAction(() => {
        if (!this.#settle('requirements', ticket)) return false;
        this.journey = result.ok ? requirementsLoaded(this.journey, result.value) : requirementsFailed(this.journey, result.error);
        this.requirementsReady = result.ok;
        return result.ok;
      });
    } finally {
      this.#release('requirements', ticket);
    }
  }

  changeCustomerField(field: CustomerTextField, text: string): void {
    if (this.#locked) return;
    const before = customerPayload(this.journey.customer).email;
    let next = customerFieldChanged(this.journey, field, text);
    // A card is vaulted for one e-mail address; a different address needs the card again.
    if (next.braintreeCustomerId !== '' && customerPayload(next.customer).email !== before) {
      next = paymentCustomerStored(next, '');
      this.card = { ...this.card, status: this.card.clientToken === null ? 'idle' : 'ready', message: '' };
    }
    this.journey = next;
  }

  /** The diner left a field: its error, if any, shows from now on. */
  touchCustomerField(field: CustomerTextField): void {
    if (this.touched[field] !== true) this.touched = { ...this.touched, [field]: true };
  }

  changeOptIn(field: CustomerOptIn, value: boolean): void {
    if (this.#locked) return;
    this.journey = customerOptInChanged(this.journey, field, value);
  }

  /** Gets the card form's client token. */
  async loadCardForm(): Promise<boolean> {
    if (this.#locked || !this.journey.creditCardRequired) return false;
    const ticket = this.#begin('card');
    this.card = { status: 'loading', clientToken: null, message: '' };
    try {
      const result = await this.#ports.payments.getClientToken();
      return runInAction(() => {
        if (!this.#settle('card', ticket)) return false;
        this.card = result.ok
          ? { status: 'ready', clientToken: result.value, message: '' }
          : { status: 'failed', clientToken: null, message: cardFailureMessage(result.error) };
        return result.ok;
      });
    } finally {
      this.#release('card', ticket);
    }
  }

  /**
   * Vaults the card the form tokenised (its nonce) for this restaurant and the diner's name and e-mail,
   * which must be valid first; the payment customer id then goes with the booking.
   */
  async guaranteeWithCard(nonce: string): Promise<boolean> {
    const storeId = this.journey.storeId;
    if (this.#locked || storeId === null || nonce.trim() === '') return false;
    const errors = this.customerErrors;
    const missing = CARD_HOLDER_FIELDS.filter((field) => errors[field] !== undefined);
    if (missing.length > 0) {
      const touched = { ...this.touched };
      for (const field of missing) touched[field] = true;
      this.touched = touched;
      return false;
    }
    const holder = customerPayload(this.journey.customer);
    const ticket = this.#begin('card');
    this.card = { ...this.card, status: 'submitting', message: '' };
    try {
      const result = await this.#ports.payments.submit({
        nonce,
        storeId,
        email: holder.email,
        firstName: holder.firstName,
        lastName: holder.lastName,
      });
      return runInAction(() => {
        if (!this.#settle('card', ticket)) return false;
        if (result.ok) {
          this.journey = paymentCustomerStored(this.journey, result.value.customerId);
          this.card = { ...this.card, status: 'stored', message: '' };
        } else {
          this.card = { ...this.card, status: 'failed', message: cardFailureMessage(result.error) };
        }
        return result.ok;
      });
    } finally {
      this.#release('card', ticket);
    }
  }

  /**
   * Makes the booking: an event request for an event occasion, an enquiry when the slot can only be
   * requested, a table otherwise (see `submitKind`).
   */
  submit(): Promise<boolean> {
    return this.#submit(this.#bookingType);
  }

  /** Sends the booking as an event request (the events call) instead of a table booking. */
  submitEvent(): Promise<boolean> {
    return this.#submit('event');
  }

  // ---- Moving about, group bookings, the finder ----

  /** Back to an earlier step; what the later steps were loading is abandoned. */
  goToStep(step: StepNumber): void {
    if (this.#locked || step >= this.journey.step) return;
    if (step < 3) this.#forget('requirements');
    if (step < 2) this.#forget('slots');
    this.journey = setStep(this.journey, step);
  }

  chooseGroupBooking(): void {
    if (this.#locked) return;
    this.journey = groupBookingChosen(this.journey);
  }

  /** Back from the group form to step one (core's groupBookingClosed); what later steps were loading is abandoned. */
  closeGroupBooking(): void {
    if (!this.journey.groupBooking.formShown || this.#locked) return;
    this.#forget('requirements');
    this.#forget('slots');
    this.journey = groupBookingClosed(this.journey);
  }

  changeSearchQuery(query: string): void {
    this.journey = searchQueryChanged(this.journey, query);
  }

  /** The finder's results: the nearest restaurants (at most 10 within 100 miles) to a point, e.g. the diner's. */
  showNearest(origin: UncheckedLatLng | null): void {
    this.journey = sortedLocationsChanged(this.journey, nearestLocations(origin, this.restaurants));
  }

  /**
   * The finder's search: the place typed (a postcode, district or town) is looked up by the API, and the
   * restaurants nearest to it are listed. Answers whether any restaurant was found.
   */
  async searchNearby(query: string): Promise<boolean> {
    const text = query.trim();
    this.changeSearchQuery(query);
    const geo = this.#ports.geo;
    if (geo === undefined) return false;
    if (text === '') {
      this.#forget('finder');
      this.finder = { status: 'failed', from: 'search', query: text, message: FINDER_MESSAGES.emptyQuery };
      this.showNearest(null);
      return false;
    }
    const ticket = this.#begin('finder');
    this.finder = { status: 'loading', from: 'search', query: text, message: '' };
    try {
      const result = await geo.searchByText(text);
      return runInAction(() => {
        if (!this.#settle('finder', ticket)) return false;
        if (!result.ok) {
          this.finder = { status: 'failed', from: 'search', query: text, message: messageForApiError(result.error) };
          return false;
        }
        this.showNearest(result.value.origin);
        const found = this.journey.sortedLocations.length > 0;
        const message = result.value.origin === null ? FINDER_MESSAGES.placeNotFound(text) : found ? '' : FINDER_MESSAGES.noneNear(text);
        this.finder = { status: found ? 'loaded' : 'failed', from: 'search', query: text, message };
        return found;
      });
    } finally {
      this.#release('finder', ticket);
    }
  }

  /** The finder's "use my location": the browser's position, then the restaurants nearest to it. */
  async locateMe(): Promise<boolean> {
    const geolocation = this.#ports.geolocation;
    if (geolocation === undefined) return false;
    const ticket = this.#begin('finder');
    this.finder = { status: 'loading', from: 'position', query: '', message: '' };
    try {
      const position = await geolocation.currentPosition();
      return runInAction(() => {
        if (!this.#settle('finder', ticket)) return false;
        if (!position.ok) {
          this.finder = { status: 'failed', from: 'position', query: '', message: FINDER_MESSAGES.locationOff };
          return false;
        }
        this.changeSearchQuery('');
        this.showNearest(position.point);
        const found = this.journey.sortedLocations.length > 0;
        this.finder = { status: found ? 'loaded' : 'failed', from: 'position', query: '', message: found ? '' : FINDER_MESSAGES.noneNearYou };
        return found;
      });
    } finally {
      this.#release('finder', ticket);
    }
  }

  /** Clears the finder's list and message. */
  clearFinder(): void {
    this.#forget('finder');
    this.finder = NO_FINDER;
    this.changeSearchQuery('');
    this.showNearest(null);
  }

  // ---- Alternatives ----

  /**
   * The nearest other restaurants with `time` (the selected time by default) free, or a time close to it,
   * on the same date for the same party. The result is in `alternatives`.
   */
  async findAlternatives(time?: string): Promise<void> {
    const origin = this.restaurant;
    const date = selectedDay(this.journey);
    const wanted = readTime(time ?? this.journey.selectedBookingTime);
    if (origin === null || date === null || wanted === null || this.journey.coverSize < 1) {
      this.#forget('alternatives');
      this.alternatives = NO_ALTERNATIVES;
      return;
    }
    const ticket = this.#begin('alternatives');
    this.alternatives = { status: 'loading', time: wanted, list: [], message: '' };
    try {
      const answer = await nearestWithTimeFree(this.#ports.booking, {
        origin,
        restaurants: this.restaurants,
        date,
        adults: this.journey.adultCovers,
        children: this.journey.childCovers,
        time: wanted,
      });
      runInAction(() => {
        if (!this.#settle('alternatives', ticket)) return;
        this.alternatives = answer.ok
          ? { status: 'loaded', time: wanted, list: answer.alternatives, message: '' }
          : { status: 'failed', time: wanted, list: [], message: answer.message };
      });
    } finally {
      this.#release('alternatives', ticket);
    }
  }

  /**
   * One tap on an alternative: that restaurant, its occasions for the date (the occasion kept when it is
   * offered there), its slots, and the offered time. Answers whether that time is now selected.
   */
  async chooseAlternative(alternative: AlternativeRestaurant<RestaurantSummary>): Promise<boolean> {
    if (this.#locked) return false;
    // The alternative was found for this occasion and party; a new restaurant's occasions start from core's
    // defaults (the first occasion, its minimum party), so the diner's choices are made again there.
    const { selectedOccasion, adultCovers, childCovers } = this.journey;
    await this.chooseRestaurant(alternative.restaurant.storeId);
    if (selectedOccasion !== null) this.chooseOccasion(selectedOccasion.id);
    this.changeCovers({ adults: adultCovers, children: childCovers });
    // A private method is not one of MobX's actions: its first, synchronous changes run inside one here.
    if (!this.canContinue[1] || !(await runInAction(() => this.#loadSlots(true)))) return false;
    if (!this.journey.slots.some((slot) => slot.time === alternative.time)) return false;
    this.chooseTime(alternative.time);
    return true;
  }

  // ---- Starting again ----

  /** Back to step 1 with core's defaults; the restaurant is kept (and its occasions reloaded) unless asked. */
  async reset(options: { clearRestaurant?: boolean } = {}): Promise<void> {
    if (this.submitting) return;
    for (const call of ['restrictions', 'slots', 'requirements', 'card', 'alternatives'] as const) this.#forget(call);
    this.journey = resetJourney(this.journey, { clearRestaurant: options.clearRestaurant === true });
    this.slotsStatus = 'idle';
    this.slotsFailure = null;
    this.touched = {};
    this.submitAttempted = false;
    this.#options.onReset?.();
    await this.#loadRestrictions();
  }

  // ---- Calls ----

  /** The booking call `submit` makes: '' lets core choose between a table and an enquiry. */
  get #bookingType(): BookingType | undefined {
    return this.isEventOccasion ? 'event' : undefined;
  }

  /** Nothing may change while the booking is being made, nor once it is made (until reset). */
  get #locked(): boolean {
    return this.submitting || this.journey.thanks;
  }

  async #loadRestrictions(): Promise<void> {
    const request = restrictionsQuery(this.journey);
    if (request === null) {
      this.#forget('restrictions');
      return;
    }
    const ticket = this.#begin('restrictions');
    this.journey = restrictionsRequested(this.journey);
    try {
      const result = await this.#ports.booking.getOccasions(request.storeId, request.query.date);
      runInAction(() => {
        if (!this.#settle('restrictions', ticket)) return;
        this.journey = result.ok ? restrictionsLoaded(this.journey, result.value) : restrictionsFailed(this.journey, result.error);
      });
    } finally {
      this.#release('restrictions', ticket);
    }
  }

  async #loadSlots(withChoices: boolean): Promise<boolean> {
    if (this.#locked) return false;
    const areas = areasQuery(this.journey);
    if (areas === null) return false;
    this.#forget('requirements');
    this.#forget('alternatives');
    this.alternatives = NO_ALTERNATIVES;
    this.slotsStatus = 'loading';
    this.slotsFailure = null;
    const ticket = this.#begin('slots');
    this.journey = slotsRequested(setStep(this.journey, 2));
    try {
      if (withChoices) {
        // Menus need a time; with none selected (no slot last time) the occasion is shown without menus.
        const menus = menusQuery(this.journey);
        const [areaAnswer, menuAnswer] = await Promise.all([
          this.#ports.booking.getAreas(areas.storeId, areas.query),
          menus === null ? Promise.resolve(null) : this.#ports.booking.getMenus(menus.storeId, menus.query),
        ]);
        const carryOn = runInAction(() => {
          if (this.#pending.slots !== ticket) return false;
          if (!areaAnswer.ok || (menuAnswer !== null && !menuAnswer.ok)) {
            this.#settle('slots', ticket);
            this.#slotsFailed(!areaAnswer.ok ? areaAnswer.error : failureOf(menuAnswer));
            return false;
          }
          this.journey = areasLoaded(menusLoaded(this.journey, menuAnswer?.value ?? []), areaAnswer.value);
          return true;
        });
        if (!carryOn) return false;
      }
      const slots = slotsQuery(this.journey);
      if (slots === null) return false;
      const result = await this.#ports.booking.getSlots(slots.storeId, slots.query);
      return runInAction(() => {
        if (!this.#settle('slots', ticket)) return false;
        if (!result.ok) {
          this.#slotsFailed(result.error);
          return false;
        }
        this.journey = slotsLoaded(this.journey, result.value);
        this.slotsStatus = 'loaded';
        return true;
      });
    } finally {
      this.#release('slots', ticket);
    }
  }

  #slotsFailed(failure: ApiFailure | null): void {
    const outcome = slotsFailed(this.journey, failure);
    this.journey = outcome.state;
    this.slotsStatus = 'failed';
    this.slotsFailure = failure;
    for (const event of outcome.events) this.#ports.analytics.track(event.name, { ...event.properties });
  }

  async #submit(bookingType: BookingType | undefined): Promise<boolean> {
    if (this.#locked) return false;
    this.submitAttempted = true;
    if (!this.requirementsReady) return false;
    const request = createBookingRequest(this.journey, bookingType);
    if (request === null) return false;
    const ticket = this.#begin('submit');
    this.submitting = true;
    this.journey = bookingSubmitted(this.journey);
    try {
      const { booking } = this.#ports;
      const make =
        request.bookingType === 'event' ? booking.createEvent : request.bookingType === 'enquiry' ? booking.createEnquiry : booking.createBooking;
      const result = await make.call(booking, request.storeId, request.data);
      const confirmed = runInAction(() => {
        this.#settle('submit', ticket);
        this.submitting = false;
        this.journey = result.ok ? bookingAnswered(this.journey, result.value, request.bookingType) : bookingFailed(this.journey, result.error);
        if (!this.journey.thanks && !this.slotTaken) {
          // Core cleared the customer: a blank form starts without errors shouting at it.
          this.touched = {};
          this.submitAttempted = false;
        }
        return this.confirmation;
      });
      if (confirmed === null) return false;
      this.#ports.analytics.track('booking_complete', {
        storeId: confirmed.storeId,
        bookingType: confirmed.bookingType || 'booking',
        covers: confirmed.covers,
      });
      this.#options.onConfirmed?.(confirmed);
      return true;
    } finally {
      runInAction(() => {
        if (this.#pending.submit === ticket) this.submitting = false;
        this.#release('submit', ticket);
      });
    }
  }

  // ---- Request numbers ----

  /** A new request of `call`: any answer to an earlier one is stale from now on. */
  #begin(call: Call): number {
    this.#latest[call] += 1;
    this.#pending[call] = this.#latest[call];
    return this.#latest[call];
  }

  /** The answer to request `ticket` arrived: true when it is still the latest, and the call is no longer pending. */
  #settle(call: Call, ticket: number): boolean {
    if (this.#latest[call] !== ticket) return false;
    this.#pending[call] = null;
    return true;
  }

  /**
   * Abandons whatever `call` is waiting for: its answer will be ignored, and the step it locked unlocks,
   * so a change of mind never leaves a spinner turning.
   */
  #forget(call: Call): void {
    this.#latest[call] += 1;
    if (call === 'requirements') this.requirementsReady = false;
    if (this.#pending[call] === null) return;
    this.#pending[call] = null;
    const locked = LOCKED_BY[call];
    if (locked !== undefined) this.journey = setStepFlags(this.journey, locked.step, locked.flags);
    if (call === 'slots') this.slotsStatus = 'idle';
    if (call === 'card') this.card = { ...this.card, status: this.card.clientToken === null ? 'idle' : 'ready' };
    if (call === 'alternatives') this.alternatives = NO_ALTERNATIVES;
    if (call === 'finder') this.finder = NO_FINDER;
  }

  /** After a call ends, however it ended: one that threw before settling is abandoned, unlocking its step. */
  #release(call: Call, ticket: number): void {
    if (this.#pending[call] === ticket) runInAction(() => this.#forget(call));
  }

  /** Restaurant, occasion, party or date changed: the slots, requirements and alternatives no longer apply. */
  #stepOneChanged(): void {
    this.#forget('slots');
    this.#forget('requirements');
    this.#forget('alternatives');
    this.slotsStatus = 'idle';
    this.slotsFailure = null;
    this.alternatives = NO_ALTERNATIVES;
    this.requirementsReady = false;
    if (this.journey.step > 1) this.journey = setStep(this.journey, 1);
  }
}

/**
 * The finder's words; the location one is core's restaurant version of the spec's jobs message (shared with
 * /find-us).
 */
export const FINDER_MESSAGES = {
  emptyQuery: 'Enter a postcode or town to search.',
  placeNotFound: (query: string) => `We could not find ${query}. Try a postcode or a town name.`,
  noneNear: (query: string) => `None of our restaurants is within ${LOCATIONS.maxDistanceMiles} miles of ${query}.`,
  noneNearYou: `None of our restaurants is within ${LOCATIONS.maxDistanceMiles} miles of you.`,
  locationOff: MESSAGES.restaurantGeolocationUnavailable,
} as const;

function failureOf(answer: ApiResult<unknown> | null): ApiFailure | null {
  return answer !== null && !answer.ok ? answer.error : null;
}

/**
 * A failed card step. The card gateway's refusal (HTTP 402) carries its own words for the diner ('Your
 * card was declined...') and no catalogue code; anything else reads through core's catalogue.
 */
function cardFailureMessage(failure: ApiFailure): string {
  if (failure.code === null && failure.status === 402 && typeof failure.message === 'string' && failure.message.trim() !== '') {
    return failure.message;
  }
  return messageForApiError(failure);
}
