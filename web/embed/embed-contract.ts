// What the embed loader (/embed.js, web/embed/embed-loader.ts) and the widget's app (widget-app.tsx) agree on:
// the configuration the site server writes into /embed.js, the options the loader hands the app, and the
// DOM events the host page receives. Types and names only, so the loader carries none of the app's code.

/** Written into /embed.js by the site server (server/site/embed.ts): where the app and its stylesheet are. */
export interface EmbedConfig {
  /** The app's ES module (content-hashed), absolute or relative to the script's origin. */
  app: string;
  /** The widget's stylesheet (content-hashed), absolute or relative to the script's origin. */
  css: string;
  /** The brand whose restaurants are booked (the site's BRAND_KEY). */
  brandKey: string;
  /** Days after today a table can be booked (the site's BOOKING_HORIZON_DAYS). */
  horizonDays?: number;
  /** The site's Braintree tokenization key, when it has one (the card step's Hosted Fields). */
  tokenizationKey?: string | null;
  /** The site's reCAPTCHA v3 site key, when captcha is on (RECAPTCHA_SITE_KEY). */
  captchaSiteKey?: string | null;
}

/** `mode` attribute: in place, a dialog opened from the page's [data-tavola-booking] elements, or a corner button. */
export type EmbedMode = 'inline' | 'popup' | 'floating';

/** The element's booking attributes, as written (the journey's own rules judge them). */
export interface EmbedAttributes {
  restaurant: string | null;
  /** 'YYYY-MM-DD' */
  date: string | null;
  party: string | null;
  occasion: string | null;
}

/** What the loader passes to the app's mountBookingWidget. */
export interface WidgetOptions extends EmbedAttributes {
  /** Where the journey renders, inside the element's shadow root. */
  container: HTMLElement;
  /** The site the script came from: its /api pass-through reaches the API. */
  apiBaseUrl: string;
  brandKey: string;
  horizonDays?: number;
  tokenizationKey?: string | null;
  captchaSiteKey?: string | null;
  /** The widget's stylesheet URL, already added to the shadow root by the loader. */
  stylesheet?: string;
}

export interface WidgetHandle {
  unmount(): void;
}

export interface WidgetModule {
  mountBookingWidget(shadowRoot: ShadowRoot, options: WidgetOptions): WidgetHandle;
}

/** The events dispatched on <tavola-booking> (bubbling, composed). */
export const EMBED_EVENTS = {
  /** detail: BookingConfirmedDetail */
  confirmed: 'tavola:booking-confirmed',
  /** detail: { step: 1 | 2 | 3 | 'thanks' } */
  step: 'tavola:step',
  /** The popup or floating dialog closed; detail: {} */
  close: 'tavola:close',
} as const;

export interface BookingConfirmedDetail {
  reference: string;
  /** 'booking', or the kind of request the restaurant confirms later ('enquiry', 'event'). */
  type: string;
  /** The restaurant's storeId. */
  restaurant: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  covers: number;
}

/** Dispatches one of the widget's events on the element, out of its shadow root to the page. */
export function dispatchEmbedEvent(host: Element, type: string, detail: unknown): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
