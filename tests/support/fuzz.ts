// Property-based fuzzing of the API's and the site's POST endpoints with fast-check: bodies made from a
// valid one by replacing, removing or adding fields at any depth (NUL, lone surrogates, nulls, wrong types,
// over-long text, unknown nested fields) or by putting a NUL or a lone surrogate into one of its texts, and
// wholly random JSON. An endpoint passes when no body gets an
// answer of 500 or more. Requests go over one listening server with keep-alive, not a server per request.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import fc from 'fast-check';
import type { SeedJob } from '../../server/api/seed/seed.types';
import { seedData } from '../../server/api/seed';
import { aContactMessage, aGroupEnquiry } from '../builders/enquiry.builder';
import { aJobApplication } from '../builders/job-application.builder';

/** Bodies per endpoint in one test run (issue 13: at least 1,000). */
export const FUZZ_RUNS = 1_000;

const NASTY_UNITS = ['a', 'Z', '7', ' ', '-', '@', '.', '\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\u202e', '🍕', 'é', '\n', '"', '\\', '<', '%', '/'];

/** Text of every kind a careless or hostile client sends. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...NASTY_UNITS), maxLength: 30 }),
  fc.constantFrom('', ' ', 'null', 'true', '0', '-1', '1e999', '__proto__', 'constructor', '2026-11-25', '19:00', 'CV001', 'a@b.co', 'x'.repeat(10_001)),
);

/** Any JSON value, nasty text included, kept small. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    fc.integer(),
    fc.constantFrom(0, -1, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

type Json = unknown;
type Path = Array<string | number>;

/** Every path to a value inside `value` (the root excluded). */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

/** Every path to a record or a list inside `value`, the root included. */
function containersOf(value: Json, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const inner = Array.isArray(value) ? value.map((item, index) => containersOf(item, [...prefix, index])) : Object.entries(value).map(([key, item]) => containersOf(item, [...prefix, key]));
  return [prefix, ...inner.flat()];
}

type Mutation =
  | { kind: 'set'; path: Path; value: Json }
  | { kind: 'delete'; path: Path }
  | { kind: 'add'; path: Path; key: string; value: Json }
  | { kind: 'taint'; path: Path; character: string; at: number };

/** What a tainted text gets: a NUL or a UTF-16 surrogate without its pair. */
const TAINTS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

/** Every path to a text inside `value`. */
function textPathsOf(value: Json): Path[] {
  return pathsOf(value).filter((path) => typeof path.reduce<Json>((at, step) => (at as Record<string | number, Json>)[step], value) === 'string');
}

function apply(body: Json, mutation: Mutation): Json {
  const copy = structuredClone(body) as Json;
  const path = mutation.path;
  const parentPath = mutation.kind === 'add' ? path : path.slice(0, -1);
  let parent = copy as Record<string | number, Json>;
  for (const step of parentPath) {
    // An earlier mutation may have replaced a record on the way: this one then has nothing to change.
    if (typeof parent !== 'object' || parent === null) return copy;
    parent = parent[step] as Record<string | number, Json>;
  }
  if (typeof parent !== 'object' || parent === null) return copy;
  if (mutation.kind === 'add') {
    if (Array.isArray(parent)) parent.push(mutation.value);
    else Object.defineProperty(parent, mutation.key, { value: mutation.value, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  const last = path[path.length - 1] as string | number;
  if (mutation.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (mutation.kind === 'taint') {
    const text = parent[last];
    if (typeof text === 'string') {
      const at = mutation.at % (text.length + 1);
      parent[last] = `${text.slice(0, at)}${mutation.character}${text.slice(at)}`;
    }
  } else parent[last] = mutation.value;
  return copy;
}

/** Bodies made from `valid`: one to three mutations of it, wholly random records, or a value that is no record at all. */
export function fuzzedBodies(valid: Record<string, unknown>): fc.Arbitrary<Json> {
  const paths = pathsOf(valid);
  const containers = containersOf(valid);
  const texts = textPathsOf(valid);
  // A text of the valid body with one bad character in it: the rest stays valid, so the body gets as far
  // as a database or an e-mail would take it.
  const taint: fc.Arbitrary<Mutation>[] = texts.length === 0 ? [] : [
    fc.record({ kind: fc.constant('taint' as const), path: fc.constantFrom(...texts), character: fc.constantFrom(...TAINTS), at: fc.nat() }),
  ];
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    ...taint.map((arbitrary) => ({ weight: 3, arbitrary })),
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: fc.constant(null) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: nastyValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...paths) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), path: fc.constantFrom(...containers), key: nastyText, value: nastyValue }) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => mutations.reduce(apply, valid as Json)) },
    { weight: 2, arbitrary: fc.dictionary(nastyText, nastyValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** What one fuzzed endpoint was answered, for the test's own figures. */
export interface FuzzTally {
  requests: number;
  byStatus: Record<number, number>;
}

const HEAD_CHEF = seedData.jobs.find((job) => job.jobId === 'CVJ-1001') as SeedJob;

/** Valid bodies of the forms the API and the site's /__forms both take, for the fuzzer to start from. */
export const VALID_FORM_BODIES: Record<'contact' | 'groupBooking' | 'signUp' | 'voucher' | 'preferences' | 'jobApplication', Record<string, unknown>> = {
  contact: { ...aContactMessage(), storeId: 'CV001' },
  groupBooking: aGroupEnquiry({ date: '2027-06-10' }) as unknown as Record<string, unknown>,
  signUp: {
    emailAddress: 'a.b@example.com', favouriteRestaurant: 'CV001', firstName: 'Ada', phoneNumber: '07700 900111',
    acceptTerms: true, acceptSMSTerms: false, birthday: { day: 10, month: 12, year: 1990 },
  },
  voucher: { emailAddress: 'a.b@example.com', offerSlug: 'birthday-dolce', acceptTerms: true },
  preferences: {
    guid: 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68', firstName: 'Eilidh', phoneNumber: '07700 900789', gender: 'female', favRestaurantCode: 'CV001',
    birthday: { day: 1, month: 2, year: 1990 }, websiteSmsOptIn: true, interests: [{ name: 'Pizza', checked: true }],
  },
  jobApplication: aJobApplication(HEAD_CHEF) as unknown as Record<string, unknown>,
};

/**
 * The app of the test file's harness listening for the file (started in beforeAll, closed in afterAll);
 * its address is read inside a test.
 */
export function useListening(app: () => Express): { readonly url: string } {
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    server = await listen(app());
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('The app is not listening yet: read the address inside a test.');
      return server.url;
    },
  };
}

/** An Express app listening on an ephemeral port, for many requests over kept-alive connections. */
export async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends FUZZ_RUNS fuzzed bodies (as JSON; a body of `undefined` is sent as none) with `headers(i)` and
 * fails on the first answer of 500 or more, shrunk by fast-check to a small body that shows it.
 */
export async function fuzzPost(url: string, valid: Record<string, unknown>, headers: (run: number) => Record<string, string>, runs = FUZZ_RUNS): Promise<FuzzTally> {
  const tally: FuzzTally = { requests: 0, byStatus: {} };
  await fc.assert(
    fc.asyncProperty(fuzzedBodies(valid), async (body) => {
      tally.requests += 1;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers(tally.requests) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.arrayBuffer();
      tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) throw new Error(`${response.status} for ${JSON.stringify(body)?.slice(0, 500)}`);
    }),
    { numRuns: runs, endOnFailure: false },
  );
  return tally;
}
