// When the site-wide popup (settings.popup, e.g. the sign-up invitation) may show itself (issue 16).
// It is an interruption the diner did not ask for, so it gives way to anything they are doing: it never
// shows once they have typed, chosen or pressed anything in a form on the page (a booking in progress,
// an enquiry half written), it waits while a dialog or the mobile menu is open, and while the cookie bar
// still waits for their choice (both sit at the foot of the window). Shown once per browser.
// The browser's layout only reports these facts and follows the answer; it never moves focus to it.

/** What the layout knows when the popup's delay has passed. */
export interface PopupMoment {
  /** This browser has already been shown this popup. */
  seen: boolean;
  /** The diner has typed, chosen or pressed something inside a form on the page now shown. */
  formTouched: boolean;
  /** A dialog or the full-screen mobile menu is open. */
  dialogOrMenuOpen: boolean;
  /** The cookie bar is showing (no choice made yet). */
  cookieBarShowing: boolean;
}

/**
 * 'show' now; 'wait' and ask again a little later (POPUP_RETRY_MS in the layout); 'never' for this
 * browser (already seen). A touched form is 'wait', not 'never': on a page whose forms the diner has
 * not touched (after moving on), the popup may still show.
 */
export type PopupDecision = 'show' | 'wait' | 'never';

export function popupDecision(moment: PopupMoment): PopupDecision {
  if (moment.seen) return 'never';
  if (moment.formTouched || moment.dialogOrMenuOpen || moment.cookieBarShowing) return 'wait';
  return 'show';
}
