import { BOOKING } from '../constants';
import { waitlistLargestParty, waitlistPartyRefusal, type WaitlistPartyRules } from './waitlist';

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
