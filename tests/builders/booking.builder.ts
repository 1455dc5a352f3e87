// Test data for the booking journey: small builders with overrides, so each test states only what it is about.
import {
  createJourney,
  emptyCustomer,
  updateCustomerField,
  type BookingArea,
  type BookingCustomer,
  type BookingJourney,
  type BookingMenu,
  type CustomerTextField,
  type Occasion,
  type Slot,
} from '@tavola/core/booking';
import type { Location } from '@tavola/core/content';
import type { CreateBookingData } from '@tavola/core/ports';

export const STORE_ID = 'store-42';
export const BOOKING_DAY = '2025-06-14';

export function anOccasion(overrides: Partial<Occasion> = {}): Occasion {
  return { id: 'occ-dinner', name: 'Dinner', minimumCovers: 2, maximumCovers: 8, ...overrides };
}

export function aMenu(overrides: Partial<BookingMenu> = {}): BookingMenu {
  return { id: 'menu-a-la-carte', name: 'À la carte', ...overrides };
}

export function anArea(overrides: Partial<BookingArea> = {}): BookingArea {
  return { id: 'area-terrace', name: 'Terrace', ...overrides };
}

export function aSlot(overrides: Partial<Slot> = {}): Slot {
  return { time: '19:00', canEnquire: false, ...overrides };
}

export function aLocation(overrides: Partial<Location> = {}): Location {
  return { storeId: STORE_ID, lat: 51.515, lng: -0.141, milesValue: 0.4, ...overrides };
}

/** A diner's details that pass every rule, with any field's text overridden. */
export function aCustomer(overrides: Partial<Record<CustomerTextField, string>> = {}): BookingCustomer {
  const text: Record<CustomerTextField, string> = {
    firstName: 'Zoë',
    lastName: "O'Neill-Hart",
    email: 'zoe@example.co.uk',
    phoneNumber: '07700 900123',
    specialRequest: 'A table by the window, please.',
    ...overrides,
  };
  return (Object.keys(text) as CustomerTextField[]).reduce(
    (customer, field) => updateCustomerField(customer, field, text[field]),
    emptyCustomer(),
  );
}

/** A journey at a restaurant on BOOKING_DAY, with any state overridden. */
export function aJourney(overrides: Partial<BookingJourney> = {}): BookingJourney {
  return { ...createJourney({ storeId: STORE_ID, date: BOOKING_DAY }), ...overrides };
}

/** A journey with everything a booking needs: occasion, a party of two, 19:00, a menu and valid details. */
export function aJourneyReadyToBook(overrides: Partial<BookingJourney> = {}): BookingJourney {
  const occasion = anOccasion();
  return aJourney({
    step: 3,
    occasions: [occasion],
    selectedOccasion: occasion,
    coverLimits: { minCovers: 2, maxCovers: 8 },
    adultCovers: 2,
    childCovers: 0,
    coverSize: 2,
    restaurantMenus: [aMenu()],
    selectedMenu: aMenu(),
    slots: [aSlot()],
    selectedBookingTime: '19:00',
    selectedBookingDate: `${BOOKING_DAY}T19:00:00`,
    customer: aCustomer(),
    ...overrides,
  });
}

/** The Wednesday after the API harness's "now" (Monday 2026-11-23), when the seeded restaurants take bookings. */
export const HARNESS_WEDNESDAY = '2026-11-25';

/**
 * Giulia's dinner for two at 19:00 on HARNESS_WEDNESDAY, as the booking calls take it (no card); `customer`
 * overrides the diner's fields. Loosely typed, so a test can send what the API must refuse.
 */
export function aBookingData(
  overrides: Record<string, unknown> = {},
  customer: Record<string, unknown> = {},
): Omit<CreateBookingData, 'braintreeCustomerId'> & Record<string, unknown> {
  return {
    occasionId: 'dinner',
    adultCovers: 2,
    childCovers: 0,
    diningDateTime: `${HARNESS_WEDNESDAY}T19:00:00`,
    bookingTime: '19:00',
    menuId: 'a-la-carte',
    areaId: null,
    customer: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.com',
      phoneNumber: '07700 900123',
      specialRequest: 'A quiet table, please',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      ...customer,
    },
    ...overrides,
  };
}

/** The body of POST /api/booking/create/:storeId (and the event and enquiry calls): `{ data }`. */
export function aCreateBookingBody(overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) {
  return { data: aBookingData(overrides, customer) };
}
