import { KIOSK } from '../constants';
import { IdleWatch, idleSettings, idleState, isIdleSeconds } from './idle-policy';

const s = (seconds: number) => seconds * 1000;

describe('the kiosk idle settings', () => {
  it('given no idle time, then the default 90 s with the last 20 s a warning', () => {
    expect(idleSettings()).toEqual({ idleMs: s(KIOSK.idleSeconds), warningMs: s(KIOSK.warningSeconds) });
    expect(idleSettings()).toEqual({ idleMs: 90_000, warningMs: 20_000 });
  });

  it('given a site idle time, then it is used; a short one warns for half of it', () => {
    expect(idleSettings(120)).toEqual({ idleMs: 120_000, warningMs: 20_000 });
    expect(idleSettings(40)).toEqual({ idleMs: 40_000, warningMs: 20_000 });
    expect(idleSettings(30)).toEqual({ idleMs: 30_000, warningMs: 15_000 });
    expect(idleSettings(5)).toEqual({ idleMs: 5_000, warningMs: 2_500 });
  });

  it.each([0, 4, -90, 90.5, Number.NaN, 3601, Number.POSITIVE_INFINITY])('given %p seconds, then the default stands', (seconds) => {
    expect(idleSettings(seconds)).toEqual(idleSettings());
    expect(isIdleSeconds(seconds)).toBe(false);
  });

  it('given the bounds, then both are accepted', () => {
    expect(isIdleSeconds(KIOSK.minIdleSeconds)).toBe(true);
    expect(isIdleSeconds(KIOSK.maxIdleSeconds)).toBe(true);
    expect(isIdleSeconds('90')).toBe(false);
  });
});

describe('the kiosk idle state', () => {
  const settings = idleSettings(90);
  const at = (idleSeconds: number) => idleState(1_000_000, 1_000_000 + idleSeconds, settings);

  it('given activity up to 70 s ago, then the screens stay', () => {
    expect(at(0)).toEqual({ kind: 'active' });
    expect(at(s(69.999))).toEqual({ kind: 'active' });
  });

  it('given 70 s to just under 90 s without activity, then the warning counts the whole seconds left', () => {
    expect(at(s(70))).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(at(s(70.001))).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(at(s(71))).toEqual({ kind: 'warning', secondsLeft: 19 });
    expect(at(s(89.5))).toEqual({ kind: 'warning', secondsLeft: 1 });
  });

  it('given 90 s or more without activity, then a reset', () => {
    expect(at(s(90))).toEqual({ kind: 'reset' });
    expect(at(s(3600))).toEqual({ kind: 'reset' });
  });

  it('given a clock that went back, then it counts as activity just now', () => {
    expect(idleState(1_000_000, 0, settings)).toEqual({ kind: 'active' });
  });
});

describe('the kiosk idle watch', () => {
  class ManualClock {
    constructor(public ms = 5_000) {}
    now(): number {
      return this.ms;
    }
  }

  it('given a diner who walks away, then active, the warning, a reset; activity in the warning starts the time again', () => {
    const clock = new ManualClock();
    const watch = new IdleWatch(clock, idleSettings(10));
    expect(watch.settings).toEqual({ idleMs: 10_000, warningMs: 5_000 });
    watch.activity();
    expect(watch.engaged).toBe(true);
    expect(watch.state()).toEqual({ kind: 'active' });
    clock.ms += s(6);
    expect(watch.state()).toEqual({ kind: 'warning', secondsLeft: 4 });
    watch.activity();
    expect(watch.state()).toEqual({ kind: 'active' });
    clock.ms += s(10);
    expect(watch.state()).toEqual({ kind: 'reset' });
    watch.restart();
    expect(watch.engaged).toBe(false);
    expect(watch.state()).toEqual({ kind: 'active' });
  });

  it('given nobody has touched the kiosk since it started, then no warning and no reset however long it waits', () => {
    const clock = new ManualClock();
    const watch = new IdleWatch(clock, idleSettings(10));
    clock.ms += s(3600);
    expect(watch.engaged).toBe(false);
    expect(watch.state()).toEqual({ kind: 'active' });
  });

  it('given no settings, then the default idle time', () => {
    const clock = new ManualClock();
    const watch = new IdleWatch(clock);
    watch.activity();
    clock.ms += s(KIOSK.idleSeconds - 1);
    expect(watch.state()).toEqual({ kind: 'warning', secondsLeft: 1 });
  });
});
