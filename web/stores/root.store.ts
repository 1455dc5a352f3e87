// The stores of one page view: created per request on the server and once in the browser.
import { CookieConsentStore, type CookieJar } from './cookie-consent.store';
import { LayoutStore } from './layout.store';
import { ProgressStore } from './progress.store';
import type { PostedForm } from './posted-form';

export interface RootStoreOptions {
  cookies: CookieJar;
  /** A form this page answers, posted without JavaScript (server/site/page-forms.ts). */
  posted?: PostedForm | null;
}

export class RootStore {
  readonly layout = new LayoutStore();
  readonly progress = new ProgressStore();
  readonly consent: CookieConsentStore;
  readonly posted: PostedForm | null;

  constructor(options: RootStoreOptions) {
    this.consent = new CookieConsentStore(options.cookies);
    this.posted = options.posted ?? null;
  }
}
