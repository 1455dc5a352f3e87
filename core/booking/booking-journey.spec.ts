import {
  BOOKING_DAY,
  STORE_ID,
  aCustomer,
  aJourney,
  aJourneyReadyToBook,
  aLocation,
  aMenu,
  aSlot,
  anArea,
  anOccasion,
} from '../../tests/builders/booking.builder';
import { BOOKING } from '../constants';
import { ErrorCode } from '../errors/error-code';
import { MESSAGES } from '../errors/messages';
import { emptyCustomer } from './booking-customer';
import {
  JOURNEY_STEPS,
  addStep,
  areasLoaded,
  bookingAnswered,
  bookingFailed,
  bookingSubmitted,
  createJourney,
  customerFieldChanged,
  customerOptInChanged,
  groupBookingChosen,
  groupBookingClosed,
  isTimeOffered,
  limitsOf,
  menusLoaded,
  paymentCustomerStored,
  requirementsFailed,
  requirementsLoaded,
  requirementsRequested,
  reset,
  occasionsFailed,
  occasionsLoaded,
  occasionsRequested,
  searchQueryChanged,
  selectArea,
  selectDate,
  selectMenu,
  selectOccasion,
  selectOfferedTime,
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
  stepOneChanged,
  subtractStep,
  type BookingJourney,
} from './booking-journey';
import type { Occasion } from './booking.models';

const IDLE = { disabled: false, spinner: false };
const BUSY = { disabled: true, spinner: true };
const covers = (state: BookingJourney) => ({
  adults: state.adultCovers,
  children: state.childCovers,
  size: state.coverSize,
});

const dinner = anOccasion({ id: 'occ-dinner', minimumCovers: 2, maximumCovers: 8 });
const brunch = anOccasion({ id: 'occ-brunch', name: 'Bottomless brunch', minimumCovers: 4, maximumCovers: 40 });

describe('a new booking journey', () => {
  it('given a restaurant and a date, when created, then it starts on step 1 at the default time with nothing chosen', () => {
    expect(createJourney({ storeId: STORE_ID, date: BOOKING_DAY })).toEqual({
      step: 1,
      thanks: false,
      steps: { 1: IDLE, 2: IDLE, 3: IDLE },
      storeId: STORE_ID,
      occasions: [],
      selectedOccasion: null,
      coverLimits: { minCovers: 1, maxCovers: BOOKING.maxCovers },
      adultCovers: 0,
      childCovers: 0,
      coverSize: 0,
      restaurantMenus: [],
      selectedMenu: null,
      restaurantAreas: [],
      selectedArea: null,
      selectedBookingDate: '2025-06-14T09:00:00',
      selectedBookingTime: BOOKING.defaultTime,
      slots: [],
      confirmationNumber: '',
      manageUrl: '',
      bookingType: '',
      isEnquiry: false,
      creditCardRequired: false,
      braintreeCustomerId: '',
      bookingErrorMessage: '',
      bookingErrorKey: null,
      groupBooking: { formShown: false, stepOneHidden: false, bookingImageHidden: false },
      sortedLocations: [],
      searchQuery: '',
      customer: emptyCustomer(),
      needs: { allergens: [], diets: [], access: [], highChair: false, pram: false },
    });
  });

  it('given nothing, when created, then there is no restaurant and no date', () => {
    const state = createJourney();
    expect([state.storeId, state.selectedBookingDate, state.selectedBookingTime]).toEqual([null, null, '09:00']);
  });

  it.each([
    [{ storeId: '  ', date: 'Invalid Date' }, null, null],
    [{ storeId: 42 as unknown as string, date: '2025-02-30' }, '42', null],
    [{ storeId: Number.NaN as unknown as string, date: '2025-06-14T19:00:00' }, null, '2025-06-14T09:00:00'],
  ])('given the options %p, when created, then the store is %p and the date %p', (options, storeId, date) => {
    const state = createJourney(options);
    expect([state.storeId, state.selectedBookingDate]).toEqual([storeId, date]);
  });

  it('given the steps, when named, then they follow the spec order', () => {
    expect(JOURNEY_STEPS).toEqual({ occasion: 1, slot: 2, details: 3 });
  });
});

describe('moving between steps', () => {
  it('given step 1, when a step is added twice, then the journey is on step 3', () => {
    expect(addStep(addStep(aJourney())).step).toBe(3);
  });

  it('given the last step, when a step is added, then it stays on the last step (thanks comes only with a reference)', () => {
    const last = aJourney({ step: 3 });
    expect(addStep(last)).toBe(last);
  });

  it('given step 2, when a step is subtracted, then the journey is on step 1', () => {
    expect(subtractStep(aJourney({ step: 2 })).step).toBe(1);
  });

  it('given step 1, when a step is subtracted, then it stays on step 1', () => {
    const first = aJourney();
    expect(subtractStep(first)).toBe(first);
  });

  it.each([
    [2, 2],
    [99, 3],
    [0, 1],
    [-5, 1],
  ])('given step 1, when the step is set to %p, then the journey is on step %p', (requested, expected) => {
    expect(setStep(aJourney(), requested).step).toBe(expected);
  });

  it.each([Number.NaN, 2.5, Number.POSITIVE_INFINITY])('given the step %p, when set, then nothing changes', (requested) => {
    const state = aJourney({ step: 2 });
    expect(setStep(state, requested)).toBe(state);
  });

  it('given the thanks state, when the step is moved, then nothing changes', () => {
    const thanks = aJourney({ step: 3, thanks: true });
    expect([setStep(thanks, 1), subtractStep(thanks), addStep(thanks)]).toEqual([thanks, thanks, thanks]);
  });

  it('given a step, when its flags are set directly, then only that step changes', () => {
    const state = setStepFlags(aJourney(), 2, { spinner: true });
    expect(state.steps).toEqual({ 1: IDLE, 2: { disabled: false, spinner: true }, 3: IDLE });
  });

  it('given a step that does not exist, when its flags are set, then nothing changes', () => {
    const state = aJourney();
    expect(setStepFlags(state, 4 as never, { spinner: true })).toBe(state);
  });
});

describe('choosing the restaurant', () => {
  it('given a loaded journey, when another restaurant is chosen, then what belonged to the old one is forgotten', () => {
    const loaded = aJourneyReadyToBook({
      restaurantAreas: [anArea()],
      selectedArea: anArea(),
      isEnquiry: true,
      creditCardRequired: true,
      braintreeCustomerId: 'bt-1',
      bookingErrorMessage: 'old',
    });
    const state = selectRestaurant(loaded, ' store-7 ');
    expect(state).toEqual({
      ...loaded,
      storeId: 'store-7',
      occasions: [],
      selectedOccasion: null,
      coverLimits: { minCovers: 1, maxCovers: 15 },
      restaurantMenus: [],
      selectedMenu: null,
      restaurantAreas: [],
      selectedArea: null,
      slots: [],
      isEnquiry: false,
      creditCardRequired: false,
      braintreeCustomerId: '',
      bookingErrorMessage: '',
      bookingErrorKey: null,
    });
    expect([state.adultCovers, state.selectedBookingDate, state.customer]).toEqual([2, `${BOOKING_DAY}T19:00:00`, loaded.customer]);
  });

  it('given the same restaurant, when chosen again, then nothing changes', () => {
    const state = aJourneyReadyToBook();
    expect(selectRestaurant(state, STORE_ID)).toBe(state);
  });

  it('given no usable id, when chosen, then no restaurant is selected', () => {
    expect(selectRestaurant(aJourney(), undefined).storeId).toBeNull();
  });
});

describe('loading the occasions', () => {
  it('given a request, when it starts, then step one locks with its spinner and the old error goes', () => {
    const state = occasionsRequested(aJourney({ bookingErrorMessage: 'old' }));
    expect([state.steps[1], state.bookingErrorMessage]).toEqual([BUSY, '']);
  });

  it('given occasions, when loaded, then the first is selected with its limits, adults at the minimum and no children', () => {
    const state = occasionsLoaded(occasionsRequested(aJourney({ childCovers: 3 })), [dinner, brunch]);
    expect(state.occasions).toEqual([dinner, brunch]);
    expect(state.selectedOccasion).toBe(dinner);
    expect(state.coverLimits).toEqual({ minCovers: 2, maxCovers: 8 });
    expect(covers(state)).toEqual({ adults: 2, children: 0, size: 2 });
    expect([state.steps[1], state.bookingErrorMessage]).toEqual([IDLE, '']);
  });

  it('given the diner had chosen an occasion still offered, when reloaded, then it stays with the party refitted, adults first', () => {
    const chosen = { ...aJourney({ occasions: [dinner, brunch] }), selectedOccasion: brunch, adultCovers: 9, childCovers: 3 };
    const tighter = { ...brunch, maximumCovers: 10 };
    const state = occasionsLoaded(chosen, [dinner, tighter]);
    expect(state.selectedOccasion).toBe(tighter);
    expect(state.coverLimits).toEqual({ minCovers: 4, maxCovers: 10 });
    expect(covers(state)).toEqual({ adults: 9, children: 1, size: 10 });
  });

  it('given the chosen occasion is not offered on the new date, when reloaded, then it stays chosen beside the day’s and the panel says it cannot be booked then', () => {
    const chosen = aJourney({ occasions: [brunch], selectedOccasion: brunch });
    const reloaded = occasionsLoaded(chosen, [dinner]);
    expect(reloaded.selectedOccasion).toBe(brunch);
    expect(reloaded.occasions).toEqual([brunch, dinner]);
    expect([reloaded.bookingErrorKey, reloaded.bookingErrorMessage]).toEqual(['occasionNotOffered', MESSAGES.noAvailableOccasion]);
    // The diner picks one the day offers: the message goes.
    const picked = selectOccasion(reloaded, dinner.id);
    expect([picked.selectedOccasion, picked.bookingErrorKey]).toEqual([dinner, null]);
  });

  it('given no occasion chosen yet, when loaded, then the first is selected', () => {
    expect(occasionsLoaded(aJourney({ occasions: [], selectedOccasion: null }), [dinner, brunch]).selectedOccasion).toBe(dinner);
  });

  it.each([
    ['an empty list', []],
    ['null', null],
    ['entries without ids', [null, { name: 'x' }] as unknown as Occasion[]],
  ])('given %s, when loaded, then no occasion is selected and the no-occasions message shows (keyed noOccasions)', (_case, occasions) => {
    const before = occasionsRequested(aJourney({ selectedOccasion: dinner, coverLimits: { minCovers: 2, maxCovers: 8 } }));
    const state = occasionsLoaded(before, occasions);
    expect(state.occasions).toEqual([]);
    expect(state.selectedOccasion).toBeNull();
    expect(state.coverLimits).toEqual({ minCovers: 1, maxCovers: 15 });
    expect(state.bookingErrorMessage).toBe(MESSAGES.noRestrictions);
    expect(state.bookingErrorKey).toBe('noOccasions');
    expect(state.steps[1]).toEqual(IDLE);
  });

  it('given the call failed with a code, when reported, then step one unlocks, the spinner stops and the message shows', () => {
    const state = occasionsFailed(occasionsRequested(aJourney()), { code: ErrorCode.BookingDisabled });
    expect([state.steps[1], state.bookingErrorMessage, state.bookingErrorKey]).toEqual([IDLE, MESSAGES.bookingDisabled, 'occasionsFailed']);
  });

  it.each([
    ['no error object', undefined, MESSAGES.defaultError],
    ['an unknown code', { code: null }, MESSAGES.defaultError],
    ['OK with a socket time-out title', { code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' }, MESSAGES.somethingWentWrongTryAgain],
    ['a bare OK', { code: ErrorCode.Ok }, MESSAGES.defaultError],
    ['a reject message', { code: ErrorCode.BookingRejectMessage, message: 'Closed for a wedding' }, 'Closed for a wedding'],
  ])('given %s, when the occasions call fails, then the panel says %p', (_case, failure, message) => {
    expect(occasionsFailed(aJourney(), failure).bookingErrorMessage).toBe(message);
  });
});

describe('picking an occasion', () => {
  const loaded = occasionsLoaded(aJourney(), [dinner, brunch]);

  it('given an error shown, when another occasion is picked, then its limits apply, adults at its minimum, no children, no error', () => {
    const before = { ...setCovers(loaded, { adults: 3, children: 2 }), bookingErrorMessage: 'old' };
    const state = selectOccasion(before, 'occ-brunch');
    expect(state.selectedOccasion).toBe(brunch);
    expect(state.coverLimits).toEqual({ minCovers: 4, maxCovers: BOOKING.maxCovers });
    expect(covers(state)).toEqual({ adults: 4, children: 0, size: 4 });
    expect(state.bookingErrorMessage).toBe('');
  });

  it.each(['occ-gone', undefined, { id: 'occ-brunch' }])('given the id %p that is not offered, when picked, then nothing changes', (id) => {
    expect(selectOccasion(loaded, id)).toBe(loaded);
  });

  it('given a numeric id, when picked, then it matches the occasion id as text', () => {
    const numbered = occasionsLoaded(aJourney(), [dinner, anOccasion({ id: '12' })]);
    expect(selectOccasion(numbered, 12).selectedOccasion?.id).toBe('12');
  });
});

describe('the cover limits of an occasion', () => {
  it.each([
    [2, 8, { minCovers: 2, maxCovers: 8 }],
    [4, 40, { minCovers: 4, maxCovers: 15 }],
    [0, 6, { minCovers: 1, maxCovers: 6 }],
    [-3, 0, { minCovers: 1, maxCovers: 1 }],
    [10, 4, { minCovers: 4, maxCovers: 4 }],
    [Number.NaN, null, { minCovers: 1, maxCovers: 15 }],
    ['3', '6.9', { minCovers: 3, maxCovers: 6 }],
  ])('given minimum %p and maximum %p, when read, then the limits are %p', (minimumCovers, maximumCovers, limits) => {
    expect(limitsOf({ minimumCovers, maximumCovers } as Occasion)).toEqual(limits);
  });
});

describe('setting the party size', () => {
  // Dinner: 2 to 8 covers.
  const picked = occasionsLoaded(aJourney(), [dinner]);

  it('given the dinner occasion, when 3 adults and 2 children are chosen, then the party is 5', () => {
    expect(covers(setCovers(picked, { adults: 3, children: 2 }))).toEqual({ adults: 3, children: 2, size: 5 });
  });

  it('given 2 children, when adults go past the maximum, then adults stop where the party is full', () => {
    const state = setCovers(setCovers(picked, { children: 2 }), { adults: 12 });
    expect(covers(state)).toEqual({ adults: 6, children: 2, size: 8 });
  });

  it('given 5 adults, when children go past the maximum, then children stop where the party is full', () => {
    const state = setCovers(setCovers(picked, { adults: 5 }), { children: 9 });
    expect(covers(state)).toEqual({ adults: 5, children: 3, size: 8 });
  });

  it('given 2 adults, when adults go below the minimum, then they stay at the minimum', () => {
    expect(covers(setCovers(picked, { adults: 1 }))).toEqual({ adults: 2, children: 0, size: 2 });
  });

  it('given 1 adult and 1 child, when the child is removed, then the child count stops at the minimum party', () => {
    const state = setCovers(setCovers(picked, { adults: 1, children: 1 }), { children: 0 });
    expect(covers(state)).toEqual({ adults: 1, children: 1, size: 2 });
  });

  it('given both counts past the maximum, when set together, then adults lead and children fill what is left', () => {
    expect(covers(setCovers(picked, { adults: 7, children: 7 }))).toEqual({ adults: 7, children: 1, size: 8 });
    expect(covers(setCovers(picked, { adults: 30, children: 4 }))).toEqual({ adults: 8, children: 0, size: 8 });
  });

  it('given both counts below the minimum, when set together, then adults are raised to make the minimum', () => {
    expect(covers(setCovers(picked, { adults: 0, children: 0 }))).toEqual({ adults: 2, children: 0, size: 2 });
  });

  it('given an occasion allowing 40, when 20 adults are chosen, then the party stops at the chain maximum of 15', () => {
    const state = setCovers(occasionsLoaded(aJourney(), [brunch]), { adults: 20 });
    expect(covers(state)).toEqual({ adults: 15, children: 0, size: BOOKING.maxCovers });
  });

  it('given no occasion yet, when 16 adults are chosen, then the party stops at 15', () => {
    expect(covers(setCovers(aJourney(), { adults: 16 }))).toEqual({ adults: 15, children: 0, size: 15 });
  });

  it.each([
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['text', 'four'],
    ['empty text', ' '],
  ])('given adults as %s, when set, then the adults are unchanged', (_case, adults) => {
    const state = setCovers(picked, { adults: 5 });
    expect(setCovers(state, { adults })).toEqual(state);
  });

  it('given nothing readable at all, when set, then the same state comes back', () => {
    expect(setCovers(picked, {})).toBe(picked);
  });

  it('given unreadable adults with readable children, when set, then only the children change', () => {
    expect(covers(setCovers(picked, { adults: Number.NaN, children: 1 }))).toEqual({ adults: 2, children: 1, size: 3 });
  });

  it.each([
    ['a negative number', -4, 2],
    ['a fraction', 4.7, 4],
    ['numeric text', '5', 5],
  ])('given adults as %s, when set, then it is read as a whole count within the limits', (_case, adults, expected) => {
    expect(setCovers(picked, { adults }).adultCovers).toBe(expected);
  });
});

describe('choosing the date and time', () => {
  it('given a time chosen, when a date is chosen, then the date takes the chosen time', () => {
    const state = selectDate(aJourney({ selectedBookingTime: '19:30' }), '2025-07-01');
    expect(state.selectedBookingDate).toBe('2025-07-01T19:30:00');
  });

  it('given no time selected, when a date is chosen, then it is at the default time', () => {
    expect(selectDate(aJourney({ selectedBookingTime: null }), '2025-07-01').selectedBookingDate).toBe('2025-07-01T09:00:00');
  });

  it.each(['2025-02-29', 'Invalid Date', null, 20250701])('given the bad date %p, when chosen, then nothing changes', (date) => {
    const state = aJourney();
    expect(selectDate(state, date)).toBe(state);
  });

  it('given a date, when a time is chosen, then it is merged into the date', () => {
    const state = selectTime(aJourney(), '9:45');
    expect([state.selectedBookingTime, state.selectedBookingDate]).toEqual(['09:45', '2025-06-14T09:45:00']);
  });

  it('given no date, when a time is chosen, then only the time is kept', () => {
    const state = selectTime(createJourney(), '20:00');
    expect([state.selectedBookingTime, state.selectedBookingDate]).toEqual(['20:00', null]);
  });

  it.each(['25:00', '', undefined])('given the bad time %p, when chosen, then nothing changes', (time) => {
    const state = aJourney();
    expect(selectTime(state, time)).toBe(state);
  });

  it('given slots loaded, when an offered time is chosen, then it is selected; a time not offered changes nothing', () => {
    const state = slotsLoaded(aJourney(), [aSlot({ time: '19:00' }), aSlot({ time: '19:30' })]);
    expect(selectOfferedTime(state, '19:30').selectedBookingTime).toBe('19:30');
    expect(selectOfferedTime(state, '19:15')).toBe(state);
    expect(selectOfferedTime(state, 'soon')).toBe(state);
    const noSlots = aJourney();
    expect(selectOfferedTime(noSlots, '09:00')).toBe(noSlots);
  });

  it('given the slots, when asked whether a time is offered, then only a slot’s time is; the selected one by default', () => {
    const state = slotsLoaded(aJourney(), [aSlot({ time: '19:00' })]);
    expect([isTimeOffered(state), isTimeOffered(state, '7:00 pm'), isTimeOffered(state, '19:00:00')]).toEqual([true, false, true]);
    expect(isTimeOffered(aJourney())).toBe(false);
    expect(isTimeOffered(slotsLoaded(aJourney(), []))).toBe(false);
  });

  it('given slots on step two, when a step-one choice changes, then the slots go, the time stays as a wish, and step one shows', () => {
    const state = stepOneChanged(setStep(slotsLoaded(aJourney(), [aSlot({ time: '19:30' })]), 2));
    expect([state.step, state.slots, state.selectedBookingTime]).toEqual([1, [], '19:30']);
    const atStepOne = aJourney();
    expect(stepOneChanged(atStepOne)).toBe(atStepOne);
  });

  it('given a date, when its day is read, then it is the calendar date; with no date it is null', () => {
    expect([selectedDay(aJourney()), selectedDay(createJourney())]).toEqual([BOOKING_DAY, null]);
  });
});

describe('loading the slots', () => {
  it('given old slots, when slots are requested, then they are cleared and step two locks with its spinner', () => {
    const state = slotsRequested(aJourney({ slots: [aSlot()], bookingErrorMessage: 'old' }));
    expect([state.slots, state.steps[2], state.bookingErrorMessage]).toEqual([[], BUSY, '']);
  });

  it('given slots, when loaded, then the first is the selected time merged into the selected date', () => {
    const slots = [aSlot({ time: '18:30', canEnquire: true }), aSlot({ time: '19:00' })];
    const state = slotsLoaded(slotsRequested(aJourney()), slots);
    expect(state.slots).toEqual(slots);
    expect([state.selectedBookingTime, state.selectedBookingDate]).toEqual(['18:30', '2025-06-14T18:30:00']);
    expect(state.steps[2]).toEqual(IDLE);
  });

  it.each([
    ['no slots', []],
    ['null', null],
  ])('given %s, when loaded, then no time is selected and the date keeps the default time', (_case, slots) => {
    const state = slotsLoaded(selectTime(aJourney(), '19:00'), slots);
    expect([state.slots, state.selectedBookingTime, state.selectedBookingDate]).toEqual([[], null, '2025-06-14T09:00:00']);
  });

  it('given slots with unreadable times or missing flags, when loaded, then those are dropped and times normalised', () => {
    const slots = [null, { time: '7pm' }, { time: '9:15:00' }, { time: '21:00', canEnquire: 'yes' }] as unknown as [];
    const state = slotsLoaded(aJourney(), slots);
    expect(state.slots).toEqual([
      { time: '09:15', canEnquire: false },
      { time: '21:00', canEnquire: false },
    ]);
    expect(state.selectedBookingTime).toBe('09:15');
  });

  it('given the slots call failed, when reported, then step two unlocks, the message shows and booking_unavailable is due', () => {
    const before = slotsRequested(setCovers(occasionsLoaded(aJourney(), [dinner]), { adults: 3, children: 1 }));
    const outcome = slotsFailed(before, { code: ErrorCode.NoFreeSlot });
    expect(outcome.state.steps[2]).toEqual(IDLE);
    expect(outcome.state.bookingErrorMessage).toBe(MESSAGES.noFreeSlot);
    expect(outcome.state.bookingErrorKey).toBe('slotsFailed');
    expect(outcome.events).toEqual([
      { name: 'booking_unavailable', properties: { storeId: STORE_ID, occasionId: 'occ-dinner', date: BOOKING_DAY, covers: 4 } },
    ]);
  });

  it('given nothing chosen yet, when the slots call fails, then the event still goes, with blank details', () => {
    const outcome = slotsFailed(createJourney(), null);
    expect(outcome.state.bookingErrorMessage).toBe(MESSAGES.defaultError);
    expect(outcome.events).toEqual([{ name: 'booking_unavailable', properties: { storeId: '', occasionId: '', date: '', covers: 0 } }]);
  });
});

describe('loading menus and areas', () => {
  const lunch = aMenu({ id: 'm-lunch' });
  const set = aMenu({ id: 'm-set' });
  const inside = anArea({ id: 'a-inside' });
  const terrace = anArea({ id: 'a-terrace' });

  it('given an occasion linking only the set menu, when menus load, then the list is that menu and it is selected', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'm-set' }] } });
    const state = menusLoaded(aJourney({ selectedOccasion: occasion }), [lunch, set]);
    expect([state.restaurantMenus, state.selectedMenu]).toEqual([[set], set]);
  });

  it('given an occasion excluding every menu, when menus load, then there are none and none is selected', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'm-set' }, { id: 'm-lunch' }] } });
    const state = menusLoaded(aJourney({ selectedOccasion: occasion, selectedMenu: lunch }), [lunch, set]);
    expect([state.restaurantMenus, state.selectedMenu]).toEqual([[], null]);
  });

  it('given no occasion link group, when menus load, then all are listed and the first is selected', () => {
    const state = menusLoaded(aJourney({ selectedOccasion: dinner }), [lunch, set]);
    expect([state.restaurantMenus, state.selectedMenu]).toEqual([[lunch, set], lunch]);
  });

  it('given a null menu list, when menus load, then there are none', () => {
    expect(menusLoaded(aJourney(), null).selectedMenu).toBeNull();
  });

  it('given menus listed, when one is picked by id, then it is selected; an unknown id changes nothing', () => {
    const state = menusLoaded(aJourney(), [lunch, set]);
    expect(selectMenu(state, 'm-set').selectedMenu).toBe(set);
    expect(selectMenu(state, 'm-gone')).toBe(state);
  });

  it('given an occasion excluding the terrace, when areas load, then the inside is listed and selected', () => {
    const occasion = anOccasion({ areaLinkGroup: { type: 'exclusive', areaLinks: [{ id: 'a-terrace' }] } });
    const state = areasLoaded(aJourney({ selectedOccasion: occasion }), [terrace, inside]);
    expect([state.restaurantAreas, state.selectedArea]).toEqual([[inside], inside]);
  });

  it('given an occasion linking no area the restaurant has, when areas load, then there are none', () => {
    const occasion = anOccasion({ areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'a-roof' }] } });
    const state = areasLoaded(aJourney({ selectedOccasion: occasion, selectedArea: terrace }), [terrace, inside]);
    expect([state.restaurantAreas, state.selectedArea]).toEqual([[], null]);
  });

  it('given areas listed, when one is picked by id, then it is selected; an unknown id changes nothing', () => {
    const state = areasLoaded(aJourney(), [terrace, inside]);
    expect(selectArea(state, 'a-inside').selectedArea).toBe(inside);
    expect(selectArea(state, 'a-roof')).toBe(state);
  });
});

describe('the booking requirements', () => {
  it('given a request, when it starts, then step three shows its spinner and the old error goes', () => {
    const state = requirementsRequested(aJourney({ bookingErrorMessage: 'old' }));
    expect([state.steps[3], state.bookingErrorMessage]).toEqual([{ disabled: false, spinner: true }, '']);
  });

  it('given requirements, when fetched, then the enquiry flag and the card flag follow them', () => {
    const state = requirementsLoaded(requirementsRequested(aJourney()), {
      isPlaceAsEnquiryEnabled: true,
      isCardGuaranteeRequired: true,
    });
    expect([state.isEnquiry, state.creditCardRequired, state.steps[3]]).toEqual([true, true, IDLE]);
  });

  it.each([
    ['false flags', { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }],
    ['text flags', { isPlaceAsEnquiryEnabled: 'true', isCardGuaranteeRequired: 1 } as never],
    ['no answer', null],
  ])('given %s, when fetched, then neither flag is set', (_case, requirements) => {
    const state = requirementsLoaded(aJourney({ isEnquiry: true, creditCardRequired: true }), requirements);
    expect([state.isEnquiry, state.creditCardRequired]).toEqual([false, false]);
  });

  it('given the requirements call failed, when reported, then the message shows and the spinner stops', () => {
    const state = requirementsFailed(requirementsRequested(aJourney()), { code: ErrorCode.NeedCreditCard });
    expect([state.bookingErrorMessage, state.bookingErrorKey, state.steps[3]]).toEqual([MESSAGES.needCreditCard, 'requirementsFailed', IDLE]);
  });

  it('given a card guarantee taken, when stored, then its customer id goes with the booking; anything else reads as none', () => {
    expect(paymentCustomerStored(aJourney(), ' bt-123 ').braintreeCustomerId).toBe('bt-123');
    expect(paymentCustomerStored(aJourney({ braintreeCustomerId: 'bt-1' }), null).braintreeCustomerId).toBe('');
  });
});

describe('the diner details in the journey', () => {
  it('given the journey, when a field is typed, then the customer updates with its flags', () => {
    const state = customerFieldChanged(aJourney(), 'email', 'zoe@example');
    expect(state.customer.email).toEqual({ text: 'zoe@example', present: true, valid: false });
  });

  it('given a card stored, when the e-mail changes, then the payment customer is dropped; other fields keep it', () => {
    const stored = paymentCustomerStored(aJourneyReadyToBook(), 'bt-1');
    expect(customerFieldChanged(stored, 'lastName', 'Hart').braintreeCustomerId).toBe('bt-1');
    expect(customerFieldChanged(stored, 'email', ` ${stored.customer.email.text} `).braintreeCustomerId).toBe('bt-1');
    expect(customerFieldChanged(stored, 'email', 'other@example.com').braintreeCustomerId).toBe('');
  });

  it('given the journey, when an opt-in is ticked, then the customer is opted in', () => {
    expect(customerOptInChanged(aJourney(), 'shouldReceiveSms', true).customer.shouldReceiveSms).toBe(true);
  });
});

describe('making the booking', () => {
  const submitted = bookingSubmitted(aJourneyReadyToBook({ bookingErrorMessage: 'old' }));

  it('given the booking is sent, when it starts, then step three locks with its spinner and the old error goes', () => {
    expect([submitted.steps[3], submitted.bookingErrorMessage]).toEqual([BUSY, '']);
  });

  it.each([
    ['a booking', { bookingReference: 'ABC123', bookingStatus: 0 }, '', ''],
    ['an event', { bookingReference: 'EV-9' }, 'event', 'event'],
    ['an enquiry', { bookingReference: 'EQ-1', bookingStatus: '0' as unknown as number }, 'enquiry', 'enquiry'],
    ['a numeric reference', { bookingReference: 778899 as unknown as string }, '', ''],
    ['an odd booking type', { bookingReference: 'R-1' }, 'party', ''],
  ])('given %s answered with a reference, when received, then the journey is in its thanks state', (_case, answer, type, expectedType) => {
    const state = bookingAnswered(submitted, answer, type as never);
    expect(state.thanks).toBe(true);
    expect(state.confirmationNumber).toBe(String(answer.bookingReference));
    expect(state.bookingType).toBe(expectedType);
    expect(state.steps).toEqual({ 1: IDLE, 2: IDLE, 3: IDLE });
    expect([state.bookingErrorMessage, state.bookingErrorKey]).toEqual(['', null]);
  });

  it.each([
    ['an absolute manage link', 'https://www.casaventura.example/booking/manage/m1.CVAB2CDE.20261125.sig', 'https://www.casaventura.example/booking/manage/m1.CVAB2CDE.20261125.sig'],
    ['a relative one', '/booking/manage/m1.CVAB2CDE.20261125.sig', ''],
    ['a script address', 'javascript:alert(1)', ''],
    ['none', undefined, ''],
  ])('given a booking answered with %s, when received, then the journey keeps only an absolute http(s) manage link', (_case, manageUrl, expected) => {
    const state = bookingAnswered(submitted, { bookingReference: 'CVAB2CDE', bookingStatus: 0, ...(manageUrl === undefined ? {} : { manageUrl }) }, '');
    expect(state.manageUrl).toBe(expected);
  });

  it('given status 9, when received, then the slot-taken message shows, the spinner stops and the details stay', () => {
    const state = bookingAnswered(submitted, { bookingReference: '', bookingStatus: BOOKING.slotTakenStatus }, '');
    expect(state.bookingErrorMessage).toBe(MESSAGES.slotTaken);
    expect(state.bookingErrorKey).toBe('slotTaken');
    expect(state.slots).toEqual([]);
    expect(state.selectedBookingTime).toBe('19:00');
    expect(state.steps[3]).toEqual(IDLE);
    expect(state.customer).toEqual(submitted.customer);
    expect(state.thanks).toBe(false);
  });

  it.each([
    ['an error status', { bookingReference: 'X', bookingStatus: ErrorCode.NoFreeSlot }, MESSAGES.noFreeSlot],
    ['OK without a reference', { bookingReference: ' ', bookingStatus: 0 }, MESSAGES.defaultError],
    ['no answer', null, MESSAGES.defaultError],
  ])('given %s, when received, then the booking failed: the message shows and the customer is cleared', (_case, answer, message) => {
    const state = bookingAnswered(submitted, answer, '');
    expect(state.thanks).toBe(false);
    expect(state.confirmationNumber).toBe('');
    expect(state.bookingErrorMessage).toBe(message);
    expect(state.bookingErrorKey).toBe('bookingFailed');
    expect(state.customer).toEqual(emptyCustomer());
    expect(state.steps[3]).toEqual(IDLE);
  });

  it('given the call failed with status 9, when reported, then the slot-taken message shows and the details stay', () => {
    const state = bookingFailed(submitted, { code: ErrorCode.BookingWentWrong });
    expect([state.bookingErrorMessage, state.bookingErrorKey, state.steps[3]]).toEqual([MESSAGES.slotTaken, 'slotTaken', IDLE]);
    expect(state.customer).toBe(submitted.customer);
  });

  it.each([
    ['a server message', { code: ErrorCode.InvalidBookingConfig, message: 'Kitchen closed early' }, 'Kitchen closed early'],
    ['a mapped code', { code: ErrorCode.InvalidBookingConfig }, MESSAGES.unableToTakeBookings],
    ['no error', undefined, MESSAGES.defaultError],
  ])('given the call failed with %s, when reported, then that message shows and the customer is cleared', (_case, failure, message) => {
    const state = bookingFailed(submitted, failure);
    expect([state.bookingErrorMessage, state.steps[3]]).toEqual([message, IDLE]);
    expect(state.customer).toEqual(emptyCustomer());
  });
});

describe('choosing a group booking', () => {
  it('given step one with finder results, when the trigger is chosen, then the group form replaces step one', () => {
    const before = setStepFlags(
      aJourney({ sortedLocations: [aLocation()], searchQuery: 'W1' }),
      2,
      { disabled: true },
    );
    const state = groupBookingChosen(before);
    expect(state.groupBooking).toEqual({ formShown: true, stepOneHidden: true, bookingImageHidden: true });
    expect(state.steps[2]).toEqual(IDLE);
    expect(state.step).toBe(2);
    expect([state.sortedLocations, state.searchQuery]).toEqual([[], '']);
  });

  it('given a later step, when the trigger is chosen, then the step does not move', () => {
    expect(groupBookingChosen(aJourney({ step: 3 })).step).toBe(3);
  });

  it('given the thanks state, when the trigger is chosen, then nothing changes', () => {
    const thanks = aJourney({ thanks: true });
    expect(groupBookingChosen(thanks)).toBe(thanks);
  });

  it('given the group form, when closed, then step one and the image show again', () => {
    const state = groupBookingClosed(groupBookingChosen(aJourney()));
    expect(state.groupBooking).toEqual({ formShown: false, stepOneHidden: false, bookingImageHidden: false });
    expect(state.step).toBe(1);
  });

  it('given no group form, when closed, then nothing changes', () => {
    const journey = setStep(aJourney(), 2);
    expect(groupBookingClosed(journey)).toBe(journey);
  });

  it('given finder results and a query, when set, then they are kept; anything else reads as none', () => {
    const near = aLocation();
    const state = searchQueryChanged(sortedLocationsChanged(aJourney(), [near, null as never]), 'W1D');
    expect([state.sortedLocations, state.searchQuery]).toEqual([[near], 'W1D']);
    expect(sortedLocationsChanged(state, null).sortedLocations).toEqual([]);
    expect(searchQueryChanged(state, 7).searchQuery).toBe('');
  });
});

describe('resetting the booking', () => {
  const used = {
    ...aJourneyReadyToBook({ step: 3, thanks: true, confirmationNumber: 'ABC', bookingType: 'enquiry', searchQuery: 'W1' }),
    sortedLocations: [aLocation()],
    customer: aCustomer(),
  };

  it('given a finished booking, when reset, then it is back to defaults with the restaurant and the date kept', () => {
    const state = reset(used);
    expect(state).toEqual({
      ...createJourney({ storeId: STORE_ID, date: BOOKING_DAY }),
      sortedLocations: used.sortedLocations,
      searchQuery: 'W1',
    });
    expect([state.step, state.adultCovers, state.childCovers, state.selectedBookingTime]).toEqual([1, 0, 0, '09:00']);
  });

  it('given a new date, when reset, then the journey starts on it at the default time', () => {
    expect(reset(used, { date: '2025-12-24' }).selectedBookingDate).toBe('2025-12-24T09:00:00');
  });

  it('given a bad new date, when reset, then the chosen date is kept', () => {
    expect(reset(used, { date: 'Invalid Date' }).selectedBookingDate).toBe('2025-06-14T09:00:00');
  });

  it('given clearing the restaurant is asked, when reset, then the restaurant and finder results go too', () => {
    const state = reset(used, { clearRestaurant: true });
    expect(state).toEqual(createJourney({ date: BOOKING_DAY }));
  });
});
