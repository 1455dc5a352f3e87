// Unsubscribing in one step (issue 14, item 4): a marketing e-mail's List-Unsubscribe link, opened, shows a
// page with one button and changes nothing; a mail client's one-click POST (RFC 8058) or the button
// unsubscribes at once; every marketing e-mail sent after that — one queued before it, and a new one — is
// skipped by the outbox relay, while a tampered link says in words that it is not valid.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { FixedClock } from '@tavola/adapters';
import { DEFAULT_RELAY_OPTIONS, OutboxRelay, type MailTransport } from '../../server/api/email/outbox-relay';
import { markConfirmed, outboxTo } from '../support/email-confirmation';
import { useSiteHarness } from '../support/site-harness';

describe('unsubscribing from a marketing e-mail', () => {
  const site = useSiteHarness();
  const askVoucher = (email: string) =>
    request(site.api.app).post('/api/offer/getcode').set(site.api.headers()).set('Idempotency-Key', randomUUID()).send({ emailAddress: email, offerSlug: 'two-for-tuesday', acceptTerms: true });
  const unsubscribeLink = async (email: string): Promise<string> => {
    const [voucher] = (await outboxTo(site.api, email)).filter((e) => e.category === 'marketing');
    const header = voucher?.headers['List-Unsubscribe'] ?? '';
    const link = /^<(https?:\/\/[^>]+)>, <mailto:[^>]+>$/.exec(header)?.[1];
    if (!link) throw new Error(`No List-Unsubscribe link in ${JSON.stringify(voucher?.headers)}`);
    return link;
  };
  const unsubscribed = async (email: string) =>
    (await site.api.handle.db.selectFrom('email_unsubscribes').select('email').where('email', '=', email).executeTakeFirst()) !== undefined;
  const relayOnce = async () => {
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(`${m.to}: ${m.subject}`) };
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    // Queued rows are due from the database's now(), the real time; the relay runs just after it.
    const result = await new OutboxRelay(site.api.handle.db, transport, new FixedClock(Date.now() + 60_000), log, { ...DEFAULT_RELAY_OPTIONS, from: 'x@example.com', batchSize: 500 }).runOnce();
    return { ...result, sent };
  };

  it('given the one-click POST of a mail client, then the address is unsubscribed at once and no later marketing e-mail is sent to it', async () => {
    await markConfirmed(site.api, 'marta@example.com');
    const asked = await askVoucher('marta@example.com');
    expect(asked.body).toMatchObject({ success: true });
    const link = await unsubscribeLink('marta@example.com');
    expect(link.startsWith(`${site.api.config.publicBaseUrl}/unsubscribe?token=`)).toBe(true);
    const path = link.slice(site.api.config.publicBaseUrl.length);

    const page = await request(site.app).get(path);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<button class="btn btn--primary" type="submit">Unsubscribe</button>');
    expect(page.text).toContain(`<form method="post" action="${path.replace(/&/g, '&amp;')}">`);
    // The site's icon, as on every page (else the browser asks /favicon.ico and logs its 404).
    expect(page.text).toContain('<link rel="icon" href="/images/brand/logo.svg" type="image/svg+xml">');
    expect(await unsubscribed('marta@example.com')).toBe(false);

    const oneClick = await request(site.app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('<h1>You are unsubscribed</h1>');
    expect(await unsubscribed('marta@example.com')).toBe(true);

    // A second voucher asked for afterwards is queued, and both marketing e-mails are skipped when sent.
    expect((await askVoucher('marta@example.com')).status).toBe(200);
    const relayed = await relayOnce();
    expect(relayed.sent.filter((line) => line.startsWith('marta@example.com'))).toEqual([]);
    const statuses = (await outboxTo(site.api, 'marta@example.com')).map((e) => e.status);
    expect(statuses).toEqual(['skipped', 'skipped']);
  });

  it("given the page's button (a plain form POST, no JavaScript), then it unsubscribes, and pressing it again says the same", async () => {
    await markConfirmed(site.api, 'nico@example.com');
    expect((await askVoucher('nico@example.com')).status).toBe(200);
    const path = (await unsubscribeLink('nico@example.com')).slice(site.api.config.publicBaseUrl.length);
    for (let i = 0; i < 2; i++) {
      const pressed = await request(site.app).post(path).type('form').send('');
      expect(pressed.status).toBe(200);
      expect(pressed.text).toContain('You are unsubscribed');
    }
    expect(await unsubscribed('nico@example.com')).toBe(true);
  });

  it('given a tampered link, then the page says it is not valid and the API refuses it naming the token, unsubscribing nobody', async () => {
    await markConfirmed(site.api, 'olga@example.com');
    expect((await askVoucher('olga@example.com')).status).toBe(200);
    const token = decodeURIComponent(/token=([^&]+)/.exec(await unsubscribeLink('olga@example.com'))?.[1] ?? '');
    // The same signature over another address.
    const other = `${Buffer.from('someone.else@example.com').toString('base64url')}.${token.split('.')[1]}`;
    const page = await request(site.app).post(`/unsubscribe?token=${encodeURIComponent(other)}`).type('form').send('List-Unsubscribe=One-Click');
    expect(page.status).toBe(400);
    expect(page.text).toContain('<h1>This unsubscribe link is not valid</h1>');
    const api = await request(site.api.app).post('/api/email/unsubscribe').set(site.api.headers()).send({ token: `${token}x` });
    expect(api.status).toBe(400);
    expect(api.body).toMatchObject({ code: 'UNSUBSCRIBE_INVALID', field: 'token' });
    expect(await unsubscribed('someone.else@example.com')).toBe(false);
    expect(await unsubscribed('olga@example.com')).toBe(false);
  });
});
