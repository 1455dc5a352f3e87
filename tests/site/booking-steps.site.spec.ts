// The booking journey without JavaScript (issue 16, item 2): /booking/steps runs core's booking use-case on
// the server per request over the seeded reference API; each step is a plain form. Step one and two are
// GET forms, step three posts the details; the answer is the confirmation itself (no redirect, so no
// Location), and the form's idempotency key makes a double submit one booking.
import { sql } from 'kysely';
import request from 'supertest';
import { FixedClock } from '@tavola/adapters';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';
import { HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { TEST_NOW } from '../support/api-harness';
import { useSiteHarness } from '../support/site-harness';
import { RATE_LIMITS } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';

const site = useSiteHarness({ container: { clock: new FixedClock(TEST_NOW) } });
const STEPS = '/booking/steps';
const YORK = 'CV011';
const choices = (extra: Record<string, string> = {}) => new URLSearchParams({ restaurant: YORK, date: HARNESS_WEDNESDAY, adults: '2', children: '0', ...extra }).toString();
const details = (extra: Record<string, string> = {}) => ({
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.noscript@example.com',
  phoneNumber: '07700 900123',
  specialRequest: 'A quiet table',
  ...extra,
});
/** The bookings the seeded API holds for a diner's e-mail address. */
const bookingsOf = (db: typeof site.api.handle.db, email: string) =>
  db.selectFrom('bookings').select(['reference', 'needs']).where(sql<string>`customer->>'email'`, '=', email).execute();
const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;

async function stepThree(extra: Record<string, string> = {}): Promise<string> {
  const page = await request(site.app).get(`${STEPS}?${choices({ time: '19:00', go: 'details', ...extra })}`);
  expect(page.status).toBe(200);
  return page.text;
}

function post(form: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return request(site.app).post(STEPS).type('form').send(body.toString());
}

function bookingForm(page: string, extra: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = { go: 'book' };
  for (const name of ['restaurant', 'occasion', 'date', 'adults', 'children', 'time', 'key']) {
    const value = hidden(page, name);
    if (value !== null) form[name] = value;
  }
  return { ...form, ...details(), ...extra };
}

describe('the steps', () => {
  it('given no choice yet, then step one as a GET form: restaurant, party and date, no personal field', async () => {
    const res = await request(site.app).get(STEPS);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<h1>Your table</h1>');
    expect(res.text).toMatch(/<form class="booking-step booking-step--1"[^>]* action="\/booking\/steps" method="get"/);
    expect(res.text).toMatch(/<select name="restaurant"/);
    expect(res.text).toMatch(/name="adults"/);
    expect(res.text).toMatch(/name="date"/);
    expect(res.text).not.toMatch(/name="email"/);
  });

  it('given a restaurant, day and party, then step two lists the times as radio buttons, nearest the occasion\'s time chosen', async () => {
    const res = await request(site.app).get(`${STEPS}?${choices({ go: 'times' })}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Choose a time</h1>');
    expect(res.text).toContain('Step 2 of 3');
    expect(res.text).toMatch(/<input id="steps-time-1900" type="radio" name="time" checked="" value="19:00"/);
    expect(res.text).toMatch(/<input id="steps-time-1700" type="radio" name="time" value="17:00"/);
    expect(res.text).toContain('York');
    expect(res.text).toContain('Wednesday 25 November');
  });

  it('given a time, then step three posts the details with an idempotency key', async () => {
    const page = await stepThree();
    expect(page).toContain('<h1>Your details</h1>');
    expect(page).toMatch(/<form class="booking-step booking-step--3"[^>]* action="\/booking\/steps" method="post"/);
    expect(hidden(page, 'key')).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(hidden(page, 'time')).toBe('19:00');
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone number', 'Special request (optional)', 'Anything we should know?', 'Peanuts']) expect(page).toContain(label);
    expect(page).toContain('>Book table</button>');
  });

  it('given the details posted twice with one key, then one booking, the confirmation both times, and no Location', async () => {
    const page = await stepThree();
    const form = bookingForm(page, { 'needs-allergens': ['peanuts'], email: 'twice.noscript@example.com' });
    const first = await post(form);
    const second = await post(form);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('<h1>Thank you</h1>');
      expect(res.text).toContain('Your table is booked. A confirmation is on its way to your e-mail.');
      expect(res.text).toContain('Manage your booking');
    }
    const reference = /booking-thanks__reference">([^<]+)</.exec(first.text)?.[1];
    expect(reference).toMatch(/^CV/);
    expect(second.text).toContain(reference);
    const rows = await bookingsOf(site.api.handle.db, 'twice.noscript@example.com');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.needs)).toContain('peanuts');
  });
});

/** A week after the other tests' day, so filling it changes nothing they book. */
const FULL_DAY = new Date(Date.parse(`${HARNESS_WEDNESDAY}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
const fullDay = (extra: Record<string, string> = {}) => choices({ date: FULL_DAY, ...extra });

/** Every time York offers two on FULL_DAY taken, as if booked. */
async function fillYork(harness: typeof site): Promise<void> {
  const page = await request(harness.app).get(`${STEPS}?${fullDay({ go: 'times' })}`);
  const times = [...page.text.matchAll(/name="time"[^>]*value="(\d\d:\d\d)"/g)].map((m) => m[1] as string);
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) {
    await harness.api.handle.db
      .insertInto('slot_capacity')
      .values({ store_id: YORK, slot_date: FULL_DAY, slot_time: time, capacity: 1000, booked_covers: 1000 })
      .onConflict((oc) => oc.columns(['store_id', 'slot_date', 'slot_time']).doUpdateSet({ capacity: 1000, booked_covers: 1000 }))
      .execute();
  }
}

describe('a full day', () => {
  beforeAll(() => fillYork(site));

  it('given no table at York that day, when the diner asks for 19:30 nearby, then restaurants nearby with a table are links to their step two, time chosen', async () => {
    const full = await request(site.app).get(`${STEPS}?${fullDay({ go: 'times' })}`);
    expect(full.status).toBe(200);
    expect(full.text).toMatch(/No tables at [^<]*York[^<]* for 2 people on/);
    expect(full.text).toMatch(/<label for="steps-near">Time you would like<\/label><select id="steps-near" name="near">/);
    expect(full.text).toMatch(/<button type="submit" value="nearby" class="btn btn--primary" name="go">Find a table nearby<\/button>/);
    expect(full.text).not.toMatch(/name="time"/);

    const nearby = await request(site.app).get(`${STEPS}?${fullDay({ near: '19:30', go: 'nearby' })}`);
    expect(nearby.status).toBe(200);
    expect(nearby.text).toMatch(/<option value="19:30" selected="">19:30<\/option>/);
    const links = [...nearby.text.matchAll(/<a class="booking-alternative" href="([^"]+)"><span class="booking-alternative__title">([^<]+)<\/span><span class="booking-alternative__distance">([^<]+)<\/span>/g)];
    expect(links.length).toBeGreaterThan(0);
    const [href, title, distance] = [links[0]![1]!.replace(/&amp;/g, '&'), links[0]![2]!, links[0]![3]!];
    expect(distance).toMatch(/miles? away/);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('restaurant')).not.toBe(YORK);
    expect(query.get('date')).toBe(FULL_DAY);
    expect([query.get('adults'), query.get('children'), query.get('go')]).toEqual(['2', '0', 'times']);
    expect(title).toContain(` at ${query.get('time')}`);

    const there = await request(site.app).get(href);
    expect(there.status).toBe(200);
    expect(there.text).toContain('<h1>Choose a time</h1>');
    expect(there.text).toContain(`id="steps-time-${query.get('time')!.replace(':', '')}" type="radio" name="time" checked=""`);
  });

  /** "Notify me"'s form as step two shows it: its hidden choices and the window first offered, with `extra`. */
  function notifyForm(page: string, extra: Record<string, string | string[]> = {}): Record<string, string | string[]> {
    const form = /<form class="booking-step booking-notify__form"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    const fields: Record<string, string | string[]> = { go: 'notify' };
    for (const name of ['restaurant', 'occasion', 'date', 'adults', 'children']) fields[name] = hidden(form, name) ?? '';
    for (const name of ['timeFrom', 'timeTo']) {
      const select = new RegExp(`<select name="${name}"[\\s\\S]*?</select>`).exec(form)?.[0] ?? '';
      fields[name] = /<option value="([^"]+)" selected="">/.exec(select)?.[1] ?? '';
    }
    return { ...fields, ...extra };
  }
  const waitingFor = (email: string) =>
    site.api.handle.db.selectFrom('waitlist_entries').select(['store_id', 'dining_date', 'time_from', 'time_to', 'customer']).where(sql<string>`customer->>'email'`, '=', email).execute();

  it('given no table at York that day, then step two offers "Notify me" as a form posted to the steps, the window around dinner, nothing personal yet', async () => {
    const full = await request(site.app).get(`${STEPS}?${fullDay({ go: 'times' })}`);
    expect(full.text).toContain('Notify me if a table comes free');
    expect(full.text).toMatch(/<form class="booking-step booking-notify__form"[^>]* action="\/booking\/steps" method="post"/);
    const form = notifyForm(full.text);
    expect(form).toMatchObject({ restaurant: YORK, date: FULL_DAY, adults: '2', children: '0' });
    expect(form.timeFrom).toMatch(/^\d\d:\d\d$/);
    expect(form.timeTo).toMatch(/^\d\d:\d\d$/);
    expect(full.text).toContain('E-mail me about this table. My details are kept until the date, then deleted.');
  });

  it('given "Notify me" sent without the box ticked or an e-mail, then 400 with both errors by field, the name kept, nobody added', async () => {
    const full = await request(site.app).get(`${STEPS}?${fullDay({ go: 'times' })}`);
    const res = await post(notifyForm(full.text, { firstName: 'Bianca', lastName: 'Neri', email: '', phoneNumber: '' }));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/id="steps-notify-email" aria-invalid="true" aria-describedby="steps-notify-email-error"/);
    expect(res.text).toContain('Tick the box so we may e-mail you about this table.');
    expect(res.text).toMatch(/name="firstName"[^>]*value="Bianca"/);
    expect(res.text).not.toContain('You are on the waitlist');
  });

  it('given "Notify me" sent with the box ticked and a need, then the diner is on the waitlist, told what happens next, the need kept', async () => {
    const full = await request(site.app).get(`${STEPS}?${fullDay({ go: 'times' })}`);
    const email = 'bianca.noscript@example.com';
    const form = notifyForm(full.text, { firstName: 'Bianca', lastName: 'Neri', email, phoneNumber: '07700 900456', consent: 'yes', 'needs-allergens': 'peanuts' });
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(res.text).toContain('You are on the waitlist');
    expect(res.text).toContain('If a table comes free we will e-mail you a link that holds it for you.');
    expect(res.text).toContain(email);
    const entries = await waitingFor(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ store_id: YORK, dining_date: FULL_DAY, time_from: form.timeFrom, time_to: form.timeTo });
    expect((entries[0]!.customer as { needs?: { allergens?: string[] } }).needs?.allergens).toEqual(['peanuts']);
    // The same form again (a reload of the answer): still one entry.
    expect((await post(form)).status).toBe(200);
    expect(await waitingFor(email)).toHaveLength(1);
  });

  it('given "Notify me" asked for by a GET, then it is step two again and nobody is added', async () => {
    const res = await request(site.app).get(`${STEPS}?${fullDay({ go: 'notify' })}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Notify me if a table comes free');
    expect(res.text).not.toContain('You are on the waitlist');
  });

  it('given a time that is no time, when asking nearby, then nothing is looked up and the step still offers the search', async () => {
    const res = await request(site.app).get(`${STEPS}?${fullDay({ near: 'soon', go: 'nearby' })}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('booking-alternative__title');
    expect(res.text).toContain('Find a table nearby');
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown restaurant', choices({ restaurant: 'NOPE', go: 'times' }), 'Please choose one of our restaurants', 'steps-restaurant'],
    ['a past date', choices({ date: '2026-11-01', go: 'times' }), null, 'steps-date'],
    ['a party too big', choices({ adults: '40', go: 'times' }), 'people for this occasion', 'steps-adults'],
    ['a party that is not a number', choices({ adults: 'lots', go: 'times' }), 'people for this occasion', 'steps-adults'],
  ])('given %s, then step one again with the field\'s error, what was typed kept', async (_, query, words, id) => {
    const res = await request(site.app).get(`${STEPS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('<h1>Your table</h1>');
    expect(res.text).toContain(`id="${id}" aria-invalid="true" aria-describedby="${id}-error"`);
    expect(res.text).toContain(`<p id="${id}-error" class="booking-field__error">`);
    if (words) expect(res.text).toContain(words);
  });

  it('given no time, then step two again asking for one', async () => {
    const res = await request(site.app).get(`${STEPS}?${choices({ go: 'details' })}`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please choose a time');
  });

  it('given a missing name and a bad e-mail, then step three again with each field\'s error, the typed values kept, and nothing booked', async () => {
    const page = await stepThree();
    const res = await post(bookingForm(page, { firstName: '', email: 'not-an-address', specialRequest: 'By the window' }));
    expect(res.status).toBe(400);
    expect(res.text).toContain('<h1>Your details</h1>');
    expect(res.text).toMatch(/id="steps-firstName" aria-invalid="true" aria-describedby="steps-firstName-error" name="firstName" value=""/);
    expect(res.text).toContain('<p id="steps-firstName-error" class="booking-field__error">First name is required</p>');
    expect(res.text).toMatch(/id="steps-email" aria-invalid="true" aria-describedby="steps-email-error" name="email" value="not-an-address"/);
    expect(res.text).toContain('By the window');
    expect(res.text).toContain('value="Rossi"');
    const rows = await bookingsOf(site.api.handle.db, 'not-an-address');
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['a field the steps do not take', `${STEPS}?restaurant=${YORK}&email=someone@example.com`],
    ['a field given twice', `${STEPS}?restaurant=${YORK}&restaurant=CV001`],
    ['a NUL', `${STEPS}?restaurant=CV%00`],
    ['a goal that is not one', `${STEPS}?restaurant=${YORK}&go=pay`],
  ])('given %s, then 400 and the page says the form could not be read', async (_, path) => {
    const res = await request(site.app).get(path);
    expect(res.status).toBe(400);
    expect(res.text).toContain('this booking form could not be read');
  });

  it('given a posted form with garbage (a needs value it does not know is ignored; an unknown field is refused), then never a 5xx', async () => {
    const page = await stepThree();
    const unknown = await post({ ...bookingForm(page), cardNumber: '4111111111111111' });
    expect(unknown.status).toBe(400);
    const nested = await request(site.app).post(STEPS).type('form').send('restaurant[a]=1&go=book');
    expect(nested.status).toBe(400);
    const notForm = await request(site.app).post(STEPS).set('Content-Type', 'application/json').send('{"go":"book"}');
    expect(notForm.status).toBeLessThan(500);
  });

  it('given a GET asking to book, then step three: a booking is only ever posted', async () => {
    const res = await request(site.app).get(`${STEPS}?${choices({ time: '19:00', go: 'book' })}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Your details</h1>');
  });
});

describe('what needs JavaScript', () => {
  it('given a party the restaurant holds with a card, then step three says so with the phone and offers no button', async () => {
    // Canary Wharf holds a party above 6 with a card.
    const page = await request(site.app).get(`${STEPS}?${choices({ restaurant: 'CV003', adults: '8', time: '19:00', go: 'details' })}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('the card form needs JavaScript');
    expect(page.text).toContain('call the restaurant on 020 7946 0103 to book');
    expect(page.text).not.toContain('>Book table</button>');
  });
});

describe('with the security check on', () => {
  const guarded = useSiteHarness({ container: { clock: new FixedClock(TEST_NOW) }, config: { recaptchaSiteKey: 'site-key-for-tests' } });

  it('given a full day, then "Notify me" says it needs JavaScript, and a post adds nobody (fail closed)', async () => {
    await fillYork(guarded);
    const page = await request(guarded.app).get(`${STEPS}?${fullDay({ go: 'times' })}`);
    expect(page.text).toContain('Our security check needs JavaScript, so we cannot add you to the waitlist without it.');
    expect(page.text).not.toContain('booking-notify__form');
    const email = 'guarded.notify@example.com';
    const body = new URLSearchParams({ restaurant: YORK, occasion: 'dinner', date: FULL_DAY, adults: '2', children: '0', go: 'notify', timeFrom: '18:00', timeTo: '20:00', firstName: 'G', lastName: 'N', email, consent: 'yes' });
    const res = await request(guarded.app).post(STEPS).type('form').send(body.toString());
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('You are on the waitlist');
    const entries = await guarded.api.handle.db.selectFrom('waitlist_entries').select('id').where(sql<string>`customer->>'email'`, '=', email).execute();
    expect(entries).toHaveLength(0);
  });

  it('then step three says the booking needs JavaScript, and a post books nothing (fail closed)', async () => {
    const page = await request(guarded.app).get(`${STEPS}?${choices({ time: '19:00', go: 'details' })}`);
    expect(page.text).toContain('Our security check needs JavaScript');
    expect(page.text).not.toContain('>Book table</button>');
    const res = await request(guarded.app).post(STEPS).type('form').send(new URLSearchParams(bookingForm(page.text, { email: 'guarded.noscript@example.com' }) as Record<string, string>).toString());
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Thank you');
    const rows = await bookingsOf(guarded.api.handle.db, 'guarded.noscript@example.com');
    expect(rows).toHaveLength(0);
  });
});

it('given the API down, then the content service\'s failure text, never a 5xx page with a stack', async () => {
  const config = { ...readSiteConfig({}), apiBaseUrl: 'http://127.0.0.1:9' };
  const container = createServerContainer({ apiBaseUrl: config.apiBaseUrl, brandKey: 'casa-ventura', apiCallDeadlineMs: 2_000 });
  const app = createSiteApp({ config, container, assets: { script: null, stylesheet: null, preload: [] }, log: () => undefined, warn: () => undefined });
  const res = await request(app).get(`${STEPS}?${choices({ go: 'times' })}`);
  expect(res.status).toBe(503);
  expect(res.text).toContain('Please try again');
  expect(res.text).not.toMatch(/at .*\.ts:\d+/);
});

describe('the steps\' rate limit', () => {
  const limitedSite = useSiteHarness({ container: { clock: new FixedClock(TEST_NOW) }, config: { trustProxyHops: 1, rateLimits: { ...RATE_LIMITS, bookingCreate: { windowMs: 60_000, max: 2 } } } });

  it('given a diner over the booking limit, then a post is 429 in words with Retry-After and books nothing; steps one and two stay open', async () => {
    const page = await request(limitedSite.app).get(`${STEPS}?${choices({ time: '19:00', go: 'details' })}`);
    const form = new URLSearchParams(bookingForm(page.text, { email: 'limited.steps@example.com', firstName: '' }) as Record<string, string>).toString();
    const send = () => request(limitedSite.app).post(STEPS).set('X-Forwarded-For', '203.0.113.60').type('form').send(form);
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain(MESSAGES.tooManyRequests.slice(0, 30));
    expect(await bookingsOf(limitedSite.api.handle.db, 'limited.steps@example.com')).toHaveLength(0);
    expect((await request(limitedSite.app).get(`${STEPS}?${choices()}`).set('X-Forwarded-For', '203.0.113.60')).status).toBe(200);
  });
});
