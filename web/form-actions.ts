// The pages' form calls in the browser: narrow slices of core's ports, sent to the site server's form
// endpoints (POST /__forms/...), which call the API. Failures follow each port's rule: a voucher
// failure is silent (false), preferences not saved is false, an application failure is an ApiFailure.
import { ErrorCode, parseErrorCode } from '@tavola/core/errors';
import type { ApiResult, JobsApiPort, ManageBookingApiPort, OffersApiPort, PreferencesApiPort, WaitlistApiPort } from '@tavola/core/ports';
import type { PageActions } from './pages/parts/page-actions';
import { formAnswered, formPassOnHeaders } from './captcha/form-pass-on';

async function post(path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> } | null> {
  try {
    const json = JSON.stringify(body);
    // An Idempotency-Key per attempt and, with captcha on, a token for the form's action (form-pass-on.ts).
    const response = await fetch(`/__forms/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(await formPassOnHeaders(path, json)) },
      body: json,
      credentials: 'same-origin',
    });
    formAnswered(path);
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, data: typeof data === 'object' && data !== null ? data : {} };
  } catch {
    // Offline or the server unreachable.
    return null;
  }
}

const offers: Pick<OffersApiPort, 'requestVoucherCode'> = {
  async requestVoucherCode(request) {
    const answer = await post('voucher', request);
    return answer?.status === 200 && answer.data.generated === true;
  },
};

const preferences: Pick<PreferencesApiPort, 'updateCustomerPreferences'> = {
  async updateCustomerPreferences(values) {
    const answer = await post('preferences', values);
    return answer?.status === 200 && answer.data.saved === true;
  },
};

const jobs: Pick<JobsApiPort, 'submitApplication'> = {
  async submitApplication(application) {
    const answer = await post('job-application', application);
    if (answer === null) return { ok: false, error: { code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' } };
    if (answer.status === 200) {
      return { ok: true, value: { success: answer.data.success === true, message: String(answer.data.message ?? '') } };
    }
    const field = Array.isArray(answer.data.errors) ? (answer.data.errors[0] as { field?: unknown })?.field : undefined;
    return {
      ok: false,
      error: {
        code: parseErrorCode(answer.data.code) ?? (answer.status === 413 ? ErrorCode.ApplicationValidationError : ErrorCode.SubmitApplicationError),
        status: answer.status,
        message: typeof answer.data.message === 'string' ? answer.data.message : undefined,
        field: typeof field === 'string' ? field : undefined,
      },
    };
  },
};

/** A manage call's (or the waitlist claim's) answer: the value under `key` on 200 (the site's route checked nothing more), else the refusal's words, status and field. */
async function manageCall<T>(path: string, body: unknown, key: string, route: 'manage-booking' | 'waitlist' = 'manage-booking'): Promise<ApiResult<T>> {
  const answer = await post(`${route}/${path}`, body);
  if (answer === null) return { ok: false, error: { code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' } };
  if (answer.status === 200 && answer.data[key] !== undefined) return { ok: true, value: answer.data[key] as T };
  const field = Array.isArray(answer.data.errors) ? (answer.data.errors[0] as { field?: unknown })?.field : undefined;
  return {
    ok: false,
    error: {
      code: null,
      status: answer.status,
      message: typeof answer.data.message === 'string' ? answer.data.message : undefined,
      field: typeof field === 'string' ? field : undefined,
    },
  };
}

const manageBooking: ManageBookingApiPort = {
  lookup: (reference, email) => manageCall('lookup', { reference, email }, 'link'),
  getBooking: async () => ({ ok: false, error: { code: null } }),
  getTimes: (token, query) => manageCall('times', { token, ...query }, 'times'),
  amend: (token, change) => manageCall('amend', { token, ...change }, 'booking'),
  cancel: (token) => manageCall('cancel', { token }, 'booking'),
};

const waitlist: Pick<WaitlistApiPort, 'claim'> = {
  claim: (token) => manageCall('claim', { token }, 'claimed', 'waitlist'),
};

export const browserPageActions: PageActions = { offers, preferences, jobs, manageBooking, waitlist };
