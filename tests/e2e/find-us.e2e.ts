// Finding a restaurant on /find-us (spec section 2): a search draws the nearest restaurants on a distance
// map 600 px high on a large screen and 300 px on a phone, each a numbered marker that opens its page,
// apart from its neighbours, with nothing scrolling sideways and nothing for axe to find; no results, no map.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCATIONS } from '@tavola/core/constants';
import { acceptCookies, collectErrors, expectNoAxeViolations, waitForHydration } from './support';

const MAP = /^Our nearest restaurants around /;

async function search(page: Page, query: string, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto(`/find-us?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await acceptCookies(page);
}

const mapOf = (page: Page) => page.getByRole('figure', { name: MAP });
const markersOf = (page: Page) => mapOf(page).getByRole('link', { name: /^\d+\. / });
const cardsOf = (page: Page) => page.getByRole('region', { name: /^Restaurants near / }).getByRole('article');

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return Math.round(box!.height);
}

/** Every marker on screen, on the map, and clear of every other marker. */
async function expectMarkersApart(page: Page): Promise<void> {
  const map = (await mapOf(page).locator('svg').boundingBox())!;
  const boxes = [];
  for (const marker of await markersOf(page).all()) {
    await expect(marker).toBeVisible();
    const box = (await marker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(map.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width + 1);
    expect(box.width).toBeGreaterThanOrEqual(24);
    boxes.push(box);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      // Circles 26 px across in boxes that may include the hidden focus ring: centres at least 26 px apart.
      expect(Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2))).toBeGreaterThanOrEqual(26);
    }
  }
}

test.describe('the finder on a large screen', () => {
  test('given Leeds searched, then a 600 px map with a numbered marker per result, nearest first, each opening its restaurant', async ({ page }) => {
    const errors = collectErrors(page);
    await search(page, 'Leeds', 1440, 900);
    const map = mapOf(page);
    await expect(map).toBeVisible();
    expect(await heightOf(map.locator('svg'))).toBe(LOCATIONS.mapHeightLargePx);
    await expect(map.locator('.distance-map__origin-label')).toHaveText('Leeds');

    // Nine of the seed's restaurants are within 100 miles of Leeds: one marker per card, in the same order.
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(9);
    await expect(markersOf(page)).toHaveCount(9);
    await expect(markersOf(page).first()).toHaveAccessibleName('1. Leeds Briggate, 0.3 miles');
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    const names = await markersOf(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(names.map((name) => name!.replace(/^\d+\. (.*), [\d.]+ miles$/, '$1'))).toEqual(titles);
    await expectMarkersApart(page);

    // Beside the list, and held in view while the diner scrolls down to the farthest.
    const mapBox = (await map.boundingBox())!;
    expect((await cards.first().boundingBox())!.x).toBeGreaterThan(mapBox.x + mapBox.width);
    await cards.nth(5).scrollIntoViewIfNeeded();
    await expect(cards.nth(5)).toBeInViewport();
    await expect(map.locator('svg')).toBeInViewport({ ratio: 1 });
    const headerBottom = (await page.locator('header.site-header').boundingBox())!;
    expect((await map.locator('svg').boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);

    await markersOf(page).nth(1).click();
    await expect(page).toHaveURL(/\/restaurants\/york\/york$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('York Stonegate');
    expect(errors).toEqual([]);
  });

  test('given a marker reached by keyboard, then it shows a focus ring and Enter opens the restaurant', async ({ page }) => {
    await search(page, 'Leeds', 1440, 900);
    const first = markersOf(page).first();
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first.locator('.distance-map__focus')).not.toHaveCSS('stroke', 'rgba(0, 0, 0, 0)');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/restaurants\/leeds\/leeds-briggate$/);
  });

  test('given a search in central London, then all ten markers stay apart although four restaurants lie within two miles', async ({ page }) => {
    await search(page, 'W1D 3QU', 1440, 900);
    await expect(markersOf(page)).toHaveCount(LOCATIONS.maxShown);
    await expectMarkersApart(page);
  });

  test('given Leeds searched, then axe finds no violations', async ({ page }) => {
    await search(page, 'Leeds', 1440, 900);
    await expect(mapOf(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given a place that does not exist, then no map', async ({ page }) => {
    await search(page, 'Qwertyton', 1440, 900);
    await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
    await expect(mapOf(page)).toHaveCount(0);
    await expect(page.locator('.distance-map')).toHaveCount(0);
  });
});

test.describe('the finder on a phone', () => {
  test.use({ hasTouch: true });

  test('given Leeds searched, then a 300 px map above the list, markers apart and tappable, nothing sideways, no axe violations', async ({ page }) => {
    const errors = collectErrors(page);
    await search(page, 'Leeds', 375, 800);
    const map = mapOf(page);
    await map.scrollIntoViewIfNeeded();
    expect(await heightOf(map.locator('svg'))).toBe(LOCATIONS.mapHeightSmallPx);
    const mapBox = (await map.boundingBox())!;
    expect((await cardsOf(page).first().boundingBox())!.y).toBeGreaterThan(mapBox.y + mapBox.height);
    await expect(markersOf(page)).toHaveCount(9);
    await expectMarkersApart(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await expect(markersOf(page).nth(2)).toHaveAccessibleName(/^3\. Sheffield /);
    await markersOf(page).nth(2).tap();
    await expect(page).toHaveURL(/\/restaurants\/sheffield\//);
    expect(errors).toEqual([]);
  });

  test('given a search in central London on a phone, then all ten markers stay apart', async ({ page }) => {
    await search(page, 'W1D 3QU', 375, 800);
    await mapOf(page).scrollIntoViewIfNeeded();
    await expect(markersOf(page)).toHaveCount(LOCATIONS.maxShown);
    await expectMarkersApart(page);
  });
});
