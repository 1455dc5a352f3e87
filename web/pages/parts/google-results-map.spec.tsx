/** @jest-environment jsdom */
// The finder's Google map, on a site with a key, with google-maps-react-markers replaced by a stub that
// renders its markers and, as Google would, hands over a map and the maps library (recording fitBounds):
// the markers numbered and named as the cards, the view fitted, the zoom capped, the distance map's
// heights; and every way it fails (script, time-out, refused key, a throw) leaving the distance map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LOCATIONS } from '@tavola/core/constants';
import { formatMiles, nearestLocations } from '@tavola/core/geo';
import { restaurants } from '../../../server/api/seed';
import { seedRootData } from '../../../tests/builders/content-page.builder';
import type { NearbyRestaurant, RootData } from '../../page-data';
import { FindUsPage } from '../find-us-page';
import { FIT_PADDING_PX, MAP_OPTIONS, type FittingBounds, type LatLngLiteral, type LoadedMap } from './google-results-map';
import { axeViolations, findUsData, pendingTimers, renderPage, settle, summaryOf } from './page-test-kit';
import { ResultsMap } from './results-map';

/** What the stub does: 'load' (ready at once), 'hang' (still loading), 'error' (script failed), 'throw'. */
type StubMode = 'load' | 'hang' | 'error' | 'throw';

interface StubProps {
  apiKey: string;
  libraries: string[];
  defaultCenter: LatLngLiteral;
  defaultZoom: number;
  options: typeof MAP_OPTIONS;
  mapMinHeight: string;
  onGoogleApiLoaded: (api: LoadedMap & { ref: null }) => void;
  loadingContent: ReactNode;
  errorContent: ReactNode;
  children: ReactNode;
}

interface Stub {
  mode: StubMode;
  renders: StubProps[];
  fits: Array<{ points: LatLngLiteral[]; padding: number | undefined }>;
}

jest.mock('google-maps-react-markers', () => {
  const { createElement, useEffect } = jest.requireActual<typeof import('react')>('react');
  const stub: Stub = { mode: 'load', renders: [], fits: [] };
  class LatLngBounds implements FittingBounds {
    readonly points: LatLngLiteral[] = [];
    extend(point: LatLngLiteral) {
      this.points.push(point);
      return this;
    }
  }
  function GoogleMap(props: StubProps) {
    stub.renders.push(props);
    if (stub.mode === 'throw') throw new Error('google is not defined');
    useEffect(() => {
      if (stub.mode !== 'load') return;
      const map = { fitBounds: (bounds: LatLngBounds, padding?: number) => stub.fits.push({ points: [...bounds.points], padding }) };
      // Once, as the package does, whatever re-renders follow.
      props.onGoogleApiLoaded({ map, maps: { LatLngBounds }, ref: null });
    }, []);
    if (stub.mode === 'error') return props.errorContent;
    if (stub.mode === 'hang') return props.loadingContent;
    return createElement('div', { 'data-testid': 'google-map' }, props.children);
  }
  return { __esModule: true, default: GoogleMap, stub };
});

const { stub } = jest.requireMock<{ stub: Stub }>('google-maps-react-markers');

const LEEDS = { lat: 53.8008, lng: -1.5491 };
const SOHO = { lat: 51.5134, lng: -0.1318 };
const KEY = 'AIzaTestKeyForTheFinder_0123456789abcd';
const near = (origin: { lat: number; lng: number }): NearbyRestaurant[] => nearestLocations(origin, restaurants.map(summaryOf));
const GOOGLE_FIGURE = /^Our nearest restaurants around .+, on Google Maps\.$/;
const DISTANCE_FIGURE = /by distance and direction; north is up\.$/;

function withKey(): RootData {
  return { ...seedRootData(), maps: { googleApiKey: KEY } };
}

const distanceMap = () => screen.queryByRole('figure', { name: DISTANCE_FIGURE });
const googleFigure = () => document.querySelector<HTMLElement>('figure.google-results-map');

let consoleError: jest.SpyInstance;

beforeEach(() => {
  stub.mode = 'load';
  stub.renders = [];
  stub.fits = [];
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('the finder with a Google Maps key, when Google\'s map loads', () => {
  const search = () => renderPage(FindUsPage, findUsData({ query: 'Leeds', origin: LEEDS, searched: true, results: near(LEEDS) }), '/find-us?q=Leeds', { root: withKey() });

  it('given Leeds searched, then a Google map replaces the distance map, a marker per card, numbered and named as the cards, each a link to its page', async () => {
    const { container } = search();
    const map = await screen.findByRole('figure', { name: 'Our nearest restaurants around Leeds, on Google Maps.' });
    expect(distanceMap()).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Restaurants near Leeds' });
    const cards = within(section).getAllByRole('article');
    const markers = within(map).getAllByRole('link', { name: /^\d+\. / });
    expect(markers).toHaveLength(cards.length);
    expect(markers[0]).toHaveAccessibleName('1. Leeds Briggate, 0.3 miles');
    cards.forEach((card, index) => {
      const title = within(card).getByRole('heading', { level: 3 }).textContent;
      const distance = within(card).getByText(/miles? away$/).textContent!.replace(/ away$/, '');
      expect(markers[index]).toHaveAccessibleName(`${index + 1}. ${title}, ${distance}`);
      expect(markers[index]).toHaveTextContent(String(index + 1));
      expect(markers[index]).toHaveAttribute('href', within(card).getByRole('link', { name: title! }).getAttribute('href'));
    });
    // The list keeps the numbers the markers carry.
    expect([...container.querySelectorAll('.finder-results__number')].map((n) => n.textContent)).toEqual(cards.map((_, index) => String(index + 1)));
    expect(map.querySelector('.google-results-map__origin')).toHaveTextContent('Leeds');
  });

  it('given the map handed over, then it is fitted once to every result and the searched place, with room for the markers', async () => {
    const results = near(LEEDS);
    search();
    await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    expect(stub.fits).toEqual([{ points: [LEEDS, ...results.map(({ lat, lng }) => ({ lat, lng }))], padding: FIT_PADDING_PX }]);
  });

  it('given the map options, then the key, a road map only and a zoom capped at the spec\'s level, starting no closer', async () => {
    search();
    await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    const props = stub.renders[stub.renders.length - 1]!;
    expect(props.apiKey).toBe(KEY);
    expect(props.libraries).toEqual([]);
    expect(props.options.maxZoom).toBe(LOCATIONS.maxMapZoom);
    expect(props.options).toMatchObject({ mapTypeControl: false, streetViewControl: false, clickableIcons: false });
    expect(props.defaultCenter).toEqual(LEEDS);
    expect(props.defaultZoom).toBeGreaterThanOrEqual(1);
    expect(props.defaultZoom).toBeLessThanOrEqual(LOCATIONS.maxMapZoom);
  });

  it('given one restaurant on the searched spot, then the starting zoom is still the cap, not beyond it', async () => {
    const [first] = near(LEEDS);
    render(
      <MemoryRouter>
        <ResultsMap googleApiKey={KEY} origin={{ lat: first!.lat, lng: first!.lng }} originLabel="LS1" results={[{ ...first!, milesValue: 0 }]} />
      </MemoryRouter>,
    );
    await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    expect(stub.renders[stub.renders.length - 1]!.defaultZoom).toBe(LOCATIONS.maxMapZoom);
  });

  it('given the map, then it has the distance map\'s two heights from core/constants.ts, through CSS variables', async () => {
    search();
    const map = await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    expect(map.style.getPropertyValue('--map-height-small')).toBe(`${LOCATIONS.mapHeightSmallPx}px`);
    expect(map.style.getPropertyValue('--map-height-large')).toBe(`${LOCATIONS.mapHeightLargePx}px`);
    expect(stub.renders[stub.renders.length - 1]!.mapMinHeight).toBe('var(--map-height)');
    const css = readFileSync(join(__dirname, '../../styles/google-results-map.css'), 'utf8');
    expect(css).toContain('height: var(--map-height)');
    expect(css).toContain('--map-height: var(--map-height-large)');
    expect(css).not.toMatch(new RegExp(`\\b(${LOCATIONS.mapHeightSmallPx}|${LOCATIONS.mapHeightLargePx})px`));
  });

  it('given the Google map shown, when checked with axe, then there are no violations', async () => {
    const { container } = search();
    await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a marker clicked, then the restaurant page opens in the app', async () => {
    const { router } = search();
    const map = await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    fireEvent.click(within(map).getByRole('link', { name: '2. York Stonegate, 22 miles' }));
    // The root route's loader runs again for the new page before the router moves.
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/york/york'));
  });

  it('given a new search on the same page, then the same map is fitted to the new results', async () => {
    const show = (origin: typeof LEEDS, label: string) => (
      <MemoryRouter>
        <ResultsMap googleApiKey={KEY} origin={origin} originLabel={label} results={near(origin)} />
      </MemoryRouter>
    );
    const { rerender } = render(show(LEEDS, 'Leeds'));
    await screen.findByRole('figure', { name: 'Our nearest restaurants around Leeds, on Google Maps.' });
    rerender(show(SOHO, 'W1D 3QU'));
    await screen.findByRole('figure', { name: 'Our nearest restaurants around W1D 3QU, on Google Maps.' });
    expect(stub.fits).toHaveLength(2);
    expect(stub.fits[1]!.points).toEqual([SOHO, ...near(SOHO).map(({ lat, lng }) => ({ lat, lng }))]);
    expect(within(googleFigure()!).getAllByRole('link', { name: /^\d+\. / })[0]).toHaveAccessibleName(`1. ${near(SOHO)[0]!.title}, ${formatMiles(near(SOHO)[0]!.milesValue)}`);
  });
});

describe('the finder with a Google Maps key, while Google\'s map loads and when it fails', () => {
  const show = () =>
    render(
      <MemoryRouter>
        <ResultsMap googleApiKey={KEY} origin={LEEDS} originLabel="Leeds" results={near(LEEDS)} />
      </MemoryRouter>,
    );

  it('given the script still loading, then the distance map is what is shown and read; Google\'s is laid out, hidden and out of reach', async () => {
    stub.mode = 'hang';
    show();
    await settle();
    expect(distanceMap()).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    const pending = googleFigure()!;
    expect(pending).toHaveClass('google-results-map--pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending).toHaveAttribute('inert');
    expect(stub.fits).toEqual([]);
  });

  it('given the script failing, then the distance map stays, the Google map is gone, no time-out is left and nothing is logged', async () => {
    jest.useFakeTimers();
    stub.mode = 'error';
    show();
    await settle();
    expect(distanceMap()).toBeInTheDocument();
    expect(googleFigure()).not.toBeInTheDocument();
    expect(pendingTimers()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it(`given the map not ready within ${LOCATIONS.googleMapTimeoutMs} ms, then the page gives up on it and keeps the distance map, logging nothing`, async () => {
    jest.useFakeTimers();
    stub.mode = 'hang';
    show();
    await settle();
    act(() => jest.advanceTimersByTime(LOCATIONS.googleMapTimeoutMs - 1));
    expect(googleFigure()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(googleFigure()).not.toBeInTheDocument();
    expect(distanceMap()).toBeInTheDocument();
    // Given up for good: a script that turns up late changes nothing.
    const renders = stub.renders.length;
    act(() => jest.advanceTimersByTime(60_000));
    expect(stub.renders).toHaveLength(renders);
    expect(distanceMap()).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('given the map ready in time, then the time-out is cleared and the Google map stays past it', async () => {
    jest.useFakeTimers();
    show();
    await settle();
    expect(screen.getByRole('figure', { name: GOOGLE_FIGURE })).toBeInTheDocument();
    expect(pendingTimers()).toBe(0);
    act(() => jest.advanceTimersByTime(LOCATIONS.googleMapTimeoutMs * 2));
    expect(screen.getByRole('figure', { name: GOOGLE_FIGURE })).toBeInTheDocument();
    expect(distanceMap()).not.toBeInTheDocument();
  });

  it('given Google refusing the key after the map showed, then the distance map comes back and Google\'s hook is put back', async () => {
    const { unmount } = show();
    await screen.findByRole('figure', { name: GOOGLE_FIGURE });
    expect(window.gm_authFailure).toEqual(expect.any(Function));
    act(() => window.gm_authFailure!());
    expect(distanceMap()).toBeInTheDocument();
    expect(googleFigure()).not.toBeInTheDocument();
    expect(window.gm_authFailure).toBeUndefined();
    unmount();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('given Google\'s code throwing while the map is built, then the distance map stays instead of an error page', async () => {
    consoleError.mockImplementation(() => undefined); // React reports the caught error; nothing to show here.
    stub.mode = 'throw';
    show();
    await settle();
    expect(distanceMap()).toBeInTheDocument();
    expect(googleFigure()).not.toBeInTheDocument();
  });
});
