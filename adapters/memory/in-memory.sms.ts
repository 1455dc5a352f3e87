// An SMS provider held in memory: every message is kept in `sent`, for a kiosk's demonstration mode and for
// tests that need a configured provider.
import type { SmsMessage, SmsPort, SmsResult } from '@tavola/core/ports';

export class InMemorySms implements SmsPort {
  readonly configured = true;
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<SmsResult> {
    this.sent.push(message);
    return { sent: true };
  }
}
