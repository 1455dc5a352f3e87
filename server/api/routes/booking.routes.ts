// The booking calls of spec section 7: occasions, availability, areas, menus, slots, requirements,
// and creating a booking, an event or an enquiry (atomic, idempotent, confirmed by e-mail).
import { randomInt } from 'node:crypto';
import type { Request, Router } from 'express';
import type { Transaction } from 'kysely';
import {
  areasForOccasion,
  bookingWindow,
  dayAvailability,
  daysOfMonth,
  dinerNeedsProblem,
  hasNeeds,
  isMonthInWindow,
  isServedAt,
  limitsOf,
  menusForOccasion,
  monthsOfWindow,
  needsInWords,
  readDinerNeeds,
  slotsServed,
  type BookingMenu,
  type DinerNeeds,
  type Occasion,
  type ServiceWindow,
  type Slot,
} from '@tavola/core/booking';
import { BOOKING } from '@tavola/core/constants';
import { calendarDayMessage, ErrorCode, MESSAGES } from '@tavola/core/errors';
import type { ApiDependencies } from '../api-dependencies';
import { bookedCovers, bookedCoversBetween, bookedCoversByStore } from '../booking/booking-capacity';
import { storeBooking } from '../booking/booking-store';
import { manageLinksOf } from '../booking/manage-link';
import { remindedBooking, reminderRows } from '../booking/reminders';
import {
  assertBookable,
  assertCovers,
  bookableCode,
  bookableDate,
  bookingTime,
  cachedBookingSetup,
  findOccasion,
  loadBookingSetup,
  loadBookingSetups,
  offeredOccasion,
  type BookingSetup,
} from '../booking/booking-setup';
import {
  AreasQueryDto,
  AvailabilityRequestDto,
  CalendarQueryDto,
  CoversQueryDto,
  CreateBookingRequestDto,
  DateQueryDto,
  MenusQueryDto,
  RequirementsQueryDto,
  SlotsQueryDto,
  buildAvailabilityRequest,
  buildCreateBookingRequest,
  type CreateBookingDataDto,
} from '../booking/booking.dto';
import { dineInHours, serviceSlots } from '../booking/slot-schedule';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/request-validation';
import type { FirstAnswer, HandlerAnswer, KeyStatements } from '../http/idempotency';
import { answer, idempotentStatementRoute, route } from '../http/route';
import { renderLaterRow, type OutboxRow } from '../email/outbox';
import { cachedBrandOf, type Brand } from '../email/templates/brand';
import { confirmationToRender } from '../email/templates/booking.emails';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function query<T extends object>(dto: new () => T, req: Request): T {
  return parseBody(dto, { ...(req.query as Record<string, unknown>) });
}

function storeIdOf(req: Request): string {
  const storeId = String(req.params.storeId ?? '');
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(storeId)) throw new ApiError('VALIDATION', 'Store id is not valid', 'storeId');
  return storeId;
}

/**
 * The times offered for a party: a slot with room is bookable; a full slot is offered as an enquiry
 * (canEnquire true) when the restaurant takes enquiries, and not at all otherwise.
 */
export function slotOffers(setup: BookingSetup, times: string[], booked: Map<string, number>, covers: number): Slot[] {
  const offers: Slot[] = [];
  for (const time of times) {
    const free = setup.coversPerSlot - (booked.get(time) ?? 0);
    if (covers <= free) offers.push({ time, canEnquire: false });
    else if (setup.enquiryEnabled) offers.push({ time, canEnquire: true });
  }
  return offers;
}

/** The service slots of a date inside the occasion's window (and the chosen menus' windows). */
export function occasionSlots(setup: BookingSetup, occasion: Occasion, date: string, nowMs: number, menuWindows: Array<ServiceWindow | null | undefined> = []): string[] {
  return slotsServed(serviceSlots(setup, date, nowMs).map((time) => ({ time })), date, occasion.serviceWindow, ...menuWindows).map((slot) => slot.time);
}

/** An occasion asked about on a day it is not served is refused as the catalogue's unavailable occasion (18), naming `field`. */
function assertServedOn(occasion: Occasion, date: string, field: string, time?: string): void {
  if (!isServedAt(occasion.serviceWindow, date, time)) {
    throw new ApiError('CONFLICT', MESSAGES.noAvailableOccasion, field, ErrorCode.NoAvailableOccasion);
  }
}

/** A party of 1 to BOOKING.maxCovers whatever the occasion (calls that name none); else 400 naming `field`. */
function assertParty(total: number, field: string): number {
  if (total < 1 || total > BOOKING.maxCovers) throw new ApiError('VALIDATION', `A table is for 1 to ${BOOKING.maxCovers} guests`, field);
  return total;
}

function covers(adults: string, children: string): { adults: number; children: number } {
  return { adults: Number(adults), children: Number(children) };
}

/** A booking reference drawn at random (CV and six letters or digits), not yet checked against the bookings. */
function drawReference(): string {
  let reference = 'CV';
  for (let i = 0; i < 6; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A booking reference no booking has yet (a create checks its own in its one statement: storeBooking). */
export async function newReference(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const reference = drawReference();
    const taken = await trx.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst();
    if (!taken) return reference;
  }
}

type BookingKind = 'booking' | 'event' | 'enquiry';

/** What a booking will be stored as, made before its transaction: its reference, manage link and messages. */
interface BookingDraft {
  reference: string;
  manageUrl: string | undefined;
  /** The confirmation first, then a booking's reminders (none when it is too soon for one). */
  messages: OutboxRow[];
}

interface PreparedBooking {
  setup: BookingSetup;
  /** The e-mail's look, read before the transaction so the confirmation is rendered without another query in it. */
  brand: Brand;
  data: CreateBookingDataDto;
  date: string;
  time: string;
  covers: number;
  occasionName: string;
  menuId: string | null;
  areaId: string | null;
  /** The party's needs as sent (checked by core), in the choices' order; none when nothing was ticked. */
  needs: DinerNeeds;
}

interface DraftedBooking extends PreparedBooking {
  kind: BookingKind;
  draft: BookingDraft;
}

export function bookingRoutes(router: Router, deps: ApiDependencies): void {
  const { db, clock } = deps;
  // The booking window's length (BOOKING_HORIZON_DAYS): every date and every slot schedule keeps to it.
  const horizonDays = deps.config.bookingHorizonDays;
  const bookingDay = (value: unknown, field: string) => bookableDate(value, field, clock.now(), undefined, horizonDays);
  const setupOf = async (storeId: string): Promise<BookingSetup> => ({ ...(await loadBookingSetup(db, storeId)), horizonDays });
  // A create reuses the set-up for BOOKING_SETUP_CACHE_MS: one round trip fewer on every booking.
  const createSetupOf = async (storeId: string): Promise<BookingSetup> => ({ ...(await cachedBookingSetup(db, storeId)), horizonDays });
  // A table booked gets its manage link (issue 14) in the answer and the e-mail: the signing key is loaded
  // before the transaction.
  const links = manageLinksOf(deps);

  router.get(
    '/booking/occasions/:storeId',
    route(async (req) => {
      const storeId = storeIdOf(req);
      const date = bookingDay(query(DateQueryDto, req).date, 'date');
      const setup = await setupOf(storeId);
      assertBookable(setup);
      // Only the occasions served that day with a seating still to come; none is the catalogue's code 17.
      const occasions = setup.occasions.filter((o) => occasionSlots(setup, o, date, clock.now()).length > 0).map((o) => offeredOccasion(o, setup));
      if (occasions.length === 0) {
        throw new ApiError('CONFLICT', MESSAGES.noRestrictions, 'date', ErrorCode.NoRestrictions);
      }
      return answer({ storeId: setup.storeId, date, occasions });
    }),
  );

  router.post(
    '/booking/availability',
    route(async (req) => {
      const request = parseBody(AvailabilityRequestDto, req.body, { build: buildAvailabilityRequest });
      bookingDay(request.date, 'date');
      const party = assertParty(request.adultCovers + request.childrenCovers, 'adultCovers');
      // Two queries for the whole request, whatever the number of restaurants.
      const setups = await loadBookingSetups(db, request.stores.map((s) => s.storeId));
      const bookable = [...setups.values()].filter((setup) => bookableCode(setup) === null).map((setup) => setup.storeId);
      const booked = await bookedCoversByStore(db, bookable, request.date);
      const stores = request.stores.map((store) => {
        const setup = setups.get(store.storeId.toUpperCase());
        // A restaurant that cannot be booked is reported as unavailable with its code; the others still answer.
        if (!setup) return { storeId: store.storeId, miles: store.miles, available: false, times: [], code: ErrorCode.RestaurantNotFound };
        const code = bookableCode(setup);
        if (code !== null) return { storeId: setup.storeId, miles: store.miles, available: false, times: [], code };
        const times = slotOffers(setup, serviceSlots({ ...setup, horizonDays }, request.date, clock.now()), booked.get(setup.storeId) ?? new Map(), party);
        return { storeId: setup.storeId, miles: store.miles, available: times.some((t) => !t.canEnquire), times };
      });
      return answer({ date: request.date, stores });
    }),
  );

  // The availability calendar: a month of days for a party (and an occasion, when one is chosen), each
  // available, full or closed with core's reason. Two queries whatever the month: the restaurant's set-up
  // and the month's booked covers.
  router.get(
    '/booking/calendar/:storeId',
    route(async (req) => {
      const q = query(CalendarQueryDto, req);
      const setup = await setupOf(storeIdOf(req));
      assertBookable(setup);
      const nowMs = clock.now();
      const window = bookingWindow(nowMs, { timeZone: setup.timeZone, horizonDays });
      const months = monthsOfWindow(window);
      if (!isMonthInWindow(q.month, window) || months === null) {
        const range = months === null ? '' : ` from ${months.first} to ${months.last}`;
        throw new ApiError('VALIDATION', `month must be a month that can be booked${range}`, 'month');
      }
      const party = covers(q.adults, q.children);
      const total = party.adults + party.children;
      let occasions: Occasion[];
      if (q.occasionId) {
        const occasion = findOccasion(setup, q.occasionId);
        assertCovers(occasion, party.adults, party.children);
        occasions = [occasion];
      } else {
        assertParty(total, 'adults');
        // Without an occasion, a day counts when any occasion taking this party has a table.
        occasions = setup.occasions.filter((o) => {
          const { minCovers, maxCovers } = limitsOf(o);
          return total >= minCovers && total <= maxCovers;
        });
      }
      const dates = daysOfMonth(q.month);
      const booked = await bookedCoversBetween(db, setup.storeId, dates[0] as string, dates[dates.length - 1] as string);
      const days = dates.map((date) => {
        const seatings = serviceSlots(setup, date, nowMs);
        const served = new Set(occasions.flatMap((o) => slotsServed(seatings.map((time) => ({ time })), date, o.serviceWindow).map((slot) => slot.time)));
        const offers = slotOffers(setup, [...served], booked.get(date) ?? new Map(), total);
        const day = dayAvailability(date, { window, open: dineInHours(setup, date) !== null, seatings: seatings.length, served: served.size, offers });
        return { ...day, message: calendarDayMessage(day.reason, day.canEnquire, horizonDays) };
      });
      return answer({ storeId: setup.storeId, month: q.month, occasionId: q.occasionId ?? null, days });
    }),
  );

  /** The checks every occasion query shares: a bookable date, a bookable restaurant, its occasion, the party. */
  async function occasionQuery<Q extends CoversQueryDto>(req: Request, dto: new () => Q, date: (q: Q) => string, dateField: string) {
    const q = query(dto, req);
    bookingDay(date(q), dateField);
    const setup = await setupOf(storeIdOf(req));
    assertBookable(setup);
    const occasion = findOccasion(setup, q.occasionId);
    assertServedOn(occasion, date(q), dateField);
    const party = covers(q.adults, q.children);
    const total = assertCovers(occasion, party.adults, party.children);
    return { q, setup, occasion, total };
  }

  router.get(
    '/booking/areas/:storeId',
    route(async (req) => {
      const { setup, occasion } = await occasionQuery(req, AreasQueryDto, (q) => q.dates, 'dates');
      return answer({ areas: areasForOccasion(setup.areas, occasion) });
    }),
  );

  router.get(
    '/booking/bookingmenu/:storeId',
    route(async (req) => {
      const { q, setup, occasion } = await occasionQuery(req, MenusQueryDto, (q) => q.dates, 'dates');
      // The menus served that day, or at the time asked.
      return answer({ menus: menusForOccasion(setup.menus, occasion).filter((m) => isServedAt(m.serviceWindow, q.dates, q.time)) });
    }),
  );

  router.get(
    '/booking/slots/:storeId',
    route(async (req) => {
      const { q, setup, occasion, total } = await occasionQuery(req, SlotsQueryDto, (q) => q.dates, 'dates');
      const menus = (q.menuIds ?? '').split(',').filter(Boolean).map((menuId) => checkMenu(setup, occasion, menuId, 'menuIds', q.dates));
      checkArea(setup, occasion, q.areaId);
      // Only the times inside the occasion's window and every chosen menu's hours.
      const served = occasionSlots(setup, occasion, q.dates, clock.now(), menus.map((menu) => menu?.serviceWindow));
      const times = slotOffers(setup, served, await bookedCovers(db, setup.storeId, q.dates), total);
      if (times.length === 0) throw new ApiError('CONFLICT', MESSAGES.noFreeSlot, 'dates', ErrorCode.NoFreeSlot);
      return answer({ dates: [{ date: q.dates, times }] });
    }),
  );

  router.get(
    '/booking/requirements/:storeId',
    route(async (req) => {
      const { q, setup, occasion, total } = await occasionQuery(req, RequirementsQueryDto, (q) => q.bookingDate, 'bookingDate');
      // The same menu and area rules as the slots and the booking itself, so a refusal comes before the diner's details.
      checkMenu(setup, occasion, q.menuId, 'menuId', q.bookingDate, q.time);
      checkArea(setup, occasion, q.areaId);
      assertServedOn(occasion, q.bookingDate, 'time', q.time);
      if (!serviceSlots(setup, q.bookingDate, clock.now()).includes(q.time)) {
        throw new ApiError('CONFLICT', MESSAGES.noFreeSlot, 'time', ErrorCode.NoFreeSlot);
      }
      const booked = (await bookedCovers(db, setup.storeId, q.bookingDate)).get(q.time) ?? 0;
      const full = booked + total > setup.coversPerSlot;
      return answer({
        isPlaceAsEnquiryEnabled: setup.enquiryEnabled && full,
        isCardGuaranteeRequired: total > setup.cardGuaranteeAbove,
      });
    }),
  );

  /**
   * A menu the occasion's link group offers at this restaurant, served on `date` (at `time`, when given), or
   * none chosen; else 409 with code 8.
   */
  function checkMenu(setup: BookingSetup, occasion: Occasion, menuId: string | null | undefined, field: string, date: string, time?: string): BookingMenu | null {
    if (menuId === undefined || menuId === null || menuId === '') return null;
    const menu = menusForOccasion(setup.menus, occasion).find((m) => String(m.id) === menuId);
    if (menu === undefined || !isServedAt(menu.serviceWindow, date, time)) {
      throw new ApiError('CONFLICT', MESSAGES.partnerMenuNotFound, field, ErrorCode.PartnerMenuNotFound);
    }
    return menu;
  }

  function checkArea(setup: BookingSetup, occasion: Occasion, areaId: string | null | undefined, field = 'areaId'): string | null {
    if (areaId === undefined || areaId === null || areaId === '' || areaId === BOOKING.noAreaQueryValue) return null;
    if (!areasForOccasion(setup.areas, occasion).some((a) => String(a.id) === areaId)) {
      throw new ApiError('VALIDATION', 'Area is not available for this occasion', field);
    }
    return areaId;
  }

  async function prepare(req: Request, kind: BookingKind): Promise<DraftedBooking> {
    const storeId = storeIdOf(req);
    const { data } = parseBody(CreateBookingRequestDto, req.body, { build: buildCreateBookingRequest });
    // The party's needs are judged first, before the restaurant is read: a need that is not one names itself.
    const needsProblem = dinerNeedsProblem(data.needs);
    if (needsProblem !== null) {
      throw new ApiError('VALIDATION', needsProblem.message, needsProblem.field === '' ? 'data.needs' : `data.needs.${needsProblem.field}`);
    }
    const setup = await createSetupOf(storeId);
    assertBookable(setup);
    const occasion = findOccasion(setup, data.occasionId, 'data.occasionId');
    // The events call takes event occasions only; a table or an enquiry is booked through its own call.
    if (kind === 'event' && occasion.isEvent !== true) {
      throw new ApiError('VALIDATION', 'Only an event occasion (such as a private event) can be sent as an event request', 'data.occasionId');
    }
    // ...and an event occasion only through it: its events team confirms it, so it is never a table or an enquiry.
    if (kind !== 'event' && occasion.isEvent === true) {
      throw new ApiError('VALIDATION', 'An event occasion (such as a private event) is requested through the events call', 'data.occasionId');
    }
    const total = assertCovers(occasion, data.adultCovers, data.childCovers, 'data.adultCovers');
    const date = bookingDay(data.diningDateTime.slice(0, 10), 'data.diningDateTime');
    const time = bookingTime(data.diningDateTime, data.bookingTime);
    assertServedOn(occasion, date, 'data.bookingTime', time);
    if (!serviceSlots(setup, date, clock.now()).includes(time)) {
      throw new ApiError('VALIDATION', 'This time cannot be booked at this restaurant on this date', 'data.bookingTime');
    }
    const menuId = checkMenu(setup, occasion, data.menuId ? String(data.menuId) : null, 'data.menuId', date, time)?.id ?? null;
    const areaId = checkArea(setup, occasion, data.areaId, 'data.areaId');
    if (kind === 'enquiry' && !setup.enquiryEnabled) {
      throw new ApiError('CONFLICT', MESSAGES.unableToTakeBookings, undefined, ErrorCode.InvalidBookingConfig);
    }
    // A table or an event holds covers, so both are guaranteed by card above the threshold; an enquiry is not.
    if (kind !== 'enquiry' && total > setup.cardGuaranteeAbove) {
      // The card must have been vaulted for this restaurant and this diner's e-mail.
      const customerId = data.braintreeCustomerId ?? '';
      const card = customerId
        ? await db.selectFrom('payment_customers').select('data').where('id', '=', customerId).executeTakeFirst()
        : undefined;
      const vaulted = (card?.data ?? {}) as { storeId?: unknown; email?: unknown };
      const matches =
        card !== undefined &&
        String(vaulted.storeId ?? '').toUpperCase() === setup.storeId.toUpperCase() &&
        String(vaulted.email ?? '').trim().toLowerCase() === data.customer.email.trim().toLowerCase();
      if (!matches) throw new ApiError('CONFLICT', MESSAGES.needCreditCard, 'data.braintreeCustomerId', ErrorCode.NeedCreditCard);
    }
    if (kind === 'booking') await links.ready();
    const brand = await cachedBrandOf(db, deps.config.publicBaseUrl);
    const prepared = { setup, brand, data, date, time, covers: total, occasionName: occasion.name, menuId, areaId, needs: readDinerNeeds(data.needs) };
    return { ...prepared, kind, draft: compose(prepared, kind) };
  }

  /**
   * The new booking's reference, manage link, confirmation and reminders, made before its transaction
   * opens. The e-mails are stored as their templates' data and rendered by the outbox relay when it sends
   * them (issue 15, item 4: rendering was about half of a create's CPU).
   */
  function compose(p: PreparedBooking, kind: BookingKind): BookingDraft {
    const reference = drawReference();
    const token = kind === 'booking' ? links.token(reference, p.date) : null;
    const manageUrl = token === null ? undefined : links.url(token);
    const confirmation = confirmationToRender(p.brand, p.setup, {
      reference,
      kind,
      date: p.date,
      time: p.time,
      covers: p.covers,
      occasionName: p.occasionName,
      customer: p.data.customer,
      needs: needsInWords(p.needs),
      siteUrl: deps.config.publicBaseUrl,
      ...(manageUrl === undefined ? {} : { manageUrl }),
    });
    const messages: OutboxRow[] = [renderLaterRow(confirmation)];
    if (kind === 'booking') {
      const row = { reference, dining_date: p.date, dining_time: p.time, adult_covers: p.data.adultCovers, child_covers: p.data.childCovers, customer: { ...p.data.customer }, needs: p.needs };
      const reminders = reminderRows(p.brand, p.setup, remindedBooking(row, manageUrl ?? null), clock.now(), deps.config.reminderHoursBefore);
      messages.push(...(reminders?.rows ?? []));
    }
    return { reference, manageUrl, messages };
  }

  /**
   * Stores the booking with its covers (a table or an event), its confirmation and reminders, the
   * confirmation's count and the call's Idempotency-Key with its answer, in one statement (storeBooking),
   * outside any transaction; `answers` are the call's two possible answers for a draft: the booking's, and
   * the one given when its covers no longer fit (nothing stored but the key). A reference another booking
   * took meanwhile is drawn again. A key already answered answers its first answer (`first`). A booking's
   * confirmation is never held back (the booking is made): it is counted against the diner's e-mail limit
   * like every e-mail the public can trigger, so it uses up that day's allowance.
   */
  async function record(
    p: DraftedBooking,
    key: KeyStatements,
    answers: (draft: BookingDraft) => { stored: HandlerAnswer; full: HandlerAnswer },
  ): Promise<HandlerAnswer | { first: FirstAnswer }> {
    const { kind } = p;
    for (let draft = p.draft; ; draft = compose(p, kind)) {
      const { stored, full } = answers(draft);
      const outcome = await storeBooking(
        db,
        {
          reference: draft.reference,
          storeId: p.setup.storeId,
          kind,
          status: kind === 'booking' ? 'confirmed' : 'requested',
          occasionId: p.data.occasionId,
          date: p.date,
          time: p.time,
          adultCovers: p.data.adultCovers,
          childCovers: p.data.childCovers,
          menuId: p.menuId,
          areaId: p.areaId,
          customer: p.data.customer,
          paymentCustomerId: p.data.braintreeCustomerId ?? null,
          needs: hasNeeds(p.needs) ? JSON.stringify(p.needs) : null,
        },
        draft.messages,
        {
          claim: kind === 'enquiry' ? null : { covers: p.covers, capacity: p.setup.coversPerSlot },
          countedRecipient: p.data.customer.email,
          emailLimit: deps.config.emailPerRecipient,
          nowMs: clock.now(),
          key: { statements: key, stored, full },
        },
      );
      if (outcome === 'stored') return stored;
      if (outcome === 'slot-full') return full;
      if (outcome !== 'reference-taken') return outcome;
    }
  }

  const slotTaken = () =>
    answer({ bookingReference: null, bookingStatus: ErrorCode.BookingWentWrong, code: ErrorCode.BookingWentWrong, message: MESSAGES.slotTaken }, 409);

  router.post(
    '/booking/create/:storeId',
    idempotentStatementRoute(db, 'booking.create', (req) => prepare(req, 'booking'), (p, key) =>
      record(p, key, (draft) => ({
        stored: answer({ bookingReference: draft.reference, bookingStatus: ErrorCode.Ok, manageUrl: draft.manageUrl }),
        full: slotTaken(),
      })),
    ),
  );

  // An event request holds its covers until the events team confirms it, so it needs room like a table.
  router.post(
    '/booking/events/:storeId',
    idempotentStatementRoute(db, 'booking.event', (req) => prepare(req, 'event'), (p, key) =>
      record(p, key, (draft) => ({ stored: answer({ bookingReference: draft.reference, bookingType: 'event' }), full: slotTaken() })),
    ),
  );

  router.post(
    '/booking/enquiry/:storeId',
    // An enquiry holds no covers, so only a taken reference (drawn again) stops it being stored.
    idempotentStatementRoute(db, 'booking.enquiry', (req) => prepare(req, 'enquiry'), (p, key) =>
      record(p, key, (draft) => ({ stored: answer({ bookingReference: draft.reference, bookingType: 'enquiry' }), full: answer({ bookingReference: null, bookingType: 'enquiry' }) })),
    ),
  );
}
