// When the site-wide popup may show itself: never over a touched form, an open dialog or menu, or the cookie bar.
import { popupDecision, type PopupMoment } from './popup-policy';

const quiet: PopupMoment = { seen: false, formTouched: false, dialogOrMenuOpen: false, cookieBarShowing: false };

describe('popupDecision', () => {
  it('shows on a quiet page the browser has not seen it on', () => {
    expect(popupDecision(quiet)).toBe('show');
  });

  it('never shows again once seen, whatever else', () => {
    expect(popupDecision({ ...quiet, seen: true })).toBe('never');
    expect(popupDecision({ seen: true, formTouched: true, dialogOrMenuOpen: true, cookieBarShowing: true })).toBe('never');
  });

  it.each([
    ['a form on the page was touched', { formTouched: true }],
    ['a dialog or the mobile menu is open', { dialogOrMenuOpen: true }],
    ['the cookie bar still waits for a choice', { cookieBarShowing: true }],
  ])('waits while %s', (_why, facts) => {
    expect(popupDecision({ ...quiet, ...facts })).toBe('wait');
  });
});
