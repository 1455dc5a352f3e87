// The menu's dietary filters: what a diner who ticks boxes sees.
import type { MenuItem, MenuSection } from './content.models';
import { dietaryFilterGroups, dishesShown, dishHasTag, dishShown, isWarningTag, menuFilterActive, NO_MENU_FILTER, toggledName, type MenuFilter } from './menu-filter';

const dish = (name: string, tags: string[], over: Partial<MenuItem> = {}): MenuItem => ({ name, dietaryTags: tags.map((tag) => ({ name: tag })), ...over });

const margherita = dish('Margherita', ['Vegetarian'], { allergens: ['Gluten', 'Milk'], kcal: 780 });
const marinara = dish('Marinara', ['Vegan'], { allergens: ['Gluten'], kcal: 560 });
const diavola = dish('Diavola', ['Spicy'], { allergens: ['Gluten', 'Milk'], kcal: 910 });
const pesto = dish('Pesto trofie', ['Vegetarian', 'Contains nuts'], { allergens: ['Gluten', 'Nuts', 'Milk'] });
const filter = (over: Partial<MenuFilter>): MenuFilter => ({ ...NO_MENU_FILTER, ...over });

describe('the menu filters', () => {
  it('given nothing ticked, then every dish shows and the filter is not active', () => {
    expect([margherita, marinara, diavola, pesto].every((item) => dishShown(item, NO_MENU_FILTER))).toBe(true);
    expect(menuFilterActive(NO_MENU_FILTER)).toBe(false);
  });

  it('given Vegetarian only, then vegan dishes show too, as the menu tags them only once', () => {
    const vegetarian = filter({ only: ['Vegetarian'] });
    expect([margherita, marinara, diavola, pesto].filter((item) => dishShown(item, vegetarian)).map((item) => item.name)).toEqual(['Margherita', 'Marinara', 'Pesto trofie']);
    expect(dishHasTag(marinara, 'Vegetarian')).toBe(true);
    expect(dishHasTag(margherita, 'Vegan')).toBe(false);
  });

  it('given Contains nuts left out and Milk left out, then only dishes with neither show', () => {
    expect(dishShown(pesto, filter({ withoutTags: ['Contains nuts'] }))).toBe(false);
    expect([margherita, marinara, diavola].filter((item) => dishShown(item, filter({ withoutAllergens: ['Milk'] }))).map((item) => item.name)).toEqual(['Marinara']);
  });

  it('given a calorie limit, then only dishes with a figure under it show: one without a figure cannot be promised', () => {
    const under800 = filter({ maxKcal: 800 });
    expect([margherita, marinara, diavola, pesto].filter((item) => dishShown(item, under800)).map((item) => item.name)).toEqual(['Margherita', 'Marinara']);
    expect(menuFilterActive(under800)).toBe(true);
  });

  it('given sections with subsections, then the count is of every dish, and of those shown', () => {
    const sections: MenuSection[] = [{ name: 'Pizza', items: [margherita, diavola], subsections: [{ name: 'Vegan', items: [marinara] }] } as MenuSection];
    expect(dishesShown(sections, filter({ only: ['Vegetarian'] }))).toEqual({ shown: 2, total: 3 });
  });

  it('given the dietary key, then warning tags are offered to leave out, the rest to show only', () => {
    const key = [{ name: 'Vegetarian' }, { name: 'Vegan' }, { name: 'Spicy' }, { name: 'Contains nuts' }, { name: 'Gluten free' }];
    expect(dietaryFilterGroups(key)).toEqual({ only: [{ name: 'Vegetarian' }, { name: 'Vegan' }, { name: 'Gluten free' }], without: [{ name: 'Spicy' }, { name: 'Contains nuts' }] });
    expect(isWarningTag('contains sesame')).toBe(true);
    expect(isWarningTag('Spicy food')).toBe(false);
  });

  it('given a ticked name ticked again, then it is taken out; another is added', () => {
    expect(toggledName(['Vegan'], 'Vegan')).toEqual([]);
    expect(toggledName(['Vegan'], 'Vegetarian')).toEqual(['Vegan', 'Vegetarian']);
  });
});
