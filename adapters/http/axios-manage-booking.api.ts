// Manage my booking's calls (/api/booking/manage/*, issue 14) over the shared HTTP client. Answers are read
// defensively: a wrong shape is a failure like a transport one. A refusal keeps the API's words (core's
// MANAGE_MESSAGES), its status and the field it names, so the use-case shows them as they are.
import type { ApiHttpClient } from './api-http-client';
import { isRecord, isText, listOf, pathSegment, readAnswer } from './answer-readers';
import { readDinerNeeds, type Slot } from '@tavola/core/booking';
import type { AmendBookingRequest, ApiResult, ManageBookingApiPort, ManagedBooking, ManageLink, ManageTimesQuery } from '@tavola/core/ports';

export class AxiosManageBookingApi implements ManageBookingApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async lookup(reference: string, email: string): Promise<ApiResult<ManageLink>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: '/api/booking/manage/lookup', body: { reference, email } });
    return readAnswer(answer, readManageLink);
  }

  async getBooking(token: string): Promise<ApiResult<ManagedBooking>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/manage/${pathSegment(token)}` });
    return readAnswer(answer, readManagedBooking);
  }

  async getTimes(token: string, query: ManageTimesQuery): Promise<ApiResult<Slot[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/manage/${pathSegment(token)}/times`, params: { date: query.date, covers: query.covers } });
    return readAnswer(answer, (data) => (isRecord(data) ? listOf(data.times, readSlot) : undefined));
  }

  async amend(token: string, change: AmendBookingRequest): Promise<ApiResult<ManagedBooking>> {
    const body: Record<string, unknown> = {};
    for (const field of ['adults', 'children', 'date', 'time'] as const) if (change[field] !== undefined) body[field] = change[field];
    const answer = await this.client.call<unknown>({ method: 'POST', path: `/api/booking/manage/${pathSegment(token)}/amend`, body });
    return readAnswer(answer, readManagedBooking);
  }

  async cancel(token: string): Promise<ApiResult<ManagedBooking>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: `/api/booking/manage/${pathSegment(token)}/cancel`, body: {} });
    return readAnswer(answer, readManagedBooking);
  }
}

function readManageLink(data: unknown): ManageLink | undefined {
  return isRecord(data) && isText(data.token) && isText(data.manageUrl) ? { token: data.token, manageUrl: data.manageUrl } : undefined;
}

function readSlot(value: unknown): Slot | undefined {
  return isRecord(value) && isText(value.time) ? { time: value.time, canEnquire: value.canEnquire === true } : undefined;
}

const TEXT_FIELDS = ['reference', 'token', 'manageUrl', 'storeId', 'restaurantName', 'restaurantAddress', 'restaurantPhone', 'occasionName', 'date', 'time', 'specialRequest'] as const;
const COUNT_FIELDS = ['adults', 'children', 'covers', 'cutoffMinutes'] as const;

/** A booking the manage calls answer; any field of the wrong type makes it unusable. */
export function readManagedBooking(data: unknown): ManagedBooking | undefined {
  if (!isRecord(data)) return undefined;
  if (!TEXT_FIELDS.every((field) => isText(data[field]))) return undefined;
  if (!COUNT_FIELDS.every((field) => Number.isInteger(data[field]))) return undefined;
  if (data.status !== 'confirmed' && data.status !== 'cancelled') return undefined;
  if (typeof data.changeable !== 'boolean' || !isRecord(data.limits) || !isRecord(data.window)) return undefined;
  const { minCovers, maxCovers } = data.limits;
  const { first, last } = data.window;
  if (!Number.isInteger(minCovers) || !Number.isInteger(maxCovers) || !isText(first) || !isText(last)) return undefined;
  const text = (field: (typeof TEXT_FIELDS)[number]) => data[field] as string;
  const count = (field: (typeof COUNT_FIELDS)[number]) => data[field] as number;
  return {
    reference: text('reference'),
    token: text('token'),
    manageUrl: text('manageUrl'),
    status: data.status,
    storeId: text('storeId'),
    restaurantName: text('restaurantName'),
    restaurantAddress: text('restaurantAddress'),
    restaurantPhone: text('restaurantPhone'),
    occasionName: text('occasionName'),
    date: text('date'),
    time: text('time'),
    adults: count('adults'),
    children: count('children'),
    covers: count('covers'),
    specialRequest: text('specialRequest'),
    // Needs are read as core reads them: an older answer without any, or an unknown value, is none.
    needs: readDinerNeeds(data.needs),
    changeable: data.changeable,
    cutoffMinutes: count('cutoffMinutes'),
    limits: { minCovers: minCovers as number, maxCovers: maxCovers as number },
    window: { first, last },
  };
}
