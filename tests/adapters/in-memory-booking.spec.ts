// The in-memory booking API and card gateway, driven by core's booking use-case as a kiosk in demonstration
// mode would drive them: capacity per time, the slot taken between two diners, a card above a party size
// (and a declined card), enquiries for full times, and an unknown restaurant.
import { IN_MEMORY_CARD_NONCES, FixedClock, InMemoryBookingApi, InMemoryPaymentsApi, type InMemoryRestaurant } from '@tavola/adapters';
import { createBookingUseCase, type BookableRestaurant, type BookingUseCase, type Occasion } from '@tavola/core/booking';
import { aBookingData } from '../builders/booking.builder';
import { ErrorCode } from '@tavola/core/errors';

// Thursday 26 November 2026, 10:00 in London.
const NOW = Date.UTC(2026, 10, 26, 10, 0);
const TOMORROW = '2026-11-27';

const trattoria: InMemoryRestaurant = {
  storeId: 'TRATTORIA',
  occasions: [{ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 8 }],
  menus: [{ id: 'a-la-carte', name: 'À la carte' }],
  times: ['18:00', '18:30'],
  coversPerTime: 4,
  cardAboveCovers: 5,
};

const listed: BookableRestaurant[] = [{ storeId: 'TRATTORIA', title: 'Trattoria', lat: 51.5, lng: -0.12 }];

function kiosk(api: InMemoryBookingApi, payments = new InMemoryPaymentsApi()): BookingUseCase<BookableRestaurant> {
  return createBookingUseCase(
    { booking: api, payments, clock: new FixedClock(NOW), analytics: { track: () => undefined } },
    { restaurants: listed, storeId: 'TRATTORIA', date: TOMORROW },
  );
}

async function detailsFor(booking: BookingUseCase<BookableRestaurant>, covers: number, time: string): Promise<void> {
  await booking.start();
  booking.changeCovers({ adults: covers, children: 0 });
  expect(await booking.loadSlots()).toBe(true);
  expect(booking.chooseTime(time)).toBe(true);
  expect(await booking.loadRequirements()).toBe(true);
  booking.changeCustomerField('firstName', 'Giulia');
  booking.changeCustomerField('lastName', 'Rossi');
  booking.changeCustomerField('email', 'giulia@example.com');
}

describe('the in-memory booking API under the booking use-case', () => {
  it('given a free time, when a diner books it, then the booking is stored with a reference and the time has fewer covers left', async () => {
    const api = new InMemoryBookingApi([trattoria], { referencePrefix: 'KIOSK' });
    const booking = kiosk(api);
    await detailsFor(booking, 3, '18:00');
    expect(await booking.submit()).toBe(true);
    expect(booking.getSnapshot().confirmation).toMatchObject({ reference: 'KIOSK-1', date: TOMORROW, time: '18:00', covers: 3 });
    expect(api.bookings).toHaveLength(1);
    const left = await api.getSlots('TRATTORIA', { occasionId: 'dinner', adults: 2, children: 0, dates: TOMORROW, menuIds: 'a-la-carte', areaId: 'null' });
    expect(left).toEqual({ ok: true, value: [{ time: '18:30', canEnquire: false }] });
  });

  it('given two diners on the same last covers, when the second books after the first, then the second is told the slot was taken and keeps the details', async () => {
    const api = new InMemoryBookingApi([trattoria]);
    const first = kiosk(api);
    const second = kiosk(api);
    await detailsFor(first, 4, '18:30');
    await detailsFor(second, 4, '18:30');
    expect(await first.submit()).toBe(true);
    expect(await second.submit()).toBe(false);
    const snapshot = second.getSnapshot();
    expect(snapshot.slotTaken).toBe(true);
    expect(snapshot.message?.key).toBe('slotTaken');
    expect(snapshot.journey.customer.firstName.text).toBe('Giulia');
    expect(api.bookings).toHaveLength(1);
  });

  it('given a party above the card limit, then a card is asked for; a declined card says so in the gateway words, a good one lets the booking through', async () => {
    const api = new InMemoryBookingApi([{ ...trattoria, coversPerTime: 8 }]);
    const payments = new InMemoryPaymentsApi();
    const booking = kiosk(api, payments);
    await detailsFor(booking, 6, '18:00');
    expect(booking.getSnapshot().cardGuaranteeNeeded).toBe(true);
    expect(await booking.loadCardForm()).toBe(true);
    expect(await booking.guaranteeWithCard(IN_MEMORY_CARD_NONCES.declined)).toBe(false);
    expect(booking.getSnapshot().card.message?.text).toBe('Your card was declined. Please try another card.');
    expect(await booking.guaranteeWithCard(IN_MEMORY_CARD_NONCES.valid)).toBe(true);
    expect(await booking.submit()).toBe(true);
    expect(api.bookings[0]?.data.braintreeCustomerId).toBe('customer-1');
    expect(payments.guarantees).toHaveLength(1);
  });

  it('given a full time at a restaurant that takes enquiries, then it is offered as an enquiry and sent as one', async () => {
    const api = new InMemoryBookingApi([{ ...trattoria, times: ['19:00'], coversPerTime: 2, enquiryWhenFull: true }]);
    const booking = kiosk(api);
    await detailsFor(booking, 3, '19:00');
    expect(booking.getSnapshot().submitKind).toBe('enquiry');
    expect(await booking.submit()).toBe(true);
    expect(api.bookings[0]?.type).toBe('enquiry');
  });

  it('given an unknown restaurant or no free time, then the API answers with the catalogue codes', async () => {
    const api = new InMemoryBookingApi([{ ...trattoria, coversPerTime: 1 }]);
    expect(await api.getOccasions('NOWHERE', TOMORROW)).toEqual({ ok: false, error: { code: ErrorCode.RestaurantNotFound, status: 404 } });
    const none = await api.getSlots('trattoria', { occasionId: 'dinner', adults: 2, children: 0, dates: TOMORROW, menuIds: '', areaId: 'null' });
    expect(none).toEqual({ ok: false, error: { code: ErrorCode.NoFreeSlot, status: 409 } });
  });

  it('given the month asked for, then its days as the API classifies them: brunch only at the weekend, a full day full', async () => {
    const brunch: Occasion = { id: 'brunch', name: 'Brunch', minimumCovers: 1, maximumCovers: 8, serviceWindow: { days: ['saturday', 'sunday'] } };
    const api = new InMemoryBookingApi([{ ...trattoria, occasions: [...trattoria.occasions, brunch] }], {
      window: () => ({ first: '2026-11-26', last: '2027-02-24' }),
    });
    const month = await api.getMonthAvailability('TRATTORIA', { month: '2026-11', adults: 2, children: 0, occasionId: 'brunch' });
    if (!month.ok) throw new Error('expected a month');
    const dayOf = (date: string) => month.value.days.find((day) => day.date === date);
    expect([dayOf('2026-11-25')?.reason, dayOf('2026-11-27')?.reason, dayOf('2026-11-28')?.status]).toEqual(['past', 'notServed', 'available']);
    expect(await api.getMonthAvailability('TRATTORIA', { month: '2026-11', adults: 2, children: 0, occasionId: 'lunch' })).toMatchObject({ ok: false, error: { code: ErrorCode.NoAvailableOccasion } });
    expect(await api.getMonthAvailability('NOWHERE', { month: '2026-11', adults: 2, children: 0 })).toMatchObject({ ok: false, error: { code: ErrorCode.RestaurantNotFound } });
  });

  it('given a kiosk on the in-memory API, then step one shows the calendar and a full day cannot go on', async () => {
    const api = new InMemoryBookingApi([trattoria]);
    const booking = kiosk(api);
    await booking.start();
    booking.changeCovers({ adults: 4, children: 0 });
    for (const time of trattoria.times) {
      await api.createBooking('TRATTORIA', aBookingData({ occasionId: 'dinner', adultCovers: 4, diningDateTime: `${TOMORROW}T${time}:00`, bookingTime: time }));
    }
    expect(await booking.showMonth('2026-12')).toBe(true);
    expect(await booking.showMonth('2026-11')).toBe(true);
    const snapshot = booking.getSnapshot();
    expect(snapshot.calendarView?.weeks.flat().find((cell) => cell?.date === TOMORROW)?.status).toBe('full');
    expect(snapshot.blockers[1].map((blocker) => blocker.key)).toEqual(['dayFull']);
  });
});
