// Runs a pass (the outbox relay's, the task worker's) every `intervalMs`, never two at once in one process:
// a pass still running when the next tick comes is left to finish. The timer does not keep the process
// alive, and stop() waits for the pass under way, so a shutdown never cuts a send or a task in half.
import type { Logger } from '../api-dependencies';

export class PeriodicPass {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: Logger,
    /** What failed, for the log: 'Outbox relay pass'. */
    private readonly name: string,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.pass()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error(`${this.name} failed`, error))
        .finally(() => {
          this.running = null;
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
