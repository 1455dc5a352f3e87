// The API's slots on a date, around the restaurant's midnight: "today" is core's todayIn in the
// restaurant's zone, never the server's UTC date.
import { BOOKING, SITE } from '@tavola/core/constants';
import type { BookingSetup } from './booking-setup';
import { serviceSlots } from './slot-schedule';

const SETUP: BookingSetup = {
  storeId: 'CV900',
  title: 'Test kitchen',
  email: '',
  phone: '',
  address: '',
  hours: {
    mondayOpen: '12:00', mondayClose: '23:00',
    tuesdayOpen: '12:00', tuesdayClose: '23:00',
    sundayOpen: '12:00', sundayClose: '23:00',
  },
  overrides: [],
  occasions: [],
  areas: [],
  menus: [],
  coversPerSlot: 20,
  slotMinutes: 60,
  serviceTimes: [{ name: 'Dinner', firstSlot: '18:00', lastSlot: '21:00' }],
  cardGuaranteeAbove: 8,
  enquiryEnabled: false,
  bookingDisabled: false,
  bookingDisabledMessage: null,
  onlineBookingSupported: true,
  timeZone: SITE.defaultTimeZone,
};

/** 23:30 UTC on Sunday 12 July 2026: already 00:30 on Monday 13 July in London (BST). */
const SUNDAY_NIGHT_UTC = Date.UTC(2026, 6, 12, 23, 30);
/** 19:30 in London on Monday 13 July 2026. */
const MONDAY_EVENING = Date.UTC(2026, 6, 13, 18, 30);

describe('service slots around midnight', () => {
  it("given 23:30 UTC, when the server's UTC date is asked for, then it is already yesterday in London and has no slots", () => {
    expect(serviceSlots(SETUP, '2026-07-12', SUNDAY_NIGHT_UTC)).toEqual([]);
  });

  it('given 23:30 UTC, when the London date is asked for, then all its slots are still to come', () => {
    expect(serviceSlots(SETUP, '2026-07-13', SUNDAY_NIGHT_UTC)).toEqual(['18:00', '19:00', '20:00', '21:00']);
  });

  it("given 19:30 in London, when today is asked for, then only the slots after the restaurant's clock", () => {
    expect(serviceSlots(SETUP, '2026-07-13', MONDAY_EVENING)).toEqual(['20:00', '21:00']);
    expect(serviceSlots(SETUP, '2026-07-14', MONDAY_EVENING)).toEqual(['18:00', '19:00', '20:00', '21:00']);
  });

  it("given the booking window's last day and the day after it, when asked, then slots on the last day only", () => {
    // BOOKING.horizonDays (90) after Monday 13 July 2026 is Sunday 11 October 2026; the restaurant opens
    // on Sundays and Mondays alike, so only the horizon can refuse the Monday after.
    expect(BOOKING.horizonDays).toBe(90);
    const sundaysAndMondays = { ...SETUP, hours: { sundayOpen: '12:00', sundayClose: '23:00', mondayOpen: '12:00', mondayClose: '23:00' } };
    expect(serviceSlots(sundaysAndMondays, '2026-10-11', MONDAY_EVENING)).toEqual(['18:00', '19:00', '20:00', '21:00']);
    expect(serviceSlots(sundaysAndMondays, '2026-10-12', MONDAY_EVENING)).toEqual([]);
  });

  it('given a date that is not real, or an unusable clock, when asked, then no slots', () => {
    expect(serviceSlots(SETUP, '2026-02-30', MONDAY_EVENING)).toEqual([]);
    expect(serviceSlots(SETUP, '2026-07-14', Number.NaN)).toEqual([]);
  });
});
