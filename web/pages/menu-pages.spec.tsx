/** @jest-environment jsdom */
// The menu list and a menu from the seed: cards, section anchors, dishes with prices, options, tags and
// allergens, the dietary filters, the key and the allergen guide.
import { fireEvent, screen, within } from '@testing-library/react';
import { MenuListPage } from './menu-list-page';
import { MenuPage, sectionAnchor } from './menu-page';
import { axeViolations, menuData, menuListData, renderPage } from './parts/page-test-kit';

describe('the menu list page', () => {
  it('given the six menus, when shown, then one h1 and a card per menu linking under its base path', () => {
    renderPage(MenuListPage, menuListData('/our-menu'), '/our-menu');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Our menus']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'À la carte menu' })).toHaveAttribute('href', '/our-menu/a-la-carte');
    expect(screen.getAllByText('Every day, all day').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'printable allergen guide' })).toHaveAttribute('href', '/allergens/guide');
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(MenuListPage, menuListData('/menu'), '/menu');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the menu page', () => {
  it('given à la carte, when shown, then the h1, section anchors the CMS links use, and the other menus', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['À la carte menu']);
    const nav = screen.getByRole('navigation', { name: 'Menu sections' });
    expect(within(nav).getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '#drinks');
    expect(document.getElementById('dolci')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Plant-based' })).toHaveAttribute('href', '/menu/plant-based');
    expect(screen.getByRole('link', { name: 'À la carte' })).toHaveAttribute('aria-current', 'page');
  });

  it('given a dish, when shown, then its price, description, options, dietary tags and allergens', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const margherita = screen.getByRole('heading', { name: 'Margherita' }).closest('li') as HTMLElement;
    expect(margherita).toHaveTextContent('£11.50');
    expect(margherita).toHaveTextContent('San Marzano tomato, fior di latte');
    expect(within(margherita).getByRole('list', { name: 'Options for Margherita' })).toHaveTextContent('Gluten-free base +£2.50');
    expect(within(margherita).getByRole('list', { name: 'Dietary information' })).toHaveTextContent('Vegetarian');
    expect(margherita).toHaveTextContent('Allergens: cereals containing gluten, milk');
  });

  it('given subsections, when shown, then they sit under their section with the dishes a level below', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const pizza = document.getElementById('pizza') as HTMLElement;
    expect(within(pizza).getByRole('heading', { level: 3, name: 'Rosse' })).toBeInTheDocument();
    expect(within(pizza).getByRole('heading', { level: 4, name: 'Diavola' })).toBeInTheDocument();
  });

  it('given "Vegetarian" ticked, when filtering, then meat and fish go, vegan dishes stay, and the count says so', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const before = screen.getByRole('status').textContent;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    expect(screen.queryByRole('heading', { name: 'Carbonara' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calamari fritti' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marinara' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing \d+ of \d+ dishes$/);
    expect(before).toMatch(/^\d+ dishes$/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('heading', { name: 'Carbonara' })).toBeInTheDocument();
  });

  it('given "Contains nuts" left out and milk as an allergen, when filtering, then those dishes go', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contains nuts' }));
    expect(screen.queryByRole('heading', { name: 'Gnocchi al pesto' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'milk' }));
    expect(screen.queryByRole('heading', { name: 'Margherita' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marinara' })).toBeInTheDocument();
  });

  it('given the dietary key and the allergens, when shown, then the key explains each tag and the guide counts dishes', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const key = screen.getByRole('region', { name: 'Dietary key' });
    expect(key).toHaveTextContent('Vegan');
    expect(key).toHaveTextContent('Made without any animal products.');
    const guide = screen.getByRole('region', { name: 'Allergen guide' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(14);
    expect(guide).toHaveTextContent(/lupin: in none of these dishes/);
  });

  it("given a restaurant's menu, when shown, then it names the restaurant and its menus link inside it", () => {
    renderPage(MenuPage, menuData('set-lunch', 'york'), '/restaurants/york/york/menu/set-lunch', { pattern: '/restaurants/:city/:slug/menu/:id' });
    expect(screen.getByRole('link', { name: 'Casa Ventura York Stonegate' })).toHaveAttribute('href', '/restaurants/york/york');
    expect(screen.getByRole('link', { name: 'Plant-based' })).toHaveAttribute('href', '/restaurants/york/york/menu/plant-based');
    expect(screen.queryByRole('link', { name: 'Kids' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a table at York Stonegate' })).toHaveAttribute('href', '/restaurants/york/york/book-now');
  });

  it('given a dish with a figure, when shown, then "NNN kcal" sits next to its price, and options with their own portion show theirs', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const margherita = screen.getByRole('heading', { name: 'Margherita' }).closest('li') as HTMLElement;
    expect(margherita.querySelector('.dish__price')).toHaveTextContent(/^£11\.50 870 kcal$/);
    const pinot = screen.getByRole('heading', { name: 'Pinot Grigio, Veneto' }).closest('li') as HTMLElement;
    expect(within(pinot).getByRole('list', { name: 'Options for Pinot Grigio, Veneto' })).toHaveTextContent('500ml carafe £19.50 410 kcal');
    const water = screen.getByRole('heading', { name: 'Still or sparkling water' }).closest('li') as HTMLElement;
    expect(water.querySelector('.dish__price')).toHaveTextContent('0 kcal');
  });

  it('given a dish without a figure, when shown, then it says calories are not available, never 0', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const gelato = screen.getByRole('heading', { name: 'Gelato e sorbetti' }).closest('li') as HTMLElement;
    expect(gelato.querySelector('.dish__price')).toHaveTextContent(/^£5\.95 Calories not available$/);
    expect(gelato).not.toHaveTextContent(/\b0 kcal/);
  });

  it.each([
    ['a-la-carte', '/menu/a-la-carte', '/menu/:id', undefined],
    ['kids', '/menu/kids', '/menu/:id', undefined],
    ['set-lunch', '/restaurants/york/york/menu/set-lunch', '/restaurants/:city/:slug/menu/:id', 'york'],
  ])('given the %s menu, when shown, then the statutory statement appears and every dish shows kcal or says it has none', (id, path, pattern, slug) => {
    renderPage(MenuPage, menuData(id, slug), path, { pattern });
    expect(screen.getByText(/^Adults need around 2000 kcal a day\./)).toBeInTheDocument();
    const dishes = document.querySelectorAll('.dish');
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) expect(dish.querySelector('.dish__price')?.textContent).toMatch(/(\d+ kcal|Calories not available)$/);
  });

  it('given "Under 600 kcal" chosen, when filtering, then heavier dishes and dishes without a figure go, and Any brings them back', () => {
    renderPage(MenuPage, menuData('a-la-carte'), '/menu/a-la-carte', { pattern: '/menu/:id' });
    const calories = screen.getByRole('group', { name: 'Calories' });
    fireEvent.click(within(calories).getByRole('radio', { name: 'Under 600 kcal' }));
    expect(screen.queryByRole('heading', { name: 'Margherita' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gelato e sorbetti' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Burrata pugliese' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing \d+ of \d+ dishes$/);
    fireEvent.click(within(calories).getByRole('radio', { name: 'Any' }));
    expect(screen.getByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
  });

  it('given section names, when anchored, then accents and spaces become a plain slug', () => {
    expect(sectionAnchor('Festive extras')).toBe('festive-extras');
    expect(sectionAnchor('Caffè')).toBe('caffe');
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(MenuPage, menuData('christmas'), '/menu/christmas', { pattern: '/menu/:id' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
