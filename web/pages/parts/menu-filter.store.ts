// The menu page's dietary filters, kept in the browser, as a MobX binding over core's rules (menu-filter):
// what the diner ticked is observable; which dishes show, and how many, core decides. The site's menu pages
// and the kiosk each hold one.
import { makeAutoObservable } from 'mobx';
import { dishesShown, dishShown, menuFilterActive, NO_MENU_FILTER, toggledName, type MenuFilter, type MenuItem, type MenuSection } from '@tavola/core/content';

export class MenuFilterStore {
  filter: MenuFilter = NO_MENU_FILTER;

  constructor() {
    makeAutoObservable(this);
  }

  /** Tags a dish must carry. */
  get only(): readonly string[] {
    return this.filter.only;
  }

  /** Warning tags a dish must not carry. */
  get withoutTags(): readonly string[] {
    return this.filter.withoutTags;
  }

  /** Allergens a dish must not contain. */
  get withoutAllergens(): readonly string[] {
    return this.filter.withoutAllergens;
  }

  /** The calorie limit chosen, or null for any. */
  get maxKcal(): number | null {
    return this.filter.maxKcal;
  }

  get active(): boolean {
    return menuFilterActive(this.filter);
  }

  setMaxKcal(maxKcal: number | null): void {
    this.filter = { ...this.filter, maxKcal };
  }

  toggleOnly(name: string): void {
    this.filter = { ...this.filter, only: toggledName(this.filter.only, name) };
  }

  toggleWithoutTag(name: string): void {
    this.filter = { ...this.filter, withoutTags: toggledName(this.filter.withoutTags, name) };
  }

  toggleWithoutAllergen(name: string): void {
    this.filter = { ...this.filter, withoutAllergens: toggledName(this.filter.withoutAllergens, name) };
  }

  clear(): void {
    this.filter = NO_MENU_FILTER;
  }

  shows(item: MenuItem): boolean {
    return dishShown(item, this.filter);
  }

  /** How many of a menu's dishes show, and how many there are. */
  count(sections: readonly MenuSection[]): { shown: number; total: number } {
    return dishesShown(sections, this.filter);
  }
}
