/** @jest-environment jsdom */
// The photo feed: the latest posts with their alt text, linking to the posts, and the follow link.
import { screen } from '@testing-library/react';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';
import { postAlt } from './photo-feed-tile';

describe('PhotoFeedTile', () => {
  it('shows six posts, each a picture with its alt text linking to the post', async () => {
    const { tile, data } = await seedTile('home', 'photo-feed');
    const { container } = renderContentPage(pageWith([tile], { social: data.social }));
    const images = [...container.querySelectorAll('.photo-feed img')];
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAttribute('alt', 'A Margherita pizza on a teal plate');
    const link = screen.getByRole('link', { name: 'A Margherita pizza on a teal plate (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/casaventura/p/cv-post-01');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the follow link of the tile', async () => {
    const { tile, data } = await seedTile('home', 'photo-feed');
    renderContentPage(pageWith([tile], { social: data.social }));
    expect(screen.getByRole('link', { name: 'Follow us on Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://www.instagram.com/casaventura');
  });

  it('shows no more posts than the tile count', async () => {
    const { tile, data } = await seedTile('home', 'photo-feed');
    const { container } = renderContentPage(pageWith([{ ...tile, count: 2 }], { social: data.social }));
    expect(container.querySelectorAll('.photo-feed img')).toHaveLength(2);
  });

  it('describes a post without alt text by its caption', () => {
    expect(postAlt({ id: '1', imageUrl: '/x.svg', caption: 'Tiramisù night' }, 'Casa Ventura')).toBe('Tiramisù night');
    expect(postAlt({ id: '1', imageUrl: '/x.svg' }, 'Casa Ventura')).toBe('A photo from Casa Ventura');
    expect(postAlt({ id: '1', imageUrl: '/x.svg' }, 'Trattoria Nord')).toBe('A photo from Trattoria Nord');
  });
});
