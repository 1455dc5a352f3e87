// Cookie consent: the bar until the diner decides, the modal with the three choices (Performance,
// Targeting, Necessary), the consent cookie (30 days) and the preferences cookie (365 days).
// Analytics consent stays 'denied' until Performance is granted.
import { makeAutoObservable } from 'mobx';
import { COOKIES } from '@tavola/core/constants';

export type ConsentChoice = (typeof COOKIES.choices)[number];

export interface ConsentChoices {
  Performance: boolean;
  Targeting: boolean;
  /** Always true: the site cannot work without these. */
  Necessary: true;
}

/** Reads and writes cookies: document.cookie in a browser, the request's cookies on the server. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, days: number): void;
}

export const CONSENT_COOKIE = 'cv_cookie_consent';
export const PREFERENCES_COOKIE = 'cv_cookie_preferences';

export class CookieConsentStore {
  decided = false;
  choices: ConsentChoices = { Performance: false, Targeting: false, Necessary: true };
  modalOpen = false;

  constructor(private readonly jar: CookieJar) {
    this.decided = jar.get(CONSENT_COOKIE) === 'yes';
    this.choices = readChoices(jar.get(PREFERENCES_COOKIE));
    makeAutoObservable<CookieConsentStore, 'jar'>(this, { jar: false });
  }

  get barVisible(): boolean {
    return !this.decided && !this.modalOpen;
  }

  get analyticsConsent(): 'granted' | 'denied' {
    return this.decided && this.choices.Performance ? 'granted' : COOKIES.analyticsConsentDefault;
  }

  openModal(): void {
    this.modalOpen = true;
  }

  closeModal(): void {
    this.modalOpen = false;
  }

  toggle(choice: Exclude<ConsentChoice, 'Necessary'>): void {
    this.choices = { ...this.choices, [choice]: !this.choices[choice] };
  }

  acceptAll(): void {
    this.save({ Performance: true, Targeting: true, Necessary: true });
  }

  rejectOptional(): void {
    this.save({ Performance: false, Targeting: false, Necessary: true });
  }

  save(choices: ConsentChoices = this.choices): void {
    this.choices = { ...choices, Necessary: true };
    this.decided = true;
    this.modalOpen = false;
    this.jar.set(CONSENT_COOKIE, 'yes', COOKIES.consentExpiryDays);
    this.jar.set(PREFERENCES_COOKIE, JSON.stringify({ Performance: this.choices.Performance, Targeting: this.choices.Targeting }), COOKIES.preferencesExpiryDays);
  }
}

function readChoices(raw: string | null): ConsentChoices {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ConsentChoices>) : {};
    return { Performance: parsed.Performance === true, Targeting: parsed.Targeting === true, Necessary: true };
  } catch {
    // A damaged cookie counts as no choice made.
    return { Performance: false, Targeting: false, Necessary: true };
  }
}
