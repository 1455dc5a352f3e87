// The booking calls as a diner's browser makes them, against the seeded reference API on PGlite.
import jwt from 'jsonwebtoken';
import { BOOKING } from '@tavola/core/constants';
import { CALENDAR_MESSAGES, dateBeyondHorizonMessage, ErrorCode, MESSAGES } from '@tavola/core/errors';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import request from 'supertest';
import { createApiApp } from '../../server/api/app';
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { API_ROUTE_MODULES } from '../../server/api/routes';
import { useApiHarness } from '../support/api-harness';
import { aCreateBookingBody } from '../builders/booking.builder';
import { asSent } from '../support/sent-mail';

const { harness, api } = useApiHarness();

const WEDNESDAY = '2026-11-25';
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';
/** The booking window's last day: BOOKING.horizonDays (90) after the harness's Monday 23 November 2026, a Sunday. */
const LAST_BOOKABLE_DAY = '2027-02-21';
/** The day after it, a Monday, which the API refuses. */
const BEYOND_HORIZON = '2027-02-22';
let keySeq = 0;
const key = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

const booking = aCreateBookingBody;

describe('occasions', () => {
  it('given Oxford Circus on a Wednesday, then its occasions come back with their cover limits', async () => {
    const res = await api.get(`/api/booking/occasions/CV001?date=${WEDNESDAY}`);
    expect(res.status).toBe(200);
    const dinner = res.body.occasions.find((o: { id: string }) => o.id === 'dinner');
    expect(dinner).toMatchObject({ minimumCovers: 1, maximumCovers: 15 });
  });

  it('given an unknown restaurant, then 404 with the restaurant-not-found code', async () => {
    const res = await api.get(`/api/booking/occasions/CV999?date=${WEDNESDAY}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: ErrorCode.RestaurantNotFound, message: MESSAGES.defaultError });
  });

  it('given a restaurant with bookings switched off, then the booking-disabled code and message', async () => {
    const res = await api.get(`/api/booking/occasions/CV023?date=${WEDNESDAY}`);
    expect(res.body).toEqual({ code: ErrorCode.BookingDisabled, message: MESSAGES.bookingDisabled });
  });

  it('given a restaurant that takes no online bookings, then the not-supported code', async () => {
    const res = await api.get(`/api/booking/occasions/CV018?date=${WEDNESDAY}`);
    expect(res.body.code).toBe(ErrorCode.BookingNotSupported);
  });

  it('given a date in the past, then the no-restrictions message', async () => {
    const res = await api.get('/api/booking/occasions/CV001?date=2026-11-20');
    expect(res.body).toMatchObject({ code: ErrorCode.NoRestrictions, message: MESSAGES.noRestrictions });
  });

  it('given a malformed date, then 400 naming the date', async () => {
    const res = await api.get('/api/booking/occasions/CV001?date=25/11/2026');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('date');
  });
});

describe('the booking horizon', () => {
  it("given the booking window's last day, then the occasions and that day's slots come back", async () => {
    expect(BOOKING.horizonDays).toBe(90);
    const occasions = await api.get(`/api/booking/occasions/CV001?date=${LAST_BOOKABLE_DAY}`);
    expect(occasions.status).toBe(200);
    expect(occasions.body.date).toBe(LAST_BOOKABLE_DAY);
    const slots = await api.get(`/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=${LAST_BOOKABLE_DAY}&menuIds=a-la-carte&areaId=null`);
    expect(slots.status).toBe(200);
    expect(slots.body.dates[0].times).toContainEqual({ time: '19:00', canEnquire: false });
  });

  it('given the day after the last bookable day, then 400 naming the date, saying how far ahead tables are booked', async () => {
    const res = await api.get(`/api/booking/occasions/CV001?date=${BEYOND_HORIZON}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'date', message: dateBeyondHorizonMessage() });
    expect(res.body.message).toBe('Choose a date within the next 90 days.');
  });

  it('given a date beyond the horizon, then availability, slots and requirements refuse it too, each naming its own date field', async () => {
    const availability = await api.post('/api/booking/availability', { stores: [{ storeId: 'CV001', miles: 1 }], date: BEYOND_HORIZON, adultCovers: 2, childrenCovers: 0 });
    expect(availability.status).toBe(400);
    expect(availability.body).toMatchObject({ field: 'date', message: dateBeyondHorizonMessage() });
    const slots = await api.get(`/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=${BEYOND_HORIZON}`);
    expect(slots.status).toBe(400);
    expect(slots.body.field).toBe('dates');
    const requirements = await api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${BEYOND_HORIZON}&time=19:00`);
    expect(requirements.status).toBe(400);
    expect(requirements.body.field).toBe('bookingDate');
  });

  it('given a booking beyond the horizon, then 400 naming the dining date-time and nothing stored', async () => {
    const count = async () =>
      Number((await harness.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await api.post('/api/booking/create/CV001', booking({ diningDateTime: `${BEYOND_HORIZON}T19:00:00` }), key());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'data.diningDateTime', message: dateBeyondHorizonMessage() });
    expect(await count()).toBe(before);
  });
});

describe('areas, menus and slots', () => {
  it('given the bottomless brunch occasion, then only the menus its inclusive link group names', async () => {
    const res = await api.get(`/api/booking/bookingmenu/CV001?occasionId=bottomless-brunch&children=0&adults=2&dates=${SATURDAY}`);
    expect(res.status).toBe(200);
    expect(res.body.menus.map((m: { id: string }) => m.id)).toEqual(['bottomless-brunch']);
  });

  it('given the lunch occasion, then every menu but the excluded brunch', async () => {
    const res = await api.get(`/api/booking/bookingmenu/CV001?occasionId=lunch&children=0&adults=2&dates=${WEDNESDAY}`);
    expect(res.body.menus.map((m: { id: string }) => m.id)).not.toContain('bottomless-brunch');
    expect(res.body.menus.length).toBeGreaterThan(0);
  });

  it('given dinner, then areas are listed', async () => {
    const res = await api.get(`/api/booking/areas/CV001?occasionId=dinner&children=0&adults=2&dates=${WEDNESDAY}`);
    expect(res.status).toBe(200);
    expect(res.body.areas.length).toBeGreaterThan(0);
  });

  it('given a party within the limits, then dates[0].times lists the free slots in 15-minute steps', async () => {
    const res = await api.get(`/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=${WEDNESDAY}&menuIds=a-la-carte&areaId=null`);
    expect(res.status).toBe(200);
    const times: Array<{ time: string; canEnquire: boolean }> = res.body.dates[0].times;
    expect(times).toContainEqual({ time: '19:00', canEnquire: false });
    for (const slot of times) expect(Number(slot.time.slice(3)) % 15).toBe(0);
  });

  it('given 16 guests, then 400 naming the adults', async () => {
    const res = await api.get(`/api/booking/slots/CV001?occasionId=dinner&children=1&adults=15&dates=${WEDNESDAY}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('adults');
  });

  it('given a menu the occasion does not offer, then the partner-menu code', async () => {
    const res = await api.get(`/api/booking/slots/CV001?occasionId=bottomless-brunch&children=0&adults=2&dates=${SATURDAY}&menuIds=a-la-carte`);
    expect(res.body.code).toBe(ErrorCode.PartnerMenuNotFound);
  });

  it('given an unknown occasion, then the no-available-occasion code', async () => {
    const res = await api.get(`/api/booking/slots/CV001?occasionId=breakfast&children=0&adults=2&dates=${WEDNESDAY}`);
    expect(res.body).toMatchObject({ code: ErrorCode.NoAvailableOccasion, message: MESSAGES.noAvailableOccasion });
  });

  it('given an unknown query field, then 400 naming it', async () => {
    const res = await api.get(`/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=${WEDNESDAY}&debug=1`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('debug');
  });
});

describe('requirements', () => {
  it('given a party above the restaurant card threshold, then a card guarantee is required', async () => {
    const res = await api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=10&bookingDate=${WEDNESDAY}&menuId=a-la-carte&time=19:00`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true });
  });

  it('given a small party, then no card and no enquiry', async () => {
    const res = await api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${WEDNESDAY}&menuId=a-la-carte&time=19:00`);
    expect(res.body).toEqual({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false });
  });
});

describe('availability', () => {
  it('given two restaurants, then each answers with its own slots', async () => {
    const res = await api.post('/api/booking/availability', {
      stores: [{ storeId: 'CV001', miles: 0.2 }, { storeId: 'CV023', miles: 3 }],
      date: WEDNESDAY,
      adultCovers: 2,
      childrenCovers: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.stores[0]).toMatchObject({ storeId: 'CV001', available: true });
    expect(res.body.stores[1]).toMatchObject({ storeId: 'CV023', available: false, code: ErrorCode.BookingDisabled });
  });

  it('given covers as text, then 400 naming the field', async () => {
    const res = await api.post('/api/booking/availability', { stores: [{ storeId: 'CV001', miles: 1 }], date: WEDNESDAY, adultCovers: '2', childrenCovers: 0 });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('adultCovers');
  });
});

describe('create booking', () => {
  it('given a valid booking, then a reference, one stored booking and a confirmation e-mail with a calendar file', async () => {
    const res = await api.post('/api/booking/create/CV001', booking(), key());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bookingReference: expect.stringMatching(/^CV[A-Z2-9]{6}$/), bookingStatus: 0, manageUrl: expect.stringMatching(/^http:\/\/localhost:3000\/booking\/manage\/m1\.CV/) });
    const stored = await harness.handle.db.selectFrom('bookings').selectAll().where('reference', '=', res.body.bookingReference).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ store_id: 'CV001', kind: 'booking', dining_date: WEDNESDAY, dining_time: '19:00', adult_covers: 2 });
    const [mail] = await asSent([await harness.handle.db.selectFrom('outbox').selectAll().where('subject', 'like', `%${res.body.bookingReference}%`).executeTakeFirstOrThrow()]);
    if (!mail) throw new Error('no confirmation');
    expect(mail.recipient).toBe('giulia.rossi@example.com');
    expect(mail.attachments[0]).toMatchObject({ contentType: 'text/calendar' });
    expect(mail.attachments[0]?.content).toContain('DTSTART:20261125T190000Z');
  });

  it('given the same Idempotency-Key and body twice, then the first answer is replayed and one booking exists', async () => {
    const k = key();
    const body = booking({ bookingTime: '18:00', diningDateTime: `${WEDNESDAY}T18:00:00` }, { email: 'replay@example.com' });
    const first = await api.post('/api/booking/create/CV001', body, k);
    const second = await api.post('/api/booking/create/CV001', body, k);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const rows = await harness.handle.db.selectFrom('bookings').select('id').where('dining_time', '=', '18:00').where('store_id', '=', 'CV001').execute();
    expect(rows).toHaveLength(1);
  });

  it('given the same key with another body, then 422', async () => {
    const k = key();
    await api.post('/api/booking/create/CV001', booking({ bookingTime: '18:15', diningDateTime: `${WEDNESDAY}T18:15:00` }), k);
    const res = await api.post('/api/booking/create/CV001', booking({ bookingTime: '18:30', diningDateTime: `${WEDNESDAY}T18:30:00` }), k);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('Idempotency-Key');
  });

  it('given no Idempotency-Key, then 400 naming the header', async () => {
    const res = await api.post('/api/booking/create/CV001', booking());
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('Idempotency-Key');
  });

  it('given the last table taken meanwhile, then status 9 with the slot-taken message and capacity untouched', async () => {
    // York takes 4 covers per slot.
    const first = await api.post('/api/booking/create/CV011', booking({ adultCovers: 3, menuId: null }), key());
    expect(first.status).toBe(200);
    const second = await api.post('/api/booking/create/CV011', booking({ adultCovers: 2, menuId: null }, { email: 'late@example.com' }), key());
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ bookingReference: null, bookingStatus: 9, code: 9, message: MESSAGES.slotTaken });
    const slot = await harness.handle.db.selectFrom('slot_capacity').selectAll().where('store_id', '=', 'CV011').where('slot_time', '=', '19:00').executeTakeFirstOrThrow();
    expect(slot).toMatchObject({ capacity: 4, booked_covers: 3 });
  });

  it('given a party that needs a card guarantee and no card, then the needs-card code', async () => {
    const res = await api.post('/api/booking/create/CV001', booking({ adultCovers: 10 }), key());
    expect(res.body).toMatchObject({ code: ErrorCode.NeedCreditCard, message: MESSAGES.needCreditCard });
  });

  it('given a card vaulted through the test gateway, then the large party is booked', async () => {
    const card = await api.post('/api/v1/braintree/submit', { nonce: TEST_NONCES.valid, storeId: 'CV001', email: 'big@example.com', firstName: 'Marco', lastName: 'Bianchi' }, key());
    expect(card.status).toBe(200);
    const res = await api.post('/api/booking/create/CV001', booking({ adultCovers: 10, braintreeCustomerId: card.body.customerId }, { email: 'big@example.com' }), key());
    expect(res.status).toBe(200);
    expect(res.body.bookingStatus).toBe(0);
  });

  it('given a card vaulted for another diner, then it does not guarantee this booking', async () => {
    const card = await api.post('/api/v1/braintree/submit', { nonce: TEST_NONCES.valid, storeId: 'CV001', email: 'someone.else@example.com', firstName: 'Ada', lastName: 'Verdi' }, key());
    const res = await api.post('/api/booking/create/CV001', booking({ adultCovers: 10, bookingTime: '21:00', diningDateTime: `${WEDNESDAY}T21:00:00`, braintreeCustomerId: card.body.customerId }), key());
    expect(res.body).toMatchObject({ code: ErrorCode.NeedCreditCard, field: 'data.braintreeCustomerId' });
  });

  it('given an impossible date, then 400 naming it and nothing stored', async () => {
    const res = await api.post('/api/booking/create/CV001', booking({ diningDateTime: '2027-02-30T19:00:00' }), key());
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('data.diningDateTime');
    const slots = await api.get('/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=2027-02-30');
    expect(slots.status).toBe(400);
    expect(slots.body.field).toBe('dates');
  });

  it.each([
    [{ customer: { firstName: 'Giulia', lastName: 'Rossi', shouldReceivePromotions: false, shouldReceiveSms: false } }, 'data.customer.email'],
    [{ adultCovers: 16 }, 'data.adultCovers'],
    [{ bookingTime: '7pm' }, 'data.bookingTime'],
    [{ sneaky: true }, 'data.sneaky'],
  ])('given bad input %p, then 400 naming %s and nothing stored', async (override, field) => {
    const before = await harness.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await api.post('/api/booking/create/CV001', booking(override), key());
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body).not.toHaveProperty('stack');
    const after = await harness.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('given a time inside dinner’s window the restaurant does not serve that day, then 400 naming the booking time', async () => {
    // Dinner is seated until 22:30, but Oxford Circus's last Wednesday seating is 21:45.
    const res = await api.post('/api/booking/create/CV001', booking({ bookingTime: '22:30', diningDateTime: `${WEDNESDAY}T22:30:00` }), key());
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('data.bookingTime');
  });
});

/** What a statement is, as "kind table" (a raw statement is "raw"), for counting a call's queries. */
function statementOf(node: RootOperationNode): string {
  const table = (n: unknown): string => {
    const t = n as { table?: { identifier?: { name?: string } } } | undefined;
    return t?.table?.identifier?.name ?? '';
  };
  switch (node.kind) {
    case 'SelectQueryNode':
      return `select ${table(node.from?.froms[0])}`;
    case 'InsertQueryNode':
      return `insert ${table(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${table(node.table)}`;
    case 'RawNode':
      return 'raw';
    default:
      return node.kind;
  }
}

describe('the queries of a create', () => {
  /** The API on the harness's database, listing every statement it sends, and 'transaction' for each it opens. */
  function countingApi() {
    const statements: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(statementOf(node));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = harness.deps.db.withPlugin(counter);
    const transaction = db.transaction.bind(db);
    db.transaction = () => {
      statements.push('transaction');
      return transaction();
    };
    const app = createApiApp({ ...harness.deps, db }, API_ROUTE_MODULES);
    const post = (path: string, body: unknown) => request(app).post(path).set(harness.headers()).set('Idempotency-Key', key()).send(body as object);
    return { statements, post };
  }
  const outboxOf = (reference: string) =>
    harness.handle.db.selectFrom('outbox').select(['recipient', 'channel', 'purpose', 'send_after']).where('booking_reference', '=', reference).orderBy('id').execute();

  // The restaurant's set-up and the e-mail's brand were read by the first create and are kept
  // (cachedBookingSetup, cachedBrandOf); then one statement, with no transaction around it, for the
  // booking with its covers, confirmation, reminders and count, and the Idempotency-Key with its answer.
  const CREATE = ['raw'];

  it('given a booking two days ahead by a diner who takes texts, then its covers, confirmation, e-mail and SMS reminders and count are one statement', async () => {
    const { statements, post } = countingApi();
    // The first create of an API loads its manage-link key, the restaurant and the brand once; the second is what every later one at that restaurant costs.
    expect((await post('/api/booking/create/CV002', booking({ bookingTime: '17:00', diningDateTime: `${WEDNESDAY}T17:00:00` }, { email: 'first.count@example.com' }))).status).toBe(200);
    expect(statements.filter((statement) => statement === 'select content_documents')).toHaveLength(1);
    expect(statements.filter((statement) => statement === 'select restaurants')).toHaveLength(1);
    statements.length = 0;
    const res = await post('/api/booking/create/cv002', booking({ bookingTime: '17:15', diningDateTime: `${WEDNESDAY}T17:15:00` }, { email: 'count@example.com', shouldReceiveSms: true }));
    expect(res.status).toBe(200);
    expect(statements).toEqual(CREATE);
    // ...and that one statement stored all of it.
    const stored = await harness.handle.db.selectFrom('bookings').select(['reference', 'adult_covers']).where('reference', '=', res.body.bookingReference).execute();
    expect(stored).toEqual([{ reference: res.body.bookingReference, adult_covers: 2 }]);
    const confirmation = await harness.handle.db.selectFrom('outbox').select(['purpose']).where('recipient', '=', 'count@example.com').where('booking_reference', 'is', null).execute();
    expect(confirmation).toEqual([{ purpose: null }]);
    const reminders = await outboxOf(res.body.bookingReference);
    expect(reminders.map((r) => [r.recipient, r.channel, r.purpose])).toEqual([
      ['count@example.com', 'email', 'reminder'],
      ['07700 900123', 'sms', 'reminder'],
    ]);
    // Due 24 hours before the table (17:15 London, in November UTC).
    expect(new Date(reminders[0]?.send_after as Date).toISOString()).toBe('2026-11-24T17:15:00.000Z');
    const counted = await harness.handle.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', 'email:count@example.com').executeTakeFirstOrThrow();
    expect(counted.hits).toBe(1);
  });

  it('given the same key again, then one statement answers the first answer and stores nothing more', async () => {
    const { statements, post } = countingApi();
    const body = booking({ bookingTime: '17:45', diningDateTime: `${WEDNESDAY}T17:45:00` }, { email: 'again.count@example.com' });
    const k = key();
    const send = () => post('/api/booking/create/CV002', body).set('Idempotency-Key', k);
    const first = await send();
    expect(first.status).toBe(200);
    statements.length = 0;
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(statements).toEqual(CREATE);
    const slot = await harness.handle.db.selectFrom('slot_capacity').select('booked_covers').where('store_id', '=', 'CV002').where('slot_date', '=', WEDNESDAY).where('slot_time', '=', '17:45').executeTakeFirstOrThrow();
    expect(slot.booked_covers).toBe(2);
    expect(await harness.handle.db.selectFrom('outbox').select('id').where('recipient', '=', 'again.count@example.com').execute()).toHaveLength(2);
    const counted = await harness.handle.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', 'email:again.count@example.com').executeTakeFirstOrThrow();
    expect(counted.hits).toBe(1);
  });

  it('given a slot without room, then the slot-taken answer costs the same statements and stores nothing but the answer', async () => {
    const { statements, post } = countingApi();
    // York takes 4 covers per slot.
    expect((await post('/api/booking/create/CV011', booking({ adultCovers: 4, menuId: null, bookingTime: '17:30', diningDateTime: `${WEDNESDAY}T17:30:00` }, { email: 'fills@example.com' }))).status).toBe(200);
    statements.length = 0;
    const res = await post('/api/booking/create/CV011', booking({ adultCovers: 1, menuId: null, bookingTime: '17:30', diningDateTime: `${WEDNESDAY}T17:30:00` }, { email: 'too.late@example.com', phoneNumber: '07700 900999', shouldReceiveSms: true }));
    expect(res.status).toBe(409);
    expect(statements).toEqual(CREATE);
    expect(await harness.handle.db.selectFrom('outbox').select('id').where('recipient', 'in', ['too.late@example.com', '07700 900999']).execute()).toHaveLength(0);
    expect(await harness.handle.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', 'email:too.late@example.com').execute()).toHaveLength(0);
    const slot = await harness.handle.db.selectFrom('slot_capacity').select('booked_covers').where('store_id', '=', 'CV011').where('slot_date', '=', WEDNESDAY).where('slot_time', '=', '17:30').executeTakeFirstOrThrow();
    expect(slot.booked_covers).toBe(4);
  });

  it('given the slot-taken answer, then the same key sent again replays it, even once the slot has room', async () => {
    const { post } = countingApi();
    const at = { adultCovers: 4, menuId: null, bookingTime: '17:45', diningDateTime: `${WEDNESDAY}T17:45:00` };
    const taker = await post('/api/booking/create/CV011', booking(at, { email: 'takes.all@example.com' }));
    expect(taker.status).toBe(200);
    const k = key();
    const late = booking({ ...at, adultCovers: 2 }, { email: 'comes.late@example.com' });
    const first = await post('/api/booking/create/CV011', late).set('Idempotency-Key', k);
    expect(first.status).toBe(409);
    await harness.handle.db.updateTable('slot_capacity').set({ booked_covers: 0 }).where('store_id', '=', 'CV011').where('slot_date', '=', WEDNESDAY).where('slot_time', '=', '17:45').execute();
    const again = await post('/api/booking/create/CV011', late).set('Idempotency-Key', k);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(first.body);
    expect(await harness.handle.db.selectFrom('bookings').select('id').where('customer', '@>', JSON.stringify({ email: 'comes.late@example.com' }) as never).execute()).toHaveLength(0);
  });
});

describe('events and enquiries', () => {
  it('given an enquiry at a restaurant that takes them, then a reference and type enquiry', async () => {
    const res = await api.post('/api/booking/enquiry/CV001', booking({ bookingTime: '20:00', diningDateTime: `${WEDNESDAY}T20:00:00` }), key());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bookingReference: expect.stringMatching(/^CV/), bookingType: 'enquiry' });
  });

  it('given an event request, then a reference and type event, recorded as an event', async () => {
    const res = await api.post('/api/booking/events/CV001', booking({ occasionId: 'private-event', adultCovers: 8, bookingTime: '20:00', diningDateTime: `${WEDNESDAY}T20:00:00` }), key());
    expect(res.status).toBe(200);
    const row = await harness.handle.db.selectFrom('bookings').select(['kind', 'status']).where('reference', '=', res.body.bookingReference).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'event', status: 'requested' });
  });
});

describe('access', () => {
  it('given no bearer token, then 401 as JSON', async () => {
    const res = await api.raw.get(`/api/booking/occasions/CV001?date=${WEDNESDAY}`).set({ brandKey: harness.config.brandKey, sessionId: 'test-session-0001' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'A valid bearer token is required' });
  });

  it('given a token request with clearCache, then a fresh token that works', async () => {
    const first = await api.raw.post('/api/token').set('brandKey', harness.config.brandKey).send({ clearCache: false });
    const fresh = await api.raw.post('/api/token').set('brandKey', harness.config.brandKey).send({ clearCache: true });
    expect(fresh.status).toBe(200);
    expect(fresh.body.accessToken).not.toBe(first.body.accessToken);
    const res = await api.raw
      .get(`/api/booking/occasions/CV001?date=${WEDNESDAY}`)
      .set({ brandKey: harness.config.brandKey, sessionId: 'test-session-0002', Authorization: `Bearer ${fresh.body.accessToken}` });
    expect(res.status).toBe(200);
  });

  it('given a token signed with another secret, or unsigned, then it is refused', async () => {
    const claims = { sub: harness.config.brandKey, exp: Math.floor(harness.clock.now() / 1000) + 3600 };
    const forged = [jwt.sign(claims, `${harness.config.tokenSecret}-not`, { algorithm: 'HS256' }), jwt.sign(claims, null, { algorithm: 'none' })];
    for (const token of forged) {
      const res = await api.raw
        .get(`/api/booking/occasions/CV001?date=${WEDNESDAY}`)
        .set({ brandKey: harness.config.brandKey, sessionId: 'test-session-0004', Authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    }
  });

  it('given a token 23 hours old, then it is refused', async () => {
    const token = (await api.raw.post('/api/token').set('brandKey', harness.config.brandKey).send({ clearCache: true })).body.accessToken;
    harness.clock.advance(23 * 3600_000 + 1000);
    try {
      const res = await api.raw
        .get(`/api/booking/occasions/CV001?date=${WEDNESDAY}`)
        .set({ brandKey: harness.config.brandKey, sessionId: 'test-session-0003', Authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    } finally {
      harness.clock.set(harness.clock.now() - (23 * 3600_000 + 1000));
    }
  });
});

describe('service windows', () => {
  const slotsOf = async (storeId: string, occasionId: string, date: string, extra = '') => {
    const res = await api.get(`/api/booking/slots/${storeId}?occasionId=${occasionId}&children=0&adults=2&dates=${date}${extra}`);
    return { res, times: res.status === 200 ? res.body.dates[0].times.map((t: { time: string }) => t.time) : [] };
  };
  const storedCount = async () => Number((await harness.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('given Covent Garden on a Saturday, then brunch is offered from its 11:30 first seating to the last lunch slot', async () => {
    const occasions = await api.get(`/api/booking/occasions/CV002?date=${SATURDAY}`);
    expect(occasions.body.occasions.map((o: { id: string }) => o.id)).toContain('bottomless-brunch');
    const { times } = await slotsOf('CV002', 'bottomless-brunch', SATURDAY);
    expect(times[0]).toBe('11:30');
    expect(times[times.length - 1]).toBe('14:30');
    expect(times.every((t: string) => t <= '15:00')).toBe(true);
  });

  it('given Covent Garden on a Tuesday, then brunch is not offered, and its slots are refused with code 18 naming the date', async () => {
    const occasions = await api.get(`/api/booking/occasions/CV002?date=${TUESDAY}`);
    expect(occasions.body.occasions.map((o: { id: string }) => o.id)).not.toContain('bottomless-brunch');
    const { res } = await slotsOf('CV002', 'bottomless-brunch', TUESDAY);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.NoAvailableOccasion, message: MESSAGES.noAvailableOccasion, field: 'dates' });
  });

  it('given dinner and lunch, then each offers only its own seatings: dinner from 17:00, lunch never in the evening', async () => {
    const dinner = await slotsOf('CV002', 'dinner', TUESDAY);
    expect(dinner.times[0]).toBe('17:00');
    expect(dinner.times.every((t: string) => t >= '17:00' && t <= '22:30')).toBe(true);
    const lunch = await slotsOf('CV002', 'lunch', TUESDAY);
    expect(lunch.times[0]).toBe('12:00');
    expect(lunch.times.every((t: string) => t >= '12:00' && t <= '15:00')).toBe(true);
  });

  it('given the weekday set lunch, then its slots keep to its hours, and it is not offered at the weekend or for dinner', async () => {
    const { times } = await slotsOf('CV001', 'lunch', TUESDAY, '&menuIds=set-lunch');
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t: string) => t >= '12:00' && t <= '16:00')).toBe(true);
    const dinnerWithSetLunch = await slotsOf('CV001', 'dinner', TUESDAY, '&menuIds=set-lunch');
    expect(dinnerWithSetLunch.res.body).toMatchObject({ code: ErrorCode.NoFreeSlot });
    const saturdayMenus = await api.get(`/api/booking/bookingmenu/CV001?occasionId=lunch&children=0&adults=2&dates=${SATURDAY}`);
    expect(saturdayMenus.body.menus.map((m: { id: string }) => m.id)).not.toContain('set-lunch');
    const atDinner = await api.get(`/api/booking/bookingmenu/CV001?occasionId=dinner&children=0&adults=2&dates=${TUESDAY}&time=19:00`);
    expect(atDinner.body.menus.map((m: { id: string }) => m.id)).toEqual(['a-la-carte', 'christmas', 'kids']);
  });

  it('given the Christmas menu, then it is offered in its season and not after it', async () => {
    const menus = async (date: string) =>
      (await api.get(`/api/booking/bookingmenu/CV001?occasionId=dinner&children=0&adults=2&dates=${date}`)).body.menus.map((m: { id: string }) => m.id);
    expect(await menus(TUESDAY)).toContain('christmas');
    expect(await menus('2027-01-12')).not.toContain('christmas');
  });

  it('given requirements outside the windows, then 409 naming the time (code 18) or the menu (code 8)', async () => {
    const q = `occasionId=dinner&children=0&adults=2&bookingDate=${TUESDAY}`;
    const lunchtime = await api.get(`/api/booking/requirements/CV001?${q}&time=12:30`);
    expect(lunchtime.status).toBe(409);
    expect(lunchtime.body).toMatchObject({ code: ErrorCode.NoAvailableOccasion, field: 'time' });
    const setLunch = await api.get(`/api/booking/requirements/CV001?occasionId=lunch&children=0&adults=2&bookingDate=${TUESDAY}&time=12:30&menuId=set-lunch`);
    expect(setLunch.status).toBe(200);
    const setLunchLate = await api.get(`/api/booking/requirements/CV001?occasionId=dinner&children=0&adults=2&bookingDate=${TUESDAY}&time=19:00&menuId=set-lunch`);
    expect(setLunchLate.body).toMatchObject({ code: ErrorCode.PartnerMenuNotFound, field: 'menuId' });
  });

  it.each([
    ['create', 'dinner at lunchtime', { bookingTime: '12:30', diningDateTime: `${TUESDAY}T12:30:00` }, ErrorCode.NoAvailableOccasion, 'data.bookingTime'],
    ['create', 'brunch on a Tuesday', { occasionId: 'bottomless-brunch', menuId: 'bottomless-brunch', bookingTime: '12:30', diningDateTime: `${TUESDAY}T12:30:00` }, ErrorCode.NoAvailableOccasion, 'data.bookingTime'],
    ['create', 'the set lunch at dinner', { menuId: 'set-lunch', bookingTime: '19:00', diningDateTime: `${TUESDAY}T19:00:00` }, ErrorCode.PartnerMenuNotFound, 'data.menuId'],
    ['enquiry', 'lunch at 21:45', { occasionId: 'lunch', bookingTime: '21:45', diningDateTime: `${TUESDAY}T21:45:00` }, ErrorCode.NoAvailableOccasion, 'data.bookingTime'],
    ['events', 'a private event with the set lunch at dinner', { occasionId: 'private-event', adultCovers: 8, menuId: 'set-lunch', bookingTime: '19:00', diningDateTime: `${TUESDAY}T19:00:00` }, ErrorCode.PartnerMenuNotFound, 'data.menuId'],
  ])('given a %s call for %s, then 409 with the code and field, and nothing stored', async (call, _case, overrides, code, field) => {
    const before = await storedCount();
    const res = await api.post(`/api/booking/${call}/CV001`, booking(overrides), key());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code, field });
    expect(await storedCount()).toBe(before);
  });
});

describe('the events call', () => {
  const event = (overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) =>
    booking({ occasionId: 'private-event', adultCovers: 8, bookingTime: '19:30', diningDateTime: `${TUESDAY}T19:30:00`, ...overrides }, customer);

  it('given the occasions, then the private event is flagged isEvent and dinner is not', async () => {
    const res = await api.get(`/api/booking/occasions/CV001?date=${TUESDAY}`);
    const byId = Object.fromEntries(res.body.occasions.map((o: { id: string; isEvent?: boolean }) => [o.id, o.isEvent === true]));
    expect(byId).toMatchObject({ 'private-event': true, dinner: false });
  });

  it('given an occasion that is not an event, then 400 naming the occasion and nothing stored', async () => {
    const res = await api.post('/api/booking/events/CV001', event({ occasionId: 'dinner' }), key());
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('data.occasionId');
  });

  it('given a party above the card threshold, then the needs-card code; with a card vaulted for the diner, the request is made', async () => {
    const refused = await api.post('/api/booking/events/CV001', event({ adultCovers: 12 }), key());
    expect(refused.body).toMatchObject({ code: ErrorCode.NeedCreditCard, field: 'data.braintreeCustomerId' });
    const card = await api.post('/api/v1/braintree/submit', { nonce: TEST_NONCES.valid, storeId: 'CV001', email: 'events@example.com', firstName: 'Ada', lastName: 'Verdi' }, key());
    const made = await api.post('/api/booking/events/CV001', event({ adultCovers: 12, braintreeCustomerId: card.body.customerId }, { email: 'events@example.com' }), key());
    expect(made.status).toBe(200);
    expect(made.body.bookingType).toBe('event');
  });

  it('given a slot without room for the party, then the slot-taken answer, as for a table', async () => {
    // Oxford Circus takes 40 covers a slot; with 36 already booked, an event of eight does not fit.
    await harness.handle.db
      .insertInto('slot_capacity')
      .values({ store_id: 'CV001', slot_date: TUESDAY, slot_time: '18:15', capacity: 40, booked_covers: 36 })
      .execute();
    const res = await api.post('/api/booking/events/CV001', event({ bookingTime: '18:15', diningDateTime: `${TUESDAY}T18:15:00` }), key());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ bookingStatus: ErrorCode.BookingWentWrong, code: ErrorCode.BookingWentWrong });
  });
});

describe('a restaurant booked only through its live widget (SevenRooms)', () => {
  it('given Edinburgh, then slots and every create are refused with the not-supported code and message', async () => {
    const slots = await api.get(`/api/booking/slots/CV013?occasionId=dinner&children=0&adults=2&dates=${TUESDAY}`);
    expect(slots.status).toBe(409);
    expect(slots.body).toEqual({ code: ErrorCode.BookingNotSupported, message: MESSAGES.bookingNotSupported });
    for (const call of ['create', 'enquiry', 'events']) {
      const res = await api.post(`/api/booking/${call}/CV013`, booking({ bookingTime: '19:30', diningDateTime: `${TUESDAY}T19:30:00` }), key());
      expect(res.body).toMatchObject({ code: ErrorCode.BookingNotSupported, message: MESSAGES.bookingNotSupported });
    }
  });
});

describe('the availability calendar', () => {
  type Day = { date: string; status: string; reason: string | null; canEnquire: boolean; message: string };
  const calendar = async (storeId: string, query: string) => api.get(`/api/booking/calendar/${storeId}?${query}`);
  const dayOf = (days: Day[], date: string) => days.find((d) => d.date === date);

  it('given Oxford Circus in December for two at dinner, then every day with its status: 25 December closed, the 24th open, each worded', async () => {
    const res = await calendar('CV001', 'month=2026-12&occasionId=dinner&adults=2&children=0');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ storeId: 'CV001', month: '2026-12', occasionId: 'dinner' });
    expect(res.body.days).toHaveLength(31);
    expect(dayOf(res.body.days, '2026-12-25')).toEqual({
      date: '2026-12-25',
      status: 'closed',
      reason: 'restaurantClosed',
      canEnquire: false,
      message: CALENDAR_MESSAGES.restaurantClosed,
    });
    // Christmas Eve closes at 17:00: dinner's first seating is 17:00, so the 24th has no dinner seating.
    expect(dayOf(res.body.days, '2026-12-24')).toMatchObject({ status: 'closed', reason: 'notServed' });
    expect(dayOf(res.body.days, '2026-12-23')).toMatchObject({ status: 'available', reason: null, message: CALENDAR_MESSAGES.available });
  });

  it('given Covent Garden with brunch, then its Tuesdays are not served and its Saturdays are available', async () => {
    const res = await calendar('CV002', 'month=2026-12&occasionId=bottomless-brunch&adults=2&children=0');
    expect(dayOf(res.body.days, '2026-12-01')).toMatchObject({ status: 'closed', reason: 'notServed', message: CALENDAR_MESSAGES.notServed });
    expect(dayOf(res.body.days, '2026-12-05')).toMatchObject({ status: 'available' });
  });

  it('given this month, then past days are closed as past; given the last month, then days after the horizon say how far ahead tables are booked', async () => {
    const november = await calendar('CV001', 'month=2026-11&occasionId=dinner&adults=2&children=0');
    expect(dayOf(november.body.days, '2026-11-20')).toMatchObject({ status: 'closed', reason: 'past' });
    expect(dayOf(november.body.days, WEDNESDAY)).toMatchObject({ status: 'available' });
    const february = await calendar('CV001', 'month=2027-02&occasionId=dinner&adults=2&children=0');
    expect(dayOf(february.body.days, LAST_BOOKABLE_DAY)).toMatchObject({ status: 'available' });
    expect(dayOf(february.body.days, BEYOND_HORIZON)).toMatchObject({ status: 'closed', reason: 'beyondHorizon', message: 'Bookings open 90 days ahead.' });
    // The refurbishment day is closed.
    expect(dayOf(february.body.days, '2027-02-02')).toMatchObject({ status: 'closed', reason: 'restaurantClosed' });
  });

  it('given every dinner seating of a day taken, then full, with an enquiry possible where the restaurant takes them', async () => {
    const day = '2026-12-09';
    const dinner = await api.get(`/api/booking/slots/CV001?occasionId=dinner&children=0&adults=2&dates=${day}`);
    const times: string[] = dinner.body.dates[0].times.map((t: { time: string }) => t.time);
    await harness.handle.db
      .insertInto('slot_capacity')
      .values(times.map((time) => ({ store_id: 'CV001', slot_date: day, slot_time: time, capacity: 40, booked_covers: 40 })))
      .execute();
    const res = await calendar('CV001', 'month=2026-12&occasionId=dinner&adults=2&children=0');
    expect(dayOf(res.body.days, day)).toMatchObject({ status: 'full', reason: 'full', canEnquire: true, message: CALENDAR_MESSAGES.fullEnquiry });
    // Lunch that day is untouched.
    const lunch = await calendar('CV001', 'month=2026-12&occasionId=lunch&adults=2&children=0');
    expect(dayOf(lunch.body.days, day)?.status).toBe('available');
  });

  it('given no occasion, then a day counts when any occasion has a table for the party', async () => {
    const res = await calendar('CV002', 'month=2026-12&adults=2&children=0');
    expect(res.body.occasionId).toBeNull();
    expect(dayOf(res.body.days, '2026-12-01')?.status).toBe('available');
    expect(dayOf(res.body.days, '2026-12-25')?.reason).toBe('restaurantClosed');
  });

  it.each([
    ['a month that is not one', 'month=2026-13&adults=2&children=0', 'month'],
    ['a month written another way', 'month=12/2026&adults=2&children=0', 'month'],
    ['a month before this one', 'month=2026-10&adults=2&children=0', 'month'],
    ['a month beyond the booking window', 'month=2027-03&adults=2&children=0', 'month'],
    ['no party', 'month=2026-12&children=0', 'adults'],
    ['a party above the limit', 'month=2026-12&adults=40&children=0', 'adults'],
    ['a party above the occasion’s limit', 'month=2026-12&occasionId=dinner&adults=16&children=0', 'adults'],
  ])('given %s, then 400 naming the field', async (_case, query, field) => {
    const res = await calendar('CV001', query);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('given a month outside the window, then the message says which months can be booked', async () => {
    const res = await calendar('CV001', 'month=2027-03&adults=2&children=0');
    expect(res.body.message).toBe('month must be a month that can be booked from 2026-11 to 2027-02');
  });

  it('given an unknown occasion, restaurant or a SevenRooms-only one, then the catalogue codes', async () => {
    expect((await calendar('CV001', 'month=2026-12&occasionId=picnic&adults=2&children=0')).body).toMatchObject({ code: ErrorCode.NoAvailableOccasion, field: 'occasionId' });
    expect((await calendar('CV999', 'month=2026-12&adults=2&children=0')).status).toBe(404);
    expect((await calendar('CV013', 'month=2026-12&adults=2&children=0')).body).toMatchObject({ code: ErrorCode.BookingNotSupported });
  });

  it('given a month, then it is answered in two queries whatever its length', async () => {
    const queries: string[] = [];
    const db = harness.handle.db;
    const original = db.selectFrom.bind(db);
    const spy = jest.spyOn(db, 'selectFrom').mockImplementation(((table: never) => {
      queries.push(String(table));
      return original(table);
    }) as never);
    try {
      const res = await calendar('CV001', 'month=2026-12&occasionId=dinner&adults=2&children=0');
      expect(res.status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(queries).toEqual(['restaurants', 'slot_capacity']);
  });
});

describe('event occasions go through the events call only', () => {
  it.each(['create', 'enquiry'])('given a private event sent to %s, then 400 naming the occasion and nothing stored', async (call) => {
    const before = Number((await harness.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const res = await api.post(`/api/booking/${call}/CV001`, booking({ occasionId: 'private-event', adultCovers: 8, bookingTime: '20:00', diningDateTime: `${WEDNESDAY}T20:00:00` }), key());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'data.occasionId', message: 'An event occasion (such as a private event) is requested through the events call' });
    const after = Number((await harness.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });
});
