// SevenRooms, the reservations partner a restaurant with a bookATableWidgetId books through instead of our
// own journey: the address of its public booking page for that venue, with the diner's date and party
// filled in when we know them. The server's CSP (frame-src) allows the same origin, read from here.
//
// SevenRooms publishes no reference for this page's query. `default_date` (ISO 'YYYY-MM-DD'; other forms
// are silently ignored) and `default_party_size` are the names venues' own "book now" links use.
import { readCalendarDate } from '@tavola/core/booking';

/** SevenRooms' public reservation page; the venue id follows the last slash. */
export const SEVEN_ROOMS_RESERVATIONS_URL = 'https://www.sevenrooms.com/reservations/';

/** The origin the booking page is framed from (the site's CSP frame-src names it). */
export const SEVEN_ROOMS_ORIGIN = new URL(SEVEN_ROOMS_RESERVATIONS_URL).origin;

/** What the diner already chose, to open the partner's page on it. */
export interface SevenRoomsPrefill {
  /** 'YYYY-MM-DD' (a date-time gives its date); anything else is left out. */
  date?: string | null;
  /** Whole guests, at least 1; anything else is left out. */
  partySize?: number | null;
}

// A venue id as SevenRooms writes them ('casaventuraedinburgh'): anything else in the content (a path, a
// full URL, a query) is a mistake, and is refused rather than passed on to the partner's address.
const VENUE_ID = /^[a-z0-9_-]+$/;

/** Whether `widgetId` is a venue id the booking page can be opened for. */
export function isSevenRoomsVenueId(widgetId: unknown): widgetId is string {
  return typeof widgetId === 'string' && VENUE_ID.test(widgetId);
}

/** The venue's booking page, or null when `widgetId` is empty or not a plain venue id. */
export function sevenRoomsReservationUrl(widgetId: string | null | undefined, prefill: SevenRoomsPrefill = {}): string | null {
  if (!isSevenRoomsVenueId(widgetId)) return null;
  const query = new URLSearchParams();
  // Core's reading of a date: an impossible one (2026-02-30) is left out, a date-time gives its date.
  const date = readCalendarDate(prefill.date);
  if (date !== null) query.set('default_date', date);
  const party = prefill.partySize;
  if (typeof party === 'number' && Number.isInteger(party) && party >= 1) query.set('default_party_size', String(party));
  const search = query.toString();
  return `${SEVEN_ROOMS_RESERVATIONS_URL}${encodeURIComponent(widgetId)}${search ? `?${search}` : ''}`;
}
