// Text messages (issue 14, item 3: a booking's reminder to a diner who opted in to SMS). The server's
// adapter talks to a provider; with none configured it sends nothing and says why, and the message stays in
// the outbox with that reason.
import { portToken } from '../shared/port-token';

export interface SmsMessage {
  /** The diner's number as they gave it. */
  readonly to: string;
  readonly text: string;
}

export type SmsResult = { readonly sent: true } | { readonly sent: false; readonly reason: string };

export interface SmsPort {
  /** Whether a provider is configured: without one every send answers `sent: false` with the reason. */
  readonly configured: boolean;
  /** Never throws for a provider's refusal or a time-out: that is `sent: false` with the reason. */
  send(message: SmsMessage): Promise<SmsResult>;
}

export const SmsToken = portToken<SmsPort>('SmsPort');
