import { BOOKING_DAY, STORE_ID, aCustomer, aJourney, aJourneyReadyToBook, anArea } from '../../tests/builders/booking.builder';
import {
  areasQuery,
  createBookingRequest,
  menusQuery,
  requirementsQuery,
  occasionsQuery,
  slotsQuery,
} from './booking-requests';

const covers = { occasionId: 'occ-dinner', children: 0, adults: 2 };

describe('the occasions query', () => {
  it('given a restaurant and a date, when built, then it asks for that date', () => {
    expect(occasionsQuery(aJourney())).toEqual({ storeId: STORE_ID, query: { date: BOOKING_DAY } });
  });

  it.each([
    ['no restaurant', aJourney({ storeId: null })],
    ['no date', aJourney({ selectedBookingDate: null })],
  ])('given %s, when built, then there is no query', (_case, state) => {
    expect(occasionsQuery(state)).toBeNull();
  });
});

describe('the areas, menus and slots queries', () => {
  const ready = aJourneyReadyToBook();

  it('given an occasion, a party and a date, when the areas query is built, then it has occasionId, children, adults, dates', () => {
    expect(areasQuery(ready)).toEqual({ storeId: STORE_ID, query: { ...covers, dates: BOOKING_DAY } });
  });

  it('given a selected time, when the menus query is built, then it asks for the day’s menus, without the time', () => {
    expect(menusQuery(ready)).toEqual({ storeId: STORE_ID, query: { ...covers, dates: BOOKING_DAY } });
  });

  it('given a menu and no area, when the slots query is built, then menuIds is the menu and areaId the text null', () => {
    expect(slotsQuery(ready)).toEqual({
      storeId: STORE_ID,
      query: { ...covers, dates: BOOKING_DAY, menuIds: 'menu-a-la-carte', areaId: 'null' },
    });
  });

  it('given an area and no menu, when the slots query is built, then areaId is the area and menuIds empty', () => {
    const state = { ...ready, selectedMenu: null, selectedArea: anArea() };
    expect(slotsQuery(state)?.query).toEqual({ ...covers, dates: BOOKING_DAY, menuIds: '', areaId: 'area-terrace' });
  });

  it.each([
    ['no restaurant', { storeId: null }],
    ['no occasion', { selectedOccasion: null }],
    ['no date', { selectedBookingDate: null }],
    ['a party below the minimum', { adultCovers: 1, coverSize: 1 }],
    ['a party above the maximum', { adultCovers: 9, coverSize: 9 }],
  ])('given %s, when the queries are built, then there are none', (_case, overrides) => {
    const state = aJourneyReadyToBook(overrides);
    expect([areasQuery(state), menusQuery(state), slotsQuery(state), requirementsQuery(state)]).toEqual([null, null, null, null]);
  });

  it('given no time selected, when the time-bound queries are built, then there are none', () => {
    const state = aJourneyReadyToBook({ selectedBookingTime: null });
    expect(requirementsQuery(state)).toBeNull();
    expect([areasQuery(state), menusQuery(state)]).not.toContain(null);
  });
});

describe('the requirements query', () => {
  it('given a menu and no area, when built, then areaId is left out', () => {
    expect(requirementsQuery(aJourneyReadyToBook())).toEqual({
      storeId: STORE_ID,
      query: { ...covers, bookingDate: BOOKING_DAY, menuId: 'menu-a-la-carte', time: '19:00' },
    });
  });

  it('given an area and no menu, when built, then areaId is sent and menuId is empty', () => {
    const state = aJourneyReadyToBook({ selectedMenu: null, selectedArea: anArea() });
    expect(requirementsQuery(state)?.query).toEqual({
      ...covers,
      bookingDate: BOOKING_DAY,
      menuId: '',
      time: '19:00',
      areaId: 'area-terrace',
    });
  });
});

describe('the create-booking request', () => {
  it('given everything chosen, when built, then the data carries the dining date-time, time, party, choices and details', () => {
    expect(createBookingRequest(aJourneyReadyToBook())).toEqual({
      storeId: STORE_ID,
      bookingType: '',
      data: {
        occasionId: 'occ-dinner',
        adultCovers: 2,
        childCovers: 0,
        diningDateTime: '2025-06-14T19:00:00',
        bookingTime: '19:00',
        menuId: 'menu-a-la-carte',
        areaId: null,
        customer: {
          firstName: 'Zoë',
          lastName: "O'Neill-Hart",
          email: 'zoe@example.co.uk',
          phoneNumber: '07700 900123',
          specialRequest: 'A table by the window, please.',
          shouldReceivePromotions: false,
          shouldReceiveSms: false,
        },
        braintreeCustomerId: null,
      },
    });
  });

  it('given an area, no menu and a card guarantee taken, when built, then the area and the payment id go, the menu is null', () => {
    const state = aJourneyReadyToBook({
      selectedMenu: null,
      selectedArea: anArea(),
      creditCardRequired: true,
      braintreeCustomerId: 'bt-9',
    });
    const data = createBookingRequest(state)?.data;
    expect([data?.menuId, data?.areaId, data?.braintreeCustomerId]).toEqual([null, 'area-terrace', 'bt-9']);
  });

  it('given an enquiry-only restaurant, when built, then it goes as an enquiry; the caller may ask for an event', () => {
    const state = aJourneyReadyToBook({ isEnquiry: true });
    expect(createBookingRequest(state)?.bookingType).toBe('enquiry');
    expect(createBookingRequest(state, 'event')?.bookingType).toBe('event');
  });

  it('given a card guarantee still to take, when an enquiry is built, then it needs no card; an event, like a table, does', () => {
    expect(createBookingRequest(aJourneyReadyToBook({ creditCardRequired: true, isEnquiry: true }))?.bookingType).toBe('enquiry');
    expect(createBookingRequest(aJourneyReadyToBook({ creditCardRequired: true }), 'event')).toBeNull();
    expect(createBookingRequest(aJourneyReadyToBook({ creditCardRequired: true }), '')).toBeNull();
  });

  it.each([
    ['invalid details', { customer: aCustomer({ email: 'zoe@' }) }],
    ['no time', { selectedBookingTime: null }],
    ['no occasion', { selectedOccasion: null }],
    ['a card guarantee still to take', { creditCardRequired: true }],
    ['a booking already made', { thanks: true }],
  ])('given %s, when built, then there is no request', (_case, overrides) => {
    expect(createBookingRequest(aJourneyReadyToBook(overrides))).toBeNull();
  });
});
