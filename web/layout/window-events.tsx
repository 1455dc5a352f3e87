// Feeds the window's scroll position to the layout store (solid header, back-to-top) through one
// passive listener, at most once per animation frame, and locks the page's scroll while a modal or
// the full-screen mobile menu is open.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../stores/store-context';

export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

export const WindowEvents = observer(function WindowEvents() {
  const { layout } = useStores();

  useEffect(() => {
    let frame: number | null = null;
    const read = () => {
      frame = null;
      layout.scrolledTo(window.scrollY);
    };
    const onScroll = () => {
      if (frame === null) frame = window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [layout]);

  const locked = layout.openModals > 0 || layout.mobileMenuOpen;
  useEffect(() => {
    document.documentElement.classList.toggle(SCROLL_LOCK_CLASS, locked);
    return () => document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  }, [locked]);

  return null;
});
