// What sits at the foot of the window (the cookie bar, the site-wide popup) must never cover the element
// that has focus (WCAG 2.2 SC 2.4.11). While one shows, this writes the height it covers (its top edge
// to the window's bottom, plus a little clearance) to `--foot-space` on <html>; layout.css makes that the
// page's scroll-padding-bottom (an element taking focus is scrolled above it) and as much room under the
// footer (the last links can scroll clear too). Only one shows at a time: the popup waits for the bar.
import { useLayoutEffect, type RefObject } from 'react';

export const FOOT_SPACE_PROPERTY = '--foot-space';
/** Room kept between a focused element and the notice's top edge. */
const CLEARANCE_PX = 8;

export function useFootSpace(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  // A layout effect: the space is in place before the diner can press Tab.
  useLayoutEffect(() => {
    const notice = ref.current;
    const root = document.documentElement;
    if (!shown || !notice) return undefined;
    const measure = () => {
      const covered = Math.max(0, window.innerHeight - notice.getBoundingClientRect().top);
      root.style.setProperty(FOOT_SPACE_PROPERTY, `${Math.ceil(covered) + CLEARANCE_PX}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(notice);
    window.addEventListener('resize', measure);
    // Notices rise into place: measured again where they settle.
    notice.addEventListener('animationend', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      notice.removeEventListener('animationend', measure);
      root.style.removeProperty(FOOT_SPACE_PROPERTY);
    };
  }, [ref, shown]);
}
