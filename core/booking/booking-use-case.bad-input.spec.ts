// Bad input from a UI, a kiosk's touch screen or a script: every command of the booking use-case, at every
// step, given values of every wrong kind. None may throw or reject, and nothing a screen shows may become
// NaN, Infinity or 'Invalid Date'; what cannot be used is refused (false) and leaves the journey as it was.
import { aMenu, anOccasion, aSlot } from '../../tests/builders/booking.builder';
import { ok } from '../shared/api-result';
import { createBookingUseCase, type BookingUseCase } from './booking-use-case';
import type { BookableRestaurant } from './booking-snapshot';
import { FakeBookingApi, FakeGeolocation, FakePayments, FakePlaceSearch, FixedClock, RecordingAnalytics } from './testing/fake-booking-ports';

const NOW = Date.UTC(2025, 5, 10, 9);
const SATURDAY = '2025-06-14';
const RESTAURANTS: BookableRestaurant[] = [
  { storeId: 'A', title: 'Leeds', lat: 53.8, lng: -1.54 },
  { storeId: 'B', title: 'York', lat: 53.96, lng: -1.08 },
];

const BAD_VALUES: unknown[] = [
  undefined, null, '', '   ', 'unknown', 'Invalid Date', '2025-02-30', '25/06/2025', '9999-99-99', '24:00', '19:61', '-1',
  Number.NaN, Number.POSITIVE_INFINITY, -1, 1e308, 0.5, true, {}, [], ['A'], { storeId: 'A' }, () => 'A', Symbol('A'),
];

function aUseCase(): BookingUseCase<BookableRestaurant> {
  const booking = new FakeBookingApi()
    .always('getOccasions', ok([anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 8 })]))
    .always('getAreas', ok([]))
    .always('getMenus', ok([aMenu({ id: 'a-la-carte' })]))
    .always('getSlots', ok([aSlot({ time: '19:00' }), aSlot({ time: '19:30' })]))
    .always('getRequirements', ok({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false }))
    .always('checkAvailability', { success: true, stores: [] });
  const payments = new FakePayments().always('getClientToken', ok('token'));
  return createBookingUseCase(
    {
      booking,
      payments,
      clock: new FixedClock(NOW),
      analytics: new RecordingAnalytics(),
      geo: new FakePlaceSearch().always('searchByText', ok({ origin: null })),
      geolocation: new FakeGeolocation().always('currentPosition', { ok: false }),
    },
    { restaurants: RESTAURANTS, storeId: 'A', date: SATURDAY },
  );
}

/** Every command with one bad argument where it takes one. */
function commandsWith(useCase: BookingUseCase<BookableRestaurant>, bad: unknown): Array<[string, () => unknown]> {
  const u = useCase as unknown as Record<string, (...args: unknown[]) => unknown>;
  return [
    ['chooseRestaurant', () => u.chooseRestaurant?.(bad)],
    ['chooseOccasion', () => u.chooseOccasion?.(bad)],
    ['changeCovers', () => u.changeCovers?.({ adults: bad, children: bad })],
    ['changeCovers (not an object)', () => u.changeCovers?.(bad)],
    ['chooseDate', () => u.chooseDate?.(bad)],
    ['chooseTime', () => u.chooseTime?.(bad)],
    ['chooseMenu', () => u.chooseMenu?.(bad)],
    ['chooseArea', () => u.chooseArea?.(bad)],
    ['changeCustomerField', () => u.changeCustomerField?.(bad, bad)],
    ['changeCustomerField (text)', () => u.changeCustomerField?.('email', bad)],
    ['touchCustomerField', () => u.touchCustomerField?.(bad)],
    ['changeOptIn', () => u.changeOptIn?.(bad, bad)],
    ['changeNeed', () => u.changeNeed?.(bad, bad, bad)],
    ['changeNeed (choice)', () => u.changeNeed?.('allergens', bad, true)],
    ['guaranteeWithCard', () => u.guaranteeWithCard?.(bad)],
    ['goToStep', () => u.goToStep?.(bad)],
    ['changeSearchQuery', () => u.changeSearchQuery?.(bad)],
    ['searchNearby', () => u.searchNearby?.(bad)],
    ['findAlternatives', () => u.findAlternatives?.(bad)],
    ['chooseAlternative', () => u.chooseAlternative?.(bad)],
    ['dateProblem', () => u.dateProblem?.(bad)],
    ['setRestaurants', () => u.setRestaurants?.(bad)],
    ['reset', () => u.reset?.(bad)],
  ];
}

/**
 * Every number a screen could show from the snapshot that is not finite, and every text that reads like a
 * value gone wrong ('NaN', 'Invalid Date', 'undefined', '[object Object]'), unless the diner typed that very
 * text (it is then their words, kept as typed).
 */
function unshowable(value: unknown, typed: unknown, where = 'snapshot', seen = new Set<unknown>()): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${where} = ${value}`];
  if (typeof value === 'string') {
    const echoed = typeof typed === 'string' && typed.trim() !== '' && value.includes(typed.trim());
    return !echoed && /Invalid Date|NaN|undefined|\[object Object\]/.test(value) ? [`${where} = '${value}'`] : [];
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) => unshowable(inner, typed, `${where}.${key}`, seen));
}

async function toStep(useCase: BookingUseCase<BookableRestaurant>, step: 1 | 2 | 3): Promise<void> {
  await useCase.start();
  if (step >= 2) await useCase.loadSlots();
  if (step >= 3) await useCase.loadRequirements();
}

describe('the booking use-case given bad input', () => {
  it.each([1, 2, 3] as const)('given step %s, when every command gets every bad value, then none throws or rejects and the snapshot shows nothing broken', async (step) => {
    for (const bad of BAD_VALUES) {
      const useCase = aUseCase();
      await toStep(useCase, step);
      expect(useCase.getSnapshot().currentStep).toBe(step);
      for (const [name, command] of commandsWith(useCase, bad)) {
        let outcome: unknown;
        try {
          outcome = await command();
        } catch (error) {
          throw new Error(`${name}(${String(typeof bad === 'symbol' ? 'Symbol' : bad)}) threw at step ${step}: ${String(error)}`);
        }
        expect({ name, outcome: typeof outcome }).toEqual({ name, outcome: expect.stringMatching(/^(boolean|object|undefined)$/) });
        expect({ name, bad: String(typeof bad === 'symbol' ? 'Symbol' : bad), problems: unshowable(useCase.getSnapshot(), bad) }).toEqual({
          name,
          bad: String(typeof bad === 'symbol' ? 'Symbol' : bad),
          problems: [],
        });
      }
    }
  });

  it('given a bad date, time, occasion or restaurant, then it is refused with false and the journey keeps its choices', async () => {
    const useCase = aUseCase();
    await toStep(useCase, 2);
    const before = useCase.getSnapshot().journey;
    for (const bad of BAD_VALUES) {
      expect(await useCase.chooseDate(bad)).toBe(false);
      expect({ bad: String(typeof bad === 'symbol' ? 'Symbol' : bad), chosen: useCase.chooseTime(bad) }).toEqual({ bad: String(typeof bad === 'symbol' ? 'Symbol' : bad), chosen: false });
      expect(useCase.chooseOccasion(bad)).toBe(false);
      if (bad !== 'A' && !(Array.isArray(bad) && bad[0] === 'A')) expect(await useCase.chooseRestaurant(bad)).toBe(false);
    }
    const after = useCase.getSnapshot().journey;
    expect({ date: after.selectedBookingDate, time: after.selectedBookingTime, occasion: after.selectedOccasion?.id, store: after.storeId }).toEqual({
      date: before.selectedBookingDate,
      time: before.selectedBookingTime,
      occasion: before.selectedOccasion?.id,
      store: before.storeId,
    });
  });

  it('given a malformed date, then dateProblem names it invalid rather than past or beyond the horizon', () => {
    const useCase = aUseCase();
    for (const bad of ['Invalid Date', '2025-02-30', '25/06/2025', '', null, Number.NaN, {}]) {
      expect(useCase.dateProblem(bad)?.key).toBe('dateInvalid');
    }
  });
});
