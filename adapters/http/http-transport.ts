// The port under ApiHttpClient and the token call: one request, one answer. Two transports implement it:
// axios (createAxios, for Node: keep-alive agents) and fetch (createFetchHttp, for browsers: no library at all,
// about 21 KB gzipped less in a booking). Both send every status back as an answer and throw only when no
// usable answer came: a time-out, a refused connection, a body that is not JSON.

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, string | number | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  data: unknown;
}

export interface HttpTransport {
  request(request: HttpRequest): Promise<HttpResponse>;
  post(url: string, data?: unknown): Promise<HttpResponse>;
}

/** Why a transport got no usable answer. */
export type TransportFailure = 'timeout' | 'network' | 'malformed';

/** Thrown by the fetch transport when no usable answer came; `status` when an answer came that was not JSON. */
export class TransportError extends Error {
  constructor(
    readonly reason: TransportFailure,
    readonly status?: number,
  ) {
    super(`HTTP transport failed: ${reason}${status === undefined ? '' : ` (${status})`}`);
    this.name = 'TransportError';
  }
}

/** An AbortSignal that aborts with a TimeoutError after `ms`, where the platform has AbortSignal.timeout. */
export function deadlineSignal(ms: number): AbortSignal | null {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : null;
}
