// Customer preferences through HTTP, addressed by a seeded customer guid: read and update; an unknown
// guid is a plain 404.
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised, type Endpoint } from './auth-checks';

const { harness, api } = useApiHarness();

const SOFIA = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';
const JAMES = 'a81d4c07-5e2b-4f93-b6a8-7c0d9e3f2b45';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ATTRIBUTES = { attributes: ['first_name', 'phone', 'gender', 'fav_restaurant_code', 'website_sms_opt_in', 'interests', 'birth_date'] };

const read = (guid: string, body: object = ATTRIBUTES) => api.post(`/api/exponea/getcustomerpreferences/${guid}`, body);

const update = (overrides: Record<string, unknown> = {}) => ({
  guid: JAMES,
  firstName: 'Jim',
  phoneNumber: '07700 900999',
  gender: 'male',
  favRestaurantCode: 'CV006',
  birthday: { day: 29, month: 2, year: 1988 },
  websiteSmsOptIn: true,
  interests: [
    { name: 'Pizza', checked: true },
    { name: 'Pasta', checked: false },
  ],
  ...overrides,
});

describe('POST /api/exponea/getcustomerpreferences/:customerGuid', () => {
  it('given a seeded customer, when read, then the preferences come back without the e-mail', async () => {
    const response = await read(SOFIA);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Success',
      guid: SOFIA,
      firstName: 'Sofia',
      phoneNumber: '07700 900123',
      gender: 'female',
      favRestaurantCode: 'CV001',
      websiteSmsOptIn: true,
      birthDate: 668908800,
    });
    expect(response.body.interests).toContainEqual({ name: 'Pizza', checked: true });
    expect(response.body.interests).toContainEqual({ name: 'Pasta', checked: false });
    expect(JSON.stringify(response.body)).not.toContain('@');
  });

  it('given an unknown guid, when read, then a plain 404', async () => {
    const response = await read(UNKNOWN);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Customer not found' });
  });

  it.each([
    ['a malformed guid', `/api/exponea/getcustomerpreferences/${encodeURIComponent('not a guid!')}`, ATTRIBUTES, 'customerGuid'],
    ['attributes that are not a list', `/api/exponea/getcustomerpreferences/${SOFIA}`, { attributes: 'first_name' }, 'attributes'],
    ['attributes that are not text', `/api/exponea/getcustomerpreferences/${SOFIA}`, { attributes: [1, 2] }, 'attributes'],
    ['no attributes', `/api/exponea/getcustomerpreferences/${SOFIA}`, {}, 'attributes'],
    ['an unknown field', `/api/exponea/getcustomerpreferences/${SOFIA}`, { ...ATTRIBUTES, email: 'x@y.com' }, 'email'],
  ])('given %s, when read, then 400 naming it', async (_case, url, body, field) => {
    const response = await api.post(url, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('POST /api/exponea/updateCustomerPreferences', () => {
  it('given new preferences, when saved, then Success and a later read shows them', async () => {
    const response = await api.post('/api/exponea/updateCustomerPreferences', update());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Success' });

    const after = await read(JAMES);
    expect(after.body).toMatchObject({
      firstName: 'Jim',
      phoneNumber: '07700 900999',
      favRestaurantCode: 'CV006',
      websiteSmsOptIn: true,
      // 29 February 1988, 00:00 UTC
      birthDate: 573091200,
    });
    expect(after.body.interests).toContainEqual({ name: 'Pizza', checked: true });
    expect(after.body.interests).toContainEqual({ name: 'Pasta', checked: false });
    const stored = await harness.handle.db.selectFrom('customers').select('data').where('guid', '=', JAMES).executeTakeFirstOrThrow();
    // What the form does not touch is kept.
    expect(stored.data).toMatchObject({ email: 'james.okafor@example.com', lastName: 'Okafor' });
  });

  it('given the same update twice, when saved, then both answer Success with the same result', async () => {
    const body = update({ guid: SOFIA, firstName: 'Sofia', favRestaurantCode: 'CV002', birthday: undefined, birthDate: 668908800 });
    expect((await api.post('/api/exponea/updateCustomerPreferences', body)).body).toEqual({ message: 'Success' });
    expect((await api.post('/api/exponea/updateCustomerPreferences', body)).body).toEqual({ message: 'Success' });
    expect((await read(SOFIA)).body).toMatchObject({ favRestaurantCode: 'CV002', birthDate: 668908800 });
  });

  it('given an unknown guid, when saved, then a plain 404', async () => {
    const response = await api.post('/api/exponea/updateCustomerPreferences', update({ guid: UNKNOWN }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Customer not found' });
  });

  it.each([
    ['guid', { guid: undefined }],
    ['firstName', { firstName: 'J1m' }],
    ['firstName', { firstName: 'J'.repeat(51) }],
    ['phoneNumber', { phoneNumber: 'none' }],
    ['websiteSmsOptIn', { websiteSmsOptIn: 'yes' }],
    ['favRestaurantCode', { favRestaurantCode: 'CV999' }],
    ['birthday.day', { birthday: { day: 31, month: 4 } }],
    ['birthDate', { birthday: undefined, birthDate: 'yesterday' }],
    ['interests', { interests: 'Pizza' }],
    ['interests.0.checked', { interests: [{ name: 'Pizza', checked: 'yes' }] }],
    ['interests.0.name', { interests: [{ name: 'Knitting', checked: true }] }],
    ['email', { email: 'new@example.com' }],
  ])('given a bad %s, when saved, then 400 naming it', async (field, overrides) => {
    const response = await api.post('/api/exponea/updateCustomerPreferences', update(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['post', `/api/exponea/getcustomerpreferences/${SOFIA}`, ATTRIBUTES],
  ['post', '/api/exponea/updateCustomerPreferences', update()],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
