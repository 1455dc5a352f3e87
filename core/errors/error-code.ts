// The booking and content API's numeric error codes (spec section 8). A frozen object rather than an enum:
// the same `ErrorCode.NoFreeSlot` for callers, without an enum's reverse mapping in every browser bundle.
export const ErrorCode = {
  Ok: 0,
  BookingNotSupported: 1,
  InvalidBookingConfig: 2,
  RestaurantNotFound: 3,
  NoFreeSlot: 4,
  NeedCreditCard: 5,
  BookingRejectMessage: 6,
  OfferNotFound: 7,
  PartnerMenuNotFound: 8,
  BookingWentWrong: 9,
  BookingDisabled: 10,
  RestaurantDisabled: 11,
  JobsDataFailed: 12,
  SubmitApplicationError: 13,
  DuplicatedRequest: 14,
  ApplicationValidationError: 15,
  ContentServiceError: 16,
  NoRestrictions: 17,
  NoAvailableOccasion: 18,
  DisabledBookingCustomMessage: 19,
  SpecialPartnerBooking: 20,
} as const;

/** One of the catalogue's codes. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const CODES = new Set<number>(Object.values(ErrorCode));

/** Reads a code from outside data; anything that is not one of the catalogue's codes is null. */
export function parseErrorCode(value: unknown): ErrorCode | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && CODES.has(n) ? (n as ErrorCode) : null;
}
