/** @jest-environment jsdom */
// Whether the finder ever reaches for Google: without a key the results map is the distance map alone,
// the same markup, and the Google map's module is never imported; with a key but a module that cannot be
// fetched (its import() rejects, as when the network drops), the distance map stays and nothing is logged.
// The package's stand-in counts every import and fails each one, so nothing is cached between tests.
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LOCATIONS } from '@tavola/core/constants';
import { nearestLocations } from '@tavola/core/geo';
import { restaurants } from '../../../server/api/seed';
import { seedRootData } from '../../../tests/builders/content-page.builder';
import type { NearbyRestaurant, RootData } from '../../page-data';
import { FindUsPage } from '../find-us-page';
import { DistanceMap } from './distance-map';
import { findUsData, pendingTimers, renderPage, settle, summaryOf } from './page-test-kit';
import { ResultsMap } from './results-map';

let mockLibraryImports = 0;

jest.mock('google-maps-react-markers', () => {
  mockLibraryImports += 1;
  throw new TypeError('Failed to fetch dynamically imported module: /assets/chunks/google-results-map.mjs');
});

const LEEDS = { lat: 53.8008, lng: -1.5491 };
const near = (origin: { lat: number; lng: number }): NearbyRestaurant[] => nearestLocations(origin, restaurants.map(summaryOf));
const DISTANCE_FIGURE = 'Our nearest restaurants around Leeds, by distance and direction; north is up.';

const leeds = (root?: RootData) => renderPage(FindUsPage, findUsData({ query: 'Leeds', origin: LEEDS, searched: true, results: near(LEEDS) }), '/find-us?q=Leeds', { root });

/** Everything settled and any time-out fallen due. */
async function waitOutEverything(): Promise<void> {
  await settle();
  act(() => jest.advanceTimersByTime(LOCATIONS.googleMapTimeoutMs * 2));
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('the finder without a Google Maps key', () => {
  it.each([
    ['no maps in the root data', seedRootData()],
    ['no root data at all', undefined],
  ])('given %s, when Leeds is searched, then only the distance map, and the Google map module is never imported', async (_case, root) => {
    const before = mockLibraryImports;
    const { container } = leeds(root);
    await waitOutEverything();
    expect(screen.getAllByRole('figure')).toEqual([screen.getByRole('figure', { name: DISTANCE_FIGURE })]);
    expect(container.querySelector('.results-map, .google-results-map')).toBeNull();
    expect(mockLibraryImports).toBe(before);
    expect(document.querySelector('script[src*="googleapis"]')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('given no key, then the results map is the very markup of the distance map', () => {
    const props = { origin: LEEDS, originLabel: 'Leeds', results: near(LEEDS) };
    const html = (node: ReactElement) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
    expect(html(<ResultsMap googleApiKey={null} {...props} />)).toBe(html(<DistanceMap {...props} />));
  });
});

describe('the finder with a Google Maps key whose module cannot be fetched', () => {
  it('given Leeds searched, then the import is tried once, fails quietly, and the distance map stays', async () => {
    const before = mockLibraryImports;
    const { container } = leeds({ ...seedRootData(), maps: { googleApiKey: 'AIzaTestKeyForTheFinder_0123456789abcd' } });
    expect(screen.getByRole('figure', { name: DISTANCE_FIGURE })).toBeInTheDocument();
    await settle();
    expect(mockLibraryImports).toBe(before + 1);
    // Given up at once, not at the time-out.
    expect(pendingTimers()).toBe(0);
    expect(screen.getAllByRole('figure')).toEqual([screen.getByRole('figure', { name: DISTANCE_FIGURE })]);
    expect(container.querySelector('.google-results-map')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('given a key, then the server renders the distance map in the results map box, and nothing of Google', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ResultsMap googleApiKey="AIzaTestKeyForTheFinder_0123456789abcd" origin={LEEDS} originLabel="Leeds" results={near(LEEDS)} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<div class="results-map" style="--map-height-small:300px;--map-height-large:600px"><figure class="distance-map"/);
    expect(html).not.toMatch(/google|AIza/i);
  });
});
