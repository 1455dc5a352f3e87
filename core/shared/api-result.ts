// Expected failures of outside calls travel as values, not exceptions: adapters turn every transport
// failure (time-out, refused connection, non-200, malformed answer) into one of these.
import type { ErrorCode } from '../errors/error-code';

export interface ApiFailure {
  /** The catalogue code when the API or the adapter knows one, else null (default message). */
  code: ErrorCode | null;
  /** The server's own message, when it sent one. */
  message?: string;
  /** The server's title, used by the OK-with-socket-time-out rule. */
  title?: string;
  /** HTTP status when there was an answer. */
  status?: number;
  /** The field a 400 names, when the API names one. */
  field?: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiFailure };

export function ok<T>(value: T): ApiResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: ApiFailure): ApiResult<T> {
  return { ok: false, error };
}
