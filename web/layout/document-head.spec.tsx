/** @jest-environment jsdom */
// After a browser navigation the head follows the new page's meta; the first page's head is the
// server's and is left alone.
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { PageMeta } from '../page-data';
import { defaultPages, renderSite, TEST_SITE_URL, TestPage } from './layout.test-kit';

const restaurantMeta: PageMeta = {
  title: 'Oxford Circus | Casa Ventura',
  description: 'Wood-fired pizza and fresh pasta a minute from Oxford Circus.',
  canonicalPath: '/restaurants/london/oxford-circus',
  image: '/images/restaurants/oxford-circus.svg',
  ogType: 'restaurant.restaurant',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Casa Ventura Oxford Circus' }],
};

const privateMeta: PageMeta = { title: 'Your preferences | Casa Ventura', description: 'Your preferences.', canonicalPath: '/preferences', noindex: true };

function pages(): RouteObject[] {
  return [
    { id: 'restaurant', path: 'restaurants/:city/:slug', loader: () => ({ meta: restaurantMeta }), element: <TestPage title="Oxford Circus" /> },
    { id: 'preferences', path: 'preferences', loader: () => ({ meta: privateMeta }), element: <TestPage title="Preferences" /> },
    ...defaultPages().filter((route) => route.id !== 'restaurant'),
  ];
}

const head = (selector: string) => document.head.querySelector(selector);

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  document.head.innerHTML =
    '<title>Server title</title><meta name="description" content="Server description"><link rel="canonical" href="http://localhost:3000/">' +
    '<meta property="og:title" content="Server title"><script type="application/ld+json">{"@type":"WebSite"}</script>';
  document.title = 'Server title';
});

describe('DocumentHead', () => {
  it("leaves the server's head alone on the first page", async () => {
    renderSite({ pages: pages() });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(document.title).toBe('Server title');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Server description');
  });

  it("writes the next page's title, description, canonical, Open Graph and JSON-LD", async () => {
    const { router } = renderSite({ pages: pages() });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await act(() => router.navigate('/restaurants/london/oxford-circus'));
    await screen.findByRole('heading', { level: 1, name: 'Oxford Circus' });

    expect(document.title).toBe(restaurantMeta.title);
    expect(head('meta[name="description"]')).toHaveAttribute('content', restaurantMeta.description);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_SITE_URL}/restaurants/london/oxford-circus`);
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', restaurantMeta.title);
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'restaurant.restaurant');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${TEST_SITE_URL}/images/restaurants/oxford-circus.svg`);
    const jsonLd = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0]?.textContent ?? '{}')).toEqual(restaurantMeta.jsonLd?.[0]);
  });

  it('adds robots noindex for a page that asks, and removes it on the next', async () => {
    const { router } = renderSite({ pages: pages() });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await act(() => router.navigate('/preferences'));
    await screen.findByRole('heading', { level: 1, name: 'Preferences' });
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await act(() => router.navigate('/restaurants/london/oxford-circus'));
    await screen.findByRole('heading', { level: 1, name: 'Oxford Circus' });
    expect(head('meta[name="robots"]')).toBeNull();
  });
});
