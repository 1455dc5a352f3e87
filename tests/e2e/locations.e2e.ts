// Finding a restaurant on the locations page (/restaurants, spec section 2): on a desktop a region chosen
// on the map opens its restaurants just below the sticky header; on a phone the map gives way to the
// regional accordion and nothing scrolls sideways; axe finds nothing wrong either way.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from './support';

const MAP = 'Restaurants by region';

async function openLocations(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto('/restaurants');
  await waitForHydration(page);
  await acceptCookies(page);
}

/** Pixels between the bottom of the sticky header and the top of an element, as the diner sees them. */
function gapBelowHeader(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    const header = document.querySelector('header.site-header') as HTMLElement;
    const element = document.querySelector(target) as HTMLElement;
    return Math.round(element.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
  }, selector);
}

/** How many columns the "View all locations" grid lays out. */
function allLocationsColumns(page: Page): Promise<number> {
  return page.locator('.finder-all__grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
}

test.describe('the locations page on a desktop', () => {
  test('given the map, when Scotland is chosen, then its Edinburgh and Glasgow restaurants open in view below the header', async ({ page }) => {
    const errors = collectErrors(page);
    await openLocations(page, 1440, 900);
    const map = page.getByRole('navigation', { name: MAP });
    await expect(map).toBeVisible();
    await expect(map.getByRole('link')).toHaveCount(10);

    await map.getByRole('link', { name: 'Scotland, 3 restaurants' }).click();

    const scotland = page.locator('details#region-scotland');
    await expect(scotland).toHaveJSProperty('open', true);
    for (const name of ['Edinburgh George Street', 'Glasgow Buchanan Street', 'Glasgow West End']) {
      await expect(scotland.getByRole('link', { name })).toBeVisible();
    }
    await expect(scotland.locator('summary')).toBeFocused();
    // The smooth scroll settles with the region's top 15 px below the header (web/layout/scroll.ts).
    await expect.poll(() => gapBelowHeader(page, 'details#region-scotland'), { timeout: 5_000 }).toBe(15);
    await expect(scotland).toBeInViewport({ ratio: 1 });
    await expect(page.locator('details#region-wales')).toHaveJSProperty('open', false);
    await expect(page).toHaveURL(/\/restaurants#region-scotland$/);
    expect(errors).toEqual([]);
  });

  test('given a shared link to a region, then the page opens on that region', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/restaurants#region-wales');
    await waitForHydration(page);
    const wales = page.locator('details#region-wales');
    await expect(wales).toHaveJSProperty('open', true);
    await expect(wales.getByRole('link', { name: 'Cardiff St Mary Street' })).toBeInViewport();
  });

  test('given the map and an open region, then axe finds no violations', async ({ page }) => {
    await openLocations(page, 1440, 900);
    await page.getByRole('navigation', { name: MAP }).getByRole('link', { name: 'London, 4 restaurants' }).click();
    await expect(page.locator('details#region-london')).toHaveJSProperty('open', true);
    await page.getByText('View all 24 locations').click();
    await expect(page.getByRole('link', { name: 'Norwich London Street' }).last()).toBeVisible();
    expect(await allLocationsColumns(page)).toBe(2);
    await expectNoAxeViolations(page);
  });
});

test.describe('the locations page on a phone', () => {
  test.use({ hasTouch: true });

  test('given a phone, then the map is hidden, a tapped region opens its list, and nothing scrolls sideways', async ({ page }) => {
    const errors = collectErrors(page);
    await openLocations(page, 375, 800);
    await expect(page.getByRole('navigation', { name: MAP })).toBeHidden();

    const scotland = page.locator('details#region-scotland');
    const summary = scotland.locator('summary');
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toHaveText('Scotland (3)');
    await expect(scotland.getByRole('link', { name: 'Glasgow West End' })).toBeHidden();
    await summary.tap();
    await expect(scotland).toHaveJSProperty('open', true);
    await expect(scotland.getByRole('link', { name: 'Glasgow West End' })).toBeVisible();
    await summary.tap();
    await expect(scotland).toHaveJSProperty('open', false);

    await page.getByText('View all 24 locations').tap();
    await expect(page.locator('.finder-all__grid')).toBeVisible();
    expect(await allLocationsColumns(page)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
