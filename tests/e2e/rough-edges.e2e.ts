// Rough edges a diner sees (issue 16, item 4), measured in the browser where only layout can tell: a
// restaurant page puts a way to book in the first screen, a picture that carries words (a restaurant's name,
// an offer's title) is never cropped through them, back-to-top never sits over a form field on a phone, and
// a short confirmation shows in the spec's toast slot (at most 350 px wide) without taking focus.
import { expect, test, type Page } from '@playwright/test';
import { LAYOUT } from '@tavola/core/constants';
import { popupAlreadySeen } from './booking-steps';
import { acceptCookies, waitForHydration } from './support';

/** The cookie choice's confirmation (web/layout/cookie-consent.tsx), as the diner reads it. */
const COOKIE_CHOICE_SAVED = 'Your cookie choices are saved.';

const SCREENS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

async function open(page: Page, path: string): Promise<void> {
  await popupAlreadySeen(page);
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('a restaurant page', () => {
  for (const screen of SCREENS) {
    test(`given a first visit at ${screen.width} px, then a way to book is in the first screen, clear of the cookie bar, and leads to the booking`, async ({ page }) => {
      await page.setViewportSize(screen);
      await open(page, '/restaurants/london/oxford-circus');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      const book = page.getByRole('main').getByRole('link', { name: 'Book a table' }).first();
      await expect(book).toBeInViewport({ ratio: 1 });
      // Nothing (the cookie bar, the header) lies over it: a tap at its middle reaches it.
      const reached = await book.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && link.contains(top);
      });
      expect(reached).toBe(true);
      await book.click();
      await expect(page.locator('#booking').getByLabel('Restaurant', { exact: true })).toBeInViewport();
    });
  }
});

/**
 * The seed's pictures that carry words: each restaurant's front with its name along the foot, each offer
 * with its title. Shown whole means the box the picture fills has the picture's own shape (or it is fitted
 * whole inside it), so `object-fit: cover` crops nothing.
 */
const WORDED_PICTURE = /\/images\/(restaurants|offers)\//;

async function croppedPictures(page: Page): Promise<string[]> {
  return page.evaluate(async (pattern) => {
    const worded = new RegExp(pattern);
    const cropped: string[] = [];
    for (const img of document.querySelectorAll('img')) {
      if (!worded.test(img.currentSrc || img.src)) continue;
      img.loading = 'eager';
      await img.decode().catch(() => undefined);
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || img.naturalHeight === 0) continue;
      const fit = getComputedStyle(img).objectFit;
      const shown = box.width / box.height;
      const own = img.naturalWidth / img.naturalHeight;
      if ((fit === 'cover' || fit === 'fill') && Math.abs(shown - own) / own > 0.02) {
        cropped.push(`${img.className} ${new URL(img.src).pathname}: box ${shown.toFixed(2)}, picture ${own.toFixed(2)}`);
      }
    }
    return cropped;
  }, WORDED_PICTURE.source);
}

test.describe('pictures with words', () => {
  const pages = ['/restaurants/london/oxford-circus', '/restaurants/london', '/oxford-circus', '/offers', '/offer/birthday-dolce', '/'];
  for (const screen of SCREENS) {
    test(`given the restaurant, city, location and offer pages at ${screen.width} px, then no picture is cropped through its words`, async ({ page }) => {
      await page.setViewportSize(screen);
      let seen = 0;
      for (const path of pages) {
        await open(page, path);
        seen += await page.locator('img').evaluateAll((imgs, pattern) => imgs.filter((img) => new RegExp(pattern).test((img as HTMLImageElement).src)).length, WORDED_PICTURE.source);
        expect(await croppedPictures(page), path).toEqual([]);
      }
      expect(seen).toBeGreaterThan(5);
    });
  }
});

test.describe('back to top on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('given the contact page scrolled from top to bottom, then back-to-top never sits over a form field, and shows again past them', async ({ page }) => {
    await open(page, '/contact');
    await acceptCookies(page);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    let passedOverFields = 0;
    let shownAfterScroll = 0;
    for (let y = 700; y <= height; y += 80) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // Two frames: the scroll is handled, then the control is drawn where it now belongs.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const state = await page.evaluate((selector) => {
        const button = document.querySelector<HTMLElement>('.back-to-top');
        if (!button || button.hidden) return null;
        const box = button.getBoundingClientRect();
        const meets = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
        };
        const fields = [...document.querySelectorAll(selector)].filter((el) => !button.contains(el) && el.checkVisibility() && meets(el));
        return { shown: button.checkVisibility({ visibilityProperty: true }), under: fields.map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30)}`) };
      }, 'input:not([type="hidden"]), select, textarea');
      if (!state) continue;
      if (state.under.length > 0) passedOverFields += 1;
      if (state.shown) shownAfterScroll += 1;
      expect(state.shown && state.under.length > 0 ? `at ${y} px over ${state.under.join(', ')}` : '').toBe('');
    }
    // The page's two forms did pass under the control's place, and it showed where no field was.
    expect(passedOverFields).toBeGreaterThan(3);
    expect(shownAfterScroll).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(toTop).toBeVisible();
  });
});

test.describe('the toast slot', () => {
  for (const screen of SCREENS) {
    test(`given the cookie choice made at ${screen.width} px, then its confirmation shows in the toast slot, at most 350 px wide, focus left alone`, async ({ page }) => {
      await page.setViewportSize(screen);
      await open(page, '/');
      await acceptCookies(page);
      const toast = page.locator('.toast-slot').getByText(COOKIE_CHOICE_SAVED);
      await expect(toast).toBeVisible();
      const box = await page.locator('.toast').boundingBox();
      expect(box && box.width > 0 && box.width <= LAYOUT.toastMaxWidthPx).toBe(true);
      expect(await page.locator('.toast-slot').evaluate((slot) => slot.contains(document.activeElement))).toBe(false);
      // Below the fixed header, inside the window.
      expect(box && box.y >= 0 && box.y + box.height <= screen.height).toBe(true);
      await page.getByRole('button', { name: 'Close message' }).click();
      await expect(toast).toBeHidden();
    });
  }
});
