/** @jest-environment jsdom */
// Rich text tiles: the server-sanitized HTML as it is, in a reading-width column.
import { screen } from '@testing-library/react';
import { pageWith, seedPageData, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('TextTile', () => {
  it('shows the bottomless brunch steps with their link into the app', async () => {
    const { tile } = await seedTile('bottomless-brunch', 'text');
    renderContentPage(pageWith([tile]));
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'brunch menu' })).toHaveAttribute('href', '/menu/bottomless-brunch');
  });

  it('shows the legal text in a narrow column, with its table', async () => {
    const { tile } = await seedTile('cookie-policy', 'text');
    const { container } = renderContentPage(pageWith([tile]));
    expect(container.querySelector('.container--narrow .rich-text')).not.toBeNull();
    expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
  });

  it('renders what the loader sanitized, so hostile HTML arrives harmless', async () => {
    const data = await seedPageData('hostile', {
      pages: [{ id: 'hostile', title: 'Hostile', tiles: [{ tileId: 't', key: 'text', html: '<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>' }] }],
    });
    const { container } = renderContentPage(data, { path: '/hostile' });
    expect(container.querySelector('.rich-text')?.innerHTML).toBe('<p>Hi</p><a>x</a>');
    expect(container.querySelector('script, [onclick]')).toBeNull();
  });

  it('renders nothing when it has neither text nor heading', () => {
    const { container } = renderContentPage(pageWith([{ tileId: 'empty', key: 'text', html: '' }]));
    expect(container.querySelector('[data-tile-id="empty"]')).toBeNull();
  });
});
