// One page reload after a failed code chunk, at most once per 60 seconds (spec section 4).
import { parseLastReloadAt, shouldReloadAfterChunkError } from './chunk-reload-policy';

const NOW = 1_717_000_000_000;

describe('shouldReloadAfterChunkError', () => {
  it('reloads when no reload was stored, and says to store now', () => {
    expect(shouldReloadAfterChunkError(null, NOW)).toEqual({ reload: true, storeLastReloadAtMs: NOW });
  });

  it('does not reload again within 60 seconds', () => {
    expect(shouldReloadAfterChunkError(NOW, NOW)).toEqual({ reload: false });
    expect(shouldReloadAfterChunkError(NOW - 59_999, NOW)).toEqual({ reload: false });
  });

  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReloadAfterChunkError(NOW - 60_000, NOW)).toEqual({ reload: true, storeLastReloadAtMs: NOW });
    expect(shouldReloadAfterChunkError(NOW - 3_600_000, NOW)).toEqual({ reload: true, storeLastReloadAtMs: NOW });
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['undefined', undefined],
    ['a string', '1717000000000'],
    ['a future time', NOW + 1],
    ['a far future time', NOW + 86_400_000],
  ])('treats %s as never reloaded', (_label, stored) => {
    expect(shouldReloadAfterChunkError(stored as number | null, NOW)).toEqual({ reload: true, storeLastReloadAtMs: NOW });
  });

  it('after a future value, the stored fresh time bounds the next reload again', () => {
    // given: a future value was found and replaced by now
    const first = shouldReloadAfterChunkError(NOW + 500_000, NOW);
    // when: the chunk fails again right after the reload
    const second = shouldReloadAfterChunkError(first.reload ? first.storeLastReloadAtMs : null, NOW + 1_000);
    // then
    expect(second).toEqual({ reload: false });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, undefined, '1'])('never reloads when the clock gives %p', (now) => {
    expect(shouldReloadAfterChunkError(null, now as number)).toEqual({ reload: false });
  });
});

describe('parseLastReloadAt', () => {
  it.each([
    ['1717000000000', 1_717_000_000_000],
    [' 1717000000000 ', 1_717_000_000_000],
    ['-5', -5],
    ['12.5', 12.5],
    [1_717_000_000_000, 1_717_000_000_000],
    ['', null],
    ['abc', null],
    ['1e3', null],
    ['0x10', null],
    ['12abc', null],
    ['NaN', null],
    ['9'.repeat(400), null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('%p -> %p', (stored, expected) => {
    expect(parseLastReloadAt(stored)).toBe(expected);
  });
});
