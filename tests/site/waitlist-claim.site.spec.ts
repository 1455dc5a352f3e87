// The waitlist's claim page through the site (issue 14, item 2): a real hold (York's 18:00 filled, a diner
// waiting, the booking cancelled, the task worker's offer) opened at /booking/waitlist/claim?token=… as one
// diner's page (noindex, private and no-store, never kept by the render cache), claimed through
// /__forms/waitlist/claim, then the same link saying it was used; a forged or missing token in words.
import request from 'supertest';
import { WAITLIST_MESSAGES } from '@tavola/core/errors';
import { createTaskWorker } from '../../server/api/scheduling/api-task-worker';
import { apiClient } from '../support/api-harness';
import { aCreateBookingBody, HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { aWaitlistJoin } from '../builders/waitlist.builder';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();
const html = (text: string) => text.replace(/'/g, '&#x27;');

async function heldToken(email: string): Promise<string> {
  const api = apiClient(site.api);
  const made = await api.post(
    '/api/booking/create/CV011',
    aCreateBookingBody({ menuId: null, adultCovers: 4, bookingTime: '18:00', diningDateTime: `${HARNESS_WEDNESDAY}T18:00:00` }, { email: 'site.fill@example.com' }),
    `site-waitlist-${Date.now()}`,
  );
  expect(made.status).toBe(200);
  expect((await api.post('/api/booking/waitlist', aWaitlistJoin({ timeFrom: '18:00', timeTo: '18:00', email }))).status).toBe(200);
  const manageToken = decodeURIComponent(String(made.body.manageUrl).split('/booking/manage/')[1] ?? '');
  expect((await api.post(`/api/booking/manage/${manageToken}/cancel`, {})).status).toBe(200);
  await createTaskWorker(site.api.deps).runOnce();
  const mail = await site.api.handle.db.selectFrom('outbox').select('text_body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return decodeURIComponent(/\/booking\/waitlist\/claim\?token=(\S+)/.exec(mail.text_body)?.[1] ?? '');
}

it('given a hold link, then the held table on a private page; claimed through the site, the link then says it was used', async () => {
  const token = await heldToken('site.waiting@example.com');
  const path = `/booking/waitlist/claim?token=${encodeURIComponent(token)}`;
  const page = await request(site.app).get(path);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page.text).toContain('A table is free for you');
  expect(page.text).toContain('York');
  expect(page.text).toContain('18:00');
  expect(page.text).toContain(WAITLIST_MESSAGES.claimButton);

  const claimed = await request(site.app).post('/__forms/waitlist/claim').set('Content-Type', 'application/json').send(JSON.stringify({ token }));
  expect(claimed.status).toBe(200);
  expect(claimed.headers['cache-control']).toBe('no-store');
  expect(claimed.body.claimed).toEqual({ bookingReference: expect.stringMatching(/^CV/), manageUrl: expect.stringContaining('/booking/manage/') });

  const again = await request(site.app).post('/__forms/waitlist/claim').set('Content-Type', 'application/json').send(JSON.stringify({ token }));
  expect(again.status).toBe(410);
  expect(again.body.message).toBe(WAITLIST_MESSAGES.holdUsed);
  const used = await request(site.app).get(path);
  expect(used.headers['cache-control']).toBe('private, no-store');
  expect(used.text).toContain('This table is already booked');
  expect(used.text).toContain(html(WAITLIST_MESSAGES.holdUsed));
  expect(used.text).not.toContain(`>${WAITLIST_MESSAGES.claimButton}<`);
});

it.each([
  ['a forged token', `/booking/waitlist/claim?token=w1.99999.${'A'.repeat(43)}`],
  ['a malformed token', '/booking/waitlist/claim?token=not-a-link'],
  ['no token', '/booking/waitlist/claim'],
])('given %s, then a private page saying the link is not valid, and no button', async (_, path) => {
  const res = await request(site.app).get(path);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.text).toContain('This link is not valid');
  expect(res.text).toContain(html(WAITLIST_MESSAGES.holdInvalid));
  expect(res.text).not.toContain(`>${WAITLIST_MESSAGES.claimButton}<`);
});
