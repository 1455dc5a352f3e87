/** @jest-environment jsdom */
// The widget's app: the restaurants from the content API (a refusal, an unreachable API and an outage each a
// message), the element's restaurant, party, occasion and date handed to the shared journey, an unknown
// restaurant said so, the host page told of each step and of the booking with composed DOM events, and
// mountBookingWidget rendering into a shadow root without ever throwing into the page.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ConfirmedBooking } from '@tavola/core/booking';
import type { Restaurant } from '@tavola/core/content';
import { fail, ok, type ContentApiPort } from '@tavola/core/ports';
import { FixedClock } from '@tavola/adapters';
import { analytics, fakeBooking, payments } from '../booking/booking.test-kit';
import type { BookingJourney, BookingSettings, createBookingJourney } from '../booking/booking-package';
import { BookingStore } from '../booking/booking.store';
import { EMBED_EVENTS, type WidgetOptions } from './embed-contract';
import { EmbeddedBooking, WIDGET_TEXT, confirmedDetail, loadRestaurants, mountBookingWidget } from './widget-app';

const mockFailingContent: Pick<ContentApiPort, 'searchRestaurants'> = { searchRestaurants: async () => fail({ code: 16 }) };
jest.mock('../container', () => ({ createBrowserAdapters: () => ({ content: mockFailingContent }) }));

const CONTENT_RESTAURANTS = [
  { storeId: 'A', title: 'Oxford Circus', city: 'london', slug: 'oxford-circus', lat: 51.515, lng: -0.141, address: '1 Regent Street', postcode: 'W1B 1AA', region: 'London' },
  { storeId: 'B', title: 'Covent Garden', city: 'london', slug: 'covent-garden', lat: 51.512, lng: -0.123, address: '2 Long Acre', postcode: 'WC2E 9LH', region: 'London' },
] as unknown as Restaurant[];

const content: Pick<ContentApiPort, 'searchRestaurants'> = { searchRestaurants: async () => ok(CONTENT_RESTAURANTS) };

function options(overrides: Partial<WidgetOptions> = {}): WidgetOptions {
  return {
    container: document.createElement('div'),
    apiBaseUrl: 'https://book.casaventura.example',
    brandKey: 'casa-ventura',
    restaurant: 'A',
    date: null,
    party: null,
    occasion: null,
    ...overrides,
  };
}

/** The shared package's createBookingJourney over fake booking calls, keeping the settings it was given. */
function fakeJourneys() {
  const given: BookingSettings[] = [];
  const create: typeof createBookingJourney = (settings, { restaurants, preselectedStoreId }) => {
    given.push(settings);
    const store = new BookingStore(
      { booking: fakeBooking().booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) },
      { restaurants, storeId: preselectedStoreId ?? null, onConfirmed: settings.onConfirmed },
    );
    return { store, cardForm: null, dispose: () => undefined } as BookingJourney;
  };
  return { create, given };
}

function listen(host: Element) {
  const seen: CustomEvent[] = [];
  for (const type of Object.values(EMBED_EVENTS)) document.addEventListener(type, (event) => seen.push(event as CustomEvent));
  return seen;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('loadRestaurants', () => {
  it('lists the content API’s restaurants as the journey does', async () => {
    const answer = await loadRestaurants(content);
    expect(answer.ok && answer.restaurants.map((r) => [r.storeId, r.cityName, r.region])).toEqual([
      ['A', 'London', 'London'],
      ['B', 'London', 'London'],
    ]);
  });

  it('tells a refused origin (403), an API it cannot read (no answer, or a refusal without CORS headers) and an outage apart', async () => {
    const answer = (status?: number) => loadRestaurants({ searchRestaurants: async () => fail({ code: 16, ...(status === undefined ? {} : { status }) }) });
    expect(await answer(403)).toEqual({ ok: false, problem: 'refused' });
    expect(await answer()).toEqual({ ok: false, problem: 'unreachable' });
    expect(await answer(502)).toEqual({ ok: false, problem: 'unavailable' });
    expect(await loadRestaurants({ searchRestaurants: () => Promise.reject(new Error('boom')) })).toEqual({ ok: false, problem: 'unavailable' });
  });
});

describe('confirmedDetail', () => {
  it('names a confirmed table "booking" and keeps a request’s kind', () => {
    const booking = { reference: 'CVAB2345', bookingType: '', storeId: 'A', date: '2025-06-14', time: '19:00', covers: 2 } as ConfirmedBooking;
    expect(confirmedDetail(booking)).toEqual({ reference: 'CVAB2345', type: 'booking', restaurant: 'A', date: '2025-06-14', time: '19:00', covers: 2 });
    expect(confirmedDetail({ ...booking, bookingType: 'enquiry' } as ConfirmedBooking).type).toBe('enquiry');
  });
});

describe('EmbeddedBooking', () => {
  it('runs the shared journey with the element’s restaurant, party and date, and tells the host page each step and the booking', async () => {
    const host = document.createElement('tavola-booking');
    document.body.append(host);
    const seen = listen(host);
    const journeys = fakeJourneys();
    render(<EmbeddedBooking host={host} content={content} createJourney={journeys.create} options={options({ party: '3', occasion: 'dinner', date: '2025-06-14' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(WIDGET_TEXT.loading);
    await waitFor(() => expect(screen.getByLabelText('Restaurant')).toHaveValue('A'));
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toHaveValue('dinner'));
    await waitFor(() => expect(screen.getByText('3', { selector: 'output' })).toBeInTheDocument());
    expect(screen.getByLabelText('Date')).toHaveValue('2025-06-14');

    const settings = journeys.given[0] as BookingSettings;
    expect(settings).toMatchObject({ apiBaseUrl: 'https://book.casaventura.example', brandKey: 'casa-ventura', storage: 'memory' });
    act(() => settings.onStep?.(2));
    act(() => settings.onConfirmed?.({ reference: 'CVAB2345', bookingType: '', storeId: 'A', date: '2025-06-14', time: '19:00', covers: 3 } as ConfirmedBooking));
    expect(seen.map((event) => [event.type, event.detail])).toEqual([
      [EMBED_EVENTS.step, { step: 1 }],
      [EMBED_EVENTS.step, { step: 2 }],
      [EMBED_EVENTS.confirmed, { reference: 'CVAB2345', type: 'booking', restaurant: 'A', date: '2025-06-14', time: '19:00', covers: 3 }],
    ]);
    expect(seen.every((event) => event.bubbles && event.composed && event.target === host)).toBe(true);
  });

  it('says so when the restaurant is not the brand’s, and lets the diner choose one', async () => {
    const journeys = fakeJourneys();
    render(<EmbeddedBooking host={document.createElement('div')} content={content} createJourney={journeys.create} options={options({ restaurant: 'CV999' })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(WIDGET_TEXT.unknownRestaurant('CV999'));
    expect(screen.getByLabelText('Restaurant')).toHaveValue('');
  });

  it.each([
    [403, WIDGET_TEXT.refused],
    [undefined, WIDGET_TEXT.unreachable],
    [503, WIDGET_TEXT.unavailable],
  ])('when the restaurants call fails (%s), shows a message and no journey', async (status, text) => {
    const journeys = fakeJourneys();
    const refusing = { searchRestaurants: async () => fail({ code: 16, ...(status === undefined ? {} : { status }) }) };
    render(<EmbeddedBooking host={document.createElement('div')} content={refusing} createJourney={journeys.create} options={options()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('Restaurant')).toBeNull();
    expect(journeys.given).toEqual([]);
  });
});

describe('the booking API down as the widget loads', () => {
  it('offers Try again, which loads the restaurants again and opens the journey once the API is back', async () => {
    const journeys = fakeJourneys();
    let down = true;
    let asked = 0;
    const comingBack = { searchRestaurants: async () => ((asked += 1), down ? fail({ code: 16, status: 503 }) : ok(CONTENT_RESTAURANTS)) };
    render(<EmbeddedBooking host={document.createElement('div')} content={comingBack} createJourney={journeys.create} options={options()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(WIDGET_TEXT.unavailable);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    // Still down: asked again, the same words and the same offer.
    await waitFor(() => expect(asked).toBe(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WIDGET_TEXT.unavailable);
    expect(journeys.given).toEqual([]);
    down = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByLabelText('Restaurant')).toHaveValue('A');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(journeys.given).toHaveLength(1);
    expect(asked).toBe(3);
  });

  it('offers no Try again to a page whose origin the API refuses (403): asking again would be refused again', async () => {
    const refusing = { searchRestaurants: async () => fail({ code: 16, status: 403 }) };
    render(<EmbeddedBooking host={document.createElement('div')} content={refusing} createJourney={fakeJourneys().create} options={options()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(WIDGET_TEXT.refused);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('mountBookingWidget', () => {
  it('renders into the element’s shadow root, and a failure stays a message inside it, never a page error', async () => {
    const pageErrors: unknown[] = [];
    const onError = (event: ErrorEvent) => pageErrors.push(event.error);
    window.addEventListener('error', onError);
    const host = document.createElement('tavola-booking');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    let handle: { unmount(): void } | null = null;
    await act(async () => {
      handle = mountBookingWidget(shadow, options({ container }));
    });
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe(WIDGET_TEXT.unreachable));
    act(() => handle?.unmount());
    expect(container.childNodes).toHaveLength(0);
    window.removeEventListener('error', onError);
    expect(pageErrors).toEqual([]);
  });
});
