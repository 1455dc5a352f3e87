// The supervisor's restart back-off: a worker that had run long is replaced at once; young deaths in a
// row wait 0.5 s, 1 s, 2 s… up to 30 s, so a worker that crashes at start does not spin the machine.
import { restartDelayMs, SUPERVISOR } from './cluster';

describe('restartDelayMs', () => {
  it('given no young death, then at once', () => {
    expect(restartDelayMs(0)).toBe(0);
  });

  it('given young deaths in a row, then a wait doubling from 0.5 s up to 30 s', () => {
    expect([1, 2, 3, 4].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelayMs(7)).toBe(SUPERVISOR.maxRestartDelayMs);
    expect(restartDelayMs(100)).toBe(SUPERVISOR.maxRestartDelayMs);
  });
});
