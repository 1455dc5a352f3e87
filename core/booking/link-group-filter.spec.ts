import { aMenu, anArea, anOccasion } from '../../tests/builders/booking.builder';
import type { BookingMenu } from './booking.models';
import { areasForOccasion, filterByLinkGroup, menusForOccasion, readList } from './link-group-filter';

const lunch = aMenu({ id: 'm-lunch', name: 'Lunch' });
const dinner = aMenu({ id: 'm-dinner', name: 'Dinner' });
const brunch = aMenu({ id: 'm-brunch', name: 'Bottomless brunch' });
const menus = [lunch, dinner, brunch];
const ids = (items: readonly { id: string }[]): string[] => items.map((item) => item.id);

describe('the menus an occasion offers', () => {
  it('given an inclusive link group, when filtered, then only the linked menus remain, in the restaurant order', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'm-brunch' }, { id: 'm-lunch' }] } });
    expect(ids(menusForOccasion(menus, occasion))).toEqual(['m-lunch', 'm-brunch']);
  });

  it('given an exclusive link group, when filtered, then the linked menus are dropped', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'm-brunch' }] } });
    expect(ids(menusForOccasion(menus, occasion))).toEqual(['m-lunch', 'm-dinner']);
  });

  it('given an inclusive group linking no menu of the restaurant, when filtered, then there are no menus', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'm-gone' }] } });
    expect(menusForOccasion(menus, occasion)).toEqual([]);
  });

  it('given an exclusive group linking every menu, when filtered, then there are no menus', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'exclusive', menuLinks: menus.map((m) => ({ id: m.id })) } });
    expect(menusForOccasion(menus, occasion)).toEqual([]);
  });

  it.each([
    ['no link group', anOccasion()],
    ['a null link group', anOccasion({ menuLinkGroup: null })],
    ['an unknown group type', anOccasion({ menuLinkGroup: { type: 'sometimes' as 'inclusive', menuLinks: [{ id: 'm-lunch' }] } })],
    ['no occasion', null],
  ])('given %s, when filtered, then every menu remains', (_case, occasion) => {
    expect(menusForOccasion(menus, occasion)).toEqual(menus);
  });

  it('given numeric ids on either side, when filtered, then ids compare as text', () => {
    const numbered = [{ id: 7 as unknown as string, name: 'Seven' }, aMenu({ id: '8' })];
    const occasion = anOccasion({ menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: '7' }, { id: 8 as unknown as string }] } });
    expect(menusForOccasion(numbered, occasion)).toEqual(numbered);
  });

  it('given an inclusive group whose links are null, when filtered, then nothing is linked so no menu remains', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'inclusive', menuLinks: null as unknown as [] } });
    expect(menusForOccasion(menus, occasion)).toEqual([]);
  });

  it('given a null menu list from the API, when filtered, then there are no menus', () => {
    expect(menusForOccasion(null, anOccasion())).toEqual([]);
  });
});

describe('the areas an occasion offers', () => {
  const terrace = anArea({ id: 'a-terrace' });
  const bar = anArea({ id: 'a-bar', name: 'Bar' });

  it('given an inclusive area link group, when filtered, then only the linked areas remain', () => {
    const occasion = anOccasion({ areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'a-bar' }] } });
    expect(areasForOccasion([terrace, bar], occasion)).toEqual([bar]);
  });

  it('given an exclusive area link group, when filtered, then the linked areas are dropped', () => {
    const occasion = anOccasion({ areaLinkGroup: { type: 'exclusive', areaLinks: [{ id: 'a-bar' }] } });
    expect(areasForOccasion([terrace, bar], occasion)).toEqual([terrace]);
  });

  it('given a menu link group only, when areas are filtered, then the menu links do not touch the areas', () => {
    const occasion = anOccasion({ menuLinkGroup: { type: 'inclusive', menuLinks: [] } });
    expect(areasForOccasion([terrace, bar], occasion)).toEqual([terrace, bar]);
  });

  it('given undefined areas, when filtered, then there are none', () => {
    expect(areasForOccasion(undefined, null)).toEqual([]);
  });
});

describe('any link group', () => {
  it('given a group given directly, when filtered, then the same rule applies', () => {
    expect(filterByLinkGroup(menus, { type: 'exclusive', links: [{ id: 'm-lunch' }, null, undefined] })).toEqual([dinner, brunch]);
  });
});

describe('reading a list from the API', () => {
  it('given a map of id to record, when read, then its values are the list', () => {
    expect(readList<BookingMenu>({ a: lunch, b: dinner })).toEqual([lunch, dinner]);
  });

  it('given entries without a usable id, when read, then they are dropped', () => {
    const list = [lunch, null, 'x', [], { name: 'no id' }, { id: '' }, { id: Number.NaN }, { id: 0, name: 'zero' }];
    expect(readList(list)).toEqual([lunch, { id: 0, name: 'zero' }]);
  });

  it.each([null, undefined, 'menus', 42])('given %p, when read, then the list is empty', (value) => {
    expect(readList(value)).toEqual([]);
  });
});
