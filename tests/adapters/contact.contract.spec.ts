// The contact adapter against the real reference API: the contact form's subjects, a message and a
// group-booking enquiry each stored under a reference, and failures mapped.
import { AxiosContactApi, type ApiHttpClient, type HttpAnswer } from '@tavola/adapters';
import { ErrorCode } from '@tavola/core/errors';
import type { GroupBookingEnquiry } from '@tavola/core/ports';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';
import { aGroupEnquiry, anAccessQuestion } from '../builders/enquiry.builder';

let h: AdapterHarness;
let contact: AxiosContactApi;

beforeAll(async () => {
  h = await startAdapterHarness();
  contact = new AxiosContactApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const aMessage = anAccessQuestion;

// The harness's "now" is Monday 23 November 2026.
const anEnquiry = (overrides: Partial<GroupBookingEnquiry> = {}): GroupBookingEnquiry => aGroupEnquiry(overrides);

const storedMessage = (reference: string) =>
  h.api.handle.db.selectFrom('messages').select(['kind', 'data']).where('reference', '=', reference).executeTakeFirst();

describe('getContactTypes', () => {
  it('answers the six seeded subjects as {id, name}', async () => {
    const result = await contact.getContactTypes();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toHaveLength(6);
    expect(result.value[0]).toEqual({ id: 'general-enquiry', name: 'General enquiry' });
    expect(result.value.map((t) => t.id)).toContain('allergen-question');
  });
});

describe('sendEmail', () => {
  it('given a message, then its reference, with the message stored', async () => {
    const result = await contact.sendEmail(aMessage({ storeId: 'CV001' }));
    expect(result).toEqual({ ok: true, value: { reference: expect.stringMatching(/^CM-[A-Z2-9]{8}$/) } });
    const stored = await storedMessage(result.ok ? result.value.reference : '');
    expect(stored).toMatchObject({ kind: 'contact', data: { contactTypeId: 'general-enquiry', storeId: 'CV001' } });
  });

  it('given an unknown subject, then a failure naming contactTypeId', async () => {
    const result = await contact.sendEmail(aMessage({ contactTypeId: 'complaints-dept' }));
    expect(result.ok ? null : result.error).toMatchObject({ code: null, status: 400, field: 'contactTypeId' });
  });

  it('given an unknown restaurant, then a failure with code 3', async () => {
    const result = await contact.sendEmail(aMessage({ storeId: 'CV999' }));
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.RestaurantNotFound, status: 404, field: 'storeId' });
  });
});

describe('sendGroupBooking', () => {
  it('given an enquiry, then its reference, with the enquiry stored', async () => {
    const result = await contact.sendGroupBooking(anEnquiry());
    expect(result).toEqual({ ok: true, value: { reference: expect.stringMatching(/^GB-[A-Z2-9]{8}$/) } });
    const stored = await storedMessage(result.ok ? result.value.reference : '');
    expect(stored).toMatchObject({ kind: 'group-booking', data: { storeId: 'CV001', covers: 24, date: '2026-12-11', time: '19:30' } });
  });

  it('given a date already past, then a failure naming the date', async () => {
    const result = await contact.sendGroupBooking(anEnquiry({ date: '2026-11-22' }));
    expect(result.ok ? null : result.error).toMatchObject({ status: 400, field: 'date' });
  });

  it('given an unknown restaurant, then a failure with code 3', async () => {
    const result = await contact.sendGroupBooking(anEnquiry({ storeId: 'CV999' }));
    expect(result.ok ? null : result.error.code).toBe(ErrorCode.RestaurantNotFound);
  });
});

// The reference API always answers well-formed data; these prove the readers with a stub client (no HTTP).
describe('answers of the wrong shape', () => {
  const answering = (data: unknown) =>
    new AxiosContactApi({ call: async (): Promise<HttpAnswer<unknown>> => ({ ok: true, status: 200, data }) } as unknown as ApiHttpClient);

  it.each([
    ['an object, not a list', { types: [] }],
    ['an entry without a name', [{ id: 'press' }]],
  ])('given %s, then getContactTypes fails', async (_case, data) => {
    expect(await answering(data).getContactTypes()).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it.each([
    ['success false', { success: false, reference: 'CM-1' }],
    ['no reference', { success: true }],
  ])('given %s, then a send fails', async (_case, data) => {
    expect((await answering(data).sendEmail(aMessage())).ok).toBe(false);
    expect((await answering(data).sendGroupBooking(anEnquiry())).ok).toBe(false);
  });
});
