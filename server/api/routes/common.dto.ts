// What the route modules share about requests: answers of core's form validators, query strings, path
// parameters and field names class-validator would wrongly accept, each turned into a 400 naming the
// field; and two small helpers the forms need: the restaurants' date and random reference codes.
import { randomInt } from 'node:crypto';
import type { Request } from 'express';
import { todayIn } from '@tavola/core/booking';
import { inheritedNameField, type ValidationResult, validationMessage } from '@tavola/core/validation';
import { ApiError } from '../http/api-error';

/**
 * The value of a passed validation, or a 400 naming the first failing field. `catalogueCode` tags the
 * error with the spec's numeric code where one fits (15 for a job application).
 */
export function validOrBadRequest<T>(result: ValidationResult<T>, catalogueCode?: number): T {
  if (result.valid) return result.value;
  const [first] = result.errors;
  throw new ApiError('VALIDATION', first?.message ?? 'The request is not valid', first?.field || undefined, catalogueCode);
}

/** The request body, refusing any field (at any depth) named like a member of Object.prototype. */
export function bodyOf(req: Request): unknown {
  return refusingInheritedNames(req.body);
}

/** The query string's parameters, with the same refusal. */
export function queryOf(req: Request): unknown {
  return refusingInheritedNames(req.query);
}

// Core's validators refuse these names too (with forbidUnknown); refusing here as well covers the calls
// whose input no DTO reads in full, with the one definition of the rule.
function refusingInheritedNames(input: unknown): unknown {
  const field = inheritedNameField(input);
  if (field !== null) throw new ApiError('VALIDATION', validationMessage(field, 'unknown'), field);
  return input;
}

/** For calls that take no query string: any parameter is an unknown field. */
export function rejectQuery(req: Request): void {
  const [first] = Object.keys(req.query ?? {});
  if (first !== undefined) throw new ApiError('VALIDATION', validationMessage(first, 'unknown'), first);
}

/** A path parameter of the given shape, else a 400 naming it (never a database lookup of junk). */
export function pathParam(req: Request, name: string, shape: RegExp): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !shape.test(value)) throw new ApiError('VALIDATION', validationMessage(name, 'invalid'), name);
  return value;
}

/** Slugs and ids as the seed writes them: letters, digits, hyphens and underscores. */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * Today's date (YYYY-MM-DD) where the restaurants are, for dates a request must not put in the past: core's
 * todayIn, the one rule the booking journey and the forms use too. A clock with no usable time is a bug.
 */
export function localToday(nowMs: number): string {
  const today = todayIn(nowMs);
  if (today === null) throw new Error(`The server's clock gave no usable time (${String(nowMs)}).`);
  return today;
}

/** Upper-case letters and digits without the look-alikes 0/O and 1/I/L. */
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A random code such as 'CV-7KQ2M9XA' (vouchers) or 'GB-…' (enquiry references): prefix and 8 characters. */
export function randomCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < CODE_LENGTH; i++) code += UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)];
  return code;
}
