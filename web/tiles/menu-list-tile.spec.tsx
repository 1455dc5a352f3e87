/** @jest-environment jsdom */
// Menu cards linking to /our-menu/{id}, in the tile's order.
import { screen, within } from '@testing-library/react';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('MenuListTile', () => {
  it('shows the menus the tile names as cards linking to their pages', async () => {
    const { tile, data } = await seedTile('our-menus', 'menu-list');
    renderContentPage(pageWith([tile], { menus: data.menus }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/our-menu/a-la-carte',
      '/our-menu/set-lunch',
      '/our-menu/bottomless-brunch',
      '/our-menu/plant-based',
      '/our-menu/kids',
      '/our-menu/christmas',
    ]);
    const card = links[0]?.closest('li') as HTMLElement;
    expect(within(card).getByText(/antipasti to share/)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('keeps to the menus the allergen page names', async () => {
    const { tile, data } = await seedTile('allergens', 'menu-list');
    renderContentPage(pageWith([tile], { menus: data.menus }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('points to the menus page when none could be loaded', () => {
    renderContentPage(pageWith([{ tileId: 'm', key: 'menu-list', heading: 'Menus', menuIds: ['a-la-carte'] }]));
    expect(screen.getByRole('link', { name: 'See all our menus' })).toHaveAttribute('href', '/our-menus');
  });
});
