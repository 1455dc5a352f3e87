/** @jest-environment jsdom */
// The Book Now button: scrolls to the booking form below the header on the home and restaurant pages,
// goes to '/#booking' from anywhere else, and starts afresh with a full page load once a booking is confirmed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage, reloadPage } from './full-page-load';
import { renderSite, scrollWindowTo } from './layout.test-kit';

jest.mock('./full-page-load', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

const HEADER_HEIGHT = 80;
const BOOKING_TOP = 1000;

function placeElements() {
  const header = document.querySelector('.site-header') as HTMLElement;
  jest.spyOn(header, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: HEADER_HEIGHT, height: HEADER_HEIGHT } as DOMRect);
  const booking = document.getElementById('booking');
  if (booking) jest.spyOn(booking, 'getBoundingClientRect').mockReturnValue({ top: BOOKING_TOP, bottom: BOOKING_TOP + 400, height: 400 } as DOMRect);
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  scrollWindowTo(0);
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true, writable: true });
  jest.mocked(reloadPage).mockClear();
  jest.mocked(loadPage).mockClear();
});

describe('BookNowButton', () => {
  it.each([
    ['the home page', '/', 'Home'],
    ['a restaurant page', '/restaurants/london/oxford-circus', 'Oxford Circus'],
  ])('on %s scrolls smoothly to the booking form below the header (+15 px from 576 px wide)', async (_name, path, heading) => {
    const user = userEvent.setup();
    const { router } = renderSite({ path });
    await screen.findByRole('heading', { level: 1, name: heading });
    placeElements();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: BOOKING_TOP - HEADER_HEIGHT - 15, left: 0, behavior: 'smooth' });
    expect(router.state.location.pathname).toBe(path);
    expect(document.getElementById('booking')).toHaveFocus();
  });

  it('keeps only the header height clear on a phone under 576 px', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true, writable: true });
    const user = userEvent.setup();
    renderSite({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    placeElements();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: BOOKING_TOP - HEADER_HEIGHT, left: 0, behavior: 'smooth' });
  });

  it("on any other page goes to the home page's booking form", async () => {
    const user = userEvent.setup();
    const { router } = renderSite({ path: '/bottomless-brunch' });
    await screen.findByRole('heading', { level: 1, name: 'A content page' });

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' }));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#booking');
    // The scroll manager then brings the form into view.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' })));
  });

  it("uses the settings' book-now text when the masthead has no booking item", async () => {
    renderSite({ settings: { masthead: [], bookNowText: 'Reserve a table' } });
    const link = await within(await screen.findByRole('banner')).findByRole('link', { name: 'Reserve a table' });
    expect(link).toHaveAttribute('href', '/#booking');
  });

  describe('once the booking is confirmed', () => {
    it('reloads the page on a booking page, for a fresh booking', async () => {
      const user = userEvent.setup();
      const { store } = renderSite({ path: '/' });
      await screen.findByRole('heading', { level: 1, name: 'Home' });
      act(() => store.layout.setBookingConfirmed(true));
      await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it("loads the home page's booking form afresh from any other page", async () => {
      const user = userEvent.setup();
      const { store, router } = renderSite({ path: '/bottomless-brunch' });
      await screen.findByRole('heading', { level: 1, name: 'A content page' });
      act(() => store.layout.setBookingConfirmed(true));
      await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' }));
      expect(loadPage).toHaveBeenCalledWith('/#booking');
      expect(router.state.location.pathname).toBe('/bottomless-brunch');
    });
  });
});
