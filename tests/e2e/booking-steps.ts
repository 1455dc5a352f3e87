// The booking journey's steps as a diner takes them, shared by the booking browser tests: a date the seed
// keeps open, opening a booking page, the party, step one to step three, the details, the thanks screen's
// facts. One copy, so a change to the journey's labels is made once.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TIME_BAND_NAMES, timeBandOf } from '@tavola/core/booking';
import { acceptCookies, waitForHydration } from './support';

export const REFERENCE = /^CV[A-Z2-9]{6}$/;

/** Month-days the seed closes (or shortens) at the restaurants these tests use: the festive days. */
const CLOSED_EVERY_YEAR = ['12-24', '12-25', '12-26', '12-31', '01-01'];
/** Days the seed closes one restaurant for refurbishment. */
const CLOSED_DATES = ['2026-12-08' /* Leeds Briggate */, '2027-02-02' /* Oxford Circus */];

/**
 * A date `ahead` days from the real clock, or the next one the seed does not close. Each test file books
 * its own range of days (booking.e2e.ts 3 to 8, booking-paths 9 and 10, booking-variants 12 to 20), so
 * the files stay independent on the database a run shares.
 */
export function bookableDate(ahead: number): string {
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  while (isClosedBySeed(at(ahead))) ahead += 1;
  return at(ahead);
}

/** The seed closes (or shortens) `date` ('YYYY-MM-DD') at one of the restaurants these tests use. */
export function isClosedBySeed(date: string): boolean {
  return CLOSED_EVERY_YEAR.includes(date.slice(5)) || CLOSED_DATES.includes(date);
}

/** How the booking panel writes a date ('Wednesday 2 December'). */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/**
 * The site-wide popup opens 20 s after a page loads, once per browser; marked as seen, it never covers a
 * journey that happens to run that long (its own behaviour is tested in layout.e2e.ts).
 */
export async function popupAlreadySeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('cv_popup_seen', 'popup-sign-up-2026');
    } catch {
      // storage unavailable: the popup's own rules apply
    }
  });
}

/**
 * The diner reaches for the booking form (focuses its first field, as a tap or a Tab would): the journey's code
 * loads on this intent only (web/tiles/booking-intent.ts), and the live first step takes the focus.
 */
export async function reachForBooking(booking: Locator): Promise<void> {
  await booking.getByLabel('Restaurant', { exact: true }).first().focus();
}

/** Opens a page with a booking section, hydrated, cookies accepted (analytics granted), the form reached for: its #booking. */
export async function openBooking(page: Page, path: string): Promise<Locator> {
  await popupAlreadySeen(page);
  await page.goto(path);
  await waitForHydration(page);
  await acceptCookies(page);
  await expect(page.locator('html')).toHaveAttribute('data-analytics-consent', 'granted');
  const booking = page.locator('#booking');
  await reachForBooking(booking);
  return booking;
}

/** The live journey has replaced the server's first step: the occasions of the chosen restaurant are in. */
export async function occasionsLoaded(booking: Locator): Promise<void> {
  await expect(booking.getByLabel('Occasion', { exact: true })).toBeEnabled();
}

/** Sets the party with the stepper, once the occasion's limits have loaded. */
export async function setAdults(booking: Locator, adults: number): Promise<void> {
  await occasionsLoaded(booking);
  const value = booking.locator('output[aria-label^="Adults:"]');
  await expect(async () => {
    const current = Number(await value.textContent());
    if (current !== adults) {
      await booking.getByRole('button', { name: current < adults ? 'More adults' : 'Fewer adults' }).click({ timeout: 2_000 });
    }
    await expect(value).toHaveText(String(adults), { timeout: 200 });
  }).toPass({ timeout: 15_000, intervals: [100] });
}

/** Step one's date and "Find a table": step two is open. */
export async function findATable(booking: Locator, date: string): Promise<void> {
  const dateInput = booking.getByLabel('Date', { exact: true });
  await dateInput.fill(date);
  await expect(dateInput).toHaveValue(date);
  const find = booking.getByRole('button', { name: 'Find a table', exact: true });
  await expect(find).toBeEnabled();
  await find.click();
  await expect(booking.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
}

/**
 * Step two's button for `time` ('HH:MM'), as a diner reaches it: a suggestion when it is one, else in its
 * service band, opened first when the band is folded.
 */
export async function timeButton(scope: Locator, time: string): Promise<Locator> {
  const times = scope.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  const named = new RegExp(`^${time}( Enquiry)?$`);
  const suggested = times.getByRole('group', { name: 'Suggested times' }).getByRole('button', { name: named });
  if ((await suggested.count()) > 0) return suggested;
  const band = times.getByRole('group', { name: TIME_BAND_NAMES[timeBandOf(time) ?? 'dinner'], exact: true });
  const button = band.getByRole('button', { name: named });
  if ((await button.count()) === 0) await band.getByRole('button', { name: /^Show all / }).click();
  return button;
}

/** The time chosen in step two ('HH:MM'): the one preselected until the diner picks another. */
export async function chosenTime(scope: Locator): Promise<string> {
  const pressed = scope.getByRole('group', { name: 'Time', exact: true }).getByRole('button', { pressed: true }).first();
  return (await pressed.locator('.booking-time__time').textContent()) ?? '';
}

/** Step two with the given time chosen (else the one preselected), then step three. Returns the time. */
export async function chooseTimeAndContinue(scope: Locator, time?: string): Promise<string> {
  await expect(scope.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
  if (time !== undefined) {
    const button = await timeButton(scope, time);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  const chosen = await chosenTime(scope);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByRole('heading', { name: 'Your details' })).toBeVisible();
  return chosen;
}

/** Step one with a date, then step two with the given (or preselected) time chosen. Returns the time. */
export async function reachStepThree(booking: Locator, date: string, time?: string): Promise<string> {
  await findATable(booking, date);
  return chooseTimeAndContinue(booking, time);
}

export async function fillDetails(scope: Locator, email = 'giulia.e2e@example.com'): Promise<void> {
  await scope.getByLabel('First name').fill('Giulia');
  await scope.getByLabel('Last name').fill('Rossi');
  await scope.getByRole('textbox', { name: 'E-mail' }).fill(email);
}

/** The value of a <dt>/<dd> pair in the thanks screen's facts. */
export function fact(scope: Locator, term: string): Locator {
  return scope.locator('.booking-thanks__facts dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** The thanks screen's facts (Reference, Type, When, Where) as a record. */
export async function thanksFacts(scope: Locator): Promise<Record<string, string>> {
  const facts = scope.locator('.booking-thanks__facts');
  const terms = await facts.locator('dt').allTextContents();
  const details = await facts.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, details[i] ?? '']));
}

const BRAND_KEY = 'casa-ventura';

/** The reference API through the site's /api proxy, as the browser calls it: token, brand key, a session id naming `who`. */
export async function apiHeaders(request: APIRequestContext, who: string): Promise<Record<string, string>> {
  const answer = await request.post('/api/token', { headers: { brandKey: BRAND_KEY }, data: { clearCache: false } });
  expect(answer.status()).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}`, brandKey: BRAND_KEY, sessionId: `e2e-${who}-${randomUUID()}` };
}

/** One dinner booking through the API's create call, as a diner named `email` would make it. */
export function postDinnerBooking(
  request: APIRequestContext,
  headers: Record<string, string>,
  where: { storeId: string; date: string; time: string },
  covers: number,
  email: string,
) {
  const { storeId, date, time } = where;
  return request.post(`/api/booking/create/${storeId}`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      data: {
        occasionId: 'dinner',
        adultCovers: covers,
        childCovers: 0,
        diningDateTime: `${date}T${time}:00`,
        bookingTime: time,
        menuId: null,
        areaId: null,
        customer: { firstName: 'Filler', lastName: 'Party', email, phoneNumber: '', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
        braintreeCustomerId: null,
      },
    },
  });
}

/**
 * Books dinner tables at `time` through the API until no more covers fit: parties of each size in `parties`
 * (largest first) until the API answers "slot taken" (status 9), whatever was booked there before.
 */
export async function fillDinnerSlot(
  request: APIRequestContext,
  headers: Record<string, string>,
  where: { storeId: string; date: string; time: string },
  parties: readonly number[],
  email: string,
): Promise<void> {
  for (const covers of parties) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await postDinnerBooking(request, headers, where, covers, email);
      if (answer.status() === 409) {
        // No room for this party size any more: the API's "slot taken" (status 9), nothing else.
        expect(((await answer.json()) as { bookingStatus: number }).bookingStatus).toBe(9);
        break;
      }
      expect(answer.status(), await answer.text()).toBe(200);
      expect(((await answer.json()) as { bookingReference: string }).bookingReference).toMatch(REFERENCE);
    }
  }
}

/** Books every dinner time at York on `date` until no cover is left (whatever was booked before); then none is offered even for one. */
export async function fillYorkDinner(request: APIRequestContext, date: string): Promise<void> {
  const headers = await apiHeaders(request, 'waitlist');
  const offered = async () => {
    const slots = await request.get('/api/booking/slots/CV011', { headers, params: { occasionId: 'dinner', adults: '1', children: '0', dates: date, areaId: 'null' } });
    if (slots.status() === 409) return [];
    expect(slots.status(), await slots.text()).toBe(200);
    return ((await slots.json()) as { dates: Array<{ times: Array<{ time: string }> }> }).dates[0]?.times.map((t) => t.time) ?? [];
  };
  for (const time of await offered()) {
    await fillDinnerSlot(request, headers, { storeId: 'CV011', date, time }, [4, 2, 1], 'filler.waitlist@example.com');
  }
  expect(await offered()).toEqual([]);
}
