// Sends a form's JSON to the site server's form routes (POST /__forms/{form}), which check it again with
// core's rules and pass it to the API. The answer is read the same way for every form:
//   2xx  { message?: string, reference?: string }
//   4xx/5xx  { message: string, errors?: [{ field, message }] }
import { MESSAGES } from '@tavola/core/errors';
import { formAnswered, formPassOnHeaders } from '../captcha/form-pass-on';

export type FormName = 'sign-up' | 'contact' | 'group-booking';

export type SubmitOutcome =
  | { ok: true; message: string | null; reference: string | null }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

export function formPath(form: FormName): string {
  return `/__forms/${form}`;
}

export async function postForm(form: FormName, body: unknown, fetcher: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  const json = JSON.stringify(body);
  try {
    response = await fetcher(formPath(form), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(await formPassOnHeaders(form, json)) },
      body: json,
      credentials: 'same-origin',
    });
    formAnswered(form);
  } catch {
    // Offline or the server unreachable: nothing was sent, so trying again is the right advice.
    return { ok: false, message: MESSAGES.somethingWentWrongTryAgain, fieldErrors: {} };
  }
  const answer = await readJson(response);
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : null;
  if (response.ok) {
    return { ok: true, message, reference: typeof answer.reference === 'string' ? answer.reference : null };
  }
  // A 429 (the site's or the API's rate limit) always says why in words, even from a proxy that sent no JSON.
  const fallback = response.status === 429 ? MESSAGES.tooManyRequests : MESSAGES.somethingWentWrongTryAgain;
  return { ok: false, message: message ?? fallback, fieldErrors: fieldErrorsOf(answer.errors) };
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const data: unknown = await response.json();
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {}; // an HTML error page or an empty body: the status alone decides
  }
}

function fieldErrorsOf(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(errors)) return out;
  for (const error of errors) {
    if (typeof error !== 'object' || error === null) continue;
    const { field, message } = error as Record<string, unknown>;
    if (typeof field === 'string' && typeof message === 'string' && !(field in out)) out[field] = message;
  }
  return out;
}
