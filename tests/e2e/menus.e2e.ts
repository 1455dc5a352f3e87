// Menus as a UK chain must publish them (issue 17), in a real browser at a phone's and a desktop's width:
// kcal next to every price and the statutory statement, the calorie filter, the link to the printable
// allergen guide, and the guide itself (every dish against the 14 allergens); axe finds nothing wrong.
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, waitForHydration } from './support';

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('given a menu page, then every dish shows kcal or says it has none, the statement shows, and the calorie filter works', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/menu/a-la-carte');
      await waitForHydration(page);
      await expect(page.getByText('Adults need around 2000 kcal a day', { exact: false })).toBeVisible();
      const margherita = page.locator('li.dish', { has: page.getByRole('heading', { name: 'Margherita', exact: true }) });
      await expect(margherita.locator('.dish__price')).toHaveText('£11.50 870 kcal');
      const gelato = page.locator('li.dish', { has: page.getByRole('heading', { name: 'Gelato e sorbetti' }) });
      await expect(gelato.locator('.dish__price')).toHaveText('£5.95 Calories not available');
      const prices = await page.locator('.dish__price').allTextContents();
      expect(prices.length).toBeGreaterThan(50);
      for (const text of prices) expect(text).toMatch(/(\d+ kcal|Calories not available)$/);
      await expectNoAxeViolations(page);

      await page.getByRole('group', { name: 'Calories' }).getByRole('radio', { name: 'Under 600 kcal' }).check();
      await expect(margherita).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Burrata pugliese' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ dishes$/ })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("given a restaurant's menu page, then kcal and the statement show there too, and it links to the printable guide", async ({ page }) => {
      await page.goto('/restaurants/york/york/menu/set-lunch');
      await waitForHydration(page);
      await expect(page.getByText('Adults need around 2000 kcal a day', { exact: false })).toBeVisible();
      await expect(page.locator('li.dish', { has: page.getByRole('heading', { name: 'Minestrone' }) }).locator('.dish__price')).toHaveText('260 kcal');
      await page.getByRole('link', { name: 'Printable allergen guide to the Set lunch menu' }).click();
      await expect(page).toHaveURL(/\/allergens\/guide\/set-lunch$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set lunch allergen guide');
    });

    test('given the allergen guide, then the table has the 14 allergens and every dish, and axe finds nothing', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/allergens/guide/a-la-carte');
      await waitForHydration(page);
      const table = page.getByRole('table');
      await expect(table.locator('thead th')).toHaveCount(15);
      const calamari = table.getByRole('row', { name: /^Calamari fritti/ });
      await expect(calamari.locator('td.allergen-table__yes')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Print this guide' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('given the legacy allergen PDF address, then it lands on the list of guides', async ({ page }) => {
      await page.goto('/allergens/allergens.pdf');
      await expect(page).toHaveURL(/\/allergens\/guide$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allergen guides');
      await expectNoAxeViolations(page);
    });
  });
}

test('given the guide printed, then the header, footer and buttons are left out and the table fits the page', async ({ page }) => {
  await page.goto('/allergens/guide/kids');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this guide' })).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});

test.describe('a partner widget', () => {
  const PARTNER = 'https://menus.partner.example';
  const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4100)}`;

  // A copy of the kids menu naming a partner's widget, published through the API as a content editor would.
  test.beforeAll(async ({ request }) => {
    const token = await request.post(`${API}/api/token`, { headers: { brandKey: 'casa-ventura' }, data: {} });
    const { accessToken } = (await token.json()) as { accessToken: string };
    const headers = { brandKey: 'casa-ventura', sessionId: 'e2e-partner-widget', Authorization: `Bearer ${accessToken}` };
    const kids = await (await request.get(`${API}/api/v1/content/menu/kids`, { headers })).json();
    const put = await request.put(`${API}/api/v1/content/menu/partner-kids`, {
      headers: { ...headers, contentEditKey: 'e2e-content-edit-key' },
      data: { ...kids, id: 'partner-kids', name: 'Partner kids', partnerWidget: { provider: 'Nutritics', url: `${PARTNER}/casa-ventura/kids`, height: 900 } },
    });
    expect(put.status()).toBe(200);
  });

  test('given a partner that never answers, then the frame is tried, and after a few seconds "This menu is not available." and the native menu', async ({ page }) => {
    await page.route(`${PARTNER}/**`, () => undefined); // never answered
    // The frame is there for MENU.partnerWidgetTimeoutMs only: on a busy machine the page may have given up
    // before a check from outside comes round, so the page itself records the frame it was given, what the
    // diner's own list was doing meanwhile, and any CSP refusal (which would be a wrong page CSP, not a time-out).
    await page.addInitScript(() => {
      const seen: { frames: string[]; nativeHiddenWhileFramed: boolean[]; refused: string[] } = { frames: [], nativeHiddenWhileFramed: [], refused: [] };
      (window as unknown as { partnerSeen: typeof seen }).partnerSeen = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.refused.push(event.blockedURI));
      new MutationObserver(() => {
        const frame = document.querySelector('iframe.partner-menu__frame');
        if (!frame) return;
        const key = `${frame.getAttribute('title')}|${frame.getAttribute('sandbox')}|${frame.getAttribute('src')}`;
        if (seen.frames.includes(key)) return;
        seen.frames.push(key);
        const dish = [...document.querySelectorAll('h3, h4')].find((heading) => heading.textContent?.includes('Little Margherita'));
        seen.nativeHiddenWhileFramed.push(!dish || dish.closest('[hidden]') !== null);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/menu/partner-kids');
    await waitForHydration(page);
    await expect(page.getByText('This menu is not available.', { exact: false })).toBeVisible({ timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { partnerSeen: { frames: string[]; nativeHiddenWhileFramed: boolean[]; refused: string[] } }).partnerSeen);
    expect(seen.refused).toEqual([]);
    expect(seen.frames).toHaveLength(1);
    const [title, sandbox, src] = seen.frames[0]!.split('|');
    expect(title).toBe('Partner kids menu by Nutritics');
    expect(sandbox).toMatch(/allow-scripts/);
    expect(src).toBe(`${PARTNER}/casa-ventura/kids`);
    expect(seen.nativeHiddenWhileFramed).toEqual([true]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Little Margherita' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given a partner that answers, then its menu stays in the frame after the time-out', async ({ page }) => {
    await page.route(`${PARTNER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner kids menu</h1>' }));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/menu/partner-kids');
    await waitForHydration(page);
    const frame = page.frameLocator('iframe[title="Partner kids menu by Nutritics"]');
    await expect(frame.getByRole('heading', { name: 'Partner kids menu' })).toBeVisible();
    await page.waitForTimeout(5_500);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByText('This menu is not available.', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("given the menu reached inside the app from a page whose CSP does not allow the partner, then the native menu shows at once", async ({ page }) => {
    await page.route(`${PARTNER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Partner</h1>' }));
    // "At once" is timed inside the page (the frame put in, the notice shown), not by a check from outside
    // that a busy machine may delay: the notice must come from the CSP refusal, well before the 5 s time-out.
    await page.addInitScript(() => {
      const times: { framed?: number; notice?: number } = {};
      (window as unknown as { partnerTimes: typeof times }).partnerTimes = times;
      new MutationObserver(() => {
        if (times.framed === undefined && document.querySelector('iframe.partner-menu__frame')) times.framed = performance.now();
        if (times.notice === undefined && document.querySelector('.partner-menu__unavailable')) times.notice = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/menu/kids');
    await waitForHydration(page);
    // A navigation inside the app (the router follows history), so the document keeps /menu/kids's CSP.
    await page.evaluate(() => window.history.pushState({}, '', '/menu/partner-kids'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner kids menu');
    await expect(page.getByText('This menu is not available.', { exact: false })).toBeVisible();
    const times = await page.evaluate(() => (window as unknown as { partnerTimes: { framed?: number; notice?: number } }).partnerTimes);
    expect(times.framed).toBeDefined();
    expect(times.notice! - times.framed!).toBeLessThan(2_500);
    await expect(page.getByRole('heading', { name: 'Little Margherita' })).toBeVisible();
  });
});
