// Issue 16, item 2, in a browser with JavaScript off: every form posts to its page and the page answers
// with the confirmation, or the form again with what was typed and its errors by field; nothing typed
// lands in the address; the mobile menu opens and closes at 375 px; the cookie bar's choice is remembered,
// its Manage preferences included (at 1440 and 375 px, axe clean with the choices open).
// (With JavaScript on, the same forms keep sending JSON: a11y-states.e2e.ts, focus.e2e.ts, layout.e2e.ts.)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsWithoutScripts } from './no-script-axe';

test.use({ javaScriptEnabled: false });

/** No name, e-mail or phone of the diner in the address bar, ever. */
function expectCleanUrl(page: Page, typed: readonly string[]): void {
  const url = decodeURIComponent(page.url());
  for (const text of typed) expect(url).not.toContain(text);
  expect(new URL(page.url()).search).toBe('');
}

test.describe('forms without JavaScript', () => {
  test('given the contact form with a bad e-mail, then the same page names it with what was typed kept; corrected, then the thank-you', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('What is your message about?').selectOption({ label: 'General enquiry' });
    await form.getByLabel('Name', { exact: true }).fill('Anna Rossi');
    await form.getByLabel('E-mail address').fill('anna@');
    await form.getByLabel('Phone number').fill('07700 900123');
    await form.getByLabel('Your message', { exact: true }).fill('Do you have high chairs?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    const again = page.getByRole('form', { name: 'Contact us' });
    await expect(again.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(again.locator('.field__error')).toHaveCount(1);
    await expect(again.getByLabel('Name', { exact: true })).toHaveValue('Anna Rossi');
    await expect(again.getByLabel('Phone number')).toHaveValue('07700 900123');
    await expect(again.getByLabel('Your message', { exact: true })).toHaveValue('Do you have high chairs?');
    expectCleanUrl(page, ['Anna', 'anna@', '07700']);

    await again.getByLabel('E-mail address').fill('anna.rossi@example.com');
    await again.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you, your message is on its way.')).toBeVisible();
    await expect(page.getByText(/Your reference is CM-/)).toBeVisible();
    expectCleanUrl(page, ['Anna', 'anna.rossi', '07700']);
  });

  test('given the group enquiry, then its thank-you with the reference', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Group and events enquiry' });
    await form.getByLabel('Restaurant').selectOption('CV001');
    await form.getByLabel('Name', { exact: true }).fill('Bea Conti');
    await form.getByLabel('E-mail address').fill('bea.conti@example.com');
    await form.getByLabel('Phone number').fill('07700 900124');
    await form.getByLabel('Date').fill('2027-06-10');
    await form.getByLabel('Time').fill('19:00');
    await form.getByLabel(/Number of guests|Party size|Guests/).fill('30');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Thank you, we have your enquiry.')).toBeVisible();
    await expect(page.getByText(/GB-/)).toBeVisible();
    expectCleanUrl(page, ['Bea', 'bea.conti', '07700']);
  });

  test('given the sign-up without the terms ticked, then the terms are named; ticked, then the thanks', async ({ page }) => {
    await page.goto('/sign-up');
    const form = page.locator('main').getByRole('form', { name: 'Sign up to our e-mails' });
    await form.getByLabel('First name').fill('Chiara');
    await form.getByLabel('E-mail address').fill('chiara.e2e.nojs@example.com');
    await form.getByLabel('Phone number').fill('07700 900555');
    await form.getByLabel('Favourite restaurant').selectOption('CV001');
    await form.getByLabel('Day').selectOption('12');
    await form.getByLabel('Month').selectOption({ label: 'May' });
    await form.getByRole('button', { name: 'Sign up' }).click();

    const again = page.locator('main').getByRole('form', { name: 'Sign up to our e-mails' });
    await expect(again.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByLabel('E-mail address')).toHaveValue('chiara.e2e.nojs@example.com');
    await expect(again.getByLabel('Day')).toHaveValue('12');
    expectCleanUrl(page, ['Chiara', 'chiara.e2e', '07700']);

    await again.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await again.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Grazie! You are on the list.')).toBeVisible();
    expectCleanUrl(page, ['Chiara', 'chiara.e2e', '07700']);
  });

  test('given an offer voucher, then the page says to check the inbox', async ({ page }) => {
    await page.goto('/offer/birthday-dolce');
    const form = page.locator('form.voucher');
    await form.getByRole('button', { name: 'Send my voucher' }).click();
    await expect(page.locator('#voucher-email')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#voucher-email').fill('dora.e2e.nojs@example.com');
    await page.locator('#voucher-terms').check();
    await page.getByRole('button', { name: 'Send my voucher' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expectCleanUrl(page, ['dora.e2e']);
  });
});

test.describe('mobile menu and cookie bar without JavaScript', () => {
  test('given a phone, when the menu link is followed, then the menu shows its links; the close link hides it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const nav = page.locator('#site-nav');
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible();
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  });

  test('given the cookie bar, when Reject optional is chosen, then the same page comes back without the bar, and it stays gone', async ({ page, context }) => {
    await page.goto('/offers');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Reject optional' }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.cv_cookie_consent?.value).toBe('yes');
    expect(decodeURIComponent(cookies.cv_cookie_preferences?.value ?? '')).toBe('{"Performance":false,"Targeting":false}');
    await page.goto('/contact');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  for (const { width, height } of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`given the cookie bar at ${width} px, when Manage preferences is opened and Performance alone saved, then the same page comes back without the bar, Performance granted and Targeting denied`, async ({ page, context }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/contact');
      const bar = page.getByRole('region', { name: 'Cookie consent' });
      const performance = bar.getByRole('switch', { name: 'Performance' });
      await expect(performance).toBeHidden();
      await bar.locator('summary', { hasText: 'Manage preferences' }).click();
      await expect(performance).toBeVisible();
      await expect(performance).not.toBeChecked();
      await expect(bar.getByRole('switch', { name: 'Targeting' })).not.toBeChecked();
      await expect(bar.getByRole('switch', { name: 'Necessary' })).toBeChecked();
      await expect(bar.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
      await performance.check();
      const save = bar.getByRole('button', { name: 'Save preferences' });
      await expect(save).toBeInViewport();
      await expectNoAxeViolationsWithoutScripts(page, `the cookie bar's preferences at ${width} px`);

      await save.click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
      expect(cookies.cv_cookie_consent?.value).toBe('yes');
      expect(decodeURIComponent(cookies.cv_cookie_preferences?.value ?? '')).toBe('{"Performance":true,"Targeting":false}');
    });
  }
});
