// The in-restaurant kiosk (issue 11, item 2) in Chromium, on the built site: at 1280 x 800 a diner books a
// table at the kiosk's restaurant through the shared booking journey; left alone, the kiosk warns and then
// starts again with nothing typed or stored left (the e2e site's KIOSK_IDLE_SECONDS is 10: the warning after
// 5 quiet seconds); an 800 x 1280 portrait smoke test with every target at least 48 px; an unknown
// restaurant's screen; axe on home, a booking step and the menus.
import { expect, test, type Page } from '@playwright/test';
import { bookableDate, chooseTimeAndContinue, fillDetails, findATable, REFERENCE, setAdults } from './booking-steps';
import { collectErrors, expectNoAxeViolations } from './support';

const KIOSK = '/kiosk/CV001';
/** The e2e site's idle time (playwright.config.ts), in ms. */
const IDLE_MS = 10_000;

async function openKiosk(page: Page, path = KIOSK): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Ventura Oxford Circus' })).toBeVisible();
}

/**
 * A diner still at the screen between taps (reading, waiting for the API's answer): a wheel event each
 * second, which the kiosk counts as activity, so its short e2e idle time never interrupts a journey whose
 * own idle behaviour is not what the test is about.
 */
async function stayAtTheScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.setInterval(() => {
      if (document.documentElement.dataset.e2eWalkedAway !== 'true') window.dispatchEvent(new WheelEvent('wheel'));
    }, 1_000);
  });
}

/** The diner of stayAtTheScreen leaves. */
async function walkAway(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eWalkedAway = 'true';
  });
}

/** Every visible control a diner can press, smaller than 48 px either way: none, on any kiosk screen. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], summary, select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), label.checkbox, [role="button"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 47.5 || box.height < 47.5))
      .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
  });
}

test.describe('at 1280 x 800 (landscape)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('given a diner at the Oxford Circus kiosk, when they book a table, then the thanks screen with a reference', async ({ page }) => {
    const errors = collectErrors(page);
    await stayAtTheScreen(page);
    await openKiosk(page);
    await expect(page.getByText(/^(Open now|Closed)/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByRole('button', { name: /^Book a table/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a table at Oxford Circus' })).toBeVisible();
    const booking = page.locator('.kiosk-booking');
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
    await setAdults(booking, 2);
    await expectNoAxeViolations(page);
    expect(await smallTargets(page)).toEqual([]);
    await findATable(booking, bookableDate(30));
    await chooseTimeAndContinue(booking);
    await fillDetails(booking, 'kiosk.e2e@example.com');
    // The party's needs: the disclosure and each need (its whole labelled row) 48 px tall at least.
    await booking.locator('details.booking-needs summary').click();
    const needTargets = booking.locator('details.booking-needs summary, label.booking-needs__choice');
    await expect(needTargets).toHaveCount(1 + 14 + 7 + 4);
    const smallNeeds = await needTargets.evaluateAll((elements) =>
      elements.map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() })).filter(({ box }) => box.height < 47.5 || box.width < 47.5).map(({ text }) => text),
    );
    expect(smallNeeds).toEqual([]);
    await booking.getByText('Wheelchair space', { exact: true }).click();
    await booking.getByRole('button', { name: /Book table|Send enquiry/ }).click();
    await expect(booking.getByText(REFERENCE)).toBeVisible();
    // Nothing of the diner was written to the browser's storage on the way.
    expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0]);
    expect(errors).toEqual([]);
  });

  test('given a diner who typed their name and walked away, then "Still there?", then the kiosk starts again with nothing left', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      // What another page of the site may have left in this browser: the kiosk clears it.
      window.localStorage.setItem('sessionId', 'left-by-the-site');
    });
    await stayAtTheScreen(page);
    await openKiosk(page);
    await page.getByRole('button', { name: /^Book a table/ }).click();
    const booking = page.locator('.kiosk-booking');
    await setAdults(booking, 2);
    const date = bookableDate(31);
    await findATable(booking, date);
    await chooseTimeAndContinue(booking);
    await booking.getByLabel('First name').fill('Giulia');
    await booking.getByLabel('Last name').fill('Rossi');
    await walkAway(page);

    const warning = page.getByRole('alertdialog', { name: 'Still there?' });
    await expect(warning).toBeVisible({ timeout: IDLE_MS });
    await expect(warning).toContainText(/Starting again in \d+ seconds?/);
    await expect(warning.getByRole('button', { name: 'I’m still here' })).toBeFocused();
    // (axe checks the dialog in web/kiosk/kiosk-app.spec.tsx: here its few seconds would outlast the warning.)
    // Pressing it keeps the diner's place.
    await warning.getByRole('button', { name: 'I’m still here' }).click();
    await expect(warning).toBeHidden();
    await expect(booking.getByLabel('First name')).toHaveValue('Giulia');

    // Gone for good: the warning again, then home.
    await expect(warning).toBeVisible({ timeout: IDLE_MS });
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Ventura Oxford Circus' })).toBeVisible({ timeout: IDLE_MS });
    await expect(warning).toBeHidden();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0]);
    // A new journey: step one, nothing typed.
    await page.getByRole('button', { name: /^Book a table/ }).click();
    const fresh = page.locator('.kiosk-booking');
    await expect(fresh.getByLabel('Date', { exact: true })).toBeVisible();
    await expect(fresh.getByLabel('Date', { exact: true })).not.toHaveValue(date);
    await expect(fresh.getByRole('heading', { name: 'Your details' })).toHaveCount(0);
    // Every other field empty (the date field starts at today, as for any diner).
    const typed = await page.getByRole('textbox').evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).filter((input) => input.type !== 'date' && input.value !== '').map((input) => input.value),
    );
    expect(typed).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('given the menus, then the dishes with kcal and the filters, every target 48 px, and axe finds nothing', async ({ page }) => {
    const errors = collectErrors(page);
    await stayAtTheScreen(page);
    await openKiosk(page);
    await page.getByRole('button', { name: /^Menus/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'À la carte menu' })).toBeVisible();
    const margherita = page.locator('li.dish', { has: page.getByRole('heading', { name: 'Margherita', exact: true }) });
    await expect(margherita.locator('.dish__price')).toHaveText('£11.50 870 kcal');
    await page.getByRole('group', { name: 'Calories' }).getByText('Under 600 kcal').click();
    await expect(margherita).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ dishes$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Our menus' }).getByRole('button', { name: 'Set lunch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set lunch menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Ventura Oxford Circus' })).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe('at 800 x 1280 (portrait)', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

  test('given the kiosk upright, then home, menus and the first booking step fit the width with 48 px targets', async ({ page }) => {
    const errors = collectErrors(page);
    await stayAtTheScreen(page);
    await openKiosk(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expect(page.getByRole('button', { name: /^Book a table/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Menus/ })).toBeInViewport();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: /^Menus/ }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'À la carte menu' })).toBeVisible();
    expect(await fits()).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Home' }).tap();
    await page.getByRole('button', { name: /^Book a table/ }).tap();
    await setAdults(page.locator('.kiosk-booking'), 2);
    expect(await fits()).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('given an address naming no restaurant, then 404 and a screen saying what to do, with no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answer = await page.goto('/kiosk/CV999');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find this restaurant' })).toBeVisible();
  await expect(page.getByText('Please ask a member of our team')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
