// The booking journey without JavaScript (issue 16, item 2): GET and POST /booking/steps. Each request runs
// its own instance of core's booking use-case (createBookingUseCase) over the server's booking adapters,
// drives it with the form's choices as commands (restaurant, date, occasion, party; then the slots and a
// time; then the requirements, the diner's details and the booking), awaits its snapshot and answers the
// step as plain HTML (web/booking/no-script/booking-steps-page.tsx). Steps one and two are GET forms
// (nothing personal); step three is a POST, and its answer is the confirmation itself, so the diner's
// details never travel in a URL or a Location. Its idempotency key goes to the API's create call
// (passOnForRequest), so a double submit, or a reload of the answer, makes one booking.
// What needs JavaScript says so in words with the restaurant's phone: a card guarantee (the card fields are
// hosted), and a booking behind the security check (captcha on: no token without the script, so the site
// never sends one, and the API would refuse it: fail closed).
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Container } from 'inversify';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { createBookingUseCase, createWaitlistUseCase, waitlistPlaceOf, type BookingUseCase, type CustomerTextField, type NeedFlag, type NeedList } from '@tavola/core/booking';
import { INPUT } from '@tavola/core/constants';
import { ErrorCode, MESSAGES, errorMessage } from '@tavola/core/errors';
import {
  BookingApiToken,
  type BookingApiPort,
  ClockToken,
  type ClockPort,
  ContentApiToken,
  type ContentApiPort,
  PaymentsApiToken,
  type PaymentsApiPort,
  WaitlistApiToken,
  type WaitlistApiPort,
} from '@tavola/core/ports';
import { unsafeTextField } from '@tavola/core/validation';
import type { BookingRestaurant } from '../../web/booking/booking-restaurant';
import {
  BOOKING_STEPS_PATH,
  NoScriptBookingSteps,
  stepsTitle,
  type NoScriptStepsView,
  type StepField,
  type StepsGoal,
} from '../../web/booking/no-script/booking-steps-page';
import { NEED_GROUPS } from '../../web/booking/ui/diner-needs';
import { passOnForRequest } from './client-address';
import { emailLinkPage } from './email-link-page';
import { toSummary } from './loaders/restaurant.loaders';
import { escapeHtml } from './safe-json';

export { BOOKING_STEPS_PATH };

export interface BookingStepsOptions {
  stylesheet: string | null;
  /** The booking window's days after today; core's default when absent. */
  horizonDays?: number;
  /** reCAPTCHA is configured: a booking needs the script's token, so step three says to call instead. */
  captchaOn: boolean;
  /** The site's rate limit on the steps' posts (RATE_LIMITS.bookingCreate, as the journey's create), answering with `refuse`. */
  limiter?: (refuse: (req: Request, res: Response) => void) => RequestHandler;
}

/** The fields a step takes; anything else, or a field twice, is garbage (400). */
const CHOICE_FIELDS = ['restaurant', 'occasion', 'date', 'adults', 'children', 'time', 'near', 'go', 'key'] as const;
const DETAIL_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'specialRequest', 'shouldReceivePromotions', 'shouldReceiveSms'] as const;
/** "Notify me"'s own fields besides the diner's name, e-mail and phone. */
const NOTIFY_FIELDS = ['timeFrom', 'timeTo', 'consent'] as const;
const NEED_FIELDS = NEED_GROUPS.flatMap((group) => group.boxes.map((box) => `needs-${box.need}`)).filter((name, i, all) => all.indexOf(name) === i);
const TEXT_FIELDS: readonly CustomerTextField[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'specialRequest'];
/** The API's own rule for an Idempotency-Key (server/api/http/idempotency.ts). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const GOALS: readonly StepsGoal[] = ['times', 'nearby', 'details', 'book', 'notify'];

type Form = Partial<Record<string, string | string[]>>;

class Garbage extends Error {}

/** The form's fields as strings (needs as lists); a field the steps do not take, a list where one value goes, or unsafe text: Garbage. */
function readForm(input: unknown, allowed: readonly string[]): Form {
  if (typeof input !== 'object' || input === null) return {};
  const unsafe = unsafeTextField(input, { maxLength: INPUT.textMaxLength });
  if (unsafe !== null) throw new Garbage(unsafe.field);
  const form: Form = {};
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (!allowed.includes(name)) throw new Garbage(name);
    if (NEED_FIELDS.includes(name) && (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))) {
      form[name] = typeof value === 'string' ? [value] : (value as string[]);
    } else if (typeof value === 'string') form[name] = value;
    else throw new Garbage(name);
  }
  return form;
}

const one = (form: Form, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** A count typed in a number field: digits only, else null. */
function count(text: string): number | null {
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

export function createBookingStepsRouter(container: Container, options: BookingStepsOptions): Router {
  const router = express.Router();

  const answer = (res: Response, status: number, title: string, body: string) => {
    res.status(status).type('html').set('Cache-Control', 'private, no-store').send(emailLinkPage(options.stylesheet, 'page--booking-steps', title, body));
  };
  const garbage = (res: Response) =>
    answer(res, 400, 'Booking', `<p class="booking-journey__error">Sorry, this booking form could not be read. Please <a href="${BOOKING_STEPS_PATH}">start again</a>.</p>`);

  const handle = (allowed: readonly string[], source: (req: Request) => unknown, posted: boolean) => async (req: Request, res: Response) => {
    let form: Form;
    try {
      form = readForm(source(req), allowed);
    } catch (error) {
      if (error instanceof Garbage) return garbage(res);
      throw error;
    }
    const goal = one(form, 'go');
    if (goal !== '' && !GOALS.includes(goal as StepsGoal)) return garbage(res);
    // A booking or a waitlist place is only ever posted: a GET asking for one shows the step that asks for it.
    const wanted: StepsGoal | null = goal === '' ? null : !posted && goal === 'book' ? 'details' : !posted && goal === 'notify' ? 'times' : (goal as StepsGoal);
    const restaurants = await container.get<ContentApiPort>(ContentApiToken).searchRestaurants();
    if (!restaurants.ok) {
      const text = errorMessage(restaurants.error.code ?? ErrorCode.ContentServiceError, restaurants.error.message, restaurants.error.title);
      return answer(res, 503, 'Booking', `<p class="booking-journey__error" role="alert">${escapeHtml(text)}</p>`);
    }
    const listed = restaurants.value.map(toSummary);
    const { status, view } = await runSteps(container, listed, form, wanted, options);
    answer(res, status, stepsTitle(view), renderToStaticMarkup(createElement(NoScriptBookingSteps, { view })));
  };

  const fail = (res: Response) => answer(res, 500, 'Booking', `<p class="booking-journey__error" role="alert">${escapeHtml(errorMessage(null))}</p>`);
  router.get(BOOKING_STEPS_PATH, (req, res) => {
    handle(CHOICE_FIELDS, (r) => r.query, false)(req, res).catch(() => fail(res));
  });
  // A post (step three: a booking) counts against the booking limit before it is read; over it, the page says so in words.
  const limited: RequestHandler = options.limiter
    ? options.limiter((_req, res) => answer(res, 429, 'Booking', `<p class="booking-journey__error" role="alert">${escapeHtml(MESSAGES.tooManyRequests)}</p>`))
    : (_req, _res, next) => next();
  router.post(BOOKING_STEPS_PATH, limited, express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 100 }), (req, res) => {
    handle([...CHOICE_FIELDS, ...DETAIL_FIELDS, ...NOTIFY_FIELDS, ...NEED_FIELDS], (r) => r.body, true)(req, res).catch(() => fail(res));
  });
  router.use(BOOKING_STEPS_PATH, (error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    void error;
    garbage(res);
  });
  return router;
}

/**
 * One request's journey: a new use-case over the server's booking adapters, driven by the form's choices in
 * the order a diner makes them, up to the step the form asked for; the first refusal stops it there.
 */
async function runSteps(
  container: Container,
  restaurants: BookingRestaurant[],
  form: Form,
  goal: StepsGoal | null,
  options: BookingStepsOptions,
): Promise<{ status: number; view: NoScriptStepsView }> {
  const useCase: BookingUseCase<BookingRestaurant> = createBookingUseCase<BookingRestaurant>(
    {
      booking: container.get<BookingApiPort>(BookingApiToken),
      payments: container.get<PaymentsApiPort>(PaymentsApiToken),
      clock: container.get<ClockPort>(ClockToken),
      analytics: { track: () => undefined },
    },
    { restaurants, horizonDays: options.horizonDays },
  );
  const errors: Partial<Record<StepField, string>> = {};
  const typed = { date: one(form, 'date'), adults: one(form, 'adults'), children: one(form, 'children') || '0' };
  const key = IDEMPOTENCY_KEY.test(one(form, 'key')) ? one(form, 'key') : randomUUID();
  const view = (step: NoScriptStepsView['step'], message: string | null = null): NoScriptStepsView => {
    const snapshot = useCase.getSnapshot();
    return { step, snapshot, errors, message: message ?? snapshot.message?.text ?? null, typed, idempotencyKey: key, captchaOn: options.captchaOn, waitlist: null };
  };
  const refused = (step: 1 | 2 | 3) => ({ status: 400, view: view(step) });

  // Step one: the restaurant, the day, the occasion, the party.
  const storeId = one(form, 'restaurant');
  if (storeId === '') {
    if (goal !== null) errors.restaurant = 'Please choose a restaurant';
    if (typed.adults === '') typed.adults = String(useCase.getSnapshot().journey.adultCovers);
    return goal === null ? { status: 200, view: view(1) } : refused(1);
  }
  if (!(await useCase.chooseRestaurant(storeId))) {
    errors.restaurant = 'Please choose one of our restaurants';
    return refused(1);
  }
  const chosen = useCase.getSnapshot().restaurant;
  if (useCase.getSnapshot().liveWidgetId !== null) {
    const phone = chosen?.phone ? ` on ${chosen.phone}` : '';
    return { status: 200, view: view(1, `${chosen?.title ?? 'This restaurant'} takes bookings on its own booking page, which needs JavaScript. Please turn JavaScript on, or call the restaurant${phone} to book.`) };
  }
  if (typed.date !== '') {
    const problem = useCase.dateProblem(typed.date);
    if (problem !== null) errors.date = problem.message;
    else await useCase.chooseDate(typed.date);
  }
  const occasion = one(form, 'occasion');
  if (occasion !== '' && !useCase.chooseOccasion(occasion) && String(useCase.getSnapshot().journey.selectedOccasion?.id) !== occasion) {
    errors.occasion = 'Please choose one of the occasions listed';
  }
  const { minCovers, maxCovers } = useCase.getSnapshot().journey.coverLimits;
  if (typed.adults !== '' || one(form, 'children') !== '') {
    const adults = count(typed.adults);
    const children = count(typed.children);
    if (adults === null || children === null || adults < 1 || adults + children < minCovers || adults + children > maxCovers) {
      errors.party = `Please choose ${minCovers} to ${maxCovers} people for this occasion. For a bigger party, please send a group enquiry or call the restaurant.`;
    } else useCase.changeCovers({ adults, children });
  }
  const journeyNow = useCase.getSnapshot().journey;
  if (typed.adults === '' || errors.party === undefined) typed.adults = String(journeyNow.adultCovers);
  if (errors.party === undefined) typed.children = String(journeyNow.childCovers);
  if (errors.date === undefined) typed.date = journeyNow.selectedBookingDate?.slice(0, 10) ?? typed.date;
  if (Object.keys(errors).length > 0) return refused(1);
  if (goal === null) return { status: 200, view: view(1) };

  // Step two: the times; with no table for the party that day, the restaurants nearby with one at the
  // time the diner asks about (core's findAlternatives, as the live journey's "Find a table nearby").
  // "Notify me" posted: core's waitlist use-case for the place the journey offers it for, with the form's fields.
  const notify = async (): Promise<{ status: number; view: NoScriptStepsView }> => {
    const place = waitlistPlaceOf(useCase.getSnapshot());
    // Not offered here (or behind the security check, whose token needs JavaScript): the step says why.
    if (place === null || options.captchaOn) return { status: 200, view: view(2) };
    const waitlist = createWaitlistUseCase({ waitlist: container.get<WaitlistApiPort>(WaitlistApiToken) });
    waitlist.open(place);
    for (const field of ['firstName', 'lastName', 'email', 'phoneNumber', 'timeFrom', 'timeTo'] as const) waitlist.update(field, one(form, field));
    waitlist.update('consent', one(form, 'consent') === 'yes');
    for (const [need, value] of tickedNeeds(form)) waitlist.changeNeed(need, value, true);
    const joined = await waitlist.join();
    const join = waitlist.getSnapshot().join;
    const refused = !joined && Object.keys(join.fieldErrors).length > 0;
    return { status: refused ? 400 : 200, view: { ...view(2), waitlist: join } };
  };
  const nearby = async () => {
    if (goal === 'nearby' && useCase.getSnapshot().noAvailability) await useCase.findAlternatives(one(form, 'near'));
  };
  if (!(await useCase.loadSlots())) {
    const snapshot = useCase.getSnapshot();
    // No table for the party that day is step two's answer; anything else (the API down) stays on step one.
    if (!snapshot.noAvailability && snapshot.currentStep !== 2) return { status: 200, view: view(1) };
    if (goal === 'notify') return notify();
    await nearby();
    return { status: 200, view: view(2) };
  }
  if (goal === 'times' || goal === 'nearby') {
    await nearby();
    // A time named by the link that led here (a restaurant nearby at that time) comes chosen.
    if (goal === 'times' && one(form, 'time') !== '') useCase.chooseTime(one(form, 'time'));
    return { status: 200, view: view(2) };
  }
  const time = one(form, 'time');
  if (time === '' || !useCase.chooseTime(time)) {
    errors.time = time === '' ? 'Please choose a time' : 'That time is not offered any more: please choose another';
    return refused(2);
  }

  // Step three: the requirements (an enquiry, a card), then the details and the booking.
  if (!(await useCase.loadRequirements())) return { status: 200, view: view(2) };
  if (goal === 'details') return { status: 200, view: view(3) };
  for (const field of TEXT_FIELDS) useCase.changeCustomerField(field, one(form, field));
  useCase.changeOptIn('shouldReceivePromotions', one(form, 'shouldReceivePromotions') === 'yes');
  useCase.changeOptIn('shouldReceiveSms', one(form, 'shouldReceiveSms') === 'yes');
  for (const [need, value] of tickedNeeds(form)) useCase.changeNeed(need, value, true);
  const before = useCase.getSnapshot();
  // What needs JavaScript is never sent from here (the page says so with the restaurant's phone).
  if (before.cardGuaranteeNeeded || options.captchaOn) return { status: 200, view: view(3) };
  passOnForRequest({ idempotencyKey: key });
  const made = await useCase.submit();
  const after = useCase.getSnapshot();
  if (made && after.confirmation !== null) return { status: 200, view: view('thanks') };
  Object.assign(errors, after.fieldErrors);
  // No answer (core's bookingUnanswered): the form keeps its key, so sending it again cannot book twice.
  const nextKey = after.message?.key === 'bookingUnanswered' ? key : randomUUID();
  return { status: Object.keys(after.fieldErrors).length > 0 ? 400 : 200, view: { ...view(3), idempotencyKey: nextKey } };
}

/** The party's needs ticked in a posted form (needs-{need} checkboxes, each named by its value or its need). */
function tickedNeeds(form: Form): Array<[NeedList | NeedFlag, string | null]> {
  const ticked: Array<[NeedList | NeedFlag, string | null]> = [];
  for (const group of NEED_GROUPS) {
    for (const box of group.boxes) {
      const posted = form[`needs-${box.need}`];
      if (Array.isArray(posted) && posted.includes(box.value ?? box.need)) ticked.push([box.need, box.value]);
    }
  }
  return ticked;
}
