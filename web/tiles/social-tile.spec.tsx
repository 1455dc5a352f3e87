/** @jest-environment jsdom */
// The social band: the brand's accounts from the settings, as linked icons that open safely.
import { screen } from '@testing-library/react';
import { pageWith, seedRootData, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('SocialTile', () => {
  it('links every account from the settings, opening in a new tab without an opener', async () => {
    const { tile } = await seedTile('home', 'social');
    const { container } = renderContentPage(pageWith([tile]));
    expect(screen.getByRole('heading', { level: 2, name: 'Say ciao' })).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/casaventura');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveAttribute('title', 'Casa Ventura on Instagram');
    expect(container.querySelectorAll('.social-tile__link')).toHaveLength(4);
    expect(container.querySelector('.social-tile__link img')).toHaveAttribute('alt', '');
  });

  it('leaves out an account whose address is not http(s)', async () => {
    const { tile } = await seedTile('home', 'social');
    const root = seedRootData();
    root.settings.social = [...root.settings.social, { url: 'javascript:alert(1)', text: 'Evil', description: 'Evil' }];
    renderContentPage(pageWith([tile]), { root });
    expect(screen.queryByRole('link', { name: /Evil/ })).not.toBeInTheDocument();
  });
});
