// Booking a table in the browser, on the real site and the real reference API (a first journey; the
// full set of issue 6 journeys follows).
import { expect, test } from '@playwright/test';
import { acceptCookies, collectErrors, waitForHydration } from './support';

test('given a diner at Oxford Circus, when they book a table step by step, then they see a booking reference', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/restaurants/london/oxford-circus/book-now');
  await waitForHydration(page);
  await acceptCookies(page);
  const booking = page.locator('#booking');
  await expect(booking.getByLabel('Restaurant')).toHaveValue('CV001');
  // A date a few days ahead of the real clock, avoiding the seeded holiday closures and short days.
  const holidays = ['12-24', '12-25', '12-26', '12-31', '01-01'];
  let ahead = 3;
  while (holidays.includes(new Date(Date.now() + ahead * 86_400_000).toISOString().slice(5, 10))) ahead += 1;
  const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  await booking.getByLabel('Date').fill(date);
  await booking.getByRole('button', { name: 'Find a table' }).click();
  const times = booking.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  await times.getByRole('radio').first().check();
  await booking.getByRole('button', { name: 'Continue' }).click();
  await booking.getByLabel('First name').fill('Giulia');
  await booking.getByLabel('Last name').fill('Rossi');
  await booking.getByRole('textbox', { name: 'E-mail' }).fill('giulia.e2e@example.com');
  await booking.getByRole('button', { name: /Book table|Send enquiry/ }).click();
  await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
  await expect(booking.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', /\.ics$/);
  expect(errors).toEqual([]);
});
