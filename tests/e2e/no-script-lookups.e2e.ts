// The lookups without JavaScript (issue 16, item 2): manage my booking's lookup and the preferences page post
// to their own page; blanks and refusals come back by field or in words with what was typed, nothing typed in
// the address, and axe finds nothing on the answers.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsWithoutScripts } from './no-script-axe';

test.use({ javaScriptEnabled: false });

const PREFERENCES = '/preferences/3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';

test('given manage my booking without JavaScript, then blanks are named by field and an unknown booking is said in words, the address clean', async ({ page }) => {
  await page.goto('/booking/manage');
  const form = page.locator('form.manage-booking__lookup');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByLabel('Booking reference')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsWithoutScripts(page, 'the lookup with blanks');

  await page.getByLabel('Booking reference').fill('CVZZZZZZ');
  await page.getByLabel('E-mail address').fill('nobody.nojs@example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.locator('.manage-booking__message')).not.toBeEmpty();
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody.nojs@example.com');
  expect(decodeURIComponent(page.url())).not.toContain('nobody.nojs');
  expect(new URL(page.url()).pathname).toBe('/booking/manage');
});

test('given the preferences page without JavaScript, then a blank name is named, and corrected the page thanks', async ({ page }) => {
  await page.goto(PREFERENCES);
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsWithoutScripts(page, 'preferences with an error');
  await page.getByLabel('First name').fill('Giulia');
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByText('Thank you, your preferences have been saved.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PREFERENCES);
  expect(new URL(page.url()).search).toBe('');
});
