// The card step with Braintree's Hosted Fields in the built site, in Chromium: a second site started here with
// a sandbox BRAINTREE_TOKENIZATION_KEY (the suite's own site has none). Braintree's hosts are answered by the
// test itself, so nothing leaves the machine: its GraphQL host is refused, so the SDK falls back to the client
// API host, which answers a configuration, and each field's frame is a stub page. What this checks is ours:
// braintree-web's chunks are fetched only when the card step shows, its frames mount in the four boxes under
// the site's labels, the page calls only the hosts the CSP allows (and the CSP refuses none), and the
// suite's site, without a key, never fetches braintree-web.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bookableDate, fillDetails, openBooking, reachStepThree, setAdults } from './booking-steps';
import { expectNoAxeViolations } from './support';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100) + 2;
const SITE = `http://127.0.0.1:${PORT}`;
const MERCHANT = '348pk9cgf3bgyw2b';
const KEY = `sandbox_g42y39zw_${MERCHANT}`;
const LABELS = ['Name on card', 'Card number', 'Expiry date (MM/YY)', 'Security code (CVC)'];
/** braintree-web's two chunks (the site's own entry is assets/client-*.mjs, not under chunks/). */
const BRAINTREE_CHUNK = /\/assets\/chunks\/(client|hosted-fields)-[A-Z0-9]+\.mjs$/;

const DATA_DIR = path.join(os.tmpdir(), `tavola-e2e-braintree-${process.pid}`);
let site: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = spawn(process.execPath, ['dist/server/site.cjs'], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR,
      PUBLIC_BASE_URL: SITE,
      BRAINTREE_TOKENIZATION_KEY: KEY,
    },
  });
  const started = Date.now();
  for (;;) {
    const up = await fetch(`${SITE}/robots.txt`).then((answer) => answer.ok, () => false);
    if (up) break;
    if (Date.now() - started > 100_000) throw new Error(`the site with a Braintree key did not start on ${SITE}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (site !== null && site.exitCode === null) {
    const exited = once(site, 'exit');
    site.kill();
    await exited;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

/** Answers Braintree's hosts here (and refuses any other host off the machine), recording what was asked. */
async function answerBraintree(page: Page): Promise<{ outside: string[]; violations: string[]; chunks: string[] }> {
  const seen = { outside: [] as string[], violations: [] as string[], chunks: [] as string[] };
  page.on('request', (request) => {
    if (BRAINTREE_CHUNK.test(request.url())) seen.chunks.push(request.url());
  });
  await page.exposeFunction('reportCspViolation', (line: string) => void seen.violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = new URL(route.request().url());
      seen.outside.push(`${url.origin}${url.pathname}`);
      if (url.pathname === `/merchants/${MERCHANT}/client_api/v1/configuration`) {
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            environment: 'sandbox',
            clientApiUrl: `https://api.sandbox.braintreegateway.com:443/merchants/${MERCHANT}/client_api`,
            assetsUrl: 'https://assets.braintreegateway.com',
            merchantId: MERCHANT,
            graphQL: { url: 'https://payments.sandbox.braintree-api.com/graphql', features: ['tokenize_credit_cards'] },
            challenges: ['cvv'],
            creditCards: { supportedCardTypes: ['Visa', 'MasterCard'] },
            threeDSecureEnabled: false,
            paypalEnabled: false,
          }),
        });
        return;
      }
      if (url.pathname.endsWith('/hosted-fields-frame.min.html')) {
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Card field</title><label>Card field <input></label></html>' });
        return;
      }
      await route.abort();
    },
  );
  return seen;
}

test('given a site with a Braintree tokenization key, when a table needs a card, then Braintree’s frames mount under the site’s labels and only the CSP’s hosts are called', async ({ page }) => {
  const seen = await answerBraintree(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, `${SITE}/restaurants/london/oxford-circus/book-now`);
  await setAdults(booking, 10);
  expect(seen.chunks).toEqual([]);
  await reachStepThree(booking, bookableDate(7));
  await fillDetails(booking, 'giulia.hosted@example.com');
  const card = booking.getByRole('group', { name: 'Card guarantee' });
  await expect(card).toBeVisible();
  for (const label of LABELS) {
    const frame = card.getByRole('group', { name: label }).locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', label);
    await expect(frame).toHaveAttribute('src', /^https:\/\/assets\.braintreegateway\.com\/web\/3\.144\.0\/html\/hosted-fields-frame\.min\.html#/);
  }
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByText(/Test payment gateway|4111/)).toHaveCount(0);
  expect(seen.chunks.map((url) => url.replace(/-[A-Z0-9]+\.mjs$/, ''))).toEqual(expect.arrayContaining([`${SITE}/assets/chunks/client`, `${SITE}/assets/chunks/hosted-fields`]));
  await expectNoAxeViolations(page);
  // The key's configuration from its client API host once GraphQL was refused, the SDK's events to PayPal's
  // logger, the fields' frames: nothing else off the site, all within the CSP, which refused nothing.
  const configuration = `https://api.sandbox.braintreegateway.com/merchants/${MERCHANT}/client_api/v1/configuration`;
  const frames = 'https://assets.braintreegateway.com/web/3.144.0/html/hosted-fields-frame.min.html';
  const allowed = new Set([configuration, frames, 'https://payments.sandbox.braintree-api.com/graphql', 'https://www.paypal.com/xoplatform/logger/api/logger']);
  expect(seen.outside.filter((url) => !allowed.has(url))).toEqual([]);
  expect(seen.outside).toEqual(expect.arrayContaining([configuration, frames]));
  expect(seen.violations).toEqual([]);
});

test('given the suite’s site, without a key, when a table needs a card, then its own card form and braintree-web never fetched', async ({ page }) => {
  const seen = await answerBraintree(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await setAdults(booking, 10);
  await reachStepThree(booking, bookableDate(8));
  const card = booking.getByRole('group', { name: 'Card guarantee' });
  await expect(card.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(card.locator('iframe')).toHaveCount(0);
  expect(seen.chunks).toEqual([]);
  expect(seen.outside).toEqual([]);
});
