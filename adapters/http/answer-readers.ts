// Small pieces the jobs, offers, preferences, sign-up, geo, social and captcha adapters share to read an
// answer defensively: a wrong shape becomes a failure value, and nothing here ever throws.
import type { HttpAnswer } from './api-http-client';
import type { ErrorCode } from '@tavola/core/errors';
import { fail, ok, type ApiFailure, type ApiResult } from '@tavola/core/ports';

/** Reads one answer (or one entry of it); undefined means the data is not what the call promises. */
export type Reader<T> = (data: unknown) => T | undefined;

/**
 * The call's result: its failure, with the context's code when the API named none, or the value the
 * reader found. A 2xx answer of the wrong shape is a failure with the context's code and the status.
 */
export function readAnswer<T>(answer: HttpAnswer<unknown>, reader: Reader<T>, contextCode: ErrorCode | null = null): ApiResult<T> {
  if (!answer.ok) return fail(withContextCode(answer.failure, contextCode));
  const value = reader(answer.data);
  return value === undefined ? fail({ code: contextCode, status: answer.status }) : ok(value);
}

/** A failure without a catalogue code takes the code of the context it happened in (jobs 12, ...). */
export function withContextCode(failure: ApiFailure, contextCode: ErrorCode | null): ApiFailure {
  return failure.code === null && contextCode !== null ? { ...failure, code: contextCode } : failure;
}

/** Every entry of a list read by `reader`; one entry of the wrong shape makes the whole list unusable. */
export function listOf<T>(data: unknown, reader: Reader<T>): T[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const items: T[] = [];
  for (const entry of data) {
    const item = reader(entry);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Every named field holds text. */
export function hasTextFields(value: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.every((field) => typeof value[field] === 'string');
}

/**
 * A copy of `value` in which every named optional field is absent or passes `check`; a null one is
 * dropped (an upstream that sends null means "not given"). Undefined when one holds something else.
 */
export function withOptionalFields(
  value: Record<string, unknown>,
  checks: Record<string, (field: unknown) => boolean>,
): Record<string, unknown> | undefined {
  const copy: Record<string, unknown> = { ...value };
  for (const [field, check] of Object.entries(checks)) {
    if (copy[field] === null) delete copy[field];
    else if (copy[field] !== undefined && !check(copy[field])) return undefined;
  }
  return copy;
}

export const isText = (value: unknown): value is string => typeof value === 'string';

/** A lat/lng pair of finite numbers, copied without anything else the entry carried. */
export function readPoint(value: unknown): { lat: number; lng: number } | undefined {
  if (!isRecord(value) || !isFiniteNumber(value.lat) || !isFiniteNumber(value.lng)) return undefined;
  return { lat: value.lat, lng: value.lng };
}

/** An unpaired surrogate half, which encodeURIComponent would throw on. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value as one URL path segment: data, never path syntax ('/' and '?' are escaped). A lone surrogate
 * half becomes U+FFFD, as String#toWellFormed does, so encoding cannot throw.
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/**
 * Whether a text can stand as a path segment at all: blank text leaves the segment empty, and '.' or '..'
 * are dot segments that the URL parser resolves away (escaping them as %2E does not help).
 */
export function isUsableSegment(value: string): boolean {
  return !/^[\s.]*$/.test(value);
}
