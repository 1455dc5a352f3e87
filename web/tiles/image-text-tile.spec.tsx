/** @jest-environment jsdom */
// A picture beside text: which side, the sanitized text, the button and the entrance effect.
import { screen } from '@testing-library/react';
import { seedTile, pageWith } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('ImageTextTile', () => {
  it('shows our story with its picture on the right, its text and its button', async () => {
    const { tile } = await seedTile('home', 'image-text');
    const { container } = renderContentPage(pageWith([tile]));
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A chef stretching pizza dough by a wood-fired oven' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(/twelve-table trattoria/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your nearest' })).toHaveAttribute('href', '/restaurants');
    expect(container.querySelector('.image-text')).toHaveClass('image-text--image-right');
  });

  it('puts the picture on the left when asked, and fades in as the CMS says (CSS honours reduced motion)', async () => {
    const { tile } = await seedTile('bottomless-brunch', 'image-text');
    const { container } = renderContentPage(pageWith([tile]));
    expect(container.querySelector('.image-text')).toHaveClass('image-text--image-left');
    expect(container.querySelector('[data-tile-id]')).toHaveClass('tile--animated', 'tile--anim-fade-in');
  });

  it('takes a fragment button to an anchor on the page as a plain link', async () => {
    const { tile } = await seedTile('oxford-circus', 'image-text');
    renderContentPage(pageWith([tile]));
    expect(screen.getByRole('link', { name: 'Enquire about private dining' })).toHaveAttribute('href', '#group-booking');
  });
});
