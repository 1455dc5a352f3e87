// Scrolling the window for the layout: to the top, or to an element below the sticky header
// (spec section 2: offset by the header height, plus 15 px from 576 px wide). Smooth unless the
// visitor asked for reduced motion.
import { LAYOUT } from '@tavola/core/constants';

/** The sticky header, measured to keep anchors out from under it. */
export const HEADER_SELECTOR = '.site-header';

/** Pixels kept clear above an anchor: the header's height (58 px when it cannot be measured), +15 from 576 px. */
export function anchorOffset(headerHeightPx: number, viewportWidthPx: number): number {
  const header = Number.isFinite(headerHeightPx) && headerHeightPx > 0 ? headerHeightPx : -LAYOUT.anchorScrollOffsetPx;
  return header + (viewportWidthPx >= LAYOUT.breakpoints.sm ? LAYOUT.anchorExtraOffsetPx : 0);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehaviour(smooth = true): ScrollBehavior {
  return smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
}

export function measuredHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>(HEADER_SELECTOR);
  return header ? header.getBoundingClientRect().height : 0;
}

export function scrollToTop(smooth = true): void {
  window.scrollTo({ top: 0, left: 0, behavior: scrollBehaviour(smooth) });
}

/** Scrolls so the element's top sits just below the header. */
export function scrollToElement(element: Element, smooth = true): void {
  const top = element.getBoundingClientRect().top + window.scrollY - anchorOffset(measuredHeaderHeight(), window.innerWidth);
  window.scrollTo({ top: Math.max(0, Math.round(top)), left: 0, behavior: scrollBehaviour(smooth) });
}

/** The element a URL hash names ('#booking'), or null; a malformed escape names nothing. */
export function elementForHash(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    // A hash like '#%E0' cannot name an element.
    return null;
  }
  return document.getElementById(id);
}

/** Moves keyboard focus to an element without scrolling; a non-focusable one gets tabindex -1 first. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
