// The site's own form endpoints (POST /__forms/<form>): the browser posts JSON here and the server
// passes it to the API through the same adapters the pages use, so the browser bundle carries no API
// client. JSON only (a cross-site form cannot send it without CORS), 100 kB (7 MB for a job
// application with its CV). Every text of a form, field names included, is checked first: a NUL, a lone
// surrogate or a text over INPUT.textMaxLength is a 400 naming the field, before any rule or the API.
// Answers: 2xx {message?, reference?, ...}; else {message, errors?}.
// Two headers are passed on to the API call (issue 13): Recaptcha-Token, the token the browser got from
// Google for this form's action (core's CAPTCHA_FORMS), and Idempotency-Key, one per form attempt, used for
// the API's create or submit call instead of a fresh one, so a double submit makes one message. A caller
// that sends no key gets a fresh one per call, as before; a malformed header is a 400 naming it.
import express, { type Request, type Response, type Router } from 'express';
import type { Container } from 'inversify';
import { CONTACT_MESSAGE_SENT, GROUP_ENQUIRY_SENT, MESSAGES, errorMessage, jobSubmitErrorMessage } from '@tavola/core/errors';
import {
  ContactApiToken,
  type ContactApiPort,
  JobsApiToken,
  type JobsApiPort,
  OffersApiToken,
  type OffersApiPort,
  type VoucherRequest,
  PreferencesApiToken,
  type CustomerPreferences,
  type PreferencesApiPort,
  SignUpApiToken,
  type SignUpApiPort,
  type ApiFailure,
  ClockToken,
  type ClockPort,
  ManageBookingApiToken,
  type ManageBookingApiPort,
  WaitlistApiToken,
  type WaitlistApiPort,
} from '@tavola/core/ports';
import type { JobApplicationPayload } from '@tavola/core/jobs';
import {
  validateContactMessage,
  validateGroupBooking,
  validateOfferVoucher,
  validatePreferences,
  validateSignUp,
  unsafeTextField,
  type FieldError,
  type ValidationResult,
} from '@tavola/core/validation';
import { todayIn } from '@tavola/core/booking';
import { CAPTCHA } from '@tavola/core/constants';
import { passOnForRequest } from './client-address';

export const FORMS_PREFIX = '/__forms';

export interface FormAnswer {
  status: number;
  body: Record<string, unknown>;
}

function failureAnswer(failure: ApiFailure, fallback: string = MESSAGES.somethingWentWrongTryAgain): FormAnswer {
  const status = failure.status && failure.status >= 400 && failure.status < 500 ? failure.status : 502;
  const message = failure.message || (failure.code !== null ? errorMessage(failure.code, failure.message, failure.title) : '') || fallback;
  return { status, body: { message, ...(failure.field ? { errors: [{ field: failure.field, message }] } : {}) } };
}

/** A form core's rules refuse: 400 naming each field, before the API is asked; null when it is valid. */
function refused(result: ValidationResult<unknown>): FormAnswer | null {
  return result.valid ? null : refusal(result.errors);
}

function refusal(errors: readonly FieldError[]): FormAnswer {
  return {
    status: 400,
    body: { message: errors[0]?.message ?? 'Please check the form', errors: errors.map((e) => ({ field: e.field, message: e.message })) },
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The sign-up form's birthday {day, month, year?} as the API's 'YYYY-MM-DD' or '--MM-DD'. */
export function birthdayText(value: unknown): string {
  const b = record(value);
  const pad = (n: unknown) => String(n ?? '').padStart(2, '0');
  const year = String(b.year ?? '').trim();
  return year ? `${year}-${pad(b.month)}-${pad(b.day)}` : `--${pad(b.month)}-${pad(b.day)}`;
}

/** The API's own rules for the headers a form passes on (server/api/http/idempotency.ts, CaptchaToken in docs/openapi.yaml). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const CAPTCHA_TOKEN = /^[A-Za-z0-9_-]+$/;

function malformedPassOn(req: Request): FieldError | null {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && key !== '' && !IDEMPOTENCY_KEY.test(key)) return { field: 'Idempotency-Key', key: 'invalid', message: 'The Idempotency-Key header is not valid' };
  const token = req.get(CAPTCHA.header);
  if (token !== undefined && token !== '' && (token.length > CAPTCHA.tokenMaxLength || !CAPTCHA_TOKEN.test(token))) {
    return { field: CAPTCHA.header, key: 'invalid', message: 'The security check token is not valid' };
  }
  return null;
}

/** One form's work: core's rules, then the API call; its text fields allowed past INPUT.textMaxLength. */
export interface FormRoute {
  /** A job application carries its CV: the larger body limit. */
  large: boolean;
  longTextFields: readonly string[];
  work: (body: Record<string, unknown>) => Promise<FormAnswer>;
}

/**
 * Checks a form's texts, sets what its API call passes on (the captcha token and Idempotency-Key) and runs
 * its work; a failure of the work itself is a 502 in words. Shared by the JSON routes here and the pages'
 * own posts without JavaScript (server/site/page-forms.ts), so both take the same rules and the same calls.
 */
export async function runForm(
  route: FormRoute,
  body: unknown,
  passOn: { captchaToken?: string; idempotencyKey?: string },
  earlier: FieldError | null = null,
): Promise<FormAnswer> {
  const unsafe = earlier ?? unsafeTextField(body, { longTextFields: route.longTextFields });
  if (unsafe !== null) return refusal([unsafe]);
  passOnForRequest(passOn);
  try {
    return await route.work(record(body));
  } catch {
    return { status: 502, body: { message: MESSAGES.somethingWentWrongTryAgain } };
  }
}

export function createFormsRouter(container: Container): Router {
  const router = express.Router();
  const json = express.json({ limit: '100kb', type: 'application/json' });
  const largeJson = express.json({ limit: '7mb', type: 'application/json' });
  for (const [name, route] of Object.entries(formRoutes(container))) {
    router.post(
      `/${name}`,
      (req: Request, res: Response, next: express.NextFunction) => {
        if (!req.is('application/json')) {
          res.status(415).json({ message: 'Forms are sent as JSON' });
          return;
        }
        next();
      },
      route.large ? largeJson : json,
      async (req: Request, res: Response) => {
        res.set('Cache-Control', 'no-store');
        const earlier = unsafeTextField(req.query) ?? malformedPassOn(req);
        const passOn = { captchaToken: req.get(CAPTCHA.header) || undefined, idempotencyKey: req.get('Idempotency-Key') || undefined };
        const answer = await runForm(route, req.body, passOn, earlier);
        res.status(answer.status).json(answer.body);
      },
    );
  }
  router.use((error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') res.status(413).json({ message: 'The form is too large to send' });
    else res.status(400).json({ message: 'The form could not be read' });
  });
  return router;
}

/** Every form the site takes, by its name (the path under FORMS_PREFIX and the no-script posts' form name). */
export function formRoutes(container: Container): Record<string, FormRoute> {
  const routes: Record<string, FormRoute> = {};
  const handle = (work: FormRoute['work'], longTextFields: readonly string[] = [], large = false): FormRoute => ({ work, longTextFields, large });

  routes['sign-up'] = handle(async (body) => {
    const invalid = refused(validateSignUp(body, { forbidUnknown: true }));
    if (invalid) return invalid;
    const signUp = container.get<SignUpApiPort>(SignUpApiToken);
    const answer = await signUp.signUp({
      emailAddress: String(body.emailAddress),
      favouriteRestaurant: String(body.favouriteRestaurant),
      firstName: String(body.firstName),
      phoneNumber: String(body.phoneNumber),
      acceptTerms: body.acceptTerms === true,
      acceptSMSTerms: body.acceptSMSTerms === true,
      birthday: birthdayText(body.birthday),
    });
    if (!answer.ok) return failureAnswer(answer.error);
    return { status: 200, body: { message: typeof answer.value.message === 'string' ? answer.value.message : 'Thank you for signing up. Please check your inbox and follow the link to confirm your e-mail address.' } };
  });

  // The contact and group-booking forms are checked with the API's own rules (core's DTOs) first, so a
  // mistake is named without a round trip; what only the API knows (the restaurant, the subject) it says.
  routes['contact'] = handle(async (body) => {
    const invalid = refused(validateContactMessage(body, { forbidUnknown: true }));
    if (invalid) return invalid;
    const result = await container.get<ContactApiPort>(ContactApiToken).sendEmail(body as never);
    return result.ok ? { status: 200, body: { message: CONTACT_MESSAGE_SENT, reference: result.value.reference } } : failureAnswer(result.error);
  });

  routes['group-booking'] = handle(async (body) => {
    const today = todayIn(container.get<ClockPort>(ClockToken).now()) ?? undefined;
    const invalid = refused(validateGroupBooking(body, { today, forbidUnknown: true }));
    if (invalid) return invalid;
    const result = await container.get<ContactApiPort>(ContactApiToken).sendGroupBooking(body as never);
    return result.ok ? { status: 200, body: { message: GROUP_ENQUIRY_SENT, reference: result.value.reference } } : failureAnswer(result.error);
  });

  routes['voucher'] = handle(async (body) => {
    const invalid = refused(validateOfferVoucher(body, { forbidUnknown: true }));
    if (invalid) return invalid;
    const generated = await container.get<OffersApiPort>(OffersApiToken).requestVoucherCode(body as unknown as VoucherRequest);
    return { status: 200, body: { generated } };
  });

  // The page may hold more than the API takes (the adapter sends only its fields), so extra names pass.
  routes['preferences'] = handle(async (body) => {
    const invalid = refused(validatePreferences(body));
    if (invalid) return invalid;
    const saved = await container.get<PreferencesApiPort>(PreferencesApiToken).updateCustomerPreferences(body as unknown as CustomerPreferences);
    return { status: 200, body: { saved } };
  });

  // Manage my booking (issue 14): the page's lookup, times, amendment and cancellation, passed to the API's
  // manage calls with the link's token; the API's refusals come back with its words, status and field.
  const manage = () => container.get<ManageBookingApiPort>(ManageBookingApiToken);
  const manageAnswer = <T,>(result: { ok: true; value: T } | { ok: false; error: ApiFailure }, key: string): FormAnswer =>
    result.ok ? { status: 200, body: { [key]: result.value } } : failureAnswer(result.error);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

  routes['manage-booking/lookup'] = handle(async (body) => manageAnswer(await manage().lookup(text(body.reference), text(body.email)), 'link'));

  routes['manage-booking/times'] = handle(async (body) => {
    const covers = count(body.covers) ?? 0;
    return manageAnswer(await manage().getTimes(text(body.token), { date: text(body.date), covers }), 'times');
  });

  routes['manage-booking/amend'] = handle(async (body) => {
    const change = {
      ...(count(body.adults) !== undefined ? { adults: count(body.adults) } : {}),
      ...(count(body.children) !== undefined ? { children: count(body.children) } : {}),
      ...(typeof body.date === 'string' ? { date: body.date } : {}),
      ...(typeof body.time === 'string' ? { time: body.time } : {}),
    };
    return manageAnswer(await manage().amend(text(body.token), change), 'booking');
  });

  routes['manage-booking/cancel'] = handle(async (body) => manageAnswer(await manage().cancel(text(body.token)), 'booking'));

  // The waitlist's claim page (issue 14, item 2): the held table booked with the link's token; a link used,
  // lapsed or not ours comes back with the API's words and status (410, 404), so the page says which.
  routes['waitlist/claim'] = handle(async (body) =>
    manageAnswer(await container.get<WaitlistApiPort>(WaitlistApiToken).claim(text(body.token)), 'claimed'),
  );

  routes['job-application'] = handle(async (body) => {
    const result = await container.get<JobsApiPort>(JobsApiToken).submitApplication(body as unknown as JobApplicationPayload);
    if (result.ok) return { status: 200, body: { success: result.value.success, message: result.value.message } };
    const failure = failureAnswer(result.error, jobSubmitErrorMessage(result.error.message));
    return { status: failure.status, body: { ...failure.body, code: result.error.code, success: false } };
  }, ['resume.content'], true);

  return routes;
}
