// Errors the API answers with, always as JSON {code, message, field?} and never with a stack trace.
// The one table from error kinds to HTTP statuses lives here.
export type ApiErrorKind =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'LINK_INVALID'
  | 'LINK_EXPIRED'
  | 'BOOKING_CANCELLED'
  | 'LINK_USED'
  | 'CHANGE_CLOSED'
  | 'CONFLICT'
  | 'IDEMPOTENCY_MISMATCH'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'CAPTCHA_REQUIRED'
  | 'CAPTCHA_REFUSED'
  | 'CAPTCHA_UNAVAILABLE'
  | 'CONFIRMATION_INVALID'
  | 'UNSUBSCRIBE_INVALID'
  | 'CONFIRMATION_EXPIRED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const STATUS: Record<ApiErrorKind, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  // Manage my booking's links (issue 14): not one of ours or not found, past its day, its booking cancelled,
  // and a change refused by the restaurant's cut-off.
  LINK_INVALID: 404,
  LINK_EXPIRED: 410,
  BOOKING_CANCELLED: 410,
  // A waitlist hold's link already claimed (issue 14, item 2).
  LINK_USED: 410,
  CHANGE_CLOSED: 409,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  // reCAPTCHA (server/api/http/captcha-guard.ts): no token, a token Google did not vouch for, no verdict in time.
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_REFUSED: 403,
  CAPTCHA_UNAVAILABLE: 503,
  CONFIRMATION_INVALID: 400,
  UNSUBSCRIBE_INVALID: 400,
  CONFIRMATION_EXPIRED: 410,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Every error kind the API answers with (docs/openapi.yaml's Error schema lists the same). */
export const API_ERROR_KINDS = Object.keys(STATUS) as ApiErrorKind[];

export interface ApiErrorBody {
  code: string | number;
  message: string;
  field?: string;
}

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly field?: string,
    /** The spec's numeric error code, when the failure is one of the catalogue's. */
    readonly catalogueCode?: number,
  ) {
    super(message);
    this.status = STATUS[kind];
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.catalogueCode ?? this.kind, message: this.message };
    if (this.field !== undefined) body.field = this.field;
    return body;
  }
}

export const notFound = (message: string, catalogueCode?: number) => new ApiError('NOT_FOUND', message, undefined, catalogueCode);
export const badRequest = (message: string, field?: string) => new ApiError('BAD_REQUEST', message, field);
export const unauthorized = (message: string) => new ApiError('UNAUTHORIZED', message);
