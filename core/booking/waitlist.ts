// The waitlist (issue 14, item 2) as plain rules: what a diner's "Notify me" carries and how it is checked
// (one schema for the site, the kiosk and the API's DTO), which waiting diner a freed table goes to (the
// first to join whose date, window and party fit), the hold link's token and page, and when a reminder is
// due (item 3). Core has no crypto and no storage: the API signs the token, locks the rows and keeps time.
import { BOOKING, REMINDERS, SITE, WAITLIST } from '../constants';
import { parseTimeOfDay } from '../opening-hours/time-of-day';
import { Accepted, OptionalFlag, Optional, Required, isText, matches, maxChars } from '../validation/field-checks';
import { isValidEmail, isValidName, isValidPhone } from '../validation/rules';
import { validateFields, type FormSchema } from '../validation/schema';
import type { FormValidationOptions, ValidationResult } from '../validation/validation-result';
import { CUSTOMER_LIMITS } from './booking-customer';
import { readCalendarDate } from './booking-date-time';
import { dinerNeedsProblem, type DinerNeeds } from './diner-needs';
import { minutesUntil } from './manage-booking';

/** A diner's "Notify me": the restaurant, the occasion, the date, a window of times, the party and how to reach them. */
export interface WaitlistJoinRequest {
  storeId: string;
  occasionId: string;
  /** 'YYYY-MM-DD', the restaurant's local date. */
  date: string;
  /** 'HH:MM': the earliest and latest time the diner would take (the same for one time). */
  timeFrom: string;
  timeTo: string;
  adults: number;
  children: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  /** A reminder by text message as well as by e-mail, when a held table becomes their booking. */
  shouldReceiveSms?: boolean;
  /** The party's needs (dinerNeedsProblem checks them), carried into the booking a held table becomes. */
  needs?: DinerNeeds;
  /** The diner agrees to be e-mailed about this table (and to their details being kept until the date). */
  consent: true;
}

const isDate = (value: unknown): boolean => typeof value === 'string' && readCalendarDate(value) === value;
const isTime = (value: unknown): boolean => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) && parseTimeOfDay(value) !== null;
const isCount = (min: number) => (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= BOOKING.maxCovers;
const isCustomerName = (value: unknown): boolean => isValidName(value, { allowHyphens: true });

function windowMinutes(from: unknown, to: unknown): number | null {
  const start = parseTimeOfDay(from);
  const end = parseTimeOfDay(to);
  return start === null || end === null ? null : end - start;
}

/** What a "Notify me" must satisfy, written once: the site's and the kiosk's forms and the API's DTO. */
export const WAITLIST_JOIN_SCHEMA: FormSchema<WaitlistJoinRequest> = {
  storeId: Required(isText, matches((value) => typeof value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(value))),
  occasionId: Required(isText, maxChars(64)),
  date: Required(isText, matches(isDate)),
  timeFrom: Required(isText, matches(isTime)),
  // The window ends at or after it starts and spans at most WAITLIST.maxWindowMinutes.
  timeTo: Required(isText, matches(isTime), (value, form) => {
    const span = windowMinutes(form.timeFrom, value);
    return span !== null && (span < 0 || span > WAITLIST.maxWindowMinutes) ? 'outOfRange' : undefined;
  }),
  adults: Required(matches(isCount(1), 'outOfRange')),
  children: Required(matches(isCount(0), 'outOfRange')),
  firstName: Required(isText, maxChars(CUSTOMER_LIMITS.nameMaxLength), matches(isCustomerName)),
  lastName: Required(isText, maxChars(CUSTOMER_LIMITS.nameMaxLength), matches(isCustomerName)),
  email: Required(isText, maxChars(CUSTOMER_LIMITS.emailMaxLength), matches(isValidEmail)),
  phoneNumber: Optional(isText, matches(isValidPhone)),
  shouldReceiveSms: OptionalFlag(),
  // The API names the exact need that is wrong (dinerNeedsProblem) before this generic check.
  needs: (value) => (dinerNeedsProblem(value) === null ? undefined : 'invalid'),
  consent: Accepted(),
};

export function validateWaitlistJoin(input: unknown, options: FormValidationOptions = {}): ValidationResult<WaitlistJoinRequest> {
  return validateFields(WAITLIST_JOIN_SCHEMA, input, options);
}

/** What a restaurant's day allows a waiting party: the covers a slot holds, the card threshold, the occasion's maximum. */
export interface WaitlistPartyRules {
  /** Covers one slot holds; a larger party never fits a freed table. */
  readonly coversPerSlot: number;
  /** A party above this needs a card guarantee, which the waitlist cannot take. */
  readonly cardGuaranteeAbove: number;
  /** The occasion's largest party (core's limitsOf); BOOKING.maxCovers when absent. */
  readonly maxCovers?: number;
}

/** Why the waitlist refuses a party: no slot could ever seat it, or it needs a card. */
export type WaitlistPartyRefusal = 'tooLarge' | 'cardNeeded';

/**
 * Whether the waitlist can take a party of `covers`: 'tooLarge' when no slot (or the occasion) seats that
 * many, 'cardNeeded' when it is above the card threshold, else null. A party no table fits is told first,
 * as a card would not seat them either. The API refuses such an entry and the journey never offers "Notify me".
 */
export function waitlistPartyRefusal(covers: number, rules: WaitlistPartyRules): WaitlistPartyRefusal | null {
  if (covers > Math.min(rules.coversPerSlot, rules.maxCovers ?? BOOKING.maxCovers)) return 'tooLarge';
  if (covers > rules.cardGuaranteeAbove) return 'cardNeeded';
  return null;
}

/** The largest party the waitlist takes under `rules` (0: none at all). */
export function waitlistLargestParty(rules: WaitlistPartyRules): number {
  return Math.max(0, Math.min(rules.coversPerSlot, rules.cardGuaranteeAbove, rules.maxCovers ?? BOOKING.maxCovers));
}

/** A waiting diner as the matcher sees them: the order they joined in, their date, window and party. */
export interface WaitingEntry {
  readonly id: number;
  readonly date: string;
  readonly timeFrom: string;
  readonly timeTo: string;
  readonly covers: number;
}

/** Whether a table at `date` `time` with `freeCovers` seats fits the entry. */
export function entryFits(entry: WaitingEntry, date: string, time: string, freeCovers: number): boolean {
  const at = parseTimeOfDay(time);
  const from = parseTimeOfDay(entry.timeFrom);
  const to = parseTimeOfDay(entry.timeTo);
  if (at === null || from === null || to === null) return false;
  return entry.date === date && at >= from && at <= to && entry.covers <= freeCovers;
}

/**
 * Who a freed table goes to: the first entry, in the order given (the order they joined), whose date, window
 * and party fit. A larger party ahead that does not fit does not block a smaller one behind it.
 */
export function firstFittingEntry<E extends WaitingEntry>(entries: readonly E[], date: string, time: string, freeCovers: number): E | null {
  return entries.find((entry) => entryFits(entry, date, time, freeCovers)) ?? null;
}

/**
 * Whether a waiting entry's window has passed at `nowMs` on the restaurant's wall clock: its last time has
 * come (a table is seated at a slot's start, so a slot at `timeTo` is no longer offered), or its date or time
 * cannot be read. Such an entry is never offered a table, and the task worker marks it expired and forgets
 * the diner's details (they were kept until the date only).
 */
export function waitlistEntryExpired(entry: Pick<WaitingEntry, 'date' | 'timeTo'>, nowMs: number, timeZone: string = SITE.defaultTimeZone): boolean {
  const left = minutesUntil(entry.date, entry.timeTo, nowMs, timeZone);
  return left === null || left <= 0;
}

/** When a hold made at `nowMs` lapses. */
export function holdExpiresAt(nowMs: number, holdMinutes: number = WAITLIST.holdMinutes): number {
  return nowMs + holdMinutes * 60_000;
}

/** A hold's minutes as configured: a whole number within WAITLIST's bounds, else the default. */
export function readHoldMinutes(value: unknown): number {
  const minutes = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= WAITLIST.minHoldMinutes && minutes <= WAITLIST.maxHoldMinutes
    ? minutes
    : WAITLIST.holdMinutes;
}

// ---- The hold link --------------------------------------------------------------------------------------

/** A hold token read into its parts; the signature is still to be checked by whoever holds the secret. */
export interface ReadHoldToken {
  readonly holdId: number;
  readonly payload: string;
  readonly signature: string;
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The signed text of a hold's link: version and hold id (`w1.42`). Expiry and use are the hold row's. */
export function holdTokenPayload(holdId: number): string | null {
  return Number.isSafeInteger(holdId) && holdId > 0 ? `${WAITLIST.tokenVersion}.${holdId}` : null;
}

export function holdToken(payload: string, signature: string): string {
  return `${payload}.${signature}`;
}

/** A token's parts, or null for anything not shaped like one. */
export function readHoldToken(token: unknown): ReadHoldToken | null {
  if (typeof token !== 'string' || token.length > WAITLIST.tokenMaxLength) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [version, id, signature] = parts as [string, string, string];
  if (version !== WAITLIST.tokenVersion || !/^[1-9]\d{0,14}$/.test(id) || !SIGNATURE.test(signature)) return null;
  return { holdId: Number(id), payload: `${version}.${id}`, signature };
}

/** The absolute address of the claim page on `baseUrl` (PUBLIC_BASE_URL). */
export function waitlistClaimUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${WAITLIST.claimPath}?token=${encodeURIComponent(token)}`;
}

// ---- Reminders ------------------------------------------------------------------------------------------

/**
 * When a booking's reminder is due: REMINDERS.hoursBefore before it starts, on the restaurant's wall clock;
 * null when that moment has already passed at `nowMs` (a booking made less than that far ahead gets none)
 * or the date or time cannot be read.
 */
export function reminderDueAt(
  date: string,
  time: string,
  nowMs: number,
  timeZone: string = SITE.defaultTimeZone,
  hoursBefore: number = REMINDERS.hoursBefore,
): number | null {
  const minutes = minutesUntil(date, time, nowMs, timeZone);
  if (minutes === null) return null;
  const due = nowMs + (minutes - hoursBefore * 60) * 60_000;
  return due > nowMs ? due : null;
}
