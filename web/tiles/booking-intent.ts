// When a diner reaches for the booking form: the journey's code (the booking package, about a third of a
// page's JavaScript) is loaded then, not on every page view. Intent is a focus, a tap or click, or a change
// inside the band, or a scroll that brings the band near the viewport; a band that is merely on screen when
// the page loads, or time passing, is not (issue 15: the home page's JavaScript until then stays small).

/** How near the viewport a scroll must bring the band (px above or below it) to count as reaching for it. */
export const BOOKING_INTENT_MARGIN_PX = 400;

/** Calls `onIntent` once at the diner's first sign of reaching for the form in `band`; returns the clean-up. */
export function whenBookingIntended(band: HTMLElement, onIntent: () => void): () => void {
  const cleanups: Array<() => void> = [];
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    stop();
    onIntent();
  };
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  for (const type of ['focusin', 'pointerdown', 'touchstart', 'change'] as const) {
    band.addEventListener(type, fire, { passive: true });
    cleanups.push(() => band.removeEventListener(type, fire));
  }
  // A scroll arms an observer: when the band comes within the margin of the viewport, the diner is heading there.
  if (typeof IntersectionObserver === 'function') {
    const onScroll = () => {
      window.removeEventListener('scroll', onScroll);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
        rootMargin: `${BOOKING_INTENT_MARGIN_PX}px 0px`,
      });
      observer.observe(band);
      cleanups.push(() => observer.disconnect());
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    cleanups.push(() => window.removeEventListener('scroll', onScroll));
  }
  // Already focused inside (the diner tabbed in before the scripts ran): that is intent.
  if (band.contains(document.activeElement) && document.activeElement !== document.body) fire();
  return stop;
}

/** The label text of the control focused inside `root`, if any (to focus its counterpart once the journey is live). */
export function focusedControlLabel(root: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  const labels = (active as HTMLInputElement).labels;
  return labels && labels.length > 0 ? (labels[0]?.textContent ?? '').trim() : null;
}

/** Focuses the control labelled `label` inside `root` (the live journey's counterpart of the one the diner was in). */
export function focusControlLabelled(root: HTMLElement, label: string): boolean {
  for (const element of Array.from(root.querySelectorAll('label'))) {
    if ((element.textContent ?? '').trim() === label && element.control instanceof HTMLElement) {
      element.control.focus();
      return true;
    }
  }
  return false;
}
