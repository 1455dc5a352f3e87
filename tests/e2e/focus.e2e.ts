// Focus and targets as a keyboard or touch user meets them (issue 16, item 1): the cookie bar is reached
// first and never covers the focused element on a phone, focus comes back from every modal to the control
// that opened it (or the page content when that is gone: the cookie bar's own button after Save), the
// cookie settings from the footer and the job application too, the booking modal opens on its step's heading,
// the sign-up popup never shows over a touched form and never takes focus, job-search checkboxes are
// 44 px targets, and axe is clean with the mobile menu open.
import { expect, test, type Page } from '@playwright/test';
import { bookableDate, occasionsLoaded } from './booking-steps';
import { acceptCookies, expectNoAxeViolations, expectNoAxeViolationsAtWidths, waitForHydration } from './support';

const PHONE = { width: 375, height: 812 };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The focused element's box and the cookie bar's, as the window shows them (null when none shows). */
async function focusAndBar(page: Page): Promise<{ focus: Box | null; bar: Box | null; label: string; headerBottom: number }> {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const active = document.activeElement;
    const bar = document.querySelector('.cookie-bar:not([hidden])');
    const focused = active && active !== document.body && !bar?.contains(active) ? active : null;
    const label = focused ? `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"` : '';
    const header = document.querySelector('header.site-header');
    return { focus: box(focused), bar: box(bar), label, headerBottom: header ? header.getBoundingClientRect().bottom : 0 };
  });
}

async function openOnPhone(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await waitForHydration(page);
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Tabs up to `most` times; the stops where the focused element's box meets the bar's. An element taller
 * than the room between the header and the bar (a large map link on a desktop) cannot clear it: it counts
 * only when the bar hides all of it (SC 2.4.11 asks that no focused element is entirely hidden).
 */
async function stopsUnderTheBar(page: Page, most: number): Promise<{ stops: number; covered: string[] }> {
  const covered: string[] = [];
  let stops = 0;
  for (; stops < most; stops += 1) {
    await page.keyboard.press('Tab');
    const { focus, bar, label, headerBottom } = await focusAndBar(page);
    if (!focus) {
      // Back at the bar or past the end of the page: every stop has been seen.
      if (stops > 10) break;
      continue;
    }
    if (!bar || !overlaps(focus, bar)) continue;
    const fits = focus.bottom - focus.top <= bar.top - headerBottom;
    if (fits || focus.top >= bar.top) covered.push(`${stops}: ${label} ${JSON.stringify({ focus, bar })}`);
  }
  return { stops, covered };
}

/** The page as it settles (its pictures in, the bar risen into place), before the diner starts. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

test.describe('the cookie bar and the keyboard', () => {
  test('given a phone on the home page, then the bar is reached first and never covers the element the diner tabs to', async ({ page }) => {
    await openOnPhone(page, '/');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    await settled(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: 'cookie policy' })).toBeFocused();

    const { stops, covered } = await stopsUnderTheBar(page, 250);
    expect(stops).toBeGreaterThan(30);
    expect(covered).toEqual([]);
  });

  test('given a desktop on a restaurant page, then the bar never covers the element the diner tabs to either', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/restaurants/london/oxford-circus');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await settled(page);
    const { stops, covered } = await stopsUnderTheBar(page, 250);
    expect(stops).toBeGreaterThan(30);
    expect(covered).toEqual([]);
  });

  test('given a phone with the mobile menu open and the bar showing, then no menu link the diner tabs to is under the bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 560 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await settled(page);
    const { covered } = await stopsUnderTheBar(page, 30);
    expect(covered).toEqual([]);
  });
});

test.describe('focus back from modals', () => {
  test('given the cookie preferences opened from the bar, then Escape returns to Manage preferences and Save to the page content', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    const manage = bar.getByRole('button', { name: 'Manage preferences' });
    await manage.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save preferences' }).press('Enter');
    await expect(bar).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('given the cookie settings opened from the footer, then Escape and Save both return to Cookie settings', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cv_popup_seen', 'popup-sign-up-2026'));
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await expect(settings).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save preferences' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
  });

  test('given a job, then the application dialog takes focus inside it and Escape returns to Apply now', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cv_popup_seen', 'popup-sign-up-2026'));
    await page.goto('/careers/job/CVJ-1001');
    await waitForHydration(page);
    await acceptCookies(page);
    const apply = page.getByRole('button', { name: /^Apply now/ }).first();
    await apply.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Apply for / });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test('given the booking strip on the home page, then the booking modal opens on the step heading and Escape returns to Find a table', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cv_popup_seen', 'popup-sign-up-2026'));
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const booking = page.locator('#booking');
    await booking.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Leeds Briggate' });
    await occasionsLoaded(booking);
    // Only a search for times: nothing is booked.
    await booking.getByLabel('Date', { exact: true }).fill(bookableDate(22));
    const find = booking.getByRole('button', { name: 'Find a table', exact: true });
    await expect(find).toBeEnabled();
    await find.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Book a table/ });
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
    await expectNoAxeViolationsAtWidths(page, 'the booking modal');
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(find).toBeFocused();
  });
});

test.describe('the sign-up popup', () => {
  test('given a touched booking form, then the popup never shows; on an untouched page it shows without taking focus', async ({ page }) => {
    await page.clock.install();
    await openOnPhone(page, '/');
    await acceptCookies(page);
    const booking = page.locator('#booking');
    await booking.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Leeds Briggate' });
    await occasionsLoaded(booking);
    const occasion = booking.getByLabel('Occasion', { exact: true });
    await occasion.focus();
    await page.clock.runFor(90_000);
    await expect(page.getByRole('complementary', { name: 'Join the famiglia' })).toHaveCount(0);
    await expect(occasion).toBeFocused();

    await page.goto('/bottomless-brunch');
    await waitForHydration(page);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await skip.focus();
    await page.clock.runFor(30_000);
    const popup = page.getByRole('complementary', { name: 'Join the famiglia' });
    await expect(popup).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Join the famiglia.' })).toHaveCount(1);
    await expect(skip).toBeFocused();
    await expectNoAxeViolationsAtWidths(page, 'the sign-up popup');
    // Back-to-top, once the page is scrolled, sits above the popup, not under it.
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.clock.runFor(500);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeVisible();
    const [toTopBox, popupBox] = [await toTop.boundingBox(), await popup.boundingBox()];
    expect(toTopBox && popupBox && toTopBox.y + toTopBox.height <= popupBox.y).toBe(true);
    await skip.focus();
    // The diner goes there by the keyboard (it is early in the order), and Escape leaves it.
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('link', { name: 'Sign up' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(skip).toBeFocused();
  });
});

test.describe('targets and the mobile menu', () => {
  test('given the job search, then each job-type checkbox is a target of at least 44 px high with its words, its box 24 px', async ({ page }) => {
    await openOnPhone(page, '/careers/job-search');
    const types = page.getByRole('group', { name: 'Job type' });
    const boxes = types.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) {
      const own = await box.boundingBox();
      const label = await box.locator('xpath=ancestor::label[1]').boundingBox();
      expect(own && own.width >= 24 && own.height >= 24).toBe(true);
      expect(label && label.width >= 44 && label.height >= 44).toBe(true);
    }
    await acceptCookies(page);
    await expectNoAxeViolations(page);
  });

  test('given a phone with the mobile menu open, then axe finds no violations and Tab stays in the header', async ({ page }) => {
    await openOnPhone(page, '/');
    await acceptCookies(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('header.site-header a').first()).toBeFocused();
  });
});
