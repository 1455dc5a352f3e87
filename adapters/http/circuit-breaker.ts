// A circuit breaker for the calls to the API (issue 13, item 3). After `failures` calls in a row got no
// usable answer (a time-out, a refused or dropped connection, a 502/503/504), it opens: for `openMs` every
// call fails at once, as a time-out, without touching the network, so a page falls back to the last good
// answers the caches keep, or to the error page, instead of waiting for a hung API. Then one call is let
// through as a probe (half-open): an answer closes the breaker, another failure opens it again.
import type { ClockPort } from '@tavola/core/ports';

export interface CircuitBreakerOptions {
  /** Failed calls in a row that open the breaker. */
  failures: number;
  /** How long it stays open before a probe call is let through. */
  openMs: number;
}

/** The server's defaults: five failures in a row open it for ten seconds. */
export const DEFAULT_CIRCUIT_BREAKER: CircuitBreakerOptions = { failures: 5, openMs: 10_000 };

export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failuresInARow = 0;
  /** When the breaker opened the last time; null while closed. */
  private openedAt: number | null = null;
  private probeUnderWay = false;

  constructor(
    private readonly clock: ClockPort,
    private readonly options: CircuitBreakerOptions = DEFAULT_CIRCUIT_BREAKER,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.clock.now() - this.openedAt < this.options.openMs ? 'open' : 'half-open';
  }

  /** True when a call may go now: closed, or half-open with no probe under way (this call is the probe). */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.probeUnderWay) return false;
    this.probeUnderWay = true;
    return true;
  }

  /** The API answered (whatever it said). */
  succeeded(): void {
    this.failuresInARow = 0;
    this.openedAt = null;
    this.probeUnderWay = false;
  }

  /** The call got no usable answer. */
  failed(): void {
    this.failuresInARow += 1;
    if (this.probeUnderWay || this.failuresInARow >= this.options.failures) {
      this.openedAt = this.clock.now();
      this.probeUnderWay = false;
    }
  }
}
