// The HTTP transport over the platform's fetch, for browsers (and any runtime with fetch): the same contract
// as createAxios (tests/adapters/http-client.*.spec.ts run against both) without shipping axios to a diner's
// phone. One overall deadline per request (AbortSignal.timeout), JSON answers parsed strictly, every status
// returned as an answer.
import { HTTP } from '@tavola/core/constants';
import type { HttpClientOptions } from './api-http-client';
import { deadlineSignal, TransportError, type HttpRequest, type HttpResponse, type HttpTransport } from './http-transport';

export interface FetchHttpOptions extends Pick<HttpClientOptions, 'baseUrl' | 'brandKey' | 'timeoutMs'> {
  /** The fetch to use; the global one unless told (a test may pass its own). */
  fetch?: typeof fetch;
}

export function createFetchHttp(options: FetchHttpOptions): HttpTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? HTTP.requestTimeoutMs;
  const send = async (request: HttpRequest): Promise<HttpResponse> => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const deadline = request.signal ?? deadlineSignal(timeoutMs) ?? undefined;
    const headers: Record<string, string> = { Accept: 'application/json', brandKey: options.brandKey, ...request.headers };
    const hasBody = request.data !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await doFetch(baseUrl + request.url + query(request.params), {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.data) : undefined,
        signal: deadline,
      });
      text = await response.text();
    } catch (error) {
      throw new TransportError(isDeadline(deadline, error) ? 'timeout' : 'network');
    }
    if (text === '') return { status: response.status, data: text };
    try {
      return { status: response.status, data: JSON.parse(text) as unknown };
    } catch {
      throw new TransportError('malformed', response.status);
    }
  };
  return {
    request: send,
    post: (url, data) => send({ method: 'POST', url, data }),
  };
}

/** `?a=1&b=2` from the defined params (axios' own order and encoding), or nothing. */
function query(params: HttpRequest['params']): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** True when the request ended because its deadline signal fired (a TimeoutError), not for a refused connection. */
function isDeadline(signal: AbortSignal | undefined, error: unknown): boolean {
  const reason = signal?.aborted ? (signal.reason as { name?: unknown } | undefined) : undefined;
  return reason?.name === 'TimeoutError' || (error as { name?: unknown } | null)?.name === 'TimeoutError';
}
