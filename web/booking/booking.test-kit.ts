// Fakes for the booking journey's view tests: two London restaurants, a dinner occasion, and booking and
// card calls answering ok(...) (each call recorded), shared by the journey's specs.
import { type AnalyticsPort, fail, ok, type ApiResult } from '@tavola/core/ports';
import type { ErrorCode } from '@tavola/core/errors';
import { aMenu, anArea, anOccasion, aSlot } from '../../tests/builders/booking.builder';
import type { BookingRestaurant } from './booking-restaurant';
import type { BookingCalls, CardCalls } from './booking.store';

export const RESTAURANTS = [
  { storeId: 'A', title: 'Oxford Circus', city: 'london', slug: 'oxford-circus', lat: 51.515, lng: -0.141, address: '1 Regent Street', postcode: 'W1B 1AA' },
  { storeId: 'B', title: 'Covent Garden', city: 'london', slug: 'covent-garden', lat: 51.512, lng: -0.123, address: '2 Long Acre', postcode: 'WC2E 9LH' },
].map((r) => ({ ...r, phone: '020 7946 0000', cityName: 'London', region: 'London' })) as BookingRestaurant[];

export const DINNER = anOccasion({ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 8 });

export interface FakeOptions {
  slots?: ReturnType<typeof aSlot>[];
  requirements?: { isPlaceAsEnquiryEnabled: boolean; isCardGuaranteeRequired: boolean };
  created?: ApiResult<{ bookingReference: string; bookingStatus: number }>;
  /** The slots call fails with this code (e.g. 4, no free slot) instead of answering. */
  slotsFailCode?: ErrorCode;
  /** The occasion offered (DINNER unless given). */
  occasion?: ReturnType<typeof anOccasion>;
}

export function fakeBooking({
  slots = [aSlot({ time: '19:00' }), aSlot({ time: '19:30' }), aSlot({ time: '20:00', canEnquire: true })],
  requirements,
  created,
  slotsFailCode,
  occasion = DINNER,
}: FakeOptions = {}) {
  const calls: string[] = [];
  const booking: BookingCalls = {
    getOccasions: async () => (calls.push('getOccasions'), ok([occasion])),
    getAreas: async () => ok([anArea({ id: 'main', name: 'Main room' })]),
    getMenus: async () => ok([aMenu({ id: 'a-la-carte', name: 'À la carte' })]),
    getSlots: async (storeId) => {
      calls.push(`getSlots:${storeId}`);
      if (slotsFailCode !== undefined && storeId !== 'B') return fail({ code: slotsFailCode, status: 409 });
      return ok(storeId === 'B' ? [aSlot({ time: '19:00' })] : slots);
    },
    getRequirements: async () => ok(requirements ?? { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }),
    createBooking: async () => (calls.push('createBooking'), (created ?? ok({ bookingReference: 'CVVIEW01', bookingStatus: 0 })) as never),
    createEnquiry: async () => (calls.push('createEnquiry'), ok({ bookingReference: 'CVENQ001', bookingStatus: 0 }) as never),
    createEvent: async () => (calls.push('createEvent'), ok({ bookingReference: 'CVEVT001', bookingStatus: 0 }) as never),
    checkAvailability: async () => (
      calls.push('checkAvailability'), { success: true, stores: [{ storeId: 'B', available: true, times: [aSlot({ time: '19:00' })] }] }
    ),
  } as BookingCalls;
  return { booking, calls };
}

export const payments: CardCalls = {
  getClientToken: async () => ok('client-token'),
  submit: async () => ok({ customerId: 'cus_view' }),
};

export const analytics: AnalyticsPort = { track: () => undefined };

