// The embeddable booking widget's app: the module /embed.js imports (from the site it came from) the first
// time a <tavola-booking> element needs its journey. It renders the shared booking package's journey into
// the element's shadow root, over the API reached through that site's /api pass-through (CORS for the
// origins in EMBED_ALLOWED_ORIGINS), and tells the host page what happens with DOM events on the element.
// Nothing here is the widget's own rule: the journey, its words and its checks are the booking package's and
// core's; this file only fetches the restaurants, binds the settings and turns failures into messages.
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConfirmedBooking } from '@tavola/core/booking';
import type { ContentApiPort } from '@tavola/core/ports';
import {
  BookingJourneyView,
  BookingSettingsProvider,
  createBookingJourney,
  toBookingRestaurant,
  type BookingJourney,
  type BookingRestaurant,
  type BookingSettings,
} from '../booking/booking-package';
import { createBrowserAdapters } from '../container';
import { EMBED_EVENTS, dispatchEmbedEvent, type BookingConfirmedDetail, type WidgetHandle, type WidgetOptions } from './embed-contract';

export const WIDGET_TEXT = {
  loading: 'Loading the booking form…',
  /** The API refused this page's origin (not in EMBED_ALLOWED_ORIGINS), as a readable 403. */
  refused: 'Online booking is not available on this website. Please book on the restaurant’s own website or call the restaurant.',
  /**
   * No readable answer: the API is down, or it refused this page's origin (a refusal carries no CORS
   * headers, so a browser cannot tell the two apart).
   */
  unreachable: 'Online booking is not available on this page right now. Please try again later, book on the restaurant’s own website or call the restaurant.',
  unavailable: 'Online booking is not available right now. Please try again later or call the restaurant.',
  unknownRestaurant: (id: string) => `Sorry, we could not find the restaurant “${id}” to book. Please choose a restaurant below.`,
} as const;

/** The widget's failures, each a message inside it. */
export type WidgetProblem = 'refused' | 'unreachable' | 'unavailable';

/** What the restaurants' call answered: the list, or why there is none. */
export type RestaurantsAnswer = { ok: true; restaurants: BookingRestaurant[] } | { ok: false; problem: WidgetProblem };

/** The brand's restaurants from the content API, as the journey lists them. */
export async function loadRestaurants(content: Pick<ContentApiPort, 'searchRestaurants'>): Promise<RestaurantsAnswer> {
  try {
    const result = await content.searchRestaurants();
    if (result.ok) return { ok: true, restaurants: result.value.map(toBookingRestaurant) };
    const status = result.error.status;
    if (status === 403) return { ok: false, problem: 'refused' };
    return { ok: false, problem: status === undefined ? 'unreachable' : 'unavailable' };
  } catch {
    return { ok: false, problem: 'unavailable' };
  }
}

/** What the host page's tavola:booking-confirmed carries. */
export function confirmedDetail(booking: ConfirmedBooking): BookingConfirmedDetail {
  return {
    reference: booking.reference,
    type: booking.bookingType === '' ? 'booking' : booking.bookingType,
    restaurant: booking.storeId,
    date: booking.date,
    time: booking.time,
    covers: booking.covers,
  };
}

/** The element's date, party and occasion, handed to the journey's own commands (which ignore what they cannot use). */
async function applyAttributes(journey: BookingJourney, options: Pick<WidgetOptions, 'date' | 'party' | 'occasion'>): Promise<void> {
  const { store } = journey;
  if (options.occasion) store.chooseOccasion(options.occasion);
  if (options.party) store.changeCovers({ adults: Number(options.party) });
  if (options.date) await store.chooseDate(options.date);
}

export interface EmbeddedBookingProps {
  host: Element;
  options: WidgetOptions;
  /** The restaurants' source; the content API over the widget's own adapters by default. */
  content?: Pick<ContentApiPort, 'searchRestaurants'>;
  /** The shared package's createBookingJourney unless told (tests give a journey over fake ports). */
  createJourney?: typeof createBookingJourney;
}

type WidgetState =
  | { kind: 'loading' }
  | { kind: 'failed'; problem: WidgetProblem }
  | { kind: 'ready'; journey: BookingJourney; unknownRestaurant: string | null };

export function EmbeddedBooking({ host, options, content, createJourney = createBookingJourney }: EmbeddedBookingProps) {
  const settings = useMemo<BookingSettings>(
    () => ({
      apiBaseUrl: options.apiBaseUrl,
      brandKey: options.brandKey,
      // Nothing of the widget is kept in the host page's storage (its keys are the host's own).
      storage: 'memory',
      horizonDays: options.horizonDays,
      tokenizationKey: options.tokenizationKey ?? null,
      captchaSiteKey: options.captchaSiteKey ?? null,
      onConfirmed: (booking) => dispatchEmbedEvent(host, EMBED_EVENTS.confirmed, confirmedDetail(booking)),
      onStep: (step) => dispatchEmbedEvent(host, EMBED_EVENTS.step, { step }),
    }),
    [host, options],
  );
  const [state, setState] = useState<WidgetState>({ kind: 'loading' });
  // Each Try again after a failure loads the restaurants again (the API may be back).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let started: BookingJourney | null = null;
    (async () => {
      const source =
        content ?? createBrowserAdapters({ apiBaseUrl: settings.apiBaseUrl, brandKey: settings.brandKey, storage: 'memory' }).content;
      const answer = await loadRestaurants(source);
      if (cancelled) return;
      if (!answer.ok) {
        warn(`the restaurants could not be loaded (${answer.problem}).`);
        setState({ kind: 'failed', problem: answer.problem });
        return;
      }
      const wanted = options.restaurant;
      const known = wanted !== null && answer.restaurants.some((r) => r.storeId === wanted);
      if (wanted !== null && !known) warn(`no restaurant "${wanted}" in this brand's list.`);
      const journey = createJourney(settings, { restaurants: answer.restaurants, preselectedStoreId: known ? wanted : null });
      started = journey;
      setState({ kind: 'ready', journey, unknownRestaurant: wanted !== null && !known ? wanted : null });
      dispatchEmbedEvent(host, EMBED_EVENTS.step, { step: journey.store.snapshot.currentStep });
      await journey.store.start();
      if (!cancelled) await applyAttributes(journey, options);
    })().catch((error: unknown) => {
      warn('the booking journey could not start:', error);
      if (!cancelled) setState({ kind: 'failed', problem: 'unavailable' });
    });
    return () => {
      cancelled = true;
      started?.dispose();
    };
  }, [content, createJourney, host, options, settings, attempt]);

  if (state.kind === 'loading') return <WidgetMessage text={WIDGET_TEXT.loading} />;
  if (state.kind === 'failed') {
    // A readable refusal of this page's origin stays refused; an API that did not answer, or failed, may answer next time.
    const again =
      state.problem === 'refused' ? null : (
        <button
          type="button"
          className="btn btn--outline tavola__retry"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      );
    return (
      <>
        <WidgetMessage text={WIDGET_TEXT[state.problem]} error />
        {again}
      </>
    );
  }
  return (
    <BookingSettingsProvider settings={settings}>
      {state.unknownRestaurant !== null ? <WidgetMessage text={WIDGET_TEXT.unknownRestaurant(state.unknownRestaurant)} error /> : null}
      <BookingJourneyView store={state.journey.store} cardForm={state.journey.cardForm} waitlist={state.journey.waitlist} />
    </BookingSettingsProvider>
  );
}

function WidgetMessage({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <p className={error ? 'tavola__message tavola__message--error' : 'tavola__message'} role={error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/** A failure while rendering the journey becomes the widget's message, never an error on the host page. */
class WidgetErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    warn('the booking journey failed:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetMessage text={WIDGET_TEXT.unavailable} error /> : this.props.children;
  }
}

function warn(...parts: unknown[]): void {
  console.warn('<tavola-booking>', ...parts);
}

/** Renders the booking journey into `options.container` inside the element's shadow root. */
export function mountBookingWidget(shadowRoot: ShadowRoot, options: WidgetOptions): WidgetHandle {
  // React reports errors it could not contain to the window (reportError): the widget keeps them to itself.
  const root = createRoot(options.container, {
    onUncaughtError: (error) => warn('the booking widget failed:', error),
    onCaughtError: () => undefined,
    onRecoverableError: () => undefined,
  });
  root.render(
    <WidgetErrorBoundary>
      <EmbeddedBooking host={shadowRoot.host} options={options} />
    </WidgetErrorBoundary>,
  );
  return { unmount: () => root.unmount() };
}
