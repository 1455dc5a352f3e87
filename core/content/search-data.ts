// Search data (schema.org JSON-LD) a restaurant page states from the real data: its telephone number in
// E.164, and whether it accepts reservations, read from what the booking API answers for it.
import { PHONE } from '../constants';
import { ErrorCode } from '../errors/error-code';

/** Punctuation people write in phone numbers: spaces, dots, hyphens, slashes and brackets. */
const PHONE_PUNCTUATION = /[\s.\-/()]/g;

/**
 * A UK telephone number as E.164 ('020 7946 0101' is '+442079460101'), from the ways people write one:
 * national with its trunk 0, +44 or 0044 in front, '+44 (0)20 …'. Anything else (a foreign number, too
 * few or too many digits, letters) is null: search data then leaves the number out rather than mislead.
 */
export function ukPhoneE164(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let digits = value.trim().replace(/\(0\)/, '').replace(PHONE_PUNCTUATION, '');
  const international = `+${PHONE.ukCountryCallingCode}`;
  if (digits.startsWith(`00${PHONE.ukCountryCallingCode}`)) digits = digits.slice(2 + PHONE.ukCountryCallingCode.length);
  else if (digits.startsWith(international)) digits = digits.slice(international.length);
  else if (digits.startsWith(PHONE.ukTrunkPrefix)) digits = digits.slice(PHONE.ukTrunkPrefix.length);
  else return null;
  const { min, max } = PHONE.ukNationalDigits;
  if (!/^[1-9]\d*$/.test(digits) || digits.length < min || digits.length > max) return null;
  return `${international}${digits}`;
}

/** Codes with which the booking API refuses a restaurant as a whole: it takes no bookings at all just now. */
const NO_BOOKINGS: ReadonlySet<number> = new Set([
  ErrorCode.BookingNotSupported,
  ErrorCode.RestaurantNotFound,
  ErrorCode.BookingDisabled,
  ErrorCode.RestaurantDisabled,
  ErrorCode.DisabledBookingCustomMessage,
]);

/** What is known of a restaurant's bookings: its live widget, and how the booking API answered for it. */
export interface ReservationFacts {
  /** The partner widget it is booked through (SevenRooms), if any. */
  bookATableWidgetId?: string | null;
  /**
   * The booking API's answer to a call for this restaurant (today's occasions): null when it answered,
   * the catalogue code it refused with, or undefined when there was no usable answer (an outage).
   */
  refusalCode: number | null | undefined;
}

/**
 * schema.org `acceptsReservations`: true when the restaurant takes bookings, online or through its live
 * widget; false when the booking API refuses it as a whole (no online booking, bookings switched off);
 * null when not known (the API did not answer), so search data says nothing rather than guess. A refusal
 * about the day only (no occasion left today, code 17) still means it takes bookings.
 */
export function acceptsReservations(facts: ReservationFacts): boolean | null {
  const widget = typeof facts.bookATableWidgetId === 'string' && facts.bookATableWidgetId.trim() !== '';
  if (widget) return true;
  if (facts.refusalCode === undefined) return null;
  return facts.refusalCode === null || !NO_BOOKINGS.has(facts.refusalCode);
}
