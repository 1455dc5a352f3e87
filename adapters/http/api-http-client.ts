// The one HTTP client every API adapter shares: it sends the bearer token, brandKey and sessionId
// headers, applies core's token policy (one retry after a 401), a time-out, Idempotency-Keys on
// create and submit calls, and turns every transport failure into a core error code. No raw transport
// error ever leaves it. It talks through an HttpTransport: axios in Node (axios-transport.ts), fetch in
// browsers (fetch-transport.ts).
import { type AccessTokenService, UnauthorizedError } from '@tavola/core/auth';
import { CAPTCHA, captchaActionOf, type CaptchaAction } from '@tavola/core/constants';
import { ErrorCode, parseErrorCode } from '@tavola/core/errors';
import type { ApiFailure, IdGeneratorPort, SessionIdPort } from '@tavola/core/ports';
import type { CircuitBreaker } from './circuit-breaker';
import { TransportError, type HttpTransport } from './http-transport';

export interface HttpClientOptions {
  /** Address of the booking and content API, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  brandKey: string;
  timeoutMs?: number;
  /** Node keep-alive agents (see node-agents.ts); browsers manage their own connections. */
  httpAgent?: unknown;
  httpsAgent?: unknown;
}

export type HttpAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; failure: ApiFailure };

export interface CallOptions {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Create and submit calls: a fresh Idempotency-Key, kept across the retry after a 401. */
  idempotent?: boolean;
  /** The caller's own Idempotency-Key for an idempotent call (a create tried again after no answer); else a fresh one. */
  idempotencyKey?: string;
  /** The code a transport failure maps to for this context (content 16, jobs 12); default none. */
  transportFailureCode?: ErrorCode | null;
}

/** What a browser front-end adds to its calls (issue 13): a reCAPTCHA token for the calls core's CAPTCHA_CALLS names. */
export interface CaptchaTokenSource {
  /** A fresh token for `action`, or null when captcha is off or no token could be had (the API then says why). */
  token(action: CaptchaAction): Promise<string | null>;
}

/** The title that makes core's error catalogue answer "Sorry, something went wrong. Please try again." */
export const TIMEOUT_TITLE = 'ESOCKETTIMEDOUT';

/** Answers that say the API (or a proxy before it) could not answer: they count against the circuit breaker. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export class ApiHttpClient {
  constructor(
    private readonly http: HttpTransport,
    private readonly tokens: Pick<AccessTokenService, 'withToken'>,
    private readonly session: SessionIdPort,
    private readonly ids: IdGeneratorPort,
    /** When given (the server), calls fail at once while it is open. */
    private readonly breaker?: CircuitBreaker,
    /** When given (a browser with a site key), form and create calls carry a token in the Recaptcha-Token header. */
    private readonly captcha?: CaptchaTokenSource,
  ) {}

  async call<T>(options: CallOptions): Promise<HttpAnswer<T>> {
    const breaker = this.breaker;
    if (!breaker) return this.send<T>(options);
    // An open breaker answers as a time-out would, at once: "Sorry, something went wrong. Please try again."
    if (!breaker.allow()) return { ok: false, failure: { code: ErrorCode.Ok, title: TIMEOUT_TITLE } };
    const answer = await this.send<T>(options);
    const status = answer.ok ? answer.status : answer.failure.status;
    if (answer.ok || (status !== undefined && !UNAVAILABLE_STATUSES.has(status))) breaker.succeeded();
    else breaker.failed();
    return answer;
  }

  private async send<T>(options: CallOptions): Promise<HttpAnswer<T>> {
    const idempotencyKey = options.idempotent ? (options.idempotencyKey || this.ids.uuid()) : undefined;
    // Asked once per call, before the token: a retry after a 401 (refused before the captcha check) reuses it.
    const action = this.captcha ? captchaActionOf(options.method, options.path) : null;
    const captchaToken = action && this.captcha ? await this.captcha.token(action).catch(() => null) : null;
    try {
      return await this.tokens.withToken(async (token) => {
        const response = await this.http.request({
          method: options.method,
          url: options.path,
          params: options.params,
          data: options.body,
          headers: {
            Authorization: `Bearer ${token}`,
            sessionId: this.session.sessionId(),
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
            ...(captchaToken ? { [CAPTCHA.header]: captchaToken } : {}),
          },
        });
        if (response.status === 401) throw new UnauthorizedError();
        if (response.status >= 200 && response.status < 300) return { ok: true as const, status: response.status, data: response.data as T };
        return { ok: false as const, failure: failureFromAnswer(response.status, response.data, options.transportFailureCode ?? null) };
      });
    } catch (error) {
      return { ok: false, failure: failureFromError(error, options.transportFailureCode ?? null) };
    }
  }
}

/**
 * A non-2xx answer: the API's {code, message, field?} when it sent one. A server error without a
 * catalogue code is the context's transport failure (the content service failed, the jobs data failed).
 */
export function failureFromAnswer(status: number, body: unknown, transportCode: ErrorCode | null = null): ApiFailure {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = parseErrorCode(record.code);
  const failure: ApiFailure = { code: code === null && status >= 500 ? transportCode : code, status };
  if (typeof record.message === 'string' && record.message !== '') failure.message = record.message;
  if (typeof record.title === 'string') failure.title = record.title;
  if (typeof record.field === 'string') failure.field = record.field;
  return failure;
}

/** A call that got no usable answer: time-out, refused connection, malformed JSON, a second 401. */
export function failureFromError(error: unknown, transportCode: ErrorCode | null): ApiFailure {
  if (error instanceof UnauthorizedError) return { code: transportCode, status: 401 };
  if (error instanceof TransportError) {
    if (error.reason === 'timeout') return { code: ErrorCode.Ok, title: TIMEOUT_TITLE };
    return error.status === undefined ? { code: transportCode } : { code: transportCode, status: error.status };
  }
  if (isAxiosError(error)) {
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED' || endedByDeadline(error)) {
      // The catalogue's OK-with-socket-time-out rule gives the diner "please try again".
      return { code: ErrorCode.Ok, title: TIMEOUT_TITLE };
    }
    const status = error.response?.status;
    return status === undefined ? { code: transportCode } : { code: transportCode, status };
  }
  return { code: transportCode };
}

interface AxiosErrorShape {
  code?: string;
  config?: { signal?: unknown };
  response?: { status?: number };
}

/** axios' own test, by its marker, so that this module never imports axios (a browser bundle uses fetch). */
function isAxiosError(error: unknown): error is AxiosErrorShape {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** True for an axios request ended by its deadline signal (createAxios), not by anyone cancelling it. */
function endedByDeadline(error: AxiosErrorShape): boolean {
  if (error.code !== 'ERR_CANCELED') return false;
  const signal = error.config?.signal as AbortSignal | undefined;
  return signal?.aborted === true && (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError';
}
