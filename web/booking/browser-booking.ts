// Loaded only by `await import()` after hydration (see booking-widget.tsx), so neither the store, core's
// booking rules nor the adapters enter a page's first-load bundle: the browser container over the same-origin
// API, its booking, payments, card tokenizer and clock ports, the dataLayer analytics, and the journey's view.
import { checkedCardEntry } from '@tavola/core/booking';
import {
  BookingApiToken,
  type BookingApiPort,
  CardTokenizerToken,
  type CardTokenizerPort,
  ClockToken,
  type ClockPort,
  GeoApiToken,
  type GeoApiPort,
  PaymentsApiToken,
  type PaymentsApiPort,
} from '@tavola/core/ports';
import { createBrowserContainer } from '../container';
import { browserGeolocation } from '../pages/parts/browser-geolocation';
import type { RestaurantSummary } from '../page-data';
import type { LayoutStore } from '../stores/layout.store';
import { BOOKING_API_BASE_URL, BOOKING_BRAND_KEY } from './booking-config';
import { BookingStore } from './booking.store';
import { DataLayerAnalytics } from './data-layer.analytics';

export { BookingJourneyView } from './ui/booking-journey-view';

export interface BrowserBookingOptions {
  restaurants: readonly RestaurantSummary[];
  preselectedStoreId?: string | null;
  /** Told when the booking is made and when the journey starts again; null where the page has no layout store. */
  layout: Pick<LayoutStore, 'setBookingConfirmed'> | null;
}

export function createBrowserBookingStore({ restaurants, preselectedStoreId, layout }: BrowserBookingOptions): BookingStore {
  const container = createBrowserContainer({ apiBaseUrl: BOOKING_API_BASE_URL, brandKey: BOOKING_BRAND_KEY });
  return new BookingStore(
    {
      booking: container.get<BookingApiPort>(BookingApiToken),
      payments: container.get<PaymentsApiPort>(PaymentsApiToken),
      clock: container.get<ClockPort>(ClockToken),
      analytics: new DataLayerAnalytics(),
      geo: container.get<GeoApiPort>(GeoApiToken),
      geolocation: browserGeolocation,
      // The card form's fields: core's card rules, then the test gateway's tokenizer.
      cardEntry: checkedCardEntry(container.get<CardTokenizerPort>(CardTokenizerToken)),
    },
    {
      restaurants,
      storeId: preselectedStoreId ?? null,
      onConfirmed: () => layout?.setBookingConfirmed(true),
      onReset: () => layout?.setBookingConfirmed(false),
      // Event occasions come flagged isEvent in the occasions answer: the site lists none of its own.
    },
  );
}
