// Feeds the window's scroll position to the layout store (solid header, back-to-top) through one
// passive listener, at most once per animation frame, and locks the page's scroll while a modal or
// the full-screen mobile menu is open. It also notes when the diner first types, chooses or presses
// something inside a form on the page (layout.formTouched, which keeps the site-wide popup away), and
// forgets it when another page is shown.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/store-context';

export const SCROLL_LOCK_CLASS = 'is-scroll-locked';
/** The attribute marking a form's stand-in: choosing or typing in it touches the page's forms like a form does. */
export const FORM_STAND_IN = 'data-form-stand-in';

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

  const { pathname } = useLocation();
  useEffect(() => {
    layout.pageChanged();
    const onFormEvent = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      // A form's server-rendered stand-in (the booking band's first step before its journey loads) counts too.
      if (!target?.closest(`form, [${FORM_STAND_IN}]`)) return;
      // A click counts only on a control (a stepper, a calendar day), not on the form's text.
      if (event.type === 'click' && !target.closest('button, input, select, textarea, [role="button"], [role="option"], [role="gridcell"]')) return;
      layout.touchedForm();
    };
    const events = ['input', 'change', 'click'] as const;
    for (const type of events) document.addEventListener(type, onFormEvent, true);
    return () => {
      for (const type of events) document.removeEventListener(type, onFormEvent, true);
    };
  }, [layout, pathname]);

  const locked = layout.openModals > 0 || layout.mobileMenuOpen;
  useEffect(() => {
    document.documentElement.classList.toggle(SCROLL_LOCK_CLASS, locked);
    return () => document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  }, [locked]);

  return null;
});
