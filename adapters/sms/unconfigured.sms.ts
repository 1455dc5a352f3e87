// The SMS port with no provider configured: nothing is sent, and every message says why, so the outbox keeps
// it as unsent with that reason (issue 14, item 3) rather than pretending it went.
import type { SmsMessage, SmsPort, SmsResult } from '@tavola/core/ports';

export class UnconfiguredSms implements SmsPort {
  readonly configured = false;

  constructor(private readonly reason: string = 'No SMS provider is configured') {}

  async send(_message: SmsMessage): Promise<SmsResult> {
    return { sent: false, reason: this.reason };
  }
}
