// Sends what the outbox holds. A message is leased (its next attempt pushed out) in a short
// transaction, sent outside any transaction, then marked sent; a failure schedules a retry with
// exponential backoff. Nothing is ever dropped: a message stays pending until a server accepts it. A
// marketing e-mail whose address unsubscribed since it was queued is not sent (status 'skipped'): consent
// is read at send time, so every send after the unsubscribe honours it. A booking's confirmation and
// reminder are stored as data and rendered here, just before they are sent (templates/stored-emails.ts); one
// whose data cannot be rendered is marked 'failed' with the reason and a log line, and never retried, as no
// later attempt could render it either.
import type { ClockPort } from '@tavola/core/ports';
import type { Logger } from '../api-dependencies';
import type { Db } from '../db/database';
import { PeriodicPass } from '../scheduling/periodic-pass';
import { messageOf } from './templates/stored-emails';
import { isUnsubscribed } from './unsubscribe';

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments: Array<{ filename: string; contentType: string; content: string }>;
    headers?: Record<string, string>;
  }): Promise<void>;
}

export interface RelayOptions {
  from: string;
  batchSize: number;
  /** A leased message is retried by another relay after this long if its sender died. */
  leaseMs: number;
  firstRetryMs: number;
  maxRetryMs: number;
  intervalMs: number;
}

export const DEFAULT_RELAY_OPTIONS: Omit<RelayOptions, 'from'> = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  intervalMs: 10_000,
};

/** Delay before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelayMs(failedAttempts: number, options: Pick<RelayOptions, 'firstRetryMs' | 'maxRetryMs'>): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30));
  return Math.min(options.firstRetryMs * 2 ** exponent, options.maxRetryMs);
}

/**
 * Leases the due messages of `channel` (pending, due to send, next attempt reached), at most `batchSize`:
 * in one short transaction their rows are locked (FOR UPDATE SKIP LOCKED) and their next attempt pushed
 * out by `leaseMs`, so another relay or worker, in this process or another, skips them while they are sent.
 * A sender that dies leaves them to be retried once the lease runs out.
 */
export async function leaseDueMessages(db: Db, channel: 'email' | 'sms', now: number, options: Pick<RelayOptions, 'batchSize' | 'leaseMs'>) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('channel', '=', channel)
      .where('send_after', '<=', new Date(now))
      .where('next_attempt_at', '<=', new Date(now))
      .orderBy('id')
      .limit(options.batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length > 0) {
      await trx
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(now + options.leaseMs) })
        .where('id', 'in', due.map((m) => m.id))
        .execute();
    }
    return due;
  });
}

export class OutboxRelay {
  private readonly periodic: PeriodicPass;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: ClockPort,
    private readonly log: Logger,
    private readonly options: RelayOptions,
  ) {
    this.periodic = new PeriodicPass(() => this.runOnce(), options.intervalMs, log, 'Outbox relay pass');
  }

  /** One pass: sends every message that is due; answers how many were sent and how many failed. */
  async runOnce(): Promise<{ sent: number; failed: number; skipped: number }> {
    const now = this.clock.now();
    const leased = await leaseDueMessages(this.db, 'email', now, this.options);

    let sent = 0;
    let failed = 0;
    let skipped = 0;
    for (const message of leased) {
      try {
        if (message.category === 'marketing' && (await isUnsubscribed(this.db, message.recipient))) {
          await this.db.updateTable('outbox').set({ status: 'skipped', last_error: 'unsubscribed' }).where('id', '=', message.id).where('status', '=', 'pending').execute();
          skipped += 1;
          continue;
        }
        let content: Awaited<ReturnType<typeof messageOf>>;
        try {
          content = await messageOf(message);
        } catch (error) {
          const reason = `not rendered: ${error instanceof Error ? error.message : String(error)}`;
          await this.db.updateTable('outbox').set({ status: 'failed', attempts: message.attempts + 1, last_error: reason.slice(0, 1000) }).where('id', '=', message.id).where('status', '=', 'pending').execute();
          this.log.error(`E-mail ${message.id} to ${message.recipient} (${message.render_template}) failed, not retried: ${reason}`);
          failed += 1;
          continue;
        }
        await this.transport.send({ from: this.options.from, to: message.recipient, ...content });
        await this.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: new Date(this.clock.now()), attempts: message.attempts + 1, last_error: null })
          .where('id', '=', message.id)
          // Only a message still pending, as the task worker's texts: a reminder cancelled while it was
          // being sent stays 'cancelled' (the manage page and the outbox then agree on what happened).
          .where('status', '=', 'pending')
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        await this.db
          .updateTable('outbox')
          .set({
            attempts,
            last_error: reason.slice(0, 1000),
            next_attempt_at: new Date(this.clock.now() + retryDelayMs(attempts, this.options)),
          })
          .where('id', '=', message.id)
          .where('status', '=', 'pending')
          .execute();
        this.log.warn(`E-mail ${message.id} to ${message.recipient} not sent (attempt ${attempts}): ${reason}`);
        failed += 1;
      }
    }
    return { sent, failed, skipped };
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }
}
