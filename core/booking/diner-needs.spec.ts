// The party's needs (issue 14, item 5): what the form may tick, what the API accepts (naming the exact
// field it refuses), how a stored booking's needs are read back, and how they read in the e-mail.
import { DINER_NEEDS } from '../constants';
import { dinerNeedsProblem, hasNeeds, needsInWords, noNeeds, readDinerNeeds, setNeed, type DinerNeeds } from './diner-needs';

const needs = (over: Partial<DinerNeeds> = {}): DinerNeeds => ({ ...noNeeds(), ...over });

describe('the needs a diner can choose', () => {
  it('lists the UK’s 14 declarable allergens, each once', () => {
    expect(DINER_NEEDS.allergens).toHaveLength(14);
    expect(new Set(DINER_NEEDS.allergens).size).toBe(14);
    expect(DINER_NEEDS.allergens).toContain('peanuts');
    expect(DINER_NEEDS.access).toEqual(['wheelchair', 'step-free']);
  });

  it('given none ticked, then the booking has no needs; given a flag or a choice, then it has', () => {
    expect(hasNeeds(noNeeds())).toBe(false);
    expect(hasNeeds(needs({ pram: true }))).toBe(true);
    expect(hasNeeds(needs({ diets: ['vegan'] }))).toBe(true);
  });
});

describe('ticking and unticking a need', () => {
  it('given milk then celery ticked, then the allergens keep the list’s order, and unticking milk leaves celery', () => {
    const ticked = setNeed(setNeed(noNeeds(), 'allergens', 'milk', true), 'allergens', 'celery', true);
    expect(ticked.allergens).toEqual(['celery', 'milk']);
    expect(setNeed(ticked, 'allergens', 'milk', false).allergens).toEqual(['celery']);
  });

  it('given a high chair ticked, then the flag is on; unticked, off', () => {
    const on = setNeed(noNeeds(), 'highChair', null, true);
    expect(on.highChair).toBe(true);
    expect(setNeed(on, 'highChair', null, false).highChair).toBe(false);
  });

  it.each([
    ['an unknown allergen', 'allergens', 'chocolate', true],
    ['a diet under allergens', 'allergens', 'vegan', true],
    ['no value for a list', 'access', null, true],
    ['an unknown list', 'pets', 'dog', true],
    ['unticking what is not ticked', 'diets', 'halal', false],
    ['a flag already off', 'pram', null, false],
  ])('given %s, then nothing changes (the same needs come back)', (_case, need, value, on) => {
    const before = noNeeds();
    expect(setNeed(before, need as 'allergens', value as string | null, on as boolean)).toBe(before);
  });
});

describe('needs as the API receives them', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty object', {}],
    ['every kind', { allergens: ['milk', 'peanuts'], diets: ['vegan'], access: ['wheelchair', 'step-free'], highChair: true, pram: false }],
    ['all 14 allergens', { allergens: [...DINER_NEEDS.allergens] }],
  ])('given %s, then there is no problem', (_case, input) => {
    expect(dinerNeedsProblem(input)).toBeNull();
  });

  it.each([
    ['a list', '', ['milk'], 'Needs is not valid'],
    ['text', '', 'nuts', 'Needs is not valid'],
    ['a field that is not a need', 'pets', { pets: ['dog'] }, 'Pets is not an accepted field'],
    ['allergens as text', 'allergens', { allergens: 'milk' }, 'Allergens is not valid'],
    ['an unknown third allergen', 'allergens[2]', { allergens: ['milk', 'eggs', 'chocolate'] }, 'Allergens is not valid'],
    ['an allergen twice', 'allergens[1]', { allergens: ['milk', 'milk'] }, 'Allergens is not valid'],
    ['a number in the diets', 'diets[0]', { diets: [7] }, 'Diets is not valid'],
    ['more access needs than there are', 'access', { access: ['wheelchair', 'step-free', 'wheelchair'] }, 'Access is too long'],
    ['a high chair as text', 'highChair', { highChair: 'yes' }, 'High chair is not valid'],
  ])('given %s, then the problem names “%s”', (_case, field, input, message) => {
    expect(dinerNeedsProblem(input)).toMatchObject({ field, message });
  });
});

describe('needs read back from a stored booking', () => {
  it('given an older booking without needs, then it has none', () => {
    expect(readDinerNeeds(null)).toEqual(noNeeds());
    expect(readDinerNeeds(['milk'])).toEqual(noNeeds());
  });

  it('given stored needs with an unknown value and lists out of order, then the known ones in the list’s order', () => {
    expect(readDinerNeeds({ allergens: ['sesame', 'celery', 'cocoa'], diets: 'vegan', access: ['step-free'], highChair: 'yes', pram: true })).toEqual(
      needs({ allergens: ['celery', 'sesame'], access: ['step-free'], pram: true }),
    );
  });
});

describe('needs in words, for the e-mail and the manage page', () => {
  it('given allergies, a diet, access and both flags, then one line each, allergies together', () => {
    expect(
      needsInWords(needs({ allergens: ['milk', 'nuts'], diets: ['gluten-free'], access: ['wheelchair'], highChair: true, pram: true })),
    ).toEqual(['Allergies: Milk, Tree nuts', 'Gluten-free', 'Wheelchair space', 'High chair', 'Room for a pram']);
  });

  it('given none, then no words', () => {
    expect(needsInWords(noNeeds())).toEqual([]);
  });
});
