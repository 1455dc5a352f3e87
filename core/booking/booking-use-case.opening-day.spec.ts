// The day a booking journey opens on when the diner has not chosen one: today, unless the calendar says today
// can no longer be booked (its last seating gone at 22:30, or the restaurant shut), then the first day the
// calendar does not close. Without the calendar, an occasions call that finds nothing left today moves the
// journey to tomorrow once. A day the diner chose, or one the page asked to start on, is never moved.
// Over in-memory ports and a fixed clock: Tuesday 10 June 2025, 22:30 in London.
import { anOccasion } from '../../tests/builders/booking.builder';
import { ErrorCode } from '../errors/error-code';
import { CALENDAR_MESSAGES, MESSAGES } from '../errors/messages';
import { fail, ok } from '../shared/api-result';
import { dayAvailability, daysOfMonth, type CalendarDay, type DayFacts } from './availability-calendar';
import { createBookingUseCase } from './booking-use-case';
import { FakeBookingApi, FakeCalendarBookingApi, FakePayments, FixedClock, RecordingAnalytics } from './testing/fake-booking-ports';

const LATE_EVENING = Date.UTC(2025, 5, 10, 21, 30);
const TODAY = '2025-06-10';
const WINDOW = { first: TODAY, last: '2025-09-08' };
const DINNER = anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 8 });
const OPEN: DayFacts = { window: WINDOW, open: true, seatings: 10, served: 10, offers: [{ canEnquire: false }] };

/** A month as the API words it: today past its last seating, `closed` shut, the rest open. */
function monthOfDays(month: string, { todayLeft = 0, closed = [] as string[] } = {}): { month: string; days: CalendarDay[] } {
  return {
    month,
    days: daysOfMonth(month).map((date) => {
      if (date === TODAY) return dayAvailability(date, { ...OPEN, seatings: todayLeft, served: todayLeft });
      if (closed.includes(date)) return dayAvailability(date, { ...OPEN, open: false });
      return dayAvailability(date, OPEN);
    }),
  };
}

function aUseCase(booking: FakeBookingApi = new FakeCalendarBookingApi(), date?: string) {
  const useCase = createBookingUseCase(
    { booking, payments: new FakePayments(), analytics: new RecordingAnalytics(), clock: new FixedClock(LATE_EVENING) },
    { restaurants: [{ storeId: 'A', lat: 53.8, lng: -1.54 }, { storeId: 'B', lat: 53.9, lng: -1.1 }], storeId: 'A', ...(date ? { date } : {}) },
  );
  return { useCase, booking, snap: () => useCase.getSnapshot() };
}

const occasionDays = (booking: FakeBookingApi) => booking.of('getOccasions').map((call) => call.args[1]);

describe('the day a booking journey opens on', () => {
  it('given 22:30 with no seating left today, then the month is read first and the occasions are asked for tomorrow, never today', async () => {
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    expect(booking.of('getOccasions')).toHaveLength(0);
    expect(booking.last('getMonthAvailability').args).toEqual(['A', { month: '2025-06', adults: 1, children: 0 }]);
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    expect(occasionDays(booking)).toEqual(['2025-06-11']);
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    expect(await starting).toBe(true);
    expect(snap().journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-11');
    expect(snap().canContinue[1]).toBe(true);
    // Today still shows in the calendar, closed with the reason a diner is told.
    const today = snap().calendarView?.weeks.flat().find((cell) => cell?.date === TODAY);
    expect(today).toMatchObject({ status: 'closed', message: CALENDAR_MESSAGES.noSeatingsLeft, selected: false });
  });

  it('given the month call timed out on opening, then the occasions are not asked as well and the diner is told at once, with a try again', async () => {
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    await booking.last('getMonthAvailability').answer(fail({ code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' }));
    expect(booking.of('getOccasions')).toHaveLength(0);
    expect(snap()).toMatchObject({ canTryAgain: true, busy: false, message: { key: 'occasionsFailed', text: MESSAGES.somethingWentWrongTryAgain } });
    // Nor is the month asked for again: the diner is not kept waiting on a calendar that will not come.
    expect(booking.of('getMonthAvailability')).toHaveLength(1);

    const trying = useCase.tryAgain();
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06', { todayLeft: 2 })));
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06', { todayLeft: 2 })));
    expect(await trying).toBe(true);
    expect(snap()).toMatchObject({ canTryAgain: false, message: null, canContinue: { 1: true } });
    await starting;
  });

  it('given today with seatings left, then the journey stays on today', async () => {
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06', { todayLeft: 2 })));
    expect(occasionDays(booking)).toEqual([TODAY]);
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06', { todayLeft: 2 })));
    expect(await starting).toBe(true);
    expect(snap().journey.selectedBookingDate?.slice(0, 10)).toBe(TODAY);
  });

  it('given the restaurant shut for the rest of June, then the journey opens on the first of July, July’s calendar shown', async () => {
    const rest = daysOfMonth('2025-06').filter((date) => date > TODAY);
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06', { closed: rest })));
    expect(booking.last('getMonthAvailability').args).toEqual(['A', { month: '2025-07', adults: 1, children: 0 }]);
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-07')));
    expect(occasionDays(booking)).toEqual(['2025-07-01']);
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-07')));
    expect(await starting).toBe(true);
    expect(snap().calendarView?.month).toBe('2025-07');
  });

  it('given the month call failing, then the occasions are asked for today as before, and a "no restrictions" moves them to tomorrow once', async () => {
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    await booking.last('getMonthAvailability').answer(fail({ code: null, status: 503 }));
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    expect(occasionDays(booking)).toEqual([TODAY, '2025-06-11']);
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    expect(await starting).toBe(true);
    expect(snap().journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-11');
  });

  it('given an API without the month call and nothing left tomorrow either, then it asks twice only and says why', async () => {
    const { useCase, booking, snap } = aUseCase(new FakeBookingApi());
    const starting = useCase.start();
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    expect(await starting).toBe(false);
    expect(occasionDays(booking)).toEqual([TODAY, '2025-06-11']);
    expect(snap().message).toEqual({ key: 'occasionsFailed', text: MESSAGES.noRestrictions });
  });

  it('given today chosen by the diner, then it is kept: the occasions are asked for today with no month read first', async () => {
    const { useCase, booking, snap } = aUseCase();
    const starting = useCase.start();
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    await starting;
    const monthsRead = booking.of('getMonthAvailability').length;
    const choosing = useCase.chooseDate(TODAY);
    expect(booking.of('getMonthAvailability')).toHaveLength(monthsRead);
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    await choosing;
    expect(occasionDays(booking)).toEqual(['2025-06-11', TODAY]);
    expect(snap().journey.selectedBookingDate?.slice(0, 10)).toBe(TODAY);
    expect(snap().message).toEqual({ key: 'occasionsFailed', text: MESSAGES.noRestrictions });
  });

  it('given a page that asks to start on a shut day, then that day is kept and no month is read first', async () => {
    const { useCase, booking, snap } = aUseCase(new FakeCalendarBookingApi(), '2025-06-12');
    const starting = useCase.start();
    expect(booking.of('getMonthAvailability')).toHaveLength(0);
    await booking.last('getOccasions').answer(fail({ code: ErrorCode.NoRestrictions, status: 409 }));
    expect(await starting).toBe(false);
    expect(occasionDays(booking)).toEqual(['2025-06-12']);
    expect(snap().journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-12');
  });

  it('given another restaurant chosen while the opening month loads, then only that restaurant’s occasions are asked for', async () => {
    const { useCase, booking } = aUseCase();
    const starting = useCase.start();
    const first = booking.last('getMonthAvailability');
    const choosing = useCase.chooseRestaurant('B');
    await first.answer(ok(monthOfDays('2025-06')));
    expect(await starting).toBe(false);
    expect(booking.last('getMonthAvailability').args[0]).toBe('B');
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    expect(booking.of('getOccasions').map((call) => call.args)).toEqual([['B', '2025-06-11']]);
    await booking.last('getOccasions').answer(ok([DINNER]));
    await booking.last('getMonthAvailability').answer(ok(monthOfDays('2025-06')));
    expect(await choosing).toBe(true);
  });
});
