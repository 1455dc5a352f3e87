// The links in a diner's inbox, followed in Chromium as the diner would (issue 14, items 4 and 6), read from
// the run's SMTP sink (mail-sink.ts): a voucher asked for by a new address sends only a confirmation first;
// its link confirms the address with one button, then the voucher e-mail (marketing) arrives with its
// List-Unsubscribe headers (RFC 8058) and a visible unsubscribe link, which unsubscribes in one step.
import { expect, test } from '@playwright/test';
import { inbox, linkIn, mailTo } from './mail-sink';
import { acceptCookies, collectErrors, collectFailedResponses, expectNoAxeViolations, waitForHydration } from './support';

test('given a voucher asked for by a new address, when the diner confirms it and later unsubscribes from the e-mail, then each is one step', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const failed = collectFailedResponses(page);
  const address = `dora.inbox.${Date.now()}@example.com`;
  await page.goto('/offer/birthday-dolce');
  await waitForHydration(page);
  await acceptCookies(page);
  await page.locator('#voucher-email').fill(address);
  await page.locator('#voucher-terms').check();
  await page.getByRole('button', { name: 'Send my voucher' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // Only the confirmation comes first; its link, opened, changes nothing until the button is pressed.
  const confirmation = await inbox(address, /^Please confirm your e-mail address/);
  expect(await mailTo(address)).toHaveLength(1);
  const confirm = linkIn(confirmation, '/confirm-email');
  expect(confirm.origin).toBe(new URL(page.url()).origin);
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');

  // Then the voucher: a marketing e-mail with one-click unsubscribe headers and a visible link.
  const voucher = await inbox(address, /^Your .+ voucher: /);
  // The header lines as sent (mailparser folds List-* headers into one object).
  const header = (key: string) => voucher.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ') ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = linkIn(voucher, '/unsubscribe');
  expect(header('list-unsubscribe')).toContain(`<${unsubscribe.href}>`);
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'the unsubscribe page');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
