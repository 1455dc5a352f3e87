// The menu's dietary filters (spec section 3, menus): which dishes a diner sees once they tick what they want
// only (Vegetarian also takes vegan dishes), what to leave out (warning tags such as 'Contains nuts', and
// allergens) and a calorie limit (underCalories). The site's menu pages and the kiosk filter by these.
import { menuItems, underCalories } from './menu-rules';
import type { MenuItem, MenuSection } from './content.models';

/** What the diner ticked. */
export interface MenuFilter {
  /** Tags a dish must carry. */
  readonly only: readonly string[];
  /** Warning tags a dish must not carry. */
  readonly withoutTags: readonly string[];
  /** Allergens a dish must not contain. */
  readonly withoutAllergens: readonly string[];
  /** The calorie limit chosen ('Under 600 kcal'), or null for any. */
  readonly maxKcal: number | null;
}

export const NO_MENU_FILTER: MenuFilter = { only: [], withoutTags: [], withoutAllergens: [], maxKcal: null };

/** Tags that warn rather than promise ('Contains nuts', 'Spicy'): a diner leaves them out, never asks only for them. */
export function isWarningTag(name: string): boolean {
  return /^contains\b/i.test(name) || /^spicy$/i.test(name);
}

/** The dietary key split as the filters offer it: tags to show only, and warning tags to leave out. */
export function dietaryFilterGroups<T extends { name: string }>(key: readonly T[]): { only: T[]; without: T[] } {
  return { only: key.filter((k) => !isWarningTag(k.name)), without: key.filter((k) => isWarningTag(k.name)) };
}

const VEGETARIAN = /^vegetarian$/i;
const VEGAN = /^vegan$/i;

/** Whether a dish carries a tag; a vegan dish is a vegetarian one too, though the menu tags it only once. */
export function dishHasTag(item: MenuItem, name: string): boolean {
  const names = (item.dietaryTags ?? []).map((tag) => tag.name);
  if (names.includes(name)) return true;
  return VEGETARIAN.test(name) && names.some((tag) => VEGAN.test(tag));
}

/** Whether anything is ticked. */
export function menuFilterActive(filter: MenuFilter): boolean {
  return filter.only.length + filter.withoutTags.length + filter.withoutAllergens.length > 0 || filter.maxKcal !== null;
}

/** Whether a dish shows: every "only" tag carried, no left-out tag or allergen, under the calorie limit. */
export function dishShown(item: MenuItem, filter: MenuFilter): boolean {
  if (!filter.only.every((name) => dishHasTag(item, name))) return false;
  if (filter.withoutTags.some((name) => (item.dietaryTags ?? []).some((tag) => tag.name === name))) return false;
  if (!underCalories(item, filter.maxKcal)) return false;
  const allergens = item.allergens ?? [];
  return !filter.withoutAllergens.some((allergen) => allergens.includes(allergen));
}

/** How many of a menu's dishes show, and how many there are. */
export function dishesShown(sections: readonly MenuSection[], filter: MenuFilter): { shown: number; total: number } {
  const items = menuItems(sections);
  return { shown: items.filter((item) => dishShown(item, filter)).length, total: items.length };
}

/** A list with `name` added, or taken out when it was there (a ticked box ticked again). */
export function toggledName(list: readonly string[], name: string): string[] {
  return list.includes(name) ? list.filter((n) => n !== name) : [...list, name];
}
