/** @jest-environment jsdom */
// The finder band: a search that opens /find-us without JavaScript, "use my location" where the browser
// can, and every restaurant by city; on the locations page the regional map, the regional accordion and
// the "View all locations" list.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';
import type { RestaurantSummary } from '../page-data';
import { groupByCity } from './restaurant-finder-tile';

const realScrollTo = window.scrollTo;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  window.scrollTo = realScrollTo;
});

/** The page's restaurant links (/restaurants/{city}/{slug}) inside an element. */
function restaurantLinks(element: HTMLElement): HTMLElement[] {
  return within(element)
    .queryAllByRole('link')
    .filter((link) => /^\/restaurants\/[^/]+\/[^/]+$/.test(link.getAttribute('href') ?? ''));
}

describe('RestaurantFinderTile', () => {
  it('searches by postcode or town with a GET form to /find-us?q=', async () => {
    const { tile, data } = await seedTile('home', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    const search = screen.getByRole('search', { name: 'Find a restaurant' });
    expect(search).toHaveAttribute('action', '/find-us');
    expect(search).toHaveAttribute('method', 'get');
    const input = within(search).getByLabelText('Postcode or town');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('placeholder', 'Postcode or town');
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('lists every restaurant under its city, each linking to its page', async () => {
    const { tile, data } = await seedTile('home', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    const london = screen.getByRole('heading', { level: 4, name: 'London' }).closest('li') as HTMLElement;
    const links = within(london).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/restaurants/london');
    expect(links.slice(1).map((link) => link.textContent)).toEqual(['Canary Wharf', 'Covent Garden', 'Islington', 'Oxford Circus']);
    expect(within(london).getByRole('link', { name: 'Oxford Circus' })).toHaveAttribute('href', '/restaurants/london/oxford-circus');
    expect(screen.getAllByRole('link', { name: /./ }).filter((link) => /^\/restaurants\/[^/]+\/[^/]+$/.test(link.getAttribute('href') ?? ''))).toHaveLength(24);
  });

  it('offers no location button where the browser has no geolocation', async () => {
    const { tile, data } = await seedTile('home', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  it('opens /find-us at the diner position when they use their location', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 51.51492, longitude: -0.141234 } } as GeolocationPosition) },
    });
    const { tile, data } = await seedTile('home', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent('/find-us?lat=51.51492&lng=-0.14123');
  });

  it('says so when the location is refused', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) => act(() => failure({ code: 1 } as GeolocationPositionError)) },
    });
    const { tile } = await seedTile('home', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: [] }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We could not get your location');
  });
});

describe('RestaurantFinderTile on the locations page (showRegionMap)', () => {
  const regionOf = (container: HTMLElement, slug: string) => container.querySelector(`details#region-${slug}`) as HTMLDetailsElement;

  it('given the seed locations page, then a map offers every region as a link named with its count', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    const map = screen.getByRole('navigation', { name: 'Restaurants by region' });
    expect(within(map).getAllByRole('link')).toHaveLength(10);
    expect(within(map).getByRole('link', { name: 'Scotland, 3 restaurants' })).toHaveAttribute('href', '#region-scotland');
    expect(within(map).getByRole('link', { name: 'London, 4 restaurants' })).toHaveAttribute('href', '#region-london');
    expect(within(map).getByRole('link', { name: 'North East, 1 restaurant' })).toHaveAttribute('href', '#region-north-east');
  });

  it('given a region with no restaurant, then the map shows it but offers no link', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const notWales = (data.restaurants ?? []).filter((restaurant) => restaurant.region !== 'Wales');
    const { container } = renderContentPage(pageWith([tile], { restaurants: notWales }));
    const map = screen.getByRole('navigation', { name: 'Restaurants by region' });
    expect(within(map).getAllByRole('link')).toHaveLength(9);
    expect(within(map).queryByRole('link', { name: /Wales/ })).not.toBeInTheDocument();
    expect(within(map).getByText('Wales')).toBeInTheDocument();
    expect(regionOf(container, 'wales')).toBeNull();
  });

  it('lists the regions as an accordion, closed, each with its restaurants linking to their pages with their postcodes', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const { container } = renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    const regions = [...container.querySelectorAll<HTMLDetailsElement>('.region-accordion details')];
    expect(regions.map((region) => region.querySelector('summary')?.textContent)).toEqual([
      'East of England (2)',
      'London (4)',
      'Midlands (2)',
      'North East (1)',
      'North West (3)',
      'Scotland (3)',
      'South East (3)',
      'South West (2)',
      'Wales (1)',
      'Yorkshire (3)',
    ]);
    expect(regions.every((region) => !region.open)).toBe(true);
    const scotland = regionOf(container, 'scotland');
    expect(restaurantLinks(scotland).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Edinburgh George Street', '/restaurants/edinburgh/edinburgh-george-street'],
      ['Glasgow Buchanan Street', '/restaurants/glasgow/glasgow-buchanan-street'],
      ['Glasgow West End', '/restaurants/glasgow/glasgow-west-end'],
    ]);
    expect(scotland).toHaveTextContent('Edinburgh George Street EH2 3BU');
    expect(scotland).toHaveTextContent('Glasgow West End G12 8UD');
    expect(regions.flatMap((region) => restaurantLinks(region))).toHaveLength(24);
  });

  it('given a region clicked on the map, then its list opens below the header with focus on its name', async () => {
    const user = userEvent.setup();
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const { container, router } = renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path: '/restaurants' });
    await user.click(screen.getByRole('link', { name: 'Scotland, 3 restaurants' }));
    const scotland = regionOf(container, 'scotland');
    expect(scotland.open).toBe(true);
    expect(scotland.querySelector('summary')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 0 }));
    expect(regionOf(container, 'wales').open).toBe(false);
    expect(router.state.location.pathname).toBe('/restaurants');
    expect(router.state.location.hash).toBe('#region-scotland');
  });

  it('given an address naming a region, then that region opens', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const { container } = renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path: '/restaurants#region-south-west' });
    expect(regionOf(container, 'south-west').open).toBe(true);
    expect(regionOf(container, 'london').open).toBe(false);
  });

  it('given a tapped region name, then its list opens and closes', async () => {
    const user = userEvent.setup();
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const { container } = renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    const wales = regionOf(container, 'wales');
    await user.click(within(wales).getByText('Wales'));
    expect(wales.open).toBe(true);
    await user.click(within(wales).getByText('Wales'));
    expect(wales.open).toBe(false);
  });

  it('given showAllLocations, then "View all locations" lists every restaurant by city', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
    expect(screen.getByRole('heading', { level: 3, name: 'All our locations' })).toBeInTheDocument();
    const all = screen.getByText('View all 24 locations').closest('details') as HTMLDetailsElement;
    expect(all.open).toBe(false);
    expect(within(all).getAllByRole('heading', { level: 4 })).toHaveLength(19);
    const london = within(all).getByRole('heading', { level: 4, name: 'London' }).closest('li') as HTMLElement;
    expect(restaurantLinks(london).map((link) => link.textContent)).toEqual(['Canary Wharf', 'Covent Garden', 'Islington', 'Oxford Circus']);
    expect(restaurantLinks(all)).toHaveLength(24);
  });

  it('given no showAllLocations, then there is the map and the accordion but no list of all locations', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const { container } = renderContentPage(pageWith([{ ...tile, showAllLocations: false }], { restaurants: data.restaurants }));
    expect(screen.getByRole('navigation', { name: 'Restaurants by region' })).toBeInTheDocument();
    expect(container.querySelectorAll('.region-accordion details')).toHaveLength(10);
    expect(screen.queryByText(/View all/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All our locations' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
  });

  it('given a tile without showRegionMap, then it renders as before: every restaurant by city, no map, no accordion', async () => {
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
    const { container } = renderContentPage(pageWith([{ ...tile, showRegionMap: false }], { restaurants: data.restaurants }));
    expect(screen.queryByRole('navigation', { name: 'Restaurants by region' })).not.toBeInTheDocument();
    expect(container.querySelector('details')).toBeNull();
    expect(screen.queryByText(/View all/)).not.toBeInTheDocument();
    const list = container.querySelector('.finder-list') as HTMLElement;
    expect(list.className).toBe('finder-list');
    expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('All our restaurants');
    expect(list.querySelector(':scope > ul')?.className).toBe('finder-list__cities');
    expect(restaurantLinks(container)).toHaveLength(24);
  });
});

describe('groupByCity', () => {
  const at = (storeId: string, title: string, city: string, cityName: string) =>
    ({ storeId, title, city, cityName, slug: title.toLowerCase(), lat: 0, lng: 0, region: '' }) as RestaurantSummary;

  it('groups by city, cities and restaurants in alphabetical order', () => {
    const groups = groupByCity([at('3', 'Zeta', 'york', 'York'), at('1', 'Beta', 'bath', 'Bath'), at('2', 'Alpha', 'york', 'York')]);
    expect(groups.map((group) => [group.cityName, group.restaurants.map((r) => r.title)])).toEqual([
      ['Bath', ['Beta']],
      ['York', ['Alpha', 'Zeta']],
    ]);
  });
});
