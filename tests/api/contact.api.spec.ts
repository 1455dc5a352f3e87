// Contact form and group-booking enquiries through HTTP: stored with a reference, an e-mail queued to the
// handling inbox and an acknowledgement to the sender, all in one transaction.
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised, type Endpoint } from './auth-checks';
import { aGroupEnquiry, anAccessQuestion } from '../builders/enquiry.builder';

const { harness, api } = useApiHarness();

const message = (overrides: Record<string, unknown> = {}) => anAccessQuestion(overrides);

// TEST_NOW is Monday 23 November 2026.
const enquiry = (overrides: Record<string, unknown> = {}) => aGroupEnquiry(overrides);

const outboxFor = (reference: string) =>
  harness.handle.db.selectFrom('outbox').selectAll().where('subject', 'like', `%${reference}%`).orderBy('id').execute();

describe('GET /api/contact/contactTypes', () => {
  it('answers the subjects of the contact form, without the inboxes behind them', async () => {
    const response = await api.get('/api/contact/contactTypes');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ id: 'general-enquiry', name: 'General enquiry', description: expect.any(String) });
    for (const type of response.body) expect(type).not.toHaveProperty('routeTo');
  });
});

describe('POST /api/contact/sendemail', () => {
  it('given a message, when sent, then it is stored with a reference and two e-mails are queued', async () => {
    const response = await api.post('/api/contact/sendemail', message(), 'contact-ok-0001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, reference: expect.stringMatching(/^CM-[A-Z2-9]{8}$/) });
    const { reference } = response.body;

    const stored = await harness.handle.db.selectFrom('messages').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(stored.kind).toBe('contact');
    expect(stored.data).toMatchObject({ contactTypeId: 'general-enquiry', email: 'anne.marie@example.com' });

    const emails = await outboxFor(reference);
    expect(emails.map((e) => e.recipient)).toEqual(['hello@casaventura.example', 'anne.marie@example.com']);
    expect(emails[0]?.text_body).toContain('step-free access');
    expect(emails[1]?.text_body).toContain(reference);
    expect(emails.every((e) => e.status === 'pending')).toBe(true);
  });

  it('given a message about a restaurant, when sent, then the inbox e-mail names the restaurant', async () => {
    const response = await api.post('/api/contact/sendemail', message({ contactTypeId: 'feedback', storeId: 'CV001' }), 'contact-store-01');
    expect(response.status).toBe(200);
    const [inbox] = await outboxFor(response.body.reference);
    expect(inbox?.recipient).toBe('customerservices@casaventura.example');
    expect(inbox?.text_body).toContain('Restaurant: Oxford Circus');
  });

  it('given the same key and body again, when sent, then the first answer is replayed and nothing more is queued', async () => {
    const first = await api.post('/api/contact/sendemail', message({ message: 'Once only' }), 'contact-replay-1');
    const again = await api.post('/api/contact/sendemail', message({ message: 'Once only' }), 'contact-replay-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await outboxFor(first.body.reference)).toHaveLength(2);
  });

  it('given the same key with another body, when sent, then 422', async () => {
    await api.post('/api/contact/sendemail', message(), 'contact-mismatch');
    const response = await api.post('/api/contact/sendemail', message({ message: 'Something else' }), 'contact-mismatch');
    expect(response.status).toBe(422);
  });

  it.each([
    ['contactTypeId', { contactTypeId: 'complaints-dept' }],
    ['email', { email: 'anne@' }],
    ['phoneNumber', { phoneNumber: 'call me' }],
    ['message', { message: '   ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['name', { name: 12 }],
    ['subject', { subject: 'Hello' }],
  ])('given a bad %s, when sent, then 400 naming it', async (field, overrides) => {
    const response = await api.post('/api/contact/sendemail', message(overrides), `contact-bad-${field}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });

  it('given an unknown restaurant, when sent, then 404 with code 3 naming storeId', async () => {
    const response = await api.post('/api/contact/sendemail', message({ storeId: 'CV999' }), 'contact-store-99');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 3, field: 'storeId' });
  });
});

describe('POST /api/contact/group-booking', () => {
  it('given an enquiry, when sent, then it is stored and e-mailed to the restaurant and acknowledged', async () => {
    const response = await api.post('/api/contact/group-booking', enquiry(), 'group-ok-000001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, reference: expect.stringMatching(/^GB-[A-Z2-9]{8}$/) });
    const { reference } = response.body;

    const stored = await harness.handle.db.selectFrom('messages').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(stored.kind).toBe('group-booking');
    expect(stored.data).toMatchObject({ storeId: 'CV001', covers: 24, date: '2026-12-11', time: '19:30' });

    const emails = await outboxFor(reference);
    expect(emails.map((e) => e.recipient)).toEqual(['oxfordcircus@casaventura.example', 'tom.price@example.com']);
    expect(emails[0]?.subject).toContain('24 guests on 2026-12-11 at 19:30');
    expect(emails[1]?.text_body).toContain('Oxford Circus');
  });

  it('given the same key and body again, when sent, then the first answer is replayed', async () => {
    const first = await api.post('/api/contact/group-booking', enquiry({ covers: 30 }), 'group-replay-01');
    const again = await api.post('/api/contact/group-booking', enquiry({ covers: 30 }), 'group-replay-01');
    expect(again.body).toEqual(first.body);
    const stored = await harness.handle.db.selectFrom('messages').select('reference').where('kind', '=', 'group-booking').execute();
    expect(stored.filter((m) => m.reference === first.body.reference)).toHaveLength(1);
  });

  it.each([
    ['date', { date: '2026-11-22' }],
    ['date', { date: '2026-02-30' }],
    ['date', { date: '11/12/2026' }],
    ['time', { time: '25:00' }],
    ['covers', { covers: 0 }],
    ['covers', { covers: 2.5 }],
    ['covers', { covers: '24' }],
    ['covers', { covers: 251 }],
    ['phoneNumber', { phoneNumber: undefined }],
    ['occasion', { occasion: 'birthday' }],
  ])('given a bad %s, when sent, then 400 naming it', async (field, overrides) => {
    const response = await api.post('/api/contact/group-booking', enquiry(overrides), `group-bad-${field}-${JSON.stringify(overrides).length}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });

  it('given an unknown restaurant, when sent, then 404 with code 3 naming storeId', async () => {
    const response = await api.post('/api/contact/group-booking', enquiry({ storeId: 'CV999' }), 'group-store-999');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 3, field: 'storeId' });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['get', '/api/contact/contactTypes'],
  ['post', '/api/contact/sendemail', message()],
  ['post', '/api/contact/group-booking', enquiry()],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
