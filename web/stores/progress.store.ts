// The 4 px navigation progress bar: runs from 0 towards 100 while a navigation loads, updates at most
// every 200 ms, and would take 5000 ms to fill; it completes when the page data has arrived.
import { makeAutoObservable } from 'mobx';
import { LAYOUT } from '@tavola/core/constants';

export class ProgressStore {
  value: number = LAYOUT.progressBarMin;
  active = false;
  private startedAt = 0;

  constructor() {
    makeAutoObservable(this);
  }

  start(nowMs: number): void {
    this.active = true;
    this.startedAt = nowMs;
    this.value = LAYOUT.progressBarMin;
  }

  /** Moves the bar by elapsed time; it slows near the end and never reaches 100 before done(). */
  tick(nowMs: number): void {
    if (!this.active) return;
    const share = Math.min(1, Math.max(0, (nowMs - this.startedAt) / LAYOUT.progressBarDurationMs));
    const eased = 1 - (1 - share) * (1 - share);
    this.value = Math.min(LAYOUT.progressBarMax - 1, Math.round(eased * (LAYOUT.progressBarMax - 1)));
  }

  done(): void {
    this.value = LAYOUT.progressBarMax;
    this.active = false;
  }
}
