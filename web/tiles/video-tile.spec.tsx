/** @jest-environment jsdom */
// The video band: the poster with its caption (the seed has no video), or the video when there is one
// with its captions; a still poster never paints a play button that does nothing (issue 16, item 4).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
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

  it("paints no play button on the seed's posters, which are still pictures", () => {
    // The old posters drew a play triangle in a circle at their centre: a control that did nothing.
    const playTriangle = /<path d="M[\d.]+ [\d.]+v[\d.]+l[\d.]+ -[\d.]+z"/;
    for (const file of ['kitchen-poster.svg', 'kitchen-poster-mobile.svg']) {
      const svg = readFileSync(path.join(__dirname, '../public/images/video', file), 'utf8');
      expect(svg).toContain('<svg');
      expect(svg).not.toMatch(playTriangle);
    }
  });

  it('shows the poster, not a video, when the CMS gives a video without captions', () => {
    const { container } = renderContentPage(
      pageWith([{ tileId: 'v', key: 'video', heading: 'Watch', posterDesktop: '/images/video/kitchen-poster.svg', posterAlt: 'The oven', videoDesktop: '/media/kitchen.mp4' }]),
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'The oven' })).toHaveAttribute('src', '/images/video/kitchen-poster.svg');
  });

  it('plays nothing by itself when the CMS gives a video: controls, no preload, the poster first, English captions', () => {
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
          captions: '/media/kitchen.en.vtt',
        },
      ]),
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/images/video/kitchen-poster.svg');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/media/kitchen.mp4', '/media/kitchen-mobile.mp4']);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/kitchen.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
  });

  it('renders nothing with neither poster nor video', () => {
    const { container } = renderContentPage(pageWith([{ tileId: 'v', key: 'video', heading: 'Nothing', videoDesktop: 'javascript:alert(1)' }]));
    expect(container.querySelector('[data-tile-id="v"]')).toBeNull();
  });
});
