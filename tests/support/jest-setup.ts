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

// findBy* and waitFor give up after 1 s by default: on a busy two-core machine a lazy chunk (the Google map,
// the booking journey) or a render behind other workers can take longer, and the test would fail for the
// machine's load, not for the behaviour. They wait up to 15 s; a passing test still ends as soon as it can.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({ asyncUtilTimeout: 15_000 });
}
