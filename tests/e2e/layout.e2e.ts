// What a diner meets on every page: the page hydrates cleanly, the header, the mobile menu,
// back-to-top, cookie consent, the progress bar and anchors behave.
import { expect, test } from '@playwright/test';
import { acceptCookies, collectErrors, waitForHydration } from './support';

test.describe('hydration', () => {
  for (const path of ['/', '/oxford-circus', '/restaurants/london/oxford-circus', '/our-menu/a-la-carte', '/careers/job-search']) {
    test(`given ${path}, then it hydrates with no console errors and fetches no route data on load`, async ({ page }) => {
      const errors = collectErrors(page);
      const dataCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/__data')) dataCalls.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(errors).toEqual([]);
      expect(dataCalls).toEqual([]);
    });
  }
});

test.describe('header', () => {
  test('given a scroll past 250 px, then the header turns solid; back at the top, it does not', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/is-solid/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/is-solid/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-solid/);
  });

  test('given a phone, when the menu opens and a link is followed, then the menu closes on the new page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const before = page.url();
    await nav.getByRole('link').filter({ hasNotText: /^$/ }).first().click();
    await expect(page).not.toHaveURL(before);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('given a phone with the menu opened from the keyboard, when Escape is pressed, then it closes and focus is back on Menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toggle).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('given a desktop, then the mobile menu button is not shown', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });
});

test.describe('back to top', () => {
  test('given a scroll past 600 px, then the button appears and takes the diner back up', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await expect(button).toBeHidden();
  });
});

test.describe('cookie consent', () => {
  test('given a first visit, when the diner accepts, then both cookies are set for 30 and 365 days and the bar stays away', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(415);
    await expect(page.locator('html')).toHaveAttribute('data-analytics-consent', 'denied');
    await acceptCookies(page);
    await expect(bar).toBeHidden();
    const cookies = await context.cookies();
    const now = Date.now() / 1000;
    const consent = cookies.find((c) => c.name === 'cv_cookie_consent');
    const preferences = cookies.find((c) => c.name === 'cv_cookie_preferences');
    expect(Math.round(((consent?.expires ?? 0) - now) / 86_400)).toBe(30);
    expect(Math.round(((preferences?.expires ?? 0) - now) / 86_400)).toBe(365);
    await expect(page.locator('html')).toHaveAttribute('data-analytics-consent', 'granted');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('given the preferences modal, when only Performance is kept, then it is saved and the modal closes', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /manage|preferences|choose/i }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: /Performance/ }).check();
    await expect(dialog.getByRole('switch', { name: /Necessary/ })).toBeDisabled();
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(dialog).toBeHidden();
    const preferences = (await context.cookies()).find((c) => c.name === 'cv_cookie_preferences');
    expect(JSON.parse(decodeURIComponent(preferences?.value ?? '{}'))).toEqual({ Performance: true, Targeting: false });
  });
});

test.describe('navigation', () => {
  test('given a slow page, then a 4 px progress bar shows while it loads', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    await page.route('**/__data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/restaurants/london';
      link.id = 'e2e-link';
      link.textContent = 'London';
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /restaurants/i }).first().click();
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toBeVisible();
    const height = await bar.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(4);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('given a link to #booking on the home page, then the booking section sits just below the fixed header', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/#booking');
    await waitForHydration(page);
    const booking = page.locator('#booking');
    await expect(booking).toBeVisible();
    await expect
      .poll(async () => {
        const top = await booking.evaluate((el) => el.getBoundingClientRect().top);
        const header = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
        return top >= header - 1 && top <= header + 80;
      })
      .toBe(true);
  });

  test("given a click on a menu link, then only that page's data is fetched and the title follows", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__data')) dataCalls.push(new URL(request.url()).pathname);
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /restaurants/i }).first().click();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect.poll(() => dataCalls.length).toBeGreaterThan(0);
    expect(documents).toEqual([]);
    await expect(page).toHaveTitle(/Casa Ventura/);
  });
});

// axe on every page at 1440 and 375 px: a11y-pages.e2e.ts; in every state: a11y-states.e2e.ts.
