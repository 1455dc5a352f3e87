// Calories, the calorie filter, the allergen guide's rows and the checks on a menu document (issue 17).
import { MENU } from '../constants';
import type { Menu, MenuItem } from './content.models';
import { allergenGuideRows, CALORIES_NOT_AVAILABLE, calorieChoices, kcalLabel, kcalProblem, menuContentProblem, menuItems, underCalories } from './menu-rules';

const item = (name: string, extra: Partial<MenuItem> = {}): MenuItem => ({ name, dietaryTags: [], ...extra });

const menu: Menu = {
  id: 'test',
  name: 'Test',
  sections: [
    { name: 'Antipasti', items: [item('Olives', { kcal: 190, allergens: [] }), item('Calamari', { kcal: 580, allergens: ['molluscs', 'eggs'] })] },
    { name: 'Pizza', items: [], subsections: [{ name: 'Rosse', items: [item('Margherita', { kcal: 870, allergens: ['Milk', 'cereals containing gluten'] })] }] },
    { name: 'Dolci', items: [item('Gelato')] },
  ],
};

describe('kcalLabel', () => {
  it('prints a figure as "NNN kcal", 0 included, and no figure as not available rather than 0', () => {
    expect(kcalLabel(540)).toBe('540 kcal');
    expect(kcalLabel(0)).toBe('0 kcal');
    expect(kcalLabel(undefined)).toBe(CALORIES_NOT_AVAILABLE);
    expect(CALORIES_NOT_AVAILABLE).toBe('Calories not available');
  });
});

describe('the calorie filter', () => {
  it('offers one choice per threshold of the constants, worded "Under N kcal"', () => {
    expect(calorieChoices()).toEqual(MENU.calorieFilterThresholds.map((maxKcal) => ({ maxKcal, label: `Under ${maxKcal} kcal` })));
    expect(calorieChoices().map((c) => c.label)).toContain('Under 600 kcal');
  });

  it('passes every dish without a limit; with one, only dishes below it, never one without a figure', () => {
    const dishes = menuItems(menu.sections);
    expect(dishes.filter((d) => underCalories(d, null)).map((d) => d.name)).toEqual(['Olives', 'Calamari', 'Margherita', 'Gelato']);
    expect(dishes.filter((d) => underCalories(d, 600)).map((d) => d.name)).toEqual(['Olives', 'Calamari']);
    expect(underCalories(item('Exactly', { kcal: 600 }), 600)).toBe(false);
  });
});

describe('allergenGuideRows', () => {
  it('lists every dish, subsections included, against every allergen in the guide order, ignoring case', () => {
    expect(allergenGuideRows(menu, ['eggs', 'milk', 'molluscs'])).toEqual([
      { section: 'Antipasti', name: 'Olives', contains: [false, false, false] },
      { section: 'Antipasti', name: 'Calamari', contains: [true, false, true] },
      { section: 'Pizza · Rosse', name: 'Margherita', contains: [false, true, false] },
      { section: 'Dolci', name: 'Gelato', contains: [false, false, false] },
    ]);
  });
});

describe('menuContentProblem', () => {
  const withKcal = (kcal: unknown) => ({ ...menu, sections: [{ name: 'A', items: [{ name: 'Dish', dietaryTags: [], kcal }] }] });

  it('accepts a well-formed menu, with and without figures', () => {
    expect(menuContentProblem(menu)).toBeNull();
    expect(menuContentProblem(withKcal(0))).toBeNull();
    expect(menuContentProblem(withKcal(MENU.maxKcal))).toBeNull();
  });

  it.each([
    [-1, 'must not be negative'],
    ['540', 'must be a number of kcal'],
    [Number.NaN, 'must be a number of kcal'],
    [12.5, 'must be a whole number of kcal'],
    [MENU.maxKcal + 1, `must be at most ${MENU.maxKcal} kcal`],
  ])('refuses kcal %p, naming the field', (kcal, words) => {
    expect(menuContentProblem(withKcal(kcal))).toEqual({ field: 'sections.0.items.0.kcal', message: `sections.0.items.0.kcal ${words}` });
    expect(kcalProblem(kcal)).toBe(words);
  });

  it('names an option kcal, a subsection field, an unknown field and a missing name by their paths', () => {
    const options = { ...menu, sections: [{ name: 'A', items: [{ name: 'Wine', dietaryTags: [], options: [{ name: 'Bottle', kcal: -5 }] }] }] };
    expect(menuContentProblem(options)?.field).toBe('sections.0.items.0.options.0.kcal');
    const sub = { ...menu, sections: [{ name: 'A', items: [], subsections: [{ name: 'B', items: [{ name: '', dietaryTags: [] }] }] }] };
    expect(menuContentProblem(sub)?.field).toBe('sections.0.subsections.0.items.0.name');
    expect(menuContentProblem({ ...menu, calories: true })?.field).toBe('calories');
    expect(menuContentProblem({ ...menu, sections: 'none' })?.field).toBe('sections');
    expect(menuContentProblem([])?.field).toBe('menu');
  });
});
