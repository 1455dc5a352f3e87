// Booking a table in the browser, on the real site and the real reference API (a first journey; the
// full set of issue 6 journeys follows).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookableDate, fillDetails, openBooking, reachForBooking, reachStepThree, setAdults } from './booking-steps';
import { TEST_CARD_APPROVED, typeCard } from './booking-card-steps';
import { acceptCookies, collectErrors, expectNoAxeViolations, expectNoAxeViolationsAtWidths, waitForHydration } from './support';

test('given a diner at Oxford Circus, when they book a table step by step, then they see a booking reference', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/restaurants/london/oxford-circus/book-now');
  await waitForHydration(page);
  await acceptCookies(page);
  const booking = page.locator('#booking');
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
  await reachForBooking(booking);
  // A date a few days ahead of the real clock, avoiding the seeded holiday closures and short days.
  const holidays = ['12-24', '12-25', '12-26', '12-31', '01-01'];
  let ahead = 3;
  while (holidays.includes(new Date(Date.now() + ahead * 86_400_000).toISOString().slice(5, 10))) ahead += 1;
  const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  await booking.getByLabel('Date', { exact: true }).fill(date);
  await booking.getByRole('button', { name: 'Find a table', exact: true }).click();
  const times = booking.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  await times.getByRole('group', { name: 'Suggested times' }).getByRole('button').first().click();
  await booking.getByRole('button', { name: 'Continue' }).click();
  await booking.getByLabel('First name').fill('Giulia');
  await booking.getByLabel('Last name').fill('Rossi');
  await booking.getByRole('textbox', { name: 'E-mail' }).fill('giulia.e2e@example.com');
  await booking.getByRole('button', { name: /Book table|Send enquiry/ }).click();
  await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
  await expect(booking.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', /\.ics$/);
  expect(errors).toEqual([]);
});

// ---- Issue 6 journeys ----

/** Presses Tab until the element matching `selector`-like check is focused (keyboard only). */
async function tabUntil(page: Page, isTarget: () => Promise<boolean>, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isTarget()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never took focus');
}

function focused(locator: Locator): () => Promise<boolean> {
  return () => locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

test('given a bad e-mail on step three, when the diner submits, then core’s message shows under the field and nothing is booked', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await reachStepThree(booking, bookableDate(3));
  await fillDetails(booking, 'giulia.e2e@not-an-address');
  let created = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/booking\/(create|events|enquiry)\//.test(request.url())) created = true;
  });
  await booking.getByRole('button', { name: /Book table|Send enquiry/ }).click();
  const email = booking.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('E-mail is not valid');
  await expect(booking.locator('.booking-field__error')).toHaveText(['E-mail is not valid']);
  await expect(booking.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toHaveCount(0);
  expect(created).toBe(false);
  expect(errors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US', hasTouch: false });

  test('given a keyboard alone, when the diner books step by step, then they see a booking reference', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/restaurants/london/oxford-circus/book-now');
    await waitForHydration(page);
    const kb = page.keyboard;
    const accept = page.getByRole('button', { name: 'Accept all' });
    await tabUntil(page, focused(accept));
    await kb.press('Enter');
    await expect(accept).toBeHidden();
    const booking = page.locator('#booking');
    await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
    const date = bookableDate(3);
    // Tabbing into the form is the diner reaching for it: the journey loads then, and keeps the focus in its first field.
    await tabUntil(page, focused(booking.getByLabel('Restaurant', { exact: true })));
    const dateInput = booking.getByLabel('Date', { exact: true });
    await tabUntil(page, focused(dateInput));
    // The field opens on today's date. Typing over it segment by segment would pass through past dates
    // (each one a request the API refuses), so the date is stepped forward with the arrow keys instead.
    const today = await dateInput.inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    if (ty === y && tm === m) {
      await kb.press('Tab'); // month -> day segment
      for (let i = td; i < d; i += 1) await kb.press('ArrowUp');
    } else {
      if (ty !== y) {
        await kb.press('Tab');
        await kb.press('Tab'); // the year segment
        await kb.press('ArrowUp');
        await kb.press('Shift+Tab');
        await kb.press('Shift+Tab'); // back to the month segment
      }
      await kb.press('ArrowUp'); // next month, same day
      await kb.press('Tab'); // the day segment
      await kb.type(String(d).padStart(2, '0'));
    }
    await expect(dateInput).toHaveValue(date);
    const find = booking.getByRole('button', { name: 'Find a table', exact: true });
    await expect(find).toBeEnabled();
    await tabUntil(page, focused(find));
    await kb.press('Enter');
    const times = booking.getByRole('group', { name: 'Time', exact: true });
    await expect(times).toBeVisible();
    const first = times.getByRole('group', { name: 'Suggested times' }).getByRole('button').first();
    await tabUntil(page, focused(first));
    await kb.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const cont = booking.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeEnabled();
    await tabUntil(page, focused(cont));
    await kb.press('Enter');
    await expect(booking.getByRole('heading', { name: 'Your details' })).toBeFocused();
    const submit = booking.getByRole('button', { name: /Book table|Send enquiry/ });
    await expect(submit).toBeEnabled();
    await tabUntil(page, focused(booking.getByLabel('First name')));
    await kb.type('Giulia');
    await kb.press('Tab');
    await expect(booking.getByLabel('Last name')).toBeFocused();
    await kb.type('Rossi');
    await kb.press('Tab');
    await expect(booking.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await kb.type('giulia.keyboard@example.com');
    await tabUntil(page, focused(submit));
    await kb.press('Enter');
    await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
    await expect(booking.getByRole('heading', { name: /Thank you|Request sent/ })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  test('given dinner, when step two shows, then 19:00 is chosen and at most six rows of times show before the diner asks for more', async ({ page }) => {
    const errors = collectErrors(page);
    const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
    await expect(booking.getByLabel('Occasion', { exact: true })).toHaveValue('dinner');
    await booking.getByLabel('Date', { exact: true }).fill(bookableDate(4));
    await booking.getByRole('button', { name: 'Find a table', exact: true }).click();
    const times = booking.getByRole('group', { name: 'Time', exact: true });
    await expect(times).toBeVisible();
    await expect(booking.locator('form[aria-busy="true"]')).toHaveCount(0);
    await expect(times.getByLabel('What time would you like?')).toHaveValue('19:00');
    await expect(times.getByRole('group', { name: 'Suggested times' }).getByRole('button', { pressed: true })).toHaveText(/^✓?\s*19:00/);

    // Rows of time buttons: their distinct offsetTop values (one offset parent, the panel, for every group).
    const rows = () => times.locator('.booking-time').evaluateAll((buttons) => new Set(buttons.map((b) => (b as HTMLElement).offsetTop)).size);
    expect(await rows()).toBeLessThanOrEqual(6);
    const more = times.getByRole('group', { name: 'Dinner', exact: true }).locator('.booking-band__more');
    await expect(more).toHaveText(/^Show all dinner times \(\d+\)$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    // Asked for, the dinner band opens in place; a late time is one tap away. (Dinner's own seatings,
    // 17:00 to 21:45, may fit six rows once opened: what counts is that more times show.)
    const shown = () => times.locator('.booking-time').count();
    const before = await shown();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await shown()).toBeGreaterThan(before);
    const late = times.getByRole('group', { name: 'Dinner', exact: true }).getByRole('button', { name: '21:00', exact: true });
    await late.click();
    await expect(late).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});

test('given each step of the journey, when axe checks the page at 1440 and 375 px, then it finds no violations', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await expect(booking.getByRole('heading', { name: 'Your table' })).toBeVisible();
  await expectNoAxeViolationsAtWidths(page, 'booking step one');
  await booking.getByLabel('Date', { exact: true }).fill(bookableDate(3));
  await booking.getByRole('button', { name: 'Find a table', exact: true }).click();
  const times = booking.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  await times.getByRole('group', { name: 'Suggested times' }).getByRole('button').first().click();
  await expect(booking.locator('form[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolationsAtWidths(page, 'booking step two');
  await booking.getByRole('button', { name: 'Continue' }).click();
  const submit = booking.getByRole('button', { name: /Book table|Send enquiry/ });
  await expect(submit).toBeEnabled();
  await expectNoAxeViolationsAtWidths(page, 'booking step three');
  // Sent empty: each required field says what is wrong.
  await submit.click();
  await expect(booking.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoAxeViolationsAtWidths(page, 'booking step three sent empty');
  await fillDetails(booking, 'giulia.axe@example.com');
  await submit.click();
  await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
  await expectNoAxeViolationsAtWidths(page, 'the booking thanks');
});

test('given 10 adults at Oxford Circus, when the diner guarantees with the test card, then the booking completes', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
  await setAdults(booking, 10);
  await reachStepThree(booking, bookableDate(4));
  const card = booking.getByRole('group', { name: 'Card guarantee' });
  await expect(card).toBeVisible();
  await expectNoAxeViolationsAtWidths(page, 'the card step');
  const submit = booking.getByRole('button', { name: /Book table|Send enquiry/ });
  await expect(submit).toBeDisabled();
  await fillDetails(booking, 'giulia.card@example.com');
  await typeCard(card, TEST_CARD_APPROVED);
  const guarantee = card.getByRole('button', { name: 'Guarantee with card' });
  await expect(guarantee).toBeEnabled();
  await guarantee.click();
  await expect(card).toBeHidden();
  await expect(booking.getByText('Your card is held as a guarantee.')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
  await expect(booking.getByText('10 people')).toBeVisible();
  expect(errors).toEqual([]);
});

test('given Cambridge with bookings disabled, when the diner opens its booking page, then they are told bookings cannot be taken', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/cambridge/cambridge/book-now');
  await expect(booking.getByText('Unfortunately we are currently unable to accept bookings at this time')).toBeVisible();
  // Nothing to choose, and nothing pretending to load: the occasion list says so, and the step cannot go on.
  await expect(booking.getByLabel('Occasion', { exact: true })).toHaveText('No occasions to book');
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeDisabled();
});

test('given Bath, which takes no online bookings, when its page is opened, then the diner is told to contact it and can still call', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/bath/bath');
  await expect(booking.locator('.booking-journey__message')).toHaveText("Sorry, we don't take bookings for this restaurant, please contact them directly.");
  await expect(booking.getByLabel('Occasion', { exact: true })).toHaveText('No occasions to book');
  await expect(booking.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
});

test('given two diners on York’s last table, when the second submits after the first booked it, then they are told the slot was just taken', async ({ browser }) => {
  const date = bookableDate(5);
  const first = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const second = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    const bookingA = await openBooking(pageA, '/restaurants/york/york/book-now');
    const bookingB = await openBooking(pageB, '/restaurants/york/york/book-now');
    await expect(bookingA.getByLabel('Restaurant', { exact: true })).toHaveValue('CV011');
    await expect(bookingB.getByLabel('Restaurant', { exact: true })).toHaveValue('CV011');
    await setAdults(bookingA, 4);
    await setAdults(bookingB, 4);
    const time = await reachStepThree(bookingA, date);
    await reachStepThree(bookingB, date, time);
    await fillDetails(bookingA, 'first.york@example.com');
    await fillDetails(bookingB, 'second.york@example.com');
    await bookingA.getByRole('button', { name: 'Book table' }).click();
    await expect(bookingA.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
    await bookingB.getByRole('button', { name: 'Book table' }).click();
    await expect(bookingB.getByRole('status')).toHaveText('Sorry, that time slot’s just been taken. Please choose another…');
    await expect(bookingB.getByRole('button', { name: 'Choose another time' })).toBeVisible();
    await expect(bookingB.getByRole('textbox', { name: 'E-mail' })).toHaveValue('second.york@example.com');
    await expect(bookingB.getByText(/CV[A-Z2-9]{6}/)).toHaveCount(0);
    await expectNoAxeViolationsAtWidths(pageB, 'the slot just taken');
  } finally {
    await first.close();
    await second.close();
  }
});
