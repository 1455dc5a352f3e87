/** @jest-environment jsdom */
// The booking widget: a first step rendered from the loader's restaurants alone (the server's HTML, no
// API call), the journey loaded only when the diner reaches for it (the first touch kept), and the dataLayer
// analytics adapter the live journey uses, gated by analytics consent.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RestaurantSummary } from '../page-data';
import { BookingWidget } from './booking-widget';
import { DataLayerAnalytics, type DataLayerTarget } from '../layout/data-layer.analytics';

// The shared booking package, stood in for: a journey whose step one has its own Restaurant select, and a
// record of each journey started (the real package is tested in web/booking).
const started: Array<{ preselectedStoreId: string | null | undefined }> = [];
jest.mock('../booking/booking-package', () => ({
  createBookingJourney: (_settings: unknown, options: { preselectedStoreId?: string | null }) => {
    started.push({ preselectedStoreId: options.preselectedStoreId });
    return { store: { start: async () => undefined, setRestaurants: () => undefined }, cardForm: null, dispose: () => undefined };
  },
  BookingSettingsProvider: ({ children }: { children: unknown }) => children,
  BookingJourneyView: () => (
    <div>
      <label htmlFor="live-restaurant">Restaurant</label>
      <select id="live-restaurant" defaultValue="A">
        <option value="A">Oxford Circus</option>
      </select>
      <label htmlFor="live-occasion">Occasion</label>
      <select id="live-occasion" />
    </div>
  ),
}));

const RESTAURANTS = [
  { storeId: 'A', title: 'Oxford Circus' },
  { storeId: 'B', title: 'Covent Garden' },
] as RestaurantSummary[];

describe('BookingWidget', () => {
  it('renders step one on the server from the restaurants alone, the preselected one chosen', () => {
    const html = renderToString(<BookingWidget restaurants={RESTAURANTS} preselectedStoreId="B" />);
    expect(html).toContain('Your table');
    expect(html).toContain('Find a table');
    expect(html).toMatch(/<option value="B" selected="">Covent Garden<\/option>/);
    // A browser without scripts books through the server's steps: a real GET form with the day and party
    // asked inside <noscript>, and its button enabled (it is disabled only once the page is hydrated).
    expect(html).toMatch(/<form class="booking-step booking-step--1"[^>]* action="\/booking\/steps" method="get">/);
    expect(html).toMatch(/<select id="[^"]+" name="restaurant">/);
    expect(html).toMatch(/<noscript>.*type="date" name="date".*type="number"[^>]* name="adults".*<\/noscript>/s);
    expect(html).toMatch(/<button type="submit" value="times" class="btn btn--primary booking-actions__next" name="go">Find a table<\/button>/);
  });

  it('lists the restaurants by region, and by name within a region', () => {
    const chain = [
      { storeId: 'Y', title: 'York Stonegate', region: 'Yorkshire' },
      { storeId: 'O', title: 'Oxford Circus', region: 'London' },
      { storeId: 'L', title: 'Leeds Briggate', region: 'Yorkshire' },
      { storeId: 'C', title: 'Covent Garden', region: 'London' },
    ] as RestaurantSummary[];
    render(<BookingWidget restaurants={chain} />);
    const groups = Array.from(screen.getByLabelText('Restaurant').querySelectorAll('optgroup'));
    expect(groups.map((group) => [group.label, Array.from(group.querySelectorAll('option')).map((option) => option.textContent)])).toEqual([
      ['London', ['Covent Garden', 'Oxford Circus']],
      ['Yorkshire', ['Leeds Briggate', 'York Stonegate']],
    ]);
  });

  it('keeps the first step, labelled and busy, until the journey loads', () => {
    render(<BookingWidget restaurants={RESTAURANTS} />);
    expect(screen.getByLabelText('Restaurant')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Find a table' })).toBeDisabled();
    fireEvent.focus(screen.getByLabelText('Restaurant'));
    expect(screen.getByText('Loading the booking form…')).toBeInTheDocument();
  });
});

describe('BookingWidget loads the journey on intent', () => {
  const realFetch = window.fetch;
  let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>;
  beforeEach(() => {
    started.length = 0;
    observers = [];
    window.fetch = jest.fn() as unknown as typeof fetch;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.fetch = realFetch;
  });

  /** Lets the dynamic import and the renders after it run. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('given a band on screen and time passing, then no journey is loaded and the first step stays, not busy', async () => {
    render(<BookingWidget restaurants={RESTAURANTS} />);
    await settle();
    expect(started).toEqual([]);
    expect(observers).toEqual([]);
    expect(screen.queryByLabelText('Occasion')).toBeNull();
    expect(screen.queryByText('Loading the booking form…')).toBeNull();
  });

  it('given a focus on the first field, then the journey loads and its own field keeps the focus', async () => {
    render(<BookingWidget restaurants={RESTAURANTS} />);
    act(() => screen.getByLabelText('Restaurant').focus());
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toBeInTheDocument());
    expect(started).toHaveLength(1);
    expect(screen.getByLabelText('Restaurant')).toHaveAttribute('id', 'live-restaurant');
    expect(screen.getByLabelText('Restaurant')).toHaveFocus();
  });

  it('given a tap on the band, then the journey loads with the restaurant picked before it came', async () => {
    render(<BookingWidget restaurants={RESTAURANTS} />);
    const select = screen.getByLabelText('Restaurant');
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'B' } });
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toBeInTheDocument());
    expect(started).toEqual([{ preselectedStoreId: 'B' }]);
  });

  it('given a scroll, then the band coming within the margin of the viewport loads the journey', async () => {
    render(<BookingWidget restaurants={RESTAURANTS} />);
    await settle();
    expect(observers).toEqual([]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('400px 0px');
    await settle();
    expect(started).toEqual([]);
    act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toBeInTheDocument());
    expect(started).toHaveLength(1);
  });
});

describe('DataLayerAnalytics', () => {
  it('pushes { event, ...properties } only while analytics consent is granted', () => {
    const target: DataLayerTarget = {};
    const root = document.createElement('html');
    const analytics = new DataLayerAnalytics(target, () => root);
    analytics.track('booking_complete', { covers: 2 });
    expect(target.dataLayer).toBeUndefined();
    root.dataset.analyticsConsent = 'granted';
    analytics.track('booking_complete', { covers: 2, bookingType: 'booking' });
    expect(target.dataLayer).toEqual([{ event: 'booking_complete', covers: 2, bookingType: 'booking' }]);
    root.dataset.analyticsConsent = 'denied';
    analytics.track('booking_unavailable');
    expect(target.dataLayer).toHaveLength(1);
  });
});
