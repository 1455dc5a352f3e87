// When an unattended kiosk warns and when it starts again (issue 11). A kiosk at a restaurant's door is
// used by one diner after another: after a while with no touch, key or typed character it must forget the
// last diner (every typed value, every stored personal detail) and show its home screen again, warning
// first so a diner still reading the menu can stay. The screen only reports activity and follows the answer.
import { KIOSK } from '../constants';
import type { ClockPort } from '../ports/clock.port';

/** The idle time and the warning before it, in milliseconds. */
export interface IdleSettings {
  idleMs: number;
  warningMs: number;
}

/** What the kiosk shows now: its screens, the warning with the whole seconds left, or a fresh start. */
export type IdleState = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'reset' };

const MS_PER_SECOND = 1000;

/**
 * The settings for an idle time in seconds (KIOSK.idleSeconds when absent; a value outside
 * KIOSK.minIdleSeconds..maxIdleSeconds or not a whole number also keeps the default). The warning is the
 * last KIOSK.warningSeconds, but never more than half the idle time, so a short idle time still leaves a
 * diner some quiet seconds before the warning.
 */
export function idleSettings(idleSeconds?: number): IdleSettings {
  const seconds = isIdleSeconds(idleSeconds) ? idleSeconds : KIOSK.idleSeconds;
  const idleMs = seconds * MS_PER_SECOND;
  return { idleMs, warningMs: Math.min(KIOSK.warningSeconds * MS_PER_SECOND, Math.floor(idleMs / 2)) };
}

/** A whole number of seconds within the bounds a site may set. */
export function isIdleSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= KIOSK.minIdleSeconds && value <= KIOSK.maxIdleSeconds;
}

/**
 * The state `nowMs` after the last activity. A clock that went back (now before the last activity) counts
 * as activity just now, never as a reset.
 */
export function idleState(lastActivityMs: number, nowMs: number, settings: IdleSettings): IdleState {
  const idleFor = Math.max(0, nowMs - lastActivityMs);
  if (idleFor >= settings.idleMs) return { kind: 'reset' };
  const left = settings.idleMs - idleFor;
  if (left <= settings.warningMs) return { kind: 'warning', secondsLeft: Math.ceil(left / MS_PER_SECOND) };
  return { kind: 'active' };
}

/**
 * The idle policy over a clock: the screen calls `activity()` on each touch, key or typed character and
 * `state()` as often as it likes (every few hundred ms); after a reset it calls `restart()`. A kiosk nobody
 * has touched since it (re)started has nothing to forget, so it stays 'active': no warning over an empty
 * home screen every 90 s.
 */
export class IdleWatch {
  private lastActivityMs: number;
  private touched = false;

  constructor(
    private readonly clock: ClockPort,
    readonly settings: IdleSettings = idleSettings(),
  ) {
    this.lastActivityMs = clock.now();
  }

  /** Whether anyone has touched the kiosk since it (re)started. */
  get engaged(): boolean {
    return this.touched;
  }

  activity(): void {
    this.lastActivityMs = this.clock.now();
    this.touched = true;
  }

  restart(): void {
    this.lastActivityMs = this.clock.now();
    this.touched = false;
  }

  state(): IdleState {
    if (!this.touched) return { kind: 'active' };
    return idleState(this.lastActivityMs, this.clock.now(), this.settings);
  }
}
