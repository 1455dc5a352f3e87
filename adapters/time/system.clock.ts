// The real clock, for runtimes; tests bind a fixed clock instead.
import type { ClockPort } from '@tavola/core/ports';

export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }
}

/** A clock that stays where a test puts it. */
export class FixedClock implements ClockPort {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  set(epochMs: number): void {
    this.current = epochMs;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
