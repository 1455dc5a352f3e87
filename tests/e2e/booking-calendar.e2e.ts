// The availability calendar of step one, as a diner uses it on the real site and API: brunch at Covent
// Garden booked on a Saturday picked in the calendar, a Tuesday refused there for brunch with the reason,
// and 25 December closed at Oxford Circus. Days picked here are 21 to 34 days ahead (other files book
// nearer days), on the real clock.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseTimeAndContinue, fillDetails, isClosedBySeed, openBooking, REFERENCE, thanksFacts } from './booking-steps';
import { collectErrors, expectNoAxeViolationsAtWidths } from './support';

const DAY_MS = 86_400_000;

/** `date` ('YYYY-MM-DD') moved by `days`. */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * 'YYYY-MM-DD' `ahead` days from now, moved on to the first `weekday` (0 Sunday … 6 Saturday), and on by
 * a week while that day, or the day `alsoOpen` days after it, is one the seed closes (Boxing Day, say).
 */
function next(weekday: number, ahead: number, alsoOpen = 0): string {
  let at = new Date(Date.now() + ahead * DAY_MS);
  while (at.getUTCDay() !== weekday) at = new Date(at.getTime() + DAY_MS);
  let day = at.toISOString().slice(0, 10);
  while (isClosedBySeed(day) || isClosedBySeed(plusDays(day, alsoOpen))) day = plusDays(day, 7);
  return day;
}

/** 'Saturday 19 December 2026', as the calendar names a day. */
function fullDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(',', '');
}

function monthTitle(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The calendar turned to `date`'s month with the Next button, and its day: the button a diner presses. */
async function calendarDay(booking: Locator, date: string): Promise<Locator> {
  const title = monthTitle(date);
  const shown = booking.locator('.booking-calendar__title');
  await expect(shown).toBeVisible();
  for (let turn = 0; turn < 4 && (await shown.textContent()) !== title; turn += 1) {
    const before = await shown.textContent();
    await booking.getByRole('button', { name: 'Next month' }).click();
    await expect(shown).not.toHaveText(before ?? '');
  }
  await expect(booking.getByRole('grid', { name: title })).toBeVisible();
  return booking.getByRole('grid', { name: title }).getByRole('button', { name: new RegExp(`^${fullDate(date)}`) });
}

async function chooseOccasion(booking: Locator, name: string): Promise<void> {
  await expect(booking.getByLabel('Occasion', { exact: true })).toBeEnabled();
  await booking.getByLabel('Occasion', { exact: true }).selectOption({ label: name });
}

async function coventGarden(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/covent-garden/book-now');
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV002');
  return booking;
}

test('given bottomless brunch at Covent Garden, when the diner picks a Saturday in the calendar, then brunch times from 11:30 are offered and the table is booked', async ({ page }) => {
  const errors = collectErrors(page);
  const booking = await coventGarden(page);
  const saturday = next(6, 21);
  const day = await calendarDay(booking, saturday);
  await day.click();
  await expect(booking.getByLabel('Date', { exact: true })).toHaveValue(saturday);
  await chooseOccasion(booking, 'Bottomless Brunch');
  await expect(day).toHaveAttribute('data-status', 'available');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(booking.getByRole('status').filter({ hasText: `${fullDate(saturday)}: Tables available.` })).toBeVisible();
  await booking.getByRole('button', { name: 'Find a table', exact: true }).click();

  const times = booking.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  const offered = await times.locator('.booking-time__time').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.every((time) => time >= '11:30' && time <= '15:00')).toBe(true);
  await chooseTimeAndContinue(booking, '11:30');
  await fillDetails(booking, 'brunch.e2e@example.com');
  await booking.getByRole('button', { name: /Book table/ }).click();
  await expect(booking.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const facts = await thanksFacts(booking);
  expect(facts.Reference).toMatch(REFERENCE);
  expect(facts.When).toContain('11:30');
  expect(errors).toEqual([]);
});

test('given brunch chosen, when the diner picks a Tuesday in the calendar, then the day is marked not served, says so, and "Find a table" stays off', async ({ page }) => {
  const booking = await coventGarden(page);
  // The Tuesday after the Saturday: three presses of the right arrow from it.
  const saturday = next(6, 28, 3);
  await (await calendarDay(booking, saturday)).click();
  await chooseOccasion(booking, 'Bottomless Brunch');
  const tuesday = plusDays(saturday, 3);
  const day = await calendarDay(booking, tuesday);
  await expect(day).toHaveAttribute('data-status', 'closed');
  await expect(day).toHaveAccessibleName(`${fullDate(tuesday)}: This occasion is not served on this day.`);
  // Keyboard: the focused day moves with the arrows and Enter chooses it.
  await (await calendarDay(booking, saturday)).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(day).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(booking.getByLabel('Date', { exact: true })).toHaveValue(tuesday);
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeDisabled();
  await expect(booking.getByText('This occasion is not served on this day.').first()).toBeVisible();
  await expectNoAxeViolationsAtWidths(page, 'a day the occasion is not served');
});

test('given Oxford Circus, when the diner picks 25 December, then the calendar says the restaurant is closed and the journey cannot go on', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  const now = new Date();
  const christmas = `${now.getUTCFullYear()}-12-25`;
  const daysAway = (Date.parse(`${christmas}T00:00:00Z`) - Date.now()) / DAY_MS;
  // The booking window reaches 90 days: from late September to Christmas Day itself, 25 December is in it.
  test.skip(daysAway < 0 || daysAway > 89, `25 December is not within the booking window on ${now.toISOString().slice(0, 10)}`);
  const day = await calendarDay(booking, christmas);
  await expect(day).toHaveAttribute('data-status', 'closed');
  await day.click();
  await expect(booking.getByLabel('Date', { exact: true })).toHaveValue(christmas);
  await expect(booking.getByRole('status').filter({ hasText: `${fullDate(christmas)}: The restaurant is closed on this day.` })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeDisabled();
  // Nothing was asked of step two.
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolationsAtWidths(page, 'a day the restaurant is closed');
});
