/** @jest-environment jsdom */
// The restaurant finder: the GET search form, results with distances and their distance map, the empty
// states, "use my location" (granted and refused) and the regional accordion.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nearestLocations } from '@tavola/core/geo';
import { restaurants } from '../../server/api/seed';
import { FindUsPage, RESTAURANT_LOCATION_UNAVAILABLE } from './find-us-page';
import { axeViolations, findUsData, renderPage, summaryOf } from './parts/page-test-kit';

const SOHO = { lat: 51.5134, lng: -0.1318 };
const LEEDS = { lat: 53.8008, lng: -1.5491 };
const MAP = /^Our nearest restaurants around/;

describe('the restaurant finder', () => {
  it('given no search, when shown, then the h1, a GET form for ?q and the regions', () => {
    const { container } = renderPage(FindUsPage, findUsData(), '/find-us');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Find a Casa Ventura']);
    const form = screen.getByRole('search', { name: 'Find a restaurant' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-us');
    expect(within(form).getByRole('searchbox', { name: 'Postcode or town' })).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('heading', { name: /Restaurants near/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: MAP })).not.toBeInTheDocument();
    const regions = container.querySelectorAll('details.region');
    expect(regions).toHaveLength(10);
    expect(regions[0]).toHaveTextContent('East of England (2)');
  });

  it('given a postcode searched, when shown, then the nearest restaurants with their distances, nearest first', () => {
    const results = nearestLocations(SOHO, restaurants.map(summaryOf));
    renderPage(FindUsPage, findUsData({ query: 'W1D 3QU', origin: SOHO, searched: true, results }), '/find-us?q=W1D%203QU');
    const section = screen.getByRole('region', { name: 'Restaurants near W1D 3QU' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('Covent Garden');
    expect(cards[0]).toHaveTextContent(/0\.\d miles away/);
    expect(within(section).getByText('The 10 nearest restaurants within 100 miles, nearest first.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('W1D 3QU');
  });

  it('given Leeds searched, when shown, then a distance map around Leeds with a marker per card, numbered and named as the cards', () => {
    const results = nearestLocations(LEEDS, restaurants.map(summaryOf));
    const { container } = renderPage(FindUsPage, findUsData({ query: 'Leeds', origin: LEEDS, searched: true, results }), '/find-us?q=Leeds');
    const section = screen.getByRole('region', { name: 'Restaurants near Leeds' });
    const map = within(section).getByRole('figure', { name: 'Our nearest restaurants around Leeds, by distance and direction; north is up.' });
    expect(map.querySelector('.distance-map__origin-label')).toHaveTextContent('Leeds');
    const markers = within(map).getAllByRole('link', { name: /^\d+\. / });
    const cards = within(section).getAllByRole('article');
    expect(markers).toHaveLength(cards.length);
    expect(markers[0]).toHaveAccessibleName('1. Leeds Briggate, 0.3 miles');
    const numbers = [...container.querySelectorAll('.finder-results__number')].map((n) => n.textContent);
    expect(numbers).toEqual(cards.map((_, index) => String(index + 1)));
    cards.forEach((card, index) => {
      const title = within(card).getByRole('heading', { level: 3 }).textContent;
      const distance = within(card).getByText(/miles? away$/).textContent!.replace(/ away$/, '');
      expect(markers[index]).toHaveAccessibleName(`${index + 1}. ${title}, ${distance}`);
      expect(markers[index]).toHaveAttribute('href', within(card).getByRole('link', { name: title! }).getAttribute('href'));
    });
  });

  it('given results found from the browser location, when shown, then the map is centred on "Your location"', () => {
    const results = nearestLocations(LEEDS, restaurants.map(summaryOf));
    renderPage(FindUsPage, findUsData({ query: '', origin: LEEDS, searched: true, results }), '/find-us?lat=53.8008&lng=-1.5491');
    const map = screen.getByRole('figure', { name: /around your location/ });
    expect(map.querySelector('.distance-map__origin-label')).toHaveTextContent('Your location');
  });

  it('given an unknown place, when shown, then it says so, with no map', () => {
    renderPage(FindUsPage, findUsData({ query: 'Zzyzx', searched: true, placeNotFound: true }), '/find-us?q=Zzyzx');
    expect(screen.getByRole('heading', { name: 'No restaurants found' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn.t find .Zzyzx./)).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: MAP })).not.toBeInTheDocument();
  });

  it('given a place with nothing within 100 miles, when shown, then the empty state and no map', () => {
    renderPage(FindUsPage, findUsData({ query: 'Inverness', origin: { lat: 57.4778, lng: -4.2247 }, searched: true }), '/find-us?q=Inverness');
    expect(screen.getByText(/^None of our restaurants is within 100 miles of Inverness\. Browse all our restaurants by region below\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: MAP })).not.toBeInTheDocument();
  });

  it('given the location is allowed, when "Use my location" is pressed, then the page is searched from there', async () => {
    const geolocation = { currentPosition: jest.fn().mockResolvedValue({ ok: true, point: { lat: 53.48081, lng: -2.24263 } }) };
    const { router } = renderPage(FindUsPage, findUsData(), '/find-us', { actions: { geolocation } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lat=53.481&lng=-2.243'));
    expect(router.state.location.pathname).toBe('/find-us');
  });

  it('given the location is refused, when "Use my location" is pressed, then the message asks for location services', async () => {
    const geolocation = { currentPosition: jest.fn().mockResolvedValue({ ok: false, reason: 'denied' }) };
    renderPage(FindUsPage, findUsData(), '/find-us', { actions: { geolocation } });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Use my location' })));
    expect(screen.getByRole('alert')).toHaveTextContent(RESTAURANT_LOCATION_UNAVAILABLE);
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    const results = nearestLocations(SOHO, restaurants.map(summaryOf));
    const { container } = renderPage(FindUsPage, findUsData({ query: 'W1D', origin: SOHO, searched: true, results }), '/find-us?q=W1D');
    expect(await axeViolations(container)).toEqual([]);
  });
});
