// The preferences adapter against the real reference API on an ephemeral port: reading a seeded customer's
// preferences (an unknown guid is a failure value) and updating them (saved only on message 'Success').
import { type ApiHttpClient, AxiosPreferencesApi } from '@tavola/adapters';
import type { CustomerPreferences, PreferencesApiPort } from '@tavola/core/ports';
import { INTEREST_NAMES } from '../../server/api/seed/customers';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';

let h: AdapterHarness;
let preferences: PreferencesApiPort;

beforeAll(async () => {
  h = await startAdapterHarness();
  preferences = new AxiosPreferencesApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const SOFIA = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';
const JAMES = 'a81d4c07-5e2b-4f93-b6a8-7c0d9e3f2b45';
const EILIDH = 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ATTRIBUTES = ['first_name', 'phone', 'gender', 'fav_restaurant_code', 'website_sms_opt_in', 'interests', 'birth_date'];

const interests = (checked: string[]) => INTEREST_NAMES.map((name) => ({ name, checked: checked.includes(name) }));

const update = (overrides: Partial<CustomerPreferences> = {}): CustomerPreferences => ({
  guid: JAMES,
  firstName: 'Jim',
  phoneNumber: '07700 900999',
  gender: 'male',
  favRestaurantCode: 'CV006',
  // 1 May 1988, 00:00 UTC
  birthDate: 578448000,
  websiteSmsOptIn: true,
  interests: interests(['Pizza', 'Wine']),
  ...overrides,
});

describe('getCustomerPreferences', () => {
  it('given a seeded customer, when read, then every preference comes back', async () => {
    expect(await preferences.getCustomerPreferences(SOFIA, ATTRIBUTES)).toEqual({
      ok: true,
      value: {
        guid: SOFIA,
        firstName: 'Sofia',
        phoneNumber: '07700 900123',
        gender: 'female',
        favRestaurantCode: 'CV001',
        birthDate: 668908800,
        websiteSmsOptIn: true,
        interests: interests(['Pizza', 'Wine', 'Events']),
      },
    });
  });

  it('given a customer without a birthday, when read, then birthDate is null and nothing is ticked', async () => {
    const result = await preferences.getCustomerPreferences(EILIDH, ATTRIBUTES);
    expect(result).toMatchObject({ ok: true, value: { birthDate: null, websiteSmsOptIn: false, interests: interests([]) } });
  });

  it('given an unknown guid, when read, then a failure value (customer not found), not an exception', async () => {
    expect(await preferences.getCustomerPreferences(UNKNOWN, ATTRIBUTES)).toEqual({
      ok: false,
      error: { code: null, status: 404, message: 'Customer not found' },
    });
  });

  it.each([
    ['a blank guid', ' '],
    ['a guid with a slash', 'a/b'],
    ['a dot segment', '..'],
  ])('given %s, when read, then a failure', async (_case, guid) => {
    expect(await preferences.getCustomerPreferences(guid, ATTRIBUTES)).toMatchObject({ ok: false, error: { code: null } });
  });

  it('given attributes the API refuses, when read, then a failure naming them', async () => {
    const result = await preferences.getCustomerPreferences(SOFIA, ['x'.repeat(101)]);
    expect(result).toMatchObject({ ok: false, error: { status: 400, field: 'attributes' } });
  });
});

describe('updateCustomerPreferences', () => {
  it('given valid preferences, when updated, then true and they read back as saved', async () => {
    expect(await preferences.updateCustomerPreferences(update())).toBe(true);
    expect(await preferences.getCustomerPreferences(JAMES, ATTRIBUTES)).toEqual({ ok: true, value: update() });
  });

  it('given a customer without a birthDate, when updated without one, then true and it stays null', async () => {
    expect(await preferences.updateCustomerPreferences(update({ guid: EILIDH, firstName: 'Eilidh', birthDate: null }))).toBe(true);
    const result = await preferences.getCustomerPreferences(EILIDH, ATTRIBUTES);
    expect(result).toMatchObject({ ok: true, value: { firstName: 'Eilidh', birthDate: null } });
  });

  it('given a caller holding more fields than the API takes, when updated, then only the port fields are sent', async () => {
    const withExtra = { ...update({ firstName: 'James' }), email: 'james.okafor@example.com', lastName: 'Okafor' } as CustomerPreferences;
    expect(await preferences.updateCustomerPreferences(withExtra)).toBe(true);
  });

  it.each([
    ['an unknown guid', update({ guid: UNKNOWN })],
    ['an invalid phone number', update({ phoneNumber: '12' })],
    ['an unknown restaurant', update({ favRestaurantCode: 'CV999' })],
    ['an interest the site does not offer', update({ interests: [{ name: 'Skydiving', checked: true }] })],
  ])('given %s, when updated, then false and nothing changes', async (_case, preferencesToSave) => {
    const before = await preferences.getCustomerPreferences(JAMES, ATTRIBUTES);
    expect(await preferences.updateCustomerPreferences(preferencesToSave)).toBe(false);
    expect(await preferences.getCustomerPreferences(JAMES, ATTRIBUTES)).toEqual(before);
  });
});

describe('answers of the wrong shape (the client stubbed to answer them)', () => {
  const answering = (data: unknown) => new AxiosPreferencesApi({ call: async () => ({ ok: true, status: 200, data }) } as unknown as ApiHttpClient);
  const sofia = { message: 'Success', guid: SOFIA, firstName: 'Sofia', phoneNumber: '1', gender: 'female', favRestaurantCode: 'CV001', birthDate: 1, websiteSmsOptIn: true, interests: [] };

  it('given a 200 with another message, when read, then a failure carrying it', async () => {
    expect(await answering({ message: 'Customer not found' }).getCustomerPreferences(SOFIA, ATTRIBUTES)).toEqual({
      ok: false,
      error: { code: null, status: 200, message: 'Customer not found' },
    });
  });

  it('given only the fields the spec lists, when read, then the others take their empty values and the guid asked for', async () => {
    const data = { message: 'Success', gender: 'female', favRestaurantCode: 'CV001', websiteSmsOptIn: false, interests: [], birthDate: null };
    expect(await answering(data).getCustomerPreferences(SOFIA, ATTRIBUTES)).toEqual({
      ok: true,
      value: { guid: SOFIA, firstName: '', phoneNumber: '', gender: 'female', favRestaurantCode: 'CV001', birthDate: null, websiteSmsOptIn: false, interests: [] },
    });
  });

  it.each([
    ['a birthDate as text', { ...sofia, birthDate: '1991-03-14' }],
    ['an opt-in as text', { ...sofia, websiteSmsOptIn: 'yes' }],
    ['an interest without its flag', { ...sofia, interests: [{ name: 'Pizza' }] }],
    ['a gender that is a number', { ...sofia, gender: 1 }],
    ['a list', [sofia]],
  ])('given %s, when read, then a failure', async (_case, data) => {
    expect(await answering(data).getCustomerPreferences(SOFIA, ATTRIBUTES)).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it.each([
    ['another message', { message: 'Failed' }],
    ['a message in another case', { message: 'success' }],
    ['no message', { success: true }],
    ['no body', ''],
  ])('given an update answer with %s, then false', async (_case, data) => {
    expect(await answering(data).updateCustomerPreferences(update())).toBe(false);
  });
});
