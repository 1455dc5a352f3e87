/** @jest-environment jsdom */
// After a navigation the page scrolls smoothly to the top, or to the hash's anchor below the header;
// a query change alone keeps the position; back restores where the page was left.
import { act, screen, waitFor } from '@testing-library/react';
import { LAYOUT } from '@tavola/core/constants';
import { renderSite, scrollWindowTo } from './layout.test-kit';
import { anchorOffset } from './scroll';

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  scrollWindowTo(0);
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true, writable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('anchorOffset', () => {
  it('is the header height, plus 15 px from 576 px wide', () => {
    expect(anchorOffset(80, 1440)).toBe(95);
    expect(anchorOffset(80, LAYOUT.breakpoints.sm)).toBe(95);
    expect(anchorOffset(64, LAYOUT.breakpoints.sm - 1)).toBe(64);
  });

  it('falls back to 58 px when the header cannot be measured', () => {
    expect(anchorOffset(0, 375)).toBe(58);
    expect(anchorOffset(Number.NaN, 1440)).toBe(73);
  });
});

describe('ScrollManager', () => {
  it('scrolls smoothly to the top after a navigation and moves focus to the main content', async () => {
    const { router } = renderSite({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    scrollWindowTo(1500);

    await act(() => router.navigate('/sign-up'));
    await screen.findByRole('heading', { level: 1, name: 'A content page' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it("scrolls to a hash anchor, offset by the header's height", async () => {
    const { router } = renderSite({ path: '/sign-up' });
    await screen.findByRole('heading', { level: 1, name: 'A content page' });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.id === 'booking') return { top: 700, bottom: 900, height: 200 } as DOMRect;
      if (this.classList.contains('site-header')) return { top: 0, bottom: 64, height: 64 } as DOMRect;
      return { top: 0, bottom: 0, height: 0 } as DOMRect;
    });

    await act(() => router.navigate('/#booking'));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 700 - 64 - 15, left: 0, behavior: 'smooth' });
  });

  it('keeps the position when only the query string changes', async () => {
    const { router } = renderSite({ path: '/careers' });
    await screen.findByRole('heading', { level: 1, name: 'A content page' });
    await act(() => router.navigate('/careers?type=kitchen'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('restores the position a page was left at on back', async () => {
    const { router } = renderSite({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await act(() => router.navigate('/offers'));
    await screen.findByRole('heading', { level: 1, name: 'A content page' });
    scrollWindowTo(640);
    await act(() => router.navigate('/restaurants/london/oxford-circus'));
    await screen.findByRole('heading', { level: 1, name: 'Oxford Circus' });

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'A content page' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 640, left: 0, behavior: 'auto' });
  });
});
