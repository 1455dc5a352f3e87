/** @jest-environment jsdom */
// Menu links mark the current page with aria-current="page" (and the 'active' class), as react-router's
// NavLink did: the same path or a page below it, the home link on the home page alone, and follow a
// click through the router.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isCurrentPath } from './site-link';
import { renderSite } from './layout.test-kit';

describe('isCurrentPath', () => {
  it.each([
    ['/restaurants', '/restaurants', true],
    ['/restaurants/london', '/restaurants', true],
    ['/Restaurants/London', '/restaurants', true],
    ['/restaurants-and-bars', '/restaurants', false],
    ['/offers', '/restaurants', false],
    ['/menu/kids', '/menu/kids?x=1', true],
    ['/', '/', true],
    ['/offers', '/', false],
    ['/', '/#booking', true],
    ['/menu', '/#booking', false],
    ['/contact', '/contact?type=feedback', true],
  ])('at %s, a link to %s is current: %s', (location, to, current) => {
    expect(isCurrentPath(location, to)).toBe(current);
  });
});

describe('menu links', () => {
  it('given a page below a masthead link, then that link alone is the current page, and a click moves it', async () => {
    const site = renderSite({ path: '/restaurants/london/oxford-circus' });
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    const restaurants = within(nav).getByRole('link', { name: 'Restaurants' });
    expect(restaurants).toHaveAttribute('aria-current', 'page');
    expect(restaurants).toHaveClass('site-nav__link', 'active');
    const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Restaurants']);

    await userEvent.click(within(nav).getByRole('link', { name: 'Offers' }));
    // The offers page's loader answers first: the link moves once the navigation has landed.
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/offers'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Restaurants' })).not.toHaveAttribute('aria-current');
  });
});
