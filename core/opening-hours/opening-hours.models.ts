// Opening data as the restaurant API sends it, and the opening status a diner sees (spec sections 3 and 4).

export type Weekday = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

/** In the order of dayjs' `day()` and `Date#getDay()`: index 0 is Sunday. */
export const WEEKDAYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export type OpeningHoursField = `${Weekday}${'Open' | 'Close' | 'ClickCollectClose'}`;

/**
 * The 21 weekday fields (`mondayOpen`, `mondayClose`, `mondayClickCollectClose`, ...) as HH:MM text in the
 * restaurant's local time. Any may be missing or null: the API omits days a restaurant does not open.
 */
export type OpeningHours = { readonly [Field in OpeningHoursField]?: string | null };

/** Hours for one date that replace the weekday's. Any time may be the word Closed, in any case. */
export interface OpeningHoursOverride {
  /** The date the override applies to: 'YYYY-MM-DD' or an ISO date-time. */
  readonly endDate?: string | null;
  readonly openTime?: string | null;
  readonly closeTime?: string | null;
  readonly clickCollectClose?: string | null;
}

/** Dine-in closes at `{day}Close`; click-and-collect at `{day}ClickCollectClose`. */
export type OpeningVariant = 'dine-in' | 'click-collect';

export interface OpeningStatusOptions {
  /** IANA zone the restaurant's HH:MM text is written in; defaults to SITE.defaultTimeZone. */
  readonly timeZone?: string;
  readonly variant?: OpeningVariant;
}

export interface OpenStatus {
  readonly state: 'open';
  /** 'closes 23:00'. */
  readonly label: string;
  /** The local HH:MM at which it closes. */
  readonly changesAt: string;
  /** The local weekday of that close: the following day for a close at or after midnight. */
  readonly changesOn: Weekday;
}

export interface ClosedStatus {
  readonly state: 'closed';
  /** 'opens 12:00' later today, 'opens Tue 12:00' on another day, 'closed' with no opening in sight. */
  readonly label: string;
  /** The local HH:MM of the next opening, or null when there is none within the look-ahead. */
  readonly changesAt: string | null;
  readonly changesOn: Weekday | null;
}

export type OpeningStatusError = 'OPENING_HOURS.INVALID_INSTANT' | 'OPENING_HOURS.INVALID_TIME_ZONE';

/** The status could not be computed because the instant or time zone given was unusable. */
export interface UnknownOpeningStatus {
  readonly state: 'unknown';
  readonly label: '';
  readonly reason: OpeningStatusError;
}

export type OpeningStatus = OpenStatus | ClosedStatus | UnknownOpeningStatus;
