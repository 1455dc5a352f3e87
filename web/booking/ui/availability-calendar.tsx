// Step one's month of days, from core's calendar view: each day available, full or closed for the party
// and occasion (never by colour alone: a mark and the words for a screen reader say which), the chosen day
// pressed, and why a closed or full one cannot go on said under the grid. A grid as the WAI-ARIA date
// picker pattern has it: one day in the tab order, arrows move a day or a week, Home and End to the week's
// ends, Page Up and Page Down a month; a day outside the booking window is announced but not chosen.
import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '@tavola/core/opening-hours';
import { daysOfMonth, monthOf, shiftMonth, type CalendarCell } from '@tavola/core/booking';
import type { BookingStore } from '../booking.store';
import { TryAgain } from './journey-parts';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** What each status shows beside the number, so it never rests on colour. */
const MARKS: Record<CalendarCell['status'], string> = { available: '', full: '●', closed: '✕', unknown: '' };

/** Keys that move the focused day, and by how much. */
function moved(date: string, key: string, cells: ReadonlyArray<ReadonlyArray<CalendarCell | null>>): string | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  if (key in step) return addDays(date, step[key] as number);
  if (key === 'PageUp' || key === 'PageDown') {
    // The same day of the month before or after, or that month's last day when it is shorter.
    const days = daysOfMonth(shiftMonth(monthOf(date), key === 'PageUp' ? -1 : 1));
    return days[Math.min(Number(date.slice(8)), days.length) - 1] ?? null;
  }
  if (key === 'Home' || key === 'End') {
    const week = cells.find((row) => row.some((cell) => cell?.date === date)) ?? [];
    const days = week.filter((cell): cell is CalendarCell => cell !== null);
    return (key === 'Home' ? days[0] : days[days.length - 1])?.date ?? null;
  }
  return null;
}

export interface AvailabilityCalendarProps {
  store: BookingStore;
  /** Folded under a summary the diner opens (the home page's one-row strip); shown as it is otherwise. */
  folded?: boolean;
}

export const AvailabilityCalendar = observer(function AvailabilityCalendar({ store, folded = false }: AvailabilityCalendarProps) {
  const view = store.snapshot.calendarView;
  if (view === null) return null;
  if (!folded) return <MonthGrid store={store} />;
  return (
    <details className="booking-calendar-fold">
      <summary>Which days have a table?</summary>
      <MonthGrid store={store} />
    </details>
  );
});

const MonthGrid = observer(function MonthGrid({ store }: { store: BookingStore }) {
  const id = useId();
  const view = store.snapshot.calendarView;
  const cells = view?.weeks ?? [];
  const all = cells.flat().filter((cell): cell is CalendarCell => cell !== null);
  const selected = all.find((cell) => cell.selected) ?? null;
  // The one day in the tab order: the one the keyboard moved to, else the chosen day, else today, else the 1st.
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const wantFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const inMonth = (date: string | null) => date !== null && all.some((cell) => cell.date === date);
  const tabStop = inMonth(focusDate) ? focusDate : (selected?.date ?? all.find((cell) => cell.today)?.date ?? all[0]?.date ?? null);

  // A layout effect: the focus moves with the render that moved the tab stop, before the next key is read.
  // Preact (the site's and the widget's browser builds) runs a plain effect only after the paint, so a quick
  // second arrow reached the old day and the focus fell one day short.
  useLayoutEffect(() => {
    if (!wantFocus.current || tabStop === null) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabStop}"]`);
    if (button) {
      button.focus();
      wantFocus.current = false;
    }
  }, [tabStop, view?.month]);

  if (view === null) return null;

  const moveTo = (date: string) => {
    wantFocus.current = true;
    setFocusDate(date);
    const month = monthOf(date);
    if (month !== null && month !== view.month) void store.showMonth(month);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, cell: CalendarCell) => {
    const next = moved(cell.date, event.key, cells);
    if (next === null) return;
    event.preventDefault();
    // Beyond the booking window's months there is nothing to show: the focus stays.
    const month = monthOf(next);
    if (month !== view.month && month !== view.previousMonth && month !== view.nextMonth) return;
    moveTo(next);
  };
  const choose = (cell: CalendarCell) => {
    if (!cell.choosable) return;
    setFocusDate(cell.date);
    void store.chooseDate(cell.date);
  };
  const loading = view.status === 'loading';
  const showing = (month: string | null) => {
    if (month === null) return;
    setFocusDate(null);
    void store.showMonth(month);
  };
  return (
    <div className="booking-calendar" aria-busy={loading}>
      <div className="booking-calendar__header">
        <button
          type="button"
          className="booking-calendar__turn"
          aria-label="Previous month"
          disabled={view.previousMonth === null}
          onClick={() => showing(view.previousMonth)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={`${id}-title`} className="booking-calendar__title" aria-live="polite">
          {view.title}
        </h3>
        <button
          type="button"
          className="booking-calendar__turn"
          aria-label="Next month"
          disabled={view.nextMonth === null}
          onClick={() => showing(view.nextMonth)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className="booking-calendar__grid" aria-labelledby={`${id}-title`} aria-describedby={`${id}-key`}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((week, row) => (
            <tr key={week.find((cell) => cell !== null)?.date ?? row}>
              {week.map((cell, column) =>
                cell === null ? (
                  <td key={`blank-${column}`} role="gridcell" aria-hidden="true" />
                ) : (
                  <td key={cell.date} role="gridcell" aria-selected={cell.selected}>
                    <button
                      type="button"
                      className="booking-calendar__day"
                      data-date={cell.date}
                      data-status={cell.status}
                      data-today={cell.today || undefined}
                      tabIndex={cell.date === tabStop ? 0 : -1}
                      aria-label={cell.label}
                      aria-pressed={cell.selected}
                      aria-current={cell.today ? 'date' : undefined}
                      aria-disabled={!cell.choosable || undefined}
                      onClick={() => choose(cell)}
                      onKeyDown={(event) => onKeyDown(event, cell)}
                    >
                      <span className="booking-calendar__number">{cell.dayOfMonth}</span>
                      <span className="booking-calendar__mark" aria-hidden="true">
                        {cell.choosable ? MARKS[cell.status] : ''}
                      </span>
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-key`} className="booking-calendar__key">
        <span className="booking-calendar__key-item" data-status="available">
          Table available
        </span>
        <span className="booking-calendar__key-item" data-status="full">
          <span aria-hidden="true">● </span>Fully booked
        </span>
        <span className="booking-calendar__key-item" data-status="closed">
          <span aria-hidden="true">✕ </span>Closed or not served
        </span>
      </p>
      <div role="status" aria-live="polite" className="booking-calendar__status">
        {view.message !== null ? <p className="booking-hint">{view.message}</p> : null}
        {selected !== null && selected.status !== 'unknown' ? (
          <p className="booking-calendar__chosen" data-status={selected.status}>
            {selected.label}
          </p>
        ) : null}
      </div>
      {/* Only the month's days failed: core's tryCalendarAgain asks for them again; loaded, the focus goes to the grid's day. */}
      <TryAgain
        offered={view.canTryAgain}
        run={() => store.tryCalendarAgain()}
        className="btn btn--outline booking-calendar__retry"
        onDone={(loaded) => {
          if (loaded) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
        }}
      />
    </div>
  );
});
