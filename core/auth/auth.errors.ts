// The two failures of the access-token flow, with stable codes. Adapters throw UnauthorizedError when the
// API answers 401; core recognises it by its code, so a second copy of the class (ESM beside CJS) still counts.

export const AUTH_ERROR_CODES = {
  unauthorized: 'AUTH.UNAUTHORIZED',
  tokenRequestFailed: 'AUTH.TOKEN_REQUEST_FAILED',
} as const;

/** An API call was refused for its access token (HTTP 401). */
export class UnauthorizedError extends Error {
  readonly code: typeof AUTH_ERROR_CODES.unauthorized = AUTH_ERROR_CODES.unauthorized;

  constructor(message = 'The access token was refused', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnauthorizedError';
  }
}

/** No access token could be obtained: the token call failed or answered without a token. */
export class TokenRequestError extends Error {
  readonly code: typeof AUTH_ERROR_CODES.tokenRequestFailed = AUTH_ERROR_CODES.tokenRequestFailed;

  constructor(message = 'No access token could be obtained', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TokenRequestError';
  }
}

/** True for an UnauthorizedError, or any error object carrying its code. */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === AUTH_ERROR_CODES.unauthorized
  );
}
