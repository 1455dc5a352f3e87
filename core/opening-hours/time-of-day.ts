// Reading and writing the 'HH:MM' wall-clock text of restaurants' opening data.
// Parsing never throws: text that is not a real time of day gives null, and the caller decides what that means.

export const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
export const MINUTES_PER_DAY = HOURS_PER_DAY * MINUTES_PER_HOUR;

// One or two hour digits and two minute digits; trailing seconds are tolerated because some back ends
// serialise times as 'HH:MM:SS', but they are ignored. '24:00' is not accepted: midnight is written 00:00.
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const LAST_HOUR = HOURS_PER_DAY - 1;
const LAST_MINUTE = MINUTES_PER_HOUR - 1;

/** Minutes since midnight for 'HH:MM' (or 'H:MM', 'HH:MM:SS') text; null for anything else. */
export function parseTimeOfDay(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = TIME_OF_DAY.exec(text.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > LAST_HOUR || minutes > LAST_MINUTE || seconds > LAST_MINUTE) return null;
  return hours * MINUTES_PER_HOUR + minutes;
}

/**
 * 'HH:MM' for minutes since midnight. Values of a day or more wrap round, so a close at 1440 (midnight of
 * the following day) reads '00:00' as diners expect; a value that is not a finite number gives null.
 */
export function formatTimeOfDay(minutes: number): string | null {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return null;
  const wrapped = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / MINUTES_PER_HOUR);
  return `${pad(hours)}:${pad(wrapped % MINUTES_PER_HOUR)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
