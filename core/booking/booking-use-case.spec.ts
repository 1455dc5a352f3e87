// The booking use-case over in-memory ports and a fixed clock (Tuesday 2025-06-10, 10:00 in London): every
// guard at its edge, answers arriving out of order, ports failing or throwing, the card, the finder and the
// alternatives. Each call waits for the test's answer unless the test answers it at once with `always`.
import { aMenu, anArea, anOccasion, aSlot } from '../../tests/builders/booking.builder';
import { BOOKING } from '../constants';
import { ErrorCode } from '../errors/error-code';
import { messageForApiError } from '../errors/error-message';
import { BLOCKER_MESSAGES, FINDER_MESSAGES, MESSAGES, dateBeyondHorizonMessage } from '../errors/messages';
import { fail, ok } from '../shared/api-result';
import type { CustomerTextField } from './booking-customer';
import { createBookingUseCase, type BookingPorts, type BookingUseCaseOptions } from './booking-use-case';
import type { BookableRestaurant } from './booking-snapshot';
import {
  FakeBookingApi,
  FakeGeolocation,
  FakePayments,
  FakePlaceSearch,
  FixedClock,
  RecordingAnalytics,
  settled,
} from './testing/fake-booking-ports';

const NOW = Date.UTC(2025, 5, 10, 9);
const TODAY = '2025-06-10';
const SATURDAY = '2025-06-14';
const LAST_DAY = '2025-09-08';

const DINNER = anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 8 });
const BRUNCH = anOccasion({ id: 'brunch', name: 'Brunch', minimumCovers: 4, maximumCovers: 12 });
const PRIVATE_EVENT = anOccasion({ id: 'private-event', name: 'Private event', minimumCovers: 8, maximumCovers: 15 });
const OCCASIONS = [DINNER, BRUNCH, PRIVATE_EVENT];
const MENUS = [aMenu({ id: 'a-la-carte' }), aMenu({ id: 'set-lunch', name: 'Set lunch' })];
const TWO_SLOTS = [aSlot({ time: '19:00' }), aSlot({ time: '19:30' })];
const PLAIN = { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false };

interface Restaurant extends BookableRestaurant {
  title: string;
}

const LEEDS: Restaurant = { storeId: 'A', title: 'Leeds', lat: 53.8, lng: -1.54 };
const YORK: Restaurant = { storeId: 'B', title: 'York', lat: 53.96, lng: -1.08 };
const EDINBURGH: Restaurant = { storeId: 'EDI', title: 'Edinburgh', lat: 55.95, lng: -3.19, bookATableWidgetId: 'casaventuraedinburgh' };
const NEW_YORK: Restaurant = { storeId: 'NYC', title: 'New York', lat: 40.7, lng: -74 };
const RESTAURANTS = [LEEDS, YORK, EDINBURGH, NEW_YORK];

const GIULIA: Record<CustomerTextField, string> = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.com',
  phoneNumber: '07700 900123',
  specialRequest: 'A quiet table, please',
};

function aUseCase(options: BookingUseCaseOptions<Restaurant> = {}, extra: Partial<BookingPorts> = {}) {
  const booking = new FakeBookingApi();
  const payments = new FakePayments();
  const analytics = new RecordingAnalytics();
  const clock = new FixedClock(NOW);
  const useCase = createBookingUseCase<Restaurant>(
    { booking, payments, analytics, clock, ...extra },
    { restaurants: RESTAURANTS, date: SATURDAY, ...options },
  );
  return { useCase, booking, payments, analytics, clock, snap: () => useCase.getSnapshot() };
}

type Context = ReturnType<typeof aUseCase>;

function typeIn(context: Context, details: Partial<Record<CustomerTextField, string>> = GIULIA): void {
  for (const [field, text] of Object.entries(details)) context.useCase.changeCustomerField(field as CustomerTextField, text);
}

/** Leeds on Saturday, its occasions loaded (dinner chosen). */
async function atStepOne(options: BookingUseCaseOptions<Restaurant> = {}, extra: Partial<BookingPorts> = {}): Promise<Context> {
  const context = aUseCase({ storeId: 'A', ...options }, extra);
  const starting = context.useCase.start();
  await context.booking.last('getOccasions').answer(ok(OCCASIONS));
  expect(await starting).toBe(true);
  return context;
}

/** Dinner for two at Leeds on Saturday, on step two with 19:00 and 19:30 offered (19:00 selected). */
async function atStepTwo(options: BookingUseCaseOptions<Restaurant> = {}, extra: Partial<BookingPorts> = {}): Promise<Context> {
  const context = await atStepOne(options, extra);
  context.useCase.changeCovers({ adults: 2 });
  const loading = context.useCase.loadSlots();
  await context.booking.last('getAreas').answer(ok([anArea()]));
  await context.booking.last('getMenus').answer(ok(MENUS));
  await context.booking.last('getSlots').answer(ok(TWO_SLOTS));
  expect(await loading).toBe(true);
  return context;
}

/** On step three with the requirements loaded and Giulia's details typed. */
async function atStepThree(requirements = PLAIN, options: BookingUseCaseOptions<Restaurant> = {}, extra: Partial<BookingPorts> = {}): Promise<Context> {
  const context = await atStepTwo(options, extra);
  const loading = context.useCase.loadRequirements();
  await context.booking.last('getRequirements').answer(ok(requirements));
  expect(await loading).toBe(true);
  typeIn(context);
  return context;
}

const blockerKeys = (context: Context, step: 1 | 2 | 3) => context.snap().blockers[step].map((b) => b.key);

// ---------------------------------------------------------------------------------------------------------

describe('starting the booking use-case', () => {
  it('given a preselected restaurant and date, when started, then its occasions load for that date and dinner is chosen', async () => {
    const { useCase, booking, snap } = aUseCase({ storeId: 'A' });
    expect(snap()).toMatchObject({ currentStep: 1, today: TODAY, window: { first: TODAY, last: LAST_DAY }, restaurant: LEEDS });
    const starting = useCase.start();
    expect(useCase.start()).resolves.toBe(false);
    expect(snap().busy).toBe(true);
    expect(blockerKeys({ snap } as Context, 1)).toEqual(['loading']);
    await booking.last('getOccasions').answer(ok(OCCASIONS));
    expect(await starting).toBe(true);
    expect(booking.of('getOccasions').map((call) => call.args)).toEqual([['A', SATURDAY]]);
    expect(snap().journey.selectedOccasion?.id).toBe('dinner');
    expect(snap().canContinue[1]).toBe(true);
    expect(snap().coverChoices).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await useCase.start()).toBe(false);
  });

  it.each([
    ['in the past', '2025-06-09'],
    ['beyond the horizon', '2025-09-09'],
    ['not a date', '2025-02-30'],
    ['absent', null],
  ])('given a start date %s, when created, then the journey starts today', (_case, date) => {
    const { snap } = aUseCase({ date });
    expect(snap().journey.selectedBookingDate).toBe(`${TODAY}T09:00:00`);
  });

  it('given the horizon’s last day, when created with it, then that day is kept', () => {
    expect(aUseCase({ date: LAST_DAY }).snap().journey.selectedBookingDate).toBe(`${LAST_DAY}T09:00:00`);
  });

  it('given a restaurant that is not listed, when preselected, then none is chosen and step one asks for one', async () => {
    const { useCase, booking, snap } = aUseCase({ storeId: 'ZZZ' });
    expect(await useCase.start()).toBe(false);
    expect(booking.calls).toEqual([]);
    expect(snap().journey.storeId).toBeNull();
    expect(snap().blockers[1]).toEqual([{ key: 'noRestaurant', message: BLOCKER_MESSAGES.noRestaurant }]);
  });

  it('given no restaurant list, when any id is preselected, then it is taken as given (the API decides)', () => {
    expect(aUseCase({ restaurants: undefined, storeId: 'ANY' }).snap().journey.storeId).toBe('ANY');
  });

  it('given a restaurant booked through its live widget, when started, then no occasion is asked for', async () => {
    const { useCase, booking, snap } = aUseCase({ storeId: 'EDI' });
    expect(await useCase.start()).toBe(false);
    expect(booking.calls).toEqual([]);
    expect(snap().liveWidgetId).toBe('casaventuraedinburgh');
    expect(blockerKeys({ snap } as Context, 1)).toEqual(['liveWidget']);
  });
});

describe('the snapshot', () => {
  it('given no change, when read twice, then it is the same frozen object; a change makes a new one', async () => {
    const { useCase, snap } = await atStepOne();
    const first = snap();
    expect(snap()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    useCase.changeCovers({ adults: 3 });
    expect(snap()).not.toBe(first);
    expect(snap().journey.adultCovers).toBe(3);
    expect(first.journey.adultCovers).toBe(1);
  });

  it('given a listener, when a command changes several things, then it hears once; after unsubscribing, never', async () => {
    const { useCase, booking } = await atStepOne();
    let heard = 0;
    const stop = useCase.subscribe(() => (heard += 1));
    useCase.changeCovers({ adults: 2 });
    expect(heard).toBe(1);
    const loading = useCase.loadSlots();
    expect(heard).toBe(2);
    stop();
    await booking.last('getAreas').answer(ok([]));
    await booking.last('getMenus').answer(ok([]));
    await booking.last('getSlots').answer(ok(TWO_SLOTS));
    await loading;
    expect(heard).toBe(2);
  });

  it('given a command that changes nothing, then no listener hears and the snapshot stays', async () => {
    const { useCase, snap } = await atStepOne();
    let heard = 0;
    useCase.subscribe(() => (heard += 1));
    const before = snap();
    expect(useCase.chooseOccasion('dinner')).toBe(true);
    expect(useCase.changeCovers({ adults: 1 })).toBe(true);
    expect(heard).toBe(0);
    expect(snap()).toBe(before);
  });

  it('given something that is not a function, when subscribed, then nothing breaks', () => {
    const { useCase } = aUseCase();
    const stop = useCase.subscribe('listener' as unknown as () => void);
    expect(() => stop()).not.toThrow();
  });
});

describe('the booking window (today in the restaurants’ zone)', () => {
  it.each([
    ['today', TODAY, true],
    ['yesterday', '2025-06-09', false],
    ['the horizon’s last day', LAST_DAY, true],
    ['the day after it', '2025-09-09', false],
  ])('given %s, when chosen, then it is taken: %p', async (_case, date, taken) => {
    const { useCase, booking, snap } = await atStepOne();
    const asked = booking.of('getOccasions').length;
    const choosing = useCase.chooseDate(date);
    if (taken) await booking.last('getOccasions').answer(ok(OCCASIONS));
    expect(await choosing).toBe(taken);
    expect(booking.of('getOccasions').length).toBe(asked + (taken ? 1 : 0));
    expect(snap().journey.selectedBookingDate?.slice(0, 10)).toBe(taken ? date : SATURDAY);
  });

  it('given the day already chosen, when chosen again, then its occasions are not asked again', async () => {
    const { useCase, booking } = await atStepOne();
    expect(await useCase.chooseDate(`${SATURDAY}T20:00:00`)).toBe(true);
    expect(booking.of('getOccasions')).toHaveLength(1);
  });

  it('given no restaurant yet, when a date is chosen, then it is kept for later without a call', async () => {
    const { useCase, booking, snap } = aUseCase();
    expect(await useCase.chooseDate('2025-06-20')).toBe(true);
    expect(booking.calls).toEqual([]);
    expect(snap().journey.selectedBookingDate).toBe('2025-06-20T09:00:00');
  });

  it.each(['2025-02-30', 'soon', '', 20250614, null, undefined, { date: SATURDAY }])(
    'given the malformed date %p, when chosen, then it is refused without a call or a throw',
    async (date) => {
      const { useCase, booking, snap } = await atStepOne();
      const before = snap();
      expect(await useCase.chooseDate(date)).toBe(false);
      expect(booking.of('getOccasions')).toHaveLength(1);
      expect(snap()).toBe(before);
    },
  );

  it('given dates, when asked about, then each says its problem by key, for a date field', () => {
    const { useCase } = aUseCase();
    expect(useCase.dateProblem(TODAY)).toBeNull();
    expect(useCase.dateProblem('2025-06-09')).toEqual({ key: 'datePast', message: BLOCKER_MESSAGES.datePast });
    expect(useCase.dateProblem('2025-09-09')).toEqual({ key: 'dateBeyondHorizon', message: dateBeyondHorizonMessage(90) });
    expect(useCase.dateProblem('Invalid Date')?.key).toBe('dateInvalid');
  });

  it('given a shorter horizon, then the window and its words follow it', () => {
    const { useCase, snap } = aUseCase({ horizonDays: 30 });
    expect(snap().window).toEqual({ first: TODAY, last: '2025-07-10' });
    expect(useCase.dateProblem('2025-07-11')?.message).toBe('Choose a date within the next 30 days.');
    expect(aUseCase({ horizonDays: -3 }).snap().window?.last).toBe(LAST_DAY);
  });

  it('given 23:30 UTC (00:30 in London), then today is already tomorrow in London, and still today in UTC', () => {
    const late = Date.UTC(2025, 5, 10, 23, 30);
    const london = createBookingUseCase({ booking: new FakeBookingApi(), payments: new FakePayments(), analytics: new RecordingAnalytics(), clock: new FixedClock(late) });
    const utc = createBookingUseCase(
      { booking: new FakeBookingApi(), payments: new FakePayments(), analytics: new RecordingAnalytics(), clock: new FixedClock(late) },
      { timeZone: 'UTC' },
    );
    expect([london.getSnapshot().today, utc.getSnapshot().today]).toEqual(['2025-06-11', '2025-06-10']);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, {}],
    ['a clock that throws', {}, { clock: { now: () => { throw new Error('no clock'); } } }],
    ['a clock that answers nonsense', {}, { clock: { now: () => Number.NaN } }],
  ])('given %s, then no date can be booked, and nothing throws', async (_case, options, ports) => {
    const { useCase, snap } = aUseCase({ storeId: 'A', ...options }, ports);
    expect(snap()).toMatchObject({ today: null, window: null });
    expect(snap().journey.selectedBookingDate).toBeNull();
    expect(await useCase.chooseDate(SATURDAY)).toBe(false);
    expect(blockerKeys({ snap } as Context, 1)).toContain('dateInvalid');
  });

  it('given the chosen day has passed (midnight went by), then step three is blocked and the booking is not sent', async () => {
    const context = await atStepThree();
    context.clock.set(Date.UTC(2025, 5, 15, 9));
    context.useCase.touchCustomerField('email');
    expect(blockerKeys(context, 3)).toEqual(['datePast']);
    expect(await context.useCase.submit()).toBe(false);
    expect(context.booking.of('createBooking')).toHaveLength(0);
  });
});

describe('step one: restaurant, occasion, party', () => {
  it.each([['ZZZ'], [''], ['   '], [42], [null], [{ storeId: 'A' }]])(
    'given the unknown restaurant %p, when chosen, then it is refused without a call',
    async (storeId) => {
      const { useCase, booking, snap } = aUseCase();
      expect(await useCase.chooseRestaurant(storeId)).toBe(false);
      expect(booking.calls).toEqual([]);
      expect(snap().journey.storeId).toBeNull();
    },
  );

  it('given a slower answer for the first restaurant arriving after the second, then the first is ignored', async () => {
    const { useCase, booking, snap } = aUseCase();
    const first = useCase.chooseRestaurant('A');
    const second = useCase.chooseRestaurant('B');
    const [forA, forB] = booking.of('getOccasions');
    expect([forA?.args, forB?.args]).toEqual([['A', SATURDAY], ['B', SATURDAY]]);
    await forB?.answer(ok([BRUNCH]));
    await forA?.answer(ok([DINNER]));
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(snap().journey).toMatchObject({ storeId: 'B', selectedOccasion: BRUNCH, steps: { 1: { disabled: false, spinner: false } } });
  });

  it('given the occasions call fails, then step one unlocks with its keyed message and asks for an occasion', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.RestaurantDisabled, status: 409 }));
    expect(await choosing).toBe(false);
    expect(snap().message).toEqual({ key: 'occasionsFailed', text: MESSAGES.restaurantDisabled });
    expect(snap().journey.steps[1]).toEqual({ disabled: false, spinner: false });
    expect(snap().blockers[1].map((b) => b.key)).toEqual(['noOccasionThatDay']);
    expect(await useCase.loadSlots()).toBe(false);
  });

  it('given the API answers the occasions with a 503 and no code, then the catalogue default, no claim the day is shut, and a working try again', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').answer(fail({ code: null, status: 503 }));
    expect(await choosing).toBe(false);
    expect(snap().message).toEqual({ key: 'occasionsFailed', text: MESSAGES.defaultError });
    expect(blockerKeys({ snap } as Context, 1)).toEqual(['occasionsNotLoaded']);
    expect(snap().blockers[1][0]?.message).toBe(BLOCKER_MESSAGES.occasionsNotLoaded);
    expect(snap().canTryAgain).toBe(true);

    // Tried while the API is still down: the same words again, still offered.
    const first = useCase.tryAgain();
    expect(snap()).toMatchObject({ canTryAgain: false, busy: true, message: null });
    expect(await useCase.tryAgain()).toBe(false);
    await booking.last('getOccasions').answer(fail({ code: null }));
    expect(await first).toBe(false);
    expect(snap()).toMatchObject({ canTryAgain: true, message: { key: 'occasionsFailed', text: MESSAGES.defaultError } });

    // The API is back.
    const second = useCase.tryAgain();
    await booking.last('getOccasions').answer(ok(OCCASIONS));
    expect(await second).toBe(true);
    expect(booking.of('getOccasions').map((call) => call.args)).toEqual([['A', SATURDAY], ['A', SATURDAY], ['A', SATURDAY]]);
    expect(snap()).toMatchObject({ canTryAgain: false, message: null, canContinue: { 1: true } });
    expect(snap().journey.selectedOccasion?.id).toBe('dinner');
  });

  it('given the occasions call timed out, then the try-again words and the offer to try again', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' }));
    expect(await choosing).toBe(false);
    expect(snap()).toMatchObject({ canTryAgain: true, message: { key: 'occasionsFailed', text: MESSAGES.somethingWentWrongTryAgain } });
  });

  it('given a refusal with a reason (restaurant disabled), then no try again is offered and none is made', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.RestaurantDisabled, status: 409 }));
    await choosing;
    expect(snap().canTryAgain).toBe(false);
    expect(await useCase.tryAgain()).toBe(false);
    expect(booking.of('getOccasions')).toHaveLength(1);
  });

  it('given the restaurant has no occasion that day, then the no-occasions message, keyed', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').answer(ok([]));
    expect(await choosing).toBe(false);
    expect(snap().message).toEqual({ key: 'noOccasions', text: MESSAGES.noRestrictions });
  });

  it('given the occasions port throws, then it is a failure with the default message, not a rejection', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').throwError(new Error('bug in an adapter'));
    expect(await choosing).toBe(false);
    expect(snap().message).toEqual({ key: 'occasionsFailed', text: MESSAGES.defaultError });
    expect(snap().busy).toBe(false);
  });

  it('given a port that answers something that is not a result, then it is a failure too', async () => {
    const { useCase, booking, snap } = aUseCase();
    const choosing = useCase.chooseRestaurant('A');
    await booking.last('getOccasions').answer(undefined);
    expect(await choosing).toBe(false);
    expect(snap().message?.key).toBe('occasionsFailed');
  });

  it('given the same restaurant again, then its occasions are not reloaded; after a failure they are', async () => {
    const { useCase, booking } = await atStepOne();
    expect(await useCase.chooseRestaurant('A')).toBe(true);
    expect(booking.of('getOccasions')).toHaveLength(1);

    const other = aUseCase();
    const failing = other.useCase.chooseRestaurant('A');
    await other.booking.last('getOccasions').answer(fail({ code: null }));
    await failing;
    const retry = other.useCase.chooseRestaurant('A');
    await other.booking.last('getOccasions').answer(ok(OCCASIONS));
    expect(await retry).toBe(true);
  });

  it('given Edinburgh, which books through its live widget, then it is chosen without asking for occasions', async () => {
    const { useCase, booking, snap } = await atStepOne();
    expect(await useCase.chooseRestaurant('EDI')).toBe(true);
    expect(booking.of('getOccasions')).toHaveLength(1);
    expect(snap()).toMatchObject({ liveWidgetId: 'casaventuraedinburgh', busy: false, message: null });
    expect(snap().journey.occasions).toEqual([]);
    expect(await useCase.chooseRestaurant('EDI')).toBe(true);
  });

  it('given occasions loaded, when an unknown occasion is chosen, then nothing changes; a known one sets its minimum party', async () => {
    const { useCase, snap } = await atStepOne();
    useCase.changeCovers({ adults: 3 });
    for (const id of ['nope', '', null, 7, { id: 'dinner' }]) expect(useCase.chooseOccasion(id)).toBe(false);
    expect(snap().journey.adultCovers).toBe(3);
    expect(useCase.chooseOccasion('brunch')).toBe(true);
    expect(snap().journey).toMatchObject({ adultCovers: 4, coverLimits: { minCovers: 4, maxCovers: 12 } });
    expect(snap().coverChoices).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([[{ adults: 'many' }], [{}], [null], ['2']])('given the unreadable party %p, when changed, then it is refused', async (covers) => {
    const { useCase, snap } = await atStepOne();
    const before = snap();
    expect(useCase.changeCovers(covers as never)).toBe(false);
    expect(snap()).toBe(before);
  });

  it('given a party beyond the occasion’s maximum, when changed, then it stops at the maximum', async () => {
    const { useCase, snap } = await atStepOne();
    expect(useCase.changeCovers({ adults: 40 })).toBe(true);
    expect(snap().journey.coverSize).toBe(8);
  });
});

describe('step two: menus, areas, slots and times', () => {
  it('given step one done, when slots load, then areas and menus come first, the slot nearest dinner time is chosen, times suggested', async () => {
    const { snap, booking } = await atStepTwo();
    expect(booking.last('getAreas').args).toEqual(['A', { occasionId: 'dinner', children: 0, adults: 2, dates: SATURDAY }]);
    expect(booking.last('getSlots').args[1]).toMatchObject({ menuIds: 'a-la-carte', areaId: 'area-terrace' });
    expect(snap()).toMatchObject({ currentStep: 2, slotsStatus: 'loaded', noAvailability: false, canContinue: { 2: true } });
    expect(snap().journey.selectedBookingTime).toBe('19:00');
    expect(snap().preferredTime).toBe('19:00');
    expect(snap().suggestedTimes).toEqual(TWO_SLOTS);
    expect(snap().timeBands).toEqual([{ band: 'dinner', slots: TWO_SLOTS }]);
  });

  it('given step one blocked, when slots are asked for, then nothing is called', async () => {
    const { useCase, booking } = aUseCase();
    expect(await useCase.loadSlots()).toBe(false);
    expect(await useCase.chooseAnotherTime()).toBe(false);
    expect(booking.calls).toEqual([]);
  });

  it('given a time that was offered, when chosen, then it is selected; one never offered is refused', async () => {
    const { useCase, snap } = await atStepTwo();
    expect(useCase.chooseTime('19:30')).toBe(true);
    expect(snap().journey.selectedBookingDate).toBe(`${SATURDAY}T19:30:00`);
    for (const time of ['19:15', '25:00', 'soon', null, 1930]) expect(useCase.chooseTime(time)).toBe(false);
    expect(snap().journey.selectedBookingTime).toBe('19:30');
    expect(useCase.chooseTime('19:30')).toBe(true);
  });

  it('given the menus call fails, then step two fails like the slots, with the analytics event, and no slots call', async () => {
    const { useCase, booking, analytics, snap } = await atStepOne();
    const loading = useCase.loadSlots();
    await booking.last('getAreas').answer(ok([]));
    await booking.last('getMenus').answer(fail({ code: ErrorCode.NoAvailableOccasion, status: 409 }));
    expect(await loading).toBe(false);
    expect(booking.of('getSlots')).toHaveLength(0);
    expect(snap()).toMatchObject({ slotsStatus: 'failed', noAvailability: false, message: { key: 'slotsFailed', text: MESSAGES.noAvailableOccasion } });
    expect(snap().journey.steps[2]).toEqual({ disabled: false, spinner: false });
    expect(analytics.events).toEqual([{ name: 'booking_unavailable', properties: { storeId: 'A', occasionId: 'dinner', date: SATURDAY, covers: 1 } }]);
  });

  it('given the areas port throws, then step two fails without a rejection', async () => {
    const { useCase, booking, snap } = await atStepOne();
    const loading = useCase.loadSlots();
    await booking.last('getAreas').throwError(new Error('bug'));
    await booking.last('getMenus').answer(ok(MENUS));
    expect(await loading).toBe(false);
    expect(snap().message).toEqual({ key: 'slotsFailed', text: MESSAGES.defaultError });
  });

  it('given no free slot for the party, then noAvailability is offered (to find a table nearby)', async () => {
    const { useCase, booking, snap } = await atStepOne();
    const loading = useCase.loadSlots();
    await booking.last('getAreas').answer(ok([]));
    await booking.last('getMenus').answer(ok([]));
    await booking.last('getSlots').answer(fail({ code: ErrorCode.NoFreeSlot, status: 409 }));
    expect(await loading).toBe(false);
    expect(snap()).toMatchObject({ noAvailability: true, message: { key: 'slotsFailed', text: MESSAGES.noFreeSlot } });
  });

  it('given only enquiry slots, then there is no table to book either', async () => {
    const { useCase, booking, snap } = await atStepOne();
    booking.always('getAreas', ok([])).always('getMenus', ok([])).always('getSlots', ok([aSlot({ time: '20:00', canEnquire: true })]));
    expect(await useCase.loadSlots()).toBe(true);
    expect(snap().noAvailability).toBe(true);
    expect(snap().suggestedTimes).toEqual([{ time: '20:00', canEnquire: true }]);
  });

  it('given no time selected (no slot last time), then the day’s menus are still asked, without a time, and the slots load', async () => {
    const { useCase, booking } = await atStepOne();
    booking.always('getAreas', ok([])).always('getMenus', ok(MENUS)).always('getSlots', ok([]));
    expect(await useCase.loadSlots()).toBe(true);
    expect(await useCase.loadSlots()).toBe(true);
    expect(booking.of('getMenus')).toHaveLength(2);
    expect(booking.last('getMenus').args[1]).not.toHaveProperty('time');
  });

  it('given two slot loads, when the earlier answers last, then only the later one counts', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    const toSetLunch = useCase.chooseMenu('set-lunch');
    const backToCarte = useCase.chooseMenu('a-la-carte');
    const [, forSetLunch, forCarte] = booking.of('getSlots');
    expect(forSetLunch?.args[1]).toMatchObject({ menuIds: 'set-lunch' });
    await forCarte?.answer(ok([aSlot({ time: '20:00' })]));
    await forSetLunch?.answer(ok([aSlot({ time: '12:00' })]));
    expect(await Promise.all([toSetLunch, backToCarte])).toEqual([false, true]);
    expect(snap().journey.slots.map((s) => s.time)).toEqual(['20:00']);
    expect(snap().journey.steps[2]).toEqual({ disabled: false, spinner: false });
  });

  it('given menus and areas, when an unknown one is chosen, nothing is called; the same one again changes nothing', async () => {
    const { useCase, booking } = await atStepTwo();
    expect(await useCase.chooseMenu('nope')).toBe(false);
    expect(await useCase.chooseArea({ id: 'area-terrace' })).toBe(false);
    expect(await useCase.chooseMenu('a-la-carte')).toBe(true);
    expect(await useCase.chooseArea('area-terrace')).toBe(true);
    expect(booking.of('getSlots')).toHaveLength(1);
  });

  it('given another area, when chosen, then the slots load again for it', async () => {
    const { useCase, booking } = await atStepOne();
    booking.always('getAreas', ok([anArea(), anArea({ id: 'bar', name: 'Bar' })])).always('getMenus', ok([])).always('getSlots', ok(TWO_SLOTS));
    await useCase.loadSlots();
    expect(await useCase.chooseArea('bar')).toBe(true);
    expect(booking.last('getSlots').args[1]).toMatchObject({ areaId: 'bar' });
  });

  it('given the party changes while slots load, then their answer is ignored and step two is not left locked', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    const reloading = useCase.chooseMenu('set-lunch');
    expect(snap().journey.steps[2]).toEqual({ disabled: true, spinner: true });
    useCase.changeCovers({ adults: 4 });
    expect(snap().currentStep).toBe(1);
    expect(snap().journey.steps[2]).toEqual({ disabled: false, spinner: false });
    await booking.last('getSlots').answer(ok([aSlot({ time: '21:00' })]));
    expect(await reloading).toBe(false);
    expect(snap().journey).toMatchObject({ slots: [], selectedBookingTime: '19:00' });
    expect(snap().slotsStatus).toBe('idle');
  });

  it('given the party changes while areas load, then the areas answer is ignored too', async () => {
    const { useCase, booking, snap } = await atStepOne();
    const loading = useCase.loadSlots();
    useCase.chooseOccasion('brunch');
    await booking.last('getAreas').answer(ok([anArea()]));
    await booking.last('getMenus').answer(ok(MENUS));
    expect(await loading).toBe(false);
    expect(booking.of('getSlots')).toHaveLength(0);
    expect(snap().journey.restaurantAreas).toEqual([]);
  });
});

describe('a step-one change from step three', () => {
  it.each([
    ['the party', (c: Context) => c.useCase.changeCovers({ adults: 3 })],
    ['the occasion', (c: Context) => c.useCase.chooseOccasion('brunch')],
    ['the date', (c: Context) => void c.useCase.chooseDate('2025-06-20')],
    ['the restaurant', (c: Context) => void c.useCase.chooseRestaurant('B')],
  ])('given the requirements loading, when %s changes, then step one, the old slots gone, the late answer ignored', async (_case, change) => {
    const context = await atStepTwo();
    const loading = context.useCase.loadRequirements();
    change(context);
    const { snap } = context;
    expect(snap()).toMatchObject({ currentStep: 1, requirementsReady: false, slotsStatus: 'idle' });
    expect(snap().journey.slots).toEqual([]);
    expect(snap().journey.steps[3].spinner).toBe(false);
    await context.booking.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true }));
    expect(await loading).toBe(false);
    expect(snap().journey).toMatchObject({ isEnquiry: false, creditCardRequired: false });
    expect(snap().canContinue[2]).toBe(false);
  });
});

describe('step three: requirements, details, booking', () => {
  it('given a time not offered, when the requirements are asked for, then nothing is called', async () => {
    const { useCase, booking } = await atStepOne();
    expect(await useCase.loadRequirements()).toBe(false);
    expect(booking.of('getRequirements')).toHaveLength(0);
  });

  it('given another time chosen while requirements load, then step two shows and their answer is ignored', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    const loading = useCase.loadRequirements();
    expect(snap().journey.steps[3].spinner).toBe(true);
    expect(blockerKeys({ snap } as Context, 3)).toContain('loading');
    useCase.chooseTime('19:30');
    expect(snap().currentStep).toBe(2);
    await booking.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true }));
    expect(await loading).toBe(false);
    expect(snap().requirementsReady).toBe(false);
  });

  it('given the details typed but the requirements never loaded, when booked, then nothing is sent', async () => {
    const context = await atStepTwo();
    typeIn(context);
    expect(blockerKeys(context, 3)).toEqual(['requirementsNotLoaded']);
    expect(await context.useCase.submit()).toBe(false);
    expect(context.booking.of('createBooking')).toHaveLength(0);
  });

  it('given a failed requirements call, then its message, the spinner stopped, and no booking until they load', async () => {
    const context = await atStepTwo();
    const loading = context.useCase.loadRequirements();
    await context.booking.last('getRequirements').answer(fail({ code: ErrorCode.NoFreeSlot, status: 409 }));
    expect(await loading).toBe(false);
    expect(context.snap().message).toEqual({ key: 'requirementsFailed', text: MESSAGES.noFreeSlot });
    typeIn(context);
    expect(context.snap().canContinue[3]).toBe(false);
    expect(await context.useCase.submit()).toBe(false);
    expect(context.booking.of('createBooking')).toHaveLength(0);
  });

  it('given bad details, then each field’s error shows once left or on a booking attempt, and nothing is sent', async () => {
    const context = await atStepThree();
    const { useCase, snap } = context;
    typeIn(context, { firstName: '   ', email: 'giulia@example', phoneNumber: 'call me', specialRequest: '<b>window</b>' });
    expect(snap().fieldErrors).toEqual({});
    expect(useCase.touchCustomerField('email')).toBe(true);
    expect(snap().fieldErrors).toEqual({ email: 'E-mail is not valid' });
    expect(useCase.touchCustomerField('nope' as CustomerTextField)).toBe(false);
    expect(blockerKeys(context, 3)).toEqual(['customerInvalid']);
    expect(await useCase.submit()).toBe(false);
    expect(snap().submitAttempted).toBe(true);
    expect(snap().fieldErrors).toEqual({
      firstName: 'First name is required',
      email: 'E-mail is not valid',
      phoneNumber: 'Phone number is not valid',
      specialRequest: 'Special request is not valid',
    });
    expect(context.booking.of('createBooking')).toHaveLength(0);
    expect(useCase.changeCustomerField('nope' as CustomerTextField, 'x')).toBe(false);
  });

  it('given everything, when booked, then the thanks screen, booking_complete, and onConfirmed once', async () => {
    const confirmed: unknown[] = [];
    const context = await atStepThree(PLAIN, { onConfirmed: (booking) => confirmed.push(booking) });
    const { useCase, booking, analytics, snap } = context;
    expect(useCase.changeOptIn('shouldReceivePromotions', true)).toBe(true);
    expect(useCase.changeOptIn('shouldReceiveCarrierPigeons' as never, true)).toBe(false);
    expect(snap()).toMatchObject({ submitKind: 'booking', canContinue: { 3: true }, cardGuaranteeNeeded: false });
    const submitting = useCase.submit();
    expect(snap()).toMatchObject({ submitting: true, busy: true });
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVTEST22', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
    const data = booking.last('createBooking').args[1];
    expect(data).toMatchObject({ occasionId: 'dinner', adultCovers: 2, diningDateTime: `${SATURDAY}T19:00:00`, braintreeCustomerId: null });
    expect(data).toMatchObject({ customer: { firstName: 'Giulia', shouldReceivePromotions: true } });
    const booked = { reference: 'CVTEST22', bookingType: '', storeId: 'A', date: SATURDAY, time: '19:00', covers: 2, manageUrl: null };
    expect(snap()).toMatchObject({ currentStep: 'thanks', confirmation: booked, submitting: false });
    expect(confirmed).toEqual([booked]);
    expect(analytics.events).toEqual([{ name: 'booking_complete', properties: { storeId: 'A', bookingType: 'booking', covers: 2 } }]);
    expect(blockerKeys(context, 1)).toEqual(['bookingMade']);
  });

  it('given a nut allergy, a vegan and a high chair ticked on step three, when booked, then data.needs carries them', async () => {
    const context = await atStepThree();
    const { useCase, booking, snap } = context;
    expect(useCase.changeNeed('allergens', 'peanuts', true)).toBe(true);
    expect(useCase.changeNeed('allergens', 'peanuts', true)).toBe(false);
    expect(useCase.changeNeed('allergens', 'chocolate', true)).toBe(false);
    expect(useCase.changeNeed('diets', 'vegan', true)).toBe(true);
    expect(useCase.changeNeed('highChair', null, true)).toBe(true);
    expect(useCase.changeNeed('access', 'wheelchair', true)).toBe(true);
    expect(useCase.changeNeed('access', 'wheelchair', false)).toBe(true);
    expect(snap().journey.needs).toEqual({ allergens: ['peanuts'], diets: ['vegan'], access: [], highChair: true, pram: false });
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVNEEDS', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
    expect(booking.last('createBooking').args[1]).toMatchObject({ needs: { allergens: ['peanuts'], diets: ['vegan'], highChair: true } });
    expect(useCase.changeNeed('pram', null, true)).toBe(false);
  });

  it('given no need ticked, when booked, then the request has no needs at all', async () => {
    const context = await atStepThree();
    const submitting = context.useCase.submit();
    await context.booking.last('createBooking').answer(ok({ bookingReference: 'CVPLAIN', bookingStatus: 0 }));
    await submitting;
    expect(context.booking.last('createBooking').args[1]).not.toHaveProperty('needs');
  });

  it('given the booking made, then nothing changes it until reset', async () => {
    const context = await atStepThree();
    const { useCase, booking, snap } = context;
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVDONE', bookingStatus: 0 }));
    await submitting;
    const after = snap();
    const answers = [
      useCase.chooseOccasion('brunch'),
      useCase.changeCovers({ adults: 6 }),
      useCase.chooseTime('19:30'),
      useCase.changeCustomerField('email', 'other@example.com'),
      useCase.touchCustomerField('email'),
      useCase.changeOptIn('shouldReceiveSms', true),
      useCase.goToStep(1),
      useCase.chooseGroupBooking(),
      useCase.closeGroupBooking(),
      useCase.changeSearchQuery('York'),
      useCase.clearFinder(),
      await useCase.start(),
      await useCase.chooseRestaurant('B'),
      await useCase.chooseDate('2025-06-20'),
      await useCase.loadSlots(),
      await useCase.chooseAnotherTime(),
      await useCase.chooseMenu('set-lunch'),
      await useCase.loadRequirements(),
      await useCase.loadCardForm(),
      await useCase.guaranteeWithCard('fake-valid-nonce'),
      await useCase.submit(),
      await useCase.submitEvent(),
      await useCase.searchNearby('York'),
      await useCase.findAlternatives('19:00'),
    ];
    expect(answers.every((answer) => answer === false)).toBe(true);
    expect(snap()).toBe(after);
    expect(booking.of('createBooking')).toHaveLength(1);
  });

  it('given a second tap on Book while the first is on its way, then one booking call and nothing edited meanwhile', async () => {
    const { useCase, booking, snap } = await atStepThree();
    const first = useCase.submit();
    const second = useCase.submit();
    expect(useCase.changeCovers({ adults: 5 })).toBe(false);
    expect(await useCase.reset()).toBe(false);
    expect(blockerKeys({ snap } as Context, 3)).toEqual(['submitting']);
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVTEST22', bookingStatus: 0 }));
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(booking.of('createBooking')).toHaveLength(1);
    expect(snap().journey.adultCovers).toBe(2);
  });

  it.each([
    ['a 409 with code 9', fail({ code: ErrorCode.BookingWentWrong, status: 409 })],
    ['an answer with status 9', ok({ bookingReference: '', bookingStatus: BOOKING.slotTakenStatus })],
  ])('given %s, then slot taken is state: details kept, that time gone, another time booked without retyping', async (_case, answer) => {
    const context = await atStepThree();
    const { useCase, booking, snap } = context;
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(answer);
    expect(await submitting).toBe(false);
    expect(snap()).toMatchObject({ slotTaken: true, message: { key: 'slotTaken', text: MESSAGES.slotTaken }, currentStep: 3 });
    expect(snap().journey.customer.email.text).toBe(GIULIA.email);
    expect(blockerKeys(context, 3)).toEqual(['timeNotOffered']);
    expect(await useCase.submit()).toBe(false);

    const reloading = useCase.chooseAnotherTime();
    await booking.last('getSlots').answer(ok([aSlot({ time: '19:30' })]));
    expect(await reloading).toBe(true);
    expect(snap()).toMatchObject({ slotTaken: false, message: null, currentStep: 2 });
    expect(snap().journey.customer.email.text).toBe(GIULIA.email);
    const checking = useCase.loadRequirements();
    await booking.last('getRequirements').answer(ok(PLAIN));
    await checking;
    const again = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVSECOND', bookingStatus: 0 }));
    expect(await again).toBe(true);
    expect(snap().confirmation).toMatchObject({ time: '19:30', reference: 'CVSECOND' });
  });

  it('given a create refused with the restaurant’s own words, then they show and the form starts blank without errors', async () => {
    const { useCase, booking, snap } = await atStepThree();
    useCase.touchCustomerField('email');
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(fail({ code: ErrorCode.BookingRejectMessage, status: 409, message: 'Kitchen closed early tonight' }));
    expect(await submitting).toBe(false);
    expect(snap()).toMatchObject({ message: { key: 'bookingFailed', text: 'Kitchen closed early tonight' }, slotTaken: false });
    expect(snap()).toMatchObject({ touched: {}, submitAttempted: false, fieldErrors: {} });
    expect(snap().journey.customer.firstName.text).toBe('');
    expect(snap().journey.steps[3]).toEqual({ disabled: false, spinner: false });
  });

  it('given the create port throws, then no answer is known: the form unlocked, the details kept and a try again offered', async () => {
    const { useCase, booking, snap } = await atStepThree();
    const submitting = useCase.submit();
    await booking.last('createBooking').throwError(new Error('bug in create'));
    expect(await submitting).toBe(false);
    expect(snap()).toMatchObject({ submitting: false, tryAgainOn: 3, message: { key: 'bookingUnanswered', text: MESSAGES.bookingNotAnswered } });
    expect(snap().journey.customer.firstName.text).toBe('Giulia');
  });

  it('given analytics and the page’s hook both throw, then the booking is still made', async () => {
    const context = aUseCase(
      { storeId: 'A', onConfirmed: () => { throw new Error('page'); } },
      { analytics: { track: () => { throw new Error('tag manager'); } } },
    );
    context.booking
      .always('getOccasions', ok(OCCASIONS))
      .always('getAreas', ok([]))
      .always('getMenus', ok([]))
      .always('getSlots', ok(TWO_SLOTS))
      .always('getRequirements', ok(PLAIN))
      .always('createBooking', ok({ bookingReference: 'CVSAFE', bookingStatus: 0 }));
    await context.useCase.start();
    await context.useCase.loadSlots();
    await context.useCase.loadRequirements();
    typeIn(context);
    expect(await context.useCase.submit()).toBe(true);
    expect(context.snap().currentStep).toBe('thanks');
  });

  it('given an enquiry-only slot that would need a card, then it goes as an enquiry and no card is ever asked', async () => {
    const context = await atStepThree({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true });
    const { useCase, booking, payments, snap } = context;
    expect(snap()).toMatchObject({ submitKind: 'enquiry', cardGuaranteeNeeded: false, canContinue: { 3: true } });
    expect(await useCase.loadCardForm()).toBe(false);
    expect(await useCase.guaranteeWithCard('fake-valid-nonce')).toBe(false);
    expect(payments.calls).toEqual([]);
    const submitting = useCase.submit();
    await booking.last('createEnquiry').answer(ok({ bookingReference: 'CVENQ', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
    expect(snap().confirmation?.bookingType).toBe('enquiry');
  });

  it('given an event occasion named by the brand, then the one Book button sends an event request, no card for eight', async () => {
    const context = await atStepOne({ eventOccasionIds: ['private-event'] });
    const { useCase, booking, payments, snap } = context;
    useCase.chooseOccasion('private-event');
    useCase.changeCovers({ adults: 8 });
    booking.always('getAreas', ok([])).always('getMenus', ok([])).always('getSlots', ok(TWO_SLOTS));
    await useCase.loadSlots();
    booking.always('getRequirements', ok(PLAIN));
    await useCase.loadRequirements();
    typeIn(context);
    expect(snap()).toMatchObject({ submitKind: 'event', isEventOccasion: true, cardGuaranteeNeeded: false, canContinue: { 3: true } });
    const submitting = useCase.submit();
    await booking.last('createEvent').answer(ok({ bookingReference: 'CVEVENT', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
    expect(snap().confirmation).toMatchObject({ bookingType: 'event', covers: 8 });
    expect(payments.calls).toEqual([]);
  });

  it('given an occasion the API flags isEvent, then it is an event request, and ten need a card as the events call does', async () => {
    const context = aUseCase({ storeId: 'A' });
    const { useCase, booking, payments, snap } = context;
    const starting = useCase.start();
    await booking.last('getOccasions').answer(ok([DINNER, { ...PRIVATE_EVENT, isEvent: true }]));
    await starting;
    useCase.chooseOccasion('private-event');
    useCase.changeCovers({ adults: 10 });
    booking.always('getAreas', ok([])).always('getMenus', ok([])).always('getSlots', ok(TWO_SLOTS));
    await useCase.loadSlots();
    booking.always('getRequirements', ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true }));
    await useCase.loadRequirements();
    typeIn(context);
    expect(snap()).toMatchObject({ submitKind: 'event', cardGuaranteeNeeded: true, canContinue: { 3: false } });
    expect(await useCase.submit()).toBe(false);
    const card = useCase.guaranteeWithCard('fake-valid-nonce');
    await payments.last('submit').answer(ok({ customerId: 'test-customer-9' }));
    expect(await card).toBe(true);
    const submitting = useCase.submit();
    expect(booking.last('createEvent').args[1]).toMatchObject({ braintreeCustomerId: 'test-customer-9', adultCovers: 10 });
    await booking.last('createEvent').answer(ok({ bookingReference: 'CVEVENT', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
  });

  it('given any occasion, when sent as an event request, then the events call is used', async () => {
    const { useCase, booking, snap } = await atStepThree();
    const submitting = useCase.submitEvent();
    await booking.last('createEvent').answer(ok({ bookingReference: 'CVEV2', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
    expect(snap().confirmation?.bookingType).toBe('event');
  });
});

describe('the card guarantee', () => {
  const CARD = { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true };

  it('given a card needed, then no booking without it; a declined card shows the gateway’s words; a good one books', async () => {
    const context = await atStepThree(CARD);
    const { useCase, booking, payments, snap } = context;
    expect(snap().cardGuaranteeNeeded).toBe(true);
    expect(blockerKeys(context, 3)).toEqual(['cardNeeded']);
    expect(await useCase.submit()).toBe(false);

    const loading = useCase.loadCardForm();
    expect(snap().card.status).toBe('loading');
    await payments.last('getClientToken').answer(ok('test-client-token-1'));
    expect(await loading).toBe(true);
    expect(snap().card).toEqual({ status: 'ready', clientToken: 'test-client-token-1', message: null });

    const declined = useCase.guaranteeWithCard('fake-processor-declined-visa-nonce');
    await payments.last('submit').answer(fail({ code: null, status: 402, message: 'Your card was declined. Please try another card.' }));
    expect(await declined).toBe(false);
    expect(snap().card).toMatchObject({ status: 'failed', message: { key: 'cardDeclined', text: 'Your card was declined. Please try another card.' } });

    const valid = useCase.guaranteeWithCard(' fake-valid-nonce ');
    expect(payments.last('submit').args[0]).toEqual({ nonce: 'fake-valid-nonce', storeId: 'A', email: GIULIA.email, firstName: 'Giulia', lastName: 'Rossi' });
    await payments.last('submit').answer(ok({ customerId: 'test-customer-1' }));
    expect(await valid).toBe(true);
    expect(snap()).toMatchObject({ card: { status: 'stored' }, cardGuaranteeNeeded: false, canContinue: { 3: true } });

    const submitting = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVCARD', bookingStatus: 0 }));
    expect(await submitting).toBe(true);
    expect(booking.last('createBooking').args[1]).toMatchObject({ braintreeCustomerId: 'test-customer-1' });
  });

  it('given another gateway failure, then the catalogue’s words', async () => {
    const { useCase, payments, snap } = await atStepThree(CARD);
    payments.always('getClientToken', ok('token'));
    await useCase.loadCardForm();
    const failing = useCase.guaranteeWithCard('nonce');
    await payments.last('submit').answer(fail({ code: ErrorCode.NeedCreditCard, status: 409 }));
    expect(await failing).toBe(false);
    expect(snap().card.message).toEqual({ key: 'cardFailed', text: MESSAGES.needCreditCard });
  });

  it('given the card form’s token fails, is empty, or its port throws, then the card step fails in words', async () => {
    const { useCase, payments, snap } = await atStepThree(CARD);
    const failing = useCase.loadCardForm();
    await payments.last('getClientToken').answer(fail({ code: null, status: 500 }));
    expect(await failing).toBe(false);
    expect(snap().card).toEqual({ status: 'failed', clientToken: null, message: { key: 'cardFailed', text: MESSAGES.defaultError } });
    const empty = useCase.loadCardForm();
    await payments.last('getClientToken').answer(ok(''));
    expect(await empty).toBe(false);
    const throwing = useCase.loadCardForm();
    await payments.last('getClientToken').throwError(new Error('gateway script'));
    expect(await throwing).toBe(false);
    expect(snap().card.status).toBe('failed');
  });

  it('given a card vaulted without a customer id, then it is not stored', async () => {
    const { useCase, payments, snap } = await atStepThree(CARD);
    const storing = useCase.guaranteeWithCard('nonce');
    await payments.last('submit').answer(ok({ customerId: '  ' }));
    expect(await storing).toBe(false);
    expect(snap()).toMatchObject({ card: { status: 'failed' }, cardGuaranteeNeeded: true });
  });

  it('given the card stored, when the diner changes their e-mail, then the card is asked for again; other fields keep it', async () => {
    const { useCase, payments, snap } = await atStepThree(CARD);
    payments.always('getClientToken', ok('token')).always('submit', ok({ customerId: 'test-customer-2' }));
    await useCase.loadCardForm();
    expect(await useCase.guaranteeWithCard('nonce')).toBe(true);
    useCase.changeCustomerField('lastName', 'Rossi-Bianchi');
    expect(snap().cardGuaranteeNeeded).toBe(false);
    useCase.changeCustomerField('email', 'g.rossi@example.com');
    expect(snap()).toMatchObject({ cardGuaranteeNeeded: true, card: { status: 'ready', clientToken: 'token' } });
    expect(snap().journey.braintreeCustomerId).toBe('');
  });

  it('given the card on its way, when the e-mail changes, then its answer (for the old address) is ignored', async () => {
    const { useCase, payments, snap } = await atStepThree(CARD);
    const storing = useCase.guaranteeWithCard('nonce');
    expect(snap().card.status).toBe('submitting');
    useCase.changeCustomerField('email', 'new@example.com');
    expect(snap().card.status).toBe('idle');
    await payments.last('submit').answer(ok({ customerId: 'for-the-old-address' }));
    expect(await storing).toBe(false);
    expect(snap().journey.braintreeCustomerId).toBe('');
  });

  it('given no card-holder details, then the card is not sent and the missing fields show their errors', async () => {
    const context = await atStepTwo();
    const checking = context.useCase.loadRequirements();
    await context.booking.last('getRequirements').answer(ok(CARD));
    await checking;
    expect(await context.useCase.guaranteeWithCard('nonce')).toBe(false);
    expect(context.payments.calls).toEqual([]);
    expect(context.snap().fieldErrors).toEqual({ firstName: 'First name is required', lastName: 'Last name is required', email: 'E-mail is required' });
  });

  it.each([[''], ['   '], [null], [42]])('given the nonce %p, then nothing is sent', async (nonce) => {
    const { useCase, payments } = await atStepThree(CARD);
    expect(await useCase.guaranteeWithCard(nonce)).toBe(false);
    expect(payments.calls).toEqual([]);
  });

  it('given no card required, then the card form is not loaded', async () => {
    const { useCase, payments } = await atStepThree();
    expect(await useCase.loadCardForm()).toBe(false);
    expect(payments.calls).toEqual([]);
  });

  it('given the card form loading, when the restaurant changes, then its token is ignored and the card starts over', async () => {
    const { useCase, payments, booking, snap } = await atStepThree(CARD);
    const loading = useCase.loadCardForm();
    const switching = useCase.chooseRestaurant('B');
    await payments.last('getClientToken').answer(ok('token-for-leeds'));
    await booking.last('getOccasions').answer(ok(OCCASIONS));
    await switching;
    expect(await loading).toBe(false);
    expect(snap().card).toEqual({ status: 'idle', clientToken: null, message: null });
  });
});

describe('moving between steps and the group booking', () => {
  it('goes back a step only, abandoning what the later steps were loading', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    const loading = useCase.loadRequirements();
    for (const step of [3, 4, 1.5, '1', null]) expect(useCase.goToStep(step)).toBe(false);
    expect(snap().currentStep).toBe(3);
    expect(useCase.goToStep(1)).toBe(true);
    expect(snap().currentStep).toBe(1);
    expect(snap().journey.steps[3].spinner).toBe(false);
    await booking.last('getRequirements').answer(ok({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false }));
    expect(await loading).toBe(false);
    expect(snap().journey.isEnquiry).toBe(false);
    expect(useCase.goToStep(0)).toBe(false);
  });

  it('given step two loading, when the diner goes back to step one, then the slots call is abandoned and step two unlocks', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    const reloading = useCase.chooseMenu('set-lunch');
    expect(useCase.goToStep(1)).toBe(true);
    expect(snap()).toMatchObject({ currentStep: 1, slotsStatus: 'idle' });
    expect(snap().journey.steps[2]).toEqual({ disabled: false, spinner: false });
    await booking.last('getSlots').answer(ok([]));
    expect(await reloading).toBe(false);
  });

  it('given times loaded and the diner back at step one, when they open the group form and leave it, then step one again', async () => {
    const { useCase, snap } = await atStepTwo();
    expect(useCase.closeGroupBooking()).toBe(false);
    useCase.goToStep(1);
    expect(useCase.chooseGroupBooking()).toBe(true);
    expect(snap()).toMatchObject({ currentStep: 2, journey: { groupBooking: { formShown: true }, searchQuery: '', sortedLocations: [] } });
    expect(useCase.closeGroupBooking()).toBe(true);
    expect(snap()).toMatchObject({ currentStep: 1, journey: { groupBooking: { formShown: false } }, canContinue: { 1: true } });
  });
});

describe('the finder', () => {
  const SEARCH = () => new FakePlaceSearch();

  it('given no place search, then searching answers false; the query is still kept', async () => {
    const { useCase, snap } = aUseCase();
    expect(snap()).toMatchObject({ canSearch: false, canLocate: false });
    expect(await useCase.searchNearby('Leeds')).toBe(false);
    expect(await useCase.locateMe()).toBe(false);
    expect(snap().journey.searchQuery).toBe('Leeds');
    expect(useCase.changeSearchQuery('York')).toBe(true);
    expect(snap().journey.searchQuery).toBe('York');
  });

  it('given an empty query, then no call and the empty-query message', async () => {
    const geo = SEARCH();
    const { useCase, snap } = aUseCase({}, { geo });
    expect(await useCase.searchNearby('   ')).toBe(false);
    expect(await useCase.searchNearby(undefined)).toBe(false);
    expect(geo.calls).toEqual([]);
    expect(snap().finder).toEqual({ status: 'failed', from: 'search', query: '', message: { key: 'finderEmptyQuery', text: FINDER_MESSAGES.emptyQuery } });
  });

  it('given a town, then the nearest restaurants within 100 miles, nearest first; an unknown place and nowhere near say so', async () => {
    const geo = SEARCH();
    const { useCase, snap } = aUseCase({}, { geo });
    const searching = useCase.searchNearby(' Leeds ');
    expect(snap().finder.status).toBe('loading');
    await geo.last('searchByText').answer(ok({ origin: { lat: 53.8, lng: -1.55 }, locations: [] }));
    expect(await searching).toBe(true);
    expect(geo.last('searchByText').args).toEqual(['Leeds']);
    expect(snap().nearest.map(({ restaurant }) => restaurant.storeId)).toEqual(['A', 'B']);
    expect(snap().nearest.every(({ miles }) => miles <= 100)).toBe(true);
    expect(snap().finder).toEqual({ status: 'loaded', from: 'search', query: 'Leeds', message: null });

    const atlantis = useCase.searchNearby('Atlantis');
    await geo.last('searchByText').answer(ok({ origin: null, locations: [] }));
    expect(await atlantis).toBe(false);
    expect(snap().nearest).toEqual([]);
    expect(snap().finder.message).toEqual({ key: 'finderPlaceNotFound', text: FINDER_MESSAGES.placeNotFound('Atlantis') });

    const boston = useCase.searchNearby('Boston');
    await geo.last('searchByText').answer(ok({ origin: { lat: 42.36, lng: -71.06 }, locations: [] }));
    expect(await boston).toBe(false);
    expect(snap().finder.message).toEqual({ key: 'finderNoneNear', text: 'None of our restaurants is within 100 miles of Boston.' });
  });

  it('given twelve restaurants in town, then ten are listed', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ storeId: `S${i}`, title: `S${i}`, lat: 53.8 + i / 1000, lng: -1.54 }));
    const geo = SEARCH().always('searchByText', ok({ origin: { lat: 53.8, lng: -1.54 }, locations: [] }));
    const { useCase, snap } = aUseCase({ restaurants: many }, { geo });
    expect(await useCase.searchNearby('Leeds')).toBe(true);
    expect(snap().nearest).toHaveLength(10);
    expect(snap().nearest[0]?.restaurant.storeId).toBe('S0');
  });

  it('given a failed or a stale place search, then the failure is told in words and only the newer search counts', async () => {
    const geo = SEARCH();
    const { useCase, snap } = aUseCase({}, { geo });
    const failing = useCase.searchNearby('LS1');
    await geo.last('searchByText').answer(fail({ code: ErrorCode.ContentServiceError }));
    expect(await failing).toBe(false);
    expect(snap().finder.message).toEqual({ key: 'finderFailed', text: messageForApiError({ code: ErrorCode.ContentServiceError }) });

    const older = useCase.searchNearby('Paris');
    const newer = useCase.searchNearby('Leeds');
    const [, forParis, forLeeds] = geo.of('searchByText');
    await forLeeds?.answer(ok({ origin: { lat: 53.8, lng: -1.55 }, locations: [] }));
    await forParis?.answer(ok({ origin: null, locations: [] }));
    expect(await Promise.all([older, newer])).toEqual([false, true]);
    expect(snap().finder).toMatchObject({ status: 'loaded', query: 'Leeds', message: null });

    const throwing = useCase.searchNearby('York');
    await geo.last('searchByText').throwError(new Error('bug'));
    expect(await throwing).toBe(false);
    expect(snap().finder.message?.key).toBe('finderFailed');
  });

  it('given the diner’s position: refused says how to allow it, a stale answer is ignored, none near says so', async () => {
    const geolocation = new FakeGeolocation();
    const { useCase, snap } = aUseCase({}, { geolocation });
    expect(snap().canLocate).toBe(true);

    const refused = useCase.locateMe();
    expect(snap().finder).toMatchObject({ status: 'loading', from: 'position' });
    await geolocation.last('currentPosition').answer({ ok: false, reason: 'denied' });
    expect(await refused).toBe(false);
    expect(snap().finder.message).toEqual({ key: 'finderLocationOff', text: FINDER_MESSAGES.locationOff });

    const older = useCase.locateMe();
    const newer = useCase.locateMe();
    const [, first, second] = geolocation.of('currentPosition');
    await second?.answer({ ok: true, point: { lat: 53.8, lng: -1.55 } });
    await first?.answer({ ok: true, point: { lat: 53.96, lng: -1.08 } });
    expect(await Promise.all([older, newer])).toEqual([false, true]);
    expect(snap().nearest.map(({ restaurant }) => restaurant.storeId)).toEqual(['A', 'B']);

    const far = useCase.locateMe();
    await geolocation.last('currentPosition').answer({ ok: true, point: { lat: 48.85, lng: 2.35 } });
    expect(await far).toBe(false);
    expect(snap().finder.message).toEqual({ key: 'finderNoneNearYou', text: FINDER_MESSAGES.noneNearYou });

    const broken = useCase.locateMe();
    await geolocation.last('currentPosition').throwError(new Error('no GPS'));
    expect(await broken).toBe(false);
    expect(snap().finder.message?.key).toBe('finderLocationOff');

    const clearing = useCase.locateMe();
    expect(useCase.clearFinder()).toBe(true);
    expect(snap().finder).toEqual({ status: 'idle', from: null, query: '', message: null });
    expect(snap().journey).toMatchObject({ searchQuery: '', sortedLocations: [] });
    await geolocation.last('currentPosition').answer({ ok: true, point: { lat: 53.8, lng: -1.55 } });
    expect(await clearing).toBe(false);
    expect(snap().nearest).toEqual([]);
  });

  it('given a new restaurant list, then the finder measures those; anything that is not a list reads as none', async () => {
    const geo = SEARCH().always('searchByText', ok({ origin: { lat: 53.8, lng: -1.55 }, locations: [] }));
    const { useCase, snap } = aUseCase({}, { geo });
    useCase.setRestaurants([YORK, null, { title: 'no id' }] as never);
    expect(snap().restaurants).toEqual([YORK]);
    expect(await useCase.searchNearby('Leeds')).toBe(true);
    expect(snap().nearest.map(({ restaurant }) => restaurant.storeId)).toEqual(['B']);
    useCase.setRestaurants('all of them' as never);
    expect(snap().restaurants).toEqual([]);
  });
});

describe('tables nearby (alternatives)', () => {
  const noSlotAtLeeds = async () => {
    const context = await atStepOne();
    const { useCase, booking } = context;
    const loading = useCase.loadSlots();
    await booking.last('getAreas').answer(ok([]));
    await booking.last('getMenus').answer(ok([]));
    await booking.last('getSlots').answer(fail({ code: ErrorCode.NoFreeSlot, status: 409 }));
    await loading;
    return context;
  };

  it('given no table at Leeds, then York has one at 19:00, and one tap books there with the same occasion and party', async () => {
    const { useCase, booking, snap } = await noSlotAtLeeds();
    useCase.changeCovers({ adults: 3 });
    const finding = useCase.findAlternatives('19:00');
    expect(snap().alternatives).toMatchObject({ status: 'loading', time: '19:00' });
    expect(booking.last('checkAvailability').args[0]).toMatchObject({ date: SATURDAY, adultCovers: 3, childrenCovers: 0 });
    await booking.last('checkAvailability').answer({ success: true, stores: [{ storeId: 'B', available: true, times: [aSlot({ time: '19:00' })] }] });
    expect(await finding).toBe(true);
    const [york] = snap().alternatives.list;
    expect(york).toMatchObject({ restaurant: YORK, time: '19:00', exact: true });

    booking.always('getOccasions', ok(OCCASIONS)).always('getAreas', ok([])).always('getMenus', ok([])).always('getSlots', ok([aSlot({ time: '19:00' })]));
    expect(await useCase.chooseAlternative(york!)).toBe(true);
    expect(snap().journey).toMatchObject({ storeId: 'B', selectedBookingTime: '19:00', adultCovers: 3, step: 2, bookingErrorMessage: '' });
    expect(snap().journey.selectedOccasion?.id).toBe('dinner');
    expect(snap().alternatives.status).toBe('idle');
  });

  it('given the alternative’s time went meanwhile, then the tap lands on step two without it', async () => {
    const { useCase, booking, snap } = await noSlotAtLeeds();
    booking.always('getOccasions', ok(OCCASIONS)).always('getAreas', ok([])).always('getMenus', ok([])).always('getSlots', ok([aSlot({ time: '21:00' })]));
    expect(await useCase.chooseAlternative({ restaurant: YORK, miles: 20, time: '19:00', exact: true })).toBe(false);
    expect(snap().journey.storeId).toBe('B');
    booking.always('getOccasions', fail({ code: null }));
    expect(await useCase.chooseAlternative({ restaurant: LEEDS, miles: 20, time: '19:00', exact: true })).toBe(false);
  });

  it.each([[null], [{}], [{ restaurant: { storeId: 'ZZZ' }, time: '19:00' }], [{ restaurant: YORK, time: 'soon' }]])(
    'given the bogus alternative %p, then nothing changes',
    async (alternative) => {
      const { useCase, snap } = await noSlotAtLeeds();
      const before = snap();
      expect(await useCase.chooseAlternative(alternative as never)).toBe(false);
      expect(snap()).toBe(before);
    },
  );

  it('given nothing to search from (no time, no listed restaurant), then the alternatives stay empty and nothing is asked', async () => {
    const { useCase, booking, snap } = await noSlotAtLeeds();
    expect(await useCase.findAlternatives('teatime')).toBe(false);
    expect(snap().alternatives.status).toBe('idle');
    const unlisted = aUseCase({ restaurants: undefined, storeId: 'A' });
    expect(await unlisted.useCase.findAlternatives('19:00')).toBe(false);
    expect(booking.of('checkAvailability')).toHaveLength(0);
  });

  it('given the availability check fails or throws, then the failure is told; only the newer search counts', async () => {
    const { useCase, booking, snap } = await noSlotAtLeeds();
    const failing = useCase.findAlternatives();
    await booking.last('checkAvailability').answer({ success: false, message: MESSAGES.availabilityError });
    expect(await failing).toBe(false);
    expect(snap().alternatives).toMatchObject({ status: 'failed', time: '09:00', message: { key: 'alternativesFailed', text: MESSAGES.availabilityError } });

    const throwing = useCase.findAlternatives('19:00');
    await booking.last('checkAvailability').throwError(new Error('bug'));
    expect(await throwing).toBe(false);
    expect(snap().alternatives.message?.text).toBe(MESSAGES.availabilityError);

    const first = useCase.findAlternatives('19:00');
    const second = useCase.findAlternatives('20:00');
    const [, , older, newer] = booking.of('checkAvailability');
    await newer?.answer({ success: true, stores: [{ storeId: 'B', available: true, times: [aSlot({ time: '20:00' })] }] });
    await older?.answer({ success: true, stores: [{ storeId: 'B', available: true, times: [aSlot({ time: '19:00' })] }] });
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(snap().alternatives).toMatchObject({ status: 'loaded', time: '20:00', list: [{ time: '20:00', exact: true }] });
  });
});

describe('the fake ports themselves', () => {
  it('given no call of a method, when the last one is asked for, then the test is told', () => {
    expect(() => new FakeBookingApi().last('getSlots')).toThrow('no getSlots call was made');
  });
});

describe('starting again', () => {
  it('given a journey on step two, when reset, then step one at the same restaurant, occasions reloaded, onReset told', async () => {
    let resets = 0;
    const { useCase, booking, snap } = await atStepTwo({ onReset: () => (resets += 1) });
    useCase.touchCustomerField('email');
    const resetting = useCase.reset();
    await booking.last('getOccasions').answer(ok(OCCASIONS));
    expect(await resetting).toBe(true);
    expect(resets).toBe(1);
    expect(snap()).toMatchObject({ currentStep: 1, touched: {}, slotsStatus: 'idle', card: { status: 'idle' } });
    expect(snap().journey).toMatchObject({ storeId: 'A', adultCovers: 1, selectedBookingTime: '09:00', selectedBookingDate: `${SATURDAY}T09:00:00` });
  });

  it('given the booking made, when reset without the restaurant, then a blank journey and the finder cleared', async () => {
    const { useCase, booking, snap } = await atStepThree();
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVDONE', bookingStatus: 0 }));
    await submitting;
    expect(await useCase.reset({ clearRestaurant: true })).toBe(true);
    expect(snap()).toMatchObject({ currentStep: 1, confirmation: null, finder: { status: 'idle' } });
    expect(snap().journey).toMatchObject({ storeId: null, occasions: [], selectedOccasion: null, thanks: false });
  });

  it('given the kept day has passed, when reset, then the journey starts on today', async () => {
    const { useCase, clock, booking, snap } = await atStepOne();
    clock.set(Date.UTC(2025, 5, 20, 9));
    const resetting = useCase.reset();
    await booking.last('getOccasions').answer(ok(OCCASIONS));
    await resetting;
    expect(snap().journey.selectedBookingDate).toBe('2025-06-20T09:00:00');
  });

  it('given a live-widget restaurant, when reset, then no occasions are asked for', async () => {
    const { useCase, booking } = aUseCase({ storeId: 'EDI' });
    expect(await useCase.reset(null as never)).toBe(true);
    expect(booking.calls).toEqual([]);
    await settled();
  });
});

describe('service windows: never offered what the API would refuse', () => {
  const WINDOWED_DINNER = { ...DINNER, serviceWindow: { firstSeating: '17:00', lastSeating: '22:30' } };
  const WEEKDAY_BRUNCH = { ...BRUNCH, serviceWindow: { days: ['tuesday' as const], firstSeating: '11:30', lastSeating: '15:00' } };
  const SET_LUNCH = aMenu({ id: 'set-lunch', name: 'Set lunch', serviceWindow: { days: ['saturday'], firstSeating: '12:00', lastSeating: '16:00' } });
  const CHRISTMAS = aMenu({ id: 'christmas', name: 'Christmas', serviceWindow: { season: { from: '11-24', to: '12-24' } } });
  const DAY_OF_SLOTS = ['12:00', '12:15', '16:00', '16:45', '17:00', '22:30', '22:45'].map((time) => aSlot({ time }));

  async function onSaturday(occasions: Array<typeof DINNER> = [WINDOWED_DINNER, WEEKDAY_BRUNCH], menus = [SET_LUNCH, CHRISTMAS, aMenu({ id: 'a-la-carte' })]) {
    const context = aUseCase({ storeId: 'A' });
    const starting = context.useCase.start();
    await context.booking.last('getOccasions').answer(ok(occasions));
    await starting;
    context.useCase.changeCovers({ adults: 2 });
    context.booking.always('getAreas', ok([])).always('getMenus', ok(menus)).always('getSlots', ok(DAY_OF_SLOTS));
    return context;
  }

  it('given occasions with windows, then one not served on the chosen day is not offered', async () => {
    const { snap } = await onSaturday();
    expect(snap().journey.occasions.map((o) => o.id)).toEqual(['dinner']);
  });

  it('given dinner 17:00–22:30, then lunchtime slots are dropped, both seatings kept, and 17:00 is preselected', async () => {
    const { useCase, snap } = await onSaturday([WINDOWED_DINNER], [aMenu({ id: 'a-la-carte' })]);
    expect(await useCase.loadSlots()).toBe(true);
    expect(snap().journey.slots.map((s) => s.time)).toEqual(['17:00', '22:30']);
    expect(snap().journey.selectedBookingTime).toBe('17:00');
    expect(useCase.chooseTime('12:00')).toBe(false);
  });

  it('given menus with hours and seasons, then one out of season is not offered, and a chosen one narrows the times to its hours', async () => {
    const { useCase, snap } = await onSaturday([{ ...DINNER }]);
    expect(await useCase.loadSlots()).toBe(true);
    expect(snap().journey.restaurantMenus.map((m) => m.id)).toEqual(['set-lunch', 'a-la-carte']);
    expect(snap().journey.slots.map((s) => s.time)).toEqual(['12:00', '12:15', '16:00']);
    expect(await useCase.chooseMenu('a-la-carte')).toBe(true);
    expect(snap().journey.slots).toHaveLength(DAY_OF_SLOTS.length);
  });
});

describe('the booking API not answering on steps two and three: try again, nothing the diner chose or typed lost', () => {
  const NO_ANSWER = { code: null, status: 503 } as const;
  const TIMED_OUT = { code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' } as const;
  /** Ids from a counter, so a test can tell one key from another. */
  const countingIds = () => {
    let made = 0;
    return { uuid: () => `key-${(made += 1)}-0000` , made: () => made };
  };

  it('given the times answered with a 503, then no "no table" claim, why in core’s words, and a try again that loads them', async () => {
    const { useCase, booking, snap } = await atStepOne();
    useCase.changeCovers({ adults: 2 });
    const loading = useCase.loadSlots();
    await booking.last('getAreas').answer(ok([anArea()]));
    await booking.last('getMenus').answer(ok(MENUS));
    await booking.last('getSlots').answer(fail(NO_ANSWER));
    expect(await loading).toBe(false);
    expect(snap()).toMatchObject({ currentStep: 2, tryAgainOn: 2, canTryAgain: true, noAvailability: false, message: { key: 'slotsFailed', text: MESSAGES.defaultError } });
    expect(snap().blockers[2].map((b) => b.message)).toEqual([BLOCKER_MESSAGES.slotsNotLoaded]);

    // Still down: asked again as step one's button did (menus, areas, times), still offered.
    const first = useCase.tryAgain();
    expect(snap()).toMatchObject({ tryAgainOn: null, busy: true });
    expect(await useCase.tryAgain()).toBe(false);
    await booking.last('getAreas').answer(ok([anArea()]));
    await booking.last('getMenus').answer(ok(MENUS));
    await booking.last('getSlots').answer(fail(TIMED_OUT));
    expect(await first).toBe(false);
    expect(snap()).toMatchObject({ tryAgainOn: 2, message: { key: 'slotsFailed', text: MESSAGES.somethingWentWrongTryAgain } });

    const second = useCase.tryAgain();
    await booking.last('getAreas').answer(ok([anArea()]));
    await booking.last('getMenus').answer(ok(MENUS));
    await booking.last('getSlots').answer(ok(TWO_SLOTS));
    expect(await second).toBe(true);
    expect(booking.of('getSlots')).toHaveLength(3);
    expect(snap()).toMatchObject({ currentStep: 2, tryAgainOn: null, message: null, canContinue: { 2: true } });
    expect(snap().journey).toMatchObject({ adultCovers: 2, selectedBookingTime: '19:00' });
  });

  it('given a menu changed and its times unanswered, then the try again keeps the menu, the area and the time chosen', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    expect(useCase.chooseTime('19:30')).toBe(true);
    const changing = useCase.chooseMenu('set-lunch');
    await booking.last('getSlots').answer(fail({ code: null }));
    expect(await changing).toBe(false);
    expect(snap().tryAgainOn).toBe(2);

    const trying = useCase.tryAgain();
    await booking.last('getSlots').answer(ok(TWO_SLOTS));
    expect(await trying).toBe(true);
    expect(booking.of('getAreas')).toHaveLength(1);
    expect(booking.last('getSlots').args[1]).toMatchObject({ menuIds: 'set-lunch', areaId: 'area-terrace' });
    expect(snap().journey).toMatchObject({ selectedBookingTime: '19:30', selectedMenu: { id: 'set-lunch' } });
  });

  it('given the times refused with a reason (no free slot), then no try again: the restaurants nearby are offered as before', async () => {
    const { useCase, booking, snap } = await atStepOne();
    const loading = useCase.loadSlots();
    await booking.last('getAreas').answer(ok([]));
    await booking.last('getMenus').answer(ok([]));
    await booking.last('getSlots').answer(fail({ code: ErrorCode.NoFreeSlot, status: 409 }));
    await loading;
    expect(snap()).toMatchObject({ tryAgainOn: null, canTryAgain: false, noAvailability: true });
    expect(await useCase.tryAgain()).toBe(false);
    expect(booking.of('getSlots')).toHaveLength(1);
  });

  it('given the requirements timed out, then a try again loads them with the details typed kept', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    typeIn({ useCase, booking, snap } as Context);
    const loading = useCase.loadRequirements();
    await booking.last('getRequirements').answer(fail(TIMED_OUT));
    expect(await loading).toBe(false);
    expect(snap()).toMatchObject({ currentStep: 3, tryAgainOn: 3, canContinue: { 3: false } });

    const trying = useCase.tryAgain();
    await booking.last('getRequirements').answer(ok(PLAIN));
    expect(await trying).toBe(true);
    expect(snap()).toMatchObject({ tryAgainOn: null, message: null, canContinue: { 3: true } });
    expect(snap().journey.customer.email.text).toBe(GIULIA.email);
  });

  it('given the booking sent and not answered, then the details and needs kept, and every try sends the same Idempotency-Key until the API answers', async () => {
    const ids = countingIds();
    const { useCase, booking, snap } = await atStepThree(PLAIN, {}, { ids });
    useCase.changeNeed('highChair', null, true);
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(fail(NO_ANSWER));
    expect(await submitting).toBe(false);
    expect(snap()).toMatchObject({ currentStep: 3, tryAgainOn: 3, canContinue: { 3: true }, message: { key: 'bookingUnanswered', text: MESSAGES.bookingNotAnswered } });
    expect(snap().journey.customer.firstName.text).toBe('Giulia');
    expect(snap().journey.needs.highChair).toBe(true);
    expect(snap().fieldErrors).toEqual({});

    // Tried again, then sent again with the button after a change: still the first key.
    const again = useCase.tryAgain();
    await booking.last('createBooking').answer(fail(TIMED_OUT));
    expect(await again).toBe(false);
    useCase.changeCustomerField('lastName', 'Rossi-Bianchi');
    const resent = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVONCE', bookingStatus: 0 }));
    expect(await resent).toBe(true);
    expect(booking.of('createBooking').map((call) => call.args[2])).toEqual([{ idempotencyKey: 'key-1-0000' }, { idempotencyKey: 'key-1-0000' }, { idempotencyKey: 'key-1-0000' }]);
    expect(booking.last('createBooking').args[1]).toMatchObject({ customer: { lastName: 'Rossi-Bianchi' } });
    expect(snap()).toMatchObject({ currentStep: 'thanks', bookingKey: null, tryAgainOn: null });
    expect(ids.made()).toBe(1);
  });

  it('given a booking refused with a reason, then no try again, the customer cleared as the spec says, and the next booking a new key', async () => {
    const ids = countingIds();
    const context = await atStepThree(PLAIN, {}, { ids });
    const { useCase, booking, snap } = context;
    const submitting = useCase.submit();
    await booking.last('createBooking').answer(fail({ code: ErrorCode.BookingRejectMessage, status: 409, message: 'Not tonight' }));
    expect(await submitting).toBe(false);
    expect(snap()).toMatchObject({ tryAgainOn: null, bookingKey: null, message: { key: 'bookingFailed', text: 'Not tonight' } });
    expect(snap().journey.customer.firstName.text).toBe('');
    expect(await useCase.tryAgain()).toBe(false);
    typeIn(context);
    const again = useCase.submit();
    await booking.last('createBooking').answer(ok({ bookingReference: 'CVTWO', bookingStatus: 0 }));
    await again;
    expect(booking.of('createBooking').map((call) => call.args[2])).toEqual([{ idempotencyKey: 'key-1-0000' }, { idempotencyKey: 'key-2-0000' }]);
  });
});

describe('the party a covers picker shows', () => {
  it('given the occasions unanswered, then the default party (not 0), fixed, with why; once the occasion is in, its party', async () => {
    const { useCase, booking, snap } = aUseCase({ storeId: 'A' });
    expect(snap().party).toEqual({ adults: 1, children: 0, canChange: false, note: BLOCKER_MESSAGES.partyAfterOccasion });
    const starting = useCase.start();
    await booking.last('getOccasions').answer(fail({ code: null, status: 503 }));
    await starting;
    expect(snap().journey.adultCovers).toBe(0);
    expect(snap().party).toEqual({ adults: 1, children: 0, canChange: false, note: BLOCKER_MESSAGES.partyAfterOccasion });
    const trying = useCase.tryAgain();
    await booking.last('getOccasions').answer(ok([BRUNCH]));
    await trying;
    expect(snap().party).toEqual({ adults: 4, children: 0, canChange: true, note: null });
  });
});
