/** @jest-environment jsdom */
// The video band: the poster with its caption (the seed has no video), or the video when there is one.
import { screen } from '@testing-library/react';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('VideoTile', () => {
  it('shows the poster, portrait on phones and landscape from 768 px, with its caption', async () => {
    const { tile } = await seedTile('home', 'video');
    const { container } = renderContentPage(pageWith([tile]));
    expect(screen.getByRole('heading', { level: 2, name: 'From our kitchen' })).toBeInTheDocument();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', '/images/video/kitchen-poster.svg');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(container.querySelector('picture img')).toHaveAttribute('src', '/images/video/kitchen-poster-mobile.svg');
    expect(screen.getByText(/stretch, top and bake a Margherita/).tagName).toBe('FIGCAPTION');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays nothing by itself when the CMS gives a video: controls, no preload, the poster first', () => {
    const { container } = renderContentPage(
      pageWith([
        {
          tileId: 'v',
          key: 'video',
          heading: 'Watch',
          caption: 'Our kitchen',
          posterDesktop: '/images/video/kitchen-poster.svg',
          videoDesktop: '/media/kitchen.mp4',
          videoMobile: '/media/kitchen-mobile.mp4',
        },
      ]),
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/images/video/kitchen-poster.svg');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/kitchen.mp4', '/media/kitchen-mobile.mp4']);
  });

  it('renders nothing with neither poster nor video', () => {
    const { container } = renderContentPage(pageWith([{ tileId: 'v', key: 'video', heading: 'Nothing', videoDesktop: 'javascript:alert(1)' }]));
    expect(container.querySelector('[data-tile-id="v"]')).toBeNull();
  });
});
