// Two more booking journeys in the browser, on the real site and the real reference API: an enquiry for a
// slot that is full (so it can only be requested), and a party with no table at York finding one nearby.
// Each journey uses its own date, later than any date booking.e2e.ts books, so the tests stay independent
// on the database a run shares.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { REFERENCE, apiHeaders, bookableDate, fillDetails, fillDinnerSlot, findATable, longDate, openBooking, setAdults, thanksFacts, timeButton } from './booking-steps';
import { collectErrors, collectFailedResponses, expectNoAxeViolations, expectNoAxeViolationsAtWidths } from './support';

/**
 * Books dinner tables at `time` until no more covers fit (8 at a time, then smaller parties for what is
 * left), whatever was booked there before; then checks the slot is offered as an enquiry even for one.
 */
async function fillSlot(request: APIRequestContext, storeId: string, date: string, time: string): Promise<void> {
  const headers = await apiHeaders(request, 'filler');
  await fillDinnerSlot(request, headers, { storeId, date, time }, [8, 4, 2, 1], 'filler.e2e@example.com');
  // The slot is now an enquiry even for one guest.
  const slots = await request.get(`/api/booking/slots/${storeId}`, {
    headers,
    params: { occasionId: 'dinner', adults: '1', children: '0', dates: date, areaId: 'null' },
  });
  expect(slots.status()).toBe(200);
  const body = (await slots.json()) as { dates: Array<{ times: Array<{ time: string; canEnquire: boolean }> }> };
  expect(body.dates[0]?.times).toContainEqual({ time, canEnquire: true });
}

test('given 19:00 full at Oxford Circus, when a diner picks it and sends an enquiry, then they see "Request sent" with a reference and type Enquiry', async ({
  page,
  request,
}) => {
  const date = bookableDate(9);
  await fillSlot(request, 'CV001', date, '19:00');

  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV001');
  await setAdults(booking, 2);
  await findATable(booking, date);

  const times = booking.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  // Only the full slot carries the badge; the others are tables. Dinner starts on it, the nearest to 19:00.
  const suggested = times.getByRole('group', { name: 'Suggested times' });
  const full = suggested.getByRole('button', { name: '19:00 Enquiry' });
  await expect(full.locator('.booking-time__badge')).toHaveText('Enquiry');
  await expect(suggested.locator('.booking-time__badge')).toHaveCount(1);
  await expect(suggested.getByRole('button', { name: '18:45', exact: true })).not.toContainText('Enquiry');
  await expect(full).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolationsAtWidths(page, 'step two with a slot that can only be requested');
  await booking.getByRole('button', { name: 'Continue' }).click();
  await expect(booking.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(booking.getByText(`Oxford Circus, Dinner, 2 people, ${longDate(date)} at 19:00`)).toBeVisible();

  const submit = booking.getByRole('button', { name: 'Send enquiry' });
  await expect(submit).toBeEnabled();
  await expect(booking.getByRole('button', { name: 'Book table' })).toHaveCount(0);
  await fillDetails(booking, 'giulia.enquiry@example.com');
  const sent = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/booking\/(create|enquiry)\//.test(response.url()));
  await submit.click();
  const answer = await sent;
  expect(new URL(answer.url()).pathname).toBe('/api/booking/enquiry/CV001');
  expect(answer.status()).toBe(200);

  const heading = booking.getByRole('heading', { name: 'Request sent' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(booking.locator('.booking-thanks__reference')).toHaveText(REFERENCE);
  await expectNoAxeViolationsAtWidths(page, 'the enquiry sent');
  const facts = await thanksFacts(booking);
  expect(facts).toEqual({
    Reference: expect.stringMatching(REFERENCE),
    Type: 'Enquiry',
    When: `${longDate(date)} at 19:00, 2 people`,
    Where: 'Oxford Circus',
  });
  await expect(booking.getByText('Your enquiry is with the restaurant. They will contact you to confirm; nothing is booked until they do.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'booking_complete')))
    .toEqual([{ event: 'booking_complete', storeId: 'CV001', bookingType: 'enquiry', covers: 2 }]);
  expect(errors).toEqual([]);
});

test('given five at York with no table, when the diner asks for 18:30 nearby and taps Leeds Briggate, then they book it there', async ({ page }) => {
  const date = bookableDate(10);
  const errors = collectErrors(page);
  const failed = collectFailedResponses(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/york/york/book-now');
  await expect(booking.getByLabel('Restaurant', { exact: true })).toHaveValue('CV011');
  await setAdults(booking, 5);
  const dateInput = booking.getByLabel('Date', { exact: true });
  await dateInput.fill(date);
  await expect(dateInput).toHaveValue(date);

  // York seats four a slot: step one's calendar says the day is full for five, "Find a table" stays off,
  // and the no-availability block offers the nearest tables there and then, before any slots are asked for.
  await expect(booking.locator(`.booking-calendar__day[data-date="${date}"]`)).toHaveAttribute('data-status', 'full');
  await expect(booking.locator('.booking-calendar__status')).toContainText('Fully booked for your party on this day.');
  await expect(booking.getByText(`No tables at York Stonegate for 5 people on ${longDate(date)}.`)).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Find a table', exact: true })).toBeDisabled();
  await expect(booking.getByRole('group', { name: 'Time', exact: true })).toHaveCount(0);
  await expect(booking.locator('form[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolationsAtWidths(page, 'step one, the day full for the party');

  const dataLayerEvents = (name: string) =>
    page.evaluate((event) => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === event), name);
  await expect
    .poll(() => dataLayerEvents('booking_unavailable'))
    .toEqual([{ event: 'booking_unavailable', storeId: 'CV011', occasionId: 'dinner', date, covers: 5 }]);

  const wanted = booking.getByLabel('Time you would like');
  await wanted.selectOption('18:30');
  await expect(wanted).toHaveValue('18:30');
  await booking.getByRole('button', { name: 'Find a table nearby' }).click();

  const nearby = booking.getByRole('list', { name: 'Restaurants nearby with a table' });
  await expect(nearby).toBeVisible();
  await expect(booking.locator('.booking-alternatives[aria-busy="true"]')).toHaveCount(0);
  const options = nearby.getByRole('listitem');
  // The nearest restaurant with 18:30 free comes first, with its distance; York itself is never offered.
  await expect(options.first()).toContainText(/^Leeds Briggate at 18:30\d+ miles away$/);
  await expect(nearby).not.toContainText('York');
  for (const text of await options.allTextContents()) expect(text).toMatch(/ at \d{2}:\d{2}(under )?\d+(\.\d)? miles? away$/);
  await expectNoAxeViolations(page);

  await nearby.getByRole('button', { name: /^Leeds Briggate at 18:30/ }).click();

  // Step two at Leeds Briggate for the same party and date, with 18:30 checked and the panel's message gone.
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
  await expect(booking.getByText(`Leeds Briggate, Dinner, 5 people, ${longDate(date)}`, { exact: true })).toBeVisible();
  await expect(await timeButton(booking, '18:30')).toHaveAttribute('aria-pressed', 'true');
  await expect(booking.getByRole('status')).toHaveText('');
  await expect(nearby).toHaveCount(0);

  await booking.getByRole('button', { name: 'Continue' }).click();
  await expect(booking.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(booking.getByText(`Leeds Briggate, Dinner, 5 people, ${longDate(date)} at 18:30`)).toBeVisible();
  await fillDetails(booking, 'giulia.nearby@example.com');
  const submit = booking.getByRole('button', { name: 'Book table' });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(booking.getByRole('heading', { name: 'Thank you' })).toBeFocused();
  await expect(booking.locator('.booking-thanks__reference')).toHaveText(REFERENCE);
  expect(await thanksFacts(booking)).toEqual({
    Reference: expect.stringMatching(REFERENCE),
    Type: 'Table booking',
    When: `${longDate(date)} at 18:30, 5 people`,
    Where: 'Leeds Briggate',
  });
  await expect.poll(() => dataLayerEvents('booking_complete')).toEqual([{ event: 'booking_complete', storeId: 'CV010', bookingType: 'booking', covers: 5 }]);
  // York's slots were never asked for: the calendar said the day was full first, so nothing failed.
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
