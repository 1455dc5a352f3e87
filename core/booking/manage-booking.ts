// Manage my booking (issue 14, item 1): the rules of the signed link, the cut-off and an amendment, as
// plain functions. Core has no crypto: the server signs a token's payload with HMAC-SHA256 (node:crypto)
// and compares signatures; core says what the payload is, how a token reads, when it expires, and what a
// change may be. Capacity, opening hours and service windows are the API's checks (its slot schedule and
// atomic claim of covers), run after these.
import { BOOKING, MANAGE_BOOKING, SITE } from '../constants';
import { MANAGE_MESSAGES } from '../errors/messages';
import { localMoment } from '../opening-hours/local-calendar';
import { parseTimeOfDay } from '../opening-hours/time-of-day';
import { readCalendarDate, readTime } from './booking-date-time';
import { bookingDateProblem, bookingWindow } from './booking-window';

/** Why a link, a lookup, an amendment or a cancellation is refused; MANAGE_MESSAGES words each. */
export type ManageProblemKey =
  | 'linkInvalid'
  | 'linkExpired'
  | 'lookupNotFound'
  | 'cancelled'
  | 'cutOff'
  | 'newTimeWithinCutOff'
  | 'nothingChanged'
  | 'partyOutOfRange'
  | 'dateInvalid'
  | 'datePast'
  | 'dateBeyondHorizon'
  | 'timeInvalid'
  | 'dayClosed'
  | 'timeNotOffered'
  | 'slotFull'
  | 'cardNeeded'
  | 'notBookableOnline';

export interface ManageProblem {
  readonly key: ManageProblemKey;
  readonly message: string;
}

/** What a signed link carries: the booking and the last day the link works ('YYYY-MM-DD', the booking's date). */
export interface ManageTokenClaims {
  readonly reference: string;
  readonly expiresOn: string;
}

/** A token read into its parts; the signature is still to be checked by whoever holds the secret. */
export interface ReadManageToken extends ManageTokenClaims {
  /** The text the signature covers (manageTokenPayload of the claims). */
  readonly payload: string;
  /** base64url, no padding. */
  readonly signature: string;
}

const REFERENCE = /^[A-Z0-9]{4,16}$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const SIGNATURE = new RegExp(`^[A-Za-z0-9_-]{${MANAGE_BOOKING.signatureLength}}$`);
const MINUTES_PER_DAY = 24 * 60;

/**
 * The signed text: version, booking reference and expiry day (`m1.CVAB12CD.20261125`); null for a
 * reference or date that cannot be in a link. The booking's date is the expiry: a link works until the
 * end of that day where the restaurant is.
 */
export function manageTokenPayload(reference: string, expiresOn: string): string | null {
  const date = readCalendarDate(expiresOn);
  if (!REFERENCE.test(reference) || date === null || date !== expiresOn) return null;
  return `${MANAGE_BOOKING.tokenVersion}.${reference}.${date.replace(/-/g, '')}`;
}

/** The whole token: the payload, a dot, the signature (`m1.CVAB12CD.20261125.<43 characters>`). */
export function manageToken(payload: string, signature: string): string {
  return `${payload}.${signature}`;
}

/** A token's parts, or null for anything not shaped like one (a tampered shape, another version, a bad date). */
export function readManageToken(token: unknown): ReadManageToken | null {
  if (typeof token !== 'string' || token.length > MANAGE_BOOKING.tokenMaxLength) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [version, reference, compact, signature] = parts as [string, string, string, string];
  const match = COMPACT_DATE.exec(compact);
  if (version !== MANAGE_BOOKING.tokenVersion || !REFERENCE.test(reference) || match === null || !SIGNATURE.test(signature)) return null;
  const expiresOn = `${match[1]}-${match[2]}-${match[3]}`;
  if (readCalendarDate(expiresOn) !== expiresOn) return null;
  return { reference, expiresOn, payload: `${version}.${reference}.${compact}`, signature };
}

/** Whether a link whose last day is `expiresOn` has expired at `nowMs`: today in the restaurant's zone is after it. */
export function manageTokenExpired(expiresOn: string, nowMs: number, timeZone: string = SITE.defaultTimeZone): boolean {
  const today = localMoment(nowMs, timeZone)?.date;
  return today === undefined || today > expiresOn;
}

/** The site's page for a token: `/booking/manage/{token}`. */
export function manageBookingPath(token: string): string {
  return `${MANAGE_BOOKING.path}/${encodeURIComponent(token)}`;
}

/** The absolute address of the page on `baseUrl` (the site's public address, PUBLIC_BASE_URL), never a relative one. */
export function manageBookingUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${manageBookingPath(token)}`;
}

/** A restaurant's cut-off in minutes: a whole number from 0 to MANAGE_BOOKING.maxCutoffMinutes, else the default. */
export function readCutoffMinutes(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MANAGE_BOOKING.maxCutoffMinutes
    ? value
    : MANAGE_BOOKING.cutoffMinutes;
}

/**
 * Minutes from `nowMs` to a booking at `date` `time` on the restaurant's wall clock (negative once it has
 * started); null when the date, time or zone cannot be read. Counted in wall-clock minutes, so on the night
 * the clocks change it may be an hour out; a cut-off of hours is not moved by that in practice.
 */
export function minutesUntil(date: string, time: string, nowMs: number, timeZone: string = SITE.defaultTimeZone): number | null {
  const day = readCalendarDate(date);
  const minutes = parseTimeOfDay(time);
  const now = localMoment(nowMs, timeZone);
  if (day === null || day !== date || minutes === null || now === null) return null;
  return daysBetween(now.date, day) * MINUTES_PER_DAY + minutes - now.minutes;
}

/** Whether a booking at `date` `time` can still be changed online: more than `cutoffMinutes` before it starts. */
export function beforeCutoff(date: string, time: string, nowMs: number, cutoffMinutes: number, timeZone?: string): boolean {
  const left = minutesUntil(date, time, nowMs, timeZone);
  return left !== null && left > cutoffMinutes;
}

/** The booking as an amendment sees it. */
export interface AmendableBooking {
  readonly status: 'confirmed' | 'cancelled';
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
  readonly adults: number;
  readonly children: number;
  /** A card guarantee was taken when it was booked. */
  readonly hasCard: boolean;
}

/** What the diner asks to change; a field left out keeps its value. */
export interface AmendmentRequest {
  readonly adults?: number;
  readonly children?: number;
  readonly date?: string;
  readonly time?: string;
}

export interface ManageRules {
  readonly nowMs: number;
  readonly timeZone?: string;
  /** BOOKING.horizonDays unless the API is told otherwise. */
  readonly horizonDays?: number;
  /** The restaurant's cut-off (readCutoffMinutes). */
  readonly cutoffMinutes: number;
  /** The occasion's party limits (limitsOf). */
  readonly limits: { readonly minCovers: number; readonly maxCovers: number };
  /** A party above this needs a card guarantee (the restaurant's cardGuaranteeAbove). */
  readonly cardGuaranteeAbove: number;
}

/** The booking after the change: what the API then checks against opening hours, service windows and capacity. */
export interface PlannedAmendment {
  readonly date: string;
  readonly time: string;
  readonly adults: number;
  readonly children: number;
  readonly covers: number;
  /** The slot changes (date or time), so the old slot's covers are released and the new one's claimed. */
  readonly moves: boolean;
}

export type AmendmentPlan = { readonly ok: true; readonly amendment: PlannedAmendment } | { readonly ok: false; readonly problem: ManageProblem };

/** The problem for a key, in the catalogue's words (the cut-off and party limits filled in). */
export function manageProblem(key: ManageProblemKey, detail: { cutoffMinutes?: number; minCovers?: number; maxCovers?: number; horizonDays?: number } = {}): ManageProblem {
  const cutoff = detail.cutoffMinutes ?? MANAGE_BOOKING.cutoffMinutes;
  switch (key) {
    case 'cutOff':
      return { key, message: MANAGE_MESSAGES.cutOff(cutoff) };
    case 'newTimeWithinCutOff':
      return { key, message: MANAGE_MESSAGES.newTimeWithinCutOff(cutoff) };
    case 'partyOutOfRange':
      return { key, message: MANAGE_MESSAGES.partyOutOfRange(detail.minCovers ?? 1, detail.maxCovers ?? BOOKING.maxCovers) };
    case 'dateBeyondHorizon':
      return { key, message: `Choose a date within the next ${detail.horizonDays ?? BOOKING.horizonDays} days.` };
    default:
      return { key, message: MANAGE_MESSAGES[key] };
  }
}

/** Whether a booking can be cancelled now: confirmed and before the cut-off. */
export function cancellationProblem(booking: Pick<AmendableBooking, 'status' | 'date' | 'time'>, rules: Pick<ManageRules, 'nowMs' | 'timeZone' | 'cutoffMinutes'>): ManageProblem | null {
  if (booking.status === 'cancelled') return manageProblem('cancelled');
  if (!beforeCutoff(booking.date, booking.time, rules.nowMs, rules.cutoffMinutes, rules.timeZone)) return manageProblem('cutOff', rules);
  return null;
}

/**
 * The amendment core allows, or the first problem: a cancelled booking, the cut-off (for the booking as it
 * stands and for the time it moves to), nothing changed, the party outside the occasion's limits, a date
 * outside the booking window, a malformed time, and the card rule (a party growing above the restaurant's
 * card threshold without a card taken cannot be guaranteed online).
 */
export function planAmendment(booking: AmendableBooking, request: AmendmentRequest, rules: ManageRules): AmendmentPlan {
  const refuse = (key: ManageProblemKey): AmendmentPlan => ({
    ok: false,
    problem: manageProblem(key, { cutoffMinutes: rules.cutoffMinutes, ...rules.limits, horizonDays: rules.horizonDays }),
  });
  const cancelled = cancellationProblem(booking, rules);
  if (cancelled !== null) return { ok: false, problem: cancelled };

  const adults = request.adults ?? booking.adults;
  const children = request.children ?? booking.children;
  if (!Number.isInteger(adults) || !Number.isInteger(children) || adults < 0 || children < 0) return refuse('partyOutOfRange');
  const covers = adults + children;
  const date = request.date ?? booking.date;
  const time = request.time === undefined ? booking.time : readTime(request.time);
  if (readCalendarDate(date) !== date) return refuse('dateInvalid');
  if (time === null) return refuse('timeInvalid');
  if (covers === booking.adults + booking.children && adults === booking.adults && date === booking.date && time === booking.time) {
    return refuse('nothingChanged');
  }
  if (covers < rules.limits.minCovers || covers > Math.min(rules.limits.maxCovers, BOOKING.maxCovers)) return refuse('partyOutOfRange');
  const moves = date !== booking.date || time !== booking.time;
  if (moves) {
    const problem = bookingDateProblem(date, bookingWindow(rules.nowMs, { timeZone: rules.timeZone, horizonDays: rules.horizonDays }));
    if (problem === 'past' || problem === 'invalid') return refuse(problem === 'past' ? 'datePast' : 'dateInvalid');
    if (problem === 'beyondHorizon') return refuse('dateBeyondHorizon');
    if (!beforeCutoff(date, time, rules.nowMs, rules.cutoffMinutes, rules.timeZone)) return refuse('newTimeWithinCutOff');
  }
  if (covers > rules.cardGuaranteeAbove && !booking.hasCard) return refuse('cardNeeded');
  return { ok: true, amendment: { date, time, adults, children, covers, moves } };
}

function daysBetween(from: string, to: string): number {
  // Whole calendar days from one real date to another, counted in UTC, which has no daylight-saving gaps.
  const utc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / (MINUTES_PER_DAY * 60_000));
}
