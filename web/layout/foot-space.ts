// What sits at the foot of the window (the cookie bar, the site-wide popup) must never cover the element
// that has focus (WCAG 2.2 SC 2.4.11). While one shows, this measures the height it covers (its top edge
// to the window's bottom, plus a little clearance) and gives it to the few elements that keep room for it:
// <html>'s scroll-padding-bottom (an element taking focus is scrolled above it), and `--foot-space` on the
// footer (as much room under it, so the last links can scroll clear; back-to-top, inside it, stays above
// the bar) and on the main menu (the phone menu's own scroll padding). layout.css reads `--foot-space`
// there, with an estimate until it is measured (and without script). Only one notice shows at a time:
// the popup waits for the bar.
//
// Speed (issue 15): nothing is measured while the page hydrates. A measurement in the effect itself would
// force a layout of the whole page inside hydration's one long task; the ResizeObserver's first callback
// comes after the browser's own layout for the next frame, before it paints, when reading the bar's box
// costs nothing. And the property is set on the footer and the menu, not on <html>: a custom property is
// inherited, so on <html> it would make the browser work out the style of every element again. It is set
// by a rule in a <style> element of its own in <head>, never on the footer's or the menu's own style: those
// are React's elements, and one written to while a part of the page has still to hydrate (React hydrates a
// page in parts) is a hydration mismatch.
import { useLayoutEffect, type RefObject } from 'react';

export const FOOT_SPACE_PROPERTY = '--foot-space';
/** The elements whose rules in layout.css read `--foot-space` (the footer holds back-to-top). */
export const FOOT_SPACE_TARGETS = '.site-footer, .site-nav';
/** The id of the <style> element in <head> that gives them the measured space. */
export const FOOT_SPACE_STYLE_ID = 'foot-space';

/** The <style> element holding the measured space, made on first use. */
function footSpaceStyle(): HTMLStyleElement {
  const found = document.getElementById(FOOT_SPACE_STYLE_ID);
  if (found instanceof HTMLStyleElement) return found;
  const style = document.createElement('style');
  style.id = FOOT_SPACE_STYLE_ID;
  document.head.appendChild(style);
  return style;
}
/** Room kept between a focused element and the notice's top edge. */
const CLEARANCE_PX = 8;

export function useFootSpace(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  // A layout effect: the observer is in place for the next frame, so the space is measured before that
  // frame paints, long before the diner can press Tab. Observing reads no layout.
  useLayoutEffect(() => {
    const notice = ref.current;
    if (!shown || !notice) return undefined;
    const root = document.documentElement;
    let written = '';
    const measure = () => {
      const covered = Math.max(0, window.innerHeight - notice.getBoundingClientRect().top);
      const space = `${Math.ceil(covered) + CLEARANCE_PX}px`;
      // Unchanged (a resize that moved nothing): nothing restyled.
      if (space === written) return;
      written = space;
      root.style.scrollPaddingBottom = space;
      footSpaceStyle().textContent = `${FOOT_SPACE_TARGETS} { ${FOOT_SPACE_PROPERTY}: ${space}; }`;
    };
    // The observer reports the bar's first size after the next layout; without one, the next frame.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    const frame = observer ? 0 : requestAnimationFrame(measure);
    observer?.observe(notice);
    window.addEventListener('resize', measure);
    // Notices rise into place: measured again where they settle.
    notice.addEventListener('animationend', measure);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      notice.removeEventListener('animationend', measure);
      root.style.removeProperty('scroll-padding-bottom');
      document.getElementById(FOOT_SPACE_STYLE_ID)?.remove();
    };
  }, [ref, shown]);
}
