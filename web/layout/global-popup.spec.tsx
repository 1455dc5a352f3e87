/** @jest-environment jsdom */
// The global popup: a real dialog, shown once per browser after its delay, closed by Escape, and
// counted as an open modal meanwhile. The dismissable banner is remembered per announcement.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandSettings } from '../../server/api/seed/brand-settings';
import { CONSENT_COOKIE, PREFERENCES_COOKIE } from '../stores/cookie-consent.store';
import { BANNER_DISMISSED_KEY } from './global-banner';
import { POPUP_SEEN_KEY } from './global-popup';
import { MemoryCookieJar, renderSite } from './layout.test-kit';

const POPUP_DELAY_MS = brandSettings.globalPopup.delaySeconds * 1000;
const decided = () => new MemoryCookieJar({ [CONSENT_COOKIE]: 'yes', [PREFERENCES_COOKIE]: '{}' });

beforeEach(() => {
  localStorage.clear();
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

describe('GlobalPopup', () => {
  it('opens as a labelled modal dialog after its delay, and counts as an open modal', async () => {
    const { store } = await renderReady();
    await wait(POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await wait(1);
    const dialog = screen.getByRole('dialog', { name: 'Join the famiglia' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(brandSettings.globalPopup.text)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(store.layout.openModals).toBe(1);
    // Focus moves into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and never shows again in this browser', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = await renderReady();
    await wait(POPUP_DELAY_MS);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.store.layout.openModals).toBe(0);
    expect(localStorage.getItem(POPUP_SEEN_KEY)).toBe(brandSettings.globalPopup.id);
    first.unmount();

    await renderReady();
    await wait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderReady();
    await wait(POPUP_DELAY_MS);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const noThanks = within(dialog).getByRole('button', { name: 'No thanks' });
    noThanks.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(noThanks).toHaveFocus();
  });

  it('waits while another dialog is open', async () => {
    const { store } = await renderReady();
    act(() => store.consent.openModal());
    await wait(POPUP_DELAY_MS);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => store.consent.closeModal());
    await wait(2000);
    expect(screen.getByRole('dialog', { name: 'Join the famiglia' })).toBeInTheDocument();
  });

  it('is absent when the settings have none', async () => {
    await renderReady({ settings: { popup: null } });
    await wait(POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
