// The booking calls of spec section 7 (/api/booking/*) over the shared HTTP client. Every answer is read
// defensively: a wrong shape is a failure like a transport one, and nothing is ever thrown.
//
// Create calls: an answer is a value only when the booking was made (a reference, status 0 or absent).
// Any other status, above all 9 (the slot went meanwhile; the API answers it with HTTP 409 and code 9),
// comes back as a failure carrying that code and the server's message. So the web store needs no special
// case: `result.ok ? bookingAnswered(state, result.value, type) : bookingFailed(state, result.error)`,
// and bookingFailed shows the slot-taken message and keeps the diner's details for code 9.
import type { ApiHttpClient, HttpAnswer } from './api-http-client';
import { isRecord, listOf, type Reader } from './answer-readers';
import {
  readCalendarDay,
  readCalendarMonth,
  type BookingArea,
  type BookingMenu,
  type MonthAvailability,
  type Occasion,
  type ServiceWindow,
  type Slot,
  type BookingRequirements,
} from '@tavola/core/booking';
import { HTTP } from '@tavola/core/constants';
import { ErrorCode, parseErrorCode, MESSAGES } from '@tavola/core/errors';
import {
  type AreasQuery,
  type AvailabilityAnswer,
  type AvailabilityRequest,
  type BookingApiPort,
  type BookingConfirmation,
  type CreateBookingData,
  type CreateOptions,
  type MenusQuery,
  type MonthAvailabilityQuery,
  type RequirementsQuery,
  type SlotsQuery,
  type StoreAvailability,
  fail,
  ok,
  type ApiFailure,
  type ApiResult,
} from '@tavola/core/ports';


/** A 2xx answer whose body is not what the call promises: the diner gets the default message. */
const MALFORMED: ApiFailure = { code: null };

export class AxiosBookingApi implements BookingApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async getOccasions(storeId: string, date: string): Promise<ApiResult<Occasion[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/occasions/${segment(storeId)}`, params: { date } });
    return read(answer, (data) => listField(data, 'occasions', readOccasion));
  }

  /** Data on HTTP 200; anything else, transport failures and wrong shapes included, is the one fixed answer. */
  async checkAvailability(request: AvailabilityRequest): Promise<AvailabilityAnswer> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: '/api/booking/availability', body: request });
    const stores = answer.ok && answer.status === HTTP.okStatus ? listField(answer.data, 'stores', readStoreAvailability) : undefined;
    return stores ? { success: true, stores } : { success: false, message: MESSAGES.availabilityError };
  }

  async getAreas(storeId: string, query: AreasQuery): Promise<ApiResult<BookingArea[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/areas/${segment(storeId)}`, params: { ...query } });
    return read(answer, (data) => listField(data, 'areas', readArea));
  }

  async getMenus(storeId: string, query: MenusQuery): Promise<ApiResult<BookingMenu[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/bookingmenu/${segment(storeId)}`, params: { ...query } });
    return read(answer, (data) => listField(data, 'menus', readMenu));
  }

  /** Slots come from dates[0].times. */
  async getSlots(storeId: string, query: SlotsQuery): Promise<ApiResult<Slot[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/slots/${segment(storeId)}`, params: { ...query } });
    return read(answer, (data) => {
      const dates = isRecord(data) && Array.isArray(data.dates) ? data.dates : undefined;
      return dates && dates.length > 0 ? listField(dates[0], 'times', readSlot) : undefined;
    });
  }

  /** The month's days; a day that cannot be read is left out, an answer for another month is malformed. */
  async getMonthAvailability(storeId: string, query: MonthAvailabilityQuery): Promise<ApiResult<MonthAvailability>> {
    const params = { ...query, ...(query.occasionId ? {} : { occasionId: undefined }) };
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/calendar/${segment(storeId)}`, params });
    return read(answer, (data) => {
      if (!isRecord(data) || readCalendarMonth(data.month) !== query.month || !Array.isArray(data.days)) return undefined;
      const days = data.days.map(readCalendarDay).filter((day) => day !== null && day.date.startsWith(query.month));
      return { month: query.month, days: days as MonthAvailability['days'] };
    });
  }

  async getRequirements(storeId: string, query: RequirementsQuery): Promise<ApiResult<BookingRequirements>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/requirements/${segment(storeId)}`, params: { ...query } });
    return read(answer, readRequirements);
  }

  createEvent(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    return this.create('events', storeId, data, options);
  }

  createEnquiry(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    return this.create('enquiry', storeId, data, options);
  }

  createBooking(storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    return this.create('create', storeId, data, options);
  }

  private async create(kind: 'create' | 'events' | 'enquiry', storeId: string, data: CreateBookingData, options?: CreateOptions): Promise<ApiResult<BookingConfirmation>> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: `/api/booking/${kind}/${segment(storeId)}`,
      body: { data },
      idempotent: true,
      idempotencyKey: options?.idempotencyKey,
    });
    if (!answer.ok) return fail(answer.failure);
    return readConfirmation(answer.status, answer.data);
  }
}

function read<T>(answer: HttpAnswer<unknown>, reader: Reader<T>): ApiResult<T> {
  if (!answer.ok) return fail(answer.failure);
  const value = reader(answer.data);
  return value === undefined ? fail({ ...MALFORMED, status: answer.status }) : ok(value);
}

/**
 * A create answer: a reference with status 0 (or none, as events and enquiries answer) is the booking
 * made; any other status is a failure with that code, so status 9 reads exactly like the API's 409.
 */
function readConfirmation(status: number, data: unknown): ApiResult<BookingConfirmation> {
  if (!isRecord(data)) return fail({ ...MALFORMED, status });
  const raw = data.bookingStatus;
  const bookingStatus = raw === undefined || raw === null ? ErrorCode.Ok : parseErrorCode(raw);
  if (bookingStatus !== ErrorCode.Ok) {
    const failure: ApiFailure = { code: bookingStatus, status };
    if (typeof data.message === 'string' && data.message !== '') failure.message = data.message;
    return fail(failure);
  }
  const bookingReference = readId(data.bookingReference);
  if (bookingReference === undefined) return fail({ ...MALFORMED, status });
  // A table booked carries its manage link (issue 14); an older API, an event or an enquiry none.
  return ok(typeof data.manageUrl === 'string' ? { bookingReference, bookingStatus, manageUrl: data.manageUrl } : { bookingReference, bookingStatus });
}

function readOccasion(value: unknown): Occasion | undefined {
  if (!isRecord(value)) return undefined;
  const id = readId(value.id);
  const { name, minimumCovers, maximumCovers } = value;
  if (id === undefined || typeof name !== 'string' || !isCount(minimumCovers) || !isCount(maximumCovers)) return undefined;
  // Link groups and service windows pass as sent: core's link-group filter and isServedAt read them defensively.
  return {
    id,
    name,
    minimumCovers,
    maximumCovers,
    menuLinkGroup: isRecord(value.menuLinkGroup) ? (value.menuLinkGroup as unknown as Occasion['menuLinkGroup']) : null,
    areaLinkGroup: isRecord(value.areaLinkGroup) ? (value.areaLinkGroup as unknown as Occasion['areaLinkGroup']) : null,
    ...serviceWindowOf(value),
    ...(value.isEvent === true ? { isEvent: true } : {}),
    // The largest party its waitlist takes (issue 14); an older API says nothing, and no limit is assumed.
    ...(typeof value.waitlistMaxCovers === 'number' && Number.isInteger(value.waitlistMaxCovers) && value.waitlistMaxCovers >= 0
      ? { waitlistMaxCovers: value.waitlistMaxCovers }
      : {}),
  };
}

function serviceWindowOf(value: Record<string, unknown>): { serviceWindow?: ServiceWindow } {
  return isRecord(value.serviceWindow) ? { serviceWindow: value.serviceWindow as ServiceWindow } : {};
}

function readStoreAvailability(value: unknown): StoreAvailability | undefined {
  if (!isRecord(value)) return undefined;
  const storeId = readId(value.storeId);
  const times = listField(value, 'times', readSlot);
  if (storeId === undefined || typeof value.available !== 'boolean' || times === undefined) return undefined;
  return { storeId, available: value.available, times };
}

function readArea(value: unknown): BookingArea | undefined {
  if (!isRecord(value)) return undefined;
  const id = readId(value.id);
  return id !== undefined && typeof value.name === 'string' ? { id, name: value.name } : undefined;
}

function readMenu(value: unknown): BookingMenu | undefined {
  if (!isRecord(value)) return undefined;
  const id = readId(value.id);
  if (id === undefined || typeof value.name !== 'string') return undefined;
  const menu: BookingMenu = typeof value.description === 'string' ? { id, name: value.name, description: value.description } : { id, name: value.name };
  return { ...menu, ...serviceWindowOf(value) };
}

function readSlot(value: unknown): Slot | undefined {
  if (!isRecord(value) || typeof value.time !== 'string' || !/^\d{2}:\d{2}$/.test(value.time)) return undefined;
  return { time: value.time, canEnquire: value.canEnquire === true };
}

function readRequirements(data: unknown): BookingRequirements | undefined {
  if (!isRecord(data) || typeof data.isPlaceAsEnquiryEnabled !== 'boolean' || typeof data.isCardGuaranteeRequired !== 'boolean') return undefined;
  return { isPlaceAsEnquiryEnabled: data.isPlaceAsEnquiryEnabled, isCardGuaranteeRequired: data.isCardGuaranteeRequired };
}

/** Ids come as text or numbers from the API; the site keeps them as text. */
function readId(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A path segment: the store id goes into the URL as data, never as path syntax. */
function segment(value: string): string {
  return encodeURIComponent(value);
}

/** `data[field]` as a list of T (answer-readers' listOf). */
function listField<T>(data: unknown, field: string, reader: Reader<T>): T[] | undefined {
  return listOf(isRecord(data) ? data[field] : undefined, reader);
}
