/** @jest-environment jsdom */
// The printable allergen guide: every dish of a seeded menu against the 14 allergens, checked against the
// menu data itself (a ✓ exactly where the dish declares the allergen), words for screen readers, the
// list of guides, and the link from every menu page.
import { screen, within } from '@testing-library/react';
import { menuItems } from '@tavola/core/content';
import { ALLERGENS, menus } from '../../server/api/seed';
import { AllergenGuidePage } from './allergen-guide-page';
import { MenuPage } from './menu-page';
import { allergenGuideData, axeViolations, menuData, renderPage } from './parts/page-test-kit';

const OPTIONS = { pattern: '/allergens/guide/:id' };

describe('the allergen guide of a menu', () => {
  it.each(menus.map((m) => [m.id] as const))('given the %s menu, then every dish is a row with a ✓ exactly under each allergen it declares', (id) => {
    renderPage(AllergenGuidePage, allergenGuideData(id), `/allergens/guide/${id}`, OPTIONS);
    const table = screen.getByRole('table');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Dish', ...ALLERGENS]);

    const dishes = menuItems(menus.find((m) => m.id === id)!.sections);
    const rows = within(table)
      .getAllByRole('row')
      .filter((tr) => tr.querySelector('th[scope="row"]') !== null);
    expect(rows.map((tr) => tr.querySelector('th')?.textContent)).toEqual(dishes.map((d) => d.name));
    rows.forEach((tr, index) => {
      const cells = [...tr.querySelectorAll('td')];
      expect(cells).toHaveLength(ALLERGENS.length);
      const ticked = ALLERGENS.filter((_allergen, column) => cells[column]?.textContent === '✓Contains');
      const dashed = cells.filter((cell) => cell.textContent === '–Does not contain');
      expect(ticked).toEqual(ALLERGENS.filter((allergen) => dishes[index]!.allergens!.includes(allergen)));
      expect(ticked.length + dashed.length).toBe(ALLERGENS.length);
    });
  });

  it('given the guide, then it has one h1, sections as row groups, a print button, and the marks hidden from screen readers', () => {
    renderPage(AllergenGuidePage, allergenGuideData('a-la-carte'), '/allergens/guide/a-la-carte', OPTIONS);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['À la carte allergen guide']);
    expect(screen.getByRole('columnheader', { name: 'Pizza · Rosse' })).toHaveAttribute('scope', 'colgroup');
    expect(screen.getByRole('button', { name: 'Print this guide' })).toBeInTheDocument();
    const margherita = screen.getByRole('rowheader', { name: 'Margherita' }).closest('tr') as HTMLElement;
    for (const mark of margherita.querySelectorAll('td > span:first-child')) expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Kids allergen guide' })).toHaveAttribute('href', '/allergens/guide/kids');
  });

  it('given the guide, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(AllergenGuidePage, allergenGuideData('christmas'), '/allergens/guide/christmas', OPTIONS);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the list of allergen guides', () => {
  it('given /allergens/guide, then it links to every menu guide and shows no table', async () => {
    const { container } = renderPage(AllergenGuidePage, allergenGuideData(), '/allergens/guide', { pattern: '/allergens/guide' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Allergen guides']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Allergen guides by menu' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(menus.map((m) => `/allergens/guide/${m.id}`));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the menu page', () => {
  it.each([
    ['a-la-carte', '/menu/a-la-carte', '/menu/:id', undefined],
    ['set-lunch', '/restaurants/york/york/menu/set-lunch', '/restaurants/:city/:slug/menu/:id', 'york'],
  ])('given the %s menu, then it links to its printable allergen guide', (id, path, pattern, slug) => {
    renderPage(MenuPage, menuData(id, slug), path, { pattern });
    expect(screen.getByRole('link', { name: /^Printable allergen guide to the/ })).toHaveAttribute('href', `/allergens/guide/${id}`);
  });
});
