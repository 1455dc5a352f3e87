// The booking adapter against the real reference API on an ephemeral port: every call's answer as the
// seeded Casa Ventura restaurants give it, and each failure mapped to its catalogue code.
import { AxiosBookingApi, type ApiHttpClient, type HttpAnswer } from '@tavola/adapters';
import { bookingFailed, bookingSubmitted } from '@tavola/core/booking';
import { ErrorCode, MESSAGES } from '@tavola/core/errors';
import type { CreateBookingData } from '@tavola/core/ports';
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { aBookingData, aJourneyReadyToBook } from '../builders/booking.builder';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';

let h: AdapterHarness;
let booking: AxiosBookingApi;

beforeAll(async () => {
  h = await startAdapterHarness();
  booking = new AxiosBookingApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

/** A Wednesday after the harness's fixed "now" (Monday 2026-11-23). */
const WEDNESDAY = '2026-11-25';
const SATURDAY = '2026-11-28';
const party = (adults = 2) => ({ occasionId: 'dinner', children: 0, adults });

function aBooking(overrides: Partial<CreateBookingData> = {}, time = '19:00'): CreateBookingData {
  return { ...aBookingData({ diningDateTime: `${WEDNESDAY}T${time}:00`, bookingTime: time }), braintreeCustomerId: null, ...overrides };
}

const storedBooking = (reference: string) =>
  h.api.handle.db.selectFrom('bookings').select(['store_id', 'kind', 'dining_time', 'adult_covers']).where('reference', '=', reference).executeTakeFirst();

describe('getOccasions', () => {
  it('given Oxford Circus on a Saturday, then its occasions come back with cover limits, the waitlist\'s largest party, link groups, service windows and the event flag', async () => {
    const result = await booking.getOccasions('CV001', SATURDAY);
    if (!result.ok) throw new Error(`expected occasions, got ${JSON.stringify(result.error)}`);
    expect(result.value).toContainEqual({
      id: 'dinner',
      name: 'Dinner',
      minimumCovers: 1,
      maximumCovers: 15,
      menuLinkGroup: null,
      areaLinkGroup: null,
      serviceWindow: { firstSeating: '17:00', lastSeating: '22:30' },
      // The card threshold (above eight) is Oxford Circus's smallest limit for a waiting party.
      waitlistMaxCovers: 8,
    });
    const brunch = result.value.find((o) => o.id === 'bottomless-brunch');
    expect(brunch?.menuLinkGroup).toEqual({ type: 'inclusive', menuLinks: [{ id: 'bottomless-brunch' }] });
    expect(brunch?.serviceWindow).toEqual({ days: ['saturday', 'sunday'], firstSeating: '11:30', lastSeating: '15:00' });
    expect(result.value.find((o) => o.id === 'private-event')?.isEvent).toBe(true);
  });

  it('given a Wednesday, then brunch, served at the weekend, is not among them', async () => {
    const result = await booking.getOccasions('CV001', WEDNESDAY);
    expect(result.ok && result.value.map((o) => o.id)).not.toContain('bottomless-brunch');
  });

  it('given an unknown restaurant, then a failure with code 3 (restaurant not found)', async () => {
    const result = await booking.getOccasions('CV999', WEDNESDAY);
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.RestaurantNotFound, status: 404, message: MESSAGES.defaultError } });
  });

  it('given Cambridge, whose bookings are switched off (CV023), then a failure with code 10 and its message', async () => {
    const result = await booking.getOccasions('CV023', WEDNESDAY);
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.BookingDisabled, status: 409, message: MESSAGES.bookingDisabled } });
  });

  it('given Bath, which takes no online bookings (CV018), then a failure with code 1', async () => {
    const result = await booking.getOccasions('CV018', WEDNESDAY);
    expect(result.ok ? null : result.error.code).toBe(ErrorCode.BookingNotSupported);
  });

  it('given a date in the past, then a failure with code 17 (no restrictions)', async () => {
    const result = await booking.getOccasions('CV001', '2026-11-20');
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.NoRestrictions, message: MESSAGES.noRestrictions });
  });
});

describe('checkAvailability', () => {
  it('given two restaurants, then each store answers with its availability and times', async () => {
    const answer = await booking.checkAvailability({
      stores: [{ storeId: 'CV001', miles: 0.2 }, { storeId: 'CV023', miles: 3 }],
      date: WEDNESDAY,
      adultCovers: 2,
      childrenCovers: 0,
    });
    if (!answer.success) throw new Error(answer.message);
    const [oxford, cambridge] = answer.stores;
    expect(oxford).toMatchObject({ storeId: 'CV001', available: true });
    expect(oxford?.times).toContainEqual({ time: '19:00', canEnquire: false });
    expect(cambridge).toEqual({ storeId: 'CV023', available: false, times: [] });
  });

  it('given a bad request (a party of 16), then {success:false, message:"Error checking availability"}', async () => {
    const answer = await booking.checkAvailability({ stores: [{ storeId: 'CV001', miles: 1 }], date: WEDNESDAY, adultCovers: 16, childrenCovers: 0 });
    expect(answer).toEqual({ success: false, message: MESSAGES.availabilityError });
  });

  it('given a malformed date, then the same fixed answer', async () => {
    const answer = await booking.checkAvailability({ stores: [{ storeId: 'CV001', miles: 1 }], date: '25/11/2026', adultCovers: 2, childrenCovers: 0 });
    expect(answer).toEqual({ success: false, message: MESSAGES.availabilityError });
  });
});

describe('getAreas and getMenus', () => {
  it('given dinner at Oxford Circus, then the restaurant areas come back as {id, name}', async () => {
    const result = await booking.getAreas('CV001', { ...party(), dates: WEDNESDAY });
    expect(result).toEqual({
      ok: true,
      value: [
        { id: 'main-dining-room', name: 'Main dining room' },
        { id: 'bar', name: 'Bar' },
        { id: 'private-dining-room', name: 'Private dining room' },
      ],
    });
  });

  it('given bottomless brunch, then only the menu its inclusive link group names, with its description', async () => {
    const result = await booking.getMenus('CV001', { occasionId: 'bottomless-brunch', children: 0, adults: 2, dates: SATURDAY, time: '12:00' });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 'bottomless-brunch',
          name: 'Bottomless brunch',
          description: expect.stringContaining('Prosecco'),
          serviceWindow: { days: ['saturday', 'sunday'], firstSeating: '11:30', lastSeating: '15:00' },
        },
      ],
    });
  });

  it('given an unknown occasion, then a failure with code 18 (no available occasion)', async () => {
    const result = await booking.getMenus('CV001', { occasionId: 'breakfast', children: 0, adults: 2, dates: WEDNESDAY, time: '09:00' });
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.NoAvailableOccasion, message: MESSAGES.noAvailableOccasion });
  });

  it('given an unknown restaurant, then a failure with code 3', async () => {
    const result = await booking.getAreas('CV999', { ...party(), dates: WEDNESDAY });
    expect(result.ok ? null : result.error.code).toBe(ErrorCode.RestaurantNotFound);
  });
});

describe('getSlots', () => {
  it('given a party of two for dinner, then the slots of dates[0].times in 15-minute steps', async () => {
    const result = await booking.getSlots('CV001', { ...party(), dates: WEDNESDAY, menuIds: 'a-la-carte', areaId: 'null' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toContainEqual({ time: '19:00', canEnquire: false });
    for (const slot of result.value) expect(Number(slot.time.slice(3)) % 15).toBe(0);
  });

  it('given a menu the occasion does not offer, then a failure with code 8 (partner menu not found)', async () => {
    const result = await booking.getSlots('CV001', { occasionId: 'bottomless-brunch', children: 0, adults: 2, dates: SATURDAY, menuIds: 'a-la-carte', areaId: 'null' });
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.PartnerMenuNotFound, status: 409 });
  });

  it('given a party over the limit, then a failure naming the field, with no catalogue code', async () => {
    const result = await booking.getSlots('CV001', { occasionId: 'dinner', children: 1, adults: 15, dates: WEDNESDAY, menuIds: '', areaId: 'null' });
    expect(result.ok ? null : result.error).toMatchObject({ code: null, status: 400, field: 'adults' });
  });
});

describe('getMonthAvailability', () => {
  it('given Oxford Circus in December for dinner, then each day with its status and reason: Christmas Day closed', async () => {
    const result = await booking.getMonthAvailability('CV001', { month: '2026-12', ...party() });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.month).toBe('2026-12');
    expect(result.value.days).toHaveLength(31);
    expect(result.value.days.find((day) => day.date === '2026-12-25')).toEqual({ date: '2026-12-25', status: 'closed', reason: 'restaurantClosed', canEnquire: false });
    expect(result.value.days.find((day) => day.date === '2026-12-23')?.status).toBe('available');
  });

  it('given no occasion, then the query leaves it out and the month still answers', async () => {
    const result = await booking.getMonthAvailability('CV002', { month: '2026-12', adults: 2, children: 0 });
    expect(result.ok && result.value.days.length).toBe(31);
  });

  it('given a month beyond the booking window, then a failure naming the month', async () => {
    const result = await booking.getMonthAvailability('CV001', { month: '2027-06', ...party() });
    expect(result.ok ? null : result.error).toMatchObject({ code: null, status: 400, field: 'month' });
  });
});

describe('getRequirements', () => {
  it('given a party of ten, then a card guarantee is required and no enquiry', async () => {
    const result = await booking.getRequirements('CV001', { ...party(10), bookingDate: WEDNESDAY, menuId: 'a-la-carte', time: '19:00' });
    expect(result).toEqual({ ok: true, value: { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true } });
  });

  it('given a party of two, then neither', async () => {
    const result = await booking.getRequirements('CV001', { ...party(), bookingDate: WEDNESDAY, menuId: 'a-la-carte', time: '19:00', areaId: 'bar' });
    expect(result).toEqual({ ok: true, value: { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false } });
  });

  it('given a time the restaurant does not serve, then a failure with code 4 (no free slot)', async () => {
    // Inside dinner's window (until 22:30) but after Oxford Circus's last Wednesday seating (21:45).
    const result = await booking.getRequirements('CV001', { ...party(), bookingDate: WEDNESDAY, menuId: 'a-la-carte', time: '22:30' });
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.NoFreeSlot, message: MESSAGES.noFreeSlot });
  });
});

describe('createBooking', () => {
  it('given a valid booking, then its reference with status 0, and the booking is stored', async () => {
    const result = await booking.createBooking('CV001', aBooking());
    // A table booked carries its manage link (issue 14).
    expect(result).toEqual({ ok: true, value: { bookingReference: expect.stringMatching(/^CV[A-Z2-9]{6}$/), bookingStatus: 0, manageUrl: expect.stringContaining('/booking/manage/m1.CV') } });
    const reference = result.ok ? result.value.bookingReference : '';
    expect(await storedBooking(reference)).toEqual({ store_id: 'CV001', kind: 'booking', dining_time: '19:00', adult_covers: 2 });
  });

  it('given the same booking made twice, then two bookings: each call carries its own Idempotency-Key', async () => {
    const first = await booking.createBooking('CV001', aBooking({}, '18:00'));
    const second = await booking.createBooking('CV001', aBooking({}, '18:00'));
    expect(first.ok && second.ok && first.value.bookingReference !== second.value.bookingReference).toBe(true);
  });

  it('given the same booking sent again with the key of the first (a try again after no answer), then one booking: the same reference', async () => {
    const key = 'try-again-0001-contract';
    const first = await booking.createBooking('CV001', aBooking({}, '18:15'), { idempotencyKey: key });
    const again = await booking.createBooking('CV001', aBooking({}, '18:15'), { idempotencyKey: key });
    expect(first.ok && again.ok && first.value.bookingReference === again.value.bookingReference).toBe(true);
  });

  it('given the last table at York taken meanwhile (4 covers a slot), then a failure with code 9 and the slot-taken message', async () => {
    const first = await booking.createBooking('CV011', aBooking({ adultCovers: 3, menuId: null }));
    expect(first.ok).toBe(true);
    const second = await booking.createBooking('CV011', aBooking({ adultCovers: 2, menuId: null }));
    expect(second).toEqual({ ok: false, error: { code: ErrorCode.BookingWentWrong, status: 409, message: MESSAGES.slotTaken } });
  });

  it('given the slot-taken failure, when the journey is told, then it shows the slot-taken message and keeps the details', async () => {
    await booking.createBooking('CV011', aBooking({ adultCovers: 4, menuId: null }, '20:00'));
    const result = await booking.createBooking('CV011', aBooking({ adultCovers: 1, menuId: null }, '20:00'));
    const submitted = bookingSubmitted(aJourneyReadyToBook());
    const state = result.ok ? null : bookingFailed(submitted, result.error);
    expect(state?.bookingErrorMessage).toBe(MESSAGES.slotTaken);
    expect(state?.customer).toBe(submitted.customer);
  });

  it('given Cambridge (CV023, bookings switched off), then a failure with code 10', async () => {
    const result = await booking.createBooking('CV023', aBooking());
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.BookingDisabled, status: 409, message: MESSAGES.bookingDisabled } });
  });

  it('given an unknown restaurant, then a failure with code 3', async () => {
    const result = await booking.createBooking('CV999', aBooking());
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.RestaurantNotFound, status: 404 });
  });

  it('given a party that needs a card and none, then a failure with code 5 and its message', async () => {
    const result = await booking.createBooking('CV001', aBooking({ adultCovers: 10 }, '21:00'));
    expect(result.ok ? null : result.error).toMatchObject({ code: ErrorCode.NeedCreditCard, message: MESSAGES.needCreditCard });
  });

  it('given a card vaulted first, then the large party is booked', async () => {
    const card = await h.client.call<{ customerId: string }>({
      method: 'POST',
      path: '/api/v1/braintree/submit',
      body: { nonce: TEST_NONCES.valid, storeId: 'CV001', email: 'giulia.rossi@example.com', firstName: 'Marco', lastName: 'Bianchi' },
      idempotent: true,
    });
    const customerId = card.ok ? card.data.customerId : '';
    const result = await booking.createBooking('CV001', aBooking({ adultCovers: 10, braintreeCustomerId: customerId }, '21:15'));
    expect(result).toEqual({ ok: true, value: { bookingReference: expect.any(String), bookingStatus: 0, manageUrl: expect.any(String) } });
  });

  it('given a customer without an e-mail, then a failure naming the field', async () => {
    const data = aBooking();
    const result = await booking.createBooking('CV001', { ...data, customer: { ...data.customer, email: '' } });
    expect(result.ok ? null : result.error).toMatchObject({ status: 400, field: 'data.customer.email' });
  });
});

describe('createEvent and createEnquiry', () => {
  it('given an enquiry at Oxford Circus, then a reference with status 0, stored as an enquiry', async () => {
    const result = await booking.createEnquiry('CV001', aBooking({}, '20:00'));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toEqual({ bookingReference: expect.stringMatching(/^CV/), bookingStatus: 0 });
    expect(await storedBooking(result.value.bookingReference)).toMatchObject({ kind: 'enquiry' });
  });

  it('given a private event for eight, then a reference with status 0, stored as an event', async () => {
    const result = await booking.createEvent('CV001', aBooking({ occasionId: 'private-event', adultCovers: 8 }, '20:00'));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(await storedBooking(result.value.bookingReference)).toMatchObject({ kind: 'event', adult_covers: 8 });
  });

  it('given an event at Cambridge (CV023), then a failure with code 10', async () => {
    const result = await booking.createEvent('CV023', aBooking());
    expect(result.ok ? null : result.error.code).toBe(ErrorCode.BookingDisabled);
  });
});

// The reference API always answers well-formed data; these prove the readers with a stub client (no HTTP).
describe('answers of the wrong shape', () => {
  const answering = (data: unknown, status = 200) =>
    new AxiosBookingApi({ call: async (): Promise<HttpAnswer<unknown>> => ({ ok: true, status, data }) } as unknown as ApiHttpClient);

  it.each([
    ['occasions not a list', { occasions: 'dinner' }],
    ['an occasion without a name', { occasions: [{ id: 'dinner', minimumCovers: 1, maximumCovers: 15 }] }],
    ['no body', ''],
  ])('given %s, then getOccasions fails with no code', async (_case, data) => {
    expect(await answering(data).getOccasions('CV001', WEDNESDAY)).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it.each([
    ['an empty dates list', { dates: [] }],
    ['a slot without a time', { dates: [{ times: [{ canEnquire: true }] }] }],
    ['times missing', { dates: [{ date: WEDNESDAY }] }],
  ])('given %s, then getSlots fails', async (_case, data) => {
    expect((await answering(data).getSlots('CV001', { ...party(), dates: WEDNESDAY, menuIds: '', areaId: 'null' })).ok).toBe(false);
  });

  it.each([
    ['another month', { month: '2027-01', days: [] }],
    ['days missing', { month: '2026-12' }],
    ['no body', ''],
  ])('given %s, then getMonthAvailability fails', async (_case, data) => {
    expect((await answering(data).getMonthAvailability('CV001', { month: '2026-12', ...party() })).ok).toBe(false);
  });

  it('given a day that cannot be read or of another month, then it is left out and the others kept', async () => {
    const days = [{ date: '2026-12-01', status: 'available' }, { date: '2026-12-02', status: 'maybe' }, { date: '2027-01-01', status: 'closed' }];
    const result = await answering({ month: '2026-12', days }).getMonthAvailability('CV001', { month: '2026-12', ...party() });
    expect(result).toEqual({ ok: true, value: { month: '2026-12', days: [{ date: '2026-12-01', status: 'available', reason: null, canEnquire: false }] } });
  });

  it('given requirements without the card flag, then a failure', async () => {
    expect((await answering({ isPlaceAsEnquiryEnabled: true }).getRequirements('CV001', { ...party(), bookingDate: WEDNESDAY, menuId: '', time: '19:00' })).ok).toBe(false);
  });

  it.each([
    ['a 201 answer', { stores: [] }, 201],
    ['stores not a list', { stores: null }, 200],
  ])('given %s, then availability gives the fixed failure answer', async (_case, data, status) => {
    expect(await answering(data, status).checkAvailability({ stores: [], date: WEDNESDAY, adultCovers: 2, childrenCovers: 0 })).toEqual({
      success: false,
      message: MESSAGES.availabilityError,
    });
  });

  it('given a 200 create answer with status 9, then it reads as the same code-9 failure as the 409', async () => {
    const result = await answering({ bookingReference: '', bookingStatus: 9, message: MESSAGES.slotTaken }).createBooking('CV011', aBooking());
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.BookingWentWrong, status: 200, message: MESSAGES.slotTaken } });
  });

  it('given a create answer with status 0 and no reference, then a failure with no code', async () => {
    expect(await answering({ bookingStatus: 0 }).createBooking('CV001', aBooking())).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it('given a numeric reference and a text status "0", then the booking is made with the reference as text', async () => {
    expect(await answering({ bookingReference: 778899, bookingStatus: '0' }).createBooking('CV001', aBooking())).toEqual({
      ok: true,
      value: { bookingReference: '778899', bookingStatus: 0 },
    });
  });
});
