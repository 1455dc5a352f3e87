// The booking store driving core's journey. Most journeys run against the real reference API (seeded,
// on an ephemeral port, its clock at Monday 2026-11-23 10:00 UTC) with the ports resolved from a test
// container; the stale-answer and failure races use a fake booking port whose answers the test releases.
import {
  AnalyticsToken,
  type AnalyticsPort,
  BookingApiToken,
  type BookingApiPort,
  type CreateBookingData,
  ClockToken,
  type ClockPort,
  ContentApiToken,
  type ContentApiPort,
  GeoApiToken,
  type GeoApiPort,
  type GeolocationPort,
  PaymentsApiToken,
  type PaymentsApiPort,
  fail,
  ok,
  type ApiResult,
} from '@tavola/core/ports';
import type { CustomerTextField } from '@tavola/core/booking';
import { ErrorCode, MESSAGES, messageForApiError } from '@tavola/core/errors';
import { autorun, configure } from 'mobx';
import { FixedClock } from '@tavola/adapters';
import { toSummary } from '../../server/site/loaders/restaurant.loaders';
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { aMenu, anArea, anOccasion, aSlot } from '../../tests/builders/booking.builder';
import { startAdapterHarness, type AdapterHarness } from '../../tests/support/adapter-harness';
import { createTestContainer } from '../../tests/support/test-container';
import type { RestaurantSummary } from '../page-data';
import { BookingStore, FINDER_MESSAGES, type BookingCalls, type BookingStoreOptions, type CardCalls, type ConfirmedBooking } from './booking.store';

/** A Wednesday after the API's "now". */
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

const GIULIA: Record<CustomerTextField, string> = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.com',
  phoneNumber: '07700 900123',
  specialRequest: 'A quiet table, please',
};

class RecordingAnalytics implements AnalyticsPort {
  readonly events: Array<{ name: string; properties?: Record<string, string | number | boolean> }> = [];
  track(name: string, properties?: Record<string, string | number | boolean>): void {
    this.events.push(properties === undefined ? { name } : { name, properties });
  }
}

function typeIn(store: BookingStore, details: Partial<Record<CustomerTextField, string>> = GIULIA): void {
  for (const [field, text] of Object.entries(details)) store.changeCustomerField(field as CustomerTextField, text);
}

// ---------------------------------------------------------------------------------------------------------
// Against the reference API
// ---------------------------------------------------------------------------------------------------------

describe('BookingStore on the reference API', () => {
  let h: AdapterHarness;
  let restaurants: RestaurantSummary[];

  beforeAll(async () => {
    h = await startAdapterHarness();
    const listed = await createTestContainer({ apiBaseUrl: h.baseUrl, clock: h.api.clock }).get<ContentApiPort>(ContentApiToken).searchRestaurants();
    if (!listed.ok) throw new Error(`no restaurants: ${JSON.stringify(listed.error)}`);
    restaurants = listed.value.map(toSummary);
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  /** A store as a browser would have it: its own container (token, session), ports resolved from it. */
  function aStore(options: BookingStoreOptions = {}) {
    const container = createTestContainer({ apiBaseUrl: h.baseUrl, clock: h.api.clock });
    container.bind(AnalyticsToken).toConstantValue(new RecordingAnalytics());
    const analytics = container.get<AnalyticsPort>(AnalyticsToken) as RecordingAnalytics;
    const booking = container.get<BookingApiPort>(BookingApiToken);
    const store = new BookingStore(
      { booking, payments: container.get<PaymentsApiPort>(PaymentsApiToken), analytics, clock: container.get<ClockPort>(ClockToken) },
      { restaurants, ...options },
    );
    return { store, analytics, booking };
  }

  /** Restaurant, occasion, party and date; slots loaded; optionally a time; requirements loaded. */
  async function toDetails(
    store: BookingStore,
    { storeId, occasion = 'dinner', adults, date = WEDNESDAY, time }: { storeId: string; occasion?: string; adults: number; date?: string; time?: string },
  ): Promise<void> {
    await store.chooseRestaurant(storeId);
    store.chooseOccasion(occasion);
    store.changeCovers({ adults });
    await store.chooseDate(date);
    expect(await store.loadSlots()).toBe(true);
    if (time !== undefined) store.chooseTime(time);
    expect(store.journey.selectedBookingTime).toBe(time ?? store.journey.slots[0]?.time);
    expect(await store.loadRequirements()).toBe(true);
  }

  const storedBooking = (reference: string) =>
    h.api.handle.db
      .selectFrom('bookings')
      .select(['store_id', 'kind', 'dining_date', 'dining_time', 'adult_covers', 'payment_customer_id'])
      .where('reference', '=', reference)
      .executeTakeFirst();

  it('books a table end to end: restaurant, occasion, covers, date, slots, time, requirements, details, thanks', async () => {
    const confirmed: ConfirmedBooking[] = [];
    const { store, analytics } = aStore({ onConfirmed: (booking) => confirmed.push(booking) });
    expect(store.today()).toBe('2026-11-23');
    expect(store.currentStep).toBe(1);

    await store.chooseRestaurant('CV001');
    expect(store.journey.occasions.map((o) => o.id)).toEqual(['dinner', 'lunch', 'birthday', 'bottomless-brunch', 'business-lunch', 'private-event', 'drinks']);
    expect(store.journey.selectedOccasion?.id).toBe('dinner');
    expect(store.journey.steps[1]).toEqual({ disabled: false, spinner: false });

    store.chooseOccasion('dinner');
    store.changeCovers({ adults: 2 });
    expect(store.journey.coverSize).toBe(2);
    expect(store.coverChoices).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    await store.chooseDate(WEDNESDAY);
    expect(store.journey.selectedBookingDate).toBe(`${WEDNESDAY}T09:00:00`);
    expect(store.canContinue[1]).toBe(true);

    expect(await store.loadSlots()).toBe(true);
    expect(store.currentStep).toBe(2);
    expect(store.journey.slots[0]).toEqual({ time: '12:00', canEnquire: false });
    expect(store.journey.selectedBookingTime).toBe('12:00');
    expect(store.journey.restaurantMenus.map((m) => m.id)).toContain('a-la-carte');
    expect(store.journey.restaurantAreas.map((a) => a.id)).toEqual(['main-dining-room', 'bar', 'private-dining-room']);
    expect(store.noAvailability).toBe(false);

    store.chooseTime('19:00');
    expect(store.journey.selectedBookingDate).toBe(`${WEDNESDAY}T19:00:00`);
    expect(store.suggestedTimes.map((s) => s.time)).toEqual(['18:30', '18:45', '19:00', '19:15', '19:30']);
    expect(store.suggestedTimes.every((s) => s.available && !s.canEnquire)).toBe(true);
    expect(store.canContinue[2]).toBe(true);

    expect(await store.loadRequirements()).toBe(true);
    expect(store.currentStep).toBe(3);
    expect(store.journey).toMatchObject({ isEnquiry: false, creditCardRequired: false });
    expect(store.submitKind).toBe('booking');
    expect(store.canContinue[3]).toBe(false);

    typeIn(store);
    store.changeOptIn('shouldReceivePromotions', true);
    expect(store.canContinue[3]).toBe(true);
    expect(await store.submit()).toBe(true);

    expect(store.currentStep).toBe('thanks');
    const booking = store.confirmation;
    expect(booking).toEqual({ reference: expect.stringMatching(/^CV[A-Z2-9]{6}$/), bookingType: '', storeId: 'CV001', date: WEDNESDAY, time: '19:00', covers: 2 });
    expect(confirmed).toEqual([booking]);
    expect(analytics.events).toEqual([{ name: 'booking_complete', properties: { storeId: 'CV001', bookingType: 'booking', covers: 2 } }]);
    expect(await storedBooking(booking?.reference ?? '')).toMatchObject({ store_id: 'CV001', kind: 'booking', dining_time: '19:00', adult_covers: 2 });

    const file = store.calendarFile();
    expect(file?.filename).toBe(`booking-${booking?.reference}.ics`);
    expect(file?.content).toContain('DTSTART:20261125T190000Z');
    expect(file?.content).toContain('SUMMARY:Table for 2 at Oxford Circus');

    // A confirmed booking is not edited: the journey only starts again through reset.
    store.changeCovers({ adults: 6 });
    await store.chooseDate(THURSDAY);
    expect(store.confirmation).toEqual(booking);
  });

  it('sends an enquiry at Oxford Circus when the slot is full and it takes enquiries', async () => {
    const { store, booking } = aStore();
    // Forty covers (Oxford Circus's capacity) already booked at 19:00 on Thursday, eight at a time.
    for (let i = 0; i < 5; i += 1) {
      const made = await booking.createBooking('CV001', aBookingFor({ adultCovers: 8, diningDateTime: `${THURSDAY}T19:00:00`, bookingTime: '19:00' }));
      expect(made.ok).toBe(true);
    }
    await toDetails(store, { storeId: 'CV001', adults: 2, date: THURSDAY, time: '19:00' });
    expect(store.journey.slots).toContainEqual({ time: '19:00', canEnquire: true });
    expect(store.journey).toMatchObject({ isEnquiry: true, creditCardRequired: false });
    expect(store.submitKind).toBe('enquiry');

    typeIn(store);
    expect(await store.submit()).toBe(true);
    expect(store.confirmation).toMatchObject({ bookingType: 'enquiry', time: '19:00' });
    expect(await storedBooking(store.journey.confirmationNumber)).toMatchObject({ kind: 'enquiry', dining_date: THURSDAY });
    expect(store.calendarFile()?.content).toContain('STATUS:TENTATIVE');
  });

  it('sends an event request for a private event', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', occasion: 'private-event', adults: 8, time: '20:00' });
    typeIn(store);
    expect(await store.submitEvent()).toBe(true);
    expect(store.confirmation).toMatchObject({ bookingType: 'event', covers: 8, time: '20:00' });
    expect(await storedBooking(store.journey.confirmationNumber)).toMatchObject({ kind: 'event', adult_covers: 8 });
  });

  it('sends a private event as an event request from the one Book button, with no card asked even for ten', async () => {
    const { store } = aStore({ eventOccasionIds: ['private-event'] });
    await toDetails(store, { storeId: 'CV001', occasion: 'private-event', adults: 10, date: THURSDAY, time: '20:30' });
    expect(store.submitKind).toBe('event');
    expect(store.journey.creditCardRequired).toBe(true);
    expect(store.cardGuaranteeNeeded).toBe(false);
    typeIn(store);
    expect(store.canContinue[3]).toBe(true);
    expect(await store.submit()).toBe(true);
    expect(store.confirmation).toMatchObject({ bookingType: 'event', covers: 10, time: '20:30' });
    expect(await storedBooking(store.journey.confirmationNumber)).toMatchObject({ kind: 'event', adult_covers: 10, payment_customer_id: null });
  });

  it('finds the restaurants nearest to a town through the API’s place search, nearest first', async () => {
    const container = createTestContainer({ apiBaseUrl: h.baseUrl, clock: h.api.clock });
    const { store } = aStore();
    const withGeo = new BookingStore(
      {
        booking: container.get<BookingApiPort>(BookingApiToken),
        payments: container.get<PaymentsApiPort>(PaymentsApiToken),
        analytics: new RecordingAnalytics(),
        clock: container.get<ClockPort>(ClockToken),
        geo: container.get<GeoApiPort>(GeoApiToken),
      },
      { restaurants },
    );
    expect(store.canSearch).toBe(false);
    expect(withGeo.canSearch).toBe(true);
    expect(withGeo.canLocate).toBe(false);

    expect(await withGeo.searchNearby('Leeds')).toBe(true);
    const found = withGeo.nearest;
    expect(found[0]?.restaurant).toMatchObject({ storeId: 'CV010', title: 'Leeds Briggate' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.every(({ miles }) => miles <= 100)).toBe(true);
    expect(found.map(({ miles }) => miles)).toEqual([...found.map(({ miles }) => miles)].sort((a, b) => a - b));
    expect(withGeo.finder).toMatchObject({ status: 'loaded', from: 'search', query: 'Leeds', message: '' });
    expect(withGeo.journey.searchQuery).toBe('Leeds');

    expect(await withGeo.searchNearby('Atlantis')).toBe(false);
    expect(withGeo.nearest).toEqual([]);
    expect(withGeo.finder.message).toBe(FINDER_MESSAGES.placeNotFound('Atlantis'));

    expect(await withGeo.searchNearby('   ')).toBe(false);
    expect(withGeo.finder.message).toBe(FINDER_MESSAGES.emptyQuery);
  });

  it('given Edinburgh, which books through SevenRooms, then it is chosen without asking the API for occasions', async () => {
    const { store } = aStore();
    await store.chooseRestaurant('CV013');
    expect(store.liveWidgetId).toBe('casaventuraedinburgh');
    expect(store.journey.occasions).toEqual([]);
    expect(store.busy).toBe(false);
    expect(store.message).toBe('');
    await store.chooseRestaurant('CV001');
    expect(store.liveWidgetId).toBeNull();
    expect(store.journey.occasions.length).toBeGreaterThan(0);
  });

  it('takes a card guarantee through the test gateway for ten at Oxford Circus, after a declined card', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 10, time: '19:30' });
    expect(store.journey.creditCardRequired).toBe(true);
    expect(store.cardGuaranteeNeeded).toBe(true);

    typeIn(store);
    expect(store.canContinue[3]).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(store.currentStep).toBe(3);

    expect(await store.loadCardForm()).toBe(true);
    expect(store.card).toEqual({ status: 'ready', clientToken: expect.stringMatching(/^test-client-token-/), message: '' });

    expect(await store.guaranteeWithCard(TEST_NONCES.declined)).toBe(false);
    expect(store.card).toMatchObject({ status: 'failed', message: 'Your card was declined. Please try another card.' });
    expect(store.cardGuaranteeNeeded).toBe(true);

    expect(await store.guaranteeWithCard(TEST_NONCES.valid)).toBe(true);
    expect(store.card.status).toBe('stored');
    expect(store.journey.braintreeCustomerId).toMatch(/^test-customer-/);
    expect(store.canContinue[3]).toBe(true);

    expect(await store.submit()).toBe(true);
    expect(store.confirmation).toMatchObject({ bookingType: '', covers: 10 });
    expect(await storedBooking(store.journey.confirmationNumber)).toMatchObject({
      adult_covers: 10,
      payment_customer_id: store.journey.braintreeCustomerId,
    });
  });

  it('given the card stored, when the diner changes their e-mail, then the card is asked for again', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 9, time: '13:00' });
    typeIn(store);
    await store.loadCardForm();
    expect(await store.guaranteeWithCard(TEST_NONCES.validVisa)).toBe(true);
    store.changeCustomerField('lastName', 'Rossi-Bianchi');
    expect(store.cardGuaranteeNeeded).toBe(false);
    store.changeCustomerField('email', 'g.rossi@example.com');
    expect(store.cardGuaranteeNeeded).toBe(true);
    expect(store.card.status).toBe('ready');
  });

  it('given no card-holder details, then the card is not sent and the missing fields show their errors', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 10, time: '14:00' });
    await store.loadCardForm();
    expect(await store.guaranteeWithCard(TEST_NONCES.valid)).toBe(false);
    expect(store.fieldError('firstName')).toBe('First name is required');
    expect(store.fieldError('email')).toBe('E-mail is required');
    expect(store.fieldError('phoneNumber')).toBeNull();
    expect(store.card.status).toBe('ready');
  });

  it('given Cambridge, whose bookings are switched off, then step one shows its message, unlocked', async () => {
    const { store } = aStore();
    await store.chooseRestaurant('CV023');
    expect(store.message).toBe('Unfortunately we are currently unable to accept bookings at this time');
    expect(store.journey.steps[1]).toEqual({ disabled: false, spinner: false });
    expect(store.canContinue[1]).toBe(false);
    expect(await store.loadSlots()).toBe(false);
  });

  it('given two diners racing for the last table at York, then one booking, and the other is told and keeps their details', async () => {
    const first = aStore().store;
    const second = aStore().store;
    await toDetails(first, { storeId: 'CV011', adults: 4, time: '19:00' });
    await toDetails(second, { storeId: 'CV011', adults: 4, time: '19:00' });
    typeIn(first);
    typeIn(second, { ...GIULIA, firstName: 'Marco', email: 'marco@example.com' });

    const results = await Promise.all([first.submit(), second.submit()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [winner, loser] = results[0] ? [first, second] : [second, first];
    expect(winner.currentStep).toBe('thanks');
    expect(loser.currentStep).toBe(3);
    expect(loser.message).toBe('Sorry, that time slot’s just been taken. Please choose another…');
    expect(loser.slotTaken).toBe(true);
    expect(loser.journey.steps[3]).toEqual({ disabled: false, spinner: false });
    expect(loser.journey.customer.firstName.text).toBe(winner === first ? 'Marco' : 'Giulia');

    // Another time, without typing anything again.
    expect(await loser.chooseAnotherTime()).toBe(true);
    expect(loser.message).toBe('');
    expect(loser.journey.slots.map((s) => s.time)).not.toContain('19:00');
    loser.chooseTime('19:15');
    expect(await loser.loadRequirements()).toBe(true);
    expect(await loser.submit()).toBe(true);
    expect(loser.confirmation).toMatchObject({ time: '19:15', covers: 4 });
  });

  it('given no slot for five at York, then step two unlocks with the message, booking_unavailable is recorded, and a nearby table is one tap away', async () => {
    const { store, analytics } = aStore();
    await store.chooseRestaurant('CV011');
    store.changeCovers({ adults: 5 });
    await store.chooseDate(WEDNESDAY);
    store.chooseTime('19:00');

    expect(await store.loadSlots()).toBe(false);
    expect(store.currentStep).toBe(2);
    expect(store.journey.steps[2]).toEqual({ disabled: false, spinner: false });
    expect(store.message).toBe(MESSAGES.noFreeSlot);
    expect(store.noAvailability).toBe(true);
    expect(analytics.events).toEqual([
      { name: 'booking_unavailable', properties: { storeId: 'CV011', occasionId: 'dinner', date: WEDNESDAY, covers: 5 } },
    ]);

    await store.findAlternatives();
    expect(store.alternatives.status).toBe('loaded');
    expect(store.alternatives.time).toBe('19:00');
    const [nearest] = store.alternatives.list;
    expect(nearest).toMatchObject({ restaurant: { storeId: 'CV010', title: 'Leeds Briggate' }, time: '19:00', exact: true });
    expect(store.alternatives.list.every((a) => a.restaurant.storeId !== 'CV011' && a.miles <= 100)).toBe(true);

    expect(await store.chooseAlternative(nearest as NonNullable<typeof nearest>)).toBe(true);
    expect(store.journey).toMatchObject({ storeId: 'CV010', selectedBookingTime: '19:00', adultCovers: 5, step: 2, bookingErrorMessage: '' });
    expect(store.journey.selectedOccasion?.id).toBe('dinner');
    expect(store.alternatives.status).toBe('idle');
    expect(await store.loadRequirements()).toBe(true);
    typeIn(store);
    expect(await store.submit()).toBe(true);
    expect(store.confirmation).toMatchObject({ storeId: 'CV010', time: '19:00', covers: 5 });
  });

  it('given bad details, then core messages show per field once left or on a booking attempt, and nothing is sent', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 2, time: '21:00' });
    typeIn(store, { firstName: '   ', lastName: 'Rossi', email: 'giulia@example', phoneNumber: 'call me', specialRequest: '<b>window</b>' });

    expect(store.fieldError('email')).toBeNull();
    store.touchCustomerField('email');
    expect(store.fieldError('email')).toBe('E-mail is not valid');
    expect(store.fieldError('firstName')).toBeNull();

    expect(await store.submit()).toBe(false);
    expect(store.currentStep).toBe(3);
    expect(store.submitAttempted).toBe(true);
    expect({
      firstName: store.fieldError('firstName'),
      lastName: store.fieldError('lastName'),
      email: store.fieldError('email'),
      phoneNumber: store.fieldError('phoneNumber'),
      specialRequest: store.fieldError('specialRequest'),
    }).toEqual({
      firstName: 'First name is required',
      lastName: null,
      email: 'E-mail is not valid',
      phoneNumber: 'Phone number is not valid',
      specialRequest: 'Special request is not valid',
    });
    const made = await h.api.handle.db.selectFrom('bookings').select('id').where('dining_time', '=', '21:00').where('store_id', '=', 'CV001').execute();
    expect(made).toHaveLength(0);

    typeIn(store);
    expect(store.customerErrors).toEqual({});
    expect(await store.submit()).toBe(true);
  });

  it('starts on a preselected restaurant and resets to it, occasions reloaded', async () => {
    let resets = 0;
    const { store } = aStore({ storeId: 'CV002', date: WEDNESDAY, onReset: () => (resets += 1) });
    await store.start();
    expect(store.journey.selectedOccasion?.id).toBe('dinner');
    expect(store.restaurant?.title).toBe('Covent Garden');
    store.changeCovers({ adults: 3 });
    await store.loadSlots();
    await store.reset();
    expect(resets).toBe(1);
    expect(store.journey).toMatchObject({ step: 1, storeId: 'CV002', adultCovers: 1, selectedBookingTime: '09:00' });
    expect(store.journey.selectedOccasion?.id).toBe('dinner');
    await store.reset({ clearRestaurant: true });
    expect(store.journey).toMatchObject({ storeId: null, occasions: [], selectedOccasion: null });
  });

  function aBookingFor(overrides: Partial<CreateBookingData>): CreateBookingData {
    return {
      occasionId: 'dinner',
      adultCovers: 2,
      childCovers: 0,
      diningDateTime: `${WEDNESDAY}T19:00:00`,
      bookingTime: '19:00',
      menuId: null,
      areaId: null,
      customer: { ...GIULIA, shouldReceivePromotions: false, shouldReceiveSms: false },
      braintreeCustomerId: null,
      ...overrides,
    };
  }
});

// ---------------------------------------------------------------------------------------------------------
// Races and failures, with answers the test releases
// ---------------------------------------------------------------------------------------------------------

interface Pending<T = unknown> {
  method: keyof BookingCalls;
  args: unknown[];
  answer(value: T): Promise<void>;
  throwError(error: Error): Promise<void>;
}

/** Every booking call waits until the test answers it. */
class ControlledBookingApi implements BookingCalls {
  readonly calls: Pending[] = [];

  getOccasions = (...args: unknown[]) => this.#ask('getOccasions', args) as ReturnType<BookingApiPort['getOccasions']>;
  checkAvailability = (...args: unknown[]) => this.#ask('checkAvailability', args) as ReturnType<BookingApiPort['checkAvailability']>;
  getAreas = (...args: unknown[]) => this.#ask('getAreas', args) as ReturnType<BookingApiPort['getAreas']>;
  getMenus = (...args: unknown[]) => this.#ask('getMenus', args) as ReturnType<BookingApiPort['getMenus']>;
  getSlots = (...args: unknown[]) => this.#ask('getSlots', args) as ReturnType<BookingApiPort['getSlots']>;
  getRequirements = (...args: unknown[]) => this.#ask('getRequirements', args) as ReturnType<BookingApiPort['getRequirements']>;
  createEvent = (...args: unknown[]) => this.#ask('createEvent', args) as ReturnType<BookingApiPort['createEvent']>;
  createEnquiry = (...args: unknown[]) => this.#ask('createEnquiry', args) as ReturnType<BookingApiPort['createEnquiry']>;
  createBooking = (...args: unknown[]) => this.#ask('createBooking', args) as ReturnType<BookingApiPort['createBooking']>;

  /** The calls of `method` made so far, oldest first. */
  of(method: keyof BookingCalls): Pending[] {
    return this.calls.filter((call) => call.method === method);
  }

  last(method: keyof BookingCalls): Pending {
    const calls = this.of(method);
    const call = calls[calls.length - 1];
    if (call === undefined) throw new Error(`no ${method} call was made`);
    return call;
  }

  #ask(method: keyof BookingCalls, args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.calls.push({
        method,
        args,
        answer: async (value) => {
          resolve(value);
          await settled();
        },
        throwError: async (error) => {
          reject(error);
          await settled();
        },
      });
    });
  }
}

/** Lets every promise callback already queued run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

const NO_PAYMENTS: CardCalls = {
  getClientToken: async () => fail({ code: null }),
  submit: async () => fail({ code: null }),
};

const DINNER = anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 8 });
const MENUS = [aMenu({ id: 'a-la-carte' }), aMenu({ id: 'set-lunch', name: 'Set lunch' })];

describe('BookingStore with answers arriving out of order', () => {
  function aStore(options: BookingStoreOptions = {}) {
    const api = new ControlledBookingApi();
    const analytics = new RecordingAnalytics();
    const store = new BookingStore(
      { booking: api, payments: NO_PAYMENTS, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) },
      { date: '2025-06-14', ...options },
    );
    return { store, api, analytics };
  }

  /** A store on step two at restaurant 'A' with dinner for two and slots 19:00, 19:30. */
  async function onStepTwo() {
    const context = aStore({ storeId: 'A' });
    const { store, api } = context;
    const starting = store.start();
    await api.last('getOccasions').answer(ok([DINNER]));
    await starting;
    store.changeCovers({ adults: 2 });
    const loading = store.loadSlots();
    await api.last('getAreas').answer(ok([anArea()]));
    await api.last('getMenus').answer(ok(MENUS));
    await api.last('getSlots').answer(ok([aSlot({ time: '19:00' }), aSlot({ time: '19:30' })]));
    expect(await loading).toBe(true);
    return context;
  }

  async function onStepThree() {
    const context = await onStepTwo();
    const loading = context.store.loadRequirements();
    await context.api.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }));
    expect(await loading).toBe(true);
    typeIn(context.store);
    return context;
  }

  it('given the UI observing it, then every change after an answer happens inside an action', async () => {
    configure({ enforceActions: 'always' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, api } = aStore({ storeId: 'A' });
    const seen: unknown[] = [];
    const stop = autorun(() => {
      seen.push([store.currentStep, store.canContinue, store.message, store.busy, store.slotsStatus, store.card, store.alternatives, store.fieldError('email')]);
    });
    try {
      const starting = store.start();
      await api.last('getOccasions').answer(ok([DINNER]));
      await starting;
      const loading = store.loadSlots();
      await api.last('getAreas').answer(ok([anArea()]));
      await api.last('getMenus').answer(ok(MENUS));
      await api.last('getSlots').answer(ok([aSlot({ time: '19:00' })]));
      await loading;
      const checking = store.loadRequirements();
      await api.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }));
      await checking;
      typeIn(store);
      const submitting = store.submit();
      await api.last('createBooking').answer(ok({ bookingReference: 'CVOBSERV', bookingStatus: 0 }));
      expect(await submitting).toBe(true);
      const resetting = store.reset();
      await api.last('getOccasions').answer(ok([DINNER]));
      await resetting;
      expect(warn).not.toHaveBeenCalled();
      expect(seen.length).toBeGreaterThan(5);
    } finally {
      stop();
      warn.mockRestore();
      configure({ enforceActions: 'observed' });
    }
  });

  it('given a slower answer for the first restaurant arriving after the second, then the first is ignored', async () => {
    const { store, api } = aStore();
    const first = store.chooseRestaurant('A');
    const second = store.chooseRestaurant('B');
    const [forA, forB] = api.of('getOccasions');
    expect([forA?.args, forB?.args]).toEqual([['A', '2025-06-14'], ['B', '2025-06-14']]);

    await forB?.answer(ok([anOccasion({ id: 'brunch' })]));
    await forA?.answer(ok([DINNER]));
    await Promise.all([first, second]);

    expect(store.journey.storeId).toBe('B');
    expect(store.journey.occasions.map((o) => o.id)).toEqual(['brunch']);
    expect(store.journey.selectedOccasion?.id).toBe('brunch');
    expect(store.journey.steps[1]).toEqual({ disabled: false, spinner: false });
  });

  it('given the party changes while slots load, then their answer is ignored and step two is not left locked', async () => {
    const { store, api } = await onStepTwo();
    const reloading = store.chooseMenu('set-lunch');
    expect(store.journey.steps[2]).toEqual({ disabled: true, spinner: true });
    store.changeCovers({ adults: 4 });
    expect(store.currentStep).toBe(1);
    expect(store.journey.steps[2]).toEqual({ disabled: false, spinner: false });

    await api.last('getSlots').answer(ok([aSlot({ time: '21:00' })]));
    await reloading;
    expect(store.journey.slots).toEqual([]);
    expect(store.journey.selectedBookingTime).toBe('19:00');
    expect(store.currentStep).toBe(1);
    expect(store.slotsStatus).toBe('idle');
  });

  it('given two slot loads, when the earlier answers last, then only the later one counts', async () => {
    const { store, api } = await onStepTwo();
    const toSetLunch = store.chooseMenu('set-lunch');
    const backToCarte = store.chooseMenu('a-la-carte');
    const [, forSetLunch, forCarte] = api.of('getSlots');
    expect(forSetLunch?.args[1]).toMatchObject({ menuIds: 'set-lunch' });
    expect(forCarte?.args[1]).toMatchObject({ menuIds: 'a-la-carte' });

    await forCarte?.answer(ok([aSlot({ time: '20:00' })]));
    await forSetLunch?.answer(ok([aSlot({ time: '12:00' })]));
    expect(await Promise.all([toSetLunch, backToCarte])).toEqual([undefined, undefined]);
    expect(store.journey.slots.map((s) => s.time)).toEqual(['20:00']);
    expect(store.journey.selectedBookingTime).toBe('20:00');
    expect(store.journey.steps[2]).toEqual({ disabled: false, spinner: false });
  });

  it('given another time chosen while requirements load, then their answer is ignored', async () => {
    const { store, api } = await onStepTwo();
    const loading = store.loadRequirements();
    expect(store.journey.steps[3].spinner).toBe(true);
    store.chooseTime('19:30');
    expect(store.currentStep).toBe(2);
    expect(store.journey.steps[3].spinner).toBe(false);

    await api.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true }));
    expect(await loading).toBe(false);
    expect(store.journey).toMatchObject({ isEnquiry: false, creditCardRequired: false });
    expect(store.requirementsReady).toBe(false);
  });

  it('given a failed requirements call, then its message, the spinner stopped, and no booking until they load', async () => {
    const { store, api } = await onStepTwo();
    const loading = store.loadRequirements();
    await api.last('getRequirements').answer(fail({ code: ErrorCode.NoFreeSlot, status: 409 }));
    expect(await loading).toBe(false);
    expect(store.message).toBe(MESSAGES.noFreeSlot);
    expect(store.journey.steps[3].spinner).toBe(false);
    typeIn(store);
    expect(store.canContinue[3]).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(api.of('createBooking')).toHaveLength(0);
  });

  it('given a failed restrictions call, then step one unlocks with the message', async () => {
    const { store, api } = aStore();
    const choosing = store.chooseRestaurant('A');
    expect(store.journey.steps[1]).toEqual({ disabled: true, spinner: true });
    await api.last('getOccasions').answer(fail({ code: ErrorCode.RestaurantDisabled, status: 409 }));
    await choosing;
    expect(store.message).toBe(MESSAGES.restaurantDisabled);
    expect(store.journey.steps[1]).toEqual({ disabled: false, spinner: false });
  });

  it('given a failed menus call, then it fails step two like the slots, with the analytics event', async () => {
    const { store, api, analytics } = aStore({ storeId: 'A' });
    const starting = store.start();
    await api.last('getOccasions').answer(ok([DINNER]));
    await starting;
    const loading = store.loadSlots();
    await api.last('getAreas').answer(ok([]));
    await api.last('getMenus').answer(fail({ code: ErrorCode.NoAvailableOccasion, status: 409 }));
    expect(await loading).toBe(false);
    expect(api.of('getSlots')).toHaveLength(0);
    expect(store.message).toBe(MESSAGES.noAvailableOccasion);
    expect(store.journey.steps[2]).toEqual({ disabled: false, spinner: false });
    expect(analytics.events.map((e) => e.name)).toEqual(['booking_unavailable']);
    expect(store.noAvailability).toBe(false);
  });

  it('given a second tap on Book while the first is on its way, then one booking call', async () => {
    const { store, api } = await onStepThree();
    const first = store.submit();
    const second = store.submit();
    expect(store.submitting).toBe(true);
    store.changeCovers({ adults: 5 });
    expect(store.journey.adultCovers).toBe(2);
    await api.last('createBooking').answer(ok({ bookingReference: 'CVTEST22', bookingStatus: 0 }));
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(api.of('createBooking')).toHaveLength(1);
    expect(store.confirmation?.reference).toBe('CVTEST22');
    expect(store.submitting).toBe(false);
  });

  it('given a create refused with the restaurant’s own words, then they are shown and the form starts blank without errors', async () => {
    const { store, api } = await onStepThree();
    const submitting = store.submit();
    await api.last('createBooking').answer(fail({ code: ErrorCode.BookingRejectMessage, status: 409, message: 'Kitchen closed early tonight' }));
    expect(await submitting).toBe(false);
    expect(store.message).toBe('Kitchen closed early tonight');
    expect(store.slotTaken).toBe(false);
    expect(store.journey.customer.firstName.text).toBe('');
    expect(store.fieldError('firstName')).toBeNull();
    expect(store.journey.steps[3]).toEqual({ disabled: false, spinner: false });
  });

  it('given a port that throws, then the step unlocks and the error surfaces', async () => {
    const { store, api } = await onStepTwo();
    const loading = store.chooseMenu('set-lunch');
    const loadFails = expect(loading).rejects.toThrow('bug in an adapter');
    await api.last('getSlots').throwError(new Error('bug in an adapter'));
    await loadFails;
    expect(store.journey.steps[2]).toEqual({ disabled: false, spinner: false });

    const ready = store.loadRequirements();
    await api.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }));
    expect(await ready).toBe(true);
    typeIn(store);
    const submitting = store.submit();
    const submitFails = expect(submitting).rejects.toThrow('bug in create');
    await api.last('createBooking').throwError(new Error('bug in create'));
    await submitFails;
    expect(store.submitting).toBe(false);
    expect(store.journey.steps[3]).toEqual({ disabled: false, spinner: false });
  });

  it('given a slot-taken answer (status 9 in the body), then the same message as the 409, details kept', async () => {
    const { store, api } = await onStepThree();
    const submitting = store.submit();
    await api.last('createBooking').answer(ok({ bookingReference: '', bookingStatus: 9 }) as ApiResult<never>);
    expect(await submitting).toBe(false);
    expect(store.slotTaken).toBe(true);
    expect(store.journey.customer.email.text).toBe(GIULIA.email);
  });

  it('goes back a step only, abandoning what the later steps were loading', async () => {
    const { store, api } = await onStepTwo();
    const loading = store.loadRequirements();
    store.goToStep(3);
    expect(store.currentStep).toBe(3);
    store.goToStep(1);
    expect(store.currentStep).toBe(1);
    expect(store.journey.steps[3].spinner).toBe(false);
    await api.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false }));
    await loading;
    expect(store.journey.isEnquiry).toBe(false);
  });

  it('hands the group-booking trigger and the finder to core', () => {
    const restaurants = [
      { storeId: 'FAR', lat: 53.96, lng: -1.08 },
      { storeId: 'NEAR', lat: 51.52, lng: -0.14 },
    ] as RestaurantSummary[];
    const { store } = aStore({ restaurants });
    store.changeSearchQuery('W1B');
    store.showNearest({ lat: 51.515, lng: -0.141 });
    expect(store.journey.sortedLocations.map((l) => l.storeId)).toEqual(['NEAR']);
    store.chooseGroupBooking();
    expect(store.journey.groupBooking.formShown).toBe(true);
    expect(store.journey).toMatchObject({ step: 2, searchQuery: '', sortedLocations: [] });
    store.closeGroupBooking();
    expect(store.journey.groupBooking.formShown).toBe(false);
    expect(store.currentStep).toBe(1);
  });

  it('given times loaded and the diner back at step one, when they open the group form and leave it, then step one again', async () => {
    const { store } = await onStepTwo();
    store.goToStep(1);
    store.chooseGroupBooking();
    expect(store.currentStep).toBe(2);
    store.closeGroupBooking();
    expect(store.currentStep).toBe(1);
    expect(store.journey.groupBooking.formShown).toBe(false);
    expect(store.canContinue[1]).toBe(true);
  });

  it('given the diner’s position, then the nearest restaurants; refused, then the location message; a stale answer ignored', async () => {
    const restaurants = [
      { storeId: 'YORK', title: 'York', lat: 53.96, lng: -1.08 },
      { storeId: 'LEEDS', title: 'Leeds', lat: 53.8, lng: -1.54 },
    ] as RestaurantSummary[];
    const positions: Array<(answer: Awaited<ReturnType<GeolocationPort['currentPosition']>>) => void> = [];
    const geolocation: GeolocationPort = { currentPosition: () => new Promise((resolve) => positions.push(resolve)) };
    const store = new BookingStore(
      { booking: new ControlledBookingApi(), payments: NO_PAYMENTS, analytics: new RecordingAnalytics(), clock: new FixedClock(Date.UTC(2025, 5, 10, 9)), geolocation },
      { restaurants },
    );
    expect(store.canLocate).toBe(true);
    expect(store.canSearch).toBe(false);
    expect(await store.searchNearby('Leeds')).toBe(false);

    const refused = store.locateMe();
    expect(store.finder.status).toBe('loading');
    positions[0]?.({ ok: false, reason: 'denied' });
    expect(await refused).toBe(false);
    expect(store.finder).toMatchObject({ status: 'failed', message: FINDER_MESSAGES.locationOff });

    const older = store.locateMe();
    const newer = store.locateMe();
    positions[2]?.({ ok: true, point: { lat: 53.8, lng: -1.55 } });
    positions[1]?.({ ok: true, point: { lat: 53.96, lng: -1.08 } });
    expect(await Promise.all([older, newer])).toEqual([false, true]);
    expect(store.nearest.map(({ restaurant }) => restaurant.storeId)).toEqual(['LEEDS', 'YORK']);
    expect(store.finder).toMatchObject({ status: 'loaded', from: 'position', message: '' });

    const far = store.locateMe();
    positions[3]?.({ ok: true, point: { lat: 40.7, lng: -74 } });
    expect(await far).toBe(false);
    expect(store.finder.message).toBe(FINDER_MESSAGES.noneNearYou);
    store.clearFinder();
    expect(store.finder.status).toBe('idle');
  });

  it('given a failed or a stale place search, then the failure is told in words and only the newer search counts', async () => {
    const restaurants = [{ storeId: 'LEEDS', title: 'Leeds', lat: 53.8, lng: -1.54 }] as RestaurantSummary[];
    const answers: Array<(answer: Awaited<ReturnType<GeoApiPort['searchByText']>>) => void> = [];
    const geo = { searchByText: () => new Promise<Awaited<ReturnType<GeoApiPort['searchByText']>>>((resolve) => answers.push(resolve)) };
    const store = new BookingStore(
      { booking: new ControlledBookingApi(), payments: NO_PAYMENTS, analytics: new RecordingAnalytics(), clock: new FixedClock(Date.UTC(2025, 5, 10, 9)), geo },
      { restaurants },
    );
    const failing = store.searchNearby('LS1');
    answers[0]?.(fail({ code: ErrorCode.ContentServiceError }));
    expect(await failing).toBe(false);
    expect(store.finder.status).toBe('failed');
    expect(store.finder.message).toBe(messageForApiError({ code: ErrorCode.ContentServiceError }));
    expect(store.finder.message).not.toBe('');

    const older = store.searchNearby('Paris');
    const newer = store.searchNearby('Leeds');
    answers[2]?.(ok({ origin: { lat: 53.8, lng: -1.55 }, locations: [] }));
    answers[1]?.(ok({ origin: null, locations: [] }));
    expect(await Promise.all([older, newer])).toEqual([false, true]);
    expect(store.finder).toMatchObject({ status: 'loaded', query: 'Leeds', message: '' });
    expect(store.nearest.map(({ restaurant }) => restaurant.storeId)).toEqual(['LEEDS']);
  });

  it('never asks about a day before today, nor text that is not a date', async () => {
    const { store, api } = aStore({ storeId: 'A' });
    const starting = store.start();
    await api.last('getOccasions').answer(ok([DINNER]));
    await starting;
    const asked = api.of('getOccasions').length;
    for (const day of ['2025-06-09', '0002-06-20', '2025-02-30', 'soon']) {
      expect(store.isBookableDate(day)).toBe(false);
      await store.chooseDate(day);
    }
    expect(api.of('getOccasions').length).toBe(asked);
    expect(store.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-14');
    expect(store.isBookableDate('2025-06-10')).toBe(true);
    const choosing = store.chooseDate('2025-06-10');
    await api.last('getOccasions').answer(ok([DINNER]));
    await choosing;
    expect(store.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-10');
  });

  it('given a stale alternatives answer, then only the newer search counts', async () => {
    const restaurants = [
      { storeId: 'A', title: 'A', lat: 53.96, lng: -1.08 },
      { storeId: 'B', title: 'B', lat: 53.8, lng: -1.54 },
    ] as RestaurantSummary[];
    const { store, api } = await (async () => {
      const context = aStore({ storeId: 'A', restaurants });
      const starting = context.store.start();
      await context.api.last('getOccasions').answer(ok([DINNER]));
      await starting;
      return context;
    })();
    const first = store.findAlternatives('19:00');
    const second = store.findAlternatives('20:00');
    const [older, newer] = api.of('checkAvailability');
    await newer?.answer({ success: true, stores: [{ storeId: 'B', available: true, times: [aSlot({ time: '20:00' })] }] });
    await older?.answer({ success: true, stores: [{ storeId: 'B', available: true, times: [aSlot({ time: '19:00' })] }] });
    await Promise.all([first, second]);
    expect(store.alternatives).toMatchObject({ status: 'loaded', time: '20:00', list: [{ time: '20:00', exact: true }] });
  });
});
