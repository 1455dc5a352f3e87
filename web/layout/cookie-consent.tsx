// Cookie consent (spec sections 2 and 9): the bar (at most 415 px wide) until the visitor decides, and
// the preferences dialog with Performance, Targeting and Necessary (always on). Choices are kept in
// the consent cookie (30 days) and the preferences cookie (365 days) by the consent store. Analytics
// consent stays 'denied' until given; the consent script runs 1 s after the page, and only once granted.
// Without JavaScript the bar's Accept and Reject post a form (COOKIE_CHOICE_PATH) that sets the same cookies,
// and 'Manage preferences' is a disclosure in that form with the Performance and Targeting switches and a
// 'Save preferences' submit (choice 'choose'); once the page has hydrated it is the button that opens the
// dialog, as before.
// The layout puts the bar first in the page (right after the skip link), so the keyboard reaches it
// first; while it shows, the page keeps its height free at the bottom (foot-space.ts), so a focused
// element is scrolled clear of it, never under it.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { COOKIES } from '@tavola/core/constants';
import type { ConsentChoice, ConsentChoices, CookieConsentStore } from '../stores/cookie-consent.store';
import { useStores } from '../stores/store-context';
import { loadConsentScript, recordConsentDefault, updateConsent, type ConsentSignals } from './consent-script';
import { useHydrated } from '../pages/parts/use-hydrated';
import { useFootSpace } from './foot-space';
import { Modal } from './modal';

export const COOKIE_POLICY_PATH = '/cookie-policy';

/**
 * Where the bar's form posts the choice without JavaScript (server/site/cookie-choice.ts), which saves it
 * with this same store and sends the diner back to the page.
 */
export const COOKIE_CHOICE_PATH = '/__cookie-choice';

/** The form fields of the optional choices posted without JavaScript (ticked: 'yes'; unticked: not sent). */
export const COOKIE_CHOICE_FIELDS = { Performance: 'performance', Targeting: 'targeting' } as const;

const CHOICE_TEXT: Record<ConsentChoice, string> = {
  Performance: 'Helps us understand how the site is used, so we can make it better. Anonymised.',
  Targeting: 'Lets us and our partners show you our offers that suit you on other sites.',
  Necessary: 'Keeps the site working: security, your booking and these choices. Always on.',
};

/** The toast once a cookie choice is saved: the bar or dialog goes away, so the diner hears it took. */
export const COOKIE_CHOICE_SAVED = 'Your cookie choices are saved.';

export const CookieConsent = observer(function CookieConsent() {
  const { consent, layout } = useStores();
  const location = useLocation();
  // With JavaScript the choice is saved here and the bar's form is not posted.
  const saved = (choose: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    choose();
    layout.showToast(COOKIE_CHOICE_SAVED);
  };
  useConsentScript(consent);
  const barRef = useRef<HTMLElement>(null);
  useFootSpace(barRef, consent.barVisible);
  const hydrated = useHydrated();

  // The bar stays in the page (hidden) while the preferences dialog is open, so Escape gives focus back
  // to its 'Manage preferences' button.
  return (
    <>
      {!consent.decided && (
        <section ref={barRef} className="cookie-bar" aria-label="Cookie consent" hidden={!consent.barVisible}>
          <p className="cookie-bar__text">
            <strong className="cookie-bar__title">Cookies, but only with your say-so.</strong> We use necessary cookies to run the
            site and, if you agree, others to improve it and show you relevant offers. Read our{' '}
            <Link to={COOKIE_POLICY_PATH}>cookie policy</Link>.
          </p>
          <form className="cookie-bar__actions" method="post" action={COOKIE_CHOICE_PATH}>
            <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
            <button type="submit" name="choice" value="accept" className="btn btn--primary btn--small" onClick={saved(() => consent.acceptAll())}>
              Accept all
            </button>
            <button type="submit" name="choice" value="reject" className="btn btn--outline btn--small" onClick={saved(() => consent.rejectOptional())}>
              Reject optional
            </button>
            {hydrated ? (
              <button type="button" className="btn btn--link cookie-bar__manage" onClick={() => consent.openModal()}>
                Manage preferences
              </button>
            ) : (
              // Until the page has hydrated (and for good without JavaScript) the choices open in the bar
              // itself and are posted with the form.
              <details className="cookie-bar__details">
                <summary className="btn btn--link cookie-bar__manage">Manage preferences</summary>
                <fieldset className="cookie-bar__choices">
                  <legend className="visually-hidden">Cookie preferences</legend>
                  <ConsentChoiceList idPrefix="consent-bar" checked={consent.choices} posted />
                </fieldset>
                <button type="submit" name="choice" value="choose" className="btn btn--primary btn--small">
                  Save preferences
                </button>
              </details>
            )}
          </form>
        </section>
      )}
      {consent.modalOpen && <CookiePreferences consent={consent} onSaved={() => layout.showToast(COOKIE_CHOICE_SAVED)} />}
    </>
  );
});

const CookiePreferences = observer(function CookiePreferences({ consent, onSaved }: { consent: CookieConsentStore; onSaved: () => void }) {
  return (
    <Modal title="Cookie preferences" onClose={() => consent.closeModal()} className="modal--consent">
      <p className="modal__text">
        Choose which cookies we may use. You can change your mind at any time from the link at the foot of every page.
      </p>
      <ConsentChoiceList idPrefix="consent" checked={consent.choices} onToggle={(choice) => consent.toggle(choice)} />
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            consent.save();
            onSaved();
          }}
        >
          Save preferences
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            consent.acceptAll();
            onSaved();
          }}
        >
          Accept all
        </button>
      </div>
    </Modal>
  );
});

/**
 * The three choices as switches, Necessary always on. In the dialog they follow the store (`onToggle`);
 * in the bar without JavaScript (`posted`) they start as stored and are sent with the form by name.
 */
function ConsentChoiceList({
  idPrefix,
  checked,
  onToggle,
  posted = false,
}: {
  idPrefix: string;
  checked: ConsentChoices;
  onToggle?: (choice: Exclude<ConsentChoice, 'Necessary'>) => void;
  posted?: boolean;
}) {
  return (
    <ul className="consent-choices">
      {COOKIES.choices.map((choice) => {
        const inputId = `${idPrefix}-${choice.toLowerCase()}`;
        const necessary = choice === 'Necessary';
        const state = posted
          ? { defaultChecked: checked[choice], name: necessary ? undefined : COOKIE_CHOICE_FIELDS[choice], value: necessary ? undefined : 'yes' }
          : { checked: checked[choice], onChange: necessary || !onToggle ? undefined : () => onToggle(choice) };
        return (
          <li key={choice} className="consent-choice">
            <input
              id={inputId}
              type="checkbox"
              role="switch"
              className="consent-choice__switch"
              disabled={necessary}
              aria-describedby={`${inputId}-text`}
              {...state}
            />
            <label htmlFor={inputId} className="consent-choice__label">
              {choice}
            </label>
            <p id={`${inputId}-text`} className="consent-choice__text">
              {CHOICE_TEXT[choice]}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Records the 'denied' default at once, then 1 s after the page runs the consent script if (and when)
 * analytics consent is granted; a later change is sent as an update.
 */
function useConsentScript(consent: CookieConsentStore): void {
  const [due, setDue] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    recordConsentDefault(window);
    const timer = window.setTimeout(() => setDue(true), COOKIES.consentScriptDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const signals: ConsentSignals = {
    analytics: consent.analyticsConsent,
    ads: consent.decided && consent.choices.Targeting ? 'granted' : 'denied',
  };
  useEffect(() => {
    if (!due) return;
    if (loaded.current) {
      updateConsent(window, signals);
    } else if (signals.analytics === 'granted') {
      loaded.current = true;
      loadConsentScript(window, signals);
    }
    // The signals are two strings: the effect follows them, not the object made on each render.
  }, [due, signals.analytics, signals.ads]);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
