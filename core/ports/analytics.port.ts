// Analytics events (e.g. booking_unavailable). Analytics is anonymised and consent-gated by the adapter.
import { portToken } from '../shared/port-token';

export type AnalyticsEventName = 'booking_unavailable' | 'booking_complete' | 'page_view' | (string & {});

export interface AnalyticsPort {
  track(event: AnalyticsEventName, properties?: Record<string, string | number | boolean>): void;
}

export const AnalyticsToken = portToken<AnalyticsPort>('AnalyticsPort');
