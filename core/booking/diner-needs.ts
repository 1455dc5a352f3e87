// The party's needs on step three of a booking (issue 14, item 5): allergies (the 14 declarable
// allergens), diets, access (a wheelchair space, step-free access), a high chair and room for a pram. One
// rule set, used by the booking form, the use-case's payload and the API alike: every list holds known
// values once each (so never more than its choices), the two flags are booleans, nothing else is accepted.
import { DINER_NEEDS } from '../constants';
import { validationMessage, type ValidationKey } from '../validation/validation-messages';

export type Allergen = (typeof DINER_NEEDS.allergens)[number];
export type Diet = (typeof DINER_NEEDS.diets)[number];
export type AccessNeed = (typeof DINER_NEEDS.access)[number];

export interface DinerNeeds {
  allergens: Allergen[];
  diets: Diet[];
  access: AccessNeed[];
  highChair: boolean;
  pram: boolean;
}

/** A list of needs and its choices, in the order the form shows them. */
export type NeedList = 'allergens' | 'diets' | 'access';
export type NeedFlag = 'highChair' | 'pram';

export const NEED_CHOICES: { readonly [L in NeedList]: readonly DinerNeeds[L][number][] } = DINER_NEEDS;

/** What each choice is called on the form, in the e-mail and on the manage page. */
export const NEED_LABELS: Record<Allergen | Diet | AccessNeed | NeedFlag, string> = {
  celery: 'Celery',
  'cereals containing gluten': 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphites',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  halal: 'Halal',
  kosher: 'Kosher',
  wheelchair: 'Wheelchair space',
  'step-free': 'Step-free access',
  highChair: 'High chair',
  pram: 'Room for a pram',
};

const LISTS: readonly NeedList[] = ['allergens', 'diets', 'access'];
const FLAGS: readonly NeedFlag[] = ['highChair', 'pram'];

export function noNeeds(): DinerNeeds {
  return { allergens: [], diets: [], access: [], highChair: false, pram: false };
}

export function hasNeeds(needs: DinerNeeds): boolean {
  return LISTS.some((list) => needs[list].length > 0) || FLAGS.some((flag) => needs[flag]);
}

/**
 * The needs with one choice ticked or unticked; kept in the choices' order. An unknown choice, or one already
 * as asked, changes nothing (the same object comes back).
 */
export function setNeed(needs: DinerNeeds, need: NeedList | NeedFlag, value: string | null, on: boolean): DinerNeeds {
  if (need === 'highChair' || need === 'pram') return needs[need] === on ? needs : { ...needs, [need]: on };
  if (!LISTS.includes(need)) return needs;
  const choices = NEED_CHOICES[need] as readonly string[];
  if (typeof value !== 'string' || !choices.includes(value)) return needs;
  const chosen = new Set<string>(needs[need]);
  // Ticking what is ticked (or unticking what is not) is no change: the same needs come back.
  if (chosen.has(value) === on) return needs;
  if (on) chosen.add(value);
  else chosen.delete(value);
  return { ...needs, [need]: choices.filter((choice) => chosen.has(choice)) };
}

export interface NeedsProblem {
  /** Relative to the needs object: 'allergens[2]', 'highChair', 'pets'; '' for the object itself. */
  field: string;
  key: ValidationKey;
  message: string;
}

const problem = (field: string, key: ValidationKey, label: string): NeedsProblem => ({ field, key, message: validationMessage(label, key) });

/**
 * The first thing wrong with needs as sent (undefined and null mean none): a field that is not a need, a
 * list that is not a list of known choices each given once, a flag that is not a boolean. Null when fine.
 */
export function dinerNeedsProblem(input: unknown): NeedsProblem | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return problem('', 'invalid', 'needs');
  const given = input as Record<string, unknown>;
  for (const field of Object.keys(given)) {
    if (!(LISTS as readonly string[]).includes(field) && !(FLAGS as readonly string[]).includes(field)) return problem(field, 'unknown', field);
  }
  for (const list of LISTS) {
    const value = given[list];
    if (value === undefined) continue;
    const choices = NEED_CHOICES[list] as readonly string[];
    if (!Array.isArray(value)) return problem(list, 'invalid', list);
    if (value.length > choices.length) return problem(list, 'tooLong', list);
    const seen = new Set<unknown>();
    for (const [index, item] of value.entries()) {
      if (typeof item !== 'string' || !choices.includes(item) || seen.has(item)) return problem(`${list}[${index}]`, 'invalid', list);
      seen.add(item);
    }
  }
  for (const flag of FLAGS) {
    if (given[flag] !== undefined && typeof given[flag] !== 'boolean') return problem(flag, 'invalid', flag);
  }
  return null;
}

/**
 * Needs read from anywhere (a request that passed dinerNeedsProblem, a stored booking, an older booking
 * without any): unknown values are dropped, missing ones are none, lists come back in the choices' order.
 */
export function readDinerNeeds(input: unknown): DinerNeeds {
  const given = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const list = <L extends NeedList>(name: L): DinerNeeds[L] => {
    const value = Array.isArray(given[name]) ? (given[name] as unknown[]) : [];
    return (NEED_CHOICES[name] as readonly string[]).filter((choice) => value.includes(choice)) as DinerNeeds[L];
  };
  return { allergens: list('allergens'), diets: list('diets'), access: list('access'), highChair: given.highChair === true, pram: given.pram === true };
}

/**
 * The needs in words, one line per kind, for the e-mail and the manage page: 'Allergies: Milk, Peanuts',
 * 'Vegan', 'Wheelchair space', 'High chair'. None: an empty list.
 */
export function needsInWords(needs: DinerNeeds): string[] {
  const words: string[] = [];
  if (needs.allergens.length > 0) words.push(`Allergies: ${needs.allergens.map((a) => NEED_LABELS[a]).join(', ')}`);
  for (const diet of needs.diets) words.push(NEED_LABELS[diet]);
  for (const access of needs.access) words.push(NEED_LABELS[access]);
  for (const flag of FLAGS) if (needs[flag]) words.push(NEED_LABELS[flag]);
  return words;
}
