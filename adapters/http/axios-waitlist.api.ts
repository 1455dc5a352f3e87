// The waitlist's calls (/api/booking/waitlist*, issue 14, item 2) over the shared HTTP client, which gives
// every call its deadline and turns a time-out, a refused connection or a 5xx into a failure value. Answers
// are read defensively: a wrong shape is a failure like a transport one. A refusal keeps the API's words
// (core's WAITLIST_MESSAGES), its status and the field it names, so the waitlist use-case shows them as they are.
import type { ApiHttpClient } from './api-http-client';
import { isRecord, isText, pathSegment, readAnswer } from './answer-readers';
import type { WaitlistJoinRequest } from '@tavola/core/booking';
import type { ApiResult, ClaimedTable, HeldTable, WaitlistApiPort, WaitlistEntryAnswer } from '@tavola/core/ports';

export class AxiosWaitlistApi implements WaitlistApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async join(request: WaitlistJoinRequest): Promise<ApiResult<WaitlistEntryAnswer>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: '/api/booking/waitlist', body: request });
    return readAnswer(answer, readEntry);
  }

  async heldTable(token: string): Promise<ApiResult<HeldTable>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/booking/waitlist/hold/${pathSegment(token)}` });
    return readAnswer(answer, readHeldTable);
  }

  async claim(token: string): Promise<ApiResult<ClaimedTable>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: `/api/booking/waitlist/hold/${pathSegment(token)}/claim`, body: {} });
    return readAnswer(answer, (data) =>
      isRecord(data) && isText(data.bookingReference) && data.bookingReference !== '' && isText(data.manageUrl)
        ? { bookingReference: data.bookingReference, manageUrl: data.manageUrl }
        : undefined,
    );
  }
}

const isWhole = (value: unknown): value is number => Number.isInteger(value);

function readEntry(data: unknown): WaitlistEntryAnswer | undefined {
  if (!isRecord(data) || !isWhole(data.id) || data.status !== 'waiting') return undefined;
  return { id: data.id, status: 'waiting', ...(isWhole(data.holdMinutes) && data.holdMinutes > 0 ? { holdMinutes: data.holdMinutes } : {}) };
}

const TEXT_FIELDS = ['storeId', 'restaurantName', 'occasionName', 'date', 'time', 'firstName', 'expiresAt'] as const;
const COUNT_FIELDS = ['adults', 'children', 'covers'] as const;

/** A held table as GET /api/booking/waitlist/hold/{token} answers it; any field of the wrong type makes it unusable. */
export function readHeldTable(data: unknown): HeldTable | undefined {
  if (!isRecord(data) || data.status !== 'held') return undefined;
  if (!TEXT_FIELDS.every((field) => isText(data[field])) || !COUNT_FIELDS.every((field) => isWhole(data[field]))) return undefined;
  if (!Number.isFinite(Date.parse(data.expiresAt as string))) return undefined;
  const text = (field: (typeof TEXT_FIELDS)[number]) => data[field] as string;
  const count = (field: (typeof COUNT_FIELDS)[number]) => data[field] as number;
  return {
    status: 'held',
    storeId: text('storeId'),
    restaurantName: text('restaurantName'),
    occasionName: text('occasionName'),
    date: text('date'),
    time: text('time'),
    adults: count('adults'),
    children: count('children'),
    covers: count('covers'),
    firstName: text('firstName'),
    expiresAt: text('expiresAt'),
  };
}
