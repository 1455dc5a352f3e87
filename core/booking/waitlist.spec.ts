import { BOOKING } from '../constants';
import { waitlistEntryExpired, waitlistLargestParty, waitlistPartyRefusal, type WaitlistPartyRules } from './waitlist';

// York as seeded: four covers a slot, a card above four.
const YORK: WaitlistPartyRules = { coversPerSlot: 4, cardGuaranteeAbove: 4, maxCovers: 8 };

describe('which parties the waitlist takes', () => {
  it('given a party that fits a slot and needs no card, then it is taken', () => {
    expect(waitlistPartyRefusal(4, YORK)).toBeNull();
    expect(waitlistPartyRefusal(1, YORK)).toBeNull();
  });

  it('given a party of five at York, then no slot seats it, which is said before the card', () => {
    expect(waitlistPartyRefusal(5, YORK)).toBe('tooLarge');
  });

  it('given a party that fits a slot but is above the card threshold, then it needs a card', () => {
    expect(waitlistPartyRefusal(7, { coversPerSlot: 40, cardGuaranteeAbove: 6, maxCovers: 12 })).toBe('cardNeeded');
  });

  it('given a party above the occasion’s maximum, then it is too large however roomy the slot', () => {
    expect(waitlistPartyRefusal(9, { coversPerSlot: 40, cardGuaranteeAbove: 12, maxCovers: 8 })).toBe('tooLarge');
  });

  it('given no occasion maximum, then core’s largest booking is the limit', () => {
    expect(waitlistPartyRefusal(BOOKING.maxCovers + 1, { coversPerSlot: 99, cardGuaranteeAbove: 99 })).toBe('tooLarge');
    expect(waitlistLargestParty({ coversPerSlot: 99, cardGuaranteeAbove: 99 })).toBe(BOOKING.maxCovers);
  });

  it('the largest party taken is the smallest of the three limits, and every party up to it is taken', () => {
    expect(waitlistLargestParty(YORK)).toBe(4);
    expect(waitlistLargestParty({ coversPerSlot: 40, cardGuaranteeAbove: 6, maxCovers: 12 })).toBe(6);
    expect(waitlistLargestParty({ coversPerSlot: 0, cardGuaranteeAbove: 6 })).toBe(0);
    for (let covers = 1; covers <= 6; covers += 1) expect(waitlistPartyRefusal(covers, { coversPerSlot: 40, cardGuaranteeAbove: 6, maxCovers: 12 })).toBeNull();
  });
});

describe('when a waiting entry expires', () => {
  // 25 November 2026, London (GMT): 19:30 on the wall clock.
  const AT_1930 = Date.UTC(2026, 10, 25, 19, 30);
  const ENTRY = { date: '2026-11-25', timeTo: '20:00' };

  it('given a window still to end, then it waits on', () => {
    expect(waitlistEntryExpired(ENTRY, AT_1930)).toBe(false);
    expect(waitlistEntryExpired({ date: '2026-11-26', timeTo: '12:00' }, AT_1930)).toBe(false);
  });

  it('given its last time has come or passed, then it has expired', () => {
    expect(waitlistEntryExpired({ ...ENTRY, timeTo: '19:30' }, AT_1930)).toBe(true);
    expect(waitlistEntryExpired({ ...ENTRY, timeTo: '19:00' }, AT_1930)).toBe(true);
    expect(waitlistEntryExpired({ date: '2026-11-24', timeTo: '22:00' }, AT_1930)).toBe(true);
  });

  it('given the restaurant’s summer clock, then the window ends on its wall clock, not UTC', () => {
    // 1 July 2026 18:30 UTC is 19:30 in London (BST).
    const summer = Date.UTC(2026, 6, 1, 18, 30);
    expect(waitlistEntryExpired({ date: '2026-07-01', timeTo: '20:00' }, summer)).toBe(false);
    expect(waitlistEntryExpired({ date: '2026-07-01', timeTo: '19:15' }, summer)).toBe(true);
  });

  it('given a date or time that cannot be read, then it is treated as expired', () => {
    expect(waitlistEntryExpired({ date: '2026-02-30', timeTo: '20:00' }, AT_1930)).toBe(true);
    expect(waitlistEntryExpired({ date: '2026-11-26', timeTo: 'late' }, AT_1930)).toBe(true);
  });
});
