// The menu page's dietary filters, kept in the browser: dishes shown only when they carry every "show
// only" tag ticked (Vegetarian also takes vegan dishes), none of the tags or allergens ticked to leave out,
// and, with a calorie limit chosen, a figure under it (core's underCalories decides).
import { makeAutoObservable } from 'mobx';
import { menuItems, underCalories, type MenuItem, type MenuSection } from '@tavola/core/content';
import type { DietaryKeyEntry } from '../../page-data';

/** Tags that warn rather than promise ('Contains nuts', 'Spicy'): a diner leaves them out, never asks only for them. */
export function isWarningTag(name: string): boolean {
  return /^contains\b/i.test(name) || /^spicy$/i.test(name);
}

const VEGETARIAN = /^vegetarian$/i;
const VEGAN = /^vegan$/i;

function hasTag(item: MenuItem, name: string): boolean {
  const names = (item.dietaryTags ?? []).map((tag) => tag.name);
  if (names.includes(name)) return true;
  // A vegan dish is a vegetarian one too, though the menu tags it only once.
  return VEGETARIAN.test(name) && names.some((tag) => VEGAN.test(tag));
}

export class MenuFilterStore {
  /** Tags a dish must carry. */
  only: string[] = [];
  /** Warning tags a dish must not carry. */
  withoutTags: string[] = [];
  /** Allergens a dish must not contain. */
  withoutAllergens: string[] = [];
  /** The calorie limit chosen ('Under 600 kcal'), or null for any. */
  maxKcal: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get active(): boolean {
    return this.only.length + this.withoutTags.length + this.withoutAllergens.length > 0 || this.maxKcal !== null;
  }

  setMaxKcal(maxKcal: number | null): void {
    this.maxKcal = maxKcal;
  }

  toggleOnly(name: string): void {
    this.only = toggle(this.only, name);
  }

  toggleWithoutTag(name: string): void {
    this.withoutTags = toggle(this.withoutTags, name);
  }

  toggleWithoutAllergen(name: string): void {
    this.withoutAllergens = toggle(this.withoutAllergens, name);
  }

  clear(): void {
    this.only = [];
    this.withoutTags = [];
    this.withoutAllergens = [];
    this.maxKcal = null;
  }

  shows(item: MenuItem): boolean {
    if (!this.only.every((name) => hasTag(item, name))) return false;
    if (this.withoutTags.some((name) => (item.dietaryTags ?? []).some((tag) => tag.name === name))) return false;
    if (!underCalories(item, this.maxKcal)) return false;
    const allergens = item.allergens ?? [];
    return !this.withoutAllergens.some((allergen) => allergens.includes(allergen));
  }

  /** How many of a menu's dishes show, and how many there are. */
  count(sections: readonly MenuSection[]): { shown: number; total: number } {
    const items = menuItems(sections);
    return { shown: items.filter((item) => this.shows(item)).length, total: items.length };
  }
}

export function filterGroups(key: readonly DietaryKeyEntry[]): { only: DietaryKeyEntry[]; without: DietaryKeyEntry[] } {
  return { only: key.filter((k) => !isWarningTag(k.name)), without: key.filter((k) => isWarningTag(k.name)) };
}

function toggle(list: string[], name: string): string[] {
  return list.includes(name) ? list.filter((n) => n !== name) : [...list, name];
}
