/** @jest-environment jsdom */
// The content page from the seed's own pages: one h1, headings in order, tiles in the CMS order through
// the registry, anchors, unknown tiles skipped, and axe's structural rules on home and a location page.
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router-dom';
import { seedData } from '../../server/api/seed';
import { seedPageData } from '../../tests/builders/content-page.builder';
import { createContentPageRouter, renderContentPage } from '../../tests/support/render-content-page';
import { namedRegions, pageHeading, tileAnchors } from './content-page';

/** axe in jsdom: everything but colour contrast, which needs a real layout (the Playwright run checks it). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

describe('ContentPage', () => {
  it('renders the home page with the hero heading as its only h1', async () => {
    renderContentPage(await seedPageData('home'));
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Benvenuti a Casa Ventura');
  });

  it('renders the tiles in the order the CMS gives them', async () => {
    const data = await seedPageData('home');
    const { container } = renderContentPage(data);
    const rendered = [...container.querySelectorAll('[data-tile-id]')].map((element) => element.getAttribute('data-tile-id'));
    expect(rendered).toEqual(data.page.tiles.map((tile) => tile.tileId));
  });

  it('gives the booking band the #booking anchor the Book Now button scrolls to', async () => {
    const { container } = renderContentPage(await seedPageData('home'));
    const booking = container.querySelector('#booking');
    expect(booking).not.toBeNull();
    expect(within(booking as HTMLElement).getByRole('heading', { name: 'Book a table' })).toBeInTheDocument();
  });

  it.each(seedData.pages.map((page) => page.id))('renders the seed page %s with one h1 and headings that never skip a level', async (id) => {
    renderContentPage(await seedPageData(id), { path: id === 'home' ? '/' : `/${id}` });
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] as number) + 1);
    });
  });

  it.each(seedData.pages.map((page) => page.id))('gives every picture on %s an alt text and every field a label, with no positive tabindex', async (id) => {
    const { container } = renderContentPage(await seedPageData(id), { path: id === 'home' ? '/' : `/${id}` });
    for (const image of container.querySelectorAll('img')) expect(image.hasAttribute('alt')).toBe(true);
    // Every field a diner sees; a hidden field (the form's name for a post without script) has no label to give.
    for (const field of container.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
      expect((field as HTMLInputElement).labels?.length ?? 0).toBeGreaterThan(0);
    }
    for (const element of container.querySelectorAll('[tabindex]')) expect(Number(element.getAttribute('tabindex'))).toBeLessThanOrEqual(0);
  });

  it('renders nothing for a tile key it does not know, and the rest of the page around it', async () => {
    const data = await seedPageData('sign-up');
    data.page.tiles.splice(1, 0, { tileId: 'mystery', key: 'carousel-3d', html: '<p>Mystery</p>' });
    const { container } = renderContentPage(data, { path: '/sign-up' });
    expect(container.querySelector('[data-tile-id="mystery"]')).toBeNull();
    expect(screen.queryByText('Mystery')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the famiglia' })).toBeInTheDocument();
  });

  it('survives tiles with missing or odd fields', async () => {
    const data = await seedPageData('sign-up');
    data.page.tiles.push(
      { tileId: 'odd-1', key: 'masonry', images: 'not a list' },
      { tileId: 'odd-2', key: 'offers', offerSlugs: [1, null, {}] },
      { tileId: 'odd-3', key: 'video' },
      { tileId: 'odd-4', key: 'form', formType: 'quiz' },
      { tileId: 'odd-5', key: 'image-text', cta: 'not a link', image: 42 },
      { tileId: 'odd-6', key: 'hero' },
    );
    expect(() => renderContentPage(data, { path: '/sign-up' })).not.toThrow();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('heads a page that does not open with a hero with its title, without the brand', async () => {
    const data = await seedPageData('sign-up');
    data.page.tiles = data.page.tiles.filter((tile) => tile.key !== 'hero');
    renderContentPage(data, { path: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign up$/);
  });

  it('shows the Oxford Circus page at /london/oxford-circus as at /oxford-circus', async () => {
    renderContentPage(await seedPageData('oxford-circus'), { path: '/london/oxford-circus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Casa Ventura Oxford Circus' })).toBeInTheDocument();
    expect(document.querySelector('#group-booking')).not.toBeNull();
  });

  it('has no axe violations on the home page', async () => {
    renderContentPage(await seedPageData('home'));
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations on a content page (Oxford Circus)', async () => {
    renderContentPage(await seedPageData('oxford-circus'), { path: '/oxford-circus' });
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['contact', 'terms-and-conditions', 'careers', 'restaurants', 'sign-up'])('has no axe violations on %s', async (id) => {
    renderContentPage(await seedPageData(id), { path: `/${id}` });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('hydration', () => {
  it.each(['home', 'contact', 'oxford-circus', 'sign-up'])('hydrates the server HTML of %s without a mismatch', async (id) => {
    const data = await seedPageData(id);
    const path = id === 'home' ? '/' : `/${id}`;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={createContentPageRouter(data, { path })} />);
    document.body.appendChild(container);
    const serverHtml = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(container, <RouterProvider router={createContentPageRouter(data, { path })} />, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('h1')?.textContent).toBeTruthy();
      expect(serverHtml).toContain('<h1');
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});

describe('pageHeading', () => {
  it('drops the brand after the bar', () => {
    expect(pageHeading('Our menus | Casa Ventura')).toBe('Our menus');
    expect(pageHeading('Plain')).toBe('Plain');
    expect(pageHeading(undefined)).toBe('Casa Ventura');
  });
});

describe('namedRegions', () => {
  it('names a section by its heading only the first time a heading appears (sign-up repeats its hero heading)', () => {
    expect(
      namedRegions([
        { tileId: 'a', key: 'hero', heading: 'Join the famiglia' },
        { tileId: 'b', key: 'form', heading: 'Join the Famiglia' },
        { tileId: 'c', key: 'text' },
        { tileId: 'd', key: 'text', heading: 'More' },
      ]),
    ).toEqual([true, false, true, true]);
  });
});

describe('tileAnchors', () => {
  it('uses the CMS anchor, defaults booking and group-booking, and never repeats an id', () => {
    expect(
      tileAnchors([
        { tileId: 'a', key: 'form', formType: 'booking' },
        { tileId: 'b', key: 'form', formType: 'group-booking', anchor: 'group-booking' },
        { tileId: 'c', key: 'booking' },
        { tileId: 'd', key: 'text', anchor: 'story' },
        { tileId: 'e', key: 'text', anchor: 'Bad Anchor' },
        { tileId: 'f', key: 'text' },
      ]),
    ).toEqual(['booking', 'group-booking', undefined, 'story', undefined, undefined]);
  });
});
