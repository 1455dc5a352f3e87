// Step one's availability calendar in the booking use-case: which month it asks for and for whom, a change
// of party, occasion, restaurant or month asking again (a stale answer ignored), and a closed or full day
// stopping step one with the reason. Over in-memory ports and a fixed clock: Tuesday 2025-06-10 in London.
import { anOccasion } from '../../tests/builders/booking.builder';
import { CALENDAR_MESSAGES, MESSAGES } from '../errors/messages';
import { ErrorCode } from '../errors/error-code';
import { fail, ok } from '../shared/api-result';
import { dayAvailability, daysOfMonth, type CalendarDay, type DayFacts } from './availability-calendar';
import { createBookingUseCase } from './booking-use-case';
import { FakeBookingApi, FakeCalendarBookingApi, FakePayments, FixedClock, RecordingAnalytics } from './testing/fake-booking-ports';

const NOW = Date.UTC(2025, 5, 10, 9);
const WINDOW = { first: '2025-06-10', last: '2025-09-08' };
const SATURDAY = '2025-06-14';
const DINNER = anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 8 });
const BRUNCH = anOccasion({ id: 'brunch', name: 'Brunch', minimumCovers: 1, maximumCovers: 12 });
const OPEN: DayFacts = { window: WINDOW, open: true, seatings: 10, served: 10, offers: [{ canEnquire: false }] };

/** A month where the 25th is closed, the 21st full, the 28th full with enquiries, everything else available. */
function june(month = '2025-06'): { month: string; days: CalendarDay[] } {
  return {
    month,
    days: daysOfMonth(month).map((date) => {
      if (date.endsWith('-25')) return dayAvailability(date, { ...OPEN, open: false });
      if (date.endsWith('-21')) return dayAvailability(date, { ...OPEN, offers: [] });
      if (date.endsWith('-28')) return dayAvailability(date, { ...OPEN, offers: [{ canEnquire: true }] });
      return dayAvailability(date, OPEN);
    }),
  };
}

function aUseCase(booking: FakeBookingApi = new FakeCalendarBookingApi()) {
  const analytics = new RecordingAnalytics();
  const useCase = createBookingUseCase(
    { booking, payments: new FakePayments(), analytics, clock: new FixedClock(NOW) },
    { restaurants: [{ storeId: 'A', lat: 53.8, lng: -1.54 }, { storeId: 'B', lat: 53.9, lng: -1.1 }], storeId: 'A', date: SATURDAY },
  );
  return { useCase, booking, analytics, snap: () => useCase.getSnapshot() };
}

/** Leeds on Saturday 14 June with dinner chosen for one, June's days loaded. */
async function withJune() {
  const context = aUseCase();
  const starting = context.useCase.start();
  await context.booking.last('getOccasions').answer(ok([DINNER, BRUNCH]));
  await context.booking.last('getMonthAvailability').answer(ok(june()));
  // start() ends once the month's days are in.
  expect(await starting).toBe(true);
  return context;
}

const cell = (snap: ReturnType<ReturnType<typeof aUseCase>['snap']>, date: string) =>
  snap.calendarView?.weeks.flat().find((c) => c?.date === date) ?? null;

describe('the availability calendar in step one', () => {
  it('given the occasions loaded, then the chosen day’s month is asked for this restaurant, occasion and party', async () => {
    const { booking, snap } = await withJune();
    expect(booking.of('getMonthAvailability').map((call) => call.args)).toEqual([['A', { month: '2025-06', adults: 1, children: 0, occasionId: 'dinner' }]]);
    expect(snap().calendarView).toMatchObject({ month: '2025-06', title: 'June 2025', status: 'loaded', previousMonth: null, nextMonth: '2025-07' });
    expect(cell(snap(), '2025-06-25')).toMatchObject({ status: 'closed', message: CALENDAR_MESSAGES.restaurantClosed, selected: false });
    expect(cell(snap(), SATURDAY)).toMatchObject({ status: 'available', selected: true, today: false });
    expect(cell(snap(), '2025-06-09')).toMatchObject({ choosable: false });
  });

  it('given a closed day chosen (25 June), then step one cannot go on and says why', async () => {
    const { useCase, booking, snap } = await withJune();
    const choosing = useCase.chooseDate('2025-06-25');
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    await choosing;
    expect(snap().blockers[1]).toEqual([{ key: 'dayClosed', message: CALENDAR_MESSAGES.restaurantClosed }]);
    expect(snap().canContinue[1]).toBe(false);
    expect(await useCase.loadSlots()).toBe(false);
    expect(booking.of('getSlots')).toHaveLength(0);
  });

  it('given a full day chosen, then step one is blocked as full; a full day that takes enquiries can go on', async () => {
    const { useCase, booking, snap, analytics } = await withJune();
    const full = useCase.chooseDate('2025-06-21');
    await booking.last('getOccasions').answer(ok([DINNER, BRUNCH]));
    await full;
    expect(snap().blockers[1]).toEqual([{ key: 'dayFull', message: CALENDAR_MESSAGES.full }]);
    // No table nearby is asked for yet, but it is offered; the full day is recorded once, as a failed slots call is.
    expect(snap().noAvailability).toBe(true);
    await useCase.chooseDate('2025-06-21');
    expect(analytics.events).toEqual([{ name: 'booking_unavailable', properties: { storeId: 'A', occasionId: 'dinner', date: '2025-06-21', covers: 1 } }]);
    const enquiry = useCase.chooseDate('2025-06-28');
    await booking.last('getOccasions').answer(ok([DINNER, BRUNCH]));
    await enquiry;
    expect(snap().blockers[1]).toEqual([]);
    expect(cell(snap(), '2025-06-28')?.message).toBe(CALENDAR_MESSAGES.fullEnquiry);
    // Days of the same month chosen: the month is not asked for again.
    expect(booking.of('getMonthAvailability')).toHaveLength(1);
  });

  it('given brunch chosen and a Tuesday picked, then brunch stays chosen and the calendar’s reason stops step one', async () => {
    const { useCase, booking, snap } = await withJune();
    useCase.chooseOccasion('brunch');
    const brunchJune = june();
    await booking.last('getMonthAvailability').answer(
      ok({ ...brunchJune, days: brunchJune.days.map((day) => (day.date === '2025-06-17' ? dayAvailability(day.date, { ...OPEN, served: 0, offers: [] }) : day)) }),
    );
    const choosing = useCase.chooseDate('2025-06-17');
    await booking.last('getOccasions').answer(ok([DINNER]));
    await choosing;
    expect(snap().journey.selectedOccasion?.id).toBe('brunch');
    expect(snap().message).toEqual({ key: 'occasionNotOffered', text: MESSAGES.noAvailableOccasion });
    expect(snap().blockers[1]).toEqual([{ key: 'dayClosed', message: CALENDAR_MESSAGES.notServed }]);
    // Dinner, which the Tuesday offers, can be chosen instead.
    expect(useCase.chooseOccasion('dinner')).toBe(true);
    expect(snap().message).toBeNull();
  });

  it('given the day the journey started on is full for the party, then nothing is recorded until the diner chooses a day', async () => {
    const { useCase, booking, analytics, snap } = await withJune();
    useCase.changeCovers({ adults: 5 });
    const full = june();
    await booking.last('getMonthAvailability').answer(ok({ ...full, days: full.days.map((day) => (day.date === SATURDAY ? dayAvailability(day.date, { ...OPEN, offers: [] }) : day)) }));
    // 14 June was chosen by the options, not the diner: the day says full, but nothing is recorded.
    expect(snap().noAvailability).toBe(true);
    expect(analytics.events).toEqual([]);
  });

  it('given the party or the occasion changes, then the month is asked again for them and the old days no longer count', async () => {
    const { useCase, booking, snap } = await withJune();
    useCase.changeCovers({ adults: 6 });
    expect(snap().calendarView?.status).toBe('loading');
    expect(cell(snap(), '2025-06-25')?.status).toBe('unknown');
    expect(booking.last('getMonthAvailability').args).toEqual(['A', { month: '2025-06', adults: 6, children: 0, occasionId: 'dinner' }]);
    await booking.last('getMonthAvailability').answer(ok(june()));
    useCase.chooseOccasion('brunch');
    expect(booking.last('getMonthAvailability').args[1]).toMatchObject({ occasionId: 'brunch', adults: 1 });
  });

  it('given two answers out of order, then only the latest party’s days show', async () => {
    const { useCase, booking, snap } = await withJune();
    useCase.changeCovers({ adults: 2 });
    useCase.changeCovers({ adults: 3 });
    const [forTwo, forThree] = booking.of('getMonthAvailability').slice(-2);
    await forThree?.answer(ok(june()));
    const stale = june();
    await forTwo?.answer(ok({ ...stale, days: stale.days.map((day) => ({ ...day, status: 'closed', reason: 'restaurantClosed' })) }));
    expect(cell(snap(), SATURDAY)?.status).toBe('available');
  });

  it('given a date in another month chosen while the party’s month was loading, then the late answer does not turn the calendar back', async () => {
    const { useCase, booking, snap } = await withJune();
    useCase.changeCovers({ adults: 5 });
    const forJune = booking.last('getMonthAvailability');
    const choosing = useCase.chooseDate('2025-07-16');
    await forJune.answer(ok(june()));
    expect(snap().calendarView?.month).toBe('2025-07');
    await booking.last('getOccasions').answer(ok([DINNER]));
    expect(booking.last('getMonthAvailability').args).toEqual(['A', { month: '2025-07', adults: 5, children: 0, occasionId: 'dinner' }]);
    await booking.last('getMonthAvailability').answer(ok(june('2025-07')));
    await choosing;
    expect(snap().calendarView).toMatchObject({ month: '2025-07', status: 'loaded' });
  });

  it('given the next month shown, then its days load; a month outside the booking window is refused', async () => {
    const { useCase, booking, snap } = await withJune();
    const showing = useCase.showMonth('2025-07');
    await booking.last('getMonthAvailability').answer(ok(june('2025-07')));
    expect(await showing).toBe(true);
    expect(snap().calendarView).toMatchObject({ month: '2025-07', previousMonth: '2025-06', nextMonth: '2025-08' });
    expect(await useCase.showMonth('2025-10')).toBe(false);
    expect(await useCase.showMonth('2025-05')).toBe(false);
    expect(await useCase.showMonth('July')).toBe(false);
    expect(snap().calendarView?.month).toBe('2025-07');
    // The chosen day is in June: July's days do not judge it.
    expect(snap().blockers[1]).toEqual([]);
  });

  it('given an answer for another month or a failure, then the calendar says it could not check and the date can still be chosen', async () => {
    const context = aUseCase();
    const starting = context.useCase.start();
    await context.booking.last('getOccasions').answer(ok([DINNER]));
    await context.booking.last('getMonthAvailability').answer(ok(june('2025-07')));
    await starting;
    expect(context.snap().calendarView).toMatchObject({ status: 'failed', message: CALENDAR_MESSAGES.loadFailed });
    expect(context.snap().canContinue[1]).toBe(true);
    // Asking again after a failure is allowed.
    const again = context.useCase.showMonth('2025-06');
    await context.booking.last('getMonthAvailability').throwError(new Error('adapter bug'));
    expect(await again).toBe(false);
    expect(context.snap().calendarView?.status).toBe('failed');
  });

  it('given an API without the month call, then no calendar and step one works as before', async () => {
    const context = aUseCase(new FakeBookingApi());
    const starting = context.useCase.start();
    await context.booking.last('getOccasions').answer(ok([DINNER]));
    expect(await starting).toBe(true);
    expect(context.snap().calendarView).toBeNull();
    expect(context.snap().canContinue[1]).toBe(true);
    expect(await context.useCase.showMonth('2025-07')).toBe(false);
  });

  it('given another restaurant chosen, then its month is asked for', async () => {
    const { useCase, booking } = await withJune();
    const choosing = useCase.chooseRestaurant('B');
    await booking.last('getOccasions').answer(ok([DINNER]));
    expect(booking.last('getMonthAvailability').args).toEqual(['B', { month: '2025-06', adults: 1, children: 0, occasionId: 'dinner' }]);
    await booking.last('getMonthAvailability').answer(ok(june()));
    expect(await choosing).toBe(true);
  });

  it('given the occasions call fails for the day, then the panel keeps the catalogue’s words', async () => {
    const { useCase, booking, snap } = await withJune();
    const choosing = useCase.chooseDate('2025-06-25');
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    await choosing;
    expect(snap().message).toEqual({ key: 'occasionsFailed', text: MESSAGES.noRestrictions });
  });
});

describe('the calendar’s month not loaded', () => {
  it('given only the month call failed, then the calendar offers its own try again, which loads the days', async () => {
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(fail({ code: null, status: 503 }));
    await starting;
    expect(snap()).toMatchObject({ tryAgainOn: null, canContinue: { 1: true } });
    expect(snap().calendarView).toMatchObject({ status: 'failed', message: CALENDAR_MESSAGES.loadFailed, canTryAgain: true });

    const trying = useCase.tryCalendarAgain();
    expect(snap().calendarView).toMatchObject({ status: 'loading', canTryAgain: false });
    expect(await useCase.tryCalendarAgain()).toBe(false);
    await booking.last('getMonthAvailability').answer(ok(june()));
    expect(await trying).toBe(true);
    expect(booking.of('getMonthAvailability').map((call) => call.args)).toEqual([
      ['A', { month: '2025-06', adults: 1, children: 0, occasionId: 'dinner' }],
      ['A', { month: '2025-06', adults: 1, children: 0, occasionId: 'dinner' }],
    ]);
    expect(snap().calendarView).toMatchObject({ status: 'loaded', message: null, canTryAgain: false });
    expect(await useCase.tryCalendarAgain()).toBe(false);
    expect(booking.of('getMonthAvailability')).toHaveLength(2);
  });
});
