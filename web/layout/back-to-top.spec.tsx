/** @jest-environment jsdom */
// Back-to-top: appears after 600 px of scroll, scrolls up smoothly, hides while a modal is open.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite, scrollWindowTo } from './layout.test-kit';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function scrollTo(y: number) {
  await act(async () => {
    scrollWindowTo(y);
    await nextFrame();
  });
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  scrollWindowTo(0);
});

describe('BackToTop', () => {
  it('stays hidden until the page is scrolled past 600 px', async () => {
    renderSite();
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await scrollTo(600);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await scrollTo(601);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('shows the icon from the settings', async () => {
    renderSite({ settings: { backToTopIcon: '/images/icons/custom-top.svg' } });
    await screen.findByRole('contentinfo');
    await scrollTo(900);
    expect(screen.getByRole('button', { name: 'Back to top' }).querySelector('img')).toHaveAttribute('src', '/images/icons/custom-top.svg');
  });

  it('scrolls to the top smoothly', async () => {
    const user = userEvent.setup();
    renderSite();
    await screen.findByRole('contentinfo');
    await scrollTo(1200);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('hides while a modal is open and comes back when it closes', async () => {
    const user = userEvent.setup();
    const { store } = renderSite();
    await screen.findByRole('contentinfo');
    await scrollTo(1200);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Manage preferences' }));
    expect(store.layout.openModals).toBe(1);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(store.layout.openModals).toBe(0);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });
});
