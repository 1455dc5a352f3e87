/** @jest-environment jsdom */
// The restaurant page from the seed's Oxford Circus and Oxford: details, hours and status, takeaway,
// offers, menus and the #booking section, without Google's map script.
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootStore } from '../stores/root.store';
import { StoreProvider } from '../stores/store-context';
import { RestaurantPage } from './restaurant-page';
import { axeViolations, renderPage, restaurantData, TEST_NOW } from './parts/page-test-kit';

beforeEach(() => {
  jest.useFakeTimers({ now: TEST_NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the restaurant page', () => {
  it('given Oxford Circus, when shown, then its name is the one h1 with address, phone and e-mail links', () => {
    renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Oxford Circus']);
    expect(screen.getByText('214 Regent Street, London, W1B 5BD')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '020 7946 0101' })[0]).toHaveAttribute('href', 'tel:02079460101');
    expect(screen.getByRole('link', { name: 'oxfordcircus@casaventura.example' })).toHaveAttribute('href', 'mailto:oxfordcircus@casaventura.example');
  });

  it('given Monday 10:00, when shown, then it is closed until 12:00 and Monday is marked as today', () => {
    const { container } = renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    expect([...container.querySelectorAll('.opening-status')].map((p) => p.textContent)).toEqual([
      'Closed, opens 12:00',
      'Closed, opens 12:00',
      'Click & collect: Not taking orders, opens 12:00',
    ]);
    const table = screen.getByRole('table', { name: 'Opening hours of Oxford Circus' });
    const today = within(table).getByRole('row', { current: 'date' });
    expect(today).toHaveTextContent('Monday (today)');
    expect(today).toHaveTextContent('12:00 to 23:00');
    expect(within(table).getByRole('row', { name: /Friday/ })).toHaveTextContent('12:00 to midnight');
  });

  it('given Oxford on its closed Monday, when shown, then Monday reads Closed and the status names Tuesday', () => {
    const { container } = renderPage(RestaurantPage, restaurantData('oxford'), '/restaurants/oxford/oxford');
    const table = screen.getByRole('table', { name: /Opening hours of/ });
    expect(within(table).getByRole('row', { current: 'date' })).toHaveTextContent('Closed');
    expect(container.querySelector('.opening-status')).toHaveTextContent('Closed, opens Tue 12:00');
  });

  it('given a Monday whose open time came on a 12-hour clock (12:00pm), when shown, then the table says Closed, as the status does, and no 12-hour time appears', () => {
    const data = restaurantData('oxford-circus');
    const restaurant = { ...data.restaurant, mondayOpen: '12:00pm' };
    const { container } = renderPage(RestaurantPage, { ...data, restaurant }, '/restaurants/london/oxford-circus');
    const table = screen.getByRole('table', { name: 'Opening hours of Oxford Circus' });
    const monday = within(table).getByRole('row', { current: 'date' });
    expect(within(monday).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Closed', 'Closed']);
    expect(table).not.toHaveTextContent(/pm/);
    expect(container.querySelector('.opening-status')).toHaveTextContent('Closed, opens Tue 12:00');
  });

  it('given the festive overrides a month away, when shown, then the special opening hours list Christmas Eve and Day', () => {
    renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    const special = screen.getByRole('heading', { name: 'Special opening hours' }).parentElement as HTMLElement;
    expect(special).toHaveTextContent('Thu 24 December 12:00 to 17:00');
    expect(special).toHaveTextContent('Fri 25 December Closed');
  });

  it('given click and collect and three delivery partners, when shown, then the takeaway section offers them', () => {
    renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    const section = screen.getByRole('region', { name: 'Takeaway and delivery' });
    expect(within(section).getByRole('heading', { name: 'Click & collect' })).toBeInTheDocument();
    const partners = within(section).getAllByRole('link', { name: /Order on/ });
    expect(partners).toHaveLength(3);
    for (const link of partners) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('given Bath, with neither click and collect nor delivery, when shown, then there is no takeaway section', () => {
    renderPage(RestaurantPage, restaurantData('bath'), '/restaurants/bath/bath');
    expect(screen.queryByRole('region', { name: 'Takeaway and delivery' })).not.toBeInTheDocument();
  });

  it('given its menus and offers, when shown, then menus link inside the restaurant and offers to their pages', () => {
    renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    expect(screen.getByRole('link', { name: 'À la carte menu' })).toHaveAttribute('href', '/restaurants/london/oxford-circus/menu/a-la-carte');
    const offers = screen.getByRole('region', { name: 'Offers at Oxford Circus' });
    expect(within(offers).getByRole('link', { name: 'A birthday dolce on us' })).toHaveAttribute('href', '/offer/birthday-dolce');
  });

  it('given the page, when shown, then #booking holds the booking journey with the restaurant chosen, and the map is a link, not a script', () => {
    const { container } = renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    const booking = container.querySelector('#booking') as HTMLElement;
    expect(within(booking).getByRole('heading', { name: 'Book a table' })).toBeInTheDocument();
    expect(within(booking).getByLabelText('Restaurant')).toHaveValue('CV001');
    expect(within(booking).getByRole('heading', { name: 'Your table' })).toBeInTheDocument();
    expect(within(booking).getByRole('link', { name: 'Open the booking page for Oxford Circus' })).toHaveAttribute('href', '/restaurants/london/oxford-circus/book-now');
    expect(screen.getByRole('link', { name: /View Oxford Circus on a map/ }).getAttribute('href')).toContain('mlat=51.5149&mlon=-0.1412');
    expect(container.querySelector('script')).toBeNull();
  });

  it("given the browser's clock three hours on from the server's, when hydrated, then no mismatch and the status catches up", async () => {
    const data = restaurantData('oxford-circus');
    const app = () => {
      const router = createMemoryRouter([{ id: 'page', path: '/restaurants/:city/:slug', element: <RestaurantPage />, loader: () => data }], {
        initialEntries: ['/restaurants/london/oxford-circus'],
        hydrationData: { loaderData: { page: data } },
      });
      return (
        <StoreProvider store={new RootStore({ cookies: { get: () => null, set: () => undefined } })}>
          <RouterProvider router={router} />
        </StoreProvider>
      );
    };
    const html = renderToString(app());
    expect(html).toContain('opens 12:00');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    jest.setSystemTime(TEST_NOW + 3 * 3600_000);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(container).getAllByText('Open now').length).toBeGreaterThan(0);
    container.remove();
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    jest.useRealTimers();
    const { container } = renderPage(RestaurantPage, restaurantData('oxford-circus'), '/restaurants/london/oxford-circus');
    expect(await axeViolations(container)).toEqual([]);
  });
});
