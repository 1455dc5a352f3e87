// Manage my booking in the browser (issue 14, items 1 and 5), on the real built site and reference API: book
// a table with two of the party's needs ticked, open the manage link from the thanks screen, the same as the
// confirmation e-mail's (the needs shown),
// change the party, then cancel after the confirmation step; the lookup finds the cancelled booking's page in
// words.
import { expect, test } from '@playwright/test';
import { bookableDate, fillDetails, openBooking, reachStepThree } from './booking-steps';
import { inbox } from './mail-sink';
import { collectErrors, expectNoAxeViolationsAtWidths, waitForHydration } from './support';

test('given a table booked, when the diner opens the manage link from the thanks screen, then they change the party and cancel', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  // This file's own day, apart from the other booking tests' (see bookableDate).
  await reachStepThree(booking, bookableDate(24));
  await fillDetails(booking, 'manage.e2e@example.com');
  // The party's needs (issue 14, item 5): the disclosure opened by keyboard, one need ticked by keyboard,
  // one by tapping its words.
  const needs = booking.locator('details.booking-needs');
  await expect(needs).not.toHaveAttribute('open', '');
  await needs.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(needs).toHaveAttribute('open', '');
  await needs.getByRole('group', { name: 'Allergies' }).getByRole('checkbox', { name: 'Peanuts' }).focus();
  await page.keyboard.press('Space');
  await needs.getByText('High chair', { exact: true }).click();
  await expect(needs.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  await expect(needs.getByRole('checkbox', { name: 'High chair' })).toBeChecked();
  await expectNoAxeViolationsAtWidths(page, 'booking step three with the needs open');
  await booking.getByRole('button', { name: 'Book table' }).click();

  const manage = booking.getByRole('link', { name: 'Manage your booking' });
  await expect(manage).toBeVisible();
  const href = (await manage.getAttribute('href')) ?? '';
  // An absolute address on the site's PUBLIC_BASE_URL.
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/booking\/manage\/m1\.CV[A-Z2-9]{6}\.\d{8}\.[A-Za-z0-9_-]{43}$/);
  // The confirmation e-mail carries the same link (the run's SMTP sink, mail-sink.ts).
  const confirmation = await inbox('manage.e2e@example.com', /^Your table is booked/);
  expect(confirmation.text).toContain(href);
  await manage.click();
  await waitForHydration(page);
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking');
  const facts = page.locator('.manage-booking__facts');
  await expect(facts).toContainText('1 person');
  await expect(facts).toContainText('Oxford Circus');
  await expect(facts.locator('.manage-booking__needs li')).toHaveText(['Allergies: Peanuts', 'High chair']);
  await expectNoAxeViolationsAtWidths(page, 'manage booking by its signed link');

  // A party of four: the times for four are asked again, the one booked still offered.
  await page.getByLabel('Party size').selectOption('4');
  await expect(page.getByText('Times with a table for your party.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.manage-booking__message')).toHaveText('Your booking is changed. We have e-mailed you the new details.');
  await expect(facts).toContainText('4 people');
  await expect(facts.locator('.manage-booking__needs li')).toHaveText(['Allergies: Peanuts', 'High chair']);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Cancelling asks first.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const question = page.getByRole('heading', { level: 3 });
  await expect(question).toContainText('Cancel your table for 4 people at');
  await expect(question).toBeFocused();
  await expectNoAxeViolationsAtWidths(page, 'manage booking, asked to confirm the cancellation');
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');
  await expect(page.locator('.manage-booking__message')).toHaveText('Your booking is cancelled. We have e-mailed you to confirm.');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  // The spent link, opened again, says so in words.
  await page.goto(href);
  await expect(page.getByRole('alert')).toHaveText('This booking has been cancelled, so it can no longer be changed.');
  expect(errors).toEqual([]);
});
