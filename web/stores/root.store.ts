// The stores of one page view: created per request on the server and once in the browser.
import { CookieConsentStore, type CookieJar } from './cookie-consent.store';
import { LayoutStore } from './layout.store';
import { ProgressStore } from './progress.store';

export interface RootStoreOptions {
  cookies: CookieJar;
}

export class RootStore {
  readonly layout = new LayoutStore();
  readonly progress = new ProgressStore();
  readonly consent: CookieConsentStore;

  constructor(options: RootStoreOptions) {
    this.consent = new CookieConsentStore(options.cookies);
  }
}
