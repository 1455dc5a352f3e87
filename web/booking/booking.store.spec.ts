// The booking store: a MobX binding of core's booking use-case. Its rules are tested in core with in-memory
// ports (core/booking/booking-use-case.spec.ts); here, that the binding re-renders observers when the
// snapshot changes and forwards the commands, and whole journeys through the full stack: the real reference
// API (seeded, on an ephemeral port, its clock at Monday 2026-11-23 10:00 UTC) with the ports resolved from
// a test container.
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
  PaymentsApiToken,
  type PaymentsApiPort,
  ok,
} from '@tavola/core/ports';
import type { CustomerTextField } from '@tavola/core/booking';
import { CALENDAR_MESSAGES, FINDER_MESSAGES, MESSAGES } from '@tavola/core/errors';
import { autorun, configure, reaction } from 'mobx';
import { FixedClock } from '@tavola/adapters';
import { toSummary } from '../../server/site/loaders/restaurant.loaders';
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { anOccasion, aSlot } from '../../tests/builders/booking.builder';
import { startAdapterHarness, type AdapterHarness } from '../../tests/support/adapter-harness';
import { createTestContainer } from '../../tests/support/test-container';
import type { RestaurantSummary } from '../page-data';
import { BookingStore, type BookingCalls, type BookingStoreOptions, type CardCalls, type ConfirmedBooking } from './booking.store';

/** A Wednesday after the API's "now". */
const WEDNESDAY = '2026-11-25';

/** The month calendar is asked for once the occasions are in, without being awaited: this waits for its answer. */
async function waitForCalendar(store: BookingStore): Promise<void> {
  for (let turn = 0; turn < 200 && store.snapshot.calendar.status !== 'loaded'; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(store.snapshot.calendar.status).toBe('loaded');
}
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
// The binding
// ---------------------------------------------------------------------------------------------------------

const DINNER = anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 8 });

/** Booking calls that answer at once, each recorded. */
function answeringBooking(calls: string[]): BookingCalls {
  const record = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  return {
    getOccasions: () => record('getOccasions', ok([DINNER])),
    getAreas: () => record('getAreas', ok([])),
    getMenus: () => record('getMenus', ok([])),
    getSlots: () => record('getSlots', ok([aSlot({ time: '19:00' })])),
    getRequirements: () => record('getRequirements', ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false })),
    createBooking: () => record('createBooking', ok({ bookingReference: 'CVBIND01', bookingStatus: 0 })),
    createEnquiry: () => record('createEnquiry', ok({ bookingReference: 'CVBIND02', bookingStatus: 0 })),
    createEvent: () => record('createEvent', ok({ bookingReference: 'CVBIND03', bookingStatus: 0 })),
    checkAvailability: () => record('checkAvailability', { success: true as const, stores: [] }),
  };
}

const NO_CARD: CardCalls = {
  getClientToken: async () => ok('token'),
  submit: async () => ok({ customerId: 'customer' }),
};

const LEEDS = { storeId: 'A', title: 'Leeds Briggate', lat: 53.8, lng: -1.54, address: '1 Briggate', postcode: 'LS1 6HD' } as RestaurantSummary;

describe('BookingStore, the MobX binding of the booking use-case', () => {
  function aStore(options: BookingStoreOptions = {}) {
    const calls: string[] = [];
    const store = new BookingStore(
      { booking: answeringBooking(calls), payments: NO_CARD, analytics: new RecordingAnalytics(), clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) },
      { storeId: 'A', date: '2025-06-14', restaurants: [LEEDS], ...options },
    );
    return { store, calls };
  }

  it('given an observer, when commands change the journey, then it re-runs with each new snapshot, inside actions', async () => {
    configure({ enforceActions: 'always' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = aStore();
    const seen: Array<number | 'thanks'> = [];
    const stop = autorun(() => seen.push(store.snapshot.currentStep));
    try {
      await store.start();
      store.changeCovers({ adults: 2 });
      await store.loadSlots();
      await store.loadRequirements();
      typeIn(store);
      await store.submit();
      expect(seen.filter((step, i) => step !== seen[i - 1])).toEqual([1, 2, 3, 'thanks']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      stop();
      warn.mockRestore();
      configure({ enforceActions: 'observed' });
    }
  });

  it('given a reaction on the snapshot, then it fires once per change and never for a command that changes nothing', async () => {
    const { store } = aStore();
    await store.start();
    let fired = 0;
    const stop = reaction(() => store.snapshot, () => (fired += 1));
    store.changeCovers({ adults: 3 });
    expect(fired).toBe(1);
    expect(store.changeCovers({ adults: 3 })).toBe(true);
    expect(store.chooseTime('23:59')).toBe(false);
    expect(fired).toBe(1);
    stop();
  });

  it('forwards every command to the use-case, answers included', async () => {
    const { store, calls } = aStore({ eventOccasionIds: ['dinner'] });
    expect(await store.start()).toBe(true);
    expect(store.chooseOccasion('nope')).toBe(false);
    expect(store.dateProblem('2025-06-09')?.key).toBe('datePast');
    expect(await store.loadSlots()).toBe(true);
    expect(store.chooseTime('19:00')).toBe(true);
    expect(await store.loadRequirements()).toBe(true);
    typeIn(store);
    expect(store.snapshot.submitKind).toBe('event');
    expect(await store.submit()).toBe(true);
    expect(calls).toEqual(['getOccasions', 'getAreas', 'getMenus', 'getSlots', 'getRequirements', 'createEvent']);
    expect(store.calendarFile()?.content).toContain('STATUS:TENTATIVE');
    expect(await store.reset({ clearRestaurant: true })).toBe(true);
    expect(store.snapshot.journey.storeId).toBeNull();
    expect(store.calendarFile()).toBeNull();
  });
});

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
    // Without a time chosen, the slot preselected is one of those nearest the time wanted.
    if (time === undefined) expect(store.snapshot.suggestedTimes.map((s) => s.time)).toContain(store.snapshot.journey.selectedBookingTime);
    else expect(store.snapshot.journey.selectedBookingTime).toBe(time);
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
    expect(store.snapshot.today).toBe('2026-11-23');
    expect(store.snapshot.currentStep).toBe(1);

    await store.chooseRestaurant('CV001');
    // Brunch is served at the weekend only, so a Wednesday does not offer it.
    expect(store.snapshot.journey.occasions.map((o) => o.id)).toEqual(['dinner', 'lunch', 'birthday', 'business-lunch', 'private-event', 'drinks']);
    expect(store.snapshot.journey.selectedOccasion?.id).toBe('dinner');
    expect(store.snapshot.journey.steps[1]).toEqual({ disabled: false, spinner: false });

    store.chooseOccasion('dinner');
    store.changeCovers({ adults: 2 });
    expect(store.snapshot.journey.coverSize).toBe(2);
    expect(store.snapshot.coverChoices).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    await store.chooseDate(WEDNESDAY);
    expect(store.snapshot.journey.selectedBookingDate).toBe(`${WEDNESDAY}T09:00:00`);
    expect(store.snapshot.canContinue[1]).toBe(true);

    expect(await store.loadSlots()).toBe(true);
    expect(store.snapshot.currentStep).toBe(2);
    // Dinner is seated from 17:00: no lunchtime is offered.
    expect(store.snapshot.journey.slots[0]).toEqual({ time: '17:00', canEnquire: false });
    // Dinner starts on the slot nearest 19:00, not on the day's first (a lunchtime).
    expect(store.snapshot.journey.selectedBookingTime).toBe('19:00');
    expect(store.snapshot.journey.restaurantMenus.map((m) => m.id)).toContain('a-la-carte');
    expect(store.snapshot.journey.restaurantAreas.map((a) => a.id)).toEqual(['main-dining-room', 'bar', 'private-dining-room']);
    expect(store.snapshot.noAvailability).toBe(false);

    expect(store.snapshot.preferredTime).toBe('19:00');
    expect(store.snapshot.suggestedTimes).toEqual(['18:45', '19:00', '19:15'].map((time) => ({ time, canEnquire: false })));
    expect(store.snapshot.timeBands.find((b) => b.band === 'dinner')?.slots.map((s) => s.time)).toContain('19:00');
    expect(store.choosePreferredTime('20:10')).toBe(true);
    expect(store.snapshot.suggestedTimes.map((s) => s.time)).toEqual(['20:00', '20:15', '20:30']);
    expect(store.snapshot.journey.selectedBookingTime).toBe('20:15');
    store.chooseTime('19:00');
    expect(store.snapshot.journey.selectedBookingDate).toBe(`${WEDNESDAY}T19:00:00`);
    expect(store.snapshot.canContinue[2]).toBe(true);

    expect(await store.loadRequirements()).toBe(true);
    expect(store.snapshot.currentStep).toBe(3);
    expect(store.snapshot.journey).toMatchObject({ isEnquiry: false, creditCardRequired: false });
    expect(store.snapshot.submitKind).toBe('booking');
    expect(store.snapshot.canContinue[3]).toBe(false);

    typeIn(store);
    store.changeOptIn('shouldReceivePromotions', true);
    expect(store.snapshot.canContinue[3]).toBe(true);
    expect(await store.submit()).toBe(true);

    expect(store.snapshot.currentStep).toBe('thanks');
    const booking = store.snapshot.confirmation;
    expect(booking).toEqual({
      reference: expect.stringMatching(/^CV[A-Z2-9]{6}$/),
      bookingType: '',
      storeId: 'CV001',
      date: WEDNESDAY,
      time: '19:00',
      covers: 2,
      // The API's manage link for the table booked (issue 14).
      manageUrl: expect.stringMatching(/^http:\/\/localhost:3000\/booking\/manage\/m1\.CV[A-Z2-9]{6}\.20261125\./),
    });
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
    expect(store.snapshot.confirmation).toEqual(booking);
  });

  it('sends an enquiry at Oxford Circus when the slot is full and it takes enquiries', async () => {
    const { store, booking } = aStore();
    // Forty covers (Oxford Circus's capacity) already booked at 19:00 on Thursday, eight at a time.
    for (let i = 0; i < 5; i += 1) {
      const made = await booking.createBooking('CV001', aBookingFor({ adultCovers: 8, diningDateTime: `${THURSDAY}T19:00:00`, bookingTime: '19:00' }));
      expect(made.ok).toBe(true);
    }
    await toDetails(store, { storeId: 'CV001', adults: 2, date: THURSDAY, time: '19:00' });
    expect(store.snapshot.journey.slots).toContainEqual({ time: '19:00', canEnquire: true });
    expect(store.snapshot.journey).toMatchObject({ isEnquiry: true, creditCardRequired: false });
    expect(store.snapshot.submitKind).toBe('enquiry');

    typeIn(store);
    expect(await store.submit()).toBe(true);
    expect(store.snapshot.confirmation).toMatchObject({ bookingType: 'enquiry', time: '19:00' });
    expect(await storedBooking(store.snapshot.journey.confirmationNumber)).toMatchObject({ kind: 'enquiry', dining_date: THURSDAY });
    expect(store.calendarFile()?.content).toContain('STATUS:TENTATIVE');
  });

  it('sends an event request for a private event', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', occasion: 'private-event', adults: 8, time: '20:00' });
    typeIn(store);
    expect(await store.submitEvent()).toBe(true);
    expect(store.snapshot.confirmation).toMatchObject({ bookingType: 'event', covers: 8, time: '20:00' });
    expect(await storedBooking(store.snapshot.journey.confirmationNumber)).toMatchObject({ kind: 'event', adult_covers: 8 });
  });

  it('sends a private event, flagged isEvent by the API, as an event request from the one Book button, with no card asked for eight', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', occasion: 'private-event', adults: 8, date: THURSDAY, time: '20:30' });
    expect(store.snapshot.submitKind).toBe('event');
    expect(store.snapshot.journey.creditCardRequired).toBe(false);
    expect(store.snapshot.cardGuaranteeNeeded).toBe(false);
    typeIn(store);
    expect(store.snapshot.canContinue[3]).toBe(true);
    expect(await store.submit()).toBe(true);
    expect(store.snapshot.confirmation).toMatchObject({ bookingType: 'event', covers: 8, time: '20:30' });
    expect(await storedBooking(store.snapshot.journey.confirmationNumber)).toMatchObject({ kind: 'event', adult_covers: 8, payment_customer_id: null });
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
    expect(store.snapshot.canSearch).toBe(false);
    expect(withGeo.snapshot.canSearch).toBe(true);
    expect(withGeo.snapshot.canLocate).toBe(false);

    expect(await withGeo.searchNearby('Leeds')).toBe(true);
    const found = withGeo.snapshot.nearest;
    expect(found[0]?.restaurant).toMatchObject({ storeId: 'CV010', title: 'Leeds Briggate' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.every(({ miles }) => miles <= 100)).toBe(true);
    expect(found.map(({ miles }) => miles)).toEqual([...found.map(({ miles }) => miles)].sort((a, b) => a - b));
    expect(withGeo.snapshot.finder).toMatchObject({ status: 'loaded', from: 'search', query: 'Leeds', message: null });
    expect(withGeo.snapshot.journey.searchQuery).toBe('Leeds');

    expect(await withGeo.searchNearby('Atlantis')).toBe(false);
    expect(withGeo.snapshot.nearest).toEqual([]);
    expect(withGeo.snapshot.finder.message).toEqual({ key: 'finderPlaceNotFound', text: FINDER_MESSAGES.placeNotFound('Atlantis') });

    expect(await withGeo.searchNearby('   ')).toBe(false);
    expect(withGeo.snapshot.finder.message).toEqual({ key: 'finderEmptyQuery', text: FINDER_MESSAGES.emptyQuery });
  });

  it('given Edinburgh, which books through SevenRooms, then it is chosen without asking the API for occasions', async () => {
    const { store } = aStore();
    await store.chooseRestaurant('CV013');
    expect(store.snapshot.liveWidgetId).toBe('casaventuraedinburgh');
    expect(store.snapshot.journey.occasions).toEqual([]);
    expect(store.snapshot.busy).toBe(false);
    expect(store.snapshot.message).toBeNull();
    await store.chooseRestaurant('CV001');
    expect(store.snapshot.liveWidgetId).toBeNull();
    expect(store.snapshot.journey.occasions.length).toBeGreaterThan(0);
  });

  it('takes a card guarantee through the test gateway for ten at Oxford Circus, after a declined card', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 10, time: '19:30' });
    expect(store.snapshot.journey.creditCardRequired).toBe(true);
    expect(store.snapshot.cardGuaranteeNeeded).toBe(true);

    typeIn(store);
    expect(store.snapshot.canContinue[3]).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(store.snapshot.currentStep).toBe(3);

    expect(await store.loadCardForm()).toBe(true);
    expect(store.snapshot.card).toEqual({ status: 'ready', clientToken: expect.stringMatching(/^test-client-token-/), message: null });

    expect(await store.guaranteeWithCard(TEST_NONCES.declined)).toBe(false);
    expect(store.snapshot.card).toMatchObject({ status: 'failed', message: { key: 'cardDeclined', text: 'Your card was declined. Please try another card.' } });
    expect(store.snapshot.cardGuaranteeNeeded).toBe(true);

    expect(await store.guaranteeWithCard(TEST_NONCES.valid)).toBe(true);
    expect(store.snapshot.card.status).toBe('stored');
    expect(store.snapshot.journey.braintreeCustomerId).toMatch(/^test-customer-/);
    expect(store.snapshot.canContinue[3]).toBe(true);

    expect(await store.submit()).toBe(true);
    expect(store.snapshot.confirmation).toMatchObject({ bookingType: '', covers: 10 });
    expect(await storedBooking(store.snapshot.journey.confirmationNumber)).toMatchObject({
      adult_covers: 10,
      payment_customer_id: store.snapshot.journey.braintreeCustomerId,
    });
  });

  it('given the card stored, when the diner changes their e-mail, then the card is asked for again', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 9, time: '18:00' });
    typeIn(store);
    await store.loadCardForm();
    expect(await store.guaranteeWithCard(TEST_NONCES.validVisa)).toBe(true);
    store.changeCustomerField('lastName', 'Rossi-Bianchi');
    expect(store.snapshot.cardGuaranteeNeeded).toBe(false);
    store.changeCustomerField('email', 'g.rossi@example.com');
    expect(store.snapshot.cardGuaranteeNeeded).toBe(true);
    expect(store.snapshot.card.status).toBe('ready');
  });

  it('given no card-holder details, then the card is not sent and the missing fields show their errors', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 10, time: '18:15' });
    await store.loadCardForm();
    expect(await store.guaranteeWithCard(TEST_NONCES.valid)).toBe(false);
    expect(store.snapshot.fieldErrors['firstName'] ?? null).toBe('First name is required');
    expect(store.snapshot.fieldErrors['email'] ?? null).toBe('E-mail is required');
    expect(store.snapshot.fieldErrors['phoneNumber'] ?? null).toBeNull();
    expect(store.snapshot.card.status).toBe('ready');
  });

  it('given Cambridge, whose bookings are switched off, then step one shows its message, unlocked', async () => {
    const { store } = aStore();
    await store.chooseRestaurant('CV023');
    expect(store.snapshot.message).toEqual({ key: 'occasionsFailed', text: 'Unfortunately we are currently unable to accept bookings at this time' });
    expect(store.snapshot.journey.steps[1]).toEqual({ disabled: false, spinner: false });
    expect(store.snapshot.canContinue[1]).toBe(false);
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
    expect(winner.snapshot.currentStep).toBe('thanks');
    expect(loser.snapshot.currentStep).toBe(3);
    expect(loser.snapshot.message).toEqual({ key: 'slotTaken', text: 'Sorry, that time slot’s just been taken. Please choose another…' });
    expect(loser.snapshot.slotTaken).toBe(true);
    expect(loser.snapshot.journey.steps[3]).toEqual({ disabled: false, spinner: false });
    expect(loser.snapshot.journey.customer.firstName.text).toBe(winner === first ? 'Marco' : 'Giulia');

    // Another time, without typing anything again.
    expect(await loser.chooseAnotherTime()).toBe(true);
    expect(loser.snapshot.message).toBeNull();
    expect(loser.snapshot.journey.slots.map((s) => s.time)).not.toContain('19:00');
    loser.chooseTime('19:15');
    expect(await loser.loadRequirements()).toBe(true);
    expect(await loser.submit()).toBe(true);
    expect(loser.snapshot.confirmation).toMatchObject({ time: '19:15', covers: 4 });
  });

  it('given no table for five at York, then the calendar says the day is full in step one, booking_unavailable is recorded, and a nearby table is one tap away', async () => {
    const { store, analytics } = aStore();
    await store.chooseRestaurant('CV011');
    store.changeCovers({ adults: 5 });
    await store.chooseDate(WEDNESDAY);
    await waitForCalendar(store);
    // No slot was offered, so no time can be chosen: the diner asks the nearby restaurants about 19:00.
    expect(store.chooseTime('19:00')).toBe(false);

    expect(store.snapshot.blockers[1]).toEqual([{ key: 'dayFull', message: CALENDAR_MESSAGES.full }]);
    expect(await store.loadSlots()).toBe(false);
    expect(store.snapshot.currentStep).toBe(1);
    expect(store.snapshot.noAvailability).toBe(true);
    expect(analytics.events).toEqual([
      { name: 'booking_unavailable', properties: { storeId: 'CV011', occasionId: 'dinner', date: WEDNESDAY, covers: 5 } },
    ]);

    expect(await store.findAlternatives('19:00')).toBe(true);
    expect(store.snapshot.alternatives.status).toBe('loaded');
    expect(store.snapshot.alternatives.time).toBe('19:00');
    const [nearest] = store.snapshot.alternatives.list;
    expect(nearest).toMatchObject({ restaurant: { storeId: 'CV010', title: 'Leeds Briggate' }, time: '19:00', exact: true });
    expect(store.snapshot.alternatives.list.every((a) => a.restaurant.storeId !== 'CV011' && a.miles <= 100)).toBe(true);

    expect(await store.chooseAlternative(nearest as NonNullable<typeof nearest>)).toBe(true);
    expect(store.snapshot.journey).toMatchObject({ storeId: 'CV010', selectedBookingTime: '19:00', adultCovers: 5, step: 2, bookingErrorMessage: '' });
    expect(store.snapshot.journey.selectedOccasion?.id).toBe('dinner');
    expect(store.snapshot.alternatives.status).toBe('idle');
    expect(await store.loadRequirements()).toBe(true);
    typeIn(store);
    expect(await store.submit()).toBe(true);
    expect(store.snapshot.confirmation).toMatchObject({ storeId: 'CV010', time: '19:00', covers: 5 });
  });

  it('given bad details, then core messages show per field once left or on a booking attempt, and nothing is sent', async () => {
    const { store } = aStore();
    await toDetails(store, { storeId: 'CV001', adults: 2, time: '21:00' });
    typeIn(store, { firstName: '   ', lastName: 'Rossi', email: 'giulia@example', phoneNumber: 'call me', specialRequest: '<b>window</b>' });

    expect(store.snapshot.fieldErrors['email'] ?? null).toBeNull();
    store.touchCustomerField('email');
    expect(store.snapshot.fieldErrors['email'] ?? null).toBe('E-mail is not valid');
    expect(store.snapshot.fieldErrors['firstName'] ?? null).toBeNull();

    expect(await store.submit()).toBe(false);
    expect(store.snapshot.currentStep).toBe(3);
    expect(store.snapshot.submitAttempted).toBe(true);
    expect({
      firstName: store.snapshot.fieldErrors['firstName'] ?? null,
      lastName: store.snapshot.fieldErrors['lastName'] ?? null,
      email: store.snapshot.fieldErrors['email'] ?? null,
      phoneNumber: store.snapshot.fieldErrors['phoneNumber'] ?? null,
      specialRequest: store.snapshot.fieldErrors['specialRequest'] ?? null,
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
    expect(store.snapshot.customerErrors).toEqual({});
    expect(await store.submit()).toBe(true);
  });

  it('starts on a preselected restaurant and resets to it, occasions reloaded', async () => {
    let resets = 0;
    const { store } = aStore({ storeId: 'CV002', date: WEDNESDAY, onReset: () => (resets += 1) });
    await store.start();
    expect(store.snapshot.journey.selectedOccasion?.id).toBe('dinner');
    expect(store.snapshot.restaurant?.title).toBe('Covent Garden');
    store.changeCovers({ adults: 3 });
    await store.loadSlots();
    await store.reset();
    expect(resets).toBe(1);
    expect(store.snapshot.journey).toMatchObject({ step: 1, storeId: 'CV002', adultCovers: 1, selectedBookingTime: '09:00' });
    expect(store.snapshot.journey.selectedOccasion?.id).toBe('dinner');
    await store.reset({ clearRestaurant: true });
    expect(store.snapshot.journey).toMatchObject({ storeId: null, occasions: [], selectedOccasion: null });
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

