// The kiosk's binding of core's idle policy (@tavola/core/kiosk): every touch, key, typed character or
// scroll counts as activity, a timer asks the policy a few times a second, and the screen follows its
// answer (the warning with its seconds, then the reset). The rules themselves are core's.
import { useEffect, useRef, useState } from 'react';
import { SystemClock } from '@tavola/adapters';
import { AUTH } from '@tavola/core/constants';
import { IdleWatch, idleSettings, type IdleState } from '@tavola/core/kiosk';
import type { ClockPort } from '@tavola/core/ports';

/** What a diner does that shows they are still there (listened to on the window, before the page's own handlers). */
export const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'click', 'keydown', 'input', 'change', 'wheel', 'scroll'] as const;

/**
 * While the warning shows (over the whole screen, the kiosk inert under it), only a finished press or a key
 * closes it: a tap's pointerdown closing it would let the same tap's click land on whatever lies beneath.
 */
const ENDS_WARNING: ReadonlySet<string> = new Set(['click', 'keydown']);

/** How often the policy is asked, in ms: often enough for the warning's countdown to tick each second. */
export const IDLE_TICK_MS = 250;

export interface IdleBinding {
  state: IdleState;
  /** The diner pressed "I'm still here" (or anything else): the time starts again. */
  stay: () => void;
}

/**
 * The idle state of the kiosk; `onReset` runs once when the idle time has passed, after which the watch
 * starts again untouched. `clock` is the real one but in tests.
 */
export function useIdleReset(idleSeconds: number, onReset: () => void, clock: ClockPort = systemClock): IdleBinding {
  const [watch] = useState(() => new IdleWatch(clock, idleSettings(idleSeconds)));
  const [state, setState] = useState<IdleState>({ kind: 'active' });
  const resetRef = useRef(onReset);
  resetRef.current = onReset;
  const warningRef = useRef(false);
  warningRef.current = state.kind === 'warning';

  useEffect(() => {
    const onActivity = (event: Event) => {
      if (warningRef.current && !ENDS_WARNING.has(event.type)) return;
      warningRef.current = false;
      watch.activity();
      setState((current) => (current.kind === 'active' ? current : { kind: 'active' }));
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const next = watch.state();
      if (next.kind === 'reset') {
        watch.restart();
        setState({ kind: 'active' });
        resetRef.current();
        return;
      }
      setState((current) => (sameState(current, next) ? current : next));
    }, IDLE_TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, [watch]);

  return {
    state,
    stay: () => {
      watch.activity();
      setState({ kind: 'active' });
    },
  };
}

const systemClock = new SystemClock();

function sameState(a: IdleState, b: IdleState): boolean {
  return a.kind === b.kind && (a.kind !== 'warning' || a.secondsLeft === (b as Extract<IdleState, { kind: 'warning' }>).secondsLeft);
}

/**
 * Forgets what a diner may have left in the browser's storage: the kiosk's API adapters keep their token
 * and session id in memory, but the keys they would use in localStorage are removed all the same (a
 * kiosk page opened in a browser the site was used in), and the tab's sessionStorage is emptied.
 */
export function clearStoredPersonalData(storage: { local: Storage | null; session: Storage | null } = browserStorages()): void {
  for (const key of [AUTH.tokenStorageKey, AUTH.sessionIdStorageKey]) {
    try {
      storage.local?.removeItem(key);
    } catch {
      // storage refused: nothing was kept there either
    }
  }
  try {
    storage.session?.clear();
  } catch {
    // as above
  }
}

function browserStorages(): { local: Storage | null; session: Storage | null } {
  const read = (name: 'localStorage' | 'sessionStorage'): Storage | null => {
    try {
      return typeof window !== 'undefined' ? window[name] : null;
    } catch {
      return null;
    }
  };
  return { local: read('localStorage'), session: read('sessionStorage') };
}
