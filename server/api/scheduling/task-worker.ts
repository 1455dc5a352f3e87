// Runs the scheduled tasks that are due (scheduled_tasks.run_after at or before the clock's now), each in its
// own transaction with its row locked (FOR UPDATE SKIP LOCKED, so two API processes never run one task
// twice): the task's work and its 'done' commit together or not at all. A task that throws is retried with
// the outbox's backoff. The same pass hands due text messages to the SMS port (the outbox's 'sms' rows).
import type { Transaction } from 'kysely';
import type { ClockPort, SmsPort } from '@tavola/core/ports';
import type { Logger } from '../api-dependencies';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { leaseDueMessages, retryDelayMs } from '../email/outbox-relay';
import { PeriodicPass } from './periodic-pass';
import type { TaskKind } from './tasks';

export type TaskHandler = (trx: Transaction<Database>, payload: Record<string, unknown>) => Promise<void>;

export interface TaskWorkerOptions {
  batchSize: number;
  intervalMs: number;
  /** A leased text message is tried again by another worker after this long if its sender died. */
  leaseMs: number;
  firstRetryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_TASK_WORKER_OPTIONS: TaskWorkerOptions = { batchSize: 20, intervalMs: 5_000, leaseMs: 5 * 60_000, firstRetryMs: 30_000, maxRetryMs: 60 * 60_000 };

export class TaskWorker {
  private readonly periodic: PeriodicPass;

  constructor(
    private readonly db: Db,
    private readonly clock: ClockPort,
    private readonly sms: SmsPort,
    private readonly handlers: Record<TaskKind, TaskHandler>,
    private readonly log: Logger,
    private readonly options: TaskWorkerOptions = DEFAULT_TASK_WORKER_OPTIONS,
    /** Housekeeping each pass ends with (the waitlist's passed entries); answers how many rows it changed. */
    private readonly sweep: (nowMs: number) => Promise<number> = async () => 0,
  ) {
    this.periodic = new PeriodicPass(() => this.runOnce(), options.intervalMs, log, 'Scheduled task pass');
  }

  /**
   * One pass: runs the due tasks (including those the first ones enqueue as due at once), sends due text
   * messages, and sweeps (expires the waitlist's passed entries).
   */
  async runOnce(): Promise<{ done: number; failed: number; sms: number; swept: number }> {
    let done = 0;
    let failed = 0;
    for (let i = 0; i < this.options.batchSize; i += 1) {
      const outcome = await this.runNext();
      if (outcome === 'none') break;
      if (outcome === 'done') done += 1;
      else failed += 1;
    }
    const sms = await this.sendDueSms();
    return { done, failed, sms, swept: await this.sweep(this.clock.now()) };
  }

  private async runNext(): Promise<'none' | 'done' | 'failed'> {
    const now = new Date(this.clock.now());
    let taskId: number | null = null;
    let attempts = 0;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const task = await trx
          .selectFrom('scheduled_tasks')
          .selectAll()
          .where('status', '=', 'pending')
          .where('run_after', '<=', now)
          .orderBy('run_after')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (task === undefined) return 'none' as const;
        taskId = task.id;
        attempts = task.attempts;
        const handler = this.handlers[task.kind as TaskKind];
        if (handler === undefined) throw new Error(`No handler for the task kind ${task.kind}`);
        await handler(trx, task.payload);
        await trx.updateTable('scheduled_tasks').set({ status: 'done', done_at: now, attempts: task.attempts + 1, last_error: null }).where('id', '=', task.id).execute();
        return 'done' as const;
      });
    } catch (error) {
      if (taskId === null) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .updateTable('scheduled_tasks')
        .set({ attempts: attempts + 1, last_error: reason.slice(0, 1000), run_after: new Date(this.clock.now() + retryDelayMs(attempts + 1, this.options)) })
        .where('id', '=', taskId)
        .execute();
      this.log.warn(`Scheduled task ${taskId} failed (attempt ${attempts + 1}): ${reason}`);
      return 'failed';
    }
  }

  /**
   * Text messages that are due: sent through the SMS port; with no provider configured each is kept as
   * 'unsent' with the port's reason, never retried (nothing would change), never dropped.
   */
  private async sendDueSms(): Promise<number> {
    // Leased like the relay's e-mails: two API processes never send one text twice.
    const due = await leaseDueMessages(this.db, 'sms', this.clock.now(), this.options);
    let sent = 0;
    for (const message of due) {
      const result = await this.sms.send({ to: message.recipient, text: message.text_body }).catch((error: unknown) => ({
        sent: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
      const attempts = message.attempts + 1;
      const update = result.sent
        ? { status: 'sent' as const, sent_at: new Date(this.clock.now()), attempts, last_error: null }
        : this.sms.configured
          ? { attempts, last_error: result.reason.slice(0, 1000), next_attempt_at: new Date(this.clock.now() + retryDelayMs(attempts, this.options)) }
          : { status: 'unsent' as const, attempts, last_error: result.reason.slice(0, 1000) };
      // Only a message still pending: a reminder cancelled meanwhile stays cancelled.
      await this.db.updateTable('outbox').set(update).where('id', '=', message.id).where('status', '=', 'pending').execute();
      if (result.sent) sent += 1;
    }
    return sent;
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }
}
