// The booking widget's variants in the browser, on the real site and the real reference API: an event
// request (a private event), the group and events enquiry that replaces the journey, the home page's strip
// with its booking modal (desktop and phone), the restaurant finder inside step one, and a restaurant that
// books through SevenRooms. Each journey asserts what a diner sees.
//
// Dates (see booking-steps.ts): other journeys book 3 to 10 days ahead; these book 12 to 18 days ahead, look at
// times 16 days ahead without booking, and the group enquiry asks about a day 20 days ahead, so no journey
// here competes with another for a slot.
import { expect, test, type Locator } from '@playwright/test';
import { bookableDate, chooseTimeAndContinue, fact, fillDetails, occasionsLoaded, openBooking, popupAlreadySeen, reachForBooking } from './booking-steps';
import { acceptCookies, collectErrors, expectNoAxeViolations, expectNoAxeViolationsAtWidths, waitForHydration } from './support';

// ---- 1. An event request ----

test('given a private event at Oxford Circus, when the diner sends it, then the thanks screen shows an event request and its reference', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
  await occasionsLoaded(booking);
  const adults = booking.locator('output[aria-label^="Adults:"]');
  await expect(adults).toHaveText('1');

  await booking.getByLabel('Occasion', { exact: true }).selectOption({ label: 'Private event' });
  // The occasion takes 8 to 15 covers: the party jumps to its minimum and cannot go below it.
  await expect(adults).toHaveText('8');
  await expect(booking.getByText('8 to 15 people for this occasion.')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();

  const date = bookableDate(12);
  await booking.getByLabel('Date', { exact: true }).fill(date);
  await booking.getByRole('button', { name: 'Find a table', exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
  const time = await chooseTimeAndContinue(booking);
  await expect(booking.locator('.booking-summary')).toContainText(`Oxford Circus, Private event, 8 people`);
  await expect(booking.locator('.booking-summary')).toContainText(`at ${time}`);

  const submit = booking.getByRole('button', { name: 'Send event request' });
  await expect(submit).toBeEnabled();
  await expect(booking.getByRole('button', { name: /^(Book table|Send enquiry)$/ })).toHaveCount(0);
  await expect(
    booking.getByText("This goes to the restaurant's events team as an event request; they will call you to plan the menu and the room."),
  ).toBeVisible();
  // An event request is confirmed by the events team: no card is asked for, even for 8.
  await expect(booking.getByRole('group', { name: 'Card guarantee' })).toHaveCount(0);

  await fillDetails(booking, 'giulia.event@example.com');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/api\/booking\/events\/CV001$/.test(new URL(request.url()).pathname));
  await submit.click();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({
    data: { occasionId: 'private-event', adultCovers: 8, childCovers: 0, bookingTime: time, diningDateTime: `${date}T${time}:00` },
  });

  const heading = booking.getByRole('heading', { name: 'Request sent' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(fact(booking, 'Type')).toHaveText('Event request');
  await expect(fact(booking, 'Reference')).toHaveText(/^CV[A-Z2-9]{6}$/);
  await expect(fact(booking, 'When')).toContainText(`at ${time}, 8 people`);
  await expect(fact(booking, 'Where')).toHaveText('Oxford Circus');
  await expect(booking.getByText('Your event request is with the restaurant. They will contact you to plan it.')).toBeVisible();
  expect(errors).toEqual([]);
});

// ---- 2. The group and events enquiry ----

test.describe('group and events enquiry', () => {
  test('given the group enquiry, when the diner goes back to table booking, then step one returns with the restaurant kept', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await occasionsLoaded(booking);
    await booking.getByRole('button', { name: 'Send a group enquiry' }).click();
    await expect(booking.getByRole('heading', { name: 'Group and event enquiry' })).toBeFocused();
    await expect(booking.getByRole('heading', { name: 'Your table' })).toHaveCount(0);

    await booking.getByRole('button', { name: 'Back to table booking' }).click();
    await expect(booking.getByRole('heading', { name: 'Your table' })).toBeVisible();
    await expect(booking.getByText('Step 1 of 3')).toBeVisible();
    await expect(booking.getByRole('form', { name: 'Group and events enquiry' })).toHaveCount(0);
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
    await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('given times were loaded and the diner went back to step one, when they open the group enquiry and go back, then step one returns', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await occasionsLoaded(booking);
    await booking.getByLabel('Date', { exact: true }).fill(bookableDate(16));
    await booking.getByRole('button', { name: 'Find a table', exact: true }).click();
    await expect(booking.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
    await booking.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(booking.getByRole('heading', { name: 'Your table' })).toBeVisible();
    await booking.getByRole('button', { name: 'Send a group enquiry' }).click();
    await expect(booking.getByRole('heading', { name: 'Group and event enquiry' })).toBeFocused();
    await booking.getByRole('button', { name: 'Back to table booking' }).click();
    await expect(booking.getByRole('form', { name: 'Group and events enquiry' })).toHaveCount(0);
    await expect(booking.locator('.booking-journey__heading')).toHaveText(['Your table']);
    await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('given the group enquiry at Oxford Circus, when sent empty then filled for 30, then each field shows its error and then the thanks has the reference the server gave', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await occasionsLoaded(booking);
    await booking.getByRole('button', { name: 'Send a group enquiry' }).click();

    const region = booking.getByRole('region', { name: 'Group and event enquiry' });
    await expect(region.getByRole('heading', { name: 'Group and event enquiry' })).toBeFocused();
    await expect(booking.getByRole('heading', { name: 'Your table' })).toHaveCount(0);
    const form = region.getByRole('form', { name: 'Group and events enquiry' });
    await expect(form).toBeVisible();
    // The restaurant was chosen, so it is fixed, not asked for.
    await expect(form.locator('.tile-form__fixed')).toHaveText('Restaurant: Oxford Circus, London');
    await expect(form.getByLabel('Restaurant', { exact: true })).toHaveCount(0);

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/__forms/group-booking') posts += 1;
    });

    // Empty: every required field says what is wrong, under itself; the first one takes the focus.
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const expected: Array<[string, string]> = [
      ['Name', 'Name is required'],
      ['E-mail address', 'E-mail is required'],
      ['Phone number', 'Phone number is required'],
      ['Number of guests', 'Number of guests is required'],
      ['Date', 'Date is required'],
      ['Time', 'Time is required'],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(message);
    }
    await expect(form.locator('.field__error')).toHaveText(expected.map(([, message]) => message));
    const about = form.getByLabel(/Tell us about your event/);
    await expect(about).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    expect(posts).toBe(0);
    await expectNoAxeViolationsAtWidths(page, 'the group enquiry sent empty');

    // Filled for 30 guests: sent once, and the server's reference is what the diner is shown.
    const date = bookableDate(20);
    await form.getByLabel('Name', { exact: true }).fill('Giulia Rossi');
    await form.getByLabel('E-mail address').fill('giulia.group@example.com');
    await form.getByLabel('Phone number').fill('020 7946 0999');
    await form.getByLabel('Number of guests').fill('30');
    await form.getByLabel('Date', { exact: true }).fill(date);
    await form.getByLabel('Time', { exact: true }).fill('19:30');
    await about.fill('A retirement dinner for 30, with a set menu.');
    await expect(form.locator('.field__error')).toHaveCount(0);

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/__forms/group-booking');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      storeId: 'CV001',
      name: 'Giulia Rossi',
      email: 'giulia.group@example.com',
      phoneNumber: '020 7946 0999',
      date,
      time: '19:30',
      covers: 30,
      message: 'A retirement dinner for 30, with a set menu.',
    });
    // The site relays the API's answer: the reference exists only once the API has stored the enquiry.
    const body = (await response.json()) as { reference?: unknown; message?: unknown };
    expect(body.reference).toMatch(/^GB-[A-Z0-9]{6,}$/);
    const reference = String(body.reference);

    const thanks = region.getByRole('status').filter({ hasText: 'Thank you, we have your enquiry.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText(`Your reference is ${reference}.`);
    await expect(thanks.getByText(reference, { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expectNoAxeViolationsAtWidths(page, 'the group enquiry sent');
    expect(posts).toBe(1);
    expect(errors).toEqual([]);
  });
});

// ---- 3. The home page's strip and its booking modal ----

test.describe('the home page strip at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('given the strip, when a table is looked for, then the booking modal opens, closes back to step one and books to a reference', async ({ page }) => {
    const errors = collectErrors(page);
    const band = await openBooking(page, '/');
    const strip = band.locator('.booking-journey--strip');
    await expect(strip.getByRole('heading', { name: 'Your table' })).toBeVisible();
    // The strip shows step one only: no progress line, no later step.
    await expect(strip.getByText(/Step \d of 3/)).toHaveCount(0);
    await expect(strip.getByLabel('Restaurant', { exact: true })).toHaveValue('');
    await expect(strip.getByLabel('Occasion', { exact: true })).toBeDisabled();

    await strip.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Leeds Briggate' });
    await occasionsLoaded(strip);
    const date = bookableDate(14);
    await strip.getByLabel('Date', { exact: true }).fill(date);
    const find = strip.getByRole('button', { name: 'Find a table', exact: true });
    await find.click();

    const dialog = page.getByRole('dialog', { name: 'Book a table at Leeds Briggate' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/\bmodal--booking\b/);
    // It opens on the step's heading, not on Back.
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
    await expect(dialog.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await expect(band.locator('form[aria-busy="true"]')).toHaveCount(0);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(800);
    expect(box!.height).toBeLessThanOrEqual(890);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    await expectNoAxeViolations(page);

    // The close button: back to step one, the choices kept, the focus back on the button that opened it.
    await dialog.getByRole('button', { name: 'Close booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(strip.getByRole('heading', { name: 'Your table' })).toBeVisible();
    await expect(strip.getByLabel('Restaurant', { exact: true })).toHaveValue('CV010');
    await expect(strip.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(find).toBeFocused();

    // Escape closes it too.
    await find.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(strip.getByLabel('Restaurant', { exact: true })).toHaveValue('CV010');
    await expect(find).toBeFocused();

    // Open again and book inside the dialog.
    await find.click();
    await expect(dialog).toBeVisible();
    const time = await chooseTimeAndContinue(dialog);
    await fillDetails(dialog, 'giulia.strip@example.com');
    await dialog.getByRole('button', { name: /^(Book table|Send enquiry)$/ }).click();
    await expect(dialog.getByRole('heading', { name: /^(Thank you|Request sent)$/ })).toBeFocused();
    await expect(fact(dialog, 'Reference')).toHaveText(/^CV[A-Z2-9]{6}$/);
    await expect(fact(dialog, 'When')).toContainText(`at ${time}, 1 person`);
    await expect(fact(dialog, 'Where')).toHaveText('Leeds Briggate');

    // Closed after booking: a fresh journey at step one (the restaurant kept), focus on the strip's heading.
    await dialog.getByRole('button', { name: 'Close booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(strip.getByRole('heading', { name: 'Your table' })).toBeFocused();
    await expect(strip.getByLabel('Restaurant', { exact: true })).toHaveValue('CV010');
    await expect(band.getByText(/CV[A-Z2-9]{6}/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the home page strip on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('given the strip, when a table is looked for, then the booking modal fits the screen without a sideways scroll', async ({ page }) => {
    const errors = collectErrors(page);
    const band = await openBooking(page, '/');
    const strip = band.locator('.booking-journey--strip');
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);

    await strip.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Leeds Briggate' });
    await occasionsLoaded(strip);
    await strip.getByLabel('Date', { exact: true }).fill(bookableDate(14));
    await strip.getByRole('button', { name: 'Find a table', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Book a table at Leeds Briggate' });
    await expect(dialog.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    // Nothing inside the dialog is wider than the dialog (it would scroll sideways inside it).
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);

    await expect(band.locator('form[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await chooseTimeAndContinue(dialog);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Close booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(strip.getByLabel('Restaurant', { exact: true })).toHaveValue('CV010');
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});

// ---- 4. The finder in step one ----

/** The finder's list: each restaurant's name and distance, in the order shown. */
async function listed(list: Locator): Promise<Array<{ title: string; miles: number }>> {
  const buttons = list.getByRole('button');
  const count = await buttons.count();
  const rows: Array<{ title: string; miles: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    const title = (await button.locator('.booking-alternative__title').textContent()) ?? '';
    const distance = (await button.locator('.booking-alternative__distance').textContent()) ?? '';
    // core's formatMilesAway: tenths under 10 miles ('0.8 miles', '1 mile'), whole miles beyond, 'under 0.1 miles' for next door.
    const match = /^(under )?(\d+(?:\.\d)?) miles? away$/.exec(distance.trim());
    expect(match, `distance of ${title}: "${distance}"`).not.toBeNull();
    rows.push({ title: title.trim(), miles: match![1] ? 0 : Number(match![2]) });
  }
  return rows;
}

function expectNearestFirst(rows: Array<{ miles: number }>): void {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(10);
  for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.miles).toBeGreaterThanOrEqual(rows[i - 1]!.miles);
  for (const row of rows) expect(row.miles).toBeLessThanOrEqual(100);
}

async function openFinder(booking: Locator): Promise<Locator> {
  await booking.getByText('Which is nearest? Search by postcode or town').click();
  const finder = booking.getByRole('search', { name: 'Search by postcode, town or your location' });
  await expect(finder).toBeVisible();
  return finder;
}

test.describe('the restaurant finder', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('given a town typed, when Enter is pressed, then the nearest restaurants are listed and one tap chooses one', async ({ page }) => {
    const errors = collectErrors(page);
    const booking = await openBooking(page, '/restaurants/book-now');
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('');
    await expect(booking.getByLabel('Occasion', { exact: true })).toBeDisabled();
    // A day ahead, not today: today's lunch is no longer offered once its last seating has passed.
    await booking.getByLabel('Date', { exact: true }).fill(bookableDate(13));
    const finder = await openFinder(booking);
    await finder.getByLabel('Postcode or town').fill('Leeds');
    await finder.getByLabel('Postcode or town').press('Enter');

    const list = finder.getByRole('list', { name: 'Nearest first' });
    await expect(list).toBeVisible();
    // Enter searched; it did not submit step one.
    await expect(booking.getByRole('heading', { name: 'Your table' })).toBeVisible();
    const rows = await listed(list);
    expectNearestFirst(rows);
    expect(rows[0]!.title).toBe('Leeds Briggate');
    expect(rows[0]!.miles).toBeLessThan(1);
    expect(rows.map((row) => row.title)).toEqual(expect.arrayContaining(['York Stonegate', 'Sheffield Leopold Square']));
    expect(rows.map((row) => row.title)).not.toContain('Oxford Circus');
    await expect(finder.getByRole('status')).toHaveText('');
    await expectNoAxeViolations(page);

    const first = list.getByRole('button').first();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await first.click();
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV010');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await occasionsLoaded(booking);
    await expect(booking.getByLabel('Occasion', { exact: true }).locator('option')).toContainText(['Dinner', 'Lunch']);
    await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('given a place that does not exist, when searched, then the diner is told it was not found and nothing is listed', async ({ page }) => {
    const errors = collectErrors(page);
    const booking = await openBooking(page, '/restaurants/book-now');
    const finder = await openFinder(booking);
    await finder.getByLabel('Postcode or town').fill('Qwertyton');
    await finder.getByRole('button', { name: 'Search' }).click();
    await expect(finder.getByRole('status')).toHaveText('We could not find Qwertyton. Try a postcode or a town name.');
    await expect(finder.getByRole('list', { name: 'Nearest first' })).toHaveCount(0);
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('');
    expect(errors).toEqual([]);
  });
});

test.describe('the finder with the diner’s position', () => {
  test.use({ viewport: { width: 1440, height: 900 }, geolocation: { latitude: 53.8, longitude: -1.55 }, permissions: ['geolocation'] });

  test('given location shared from Leeds, when "Use my location" is pressed, then Leeds Briggate is nearest', async ({ page }) => {
    const errors = collectErrors(page);
    const booking = await openBooking(page, '/restaurants/book-now');
    const finder = await openFinder(booking);
    await finder.getByRole('button', { name: 'Use my location' }).click();
    const list = finder.getByRole('list', { name: 'Nearest first' });
    await expect(list).toBeVisible();
    const rows = await listed(list);
    expectNearestFirst(rows);
    expect(rows[0]!.title).toBe('Leeds Briggate');
    expect(rows[0]!.miles).toBeLessThan(1);
    await list.getByRole('button', { name: /Leeds Briggate/ }).click();
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV010');
    await occasionsLoaded(booking);
    expect(errors).toEqual([]);
  });
});

test.describe('the finder with location refused', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('given location services refused, when "Use my location" is pressed, then the diner is asked to enable them', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    // Headless Chromium answers a permission prompt it cannot show with a refusal, but a headed one would
    // wait for the diner. So the permission is set to 'denied' outright, for this context only, through the
    // DevTools protocol (Playwright can grant a permission but not refuse one): the same answer either way.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: new URL(baseURL!).origin,
      browserContextId: targetInfo.browserContextId,
    });
    const booking = await openBooking(page, '/restaurants/book-now');
    expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe('denied');
    const finder = await openFinder(booking);
    await finder.getByRole('button', { name: 'Use my location' }).click();
    await expect(finder.getByRole('status')).toHaveText('To search for restaurants near you, please enable location services.');
    await expect(finder.getByRole('list', { name: 'Nearest first' })).toHaveCount(0);
    await expect(finder.getByRole('button', { name: 'Use my location' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

// ---- 5. SevenRooms ----

const SEVEN_ROOMS_STUB = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SevenRooms (test stub)</title></head>
<body><p>SevenRooms test stub</p></body></html>`;

test('given Edinburgh, which books through SevenRooms, when the diner opens it, then its booking page is framed and the CSP allows it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const framed: string[] = [];
  await page.route('https://www.sevenrooms.com/**', async (route) => {
    framed.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: SEVEN_ROOMS_STUB });
  });
  await popupAlreadySeen(page);
  const response = await page.goto('/restaurants/edinburgh/edinburgh-george-street/book-now');
  expect(response).not.toBeNull();
  const csp = (await response!.headerValue('content-security-policy')) ?? '';
  const frameSrc = csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  expect(frameSrc, csp).toBeDefined();
  expect(frameSrc!.slice(1)).toContain('https://www.sevenrooms.com');
  await waitForHydration(page);
  await acceptCookies(page);

  const booking = page.locator('#booking');
  await reachForBooking(booking);
  await expect(booking.getByText('Edinburgh George Street takes bookings through SevenRooms, our reservations partner.')).toBeVisible();
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV013');
  await expect(booking.getByLabel('Occasion', { exact: true })).toHaveCount(0);
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toHaveCount(0);
  expect(framed).toEqual([]);

  await booking.getByRole('button', { name: 'Book with SevenRooms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book at Edinburgh George Street' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'SevenRooms booking for Edinburgh George Street');
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src.startsWith('https://www.sevenrooms.com/reservations/casaventuraedinburgh')).toBe(true);
  const link = dialog.getByRole('link', { name: 'Open the SevenRooms booking page in a new tab' });
  await expect(link).toHaveAttribute('href', src);
  await expect(link).toHaveAttribute('target', '_blank');
  // The frame really loads (the CSP lets it), from the stub: nothing leaves the machine.
  await expect(page.frameLocator('.seven-rooms__frame').getByText('SevenRooms test stub')).toBeVisible();
  expect(framed).toHaveLength(1);
  expect(framed[0]!.startsWith('https://www.sevenrooms.com/reservations/casaventuraedinburgh')).toBe(true);
  await expectNoAxeViolationsAtWidths(page, 'the SevenRooms dialog');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(booking.getByRole('button', { name: 'Book with SevenRooms' })).toBeFocused();
  expect(errors).toEqual([]);
});

// ---- 6. The restaurant page's own booking band ----

test('given a restaurant page, when Book Now is pressed, then the page scrolls to its booking journey with the restaurant chosen, and a table is booked there', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/bristol/bristol');
  await occasionsLoaded(booking);
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV017');
  await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
  await expect(booking.getByRole('heading', { name: 'Your table' })).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/restaurants/bristol/bristol');
  await booking.getByLabel('Date', { exact: true }).fill(bookableDate(18));
  await booking.getByRole('button', { name: 'Find a table', exact: true }).click();
  await chooseTimeAndContinue(booking);
  await fillDetails(booking, 'giulia.bristol.e2e@example.com');
  await booking.getByRole('button', { name: 'Book table' }).click();
  await expect(fact(booking, 'Reference')).toHaveText(/^CV[A-Z2-9]{6}$/);
  await expect(fact(booking, 'Where')).toHaveText('Bristol Corn Street');
  expect(errors).toEqual([]);
});
