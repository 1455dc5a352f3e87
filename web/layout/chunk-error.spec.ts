// A failed page module reloads the page at most once per 60 s, remembered in session storage; when
// storage cannot remember, it never reloads (that could loop).
import { InMemoryKeyValueStorage, FixedClock } from '@tavola/adapters';
import { CHUNK_RELOAD } from '@tavola/core/constants';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, reloadAfterChunkError } from './chunk-error';

const START = Date.UTC(2026, 10, 23, 10);

function setUp() {
  const storage = new InMemoryKeyValueStorage();
  const clock = new FixedClock(START);
  const reload = jest.fn();
  return { storage, clock, reload, attempt: () => reloadAfterChunkError({ storage, clock, reload }) };
}

describe('reloadAfterChunkError', () => {
  it('reloads the first time and stores when', () => {
    const { storage, reload, attempt } = setUp();
    expect(attempt()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(START));
  });

  it('does not reload again within 60 s, and does once 60 s have passed', () => {
    const { clock, reload, attempt } = setUp();
    attempt();
    clock.advance(CHUNK_RELOAD.minIntervalMs - 1);
    expect(attempt()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(attempt()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a damaged stored value as never reloaded', () => {
    const { storage, reload, attempt } = setUp();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'not-a-time');
    expect(attempt()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without storage, or when storage refuses the write', () => {
    const reload = jest.fn();
    const clock = new FixedClock(START);
    expect(reloadAfterChunkError({ storage: null, clock, reload })).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reloadAfterChunkError({ storage: refusing, clock, reload })).toBe(false);
    const forgetful = { getItem: () => null, setItem: () => undefined };
    expect(reloadAfterChunkError({ storage: forgetful, clock, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://casa.example/assets/chunks/menu-page-ab12.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Network request failed'), null, undefined, 'a string'])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
