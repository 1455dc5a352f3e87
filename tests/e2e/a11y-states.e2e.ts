// The states a page passes through, through axe at 1440 and 375 px (issue 16 item 1): every form sent
// empty (its errors by field), the job application and cookie preferences dialogs open, and the error
// page of a page that failed to load. The pages as first loaded are in a11y-pages.e2e.ts. The booking
// journey's states are checked at both widths where those journeys already run, so none is walked twice:
// each step, step three sent empty and the thanks (booking.e2e.ts), the card step (booking.e2e.ts), the
// day full and the enquiry (booking-paths.e2e.ts), the group enquiry sent empty and sent and the
// SevenRooms dialog (booking-variants.e2e.ts), the booking modal, the sign-up popup and the mobile menu
// (focus.e2e.ts), the signed manage link and its cancel question (manage-booking.e2e.ts). Here too: step one
// with the booking API down (503s, no connection, no answer before the deadline), and the diner's Try again;
// step two's times unanswered and step three's booking unanswered (booked, its answer lost), tried again.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BLOCKER_MESSAGES, MESSAGES } from '@tavola/core/errors';
import { HTTP } from '@tavola/core/constants';
import { bookableDate, chooseTimeAndContinue, fact, fillDetails, findATable, occasionsLoaded, openBooking, popupAlreadySeen, setAdults } from './booking-steps';
import { acceptCookies, expectNoAxeViolationsAtWidths, waitForHydration } from './support';

async function open(page: Page, path: string): Promise<void> {
  await popupAlreadySeen(page);
  await page.goto(path);
  await waitForHydration(page);
  await acceptCookies(page);
}

/** Step one says the API did not answer, in `words`, says why it cannot go on, and offers to try again. */
async function expectTheApiDown(booking: Locator, words: string, timeout?: number): Promise<void> {
  await expect(booking.locator('.booking-journey__message')).toHaveText(words, { timeout });
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toHaveAccessibleDescription(BLOCKER_MESSAGES.occasionsNotLoaded);
  await expect(booking.getByText(BLOCKER_MESSAGES.noOccasionThatDay)).toHaveCount(0);
  await expect(booking.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
}

/** Sends a form as it is and waits for its errors by field. */
async function sendEmpty(form: Locator, submit: string): Promise<void> {
  await form.getByRole('button', { name: submit, exact: true }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
}

test.describe('forms sent empty, their errors shown', () => {
  test.describe.configure({ timeout: 180_000 });

  test('given the contact page, then the contact and group-booking forms with their errors', async ({ page }) => {
    await open(page, '/contact');
    await sendEmpty(page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message', exact: true }) }), 'Send message');
    await sendEmpty(page.locator('form').filter({ has: page.getByRole('button', { name: 'Send enquiry', exact: true }) }), 'Send enquiry');
    await expectNoAxeViolationsAtWidths(page, 'the contact page, both forms sent empty');
  });

  test('given the sign-up page, the offer voucher and the manage-booking lookup, then each with its errors', async ({ page }) => {
    await open(page, '/sign-up');
    await sendEmpty(page.locator('main form').filter({ has: page.getByRole('button', { name: 'Sign up', exact: true }) }), 'Sign up');
    await expectNoAxeViolationsAtWidths(page, 'the sign-up form sent empty');

    await page.goto('/offer/birthday-dolce');
    await waitForHydration(page);
    await sendEmpty(page.locator('form.voucher'), 'Send my voucher');
    await expectNoAxeViolationsAtWidths(page, 'the voucher form sent empty');

    await page.goto('/booking/manage');
    await waitForHydration(page);
    await sendEmpty(page.locator('main form'), 'Find my booking');
    await expectNoAxeViolationsAtWidths(page, 'the manage-booking lookup sent empty');
  });

  test('given the preferences with the name and mobile number cleared, then the form with its errors', async ({ page }) => {
    await open(page, '/preferences/3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01');
    const form = page.locator('main form');
    await form.getByLabel('First name').fill('');
    await form.getByLabel('Mobile number').fill('');
    await sendEmpty(form, 'Save my preferences');
    await expectNoAxeViolationsAtWidths(page, 'the preferences form with its errors');
  });

  test('given a job, then the application dialog open, and again sent empty with its error summary', async ({ page }) => {
    await open(page, '/careers/job/CVJ-1001');
    await page.getByRole('button', { name: /^Apply now/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Apply for / });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, 'the application dialog');
    await sendEmpty(dialog, 'Send my application');
    await expectNoAxeViolationsAtWidths(page, 'the application dialog sent empty');
  });
});

test.describe('dialogs and failures', () => {
  test.describe.configure({ timeout: 120_000 });

  test('given the cookie bar, then the cookie preferences dialog open from it', async ({ page }) => {
    await popupAlreadySeen(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Manage preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, 'the cookie preferences dialog');
  });

  // The journey loads on intent only (web/tiles/booking-intent.ts): openBooking reaches for the form, as a diner
  // would; a page merely opened never asks the API, so it would show neither the date nor a message.
  test("given the booking API down (503s), then the catalogue's words and Try again, which works once it is back", async ({ page }) => {
    let down = true;
    // The API answers nothing a diner can use: no error object, so the spec's default words (section 8).
    await page.route('**/api/booking/**', (route) =>
      down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await expectTheApiDown(booking, MESSAGES.defaultError);
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    // Another day is asked for, and answered the same way.
    const day = bookableDate(12);
    const asked = page.waitForRequest((request) => request.url().includes('/api/booking/occasions/') && request.url().includes(`date=${day}`));
    await booking.getByLabel('Date', { exact: true }).fill(day);
    await asked;
    await expectTheApiDown(booking, MESSAGES.defaultError);
    await expectNoAxeViolationsAtWidths(page, 'the booking API down');

    down = false;
    await booking.getByRole('button', { name: 'Try again', exact: true }).click();
    await occasionsLoaded(booking);
    await expect(booking.getByLabel('Occasion', { exact: true })).toBeFocused();
    await expect(booking.locator('.booking-journey__message')).toHaveText('');
    await expect(booking.getByRole('button', { name: 'Try again', exact: true })).toHaveCount(0);
    await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeEnabled();
  });

  test('given no connection to the booking API, then the same words and Try again', async ({ page }) => {
    await page.route('**/api/booking/**', (route) => route.abort('connectionrefused'));
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await expectTheApiDown(booking, MESSAGES.defaultError);
  });

  test('given a booking API that never answers, then at its deadline the try-again words, not an endless spinner', async ({ page }) => {
    // Held until the page closes: the browser's own deadline (HTTP.requestTimeoutMs, 30 s) ends the call.
    await page.route('**/api/booking/**', () => undefined);
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await expect(booking.getByRole('img', { name: 'Loading', exact: true })).toBeVisible();
    await expectTheApiDown(booking, MESSAGES.somethingWentWrongTryAgain, HTTP.requestTimeoutMs + 15_000);
    await expect(booking.getByRole('img', { name: 'Loading', exact: true })).toHaveCount(0);
  });

  // Booked days for this file: 26 days ahead (the other files keep to their own ranges).
  test('given step two’s times unanswered (503), then why, no "no table" claim, and Try again loads them for the party chosen', async ({ page }) => {
    let down = true;
    await page.route('**/api/booking/slots/**', (route) =>
      down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await setAdults(booking, 3);
    await findATable(booking, bookableDate(26));
    await expect(booking.locator('.booking-journey__message')).toHaveText(MESSAGES.defaultError);
    await expect(booking.getByRole('button', { name: 'Continue', exact: true })).toHaveAccessibleDescription(BLOCKER_MESSAGES.slotsNotLoaded);
    await expect(booking.getByRole('button', { name: /nearby/i })).toHaveCount(0);
    await expectNoAxeViolationsAtWidths(page, 'step two with the times unanswered');

    down = false;
    await booking.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(booking.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Continue', exact: true })).toBeFocused();
    await expect(booking.getByRole('button', { name: 'Try again', exact: true })).toHaveCount(0);
    await expect(booking.locator('.booking-journey__message')).toHaveText('');
    await expect(booking.locator('.booking-summary')).toContainText('3 people');
  });

  test('given the booking made but its answer lost, then the details kept, and Try again sends the same Idempotency-Key: one booking', async ({ page }) => {
    const keys: string[] = [];
    const references: string[] = [];
    await page.route('**/api/booking/create/**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      // The API books it; the diner's connection drops before the answer arrives.
      const made = await route.fetch();
      references.push(((await made.json()) as { bookingReference?: string }).bookingReference ?? '');
      return route.abort('connectionreset');
    });
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await occasionsLoaded(booking);
    await findATable(booking, bookableDate(26));
    await chooseTimeAndContinue(booking);
    await fillDetails(booking, 'giulia.retry@example.com');
    await booking.getByRole('button', { name: 'Book table', exact: true }).click();
    await expect(booking.locator('.booking-journey__message')).toHaveText(MESSAGES.bookingNotAnswered);
    await expect(booking.getByLabel('First name')).toHaveValue('Giulia');
    await expect(booking.getByRole('textbox', { name: 'E-mail' })).toHaveValue('giulia.retry@example.com');
    await expectNoAxeViolationsAtWidths(page, 'step three with the booking unanswered');

    await booking.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(fact(booking, 'Reference')).toHaveText(references[0] ?? 'none');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(references[0]).toMatch(/^CV/);
  });

  test('given a page whose data fails to load, then the error page', async ({ page }) => {
    await open(page, '/');
    await page.route('**/__data/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"broken"}' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /restaurants/i }).first().click();
    await expect(page.locator('#error-page-title')).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, 'the error page');
  });
});
