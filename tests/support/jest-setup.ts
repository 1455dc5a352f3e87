// Runs before every test file: jest-dom matchers, and what jsdom lacks that react-router needs.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no fetch classes, and react-router's data routers build a Request for every navigation.
// Node's own (from the outer realm) stand in, with Node's AbortController so that Request accepts the
// router's signal.
const outer = runInThisContext('globalThis') as typeof globalThis;
if (typeof window !== 'undefined' && outer !== globalThis) {
  for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'] as const) {
    Object.defineProperty(globalThis, name, { value: outer[name], configurable: true, writable: true });
  }
}
