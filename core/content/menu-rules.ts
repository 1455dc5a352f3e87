// What a menu says about calories and allergens, and whether a menu document is fit to publish (issue 17):
// the kcal a dish shows next to its price, the calorie filter, the allergen guide's rows, and the checks
// the content API runs on a menu before storing it. The front-ends and the API only call these.
import { MENU } from '../constants';
import type { Menu, MenuItem, MenuSection } from './content.models';
import { partnerWidgetHeightProblem } from './partner-widget';

/** What a dish without a kcal figure shows, instead of a misleading 0. */
export const CALORIES_NOT_AVAILABLE = 'Calories not available';

/** Every dish of a menu, sections before their subsections, in menu order. */
export function menuItems(sections: readonly MenuSection[]): MenuItem[] {
  return sections.flatMap((section) => [...section.items, ...menuItems(section.subsections ?? [])]);
}

/** A kcal figure as the menu prints it: '540 kcal', or 'Calories not available' when there is none. */
export function kcalLabel(kcal: number | undefined): string {
  return typeof kcal === 'number' && Number.isFinite(kcal) ? `${kcal} kcal` : CALORIES_NOT_AVAILABLE;
}

/** One choice of the calorie filter: dishes under `maxKcal`, labelled 'Under 600 kcal'. */
export interface CalorieChoice {
  maxKcal: number;
  label: string;
}

export function calorieChoices(): CalorieChoice[] {
  return MENU.calorieFilterThresholds.map((maxKcal) => ({ maxKcal, label: `Under ${maxKcal} kcal` }));
}

/**
 * Whether a dish passes the calorie filter: no limit passes every dish; with a limit, only a dish whose
 * figure is below it (a dish without a figure cannot be promised to be under anything, so it is left out).
 */
export function underCalories(item: MenuItem, maxKcal: number | null): boolean {
  if (maxKcal === null) return true;
  return typeof item.kcal === 'number' && item.kcal < maxKcal;
}

// ------------------------------------------------------------------------------------------------ Allergen guide

/** What every allergen guide (the page and its PDF) tells the diner above the table. */
export const ALLERGEN_GUIDE_NOTICE =
  'Every dish against the 14 allergens the law asks us to declare. Our kitchens handle all of them, so we cannot promise any dish is free from traces: please tell your server about any allergy before you order.';

export interface AllergenGuideRow {
  /** The section (and subsection) the dish is in: 'Pizza · Rosse'. */
  section: string;
  name: string;
  /** One entry per allergen of the guide, in its order: whether the dish contains it. */
  contains: boolean[];
}

/** The allergen guide's table: every dish of the menu against every allergen, in menu order. */
export function allergenGuideRows(menu: Pick<Menu, 'sections'>, allergens: readonly string[]): AllergenGuideRow[] {
  const rows: AllergenGuideRow[] = [];
  const walk = (sections: readonly MenuSection[], parent: string | null): void => {
    for (const section of sections) {
      const where = parent === null ? section.name : `${parent} · ${section.name}`;
      for (const item of section.items) {
        const has = new Set((item.allergens ?? []).map((a) => a.toLowerCase()));
        rows.push({ section: where, name: item.name, contains: allergens.map((allergen) => has.has(allergen.toLowerCase())) });
      }
      walk(section.subsections ?? [], where);
    }
  };
  walk(menu.sections, null);
  return rows;
}

// ------------------------------------------------------------------------------------------------ Content checks

/** The first thing wrong with a menu document: the field as a dotted path and what is wrong with it. */
export interface MenuProblem {
  field: string;
  message: string;
}

/** A kcal figure's problem, or null: a whole number from 0 to MENU.maxKcal. */
export function kcalProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number of kcal';
  if (!Number.isInteger(value)) return 'must be a whole number of kcal';
  if (value < 0) return 'must not be negative';
  if (value > MENU.maxKcal) return `must be at most ${MENU.maxKcal} kcal`;
  return null;
}

/** updatedAt is the API's (when the menu last changed): a menu read and sent back may carry it, and it is not kept. */
const MENU_FIELDS = ['id', 'name', 'sections', 'description', 'image', 'availability', 'setPrice', 'footnote', 'partnerWidget', 'updatedAt'];
const WIDGET_FIELDS = ['provider', 'url', 'height'];
const SECTION_FIELDS = ['name', 'description', 'items', 'subsections'];
const ITEM_FIELDS = ['name', 'description', 'price', 'dietaryTags', 'allergens', 'kcal', 'options'];
const OPTION_FIELDS = ['name', 'price', 'kcal'];
const TAG_FIELDS = ['name'];
const MENU_TEXTS = ['description', 'image', 'availability', 'setPrice', 'footnote'];

type Check = (value: unknown, path: string) => MenuProblem | null;

const problem = (field: string, message: string): MenuProblem => ({ field, message: `${field} ${message}` });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/** An object with only the named fields (none named like an Object.prototype member), then its own checks. */
function object(fields: readonly string[], check: (record: Record<string, unknown>, path: string) => MenuProblem | null): Check {
  return (value, path) => {
    if (!isRecord(value)) return problem(path || 'menu', 'must be an object');
    for (const key of Object.keys(value)) {
      if (!fields.includes(key)) return problem(join(path, key), 'is not a known field');
    }
    return check(value, path);
  };
}

function text(record: Record<string, unknown>, key: string, path: string, required: boolean): MenuProblem | null {
  const value = record[key];
  if (value === undefined && !required) return null;
  if (typeof value !== 'string' || (required && value.trim() === '')) return problem(join(path, key), 'must be text');
  return null;
}

function list(record: Record<string, unknown>, key: string, path: string, required: boolean, each: Check): MenuProblem | null {
  const value = record[key];
  if (value === undefined && !required) return null;
  if (!Array.isArray(value)) return problem(join(path, key), 'must be a list');
  for (let i = 0; i < value.length; i += 1) {
    const found = each(value[i], join(join(path, key), i));
    if (found) return found;
  }
  return null;
}

function kcal(record: Record<string, unknown>, path: string): MenuProblem | null {
  if (record.kcal === undefined) return null;
  const wrong = kcalProblem(record.kcal);
  return wrong === null ? null : problem(join(path, 'kcal'), wrong);
}

const first = (...checks: Array<() => MenuProblem | null>): MenuProblem | null => {
  for (const check of checks) {
    const found = check();
    if (found) return found;
  }
  return null;
};

const tagCheck: Check = object(TAG_FIELDS, (tag, path) => text(tag, 'name', path, true));

const optionCheck: Check = object(OPTION_FIELDS, (option, path) =>
  first(
    () => text(option, 'name', path, true),
    () => text(option, 'price', path, false),
    () => kcal(option, path),
  ),
);

const itemCheck: Check = object(ITEM_FIELDS, (item, path) =>
  first(
    () => text(item, 'name', path, true),
    () => text(item, 'description', path, false),
    () => text(item, 'price', path, false),
    () => list(item, 'dietaryTags', path, true, tagCheck),
    () => list(item, 'allergens', path, false, (value, at) => (typeof value === 'string' && value !== '' ? null : problem(at, 'must be text'))),
    () => kcal(item, path),
    () => list(item, 'options', path, false, optionCheck),
  ),
);

const sectionCheck: Check = object(SECTION_FIELDS, (section, path) =>
  first(
    () => text(section, 'name', path, true),
    () => text(section, 'description', path, false),
    () => list(section, 'items', path, true, itemCheck),
    () => list(section, 'subsections', path, false, sectionCheck),
  ),
);

const widgetCheck: Check = object(WIDGET_FIELDS, (widget, path) =>
  first(
    () => text(widget, 'provider', path, true),
    () => text(widget, 'url', path, true),
    () => {
      const wrong = partnerWidgetHeightProblem(widget.height);
      return wrong === null ? null : problem(join(path, 'height'), wrong);
    },
  ),
);

/**
 * The first problem of a menu document sent to the content API, or null when it can be published: the
 * fields the content model names and no others, text where text goes, and every kcal (a dish's and an
 * option's) a whole number from 0 to MENU.maxKcal; a partner widget, when named, with a provider, a URL and
 * a height within MENU's bounds (whether its URL may be embedded is the site's call: see partner-widget.ts).
 */
export function menuContentProblem(menu: unknown): MenuProblem | null {
  return object(MENU_FIELDS, (record) =>
    first(
      () => text(record, 'id', '', true),
      () => text(record, 'name', '', true),
      ...MENU_TEXTS.map((key) => () => text(record, key, '', false)),
      () => text(record, 'updatedAt', '', false),
      () => list(record, 'sections', '', true, sectionCheck),
      () => (record.partnerWidget === undefined ? null : widgetCheck(record.partnerWidget, 'partnerWidget')),
    ),
  )(menu, '');
}
