import { aJourney, aJourneyReadyToBook, aSlot } from '../../tests/builders/booking.builder';
import { BLOCKER_MESSAGES, dateBeyondHorizonMessage } from '../errors/messages';
import { blocker, canContinueFrom, dateBlocker, stepBlockers, type BlockerFacts } from './booking-blockers';
import { bookingSubmitted, requirementsRequested, selectDate, setStepFlags, type BookingJourney } from './booking-journey';
import type { BookingWindow } from './booking-window';

const WINDOW: BookingWindow = { first: '2025-06-10', last: '2025-12-07' };

function facts(journey: BookingJourney, overrides: Partial<BlockerFacts> = {}): BlockerFacts {
  return {
    journey,
    window: WINDOW,
    submitting: false,
    requirementsReady: true,
    liveWidget: false,
    customerValid: true,
    cardNeeded: false,
    ...overrides,
  };
}

const keys = (journey: BookingJourney, overrides: Partial<BlockerFacts> = {}) => {
  const blockers = stepBlockers(facts(journey, overrides));
  return { 1: blockers[1].map((b) => b.key), 2: blockers[2].map((b) => b.key), 3: blockers[3].map((b) => b.key) };
};

describe('what blocks a booking step', () => {
  it('given everything a booking needs, then no step is blocked and every step can go on', () => {
    const blockers = stepBlockers(facts(aJourneyReadyToBook()));
    expect(blockers).toEqual({ 1: [], 2: [], 3: [] });
    expect(canContinueFrom(blockers)).toEqual({ 1: true, 2: true, 3: true });
  });

  it('given no restaurant, then every step asks for one (and not yet for an occasion)', () => {
    expect(keys(aJourney({ storeId: null }))[1]).toEqual(['noRestaurant']);
  });

  it('given a restaurant with its own live widget, then the journey does not book it', () => {
    expect(keys(aJourneyReadyToBook(), { liveWidget: true })[1]).toEqual(['liveWidget']);
  });

  it('given no occasion once the occasions are known, then one is asked for; while they load, the step is loading', () => {
    expect(keys(aJourney())[1]).toEqual(['noOccasion']);
    expect(keys(setStepFlags(aJourney(), 1, { disabled: true, spinner: true }))[1]).toEqual(['loading']);
  });

  it('given a party outside the occasion’s limits, then the covers block every step', () => {
    expect(keys(aJourneyReadyToBook({ adultCovers: 9, coverSize: 9 }))).toEqual({
      1: ['coversOutOfRange'],
      2: ['coversOutOfRange'],
      3: ['coversOutOfRange'],
    });
  });

  it.each([
    ['today', '2025-06-10', []],
    ['yesterday', '2025-06-09', ['datePast']],
    ['the horizon’s last day', '2025-12-07', []],
    ['the day after it', '2025-12-08', ['dateBeyondHorizon']],
  ])('given %s, then step one’s date blockers are %p', (_case, date, expected) => {
    expect(keys(selectDate(aJourneyReadyToBook(), date))[1]).toEqual(expected);
  });

  it('given no date, or no usable window, then the date is invalid', () => {
    expect(keys(aJourneyReadyToBook({ selectedBookingDate: null }))[1]).toEqual(['dateInvalid']);
    expect(keys(aJourneyReadyToBook(), { window: null })[1]).toEqual(['dateInvalid']);
  });

  it('given a time the restaurant did not offer, then steps two and three are blocked, step one is not', () => {
    const journey = aJourneyReadyToBook({ slots: [aSlot({ time: '20:00' })] });
    expect(keys(journey)).toEqual({ 1: [], 2: ['timeNotOffered'], 3: ['timeNotOffered'] });
  });

  it('given requirements not loaded, invalid details and a card needed, then step three says all three', () => {
    expect(keys(aJourneyReadyToBook(), { requirementsReady: false, customerValid: false, cardNeeded: true })[3]).toEqual([
      'requirementsNotLoaded',
      'customerInvalid',
      'cardNeeded',
    ]);
  });

  it('given the requirements loading, then step three is loading rather than missing them', () => {
    expect(keys(requirementsRequested(aJourneyReadyToBook()), { requirementsReady: false })[3]).toEqual(['loading']);
  });

  it('given slots loading, then steps two and three are loading', () => {
    const journey = setStepFlags(aJourneyReadyToBook(), 2, { disabled: true, spinner: true });
    expect(keys(journey)).toMatchObject({ 1: [], 2: ['loading'], 3: ['loading'] });
  });

  it('given the booking on its way, then every step says so, once', () => {
    expect(keys(bookingSubmitted(aJourneyReadyToBook()), { submitting: true })).toEqual({
      1: ['submitting'],
      2: ['submitting'],
      3: ['submitting'],
    });
  });

  it('given the booking made, then every step says so', () => {
    expect(keys(aJourneyReadyToBook({ thanks: true }))[2]).toEqual(['bookingMade']);
  });

  it('given a key, then its words come from the catalogue', () => {
    expect(blocker('datePast')).toEqual({ key: 'datePast', message: BLOCKER_MESSAGES.datePast });
    expect(blocker('cardNeeded').message).toBe(BLOCKER_MESSAGES.cardNeeded);
    expect(blocker('dateBeyondHorizon', 30).message).toBe(dateBeyondHorizonMessage(30));
    expect(blocker('dateBeyondHorizon').message).toBe('Choose a date within the next 90 days.');
  });

  it.each([
    ['2025-06-10', null],
    ['2025-06-09', 'datePast'],
    ['2025-12-08', 'dateBeyondHorizon'],
    ['2025-02-30', 'dateInvalid'],
    [42, 'dateInvalid'],
  ])('given the date %p, then its blocker is %p', (date, key) => {
    expect(dateBlocker(date, WINDOW)?.key ?? null).toBe(key);
  });
});
