// Manage my booking through the site (issue 14): the pages /booking/manage and /booking/manage/{token} are
// one diner's own (noindex, never stored by any cache), a refused link is a page in words, and the page's
// calls go through /__forms/manage-booking/* to the API with its words and statuses.
import request from 'supertest';
import { MANAGE_MESSAGES } from '@tavola/core/errors';
import { apiClient } from '../support/api-harness';
import { aCreateBookingBody } from '../builders/booking.builder';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();
let seq = 0;

async function bookTable(email: string): Promise<{ reference: string; path: string; token: string }> {
  const api = apiClient(site.api);
  const res = await api.post('/api/booking/create/CV001', aCreateBookingBody({ menuId: null }, { email }), `site-manage-${Date.now()}-${(seq += 1)}`);
  expect(res.status).toBe(200);
  const url = new URL(String(res.body.manageUrl));
  return { reference: String(res.body.bookingReference), path: url.pathname, token: decodeURIComponent(url.pathname.split('/').pop() ?? '') };
}

const form = (path: string, body: unknown) => request(site.app).post(`/__forms/manage-booking/${path}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

it('given the lookup page, then a noindex page answered private and no-store, with its form', async () => {
  const res = await request(site.app).get('/booking/manage');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(res.text).toContain('Find my booking');
});

it("given a booking's link, then its page shows the booking, private and no-store, never reused by the render cache", async () => {
  const { reference, path } = await bookTable('site-manage@example.com');
  const res = await request(site.app).get(path);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(res.text).toContain(reference);
  expect(res.text).toContain('A quiet table, please');
  expect(res.text).toContain('Change your booking');
});

it('given a tampered or malformed link, then the page says so in words, with the lookup', async () => {
  const { path } = await bookTable('site-tamper@example.com');
  for (const bad of [`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`, '/booking/manage/not-a-link']) {
    const res = await request(site.app).get(bad);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(MANAGE_MESSAGES.linkInvalid.replace(/'/g, '&#x27;'));
    expect(res.text).toContain('Find my booking');
  }
});

it("given the page's calls, then the lookup, times, amendment and cancellation reach the API, refusals in its words", async () => {
  const { reference, token } = await bookTable('site-forms@example.com');
  const found = await form('lookup', { reference, email: 'site-forms@example.com' });
  expect(found.status).toBe(200);
  expect(found.body.link.token).toBe(token);
  expect(found.headers['cache-control']).toBe('no-store');
  const wrong = await form('lookup', { reference, email: 'someone@example.com' });
  expect(wrong.status).toBe(404);
  expect(wrong.body.message).toBe(MANAGE_MESSAGES.lookupNotFound);

  const times = await form('times', { token, date: '2026-11-25', covers: 3 });
  expect(times.status).toBe(200);
  expect(times.body.times).toContainEqual({ time: '19:00', canEnquire: false });
  const amended = await form('amend', { token, adults: 3 });
  expect(amended.status).toBe(200);
  expect(amended.body.booking).toMatchObject({ reference, covers: 3 });
  const closed = await form('amend', { token, date: '2026-12-25' });
  expect(closed.status).toBe(409);
  expect(closed.body.message).toBe(MANAGE_MESSAGES.dayClosed);

  const cancelled = await form('cancel', { token });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.booking.status).toBe('cancelled');
  const reused = await request(site.app).get(`/booking/manage/${token}`);
  expect(reused.text).toContain('This booking has been cancelled');
});

describe('the lookup without JavaScript (issue 16, item 2)', () => {
  const postLookup = (fields: Record<string, string>) =>
    request(site.app).post('/booking/manage').type('form').send(new URLSearchParams({ _form: 'manage-booking/lookup', ...fields }).toString());

  it('given the lookup page, then its form posts to the page itself, with the fields named', async () => {
    const page = await request(site.app).get('/booking/manage');
    const form = /<form[^>]*class="manage-booking__lookup"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/booking/manage"');
    expect(page.text).toContain('name="reference"');
    expect(page.text).toContain('name="email"');
  });

  it('given the right reference and e-mail, then 303 to the booking\'s signed link, which names neither the e-mail nor anything typed', async () => {
    const { reference, path } = await bookTable('nojs-lookup@example.com');
    const res = await postLookup({ reference: ` ${reference.toLowerCase()} `, email: 'nojs-lookup@example.com' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(path);
    expect(decodeURIComponent(String(res.headers.location))).not.toContain('nojs-lookup');
  });

  it('given blanks, then 400 with the page naming each field; given a wrong e-mail, then core\'s words and what was typed, never a URL', async () => {
    const blank = await postLookup({ reference: '', email: '' });
    expect(blank.status).toBe(400);
    expect(blank.headers['cache-control']).toBe('private, no-store');
    expect(blank.text).toMatch(/<p class="field__error" id="manage-reference-error">Enter your booking reference.<\/p>/);
    expect(blank.text).toMatch(/<p class="field__error" id="manage-email-error">Enter the e-mail address you booked with.<\/p>/);
    const { reference } = await bookTable('nojs-lookup-2@example.com');
    const wrong = await postLookup({ reference, email: 'someone.else@example.com' });
    expect(wrong.status).toBe(404);
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.text).toContain(MANAGE_MESSAGES.lookupNotFound.replace(/'/g, '&#x27;'));
    expect(wrong.text).toContain('value="someone.else@example.com"');
    expect(wrong.text).toContain(`value="${reference}"`);
  });
});
