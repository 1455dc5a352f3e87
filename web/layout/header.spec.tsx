/** @jest-environment jsdom */
// The header: masthead links and dropdowns, the Book Now button, the solid state after 250 px, and the
// mobile menu that closes on a route change.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite, scrollWindowTo } from './layout.test-kit';

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  scrollWindowTo(0);
});

async function renderHeader(path = '/') {
  const site = renderSite({ path });
  const header = await screen.findByRole('banner');
  return { ...site, header, nav: within(header).getByRole('navigation', { name: 'Main' }) };
}

describe('Header', () => {
  it('shows the logo as a link home and every masthead item', async () => {
    const { header, nav } = await renderHeader();
    expect(within(header).getByRole('link', { name: 'Casa Ventura home' })).toHaveAttribute('href', '/');
    for (const text of ['Menus', 'Restaurants', 'Offers', 'Bottomless Brunch', 'Careers']) {
      expect(within(nav).getByRole('link', { name: text })).toBeInTheDocument();
    }
  });

  it("shows the 'button' style booking item as the Book Now button beside the menu", async () => {
    const { header, nav } = await renderHeader();
    const book = within(header).getByRole('link', { name: 'Book Now' });
    expect(book).toHaveAttribute('href', '/#booking');
    expect(book).toHaveClass('btn');
    expect(within(nav).queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('opens a masthead link flagged for a new tab in one, with noopener, and says so', async () => {
    const site = renderSite({
      settings: { masthead: [{ text: 'Gift cards', url: 'https://gifts.example/casa', openInNewTab: true, style: 'link' }] },
    });
    const link = await screen.findByRole('link', { name: 'Gift cards (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    site.unmount();
  });

  it('never renders a javascript: masthead url as a link', async () => {
    renderSite({ settings: { masthead: [{ text: 'Sneaky', url: 'javascript:alert(1)', style: 'link' }] } });
    await screen.findByRole('banner');
    expect(screen.getByText('Sneaky').closest('a')).toBeNull();
  });

  it('turns solid after 250 px of scroll, and back at the top', async () => {
    const { header, store } = await renderHeader();
    expect(header).not.toHaveClass('is-solid');

    await act(async () => {
      scrollWindowTo(250);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(store.layout.scrollY).toBe(250);
    expect(header).not.toHaveClass('is-solid');

    await act(async () => {
      scrollWindowTo(251);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveClass('is-solid');

    await act(async () => {
      scrollWindowTo(0);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).not.toHaveClass('is-solid');
  });

  describe('mobile menu', () => {
    it('opens from the hamburger and closes when the route changes', async () => {
      const user = userEvent.setup();
      const { header, nav, store } = await renderHeader();
      const toggle = await within(header).findByRole('button', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', nav.id);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(nav).toHaveClass('is-open');
      // Focus moves into the menu, which comes before the hamburger in the page's order.
      expect(within(nav).getByRole('link', { name: 'Menus' })).toHaveFocus();
      // The page under the menu keeps its landmark and h1 (not inert); the keyboard goes round the header.
      expect(screen.getByRole('main')).not.toHaveAttribute('inert');
      expect(document.documentElement).toHaveClass('is-scroll-locked');
      toggle.focus();
      await user.tab();
      expect(within(header).getAllByRole('link')[0]).toHaveFocus();
      await user.tab({ shift: true });
      expect(toggle).toHaveFocus();

      await user.click(within(nav).getByRole('link', { name: 'Offers' }));
      await screen.findByRole('heading', { level: 1, name: 'A content page' });
      expect(store.layout.mobileMenuOpen).toBe(false);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(nav).not.toHaveClass('is-open');
      expect(screen.getByRole('main')).not.toHaveAttribute('inert');
      expect(document.documentElement).not.toHaveClass('is-scroll-locked');
      await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    });

    it('closes on a navigation from outside the menu too', async () => {
      const user = userEvent.setup();
      const { header, router, store } = await renderHeader();
      await user.click(await within(header).findByRole('button', { name: 'Menu' }));
      expect(store.layout.mobileMenuOpen).toBe(true);
      await act(() => router.navigate('/restaurants/london/oxford-circus'));
      expect(store.layout.mobileMenuOpen).toBe(false);
    });

    it('closes on Escape and gives focus back to the hamburger', async () => {
      const user = userEvent.setup();
      const { header, store } = await renderHeader();
      const toggle = await within(header).findByRole('button', { name: 'Menu' });
      await user.click(toggle);
      await user.keyboard('{Escape}');
      expect(store.layout.mobileMenuOpen).toBe(false);
      expect(toggle).toHaveFocus();
    });
  });

  describe('dropdowns', () => {
    it('show their sub-links from a button with aria-expanded', async () => {
      const user = userEvent.setup();
      const { nav } = await renderHeader();
      const toggle = within(nav).getByRole('button', { name: 'Menus submenu' });
      const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(list).not.toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(list).toBeVisible();
      expect(within(list).getByRole('link', { name: 'Set lunch' })).toHaveAttribute('href', '/menu/set-lunch');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('work from the keyboard: Enter, arrows, Home, End and Escape', async () => {
      const user = userEvent.setup();
      const { nav } = await renderHeader();
      const toggle = within(nav).getByRole('button', { name: 'Menus submenu' });
      toggle.focus();

      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await user.keyboard('{ArrowDown}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'À la carte' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Set lunch' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('link', { name: 'Allergen guide' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'À la carte' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('link', { name: 'Allergen guide' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('link', { name: 'À la carte' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();

      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('link', { name: 'Allergen guide' })).toHaveFocus();
    });

    it('close when focus leaves them, and only one is open at a time', async () => {
      const user = userEvent.setup();
      const { nav } = await renderHeader();
      const menus = within(nav).getByRole('button', { name: 'Menus submenu' });
      const restaurants = within(nav).getByRole('button', { name: 'Restaurants submenu' });

      await user.click(menus);
      await user.click(restaurants);
      expect(menus).toHaveAttribute('aria-expanded', 'false');
      expect(restaurants).toHaveAttribute('aria-expanded', 'true');

      restaurants.focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'London' })).toHaveFocus();
      // Tab past the last sub-link to the next masthead link.
      screen.getByRole('link', { name: 'All locations' }).focus();
      await user.tab();
      expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveFocus();
      expect(restaurants).toHaveAttribute('aria-expanded', 'false');
    });

    it('close on a click elsewhere and on a route change', async () => {
      const user = userEvent.setup();
      const { nav, router } = await renderHeader();
      const menus = within(nav).getByRole('button', { name: 'Menus submenu' });
      await user.click(menus);
      fireEvent.click(document.body);
      expect(menus).toHaveAttribute('aria-expanded', 'false');

      await user.click(menus);
      await act(() => router.navigate('/menu/set-lunch'));
      expect(menus).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
