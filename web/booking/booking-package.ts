// The shared booking package: what a front-end (the site, the kiosk, the widget) needs to run the booking
// journey, with its configuration passed in (BookingSettings) and nothing read from a front-end's globals.
//   const { store, cardForm, waitlist } = createBookingJourney(settings, { restaurants, preselectedStoreId });
//   <BookingSettingsProvider settings={settings}><BookingJourneyView store={store} cardForm={cardForm} waitlist={waitlist} /></BookingSettingsProvider>
// The site loads this module only by `await import()` after hydration (see booking-widget.tsx), so neither
// the store, core's booking rules nor the adapters enter a page's first-load bundle; braintree-web is loaded
// only when the Hosted Fields card form is first shown.
import { reaction } from 'mobx';
import { BraintreeHostedFieldsCardForm } from '@tavola/adapters/braintree';
import { checkedCardEntry } from '@tavola/core/booking';
import type { AnalyticsPort } from '@tavola/core/ports';
import { createBrowserAdapters } from '../container';
import { browserGeolocation } from '../pages/parts/browser-geolocation';
import type { BookingRestaurant } from './booking-restaurant';
import type { BookingSettings } from './booking-settings';
import { BookingStore } from './booking.store';
import { WaitlistStore } from './waitlist.store';
import { loadBraintreeWeb } from './braintree-web';

export { BookingJourneyView, type BookingJourneyVariant } from './ui/booking-journey-view';
export { apiGroupEnquirySender } from './group-enquiry-sender';
export { BookingSettingsProvider, DEFAULT_BOOKING_LABELS, type BookingLabels, type BookingSettings, type BookingStep } from './booking-settings';
export { toBookingRestaurant, byCityThenTitle, type BookingRestaurant } from './booking-restaurant';
export type { BookingStore } from './booking.store';
export type { WaitlistStore } from './waitlist.store';
export type { HostedCardForm } from './ui/hosted-card-guarantee';

/** Where a front-end sends no analytics: events go nowhere. */
const NO_ANALYTICS: AnalyticsPort = { track: () => undefined };

export interface BookingJourneyOptions {
  restaurants: readonly BookingRestaurant[];
  /** The restaurant chosen before the journey starts (a restaurant's page, the kiosk's door, the widget's attribute). */
  preselectedStoreId?: string | null;
}

export interface BookingJourney {
  store: BookingStore;
  /** Braintree's Hosted Fields for the card step, where the settings carry a tokenization key; else null. */
  cardForm: BraintreeHostedFieldsCardForm | null;
  /** "Notify me" where no table fits: this journey's own, so a new journey (a kiosk's idle reset) starts it empty. */
  waitlist: WaitlistStore;
  /** Stops telling the settings' onStep (the store itself holds no timers or listeners). */
  dispose: () => void;
}

/** A new journey over the API the settings name: its own adapters, store and card form. Call store.start() to begin. */
export function createBookingJourney(settings: BookingSettings, { restaurants, preselectedStoreId }: BookingJourneyOptions): BookingJourney {
  const api = createBrowserAdapters({ apiBaseUrl: settings.apiBaseUrl, brandKey: settings.brandKey, storage: settings.storage ?? 'local', captchaSiteKey: settings.captchaSiteKey ?? null });
  const store = new BookingStore(
    {
      booking: api.booking,
      payments: api.payments,
      clock: api.clock,
      analytics: settings.analytics ?? NO_ANALYTICS,
      geo: api.geo,
      geolocation: browserGeolocation,
      // The card form's fields: core's card rules, then the test gateway's tokenizer.
      cardEntry: checkedCardEntry(api.cardTokenizer),
      // One Idempotency-Key per booking, the same when the diner tries again after no answer.
      ids: api.ids,
    },
    {
      restaurants,
      storeId: preselectedStoreId ?? null,
      horizonDays: settings.horizonDays,
      onConfirmed: (booking) => settings.onConfirmed?.(booking),
      onReset: () => settings.onReset?.(),
    },
  );
  const dispose = tellSteps(store, settings);
  const cardForm = settings.tokenizationKey ? new BraintreeHostedFieldsCardForm(settings.tokenizationKey, loadBraintreeWeb) : null;
  const waitlist = new WaitlistStore({ waitlist: api.waitlist });
  return { store, cardForm, waitlist, dispose };
}

/** Tells the settings' onStep each step the store shows from now on; answers how to stop. */
export function tellSteps(store: Pick<BookingStore, 'snapshot'>, { onStep }: Pick<BookingSettings, 'onStep'>): () => void {
  return onStep ? reaction(() => store.snapshot.currentStep, (step) => onStep(step)) : () => undefined;
}
