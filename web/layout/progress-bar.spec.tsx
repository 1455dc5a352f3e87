/** @jest-environment jsdom */
// The navigation progress bar: appears when a navigation starts, moves at most every 200 ms from 0
// towards 100, completes when the page has loaded and then goes away.
import { act, screen } from '@testing-library/react';
import { LAYOUT } from '@tavola/core/constants';
import { defaultPages, pageMeta, renderSite, TestPage } from './layout.test-kit';
import { PROGRESS_FADE_MS } from './progress-bar';

afterEach(() => jest.useRealTimers());

describe('ProgressBar', () => {
  it('runs from 0 towards 100 during a slow navigation and completes at 100', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => {
      finish = resolve;
    });
    const pages = [
      { id: 'find-us', path: 'find-us', loader: () => slow.then(() => ({ meta: pageMeta('Find us') })), element: <TestPage title="Find us" /> },
      ...defaultPages(),
    ];
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    jest.useFakeTimers({ now: 0 });
    const { router, store } = renderSite({ pages });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => {
      void router.navigate('/find-us');
    });
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    // Nothing moves between two 200 ms ticks.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LAYOUT.progressBarThrottleMs - 1);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    const afterOneTick = Number(bar.getAttribute('aria-valuenow'));
    expect(afterOneTick).toBeGreaterThan(0);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(LAYOUT.progressBarDurationMs * 2);
    });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(99);
    expect(store.progress.active).toBe(true);

    await act(async () => {
      finish(null);
      await jest.advanceTimersByTimeAsync(0);
    });
    await screen.findByRole('heading', { level: 1, name: 'Find us' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(store.progress.active).toBe(false);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(PROGRESS_FADE_MS);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("paints the bar in the brand's loading colour, 4 px high by the stylesheet", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => {
      finish = resolve;
    });
    const pages = [{ id: 'find-us', path: 'find-us', loader: () => slow.then(() => ({ meta: pageMeta('Find us') })), element: <TestPage title="Find us" /> }, ...defaultPages()];
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    const { router } = renderSite({ pages, settings: { loadingColor: '#8b1e2d' } });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    act(() => {
      void router.navigate('/find-us');
    });
    const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill.style.backgroundColor).toBe('rgb(139, 30, 45)');
    await act(async () => finish(null));
  });
});
