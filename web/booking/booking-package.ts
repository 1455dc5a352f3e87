// Loaded only by `await import()` after hydration (see booking-widget.tsx), so neither the store, core's
// booking rules nor the adapters enter a page's first-load bundle: the browser container over the same-origin
// API, its booking, payments, card tokenizer and clock ports, the dataLayer analytics, the journey's view, and
// on a site with a Braintree tokenization key the Hosted Fields card form (braintree-web itself is loaded
// only when that form is first shown).
import { BraintreeHostedFieldsCardForm } from '@tavola/adapters/braintree';
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
import { loadBraintreeWeb } from './braintree-web';
import { DataLayerAnalytics } from './data-layer.analytics';

export { BookingJourneyView } from './ui/booking-journey-view';

export interface BrowserBookingOptions {
  restaurants: readonly RestaurantSummary[];
  preselectedStoreId?: string | null;
  /** Told when the booking is made and when the journey starts again; null where the page has no layout store. */
  layout: Pick<LayoutStore, 'setBookingConfirmed'> | null;
  /** Days after today a table can be booked (the site's BOOKING_HORIZON_DAYS); core's default when absent. */
  horizonDays?: number;
}

export function createBrowserBookingStore({ restaurants, preselectedStoreId, layout, horizonDays }: BrowserBookingOptions): BookingStore {
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
      horizonDays,
      onConfirmed: () => layout?.setBookingConfirmed(true),
      onReset: () => layout?.setBookingConfirmed(false),
      // Event occasions come flagged isEvent in the occasions answer: the site lists none of its own.
    },
  );
}

/**
 * The card step's Braintree Hosted Fields for a site with a tokenization key (RootData.payments); null
 * without one, so the card step keeps its own fields and the test gateway's tokenizer, and braintree-web is
 * never fetched.
 */
export function createHostedCardForm(tokenizationKey: string | null | undefined): BraintreeHostedFieldsCardForm | null {
  return tokenizationKey ? new BraintreeHostedFieldsCardForm(tokenizationKey, loadBraintreeWeb) : null;
}
