// Where the page scrolls after a navigation (spec section 2): smoothly to the top, or to the hash's
// anchor below the sticky header. Back and forward restore the position the page was left at.
// A change of query string alone (filters, a search) keeps the position. After a move to another page
// keyboard focus goes to <main>, so screen readers start at the new content.
// The first load is the browser's own: CSS scroll-padding keeps its anchor jump clear of the header.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation, useNavigationType, type Location } from 'react-router-dom';
import { elementForHash, focusWithoutScroll, scrollToElement, scrollToTop } from './scroll';

/** Frames to wait for an anchor that renders a little after the page (a lazy tile). */
const ANCHOR_WAIT_FRAMES = 20;
/** Positions pages were left at, by history entry. */
const savedPositions = new Map<string, number>();

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const previous = useRef<Location | null>(null);

  // The page being left is still on screen while the next one loads: remember where it was.
  const leaving = navigation.state !== 'idle';
  useEffect(() => {
    if (leaving) savedPositions.set(location.key, window.scrollY);
  }, [leaving, location.key]);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === null) return undefined;
    if (before.key === location.key) return undefined;
    if (!leaving) savedPositions.set(before.key, savedPositions.get(before.key) ?? window.scrollY);

    const samePage = before.pathname === location.pathname;
    if (navigationType === 'POP') {
      const saved = savedPositions.get(location.key);
      if (saved !== undefined) {
        window.scrollTo({ top: saved, left: 0, behavior: 'auto' });
        return undefined;
      }
      if (!location.hash) return undefined;
    }
    if (location.hash) return scrollToAnchorWhenPresent(location.hash);
    if (samePage && before.search !== location.search) return undefined;
    if (samePage && before.hash && !location.hash) return undefined;
    scrollToTop();
    if (samePage) return undefined;
    // A frame later, once the layout has closed the mobile menu.
    const frame = window.requestAnimationFrame(() => {
      const main = document.getElementById('main');
      if (main && !main.contains(document.activeElement)) focusWithoutScroll(main);
    });
    return () => window.cancelAnimationFrame(frame);
    // Once per location: the navigation type and state are read, not followed.
  }, [location]);

  return null;
}

/** Scrolls to the hash's element as soon as it exists; gives up after a few frames. Returns a canceller. */
function scrollToAnchorWhenPresent(hash: string): () => void {
  let frame = 0;
  let handle: number | null = null;
  const attempt = () => {
    handle = null;
    const target = elementForHash(hash);
    if (target) {
      scrollToElement(target);
      return;
    }
    frame += 1;
    if (frame < ANCHOR_WAIT_FRAMES) handle = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    if (handle !== null) window.cancelAnimationFrame(handle);
  };
}
