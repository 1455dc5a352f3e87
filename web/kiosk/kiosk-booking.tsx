// The kiosk's "Book a table": the shared booking journey (web/booking/booking-package) for the kiosk's
// restaurant, preselected, over the site's own /api pass-through, with the API token and session id kept
// in memory only. A new journey (store, adapters, card form) per kiosk session: the idle reset remounts
// this screen, so nothing typed survives it.
import { useEffect, useState } from 'react';
import {
  apiGroupEnquirySender,
  BookingJourneyView,
  BookingSettingsProvider,
  createBookingJourney,
  type BookingSettings,
} from '../booking/booking-package';
import type { KioskScreenProps } from './kiosk-screens';

export function KioskBooking({ data }: KioskScreenProps) {
  const [settings] = useState<BookingSettings>(() => {
    // A shared tablet: nothing personal to take away on the thanks screen (sharedDevice).
    const base: BookingSettings = { apiBaseUrl: '', brandKey: data.settings.brandKey, storage: 'memory', horizonDays: data.settings.horizonDays, captchaSiteKey: data.settings.captchaSiteKey ?? null, sharedDevice: true };
    return { ...base, sendGroupEnquiry: apiGroupEnquirySender(base) };
  });
  const [journey] = useState(() => createBookingJourney(settings, { restaurants: data.restaurants, preselectedStoreId: data.restaurant.storeId }));
  useEffect(() => {
    void journey.store.start();
    return () => journey.dispose();
  }, [journey]);
  return (
    <div className="kiosk-booking booking-widget">
      <BookingSettingsProvider settings={settings}>
        <BookingJourneyView store={journey.store} cardForm={journey.cardForm} waitlist={journey.waitlist} />
      </BookingSettingsProvider>
    </div>
  );
}
