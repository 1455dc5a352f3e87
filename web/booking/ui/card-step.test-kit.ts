// Shared set-up of the card-guarantee specs (the site's own card form and Braintree's Hosted Fields): a real
// BookingStore over recorded booking calls and the in-memory payments API, on step three for ten at dinner on
// Saturday 14 June 2025 (today Tuesday 10 June, London), a card required, the diner's details typed.
import { act } from '@testing-library/react';
import { ok, type AnalyticsPort } from '@tavola/core/ports';
import { FixedClock, InMemoryPaymentsApi } from '@tavola/adapters';
import { aMenu, anArea, anOccasion, aSlot } from '../../../tests/builders/booking.builder';
import type { RestaurantSummary } from '../../page-data';
import { BookingStore, type BookingCalls, type BookingStorePorts } from '../booking.store';

export const CARD_STEP_RESTAURANTS = [
  { storeId: 'A', title: 'Oxford Circus', city: 'london', slug: 'oxford-circus', lat: 51.515, lng: -0.141, address: '1 Regent Street', postcode: 'W1B 1AA' },
].map((r) => ({ ...r, phone: '020 7946 0000', cityName: 'London', region: 'London' })) as RestaurantSummary[];

export interface CardStepRequirements {
  isPlaceAsEnquiryEnabled: boolean;
  isCardGuaranteeRequired: boolean;
}

export const CARD_REQUIRED: CardStepRequirements = { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true };

/** The store on step three; `calls` (the caller's list, when given) records every create in order. */
export async function cardStepStore(
  options: { requirements?: CardStepRequirements; occasionId?: string; cardEntry?: BookingStorePorts['cardEntry']; calls?: string[] } = {},
): Promise<{ store: BookingStore; payments: InMemoryPaymentsApi; calls: string[] }> {
  const { requirements = CARD_REQUIRED, occasionId = 'dinner', cardEntry, calls = [] } = options;
  const booking = {
    getOccasions: async () =>
      ok([
        anOccasion({ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 12 }),
        anOccasion({ id: 'private-event', name: 'Private event', minimumCovers: 1, maximumCovers: 12 }),
      ]),
    getAreas: async () => ok([anArea()]),
    getMenus: async () => ok([aMenu()]),
    getSlots: async () => ok([aSlot({ time: '19:00' })]),
    getRequirements: async () => ok(requirements),
    createBooking: async (_storeId: string, data: unknown) => (calls.push(`createBooking:${JSON.stringify(data)}`), ok({ bookingReference: 'CVCARD01', bookingStatus: 0 })),
    createEnquiry: async () => (calls.push('createEnquiry'), ok({ bookingReference: 'CVENQ001', bookingStatus: 0 })),
    createEvent: async () => (calls.push('createEvent'), ok({ bookingReference: 'CVEVT001', bookingStatus: 0 })),
    checkAvailability: async () => ({ success: true, stores: [] }),
  } as unknown as BookingCalls;
  const payments = new InMemoryPaymentsApi();
  const analytics: AnalyticsPort = { track: () => undefined };
  const store = new BookingStore(
    { booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)), ...(cardEntry ? { cardEntry } : {}) },
    { storeId: 'A', date: '2025-06-14', restaurants: CARD_STEP_RESTAURANTS, eventOccasionIds: ['private-event'] },
  );
  await act(async () => {
    await store.start();
    store.chooseOccasion(occasionId);
    store.changeCovers({ adults: 10, children: 0 });
    await store.loadSlots();
    await store.loadRequirements();
    store.changeCustomerField('firstName', 'Giulia');
    store.changeCustomerField('lastName', 'Rossi');
    store.changeCustomerField('email', 'giulia.rossi@example.com');
  });
  return { store, payments, calls };
}
