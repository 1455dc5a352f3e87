// The mailing-list sign-up of spec section 7 (POST /api/signup) over the shared HTTP client: the API's
// answer on success, else the failure (a refusal with its status and field), never an exception.
import type { ApiHttpClient } from './api-http-client';
import { isRecord } from './answer-readers';
import { fail, ok, type ApiResult, type SignUpApiPort, type SignUpRequest } from '@tavola/core/ports';

/** 'YYYY-MM-DD', or ISO 8601's '--MM-DD' for a birthday whose year the diner kept to themselves. */
const DATED = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const YEARLESS = /^--(\d{1,2})-(\d{1,2})$/;

export class AxiosSignUpApi implements SignUpApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async signUp(request: SignUpRequest): Promise<ApiResult<Record<string, unknown>>> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: '/api/signup',
      body: {
        emailAddress: request.emailAddress,
        favouriteRestaurant: request.favouriteRestaurant,
        firstName: request.firstName,
        phoneNumber: request.phoneNumber,
        acceptTerms: request.acceptTerms,
        acceptSMSTerms: request.acceptSMSTerms,
        birthday: birthdayParts(request.birthday),
      },
      idempotent: true,
    });
    if (!answer.ok) return fail(answer.failure);
    // An answer that says it failed is a failure too, whatever its status.
    if (isRecord(answer.data) && answer.data.success !== false) return ok(answer.data);
    const message = isRecord(answer.data) && typeof answer.data.message === 'string' && answer.data.message !== '' ? answer.data.message : undefined;
    return fail({ code: null, status: answer.status, ...(message !== undefined ? { message } : {}) });
  }
}

/**
 * The API takes the birthday as the pickers' parts {day, month, year?}. Text in neither form is sent as it
 * is, so the API, which judges birthdays, refuses it (and the sign-up answers that failure).
 */
function birthdayParts(birthday: string): { day: number; month: number; year?: number } | string {
  const dated = DATED.exec(birthday);
  if (dated) return { day: Number(dated[3]), month: Number(dated[2]), year: Number(dated[1]) };
  const yearless = YEARLESS.exec(birthday);
  if (yearless) return { day: Number(yearless[2]), month: Number(yearless[1]) };
  return birthday;
}
