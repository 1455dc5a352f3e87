// The pages' forms without JavaScript (issue 16, item 2): every page form posts to its page's own address
// (urlencoded; a hidden field `_form` names it). The post is read into the form's own values, turned into
// the same JSON body the browser's script sends (the form's own builder), and run by the same form route
// as POST /__forms/<form> (server/site/forms.ts: core's rules, the API call, its Idempotency-Key), under
// the same rate limits. The page is then rendered again with the answer (web/stores/posted-form.tsx): the
// confirmation in the form's place, or the form with what was typed and its errors by field; 200, or the
// refusal's status. Nothing typed ever goes into a URL, and the answer is never stored by any cache.
// With captcha on (RECAPTCHA_SITE_KEY) a post without script cannot carry a token: the form says so in
// words and nothing is sent (fail closed, issue 13).
import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Container } from 'inversify';
import { CAPTCHA_FORMS } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import { unsafeTextField } from '@tavola/core/validation';
import { manageBookingPath, manageFailureMessage } from '@tavola/core/booking';
import { MANAGE_LOOKUP_BLANKS } from '../../web/pages/manage-booking-page';
import { NOT_SAVED_MESSAGE } from '../../web/pages/preferences-page';
import { preferencesFormOf, preferencesValuesOf, shownInterests } from '../../web/pages/parts/preferences-post';
import { checkPreferencesForm } from '../../web/pages/parts/preferences.store';
import { contactBody, type ContactValues } from '../../web/tiles/contact-form';
import { groupBookingBody, type GroupBookingValues } from '../../web/tiles/group-booking-form';
import { SIGN_UP_FIELD_OF, signUpBody, type SignUpValues } from '../../web/tiles/sign-up-form';
import { FORM_NAME_FIELD, type PostedForm } from '../../web/stores/posted-form';
import { FORMS_PREFIX, formRoutes, runForm, type FormAnswer, type FormRoute } from './forms';
import { ROUTE_DATA_PREFIX } from './route-data';

type Fields = Record<string, unknown>;
type Values = Record<string, string | boolean>;

/** How one form's post becomes its values (what the page shows again) and the JSON body its route takes. */
interface PageForm {
  values(fields: Fields): Values;
  body(values: Values, fields: Fields): Record<string, unknown>;
  /** A route's field path as the form's field name (the sign-up's birthday parts). */
  fieldOf?: Record<string, string>;
  /** Whether the answer is the form's confirmation; any 2xx unless said. */
  succeeded?(answer: FormAnswer): boolean;
  /** What the form itself refuses before any call (blank fields, as its script does), by field. */
  check?(values: Values): Record<string, string> | null;
  /** A refusal in the form's own words (its script's use-case), else the answer's message. */
  failure?(answer: FormAnswer): string;
  /** On success, a page of this site to send the diner to (303) instead of the page again. */
  next?(answer: FormAnswer): string | null;
}

/** A posted text field ('' when missing or repeated). */
function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/** A checkbox is posted (with any value) only when ticked. */
function ticked(fields: Fields, name: string): boolean {
  return fields[name] !== undefined;
}

function texts<K extends string>(fields: Fields, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, text(fields, name)])) as Record<K, string>;
}

const CONTACT_FIELDS = ['contactTypeId', 'name', 'email', 'phoneNumber', 'storeId', 'message'] as const satisfies readonly (keyof ContactValues)[];
const GROUP_FIELDS = ['storeId', 'name', 'email', 'phoneNumber', 'date', 'time', 'covers', 'message'] as const satisfies readonly (keyof GroupBookingValues)[];
const SIGN_UP_TEXTS = ['firstName', 'emailAddress', 'phoneNumber', 'favouriteRestaurant', 'day', 'month', 'year'] as const satisfies readonly (keyof SignUpValues)[];

export const PAGE_FORMS: Record<string, PageForm> = {
  contact: {
    values: (fields) => texts(fields, CONTACT_FIELDS),
    body: (values) => contactBody(values as unknown as ContactValues),
  },
  'group-booking': {
    values: (fields) => texts(fields, GROUP_FIELDS),
    body: (values) => groupBookingBody(values as unknown as GroupBookingValues),
  },
  'sign-up': {
    values: (fields) => ({ ...texts(fields, SIGN_UP_TEXTS), acceptTerms: ticked(fields, 'acceptTerms'), acceptSMSTerms: ticked(fields, 'acceptSMSTerms') }),
    body: (values) => signUpBody(values as unknown as SignUpValues),
    fieldOf: SIGN_UP_FIELD_OF,
  },
  // Manage my booking's lookup: blanks named as its script names them; found, the diner goes to the booking's
  // signed link (the address the confirmation e-mail gives, as the script navigates); else core's words.
  'manage-booking/lookup': {
    values: (fields) => texts(fields, ['reference', 'email']),
    check: (values) => {
      const blanks: Record<string, string> = {
        ...(String(values.reference).trim() === '' ? { reference: MANAGE_LOOKUP_BLANKS.reference } : {}),
        ...(String(values.email).trim() === '' ? { email: MANAGE_LOOKUP_BLANKS.email } : {}),
      };
      return Object.keys(blanks).length > 0 ? blanks : null;
    },
    body: (values) => ({ reference: String(values.reference).trim().toUpperCase(), email: String(values.email).trim() }),
    succeeded: (answer) => answer.status === 200 && typeof (answer.body.link as { token?: unknown } | undefined)?.token === 'string',
    failure: (answer) =>
      manageFailureMessage({ code: null, status: answer.status, message: typeof answer.body.message === 'string' ? answer.body.message : undefined }).text,
    next: (answer) => manageBookingPath(String((answer.body.link as { token: string }).token)),
  },
  // The preferences page: core's check as the script runs it (core's preferencesToSave), then the same save.
  preferences: {
    values: (fields) => preferencesValuesOf(fields),
    check: (values) => {
      const checked = checkPreferencesForm(preferencesFormOf(values, shownInterests(values)));
      return checked.ok ? null : checked.errors;
    },
    body: (values) => {
      const checked = checkPreferencesForm(preferencesFormOf(values, shownInterests(values)));
      return checked.ok ? ({ ...checked.preferences } as Record<string, unknown>) : {};
    },
    succeeded: (answer) => answer.status === 200 && answer.body.saved === true,
    failure: () => NOT_SAVED_MESSAGE,
  },
  // The offer's page sends its slug; a failed request for a code is silent, as with script (the spec).
  voucher: {
    values: (fields) => ({ emailAddress: text(fields, 'emailAddress'), acceptTerms: ticked(fields, 'acceptTerms') }),
    body: (values, fields) => ({ emailAddress: String(values.emailAddress).trim(), acceptTerms: values.acceptTerms === true, offerSlug: text(fields, 'offerSlug') }),
    succeeded: (answer) => answer.status === 200 && answer.body.generated === true,
  },
};

/** One Idempotency-Key per entry from one diner: the same form sent twice (a double click, a reload) makes one message. */
export function pagePostKey(form: string, body: unknown, address: string): string {
  return `page-${createHash('sha256').update(JSON.stringify([form, body, address])).digest('hex').slice(0, 48)}`;
}

/** The answer as the page's form shows it: errors under the form's own field names. */
export function postedForm(form: string, values: Values, answer: FormAnswer, page: Pick<PageForm, 'fieldOf' | 'succeeded' | 'failure'>): PostedForm {
  const ok = page.succeeded ? page.succeeded(answer) : answer.status >= 200 && answer.status < 300;
  const fieldErrors: Record<string, string> = {};
  if (!ok && Array.isArray(answer.body.errors)) {
    for (const error of answer.body.errors as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof error?.field !== 'string' || typeof error.message !== 'string') continue;
      const field = page.fieldOf?.[error.field] ?? error.field;
      if (!(field in fieldErrors)) fieldErrors[field] = error.message;
    }
  }
  const message = !ok && page.failure ? page.failure(answer) : typeof answer.body.message === 'string' && answer.body.message !== '' ? answer.body.message : null;
  const reference = typeof answer.body.reference === 'string' ? answer.body.reference : null;
  return { form, values, ok, message, reference, fieldErrors };
}

export interface PageFormOptions {
  container: Container;
  /** Captcha is on (RECAPTCHA_SITE_KEY): the forms it guards cannot be sent without script. */
  captcha: boolean;
  /** The forms' rate limits (server/site/form-limits.ts), the same counters as POST /__forms/*. */
  limits: RequestHandler;
  /** Renders the page posted to with the form's answer; `status` unless the page itself is not a 200. */
  answer: (req: Request, res: Response, posted: PostedForm | null, status: number) => Promise<void>;
  /** A post the site cannot read as any page's form: the 400 page. */
  refuse: (res: Response, status: 400 | 413) => void;
}

/** POST of any page: the form named in the post, answered with the page. */
export function createPageFormPosts(options: PageFormOptions): Router {
  const router = express.Router();
  const routes = formRoutes(options.container);
  const urlencoded = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 100 });

  const formOf = (req: Request): { name: string; page: PageForm; route: FormRoute } | null => {
    const name = text((req.body ?? {}) as Fields, FORM_NAME_FIELD);
    const page = Object.hasOwn(PAGE_FORMS, name) ? PAGE_FORMS[name] : undefined;
    const route = Object.hasOwn(routes, name) ? routes[name] : undefined;
    return page && route ? { name, page, route } : null;
  };

  const answerPage = async (req: Request, res: Response, form: { name: string; page: PageForm }, values: Values, answer: FormAnswer) => {
    const posted = postedForm(form.name, values, answer, form.page);
    const next = posted.ok ? (form.page.next?.(answer) ?? null) : null;
    if (next !== null) {
      res.set('Cache-Control', 'no-store').redirect(303, next);
      return;
    }
    await options.answer(req, res, posted, posted.ok ? 200 : answer.status);
  };

  router.post(
    '/{*splat}',
    // The site's own calls are addressed exactly: no page form posts there.
    (req: Request, _res: Response, next: NextFunction) => next(req.path.startsWith(FORMS_PREFIX) || req.path.startsWith(ROUTE_DATA_PREFIX) ? 'route' : undefined),
    urlencoded,
    (req: Request, res: Response, next: NextFunction) => {
      const form = formOf(req);
      if (form === null) return options.refuse(res, 400);
      const values = form.page.values(req.body as Fields);
      res.locals.pageForm = { form, values };
      res.locals.formName = form.name;
      // A post over the limit is answered with the page and what was typed, saying so in words.
      res.locals.refusePage = () => {
        answerPage(req, res, form, values, { status: 429, body: { message: MESSAGES.tooManyRequests } }).catch(next);
      };
      next();
    },
    options.limits,
    (req: Request, res: Response, next: NextFunction) => {
      const { form, values } = res.locals.pageForm as { form: NonNullable<ReturnType<typeof formOf>>; values: Values };
      if (options.captcha && Object.hasOwn(CAPTCHA_FORMS, form.name)) {
        answerPage(req, res, form, values, { status: 400, body: { message: MESSAGES.captchaNeedsScript } }).catch(next);
        return;
      }
      const blanks = form.page.check?.(values) ?? null;
      if (blanks !== null) {
        const errors = Object.entries(blanks).map(([field, message]) => ({ field, message }));
        answerPage(req, res, form, values, { status: 400, body: { message: errors[0]?.message ?? '', errors } }).catch(next);
        return;
      }
      const { [FORM_NAME_FIELD]: _name, ...fields } = req.body as Fields;
      const body = form.page.body(values, fields);
      runForm(form.route, body, { idempotencyKey: pagePostKey(form.name, body, req.ip ?? '') }, unsafeTextField(fields))
        .then((answer) => answerPage(req, res, form, values, answer))
        .catch(next);
    },
  );

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large' || type === 'parameters.too.many') return options.refuse(res, 413);
    if (typeof type === 'string') return options.refuse(res, 400);
    next(error);
  });
  return router;
}
