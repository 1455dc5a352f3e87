// The contact form and group-booking enquiries (spec section 7, /api/contact/*). Each message sent
// answers a reference; a wrong shape is a failure, and nothing is ever thrown.
import type { ApiHttpClient, HttpAnswer } from './api-http-client';
import { isRecord } from './answer-readers';
import {
  type ContactApiPort,
  type ContactMessage,
  type ContactType,
  type GroupBookingEnquiry,
  fail,
  ok,
  type ApiResult,
} from '@tavola/core/ports';

export class AxiosContactApi implements ContactApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async getContactTypes(): Promise<ApiResult<ContactType[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: '/api/contact/contactTypes' });
    if (!answer.ok) return fail(answer.failure);
    const types = readContactTypes(answer.data);
    return types === undefined ? fail({ code: null, status: answer.status }) : ok(types);
  }

  async sendEmail(message: ContactMessage): Promise<ApiResult<{ reference: string }>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: '/api/contact/sendemail', body: message, idempotent: true });
    return readReference(answer);
  }

  async sendGroupBooking(enquiry: GroupBookingEnquiry): Promise<ApiResult<{ reference: string }>> {
    const answer = await this.client.call<unknown>({ method: 'POST', path: '/api/contact/group-booking', body: enquiry, idempotent: true });
    return readReference(answer);
  }
}

/** The API answers a list of {id, name, description?}; one bad entry makes the list unusable. */
function readContactTypes(data: unknown): ContactType[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const types: ContactType[] = [];
  for (const entry of data) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '' || typeof entry.name !== 'string') return undefined;
    types.push({ id: entry.id, name: entry.name });
  }
  return types;
}

/** A message is sent when the API says so ({success:true, reference}); anything else is a failure. */
function readReference(answer: HttpAnswer<unknown>): ApiResult<{ reference: string }> {
  if (!answer.ok) return fail(answer.failure);
  const data = answer.data;
  if (isRecord(data) && data.success === true && typeof data.reference === 'string' && data.reference !== '') {
    return ok({ reference: data.reference });
  }
  return fail({ code: null, status: answer.status });
}

