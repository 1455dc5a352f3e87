// A restaurant's hours as diners read them: today's open/closed line (core's openingStatus), the week's
// table with today marked, and the special dates coming up. Times are the restaurant's (Europe/London).
// How a day reads ('Closed', '12:00 to midnight') is core's answer (weekdayHoursText, dayHoursText): the
// table renders it and never reads the API's text itself, so it cannot call a day open that the status calls closed.
import { todayIn, weekdayIn } from '@tavola/core/booking';
import { SITE } from '@tavola/core/constants';
import {
  addDays,
  dayHoursText,
  openingStatus,
  overrideHours,
  overrideLocalDate,
  WEEK_FROM_MONDAY,
  WEEKDAY_NAMES,
  weekdayHoursText,
  type OpeningHours,
  type OpeningHoursOverride,
} from '@tavola/core/opening-hours';

export { WEEK_FROM_MONDAY };

/** How far ahead special dates are listed. */
const SPECIAL_DAYS_AHEAD = 45;

interface StatusProps {
  hours: OpeningHours;
  overrides?: OpeningHoursOverride[] | null;
  nowMs: number;
  variant?: 'dine-in' | 'click-collect';
  /** Words before the status, e.g. 'Click & collect'. */
  label?: string;
}

/** 'Open now, closes 22:30' or 'Closed, opens 12:00'. */
export function OpeningStatusBadge({ hours, overrides, nowMs, variant = 'dine-in', label }: StatusProps) {
  const status = openingStatus(hours, overrides ?? [], nowMs, { variant });
  if (status.state === 'unknown') return null;
  const open = status.state === 'open';
  const state = variant === 'click-collect' ? (open ? 'Taking orders' : 'Not taking orders') : open ? 'Open now' : 'Closed';
  return (
    <p className={`opening-status opening-status--${status.state}`}>
      <span className="opening-status__dot" aria-hidden="true" />
      <span>
        {label ? <span className="opening-status__label">{label}: </span> : null}
        <strong>{state}</strong>
        {status.label && status.label !== 'closed' ? `, ${status.label}` : null}
      </span>
    </p>
  );
}

interface TableProps {
  hours: OpeningHours;
  clickCollect?: boolean;
  nowMs: number;
  caption: string;
}

export function OpeningHoursTable({ hours, clickCollect, nowMs, caption }: TableProps) {
  const today = weekdayIn(nowMs);
  return (
    <table className="hours-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Restaurant</th>
          {clickCollect ? <th scope="col">Click &amp; collect</th> : null}
        </tr>
      </thead>
      <tbody>
        {WEEK_FROM_MONDAY.map((day) => (
          <tr key={day} className={day === today ? 'hours-table__today' : undefined} aria-current={day === today ? 'date' : undefined}>
            <th scope="row">
              {WEEKDAY_NAMES[day]}
              {day === today ? <span className="hours-table__tag"> (today)</span> : null}
            </th>
            <td>{weekdayHoursText(day, hours, 'dine-in')}</td>
            {clickCollect ? <td>{weekdayHoursText(day, hours, 'click-collect')}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DATE_LABEL = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The date overrides from today to SPECIAL_DAYS_AHEAD days on: Christmas, refurbishment days and the like. */
export function upcomingOverrides(overrides: OpeningHoursOverride[] | null | undefined, nowMs: number): Array<{ date: string; label: string; hours: string }> {
  const today = todayIn(nowMs);
  if (today === null || !Array.isArray(overrides)) return [];
  const last = addDays(today, SPECIAL_DAYS_AHEAD);
  const seen = new Set<string>();
  return overrides
    .flatMap((override) => {
      const date = overrideLocalDate(override?.endDate, SITE.defaultTimeZone);
      if (date === null || date < today || date > last || seen.has(date)) return [];
      seen.add(date);
      return [{ date, label: DATE_LABEL.format(new Date(`${date}T00:00:00Z`)), hours: dayHoursText(overrideHours(override)) }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function SpecialHours({ overrides, nowMs, headingLevel = 3 }: { overrides?: OpeningHoursOverride[] | null; nowMs: number; headingLevel?: 3 | 4 }) {
  const days = upcomingOverrides(overrides, nowMs);
  if (days.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <div className="special-hours">
      <Heading className="special-hours__title">Special opening hours</Heading>
      <ul className="special-hours__list">
        {days.map((day) => (
          <li key={day.date}>
            <span>{day.label}</span> <strong>{day.hours}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
