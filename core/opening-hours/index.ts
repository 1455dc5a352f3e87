// Opening hours: the opening status a diner sees, and the HH:MM helpers behind it.
export type {
  ClosedStatus,
  OpeningHours,
  OpeningHoursField,
  OpeningHoursOverride,
  OpeningStatus,
  OpeningStatusError,
  OpeningStatusOptions,
  OpeningVariant,
  OpenStatus,
  UnknownOpeningStatus,
  Weekday,
} from './opening-hours.models';
export { WEEKDAYS } from './opening-hours.models';
export { openingStatus } from './opening-status';
export { isClosedMarker, hoursOn, overrideHours, overridesByDate, type DayHours } from './opening-day';
export { CLOSED_DAY_TEXT, dayClock, dayHoursText, weekdayHoursText, type DayClock } from './day-hours-text';
export { WEEK_FROM_MONDAY, WEEKDAY_NAMES, weeklyHoursGroups, type WeeklyHoursGroup } from './weekly-hours';
export { addDays, isValidInstant, localMoment, overrideLocalDate, weekdayOf, type CalendarDate, type LocalMoment } from './local-calendar';
export { MINUTES_PER_DAY, MINUTES_PER_HOUR, formatTimeOfDay, parseTimeOfDay } from './time-of-day';
