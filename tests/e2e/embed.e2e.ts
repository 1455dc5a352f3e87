// The embeddable booking widget on a partner's page (issue 11, items 3 and 4): a page served from a second
// origin (127.0.0.2) under a strict CSP that names only the site, with the snippet in each mode; a booking
// made in each, and the host page told with tavola:booking-confirmed; a hostile stylesheet that leaves the
// widget's look unchanged; an origin not in EMBED_ALLOWED_ORIGINS refused inside the widget with no page
// error; axe on the widget's steps. The partner pages are served by a small server this file starts.
import * as http from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@tavola/core/errors';
import { bookableDate, fact, fillDetails, reachStepThree, REFERENCE } from './booking-steps';
import { collectErrors, expectNoAxeViolations } from './support';
import { EMBED_HOST, EMBED_HOST_PORT, EMBED_REFUSED_PORT, SITE } from './embed-origins';

/**
 * The host page's policy, the least the widget needs: the site's script, its calls and its stylesheet;
 * 'self' only for the partner's own stylesheet (the hostile one). No images, no frames, no 'unsafe-inline',
 * no 'unsafe-eval'.
 */
const HOST_CSP = `default-src 'none'; script-src ${SITE}; connect-src ${SITE}; style-src 'self' ${SITE}; base-uri 'none'; form-action 'none'`;

const HOSTILE_CSS = '* { font: 30px serif !important; color: red !important } button, input { all: unset; background: lime }';
/** The partner's own layout, on both pages compared: the element is the page's to place. */
const HOST_CSS = 'tavola-booking.placed { position: absolute; top: 240px; left: 16px; width: 960px }';

const PAGES: Record<string, string> = {
  '/inline': '<tavola-booking restaurant="CV001" party="2"></tavola-booking>',
  '/plain': '<tavola-booking class="placed" restaurant="CV001"></tavola-booking>',
  '/hostile': '<tavola-booking class="placed" restaurant="CV001"></tavola-booking>',
  '/popup':
    '<p><a href="' + SITE + '/restaurants/london/oxford-circus/book-now" data-tavola-booking="CV001">Book a table at Oxford Circus</a></p><tavola-booking restaurant="CV001" party="2" mode="popup"></tavola-booking>',
  '/floating': '<tavola-booking restaurant="CV001" party="2" mode="floating" theme="accent:#1f4f8b"></tavola-booking>',
  '/unknown': '<tavola-booking restaurant="CV999"></tavola-booking>',
};

function hostPage(path: string): string | null {
  const body = PAGES[path];
  if (body === undefined) return null;
  const hostile = path === '/hostile' || path === '/plain' ? `<link rel="stylesheet" href="/host.css">${path === '/hostile' ? '<link rel="stylesheet" href="/hostile.css">' : ''}` : '';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Trattoria partner page</title>${hostile}</head><body><main><h1>Our partner restaurant</h1>${body}</main><script src="${SITE}/embed.js" async></script></body></html>`;
}

function startHost(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/hostile.css' || path === '/host.css') {
      res.writeHead(200, { 'Content-Type': 'text/css' }).end(path === '/host.css' ? HOST_CSS : HOSTILE_CSS);
      return;
    }
    const html = hostPage(path);
    if (html === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': HOST_CSP, 'Cache-Control': 'no-store' }).end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, EMBED_HOST, () => resolve(server));
  });
}

let servers: http.Server[] = [];

test.beforeAll(async () => {
  servers = await Promise.all([startHost(EMBED_HOST_PORT), startHost(EMBED_REFUSED_PORT)]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const allowed = (path: string) => `http://${EMBED_HOST}:${EMBED_HOST_PORT}${path}`;

/** The host page records the widget's events as they reach its document. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { tavolaEvents: typeof seen }).tavolaEvents = seen;
    for (const type of ['tavola:booking-confirmed', 'tavola:step', 'tavola:close']) {
      document.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}

function events(page: Page): Promise<Array<{ type: string; detail: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { tavolaEvents: Array<{ type: string; detail: Record<string, unknown> }> }).tavolaEvents);
}

/**
 * axe on the widget. axe-core itself sets style attributes while it measures colours, which the host's CSP
 * refuses (a console error "Applying inline style violates..."): what the console says during axe's own run
 * is not the widget's and is left out of the page's errors.
 */
async function axeWithin(page: Page, errors: string[]): Promise<void> {
  const before = errors.length;
  await expectNoAxeViolations(page);
  errors.splice(before);
}

/** A partner page (on the allowed origin) with its console errors collected and the widget's events recorded. */
async function openPartnerPage(page: Page, path: string): Promise<{ errors: string[]; widget: Locator }> {
  const errors = collectErrors(page);
  await recordEvents(page);
  await page.goto(allowed(path));
  return { errors, widget: page.locator('tavola-booking') };
}

/** The journey is in: the restaurant preselected and its occasions loaded. */
async function journeyReady(widget: Locator): Promise<void> {
  await expect(widget.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001', { timeout: 20_000 });
  await expect(widget.getByLabel('Occasion', { exact: true })).toBeEnabled();
}

/** Step one to the thanks screen; answers the reference shown. */
async function book(page: Page, widget: Locator, ahead: number, errors: string[]): Promise<string> {
  await reachStepThree(widget, bookableDate(ahead));
  await axeWithin(page, errors);
  await fillDetails(widget, 'widget.e2e@example.com');
  await widget.getByRole('button', { name: /Book table|Send enquiry/ }).click();
  const reference = fact(widget, 'Reference');
  await expect(reference).toHaveText(REFERENCE, { timeout: 20_000 });
  return (await reference.textContent()) ?? '';
}

async function expectConfirmed(page: Page, reference: string): Promise<void> {
  const seen = await events(page);
  const confirmed = seen.filter((event) => event.type === 'tavola:booking-confirmed');
  expect(confirmed).toHaveLength(1);
  expect(confirmed[0]?.detail).toMatchObject({ reference, type: 'booking', restaurant: 'CV001', covers: 2 });
  expect(confirmed[0]?.detail.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(confirmed[0]?.detail.time).toMatch(/^\d{2}:\d{2}$/);
  expect(seen.filter((event) => event.type === 'tavola:step').map((event) => event.detail.step)).toEqual(expect.arrayContaining([1, 2, 3, 'thanks']));
}

test.describe('the booking widget on a partner page under a strict CSP', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('inline: a diner books a table in place, the host page hears tavola:booking-confirmed with the reference, and axe finds nothing', async ({ page }) => {
    const { errors, widget } = await openPartnerPage(page, '/inline');
    await journeyReady(widget);
    await axeWithin(page, errors);
    const reference = await book(page, widget, 40, errors);
    await axeWithin(page, errors);
    await expectConfirmed(page, reference);
    expect(errors).toEqual([]);
  });

  test('popup: a link naming the restaurant opens the widget in a dialog; the booking is made there and closing it tells the page', async ({ page }) => {
    const { errors, widget } = await openPartnerPage(page, '/popup');
    await expect(widget.getByRole('dialog')).toBeHidden();
    // The script is async: a click before it has run follows the link's own address (the no-script
    // fallback), as it should. Click once the element is defined and connected, as a diner on a loaded page.
    await page.waitForFunction(() => customElements.get('tavola-booking') !== undefined && document.querySelector('tavola-booking')?.shadowRoot != null, undefined, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Book a table at Oxford Circus' }).click();
    await expect(page).toHaveURL(allowed('/popup')); // the link's own address is only the fallback without script
    const dialog = widget.getByRole('dialog', { name: 'Book a table' });
    await expect(dialog).toBeVisible();
    await journeyReady(dialog);
    const reference = await book(page, dialog, 42, errors);
    await expectConfirmed(page, reference);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on what opened the dialog.
    await expect(page.getByRole('link', { name: 'Book a table at Oxford Circus' })).toBeFocused();
    // A <dialog>'s close event is queued as a task after it closes: the page hears tavola:close a moment later.
    await expect.poll(async () => (await events(page)).filter((event) => event.type === 'tavola:close').length).toBe(1);
    expect(errors).toEqual([]);
  });

  test('floating: a corner button opens the widget; the booking is made there', async ({ page }) => {
    const { errors, widget } = await openPartnerPage(page, '/floating');
    const open = widget.getByRole('button', { name: 'Book a table' });
    await expect(open).toBeVisible();
    const box = await open.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 40); // bottom right
    expect(box && box.y + box.height).toBeGreaterThan(900 - 40);
    await open.click();
    const dialog = widget.getByRole('dialog', { name: 'Book a table' });
    await journeyReady(dialog);
    const reference = await book(page, dialog, 44, errors);
    await expectConfirmed(page, reference);
    expect(errors).toEqual([]);
  });

  test('a hostile stylesheet (restyling *, button and input with !important) leaves the widget looking the same', async ({ page, browser }) => {
    const shot = async (target: Page, path: string) => {
      await target.goto(allowed(path));
      const widget = target.locator('tavola-booking');
      await journeyReady(widget);
      // The month's availability has arrived (its marks are part of the picture).
      await expect(widget.locator('.booking-calendar')).toHaveAttribute('aria-busy', 'false');
      await expect(widget.locator('.booking-calendar__status')).not.toBeEmpty();
      await target.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      return widget.screenshot({ animations: 'disabled', caret: 'hide' });
    };
    const plain = await shot(page, '/plain');
    const hostilePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(hostilePage);
    const hostile = await shot(hostilePage, '/hostile');
    // The hostile rules did reach the host page itself.
    await expect(hostilePage.getByRole('heading', { name: 'Our partner restaurant' })).toHaveCSS('color', 'rgb(255, 0, 0)');
    await hostilePage.close();
    const difference = await compareImages(page, plain, hostile);
    expect(difference.sameSize).toBe(true);
    // A little anti-aliasing aside, the same pixels.
    expect(difference.differentPixels / difference.pixels).toBeLessThan(0.005);
    expect(errors).toEqual([]);
  });

  test('an unknown restaurant id says so inside the widget and still lets the diner choose one', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(allowed('/unknown'));
    const widget = page.locator('tavola-booking');
    await expect(widget.getByRole('alert')).toContainText('could not find the restaurant “CV999”', { timeout: 20_000 });
    await expect(widget.getByLabel('Restaurant', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the API down as the widget loads, then for the booking calls: each said in words with Try again, which works once the API is back', async ({ page }) => {
  test.setTimeout(120_000);
  // No connection (aborted, as an API that is down looks from another origin: no answer to read).
  let contentDown = true;
  let bookingDown = true;
  await page.route('**/api/v1/content/search-restaurants/**', (route) => (contentDown ? route.abort('connectionrefused') : route.fallback()));
  await page.route('**/api/booking/**', (route) => (bookingDown ? route.abort('connectionrefused') : route.fallback()));
  const { errors, widget } = await openPartnerPage(page, '/inline');
  await expect(widget.getByRole('alert')).toContainText('Online booking is not available on this page right now', { timeout: 20_000 });
  await axeWithin(page, errors);

  contentDown = false;
  await widget.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(widget.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001', { timeout: 20_000 });
  await expect(widget.locator('.booking-journey__message')).toHaveText(MESSAGES.defaultError);
  await axeWithin(page, errors);

  bookingDown = false;
  await widget.getByRole('button', { name: 'Try again', exact: true }).click();
  await journeyReady(widget);
  await expect(widget.locator('.booking-journey__message')).toHaveText('');
  // What the console says of the refused calls is the browser's, not the widget's: no page error, no warning thrown.
  expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(error))).toEqual([]);
});

test('an origin not in EMBED_ALLOWED_ORIGINS gets a clear message inside the widget and no page error', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`http://${EMBED_HOST}:${EMBED_REFUSED_PORT}/inline`);
  const widget = page.locator('tavola-booking');
  await expect(widget.getByRole('alert')).toContainText('Online booking is not available on this', { timeout: 20_000 });
  await expect(widget.getByLabel('Restaurant', { exact: true })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

/** Compares two PNG screenshots pixel by pixel in a blank page's canvas (no image library needed). */
async function compareImages(page: Page, a: Buffer, b: Buffer): Promise<{ sameSize: boolean; pixels: number; differentPixels: number }> {
  await page.goto('about:blank');
  return page.evaluate(
    async ([first, second]) => {
      const load = (data: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = `data:image/png;base64,${data}`;
        });
      const [x, y] = await Promise.all([load(first), load(second)]);
      const pixelsOf = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const sameSize = x.naturalWidth === y.naturalWidth && x.naturalHeight === y.naturalHeight;
      if (!sameSize) return { sameSize, pixels: 1, differentPixels: 1 };
      const p = pixelsOf(x);
      const q = pixelsOf(y);
      let differentPixels = 0;
      for (let i = 0; i < p.length; i += 4) {
        const delta = Math.abs((p[i] ?? 0) - (q[i] ?? 0)) + Math.abs((p[i + 1] ?? 0) - (q[i + 1] ?? 0)) + Math.abs((p[i + 2] ?? 0) - (q[i + 2] ?? 0));
        if (delta > 24) differentPixels += 1;
      }
      return { sameSize, pixels: p.length / 4, differentPixels };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
