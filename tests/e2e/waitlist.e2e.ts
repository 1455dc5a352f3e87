// The waitlist (issue 14, item 2) in Chromium on the built site. York (four covers a slot, no enquiries) has
// every dinner time on a day filled through the API first, so for a party of two the day is full and nothing
// can be requested: step one's calendar says so, "Notify me" takes the diner's details with the restaurant,
// date, party and a window prefilled, the API takes the entry, and the panel says what happens next. At the York kiosk a walk-in finds the same form, and the idle reset clears what
// they typed in it. The claim page's states for a link that is not ours.
//
// A table freed by a cancellation from the manage page reaches the waiting diner by e-mail (the run's SMTP
// sink, mail-sink.ts): its link opens the claim page, and one tap books the table.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiHeaders, bookableDate, fillDinnerSlot, fillYorkDinner, longDate, openBooking, postDinnerBooking, REFERENCE, setAdults } from './booking-steps';
import { inbox, linkIn } from './mail-sink';
import { collectErrors, collectFailedResponses, expectNoAxeViolationsAtWidths, waitForHydration } from './support';

/** The e2e site's kiosk idle time (playwright.config.ts), in ms. */
const IDLE_MS = 10_000;

/** A date no other browser test books York on. */
const FULL_DATE = bookableDate(17);
/** Another such date, for the table freed and claimed: after FULL_DATE, so its waitlist never meets this one's. */
const CLAIM_DATE = bookableDate(Math.round((Date.parse(FULL_DATE) - Date.now()) / 86_400_000) + 3);


// Filling York's dinner is about twenty bookings through the API before the journey starts: on a busy CI
// machine that, the journey and two axe runs outlast the suite's 45 s per test.
const FILLING_AND_JOURNEY_MS = 120_000;

/** Step one at York for two on the full date: the calendar says the day is full, and "Notify me" is offered. */
async function fullDayAtYork(booking: Locator, date: string = FULL_DATE): Promise<void> {
  await setAdults(booking, 2);
  const dateInput = booking.getByLabel('Date', { exact: true });
  await dateInput.fill(date);
  await expect(dateInput).toHaveValue(date);
  await expect(booking.getByText(`No tables at York Stonegate for 2 people on ${longDate(date)}.`)).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeDisabled();
}

test('given a day full for the party at York, when the diner asks to be notified, then they join and are told what happens next', async ({ page, request }) => {
  test.setTimeout(FILLING_AND_JOURNEY_MS);
  await fillYorkDinner(request, FULL_DATE);
  const errors = collectErrors(page);
  const failed = collectFailedResponses(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/york/york/book-now');
  const date = FULL_DATE;
  await fullDayAtYork(booking, date);

  await booking.getByRole('button', { name: 'Notify me', exact: true }).click();
  const form = booking.getByRole('group', { name: 'Notify me if a table comes free' });
  await expect(form).toContainText(`York Stonegate, 2 people, ${longDate(date)}.`);
  await expect(form.getByLabel('Earliest time')).toHaveValue(/^\d{2}:\d{2}$/);
  // Sent empty: each field says what it needs, nothing leaves the browser.
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription('E-mail is required');
  await expectNoAxeViolationsAtWidths(page, 'the Notify me form sent empty');

  await form.getByLabel('Earliest time').selectOption('18:00');
  await form.getByLabel('Latest time').selectOption('21:00');
  await form.getByLabel('First name').fill('Giulia');
  await form.getByLabel('Last name').fill('Rossi');
  await form.getByLabel('E-mail', { exact: true }).fill('giulia.waitlist@example.com');
  await form.getByLabel('Phone (optional)').fill('07700 900123');
  // The party's needs, asked here so the claim stays one tap (the step-three disclosure).
  await form.getByText('Anything we should know?').click();
  await form.getByRole('checkbox', { name: 'Peanuts' }).check();
  await form.getByRole('checkbox', { name: /E-mail me about this table/ }).check();
  await expectNoAxeViolationsAtWidths(page, 'the Notify me form');
  const joined = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/booking/waitlist' && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Notify me' }).click();
  const answer = await joined;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON().needs).toEqual({ allergens: ['peanuts'], diets: [], access: [], highChair: false, pram: false });

  const done = booking.getByRole('status', { name: 'You are on the waitlist' });
  await expect(done).toContainText('You are on the waitlist. If a table comes free we will e-mail you a link that holds it for you.');
  await expect(done).toContainText('If a table for your party comes free between 18:00 and 21:00, we will e-mail giulia.waitlist@example.com straight away.');
  await expect(done).toContainText('holds the table for you for 15 minutes');
  await expect(done).toContainText('the table goes to the next person waiting');
  await expectNoAxeViolationsAtWidths(page, 'joined the waitlist');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test('given a walk-in at the York kiosk, when the day is full, then Notify me is there; left alone, the reset clears what they typed', async ({ page, request }) => {
  test.setTimeout(FILLING_AND_JOURNEY_MS);
  await fillYorkDinner(request, FULL_DATE);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kiosk/CV011');
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Ventura York Stonegate' })).toBeVisible();
  await page.getByRole('button', { name: /^Book a table/ }).click();
  const booking = page.locator('.kiosk-booking');
  const date = FULL_DATE;
  await fullDayAtYork(booking, date);
  await booking.getByRole('button', { name: 'Notify me', exact: true }).click();
  const form = booking.getByRole('group', { name: 'Notify me if a table comes free' });
  await form.getByLabel('First name').fill('Walk');
  await form.getByLabel('E-mail', { exact: true }).fill('walk.in@example.com');

  // Nobody touches the screen: the warning, then home.
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible({ timeout: IDLE_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Ventura York Stonegate' })).toBeVisible({ timeout: IDLE_MS });
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0);

  // The next walk-in, the same full day: the form again, empty.
  await page.getByRole('button', { name: /^Book a table/ }).click();
  const fresh = page.locator('.kiosk-booking');
  await fullDayAtYork(fresh, date);
  await fresh.getByRole('button', { name: 'Notify me', exact: true }).click();
  const again = fresh.getByRole('group', { name: 'Notify me if a table comes free' });
  await expect(again.getByLabel('First name')).toHaveValue('');
  await expect(again.getByLabel('E-mail', { exact: true })).toHaveValue('');
  expect(errors).toEqual([]);
});

async function openClaim(page: Page, token: string) {
  const answer = await page.goto(`/booking/waitlist/claim?token=${encodeURIComponent(token)}`);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
}

test('given a hold link that is not ours, then the claim page says so, offers another table and no button', async ({ page }) => {
  await openClaim(page, `w1.999999.${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await expect(page.locator('main').getByRole('status')).toContainText('This link to a held table is not valid.');
  await expect(page.getByRole('link', { name: 'Look for another table' })).toHaveAttribute('href', '/restaurants/book-now');
  await expect(page.getByRole('button', { name: 'Book this table' })).toHaveCount(0);
  await expectNoAxeViolationsAtWidths(page, 'a claim link that is not ours');
});

test('given a diner waiting for 19:00 at York, when a table there is cancelled, then the e-mailed link holds it and one tap books it', async ({ page, request }) => {
  test.setTimeout(FILLING_AND_JOURNEY_MS);
  const headers = await apiHeaders(request, 'waitlist-claim');
  const where = { storeId: 'CV011', date: CLAIM_DATE, time: '19:00' };
  // Another diner's table for two at 19:00, then the rest of the slot filled: nothing left for two.
  const booked = await postDinnerBooking(request, headers, where, 2, 'cancelling.diner@example.com');
  expect(booked.status(), await booked.text()).toBe(200);
  const { manageUrl } = (await booked.json()) as { manageUrl: string };
  await fillDinnerSlot(request, headers, where, [4, 2, 1], 'filler.claim@example.com');

  const waiting = `waiting.${Date.now()}@example.com`;
  const joined = await request.post('/api/booking/waitlist', {
    headers,
    data: {
      storeId: 'CV011', occasionId: 'dinner', date: CLAIM_DATE, timeFrom: '19:00', timeTo: '19:00', adults: 2, children: 0,
      firstName: 'Chiara', lastName: 'Neri', email: waiting, phoneNumber: '07700 900789', shouldReceiveSms: false, consent: true,
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // The other diner cancels from their manage link.
  await page.goto(new URL(manageUrl).pathname);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');

  // The waiting diner's e-mail: the table is held, with a link on the site's address.
  const held = await inbox(waiting, /^A table is free/);
  const link = linkIn(held, '/booking/waitlist/claim').href;
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  const errors = collectErrors(page);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A table is free for you');
  await expect(page.locator('main')).toContainText('York Stonegate');
  await expect(page.locator('main')).toContainText('19:00');
  await expectNoAxeViolationsAtWidths(page, 'a table held for the waiting diner');
  await page.getByRole('button', { name: 'Book this table' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your table is booked');
  await expect(page.locator('main')).toContainText(new RegExp(REFERENCE.source.slice(1, -1)));
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
  // The same link again: already used.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('button', { name: 'Book this table' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
