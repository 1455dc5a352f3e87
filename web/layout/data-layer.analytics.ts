// The browser's analytics adapter for the booking journey: each event is pushed to window.dataLayer as
// `{ event, ...properties }` (a tag manager reads it there), and only while the diner has granted analytics
// consent, which the consent script and banner keep on <html data-analytics-consent="granted|denied">.
import type { AnalyticsEventName, AnalyticsPort } from '@tavola/core/ports';

export interface DataLayerTarget {
  dataLayer?: unknown[];
}

export class DataLayerAnalytics implements AnalyticsPort {
  readonly #target: DataLayerTarget;
  readonly #root: () => HTMLElement;

  constructor(target: DataLayerTarget = window as DataLayerTarget, root: () => HTMLElement = () => document.documentElement) {
    this.#target = target;
    this.#root = root;
  }

  track(event: AnalyticsEventName, properties?: Record<string, string | number | boolean>): void {
    if (this.#root().dataset.analyticsConsent !== 'granted') return;
    this.#target.dataLayer ??= [];
    this.#target.dataLayer.push({ event, ...properties });
  }
}
