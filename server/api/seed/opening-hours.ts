// Weekly opening-hour profiles and festive overrides the restaurants are built from. Times are
// 'HH:MM' local (Europe/London); '00:00' closes at midnight, '01:00' after a 12:00 open closes the
// next morning; the word Closed, in any case, marks a shut day.
import type { OpeningHours, OpeningHoursOverride, Weekday } from '@tavola/core/opening-hours';

/** [open, close, click-and-collect close] */
export type DayHours = readonly [open: string, close: string, clickCollectClose: string];

export type WeekProfile = Record<Weekday, DayHours>;

const DAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const CLOSED_DAY: DayHours = ['Closed', 'Closed', 'Closed'];

/** Flattens a profile into the 21 `{day}Open`, `{day}Close`, `{day}ClickCollectClose` fields. */
export function weekHours(profile: WeekProfile): OpeningHours {
  const hours: Record<string, string> = {};
  for (const day of DAYS) {
    const [open, close, clickCollectClose] = profile[day];
    hours[`${day}Open`] = open;
    hours[`${day}Close`] = close;
    hours[`${day}ClickCollectClose`] = clickCollectClose;
  }
  return hours as OpeningHours;
}

function profile(weekday: DayHours, friday: DayHours, saturday: DayHours, sunday: DayHours): WeekProfile {
  return {
    sunday,
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday,
    saturday,
  };
}

/** High-street hours: 22:30 in the week, 23:00 at the weekend, shorter Sunday. */
export const STANDARD_WEEK = profile(
  ['12:00', '22:30', '22:00'],
  ['12:00', '23:00', '22:15'],
  ['12:00', '23:00', '22:15'],
  ['12:00', '21:30', '21:00'],
);

/** City-centre hours: open until midnight on Friday and Saturday. */
export const LATE_WEEK = profile(
  ['12:00', '23:00', '22:15'],
  ['12:00', '00:00', '23:00'],
  ['12:00', '00:00', '23:00'],
  ['12:00', '22:00', '21:15'],
);

/** Smaller neighbourhood restaurants: 22:00 in the week. */
export const EARLY_WEEK = profile(
  ['12:00', '22:00', '21:30'],
  ['12:00', '22:30', '21:45'],
  ['12:00', '22:30', '21:45'],
  ['12:00', '21:00', '20:15'],
);

/** Brighton: midnight on Friday, 01:00 (past midnight) on Saturday. */
export const SEASIDE_WEEK: WeekProfile = {
  ...profile(['12:00', '23:00', '22:15'], ['12:00', '00:00', '23:00'], ['12:00', '01:00', '23:30'], ['12:00', '22:00', '21:15']),
};

/** Oxford: closed on Mondays. */
export const CLOSED_MONDAY_WEEK: WeekProfile = {
  ...STANDARD_WEEK,
  monday: CLOSED_DAY,
};

/** Christmas Day closed (2026 and 2027, written in two cases), short Christmas Eve and New Year's Eve. */
export function festiveOverrides(christmasEveClose = '17:00', newYearsEveClose = '18:00'): OpeningHoursOverride[] {
  return [
    { endDate: '2026-12-24', openTime: '12:00', closeTime: christmasEveClose, clickCollectClose: earlier(christmasEveClose, 30) },
    { endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed', clickCollectClose: 'Closed' },
    { endDate: '2026-12-26', openTime: '13:00', closeTime: '21:00', clickCollectClose: '20:15' },
    { endDate: '2026-12-31', openTime: '12:00', closeTime: newYearsEveClose, clickCollectClose: earlier(newYearsEveClose, 45) },
    { endDate: '2027-01-01', openTime: '13:00', closeTime: '21:00', clickCollectClose: '20:30' },
    { endDate: '2027-12-24', openTime: '12:00', closeTime: christmasEveClose, clickCollectClose: earlier(christmasEveClose, 30) },
    { endDate: '2027-12-25', openTime: 'CLOSED', closeTime: 'CLOSED', clickCollectClose: 'CLOSED' },
  ];
}

/** A shut day for building work, written in lower case with no open time, as some records arrive. */
export function refurbishmentDay(date: string): OpeningHoursOverride {
  return { endDate: date, openTime: null, closeTime: 'closed', clickCollectClose: 'closed' };
}

function earlier(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = (h * 60 + m - minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
