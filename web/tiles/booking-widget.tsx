// The site's booking journey inside a page's #booking section. On the server (and while hydrating) it renders
// a first step from the loader's restaurants alone: no API call, no store. When the diner reaches for it (a focus,
// a tap, a change, or a scroll that brings it near: booking-intent.ts) it imports the shared booking package (web/booking/booking-package.ts, a separate chunk: the store, core's
// booking rules, the adapters and the journey's view stay out of the page's first-load bundle) and swaps in
// the live journey, configured with the site's settings (siteBookingSettings): its own /api pass-through,
// its brand, its root data's booking window and card key, its layout store, its dataLayer and its group form route.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { RestaurantSummary, RootData } from '../page-data';
import type { LayoutStore } from '../stores/layout.store';
import { useStores } from '../stores/store-context';
import { postForm } from './form-submit';
import { pageCaptchaSiteKey } from '../captcha/recaptcha';
import { BOOKING_API_BASE_URL, BOOKING_BRAND_KEY } from './booking-config';
import type { BookingJourney } from '../booking/booking-package';
import type { BookingSettings } from '../booking/booking-settings';
import { DataLayerAnalytics } from '../layout/data-layer.analytics';
import { RestaurantOptions } from '../booking/restaurant-options';
import { focusControlLabelled, focusedControlLabel, whenBookingIntended } from './booking-intent';
import { FORM_STAND_IN } from '../layout/window-events';
import { BOOKING_STEPS_PATH } from '../booking/no-script/booking-steps-path';

export interface BookingWidgetProps {
  restaurants: readonly RestaurantSummary[];
  preselectedStoreId?: string | null;
  /** 'panel' (every step in place, the book-now pages) unless told; the home page's band is a 'strip'. */
  variant?: 'panel' | 'strip';
}

interface LiveJourney extends BookingJourney {
  settings: BookingSettings;
  booking: typeof import('../booking/booking-package');
}

/** The site's settings for the shared journey: its origin's /api pass-through, its brand and its root data. */
export function siteBookingSettings(
  layout: Pick<LayoutStore, 'setBookingConfirmed'> | null,
  { tokenizationKey, horizonDays }: { tokenizationKey: string | null; horizonDays: number | undefined },
): BookingSettings {
  return {
    apiBaseUrl: BOOKING_API_BASE_URL,
    brandKey: BOOKING_BRAND_KEY,
    storage: 'local',
    horizonDays,
    tokenizationKey,
    // The page's reCAPTCHA site key (a meta tag, server/site/document.ts) when captcha is on.
    captchaSiteKey: pageCaptchaSiteKey(),
    analytics: new DataLayerAnalytics(),
    onConfirmed: () => layout?.setBookingConfirmed(true),
    onReset: () => layout?.setBookingConfirmed(false),
    // The site's own form route checks the enquiry again and passes it to the API.
    sendGroupEnquiry: (enquiry) => postForm('group-booking', enquiry),
  };
}

export function BookingWidget({ restaurants, preselectedStoreId, variant = 'panel' }: BookingWidgetProps) {
  const layout = useLayoutIfProvided();
  const { tokenizationKey, horizonDays } = useRootBookingSettings();
  const previewId = useId();
  const [live, setLive] = useState<LiveJourney | null>(null);
  const [failed, setFailed] = useState(false);
  // The list is read when the journey starts and handed over when it changes, so a new array on each
  // render (e.g. `data.restaurants ?? []`) never starts a second journey.
  const restaurantsRef = useRef(restaurants);
  restaurantsRef.current = restaurants;
  // The list the journey has; a different one is handed over.
  const handedRef = useRef(restaurants);
  const bandRef = useRef<HTMLDivElement>(null);
  // Nothing is loaded until the diner reaches for the form; the server's first step stands until then.
  const [intended, setIntended] = useState(false);
  // The field the diner was in when the journey arrived: its live counterpart takes the focus.
  const refocusRef = useRef<string | null>(null);
  // The server-rendered step's restaurant choice. Found by reference, not by its id: the id comes from useId,
  // which the server (React) and a browser hydrating under Preact number differently.
  const pickedRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const band = bandRef.current;
    if (intended || band === null) return;
    return whenBookingIntended(band, () => setIntended(true));
  }, [intended]);

  useEffect(() => {
    // The journey talks to the API with fetch; without it (an old browser, a test DOM) the first step stays.
    if (!intended || typeof window.fetch !== 'function') return;
    let cancelled = false;
    (async () => {
      const booking = await import('../booking/booking-package');
      if (cancelled) return;
      refocusRef.current = bandRef.current ? focusedControlLabel(bandRef.current) : null;
      // A restaurant the diner picked in the server-rendered first step, before the scripts ran, carries over.
      const picked = pickedRef.current;
      const pickedStoreId = picked !== null && picked.value !== '' ? picked.value : null;
      handedRef.current = restaurantsRef.current;
      const settings = siteBookingSettings(layout, { tokenizationKey, horizonDays });
      const journey = booking.createBookingJourney(settings, {
        restaurants: restaurantsRef.current,
        preselectedStoreId: pickedStoreId ?? preselectedStoreId,
      });
      setLive({ ...journey, settings, booking });
      await journey.store.start();
    })().catch((error: unknown) => {
      console.error('The booking journey could not start', error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [intended, preselectedStoreId, layout, previewId, tokenizationKey, horizonDays]);

  // As the live journey replaces the first step (a layout effect: before the browser paints or the diner's next
  // key, where a plain effect under Preact would leave focus on the page's body until after the paint).
  useLayoutEffect(() => {
    const label = refocusRef.current;
    if (live === null || label === null || bandRef.current === null) return;
    refocusRef.current = null;
    focusControlLabelled(bandRef.current, label);
  }, [live]);

  useEffect(() => {
    if (live === null || handedRef.current === restaurants) return;
    handedRef.current = restaurants;
    live.store.setRestaurants(restaurants);
  }, [live, restaurants]);

  return (
    <div className={`booking-widget booking-widget--${variant}`} ref={bandRef}>
      {live ? (
        <live.booking.BookingSettingsProvider settings={live.settings}>
          <live.booking.BookingJourneyView store={live.store} variant={variant} cardForm={live.cardForm} waitlist={live.waitlist} />
        </live.booking.BookingSettingsProvider>
      ) : (
        <FirstStepPreview
          id={previewId}
          selectRef={pickedRef}
          restaurants={restaurants}
          preselectedStoreId={preselectedStoreId ?? null}
          loading={intended && !failed}
          failed={failed}
          variant={variant}
        />
      )}
    </div>
  );
}

/** The layout store, or null where no StoreProvider is above (a tile rendered on its own): the journey then
 * books without telling the Book Now button. useContext never throws, so the hook order stays the same. */
function useLayoutIfProvided(): LayoutStore | null {
  try {
    return useStores().layout;
  } catch {
    return null;
  }
}

/**
 * What the root route's data says of booking: the site's Braintree tokenization key (RootData.payments) and
 * its booking window (RootData.booking). Without them, or where no data router is above (a tile rendered on
 * its own), the card step keeps its own fields and the window is core's default.
 */
function useRootBookingSettings(): { tokenizationKey: string | null; horizonDays: number | undefined } {
  try {
    const root = useRouteLoaderData('root') as RootData | undefined;
    return { tokenizationKey: root?.payments?.braintreeTokenizationKey ?? null, horizonDays: root?.booking?.horizonDays };
  } catch {
    return { tokenizationKey: null, horizonDays: undefined };
  }
}

/**
 * Step one as the server renders it: the restaurants to choose from (a choice made before the journey loads
 * is carried into it), the rest waiting for the journey, which loads when the diner reaches for the form.
 */
function FirstStepPreview({
  id,
  selectRef,
  restaurants,
  preselectedStoreId,
  loading,
  failed,
  variant,
}: {
  id: string;
  selectRef: React.RefObject<HTMLSelectElement | null>;
  restaurants: readonly RestaurantSummary[];
  preselectedStoreId: string | null;
  /** The diner reached for the form and the journey is on its way. */
  loading: boolean;
  failed: boolean;
  variant: 'panel' | 'strip';
}) {
  const preselected = restaurants.some((r) => r.storeId === preselectedStoreId) ? preselectedStoreId : null;
  // Rendered enabled: without scripts (or before they run) the button posts the form to the steps the
  // server drives (/booking/steps). Once hydrated it waits for the journey, as before.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className={`booking-journey booking-journey--preview${variant === 'strip' ? ' booking-journey--strip' : ''}`} aria-busy={loading}>
      {variant === 'strip' ? null : <p className="booking-journey__progress">Step 1 of 3</p>}
      <h3 className="booking-journey__heading">Your table</h3>
      <div className="booking-journey__message" role="status" aria-live="polite">
        {failed ? <p className="booking-journey__error">Online booking is not available right now. Please call the restaurant.</p> : null}
      </div>
      {/* A real form: the live journey takes over on intent; without it (no scripts, or they failed) it goes to the server's steps. */}
      <form
        className="booking-step booking-step--1"
        method="get"
        action={BOOKING_STEPS_PATH}
        onSubmit={(event) => {
          if (!failed) event.preventDefault();
        }}
        {...{ [FORM_STAND_IN]: '' }}
      >
        <div className="booking-field">
          <label htmlFor={`${id}-restaurant`}>Restaurant</label>
          <select ref={selectRef} id={`${id}-restaurant`} name="restaurant" defaultValue={preselected ?? ''}>
            {preselected === null ? <option value="">Choose a restaurant</option> : null}
            <RestaurantOptions restaurants={restaurants} />
          </select>
        </div>
        {/* Without scripts the journey never starts: the day and the party are asked here, and the server's steps take over. */}
        <noscript>
          <div className="booking-field">
            <label htmlFor={`${id}-date`}>Date</label>
            <input id={`${id}-date`} name="date" type="date" />
          </div>
          <div className="booking-field">
            <label htmlFor={`${id}-adults`}>Adults</label>
            <input id={`${id}-adults`} name="adults" type="number" inputMode="numeric" min={1} />
          </div>
        </noscript>
        <div className="booking-actions">
          <button type="submit" name="go" value="times" className="btn btn--primary booking-actions__next" disabled={hydrated && !failed}>
            Find a table
          </button>
          {loading ? <span className="booking-hint booking-hint--loading">Loading the booking form…</span> : null}
        </div>
      </form>
    </div>
  );
}
