// The restaurant's read of its day (issue 14, item 5): GET /api/v1/restaurants/{storeId}/bookings with the
// staff key lists the day's bookings with the time, party, name, request and needs; without the key
// configured the call does not exist; a wrong or missing key, a bad date or an unknown parameter is refused
// in words naming the field, and nothing about the bookings leaks.
import { RATE_LIMITS } from '@tavola/core/constants';
import request from 'supertest';
import { useApiHarness } from '../support/api-harness';
import { aCreateBookingBody, HARNESS_WEDNESDAY } from '../builders/booking.builder';

const STAFF_KEY = 'staff-key-for-tests-0123456789';
const { harness, api } = useApiHarness({ config: { staffApiKey: STAFF_KEY } });

let keySeq = 0;
const key = () => `staff-key-${Date.now()}-${(keySeq += 1)}`;
const dayOf = (storeId: string, query: string, staffKey: string | null = STAFF_KEY) => {
  const call = api.get(`/api/v1/restaurants/${storeId}/bookings${query}`);
  return staffKey === null ? call : call.set('staffApiKey', staffKey);
};

describe('the day’s bookings', () => {
  it('given bookings that day, then each is listed in time order with its party, name, request and needs', async () => {
    const needs = { allergens: ['peanuts'], diets: ['vegan'], access: [], highChair: true, pram: false };
    const late = await api.post('/api/booking/create/CV004', aCreateBookingBody({ menuId: null, bookingTime: '20:00', diningDateTime: `${HARNESS_WEDNESDAY}T20:00:00`, needs }, { email: 'staff.late@example.com', specialRequest: 'Window table, please' }), key());
    expect(late.status).toBe(200);
    const early = await api.post('/api/booking/create/CV004', aCreateBookingBody({ menuId: null, bookingTime: '18:00', diningDateTime: `${HARNESS_WEDNESDAY}T18:00:00`, adultCovers: 3 }, { email: 'staff.early@example.com' }), key());
    expect(early.status).toBe(200);

    const res = await dayOf('CV004', `?date=${HARNESS_WEDNESDAY}`);
    expect(res.status).toBe(200);
    expect(res.body.storeId).toBe('CV004');
    expect(res.body.date).toBe(HARNESS_WEDNESDAY);
    const ours = res.body.bookings.filter((b: { reference: string }) => [late.body.bookingReference, early.body.bookingReference].includes(b.reference));
    expect(ours).toEqual([
      expect.objectContaining({ reference: early.body.bookingReference, status: 'confirmed', time: '18:00', adults: 3, children: 0, needs: null, needsInWords: [] }),
      expect.objectContaining({
        reference: late.body.bookingReference,
        time: '20:00',
        adults: 2,
        name: 'Giulia Rossi',
        request: 'Window table, please',
        needs,
        needsInWords: ['Allergies: Peanuts', 'Vegan', 'High chair'],
      }),
    ]);
  });

  it('given a day with no bookings, then an empty list', async () => {
    const res = await dayOf('CV004', '?date=2026-12-30');
    expect(res.status).toBe(200);
    expect(res.body.bookings).toEqual([]);
  });
});

describe('refusals', () => {
  it.each([
    ['no staff key', null, 401, 'staffApiKey'],
    ['a wrong staff key', 'staff-key-for-tests-0123456788', 401, 'staffApiKey'],
    ['a shorter key', 'staff', 401, 'staffApiKey'],
  ] as Array<[string, string | null, number, string]>)('given %s, then the status and field named, and no bookings', async (_case, staffKey, status, field) => {
    const res = await dayOf('CV004', `?date=${HARNESS_WEDNESDAY}`, staffKey);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', field });
    expect(res.body.bookings).toBeUndefined();
  });

  it.each([
    ['no date', '', 'date'],
    ['a date that is not one', '?date=2026-02-30', 'date'],
    ['a date in another form', '?date=25/11/2026', 'date'],
    ['an unknown parameter', `?date=${HARNESS_WEDNESDAY}&all=1`, 'all'],
  ])('given %s (%s), then 400 naming %s', async (_case, query, field) => {
    const res = await dayOf('CV004', query);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('given a restaurant that does not exist, then 404 with the catalogue’s code 3', async () => {
    const res = await dayOf('CV999', `?date=${HARNESS_WEDNESDAY}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(3);
  });
});

describe('with no staff key configured', () => {
  const off = useApiHarness();
  it('then the call does not exist, whatever key is sent', async () => {
    const res = await request(off.harness.app).get(`/api/v1/restaurants/CV004/bookings?date=${HARNESS_WEDNESDAY}`).set(off.harness.headers()).set('staffApiKey', STAFF_KEY);
    expect(res.status).toBe(404);
    expect(res.body.bookings).toBeUndefined();
  });
});

describe('rate limit', () => {
  const limited = useApiHarness({ config: { staffApiKey: STAFF_KEY, rateLimits: RATE_LIMITS } });
  it('given a burst of reads with wrong keys, then 429 after RATE_LIMITS.manageBooking.max', async () => {
    const read = () => request(limited.harness.app).get(`/api/v1/restaurants/CV004/bookings?date=${HARNESS_WEDNESDAY}`).set(limited.harness.headers()).set('staffApiKey', 'guess');
    for (let i = 0; i < RATE_LIMITS.manageBooking.max; i += 1) expect((await read()).status).toBe(401);
    expect((await read()).status).toBe(429);
  });
});
