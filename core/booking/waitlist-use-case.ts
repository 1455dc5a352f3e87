// The waitlist as a use-case over the WaitlistApiPort (issue 14, item 2), for every front-end alike (the
// site's booking panel, the kiosk, the widget and the site's claim page): "Notify me" where no table fits
// (open it with the journey's restaurant, date, time and party; the diner adds their name and e-mail and may
// widen the window), and the claim of a table a hold link keeps. A front-end subscribes to the snapshot and
// renders it; every word comes from here. Commands never throw: a failed or thrown call becomes the
// snapshot's message. An answer to a question no longer asked (the journey moved on, another link loaded)
// is ignored.
import { WAITLIST } from '../constants';
import { WAITLIST_MESSAGES, waitlistNextSteps } from '../errors/messages';
import { formatTimeOfDay, parseTimeOfDay } from '../opening-hours/time-of-day';
import type { ClaimedTable, HeldTable, WaitlistApiPort } from '../ports/waitlist-api.port';
import type { ApiFailure, ApiResult } from '../shared/api-result';
import { selectedDay } from './booking-journey';
import type { BookableRestaurant, BookingSnapshot } from './booking-snapshot';
import { hasNeeds, noNeeds, setNeed, type DinerNeeds, type NeedFlag, type NeedList } from './diner-needs';
import { readHoldToken, validateWaitlistJoin, type WaitlistJoinRequest } from './waitlist';

const STATUS_NOT_FOUND = 404;
const STATUS_GONE = 410;

/** What the journey knows when it offers "Notify me": the restaurant, occasion, date, party and time wanted. */
export interface WaitlistPlace {
  readonly storeId: string;
  readonly restaurantName: string;
  readonly occasionId: string;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly adults: number;
  readonly children: number;
  /** 'HH:MM', the time the diner wanted; the window is offered around it. Null: dinner time. */
  readonly time: string | null;
}

/** What the diner types or chooses in the form. */
export interface WaitlistForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly timeFrom: string;
  readonly timeTo: string;
  readonly consent: boolean;
  /** The party's needs, passed into the booking a held table becomes (so the claim stays one tap). */
  readonly needs: DinerNeeds;
}

export type WaitlistField = keyof WaitlistForm;

export interface WaitlistMessage {
  readonly kind: 'error' | 'done';
  readonly text: string;
  /** The form's field a refusal names, when it names one of them. */
  readonly field?: WaitlistField;
}

export interface WaitlistJoinSnapshot {
  /** closed: nothing offered; editing: the form; sending: on its way; joined: the diner is waiting. */
  readonly status: 'closed' | 'editing' | 'sending' | 'joined';
  readonly place: WaitlistPlace | null;
  readonly form: WaitlistForm;
  /** Each field's first error, whether shown yet or not. */
  readonly errors: Readonly<Partial<Record<WaitlistField, string>>>;
  /** The errors to show: of fields the diner has left, or of every field once they tried to send. */
  readonly fieldErrors: Readonly<Partial<Record<WaitlistField, string>>>;
  /** The times offered for the window's two ends. */
  readonly timeChoices: readonly string[];
  readonly message: WaitlistMessage | null;
  /** Once joined: what happens next, in order (the e-mail, the hold and its length, the next diner). */
  readonly nextSteps: readonly string[];
}

export type HoldStatus = 'idle' | 'loading' | 'held' | 'claiming' | 'claimed' | 'invalid' | 'expired' | 'used' | 'failed';

export interface WaitlistHoldSnapshot {
  /** invalid, expired and used are final for this link; failed can be tried again. */
  readonly status: HoldStatus;
  readonly token: string | null;
  readonly table: HeldTable | null;
  readonly claimed: ClaimedTable | null;
  readonly message: WaitlistMessage | null;
}

export interface WaitlistSnapshot {
  readonly join: WaitlistJoinSnapshot;
  readonly hold: WaitlistHoldSnapshot;
}

export interface WaitlistUseCase {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WaitlistSnapshot;
  /** Offers "Notify me" for `place`; what the diner typed stays when only the place changes. */
  open(place: WaitlistPlace): void;
  /** Takes the form away and forgets what was typed (the journey moved on, or a kiosk started again). */
  close(): void;
  update<F extends WaitlistField>(field: F, value: WaitlistForm[F]): void;
  /** Ticks or clears one of the party's needs (a list's value, or a flag with value null). */
  changeNeed(need: NeedList | NeedFlag, value: string | null, on: boolean): void;
  /** The diner left a field: its error shows from now on. */
  touch(field: WaitlistField): void;
  join(): Promise<boolean>;
  /** Reads the table a hold link keeps. */
  loadHold(token: string): Promise<boolean>;
  /** Shows a held table already read (the server's page data), without a call. */
  showHold(token: string, table: HeldTable): void;
  /** Shows a link the server found wanting, in its words. */
  showHoldProblem(token: string, failure: ApiFailure): void;
  claim(): Promise<boolean>;
}

export interface WaitlistUseCaseOptions {
  /** Minutes a freed table is held, for the words after joining (the API's own answer wins). */
  holdMinutes?: number;
}

const EMPTY_FORM: WaitlistForm = { firstName: '', lastName: '', email: '', phoneNumber: '', timeFrom: '', timeTo: '', consent: false, needs: noNeeds() };
const DINNER_TIME = '19:00';
const FORM_FIELDS: readonly WaitlistField[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'timeFrom', 'timeTo', 'consent', 'needs'];
const isFormField = (field: string | undefined): field is WaitlistField => field !== undefined && (FORM_FIELDS as readonly string[]).includes(field);

/**
 * Where the booking journey offers "Notify me": no table for the party that day (step one's calendar says the
 * day is full, or step two found no slot) and no time that could be requested as an enquiry instead, for a
 * table (not an event) booked here (not through a live widget), for a party the waitlist takes (the
 * occasion's waitlistMaxCovers, from core's waitlistLargestParty). Null elsewhere.
 */
export function waitlistPlaceOf<R extends BookableRestaurant>(snapshot: BookingSnapshot<R>): WaitlistPlace | null {
  const { journey } = snapshot;
  if (!snapshot.noAvailability || snapshot.isEventOccasion || snapshot.liveWidgetId !== null) return null;
  if (snapshot.currentStep !== 1 && snapshot.currentStep !== 2) return null;
  // A time that can still be requested: the diner sends an enquiry, not a waitlist entry.
  if (journey.slots.some((slot) => slot.canEnquire)) return null;
  const date = selectedDay(journey);
  if (journey.storeId === null || journey.selectedOccasion === null || date === null || journey.adultCovers < 1) return null;
  // A party the waitlist would refuse (no slot seats it, or it needs a card) is not offered it.
  const largest = journey.selectedOccasion.waitlistMaxCovers;
  if (largest !== undefined && journey.coverSize > largest) return null;
  return {
    storeId: journey.storeId,
    restaurantName: snapshot.restaurant?.title ?? '',
    occasionId: String(journey.selectedOccasion.id),
    date,
    adults: journey.adultCovers,
    children: journey.childCovers,
    time: snapshot.preferredTime,
  };
}

/** The times offered for the window's ends (WAITLIST.firstChoice to lastChoice), with `also` in order when off that grid. */
export function waitlistTimeChoices(...also: readonly string[]): string[] {
  const first = parseTimeOfDay(WAITLIST.firstChoice) as number;
  const last = parseTimeOfDay(WAITLIST.lastChoice) as number;
  const minutes = new Set<number>();
  for (let at = first; at <= last; at += WAITLIST.choiceStepMinutes) minutes.add(at);
  for (const time of also) {
    const at = parseTimeOfDay(time);
    if (at !== null) minutes.add(at);
  }
  return [...minutes].sort((a, b) => a - b).map((at) => formatTimeOfDay(at) as string);
}

/** The window first offered: WAITLIST.suggestedWindowEachSideMinutes either side of `time`, within the day's choices. */
export function suggestedWindow(time: string | null): { timeFrom: string; timeTo: string } {
  const at = parseTimeOfDay(time ?? DINNER_TIME) ?? (parseTimeOfDay(DINNER_TIME) as number);
  const side = WAITLIST.suggestedWindowEachSideMinutes;
  const first = parseTimeOfDay(WAITLIST.firstChoice) as number;
  const last = parseTimeOfDay(WAITLIST.lastChoice) as number;
  // Never before the first choice or after the last, unless the time wanted itself is.
  const from = Math.max(at - side, Math.min(first, at));
  const to = Math.min(at + side, Math.max(last, at));
  return { timeFrom: formatTimeOfDay(from) as string, timeTo: formatTimeOfDay(to) as string };
}

/** Whole minutes until a hold lapses at `nowMs` (rounded down, never below 0); 0 for a time that cannot be read. */
export function holdMinutesLeft(table: Pick<HeldTable, 'expiresAt'>, nowMs: number): number {
  const until = Date.parse(table.expiresAt);
  return Number.isFinite(until) ? Math.max(0, Math.floor((until - nowMs) / 60_000)) : 0;
}

/** Why a hold link led nowhere: its status, in words (the API's own when it sent them). */
export function holdFailure(failure: ApiFailure | null | undefined): { status: HoldStatus; message: WaitlistMessage } {
  const text = failure?.message;
  const status: HoldStatus =
    failure?.status === STATUS_NOT_FOUND
      ? 'invalid'
      : failure?.status === STATUS_GONE
        ? text === WAITLIST_MESSAGES.holdUsed
          ? 'used'
          : 'expired'
        : 'failed';
  const fallback =
    status === 'invalid'
      ? WAITLIST_MESSAGES.holdInvalid
      : status === 'used'
        ? WAITLIST_MESSAGES.holdUsed
        : status === 'expired'
          ? WAITLIST_MESSAGES.holdExpired
          : WAITLIST_MESSAGES.failed;
  // A server error's own words are not a diner's; every other refusal keeps the API's.
  const words = status === 'failed' && (failure?.status === undefined || failure.status >= 500) ? fallback : (text ?? fallback);
  return { status, message: { kind: 'error', text: words } };
}

/** A refusal of a join in words: the API's own (core's WAITLIST_MESSAGES) with the field it names, else "try again". */
export function joinFailureMessage(failure: ApiFailure | null | undefined): WaitlistMessage {
  const field = failure?.field;
  const usable = failure?.message !== undefined && failure.status !== undefined && failure.status < 500;
  if (!usable) return { kind: 'error', text: WAITLIST_MESSAGES.failed };
  return { kind: 'error', text: failure.message as string, ...(isFormField(field) ? { field } : {}) };
}

/** Each form field's first error for the request as it stands, in the form's own words where the schema's are too plain. */
function formErrors(request: Record<string, unknown>): Partial<Record<WaitlistField, string>> {
  const result = validateWaitlistJoin(request);
  const errors: Partial<Record<WaitlistField, string>> = {};
  if (result.valid) return errors;
  for (const error of result.errors) {
    if (!isFormField(error.field) || error.field in errors) continue;
    errors[error.field] =
      error.field === 'timeTo' && error.key === 'outOfRange'
        ? WAITLIST_MESSAGES.windowInvalid
        : error.field === 'consent'
          ? WAITLIST_MESSAGES.consentNeeded
          : error.message;
  }
  return errors;
}

function requestOf(place: WaitlistPlace, form: WaitlistForm): Record<string, unknown> {
  const phone = form.phoneNumber.trim();
  return {
    storeId: place.storeId,
    occasionId: place.occasionId,
    date: place.date,
    timeFrom: form.timeFrom,
    timeTo: form.timeTo,
    adults: place.adults,
    children: place.children,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    ...(phone === '' ? {} : { phoneNumber: phone }),
    ...(hasNeeds(form.needs) ? { needs: form.needs } : {}),
    consent: form.consent,
  };
}

const samePlace = (a: WaitlistPlace | null, b: WaitlistPlace): boolean =>
  a !== null && a.storeId === b.storeId && a.occasionId === b.occasionId && a.date === b.date && a.adults === b.adults && a.children === b.children && a.time === b.time;

const CLOSED_JOIN: WaitlistJoinSnapshot = {
  status: 'closed',
  place: null,
  form: EMPTY_FORM,
  errors: {},
  fieldErrors: {},
  timeChoices: [],
  message: null,
  nextSteps: [],
};

const IDLE_HOLD: WaitlistHoldSnapshot = { status: 'idle', token: null, table: null, claimed: null, message: null };

export function createWaitlistUseCase(ports: { waitlist: WaitlistApiPort }, options: WaitlistUseCaseOptions = {}): WaitlistUseCase {
  let join: WaitlistJoinSnapshot = CLOSED_JOIN;
  let hold: WaitlistHoldSnapshot = IDLE_HOLD;
  let snapshot: WaitlistSnapshot = { join, hold };
  const listeners = new Set<() => void>();
  let touched: Partial<Record<WaitlistField, true>> = {};
  let sendAttempted = false;
  // Each question asked bumps its counter; an answer to an older one is dropped.
  let joinRequest = 0;
  let holdRequest = 0;

  const publish = () => {
    snapshot = { join, hold };
    for (const listener of [...listeners]) listener();
  };

  const setJoin = (next: Partial<WaitlistJoinSnapshot>) => {
    const merged = { ...join, ...next };
    const errors = merged.place === null ? {} : formErrors(requestOf(merged.place, merged.form));
    const shown: Partial<Record<WaitlistField, string>> = {};
    for (const [field, message] of Object.entries(errors) as Array<[WaitlistField, string]>) {
      if (sendAttempted || touched[field] === true) shown[field] = message;
    }
    join = { ...merged, errors, fieldErrors: shown };
    publish();
  };

  const setHold = (next: Partial<WaitlistHoldSnapshot>) => {
    hold = { ...hold, ...next };
    publish();
  };

  async function call<T>(run: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    try {
      return await run();
    } catch {
      return { ok: false, error: { code: null } };
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    open(place) {
      if (samePlace(join.place, place) && join.status !== 'closed') return;
      joinRequest += 1;
      const window = suggestedWindow(place.time);
      // The diner's name and e-mail stay when they look at another day; the window follows the new time.
      const form = { ...join.form, ...window };
      sendAttempted = false;
      touched = {};
      setJoin({
        status: 'editing',
        place,
        form,
        timeChoices: waitlistTimeChoices(window.timeFrom, window.timeTo),
        message: null,
        nextSteps: [],
      });
    },

    close() {
      joinRequest += 1;
      sendAttempted = false;
      touched = {};
      join = CLOSED_JOIN;
      publish();
    },

    update(field, value) {
      if (join.status !== 'editing') return;
      const message = join.message?.field === field ? null : join.message;
      setJoin({ form: { ...join.form, [field]: value }, message });
    },

    changeNeed(need, value, on) {
      if (join.status !== 'editing') return;
      const needs = setNeed(join.form.needs, need, value, on);
      if (needs !== join.form.needs) setJoin({ form: { ...join.form, needs } });
    },

    touch(field) {
      if (join.status !== 'editing' || touched[field] === true) return;
      touched = { ...touched, [field]: true };
      setJoin({});
    },

    async join() {
      const place = join.place;
      if (place === null || join.status !== 'editing') {
        if (place === null) setJoin({ message: { kind: 'error', text: WAITLIST_MESSAGES.notOpen } });
        return false;
      }
      sendAttempted = true;
      const request = requestOf(place, join.form);
      if (Object.keys(formErrors(request)).length > 0) {
        setJoin({ message: null });
        return false;
      }
      const asked = (joinRequest += 1);
      setJoin({ status: 'sending', message: null });
      const result = await call(() => ports.waitlist.join(request as unknown as WaitlistJoinRequest));
      if (asked !== joinRequest) return false;
      if (!result.ok) {
        setJoin({ status: 'editing', message: joinFailureMessage(result.error) });
        return false;
      }
      const form = join.form;
      setJoin({
        status: 'joined',
        message: { kind: 'done', text: WAITLIST_MESSAGES.joined },
        nextSteps: waitlistNextSteps({
          email: form.email.trim(),
          timeFrom: form.timeFrom,
          timeTo: form.timeTo,
          holdMinutes: result.value.holdMinutes ?? options.holdMinutes ?? WAITLIST.holdMinutes,
        }),
      });
      return true;
    },

    async loadHold(token) {
      const asked = (holdRequest += 1);
      // A link of the wrong shape never reaches the API.
      if (readHoldToken(token) === null) {
        setHold({ ...IDLE_HOLD, token, status: 'invalid', message: { kind: 'error', text: WAITLIST_MESSAGES.holdInvalid } });
        return false;
      }
      setHold({ ...IDLE_HOLD, token, status: 'loading' });
      const result = await call(() => ports.waitlist.heldTable(token));
      if (asked !== holdRequest) return false;
      if (!result.ok) {
        setHold(holdFailure(result.error));
        return false;
      }
      setHold({ status: 'held', table: result.value, message: null });
      return true;
    },

    showHold(token, table) {
      holdRequest += 1;
      setHold({ ...IDLE_HOLD, token, status: 'held', table });
    },

    showHoldProblem(token, failure) {
      holdRequest += 1;
      setHold({ ...IDLE_HOLD, token, ...holdFailure(failure) });
    },

    async claim() {
      const token = hold.token;
      if (token === null || hold.status !== 'held' || hold.table === null) return false;
      const asked = (holdRequest += 1);
      setHold({ status: 'claiming', message: null });
      const result = await call(() => ports.waitlist.claim(token));
      if (asked !== holdRequest) return false;
      if (!result.ok) {
        const failure = holdFailure(result.error);
        // A claim that could not be sent (offline, a server error) leaves the table held: try again.
        setHold(failure.status === 'failed' ? { status: 'held', message: failure.message } : failure);
        return false;
      }
      setHold({ status: 'claimed', claimed: result.value, message: { kind: 'done', text: WAITLIST_MESSAGES.claimed } });
      return true;
    },
  };
}
