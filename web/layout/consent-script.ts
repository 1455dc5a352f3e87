// The analytics consent signals (spec section 9): consent defaults to 'denied' as soon as the page
// runs, and the consent script, loaded 1 s after the page and only once analytics consent is granted,
// sends the update. No third-party script is fetched: the signals go to window.dataLayer (the Google
// consent-mode format a tag manager reads) and to data attributes on <html> that tests can see.
export type ConsentState = 'granted' | 'denied';

export interface ConsentSignals {
  analytics: ConsentState;
  ads: ConsentState;
}

export interface ConsentWindow {
  dataLayer?: unknown[];
  document: Document;
}

/** What gtag() does: push its own `arguments` object (tag managers look for exactly that, not an array). */
function pushArguments(this: unknown[], ..._args: unknown[]): void {
  this.push(arguments);
}

function gtag(target: ConsentWindow, ...args: unknown[]): void {
  target.dataLayer ??= [];
  pushArguments.apply(target.dataLayer, args);
}

function consentFields(signals: ConsentSignals): Record<string, string> {
  return {
    analytics_storage: signals.analytics,
    ad_storage: signals.ads,
    ad_user_data: signals.ads,
    ad_personalization: signals.ads,
  };
}

/** Records the default: everything denied until the visitor decides. Safe to call more than once. */
export function recordConsentDefault(target: ConsentWindow): void {
  const root = target.document.documentElement;
  if (root.dataset.analyticsConsent) return;
  gtag(target, 'consent', 'default', consentFields({ analytics: 'denied', ads: 'denied' }));
  // Analytics is anonymised whatever the choice.
  gtag(target, 'set', { anonymize_ip: true });
  root.dataset.analyticsConsent = 'denied';
}

/** 'Loads' the consent script (once) and sends the visitor's choice. */
export function loadConsentScript(target: ConsentWindow, signals: ConsentSignals): void {
  const root = target.document.documentElement;
  gtag(target, 'consent', 'update', consentFields(signals));
  root.dataset.analyticsConsent = signals.analytics;
  root.dataset.consentScript = 'loaded';
}

/** A later change of mind after the script has loaded. */
export function updateConsent(target: ConsentWindow, signals: ConsentSignals): void {
  gtag(target, 'consent', 'update', consentFields(signals));
  target.document.documentElement.dataset.analyticsConsent = signals.analytics;
}
