// The back-to-top control (spec section 2): shows after 600 px of scroll, uses the icon from the
// settings, scrolls up smoothly and hides while a modal or the mobile menu is open. It also steps aside
// while a form field passes under it (on a phone the fields span the screen): a tap meant for the field
// must not land on it, and it must not hide what the diner types.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../stores/store-context';
import { HEADER_SELECTOR, scrollToTop } from './scroll';

export interface BackToTopProps {
  /** settings.backToTopIcon: a site image. */
  icon: string;
}

/** What a diner fills in or ticks: the control must not sit over any of these. */
export const FORM_FIELD_SELECTOR = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"], form label, form button';

/** Whether a form field lies under the box (its corners and centre), the control itself left out. */
function fieldUnder(box: DOMRect, self: Element): boolean {
  if (typeof document.elementsFromPoint !== 'function' || box.width === 0) return false;
  const inset = 1;
  const points: Array<[number, number]> = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  return points.some(([x, y]) => document.elementsFromPoint(x, y).some((el) => !self.contains(el) && el.matches(FORM_FIELD_SELECTOR)));
}

export const BackToTop = observer(function BackToTop({ icon }: BackToTopProps) {
  const { layout } = useStores();
  const visible = layout.backToTopVisible && !layout.mobileMenuOpen;
  const ref = useRef<HTMLButtonElement>(null);
  const [overField, setOverField] = useState(false);

  useEffect(() => {
    const button = ref.current;
    if (!visible || !button) {
      setOverField(false);
      return undefined;
    }
    let frame = 0;
    // Stepped aside, the control keeps its box (visibility only), so where it would be is still measured.
    const check = () => {
      frame = 0;
      setOverField(document.activeElement !== button && fieldUnder(button.getBoundingClientRect(), button));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('input', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('input', schedule);
    };
  }, [visible]);

  const onClick = () => {
    scrollToTop();
    // Keyboard focus goes back up too, to the logo, rather than being lost with the hidden button.
    document.querySelector<HTMLElement>(`${HEADER_SELECTOR} a[href]`)?.focus({ preventScroll: true });
  };

  return (
    <button
      ref={ref}
      type="button"
      className={overField ? 'back-to-top back-to-top--aside' : 'back-to-top'}
      aria-label="Back to top"
      hidden={!visible}
      onClick={onClick}
    >
      <img src={icon} alt="" width={48} height={48} />
    </button>
  );
});
