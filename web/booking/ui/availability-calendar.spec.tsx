/** @jest-environment jsdom */
// Step one's month calendar over a real BookingStore and the in-memory booking API (its month call replaced
// by fixed days core classified): what a diner sees and hears for each day, choosing a day by mouse and by
// keyboard alone, turning months, and a closed day stopping "Find a table" with the reason.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FixedClock, InMemoryBookingApi } from '@tavola/adapters';
import { dayAvailability, daysOfMonth, type DayFacts, type MonthAvailability } from '@tavola/core/booking';
import { CALENDAR_MESSAGES } from '@tavola/core/errors';
import { fail, ok, type ApiResult, type MonthAvailabilityQuery } from '@tavola/core/ports';
import type { RestaurantSummary } from '../../page-data';
import { BookingStore } from '../booking.store';
import { StepOne } from './step-one';

// Tuesday 10 June 2025, 10:00 in London; the booking window runs to 8 September.
const NOW = Date.UTC(2025, 5, 10, 9);
const WINDOW = { first: '2025-06-10', last: '2025-09-08' };
const OPEN: DayFacts = { window: WINDOW, open: true, seatings: 8, served: 8, offers: [{ canEnquire: false }] };
const RESTAURANTS = [
  { storeId: 'A', title: 'Oxford Circus', city: 'london', slug: 'oxford-circus', lat: 51.515, lng: -0.141, phone: '020 7946 0000', cityName: 'London', region: 'London' },
] as RestaurantSummary[];

/** Each month: the 25th closed, the 21st full, every other day in the window available. */
function monthOf(query: MonthAvailabilityQuery): MonthAvailability {
  return {
    month: query.month,
    days: daysOfMonth(query.month).map((date) => {
      if (date.endsWith('-25')) return dayAvailability(date, { ...OPEN, open: false });
      if (date.endsWith('-21')) return dayAvailability(date, { ...OPEN, offers: [] });
      return dayAvailability(date, OPEN);
    }),
  };
}

class CalendarApi extends InMemoryBookingApi {
  readonly months: MonthAvailabilityQuery[] = [];
  failing = false;

  override async getMonthAvailability(_storeId: string, query: MonthAvailabilityQuery): Promise<ApiResult<MonthAvailability>> {
    this.months.push(query);
    return this.failing ? fail({ code: null, status: 503 }) : ok(monthOf(query));
  }
}

async function renderStepOne({ failing = false } = {}) {
  const api = new CalendarApi([
    { storeId: 'A', occasions: [{ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 8 }], times: ['19:00', '19:30'], coversPerTime: 8 },
  ]);
  api.failing = failing;
  const store = new BookingStore(
    { booking: api, payments: { getClientToken: async () => ok('t'), submit: async () => ok({ customerId: 'c' }) }, analytics: { track: () => undefined }, clock: new FixedClock(NOW) },
    { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS },
  );
  await act(() => store.start());
  const user = userEvent.setup();
  render(<StepOne store={store} labelledBy="heading" />);
  await waitFor(() => expect(screen.getByRole('grid', { name: 'June 2025' })).toBeInTheDocument());
  return { api, store, user, grid: () => screen.getByRole('grid') };
}

const day = (label: RegExp | string) => within(screen.getByRole('grid')).getByRole('button', { name: label });

describe('the availability calendar in step one', () => {
  it('shows June with each day’s status in words for a screen reader, the chosen day pressed and today marked', async () => {
    await renderStepOne();
    expect(day(`Wednesday 25 June 2025: ${CALENDAR_MESSAGES.restaurantClosed}`)).toHaveAttribute('data-status', 'closed');
    expect(day(`Saturday 21 June 2025: ${CALENDAR_MESSAGES.full}`)).toHaveAttribute('data-status', 'full');
    expect(day(`Saturday 14 June 2025: ${CALENDAR_MESSAGES.available}`)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/^Tuesday 10 June 2025/)).toHaveAttribute('aria-current', 'date');
    expect(day(/^Monday 9 June 2025/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('given Christmas-like closed day chosen, then the date follows, the reason is said and "Find a table" cannot go on', async () => {
    const { user, store } = await renderStepOne();
    await user.click(day(/^Wednesday 25 June 2025/));
    await waitFor(() => expect(store.snapshot.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-25'));
    expect(screen.getByLabelText('Date')).toHaveValue('2025-06-25');
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain(CALENDAR_MESSAGES.restaurantClosed);
    expect(screen.getByRole('button', { name: 'Find a table' })).toBeDisabled();
    await user.click(day(/^Thursday 26 June 2025/));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find a table' })).toBeEnabled());
  });

  it('given a date typed in another month, then the calendar turns to it', async () => {
    const { user, store } = await renderStepOne();
    store.changeCovers({ adults: 3 });
    const input = screen.getByLabelText('Date');
    await user.clear(input);
    await user.type(input, '2025-07-23');
    await waitFor(() => expect(screen.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument());
    await waitFor(() => expect(day(/^Wednesday 23 July 2025/)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('given a past day clicked, then nothing is chosen', async () => {
    const { user, store } = await renderStepOne();
    await user.click(day(/^Monday 9 June 2025/));
    expect(store.snapshot.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-14');
  });

  it('by keyboard: one day in the tab order, arrows move by day and week, Page Down turns the month, Enter chooses', async () => {
    const { user, store, api } = await renderStepOne();
    const chosen = day(/^Saturday 14 June 2025/);
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(within(screen.getByRole('grid')).getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
    chosen.focus();
    await user.keyboard('{ArrowRight}');
    expect(day(/^Sunday 15 June 2025/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/^Sunday 22 June 2025/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^Monday 16 June 2025/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(screen.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument());
    await waitFor(() => expect(day(/^Wednesday 16 July 2025/)).toHaveFocus());
    expect(api.months.at(-1)).toEqual({ month: '2025-07', adults: 1, children: 0, occasionId: 'dinner' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.snapshot.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-07-16'));
  });

  it('turns months with the buttons, never before this month nor beyond the booking window', async () => {
    const { user } = await renderStepOne();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    for (const title of ['July 2025', 'August 2025', 'September 2025']) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      await waitFor(() => expect(screen.getByRole('grid', { name: title })).toBeInTheDocument());
    }
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day(/^Tuesday 9 September 2025/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('given the month cannot be loaded, then it says so in words and the date can still be chosen', async () => {
    const { store } = await renderStepOne({ failing: true });
    expect(screen.getByText(CALENDAR_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(day(/^Wednesday 25 June 2025$/)).not.toHaveAttribute('aria-disabled');
    expect(store.snapshot.canContinue[1]).toBe(true);
  });

  it('given only the month call unanswered, its own Try again loads the days, the focus then on the chosen day', async () => {
    const { api, user } = await renderStepOne({ failing: true });
    // The day's occasions are in: step one's own Try again is not offered, the calendar's is.
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    api.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(day(`Saturday 14 June 2025: ${CALENDAR_MESSAGES.available}`)).toHaveFocus());
    expect(api.months).toHaveLength(2);
    expect(screen.queryByText(CALENDAR_MESSAGES.loadFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(day(`Wednesday 25 June 2025: ${CALENDAR_MESSAGES.restaurantClosed}`)).toHaveAttribute('data-status', 'closed');
  });

  it('folded for the strip, it opens under its summary', async () => {
    const api = new CalendarApi([{ storeId: 'A', occasions: [{ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 8 }], times: ['19:00'], coversPerTime: 8 }]);
    const store = new BookingStore(
      { booking: api, payments: { getClientToken: async () => ok('t'), submit: async () => ok({ customerId: 'c' }) }, analytics: { track: () => undefined }, clock: new FixedClock(NOW) },
      { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS },
    );
    await act(() => store.start());
    const user = userEvent.setup();
    render(<StepOne store={store} labelledBy="heading" foldCalendar />);
    const summary = screen.getByText('Which days have a table?');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
  });
});
