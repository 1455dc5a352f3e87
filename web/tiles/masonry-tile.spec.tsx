/** @jest-environment jsdom */
// The masonry gallery: 1 to 4 columns, every picture with its alt text and caption.
import { screen, within } from '@testing-library/react';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';
import { masonryColumns } from './masonry-tile';

describe('MasonryTile', () => {
  it('shows the home gallery in three columns, each picture with its alt text and caption', async () => {
    const { tile } = await seedTile('home', 'masonry');
    const { container } = renderContentPage(pageWith([tile]));
    const list = container.querySelector('.masonry') as HTMLElement;
    expect(list).toHaveClass('masonry--cols-3');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'A Margherita pizza fresh from the oven' })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Margherita')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'An olive branch over a cream tablecloth' }).closest('figure')?.querySelector('figcaption')).toBeNull();
  });

  it('uses the two columns the brunch page asks for', async () => {
    const { tile } = await seedTile('bottomless-brunch', 'masonry');
    const { container } = renderContentPage(pageWith([tile]));
    expect(container.querySelector('.masonry')).toHaveClass('masonry--cols-2');
  });

  it.each([
    [undefined, 3],
    [1, 1],
    [4, 4],
    [0, 1],
    [9, 4],
    [2.6, 3],
    ['3', 3],
  ])('takes %j columns as %i (1 to 4)', (value, expected) => {
    expect(masonryColumns(value)).toBe(expected);
  });

  it('renders nothing without pictures', () => {
    const { container } = renderContentPage(pageWith([{ tileId: 'm', key: 'masonry', heading: 'Empty', images: [] }]));
    expect(container.querySelector('[data-tile-id="m"]')).toBeNull();
  });
});
