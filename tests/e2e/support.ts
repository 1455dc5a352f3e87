// Shared steps for the browser tests: wait for hydration, collect console errors, run axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The layout marks <html> once the app has hydrated and read the diner's consent. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-analytics-consent'), null, { timeout: 15_000 });
}

export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are judged once they have settled: a button just tapped may still be fading its hover or focus
  // colours (a CSS transition), and on a busy machine axe could otherwise measure a mid-way shade. Reduced
  // motion (the site's stylesheet then makes transitions instant) stops one starting while axe runs; the
  // ones already running are awaited (endless ones, a spinner, are left alone; the wait is bounded).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept all' }).click();
}
