// The booking journey without JavaScript (issue 16, item 2): a diner whose scripts never run books a table
// from the home page's booking band through the steps the server drives (/booking/steps) to the
// confirmation, at 1440 and at 375 px; axe finds nothing on any step, an error state included, and the
// diner's details never appear in an address.
import { expect, test, type Page } from '@playwright/test';
import { bookableDate, fillYorkDinner, longDate, REFERENCE } from './booking-steps';
import { expectNoAxeViolationsWithoutScripts } from './no-script-axe';

test.use({ javaScriptEnabled: false });

/** Canary Wharf: 32 covers a slot, a card only above 6, open on the days bookableDate gives. */
const RESTAURANT = 'CV003';

const WIDTHS = [
  { width: 1440, height: 900, ahead: 22, email: 'noscript.desk@example.com' },
  { width: 375, height: 800, ahead: 23, email: 'noscript.phone@example.com' },
] as const;

/** Every address the page went to, to check nothing personal was ever in one. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.push(request.url());
  });
  return seen;
}

for (const { width, height, ahead, email } of WIDTHS) {
  test(`at ${width} px, a diner without JavaScript books a table from the home page's band to the confirmation`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const addresses = addressesOf(page);
    const date = bookableDate(ahead);
    await page.goto('/');
    const band = page.locator('#booking form[action="/booking/steps"]');
    await expect(band).toBeVisible();
    await band.getByLabel('Restaurant', { exact: true }).selectOption(RESTAURANT);
    await band.getByLabel('Date', { exact: true }).fill(date);
    await band.getByLabel('Adults', { exact: true }).fill('2');
    await band.getByRole('button', { name: 'Find a table', exact: true }).press('Enter');

    // Step two: the times as radio buttons, one chosen.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a time' })).toBeVisible();
    await expect(page.getByText(`Canary Wharf, Dinner, 2 people, ${longDate(date)}`)).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, `step two at ${width} px`);
    await page.getByRole('radio', { name: '19:30' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).press('Enter');

    // Step three: the details, first sent without a first name (the field's error, the rest kept).
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expect(page.getByText(`${longDate(date)} at 19:30`)).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, `step three at ${width} px`);
    await page.getByLabel('Last name', { exact: true }).fill('Rossi');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Phone number', { exact: true }).fill('07700 900123');
    await page.getByRole('button', { name: 'Book table', exact: true }).press('Enter');
    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await expectNoAxeViolationsWithoutScripts(page, `step three with an error at ${width} px`);

    await firstName.fill('Giulia');
    await page.getByText('Anything we should know?').click();
    await page.getByLabel('Peanuts', { exact: true }).check();
    await page.getByRole('button', { name: 'Book table', exact: true }).press('Enter');

    // The confirmation: the reference, when and where, the manage link, what happens next.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.locator('.booking-thanks__reference')).toHaveText(REFERENCE);
    await expect(page.getByText(`${longDate(date)} at 19:30, 2 people`)).toBeVisible();
    await expect(page.getByText('Your table is booked. A confirmation is on its way to your e-mail.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', /\/booking\/manage\//);
    await expectNoAxeViolationsWithoutScripts(page, `the confirmation at ${width} px`);

    // Step one's page itself (the "change" link), clean too.
    await page.goto('/booking/steps');
    await expect(page.getByRole('heading', { level: 1, name: 'Your table' })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, `step one at ${width} px`);

    for (const address of addresses) {
      for (const personal of [email, encodeURIComponent(email), 'Rossi', 'Giulia', '07700']) expect(address).not.toContain(personal);
    }
  });
}

/** York with every dinner table taken on this day (waitlist.e2e fills the same day: whichever runs first fills it). */
const YORK_FULL_DATE = bookableDate(17);

test.describe('a full day without JavaScript', () => {
  test.describe.configure({ timeout: 120_000 }); // filling York's dinner is about twenty bookings through the API

  test.beforeAll(async ({ request }) => {
    await fillYorkDinner(request, YORK_FULL_DATE);
  });

  for (const { width, height } of WIDTHS) {
    test(`at ${width} px, a diner finds York full, asks for a table nearby at 19:30, and one link later has that time there chosen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/booking/steps?restaurant=CV011&date=${YORK_FULL_DATE}&adults=2&children=0&go=times`);
      await expect(page.getByText(`No tables at York Stonegate for 2 people on ${longDate(YORK_FULL_DATE)}.`)).toBeVisible();
      await page.getByLabel('Time you would like', { exact: true }).selectOption('19:30');
      await page.getByRole('button', { name: 'Find a table nearby', exact: true }).press('Enter');

      const nearby = page.getByRole('list', { name: 'Restaurants nearby with a table' });
      await expect(nearby).toBeVisible();
      await expectNoAxeViolationsWithoutScripts(page, `restaurants nearby at ${width} px`);
      const first = nearby.getByRole('link').first();
      const [, title, time] = /^(.+) at (\d\d:\d\d)/.exec((await first.locator('.booking-alternative__title').textContent()) ?? '') ?? [];
      expect(title).toBeTruthy();
      await first.press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: 'Choose a time' })).toBeVisible();
      await expect(page.getByText(`${title}, `, { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('radio', { name: time! })).toBeChecked();
    });

    test(`at ${width} px, a diner finds York full and asks to be notified: the box unticked is an error by field, then they are on the waitlist`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const addresses = addressesOf(page);
      const email = `notify.noscript.${width}@example.com`;
      await page.goto(`/booking/steps?restaurant=CV011&date=${YORK_FULL_DATE}&adults=2&children=0&go=times`);
      const notify = page.getByRole('region', { name: 'Notify me if a table comes free' });
      await expect(notify).toBeVisible();
      await notify.getByLabel('First name', { exact: true }).fill('Bianca');
      await notify.getByLabel('Last name', { exact: true }).fill('Neri');
      await notify.getByLabel('E-mail', { exact: true }).fill(email);
      await notify.getByRole('button', { name: 'Notify me', exact: true }).press('Enter');

      const again = page.getByRole('region', { name: 'Notify me if a table comes free' });
      await expect(again.getByText('Tick the box so we may e-mail you about this table.')).toBeVisible();
      await expect(again.getByLabel('E-mail', { exact: true })).toHaveValue(email);
      await expectNoAxeViolationsWithoutScripts(page, `Notify me with an error at ${width} px`);
      await again.getByLabel('E-mail me about this table', { exact: false }).check();
      await again.getByRole('button', { name: 'Notify me', exact: true }).press('Enter');

      await expect(page.getByRole('heading', { name: 'You are on the waitlist' })).toBeVisible();
      await expect(page.getByText('If a table comes free we will e-mail you a link that holds it for you.')).toBeVisible();
      await expectNoAxeViolationsWithoutScripts(page, `on the waitlist at ${width} px`);
      for (const address of addresses) for (const personal of [email, encodeURIComponent(email), 'Neri', 'Bianca']) expect(address).not.toContain(personal);
    });
  }
});
