/** @jest-environment jsdom */
// Cookie consent: the bar until the visitor decides, Accept all / Reject optional / the preferences
// dialog, the two cookies (consent 30 days, preferences 365 days), and the analytics consent signals.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIES, LAYOUT } from '@tavola/core/constants';
import { CONSENT_COOKIE, PREFERENCES_COOKIE } from '../stores/cookie-consent.store';
import { COOKIE_CHOICE_SAVED } from './cookie-consent';
import { MemoryCookieJar, renderSite } from './layout.test-kit';

function resetConsentSignals() {
  delete window.dataLayer;
  delete document.documentElement.dataset.analyticsConsent;
  delete document.documentElement.dataset.consentScript;
}

/** The dataLayer's entries as arrays (gtag pushes `arguments` objects). */
function dataLayerEntries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(resetConsentSignals);

describe('Cookie consent bar', () => {
  it('shows until the visitor decides, in a labelled region with a link to the cookie policy', async () => {
    renderSite();
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(bar).getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  });

  it('is not shown once a choice is stored', async () => {
    renderSite({ cookies: new MemoryCookieJar({ [CONSENT_COOKIE]: 'yes', [PREFERENCES_COOKIE]: '{"Performance":false,"Targeting":false}' }) });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Accept all stores consent for 30 days and every choice for 365 days', async () => {
    const user = userEvent.setup();
    const { cookies, store } = renderSite();
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(within(bar).getByRole('button', { name: 'Accept all' }));

    expect(cookies.writes).toEqual([
      { name: CONSENT_COOKIE, value: 'yes', days: 30 },
      { name: PREFERENCES_COOKIE, value: JSON.stringify({ Performance: true, Targeting: true }), days: 365 },
    ]);
    expect(store.consent.analyticsConsent).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('says the choice is saved in the toast slot, politely, and clears it after its time (or at once when closed)', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSite();
      const bar = await screen.findByRole('region', { name: 'Cookie consent' });
      const slot = document.querySelector('.toast-slot') as HTMLElement;
      expect(slot).toHaveAttribute('aria-live', 'polite');
      expect(slot).toBeEmptyDOMElement();
      await user.click(within(bar).getByRole('button', { name: 'Reject optional' }));
      expect(slot).toHaveTextContent(COOKIE_CHOICE_SAVED);
      expect(slot).not.toContainElement(document.activeElement as HTMLElement);
      act(() => void jest.advanceTimersByTime(LAYOUT.toastDurationMs - 100));
      expect(slot).toHaveTextContent(COOKIE_CHOICE_SAVED);
      act(() => void jest.advanceTimersByTime(200));
      expect(slot).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('Reject optional stores only the necessary cookies and keeps analytics denied', async () => {
    const user = userEvent.setup();
    const { cookies, store } = renderSite();
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(within(bar).getByRole('button', { name: 'Reject optional' }));

    expect(cookies.writes).toEqual([
      { name: CONSENT_COOKIE, value: 'yes', days: COOKIES.consentExpiryDays },
      { name: PREFERENCES_COOKIE, value: JSON.stringify({ Performance: false, Targeting: false }), days: COOKIES.preferencesExpiryDays },
    ]);
    expect(store.consent.analyticsConsent).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});

describe('Cookie preferences dialog', () => {
  it('offers Performance, Targeting and Necessary, the last always on and disabled', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Manage preferences' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('switch', { name: 'Performance' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Targeting' })).not.toBeChecked();
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    // The bar steps aside while the dialog is open.
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('saves the toggled choices into the two cookies', async () => {
    const user = userEvent.setup();
    const { cookies, store } = renderSite();
    await user.click(await screen.findByRole('button', { name: 'Manage preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    await user.click(within(dialog).getByRole('switch', { name: 'Performance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    expect(cookies.writes).toEqual([
      { name: CONSENT_COOKIE, value: 'yes', days: 30 },
      { name: PREFERENCES_COOKIE, value: JSON.stringify({ Performance: true, Targeting: false }), days: 365 },
    ]);
    expect(store.consent.analyticsConsent).toBe('granted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('closes on Escape without deciding, and the bar comes back', async () => {
    const user = userEvent.setup();
    const { cookies } = renderSite();
    await user.click(await screen.findByRole('button', { name: 'Manage preferences' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookies.writes).toEqual([]);
    const bar = screen.getByRole('region', { name: 'Cookie consent' });
    // Focus goes back to the button that opened the dialog, not to the page's body.
    expect(within(bar).getByRole('button', { name: 'Manage preferences' })).toHaveFocus();
  });

  it('once saved from the bar (whose button is then gone), gives focus to the page content, not the body', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Manage preferences' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opened from the footer, gives focus back to the footer button after saving', async () => {
    const user = userEvent.setup();
    renderSite({ cookies: new MemoryCookieJar({ [CONSENT_COOKIE]: 'yes', [PREFERENCES_COOKIE]: '{}' }) });
    const footer = await screen.findByRole('contentinfo');
    const opener = within(footer).getByRole('button', { name: /cookie/i });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(opener).toHaveFocus();
  });
});

describe('Cookie bar in the keyboard order', () => {
  it('is reached first, right after the skip link, before the header', async () => {
    const user = userEvent.setup();
    renderSite();
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    screen.getByRole('link', { name: 'Skip to main content' }).focus();
    await user.tab();
    expect(within(bar).getByRole('link', { name: 'cookie policy' })).toHaveFocus();
    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Accept all' })).toHaveFocus();
  });
});

describe('Analytics consent signals', () => {
  afterEach(() => jest.useRealTimers());

  it("records 'denied' by default and loads no consent script without consent", async () => {
    jest.useFakeTimers();
    renderSite();
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(document.documentElement.dataset.analyticsConsent).toBe('denied');
    expect(dataLayerEntries()[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);

    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(document.documentElement.dataset.consentScript).toBeUndefined();
    expect(dataLayerEntries().some((entry) => entry[1] === 'update')).toBe(false);
  });

  it('loads the consent script 1 s after the page when consent was given before', async () => {
    jest.useFakeTimers();
    renderSite({ cookies: new MemoryCookieJar({ [CONSENT_COOKIE]: 'yes', [PREFERENCES_COOKIE]: '{"Performance":true,"Targeting":false}' }) });
    await screen.findByRole('contentinfo');

    await act(async () => {
      jest.advanceTimersByTime(COOKIES.consentScriptDelayMs - 1);
    });
    expect(document.documentElement.dataset.consentScript).toBeUndefined();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(document.documentElement.dataset.consentScript).toBe('loaded');
    expect(document.documentElement.dataset.analyticsConsent).toBe('granted');
    expect(dataLayerEntries()).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
  });

  it('loads it as soon as consent is given after the first second', async () => {
    jest.useFakeTimers();
    const { store } = renderSite();
    await screen.findByRole('region', { name: 'Cookie consent' });
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(document.documentElement.dataset.consentScript).toBeUndefined();

    act(() => store.consent.acceptAll());
    expect(document.documentElement.dataset.consentScript).toBe('loaded');
    expect(dataLayerEntries()).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
  });
});
