// The HTTP transport over axios, for Node (the site server's calls, with keep-alive agents): every status
// is an answer, JSON parsed strictly, one overall deadline per request. ApiHttpClient maps its errors.
// Browsers use createFetchHttp (fetch-transport.ts) instead, so axios stays out of their bundles.
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { HTTP } from '@tavola/core/constants';
import type { HttpClientOptions } from './api-http-client';
import { deadlineSignal } from './http-transport';

export function createAxios(options: HttpClientOptions): AxiosInstance {
  const timeoutMs = options.timeoutMs ?? HTTP.requestTimeoutMs;
  const instance = axios.create({
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    timeout: timeoutMs,
    headers: { Accept: 'application/json', brandKey: options.brandKey },
    // A malformed JSON answer is a failure, not a string passed on as data (strict parsing needs 'json').
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
    // Every status is an answer the adapters read; only the transport itself throws.
    validateStatus: () => true,
    httpAgent: options.httpAgent,
    httpsAgent: options.httpsAgent,
  } as AxiosRequestConfig);
  // One overall deadline per request: connect, queue and answer. axios' own time-out starts only once
  // the request has a socket, so a call queued behind a full keep-alive agent (a hung API holds all 50)
  // waited for a socket first and then its whole time-out. The signal's timer starts before the request
  // is handed to the agent; a request given its own signal keeps it.
  instance.interceptors.request.use((config) => {
    if (!config.signal) {
      const signal = deadlineSignal(timeoutMs);
      if (signal) config.signal = signal;
    }
    return config;
  });
  return instance;
}
