import { MANAGE_BOOKING } from '../constants';
import { MANAGE_MESSAGES } from '../errors/messages';
import { ok, fail } from '../shared/api-result';
import type { ManageBookingApiPort, ManagedBooking } from '../ports/manage-booking-api.port';
import {
  beforeCutoff,
  cancellationProblem,
  manageBookingPath,
  manageBookingUrl,
  manageToken,
  manageTokenExpired,
  manageTokenPayload,
  minutesUntil,
  planAmendment,
  readCutoffMinutes,
  readManageToken,
  type AmendableBooking,
  type ManageRules,
} from './manage-booking';
import { createManageBookingUseCase, manageFailureMessage } from './manage-booking-use-case';

/** Monday 23 November 2026, 10:00 in London (UTC in November). */
const NOW = Date.UTC(2026, 10, 23, 10, 0);
const SIGNATURE = 'A'.repeat(MANAGE_BOOKING.signatureLength);

describe('the signed link', () => {
  it('given a reference and the booking date, then the payload is the version, the reference and the date', () => {
    expect(manageTokenPayload('CVAB12CD', '2026-11-25')).toBe('m1.CVAB12CD.20261125');
  });

  it.each([
    ['cvab12cd', '2026-11-25'],
    ['CV.AB', '2026-11-25'],
    ['CVAB12CD', '2026-02-30'],
    ['CVAB12CD', '25/11/2026'],
  ])('given %p and %p, then no payload', (reference, date) => {
    expect(manageTokenPayload(reference, date)).toBeNull();
  });

  it('given a token, then it reads back into its claims and the text that was signed', () => {
    const token = manageToken('m1.CVAB12CD.20261125', SIGNATURE);
    expect(readManageToken(token)).toEqual({ reference: 'CVAB12CD', expiresOn: '2026-11-25', payload: 'm1.CVAB12CD.20261125', signature: SIGNATURE });
  });

  it.each([
    ['another version', `m2.CVAB12CD.20261125.${SIGNATURE}`],
    ['a short signature', 'm1.CVAB12CD.20261125.abc'],
    ['a date that does not exist', `m1.CVAB12CD.20261131.${SIGNATURE}`],
    ['a missing part', `m1.CVAB12CD.${SIGNATURE}`],
    ['an extra part', `m1.CVAB12CD.20261125.${SIGNATURE}.x`],
    ['a signature with a plus', `m1.CVAB12CD.20261125.${'+'.repeat(43)}`],
    ['something very long', `m1.CVAB12CD.20261125.${'A'.repeat(200)}`],
    ['not text', 42],
  ])('given %s, then it is not a token', (_what, token) => {
    expect(readManageToken(token)).toBeNull();
  });

  it('given the booking date, then the link works all that day in London and expires the next', () => {
    expect(manageTokenExpired('2026-11-23', NOW)).toBe(false);
    expect(manageTokenExpired('2026-11-23', Date.UTC(2026, 10, 23, 23, 59))).toBe(false);
    expect(manageTokenExpired('2026-11-23', Date.UTC(2026, 10, 24, 0, 0))).toBe(true);
    expect(manageTokenExpired('2026-11-22', NOW)).toBe(true);
  });

  it('given British Summer Time, then the day ends at midnight in London, not in UTC', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    expect(manageTokenExpired('2026-07-01', Date.UTC(2026, 6, 1, 23, 30))).toBe(true);
    expect(manageTokenExpired('2026-07-01', Date.UTC(2026, 6, 1, 22, 30))).toBe(false);
  });

  it('given a base address, then the page is absolute on it, never relative', () => {
    const token = manageToken('m1.CVAB12CD.20261125', SIGNATURE);
    expect(manageBookingPath(token)).toBe(`/booking/manage/${token}`);
    expect(manageBookingUrl('https://www.casaventura.example/', token)).toBe(`https://www.casaventura.example/booking/manage/${token}`);
  });
});

describe('the cut-off', () => {
  it('given nothing set by the restaurant, then 2 hours; a whole number up to a week is kept', () => {
    expect(MANAGE_BOOKING.cutoffMinutes).toBe(120);
    expect(readCutoffMinutes(undefined)).toBe(120);
    expect(readCutoffMinutes(0)).toBe(0);
    expect(readCutoffMinutes(240)).toBe(240);
    expect(readCutoffMinutes(-5)).toBe(120);
    expect(readCutoffMinutes(1.5)).toBe(120);
    expect(readCutoffMinutes(MANAGE_BOOKING.maxCutoffMinutes + 1)).toBe(120);
  });

  it('given a booking at 12:00 today and 10:00 now, then 120 minutes are left: not more than the cut-off, so no change', () => {
    expect(minutesUntil('2026-11-23', '12:00', NOW)).toBe(120);
    expect(beforeCutoff('2026-11-23', '12:00', NOW, 120)).toBe(false);
    expect(beforeCutoff('2026-11-23', '12:01', NOW, 120)).toBe(true);
  });

  it('given a booking tomorrow, then the minutes count across midnight', () => {
    expect(minutesUntil('2026-11-24', '09:00', NOW)).toBe(23 * 60);
  });

  it('given a booking already started or past, then negative minutes and no change', () => {
    expect(minutesUntil('2026-11-22', '19:00', NOW)).toBeLessThan(0);
    expect(beforeCutoff('2026-11-22', '19:00', NOW, 0)).toBe(false);
  });

  it('given an unreadable date or time, then nothing is allowed', () => {
    expect(minutesUntil('2026-11-31', '19:00', NOW)).toBeNull();
    expect(beforeCutoff('2026-11-24', 'noon', NOW, 120)).toBe(false);
  });
});

const BOOKED: AmendableBooking = { status: 'confirmed', date: '2026-11-25', time: '19:00', adults: 2, children: 0, hasCard: false };
const RULES: ManageRules = { nowMs: NOW, cutoffMinutes: 120, limits: { minCovers: 1, maxCovers: 15 }, cardGuaranteeAbove: 8, horizonDays: 90 };

describe('an amendment', () => {
  it('given a larger party, then the same slot with the new party, not a move', () => {
    expect(planAmendment(BOOKED, { adults: 4 }, RULES)).toEqual({ ok: true, amendment: { date: '2026-11-25', time: '19:00', adults: 4, children: 0, covers: 4, moves: false } });
  });

  it('given another date and time, then a move', () => {
    const plan = planAmendment(BOOKED, { date: '2026-11-27', time: '20:30' }, RULES);
    expect(plan).toMatchObject({ ok: true, amendment: { date: '2026-11-27', time: '20:30', covers: 2, moves: true } });
  });

  it.each([
    ['nothing changed', {}, 'nothingChanged', MANAGE_MESSAGES.nothingChanged],
    ['the same values', { adults: 2, date: '2026-11-25', time: '19:00' }, 'nothingChanged', MANAGE_MESSAGES.nothingChanged],
    ['no one', { adults: 0 }, 'partyOutOfRange', 'Choose a party of 1 to 15 guests.'],
    ['16 guests', { adults: 16 }, 'partyOutOfRange', 'Choose a party of 1 to 15 guests.'],
    ['half a guest', { adults: 2.5 }, 'partyOutOfRange', 'Choose a party of 1 to 15 guests.'],
    ['a day that does not exist', { date: '2026-11-31' }, 'dateInvalid', MANAGE_MESSAGES.dateInvalid],
    ['yesterday', { date: '2026-11-22' }, 'datePast', MANAGE_MESSAGES.datePast],
    ['past the horizon', { date: '2027-02-22' }, 'dateBeyondHorizon', 'Choose a date within the next 90 days.'],
    ['a time that is not one', { time: '25:00' }, 'timeInvalid', MANAGE_MESSAGES.timeInvalid],
    ['a move to within the cut-off', { date: '2026-11-23', time: '11:30' }, 'newTimeWithinCutOff', MANAGE_MESSAGES.newTimeWithinCutOff(120)],
    ['a party above the card threshold without a card', { adults: 9 }, 'cardNeeded', MANAGE_MESSAGES.cardNeeded],
  ])('given %s, then refused with its words', (_what, change, key, message) => {
    expect(planAmendment(BOOKED, change, RULES)).toEqual({ ok: false, problem: { key, message } });
  });

  it('given no horizon set, then the default 90 days in the words', () => {
    const { horizonDays: _unused, ...rules } = RULES;
    expect(planAmendment(BOOKED, { date: '2027-02-22' }, rules)).toEqual({ ok: false, problem: { key: 'dateBeyondHorizon', message: 'Choose a date within the next 90 days.' } });
  });

  it('given a negative count of children, then the party is refused', () => {
    expect(planAmendment(BOOKED, { children: -1 }, RULES)).toMatchObject({ ok: false, problem: { key: 'partyOutOfRange' } });
  });

  it('given the horizon day itself, then the move is allowed', () => {
    expect(planAmendment(BOOKED, { date: '2027-02-21' }, RULES).ok).toBe(true);
  });

  it("given the occasion's own limits, then they bound the party", () => {
    const plan = planAmendment(BOOKED, { adults: 7 }, { ...RULES, limits: { minCovers: 2, maxCovers: 6 } });
    expect(plan).toEqual({ ok: false, problem: { key: 'partyOutOfRange', message: 'Choose a party of 2 to 6 guests.' } });
  });

  it('given a card taken when it was booked, then a larger party above the threshold is allowed', () => {
    expect(planAmendment({ ...BOOKED, hasCard: true }, { adults: 10 }, RULES).ok).toBe(true);
  });

  it('given a cancelled booking, then nothing can change', () => {
    expect(planAmendment({ ...BOOKED, status: 'cancelled' }, { adults: 3 }, RULES)).toEqual({ ok: false, problem: { key: 'cancelled', message: MANAGE_MESSAGES.cancelled } });
  });

  it("given the booking within the restaurant's cut-off, then nothing can change, in words naming the cut-off", () => {
    const today = { ...BOOKED, date: '2026-11-23', time: '11:00' };
    expect(planAmendment(today, { adults: 3 }, RULES)).toEqual({ ok: false, problem: { key: 'cutOff', message: MANAGE_MESSAGES.cutOff(120) } });
    expect(MANAGE_MESSAGES.cutOff(120)).toContain('last 2 hours');
    expect(MANAGE_MESSAGES.cutOff(90)).toContain('last 90 minutes');
    expect(MANAGE_MESSAGES.cutOff(60)).toContain('last 1 hour');
  });

  it('given a restaurant with no cut-off, then a booking an hour away can still change', () => {
    const soon = { ...BOOKED, date: '2026-11-23', time: '11:00' };
    expect(planAmendment(soon, { adults: 3 }, { ...RULES, cutoffMinutes: 0 }).ok).toBe(true);
  });
});

describe('a cancellation', () => {
  it('given a confirmed booking before the cut-off, then it may be cancelled; after it, or cancelled already, not', () => {
    expect(cancellationProblem(BOOKED, RULES)).toBeNull();
    expect(cancellationProblem({ ...BOOKED, date: '2026-11-23', time: '11:00' }, RULES)?.key).toBe('cutOff');
    expect(cancellationProblem({ ...BOOKED, status: 'cancelled' }, RULES)?.key).toBe('cancelled');
  });
});

const BOOKING: ManagedBooking = {
  reference: 'CVAB12CD',
  token: 'token-1',
  manageUrl: 'https://site.example/booking/manage/token-1',
  status: 'confirmed',
  storeId: 'CV001',
  restaurantName: 'Oxford Circus',
  restaurantAddress: '1 Oxford Street',
  restaurantPhone: '020 7946 0101',
  occasionName: 'Dinner',
  date: '2026-11-25',
  time: '19:00',
  adults: 2,
  children: 0,
  covers: 2,
  specialRequest: 'Coeliac',
  needs: { allergens: [], diets: [], access: [], highChair: false, pram: false },
  changeable: true,
  cutoffMinutes: 120,
  limits: { minCovers: 1, maxCovers: 15 },
  window: { first: '2026-11-23', last: '2027-02-21' },
};

function fakePort(overrides: Partial<ManageBookingApiPort> = {}): ManageBookingApiPort {
  return {
    lookup: async () => ok({ token: 'token-1', manageUrl: BOOKING.manageUrl }),
    getBooking: async () => ok(BOOKING),
    getTimes: async () => ok([{ time: '19:00', canEnquire: false }]),
    amend: async (_token, change) => ok({ ...BOOKING, token: 'token-2', adults: change.adults ?? 2, covers: change.adults ?? 2 }),
    cancel: async () => ok({ ...BOOKING, status: 'cancelled', changeable: false }),
    ...overrides,
  };
}

describe('the manage-booking use-case', () => {
  it('given a link, then it loads the booking; an amendment shows the new booking, its new token and says so', async () => {
    const useCase = createManageBookingUseCase({ manage: fakePort() });
    const seen: string[] = [];
    useCase.subscribe(() => seen.push(useCase.getSnapshot().status));
    expect(await useCase.load('token-1')).toBe(true);
    expect(seen).toEqual(['loading', 'ready']);
    expect(await useCase.amend({ adults: 4 })).toBe(true);
    const snapshot = useCase.getSnapshot();
    expect(snapshot.booking?.covers).toBe(4);
    expect(snapshot.token).toBe('token-2');
    expect(snapshot.message).toEqual({ kind: 'done', text: MANAGE_MESSAGES.amended });
  });

  it('given a cancellation, then it asks first, and once confirmed shows the cancelled booking', async () => {
    const useCase = createManageBookingUseCase({ manage: fakePort() });
    useCase.show(BOOKING);
    useCase.askCancel();
    expect(useCase.getSnapshot().confirmingCancel).toBe(true);
    useCase.keepBooking();
    expect(useCase.getSnapshot().confirmingCancel).toBe(false);
    useCase.askCancel();
    expect(await useCase.cancel()).toBe(true);
    expect(useCase.getSnapshot()).toMatchObject({ confirmingCancel: false, booking: { status: 'cancelled' }, message: { kind: 'done', text: MANAGE_MESSAGES.cancelledNow } });
  });

  it("given a refusal, then the API's words and the field it names; nothing else changes", async () => {
    const useCase = createManageBookingUseCase({ manage: fakePort({ amend: async () => fail({ code: null, status: 409, message: MANAGE_MESSAGES.slotFull, field: 'time' }) }) });
    useCase.show(BOOKING);
    expect(await useCase.amend({ time: '20:00' })).toBe(false);
    expect(useCase.getSnapshot()).toMatchObject({ booking: BOOKING, busy: false, message: { kind: 'error', text: MANAGE_MESSAGES.slotFull, field: 'time' } });
  });

  it('given a lookup that finds nothing, then the generic words and no link', async () => {
    const useCase = createManageBookingUseCase({ manage: fakePort({ lookup: async () => fail({ code: null, status: 404, message: MANAGE_MESSAGES.lookupNotFound }) }) });
    expect(await useCase.lookup(' cvab12cd ', 'a@b.example')).toBeNull();
    expect(useCase.getSnapshot().message?.text).toBe(MANAGE_MESSAGES.lookupNotFound);
  });

  it('given a port that throws, then a failure in words, never an exception', async () => {
    const useCase = createManageBookingUseCase({ manage: fakePort({ getBooking: async () => { throw new Error('boom'); } }) });
    expect(await useCase.load('token-1')).toBe(false);
    expect(useCase.getSnapshot()).toMatchObject({ status: 'failed', message: { kind: 'error', text: MANAGE_MESSAGES.failed } });
  });

  it('given two questions about times, then only the newer answer is kept', async () => {
    let release: (() => void) | undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const port = fakePort({
      getTimes: async (_token, { date }) => {
        if (date === '2026-11-26') await slow;
        return ok([{ time: date === '2026-11-26' ? '18:00' : '21:00', canEnquire: false }]);
      },
    });
    const useCase = createManageBookingUseCase({ manage: port });
    useCase.show(BOOKING);
    const first = useCase.loadTimes('2026-11-26', 2);
    expect(await useCase.loadTimes('2026-11-27', 2)).toBe(true);
    release?.();
    expect(await first).toBe(false);
    expect(useCase.getSnapshot().times).toEqual([{ time: '21:00', canEnquire: false }]);
  });

  it('given a lookup that finds the booking, then its link; a failed times question or cancellation says why and changes nothing', async () => {
    const refused = fail({ code: null, status: 409, message: MANAGE_MESSAGES.cutOff(120) });
    const useCase = createManageBookingUseCase({ manage: fakePort({ getTimes: async () => refused, cancel: async () => refused }) });
    expect(await useCase.lookup('cvab12cd', ' a@b.example ')).toEqual({ token: 'token-1', manageUrl: BOOKING.manageUrl });
    expect(await useCase.loadTimes('2026-11-26', 2)).toBe(false);
    useCase.show(BOOKING);
    expect(await useCase.loadTimes('2026-11-26', 2)).toBe(false);
    expect(useCase.getSnapshot()).toMatchObject({ times: [], timesLoading: false, message: { kind: 'error', text: MANAGE_MESSAGES.cutOff(120) } });
    useCase.askCancel();
    expect(await useCase.cancel()).toBe(false);
    expect(useCase.getSnapshot()).toMatchObject({ booking: BOOKING, confirmingCancel: false, busy: false, message: { text: MANAGE_MESSAGES.cutOff(120) } });
  });

  it('given no booking shown, then amending and cancelling do nothing; a booking that cannot change is never asked to cancel', async () => {
    const port = fakePort();
    const useCase = createManageBookingUseCase({ manage: port });
    expect(await useCase.amend({ adults: 3 })).toBe(false);
    expect(await useCase.cancel()).toBe(false);
    useCase.show({ ...BOOKING, changeable: false });
    useCase.askCancel();
    expect(useCase.getSnapshot().confirmingCancel).toBe(false);
  });

  it('given a failure without words, then what its status means', () => {
    expect(manageFailureMessage({ code: null, status: 404 }).text).toBe(MANAGE_MESSAGES.linkInvalid);
    expect(manageFailureMessage({ code: null, status: 410 }).text).toBe(MANAGE_MESSAGES.linkExpired);
    expect(manageFailureMessage(null).text).toBe(MANAGE_MESSAGES.failed);
  });
});
