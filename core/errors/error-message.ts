// The one function turning an API error (code, server message, title) into what a diner reads.
import { ErrorCode, parseErrorCode } from './error-code';
import { MESSAGES } from './messages';

export interface ApiErrorLike {
  code?: unknown;
  message?: unknown;
  title?: unknown;
  /** The HTTP status when there was an answer: a 429 is always told in words (MESSAGES.tooManyRequests or the server's). */
  status?: unknown;
}

const FIXED: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.RestaurantDisabled]: MESSAGES.restaurantDisabled,
  [ErrorCode.BookingDisabled]: MESSAGES.bookingDisabled,
  [ErrorCode.BookingNotSupported]: MESSAGES.bookingNotSupported,
  [ErrorCode.BookingWentWrong]: MESSAGES.unableToTakeBookings,
  [ErrorCode.InvalidBookingConfig]: MESSAGES.unableToTakeBookings,
  [ErrorCode.NoFreeSlot]: MESSAGES.noFreeSlot,
  [ErrorCode.NoAvailableOccasion]: MESSAGES.noAvailableOccasion,
  [ErrorCode.NeedCreditCard]: MESSAGES.needCreditCard,
  [ErrorCode.PartnerMenuNotFound]: MESSAGES.partnerMenuNotFound,
  [ErrorCode.JobsDataFailed]: MESSAGES.jobsDataFailed,
  [ErrorCode.SubmitApplicationError]: MESSAGES.submitApplicationError,
  [ErrorCode.DuplicatedRequest]: MESSAGES.duplicatedRequest,
  [ErrorCode.ApplicationValidationError]: MESSAGES.applicationValidationError,
  [ErrorCode.ContentServiceError]: MESSAGES.contentServiceError,
  [ErrorCode.NoRestrictions]: MESSAGES.noRestrictions,
  [ErrorCode.SpecialPartnerBooking]: MESSAGES.holidayParkOnly,
  [ErrorCode.OfferNotFound]: MESSAGES.offerNotFound,
  [ErrorCode.RestaurantNotFound]: MESSAGES.defaultError,
};

const SOCKET_TIMEOUT = /socket\s*time[\s-]*d?[\s-]*out|ESOCKETTIMEDOUT/i;

/**
 * The message for an error code. `serverMessage` is used by the two codes whose text comes from the
 * restaurant (reject message, disabled-booking custom message); `title` decides whether an OK code
 * hides a socket time-out. Unknown codes, and no error at all, give the default message.
 */
export function errorMessage(code: unknown, serverMessage?: unknown, title?: unknown): string {
  const known = parseErrorCode(code);
  if (known === null) return MESSAGES.defaultError;
  if (known === ErrorCode.Ok) {
    return typeof title === 'string' && SOCKET_TIMEOUT.test(title) ? MESSAGES.somethingWentWrongTryAgain : '';
  }
  if (known === ErrorCode.BookingRejectMessage || known === ErrorCode.DisabledBookingCustomMessage) {
    return typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : MESSAGES.defaultError;
  }
  return FIXED[known] ?? MESSAGES.defaultError;
}

/** errorMessage for an error object as the API sends it; no object gives the default message. */
export function messageForApiError(error: ApiErrorLike | null | undefined): string {
  if (error === null || error === undefined || typeof error !== 'object') return MESSAGES.defaultError;
  if (error.status === 429) return typeof error.message === 'string' && error.message.trim() !== '' ? error.message : MESSAGES.tooManyRequests;
  return errorMessage(error.code, error.message, error.title);
}

/**
 * The API gave no answer a diner can act on: a time-out, no connection, or a server error (5xx) without a
 * catalogue code. Unlike a refusal with a reason (restaurant disabled, no free slot), asking again may work,
 * so a front-end offers to try again. No error object at all counts as no answer.
 */
export function isUnanswered(error: ApiErrorLike | null | undefined): boolean {
  if (error === null || error === undefined || typeof error !== 'object') return true;
  if (isTimedOut(error)) return true;
  if (parseErrorCode(error.code) !== null) return false;
  return typeof error.status !== 'number' || error.status >= 500;
}

/** The call ended at its deadline: an OK code whose title is a socket time-out (how the HTTP client reports it). */
export function isTimedOut(error: ApiErrorLike | null | undefined): boolean {
  if (error === null || error === undefined || typeof error !== 'object') return false;
  return parseErrorCode(error.code) === ErrorCode.Ok && typeof error.title === 'string' && SOCKET_TIMEOUT.test(error.title);
}

/** A failed job submission: 'err=15' in the server's message becomes the invalid-fields message. */
export function jobSubmitErrorMessage(serverMessage: unknown): string {
  if (typeof serverMessage === 'string' && serverMessage.includes('err=15')) return MESSAGES.invalidApplicationFields;
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  return MESSAGES.submitApplicationError;
}

/** A create-booking answer: status 9 means the slot was taken meanwhile. */
export function createBookingFailureMessage(bookingStatus: unknown, serverMessage?: unknown): string {
  if (parseErrorCode(bookingStatus) === ErrorCode.BookingWentWrong) return MESSAGES.slotTaken;
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  return errorMessage(bookingStatus);
}
