// In-memory ports for the booking use-case's tests (not exported from core): each call waits until the test
// answers it, so answers can arrive in any order, or answers at once when the test says so. No host globals:
// core's tests run the same anywhere.
import type { AnalyticsPort } from '../../ports/analytics.port';
import type { AvailabilityAnswer, AvailabilityRequest, BookingApiPort, BookingConfirmation, CreateBookingData, CreateOptions } from '../../ports/booking-api.port';
import type { AreasQuery, MenusQuery, MonthAvailabilityQuery, RequirementsQuery, SlotsQuery } from '../../ports/booking-api.port';
import type { MonthAvailability } from '../availability-calendar';
import type { ClockPort } from '../../ports/clock.port';
import type { GeoSearchAnswer } from '../../ports/geo-api.port';
import type { GeolocationAnswer, GeolocationPort } from '../../ports/geolocation.port';
import type { CardGuaranteeSubmission } from '../../ports/payments-api.port';
import type { ApiResult } from '../../shared/api-result';
import type { BookingArea, BookingMenu, BookingRequirements, Occasion, Slot } from '../booking.models';
import type { BookingCalls, CardCalls } from '../booking-use-case';

/** One call made to a fake port, waiting for the test's answer. */
export interface PendingCall {
  readonly method: string;
  readonly args: readonly unknown[];
  /** Answers the call, then lets the code that awaited it run. */
  answer(value: unknown): Promise<void>;
  /** Makes the call throw (a bug in an adapter), then lets the code that awaited it run. */
  throwError(error: unknown): Promise<void>;
}

/**
 * Lets every promise callback already queued run: a chain of resolved promises, long enough for the
 * use-case's awaits (a port call, its wrapper, Promise.all) to get through.
 */
export async function settled(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/** Calls recorded in order; each waits for the test unless `always` gave its method an answer. */
export class ControlledCalls {
  readonly calls: PendingCall[] = [];
  readonly #always = new Map<string, (args: readonly unknown[]) => unknown>();

  /** From now on `method` answers at once: `answer`, or what it returns for the call's arguments. */
  always(method: string, answer: unknown): this {
    this.#always.set(method, typeof answer === 'function' ? (answer as (args: readonly unknown[]) => unknown) : () => answer);
    return this;
  }

  /** The calls of `method` made so far, oldest first. */
  of(method: string): PendingCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** The latest call of `method`; a test asking for one never made has a bug of its own. */
  last(method: string): PendingCall {
    const calls = this.of(method);
    const call = calls[calls.length - 1];
    if (call === undefined) throw new Error(`no ${method} call was made`);
    return call;
  }

  protected ask<T>(method: string, args: readonly unknown[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const call: PendingCall = {
        method,
        args,
        answer: async (value) => {
          resolve(value as T);
          await settled();
        },
        throwError: async (error) => {
          reject(error);
          await settled();
        },
      };
      this.calls.push(call);
      const always = this.#always.get(method);
      if (always !== undefined) resolve(always(args) as T);
    });
  }
}

export class FakeBookingApi extends ControlledCalls implements BookingCalls {
  getOccasions(storeId: string, date: string): Promise<ApiResult<Occasion[]>> {
    return this.ask('getOccasions', [storeId, date]);
  }
  checkAvailability(request: AvailabilityRequest): Promise<AvailabilityAnswer> {
    return this.ask('checkAvailability', [request]);
  }
  getAreas(storeId: string, query: AreasQuery): Promise<ApiResult<BookingArea[]>> {
    return this.ask('getAreas', [storeId, query]);
  }
  getMenus(storeId: string, query: MenusQuery): Promise<ApiResult<BookingMenu[]>> {
    return this.ask('getMenus', [storeId, query]);
  }
  getSlots(storeId: string, query: SlotsQuery): Promise<ApiResult<Slot[]>> {
    return this.ask('getSlots', [storeId, query]);
  }
  getRequirements(storeId: string, query: RequirementsQuery): Promise<ApiResult<BookingRequirements>> {
    return this.ask('getRequirements', [storeId, query]);
  }
  createEvent(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    // The options (the Idempotency-Key) are recorded only when sent: a journey without an id port sends none.
    return this.ask('createEvent', options === undefined ? [storeId, data] : [storeId, data, options]);
  }
  createEnquiry(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    // The options (the Idempotency-Key) are recorded only when sent: a journey without an id port sends none.
    return this.ask('createEnquiry', options === undefined ? [storeId, data] : [storeId, data, options]);
  }
  createBooking(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    // The options (the Idempotency-Key) are recorded only when sent: a journey without an id port sends none.
    return this.ask('createBooking', options === undefined ? [storeId, data] : [storeId, data, options]);
  }
}

/** The booking calls with the availability calendar's month call too. */
export class FakeCalendarBookingApi extends FakeBookingApi {
  getMonthAvailability(storeId: string, query: MonthAvailabilityQuery): Promise<ApiResult<MonthAvailability>> {
    return this.ask('getMonthAvailability', [storeId, query]);
  }
}

export class FakePayments extends ControlledCalls implements CardCalls {
  getClientToken(): Promise<ApiResult<string>> {
    return this.ask('getClientToken', []);
  }
  submit(submission: CardGuaranteeSubmission): Promise<ApiResult<{ customerId: string }>> {
    return this.ask('submit', [submission]);
  }
}

export class FakePlaceSearch extends ControlledCalls {
  searchByText(query: string): Promise<ApiResult<GeoSearchAnswer>> {
    return this.ask('searchByText', [query]);
  }
}

export class FakeGeolocation extends ControlledCalls implements GeolocationPort {
  currentPosition(): Promise<GeolocationAnswer> {
    return this.ask('currentPosition', []);
  }
}

/** A clock that reads what the test set. */
export class FixedClock implements ClockPort {
  constructor(private nowMs: number) {}
  now(): number {
    return this.nowMs;
  }
  set(nowMs: number): void {
    this.nowMs = nowMs;
  }
}

export class RecordingAnalytics implements AnalyticsPort {
  readonly events: Array<{ name: string; properties?: Record<string, string | number | boolean> }> = [];
  track(name: string, properties?: Record<string, string | number | boolean>): void {
    this.events.push(properties === undefined ? { name } : { name, properties });
  }
}
