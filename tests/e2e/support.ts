// Shared steps for the browser tests: wait for hydration, collect console errors, run axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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

/** Every answer of 400 or more the page receives, as 'STATUS METHOD /path', for a test to expect none (or some). */
export function collectFailedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return failed;
}

/**
 * The rule sets issue 16 holds every page to (wcag2a, wcag2aa, wcag21aa, wcag22aa, best-practice), and
 * wcag21a, WCAG 2.1's level A (its one rule, label-content-name-mismatch, SC 2.5.3, is part of 2.2 AA too).
 * Named, not axe's defaults: those leave out `target-size` (WCAG 2.2's 24 px targets, SC 2.5.8), which
 * axe-core ships switched off; a tag brings it in, and each run checks it did.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core with AXE_TAGS on the page as it is: no violations. `where` names the page or state in a failure. */
export async function expectNoAxeViolations(page: Page, where = ''): Promise<void> {
  // Each check brings its own time (axe takes seconds on a large page, far more on a loaded machine), so
  // a test's timeout stays about what the diner does.
  test.info().setTimeout(test.info().timeout + 60_000);
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
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].flat().map((rule) => rule.id);
  expect(ran, 'axe ran the 24 px target rule').toContain('target-size');
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${where || page.url()}`).toEqual([]);
}

/** Desktop and phone widths every page and state is checked at (issue 16 item 1). */
export const AXE_WIDTHS = [1440, 375] as const;

/**
 * axe at 1440 and at 375 px on the page in its present state (a step, an error, an open modal), the window
 * resized in place so nothing is reloaded; the window's own size comes back after.
 */
export async function expectNoAxeViolationsAtWidths(page: Page, where = ''): Promise<void> {
  const own = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of AXE_WIDTHS) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: own.height });
    await expectNoAxeViolations(page, `${where || page.url()} at ${width} px`);
  }
  if (page.viewportSize()?.width !== own.width) await page.setViewportSize(own);
}

export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept all' }).click();
}
