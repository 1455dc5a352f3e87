/** @jest-environment jsdom */
// The finder band: a search that opens /find-us without JavaScript, "use my location" where the browser
// can, and every restaurant by city.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';
import type { RestaurantSummary } from '../page-data';
import { groupByCity } from './restaurant-finder-tile';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

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
    const { tile, data } = await seedTile('restaurants', 'restaurant-finder');
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
