/** @jest-environment jsdom */
// The global popup: a panel (not a modal) shown once per browser after its delay, only when no form on
// the page was touched and nothing else is open, announced politely and never taking focus by itself.
// The dismissable banner is remembered per announcement.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router-dom';
import { brandSettings } from '../../server/api/seed/brand-settings';
import { CONSENT_COOKIE, PREFERENCES_COOKIE } from '../stores/cookie-consent.store';
import { BANNER_DISMISSED_KEY } from './global-banner';
import { POPUP_RETRY_MS, POPUP_SEEN_KEY } from './global-popup';
import { FORM_STAND_IN } from './window-events';
import { MemoryCookieJar, pageMeta, renderSite, TestPage } from './layout.test-kit';

const POPUP_DELAY_MS = brandSettings.globalPopup.delaySeconds * 1000;
const decided = () => new MemoryCookieJar({ [CONSENT_COOKIE]: 'yes', [PREFERENCES_COOKIE]: '{}' });

beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling; a navigation scrolls to the top.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function renderReady(options: Parameters<typeof renderSite>[0] = {}) {
  const site = renderSite({ cookies: decided(), ...options });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  await screen.findByRole('contentinfo');
  return site;
}

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The home page with a booking form (a field and a stepper button), and a page without one. */
function pagesWithAForm(): RouteObject[] {
  return [
    {
      index: true,
      loader: () => ({ meta: pageMeta('Casa Ventura') }),
      element: (
        <TestPage title="Home">
          <form aria-label="Book a table">
            <label>
              Name <input name="name" />
            </label>
            <button type="button">More guests</button>
          </form>
          <Link to="/about">About us</Link>
        </TestPage>
      ),
    },
    { path: 'about', loader: () => ({ meta: pageMeta('About', '/about') }), element: <TestPage title="About us" /> },
  ];
}

const popupPanel = () => screen.queryByRole('complementary', { name: 'Join the famiglia' });

describe('GlobalPopup', () => {
  it('appears after its delay as a labelled panel, not a modal: announced politely, focus left where it was', async () => {
    const { store } = await renderReady();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    skipLink.focus();
    await wait(POPUP_DELAY_MS - 1);
    expect(popupPanel()).not.toBeInTheDocument();

    await wait(1);
    const panel = popupPanel() as HTMLElement;
    expect(panel).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByText(brandSettings.globalPopup.text)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`${brandSettings.globalPopup.title}. ${brandSettings.globalPopup.text}`);
    expect(skipLink).toHaveFocus();
    expect(store.layout.openModals).toBe(0);
  });

  it('comes early in the keyboard order, and Escape inside it closes it for good, focus back where the diner was', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = await renderReady();
    await wait(POPUP_DELAY_MS);
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    skipLink.focus();
    await user.tab();
    expect(popupPanel()?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(popupPanel()).not.toBeInTheDocument();
    expect(skipLink).toHaveFocus();
    expect(localStorage.getItem(POPUP_SEEN_KEY)).toBe(brandSettings.globalPopup.id);
    first.unmount();

    await renderReady();
    await wait(POPUP_DELAY_MS * 3);
    expect(popupPanel()).not.toBeInTheDocument();
  });

  it('never appears while a form on the page has been typed in, and may on the next page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderReady({ pages: pagesWithAForm() });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await wait(POPUP_DELAY_MS * 3);
    expect(popupPanel()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'About us' }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    await wait(POPUP_RETRY_MS);
    expect(popupPanel()).toBeInTheDocument();
  });

  it('never appears once a button in a form was pressed (a booking stepper)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderReady({ pages: pagesWithAForm() });
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    await wait(POPUP_DELAY_MS * 3);
    expect(popupPanel()).not.toBeInTheDocument();
  });

  it('never appears once a restaurant was chosen in the booking band’s server-rendered first step (a form’s stand-in)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pages: RouteObject[] = [
      {
        index: true,
        loader: () => ({ meta: pageMeta('Casa Ventura') }),
        element: (
          <TestPage title="Home">
            <div {...{ [FORM_STAND_IN]: '' }}>
              <label>
                Restaurant
                <select defaultValue="">
                  <option value="">Choose a restaurant</option>
                  <option value="CV001">Leeds Briggate</option>
                </select>
              </label>
            </div>
          </TestPage>
        ),
      },
    ];
    await renderReady({ pages });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Restaurant' }), 'Leeds Briggate');
    await wait(POPUP_DELAY_MS * 3);
    expect(popupPanel()).not.toBeInTheDocument();
  });

  it('waits while a dialog is open, and while the cookie bar waits for a choice', async () => {
    const { store } = await renderReady({ cookies: new MemoryCookieJar() });
    act(() => store.consent.openModal());
    await wait(POPUP_DELAY_MS);
    expect(popupPanel()).not.toBeInTheDocument();
    act(() => store.consent.closeModal());
    // The visitor has still not decided: the bar shows, so the popup keeps waiting.
    await wait(POPUP_RETRY_MS * 2);
    expect(popupPanel()).not.toBeInTheDocument();
    act(() => store.consent.rejectOptional());
    await wait(POPUP_RETRY_MS);
    expect(popupPanel()).toBeInTheDocument();
  });

  it('is absent when the settings have none', async () => {
    await renderReady({ settings: { popup: null } });
    await wait(POPUP_DELAY_MS * 2);
    expect(popupPanel()).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('GlobalBanner', () => {
  it('shows the announcement with its link, and dismisses it for good', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = await renderReady();
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent(brandSettings.globalBanner.text);
    expect(within(banner).getByRole('link', { name: 'See the Christmas menu' })).toHaveAttribute('href', '/menu/christmas');

    await user.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(localStorage.getItem(BANNER_DISMISSED_KEY)).toBe(brandSettings.globalBanner.id);
    first.unmount();

    await renderReady();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows a new announcement even after an older one was dismissed', async () => {
    localStorage.setItem(BANNER_DISMISSED_KEY, 'an-older-banner');
    await renderReady();
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('has no dismiss button when the announcement is not dismissable', async () => {
    await renderReady({ settings: { banner: { ...brandSettings.globalBanner, dismissable: false } } });
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });
});
