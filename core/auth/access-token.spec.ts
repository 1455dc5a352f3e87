// The access token: reuse, expiry margin, shared requests and the single retry after a 401 (spec section 4).
import { AUTH } from '../constants';
import type { ClockPort } from '../ports/clock.port';
import type { TokenApiPort, TokenRequest, TokenResponse } from '../ports/token-api.port';
import type { StoredAccessToken, TokenStorePort } from '../ports/token-store.port';
import { AccessTokenService } from './access-token';
import { AUTH_ERROR_CODES, TokenRequestError, UnauthorizedError, isUnauthorizedError } from './auth.errors';

const T0 = 1_717_000_000_000;
const MINUTE = 60_000;

class FakeClock implements ClockPort {
  constructor(public time: number = T0) {}
  now(): number {
    return this.time;
  }
}

class InMemoryTokenStore implements TokenStorePort {
  constructor(public value: unknown = null) {}
  writes: StoredAccessToken[] = [];
  clears = 0;
  read(): StoredAccessToken | null {
    return this.value as StoredAccessToken | null;
  }
  write(token: StoredAccessToken): void {
    this.writes.push(token);
    this.value = token;
  }
  clear(): void {
    this.clears += 1;
    this.value = null;
  }
}

/** Answers token requests in order; each request waits until the test settles it. */
class FakeTokenApi implements TokenApiPort {
  requests: TokenRequest[] = [];
  private pending: Array<{ resolve: (r: TokenResponse) => void; reject: (e: unknown) => void }> = [];
  private issued = 0;
  /** When true, requests answer at once with token-1, token-2, ... */
  constructor(private readonly autoAnswer = true) {}

  requestToken(request: TokenRequest): Promise<TokenResponse> {
    this.requests.push(request);
    if (this.autoAnswer) {
      this.issued += 1;
      return Promise.resolve({ accessToken: `token-${this.issued}` });
    }
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  answer(index: number, accessToken: string): void {
    this.pending[index]?.resolve({ accessToken });
  }

  fail(index: number, error: unknown): void {
    this.pending[index]?.reject(error);
  }
}

function setup(stored: unknown = null, api = new FakeTokenApi()) {
  const clock = new FakeClock();
  const store = new InMemoryTokenStore(stored);
  const service = new AccessTokenService(store, api, clock);
  return { clock, store, api, service };
}

/** Lets every pending promise callback run. */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const storedToken = (accessToken: string, expiresAt: number): StoredAccessToken => ({ accessToken, expiresAt });

describe('AccessTokenService.getToken', () => {
  it('requests a token when none is stored and stores it for 23 hours', async () => {
    // given
    const { service, store, api } = setup();
    // when
    const token = await service.getToken();
    // then
    expect(token).toBe('token-1');
    expect(api.requests).toEqual([{ clearCache: false }]);
    expect(store.writes).toEqual([storedToken('token-1', T0 + 82_800_000)]);
  });

  it('reuses the stored token while more than 5 minutes remain (5:01 before expiry)', async () => {
    // given
    const expiresAt = T0 + 5 * MINUTE + 1_000;
    const { service, api } = setup(storedToken('kept', expiresAt));
    // when / then
    await expect(service.getToken()).resolves.toBe('kept');
    expect(api.requests).toEqual([]);
  });

  it('replaces the stored token within the last 5 minutes (4:59 before expiry)', async () => {
    // given
    const expiresAt = T0 + 4 * MINUTE + 59_000;
    const { service, api, store } = setup(storedToken('old', expiresAt));
    // when / then
    await expect(service.getToken()).resolves.toBe('token-1');
    expect(api.requests).toEqual([{ clearCache: false }]);
    expect(store.value).toEqual(storedToken('token-1', T0 + AUTH.tokenLifetimeMs));
  });

  it('replaces the stored token exactly 5 minutes before expiry (valid only while now < expiresAt - margin)', async () => {
    const { service } = setup(storedToken('old', T0 + 5 * MINUTE));
    await expect(service.getToken()).resolves.toBe('token-1');
  });

  it('reuses a token it stored itself until the margin, then asks again', async () => {
    // given
    const { service, clock, api } = setup();
    await service.getToken();
    // when
    clock.time = T0 + AUTH.tokenLifetimeMs - AUTH.tokenRefreshMarginMs - 1;
    const reused = await service.getToken();
    clock.time += 1;
    const renewed = await service.getToken();
    // then
    expect([reused, renewed]).toEqual(['token-1', 'token-2']);
    expect(api.requests).toHaveLength(2);
  });

  it.each([
    ['not an object', 'token'],
    ['no token', { expiresAt: T0 + 60 * MINUTE }],
    ['an empty token', storedToken('', T0 + 60 * MINUTE)],
    ['a token that is not text', { accessToken: 42, expiresAt: T0 + 60 * MINUTE }],
    ['an expiry that is not a number', { accessToken: 'x', expiresAt: String(T0 + 60 * MINUTE) }],
    ['a NaN expiry', storedToken('x', Number.NaN)],
    ['an infinite expiry', storedToken('x', Number.POSITIVE_INFINITY)],
    ['an expiry further ahead than a token lives', storedToken('x', T0 + AUTH.tokenLifetimeMs + 1)],
    ['an expired token', storedToken('x', T0 - 1)],
  ])('treats a stored value with %s as no token', async (_label, stored) => {
    // given
    const { service, api } = setup(stored);
    // when / then
    await expect(service.getToken()).resolves.toBe('token-1');
    expect(api.requests).toEqual([{ clearCache: false }]);
  });

  it('accepts an expiry exactly one lifetime ahead', async () => {
    const { service } = setup(storedToken('kept', T0 + AUTH.tokenLifetimeMs));
    await expect(service.getToken()).resolves.toBe('kept');
  });

  it('shares one request between concurrent calls', async () => {
    // given
    const api = new FakeTokenApi(false);
    const { service, store } = setup(null, api);
    // when
    const calls = [service.getToken(), service.getToken(), service.getToken()];
    api.answer(0, 'shared');
    // then
    await expect(Promise.all(calls)).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(api.requests).toHaveLength(1);
    expect(store.writes).toHaveLength(1);
  });

  it('counts the lifetime from the moment it asked', async () => {
    // given
    const api = new FakeTokenApi(false);
    const { service, store, clock } = setup(null, api);
    // when
    const call = service.getToken();
    clock.time = T0 + 10_000;
    api.answer(0, 'slow');
    await call;
    // then
    expect(store.value).toEqual(storedToken('slow', T0 + AUTH.tokenLifetimeMs));
  });

  it('starts a new request once the shared one has settled', async () => {
    // given
    const { service, store, api } = setup();
    await service.getToken();
    // when
    store.clear();
    await service.getToken();
    // then
    expect(api.requests).toHaveLength(2);
  });

  it('turns a failed token request into a TokenRequestError, stores nothing, and lets the next call retry', async () => {
    // given
    const api = new FakeTokenApi(false);
    const { service, store } = setup(null, api);
    const cause = new Error('network down');
    // when
    const first = service.getToken();
    const second = service.getToken();
    api.fail(0, cause);
    // then
    await expect(first).rejects.toBeInstanceOf(TokenRequestError);
    await expect(second).rejects.toMatchObject({ code: AUTH_ERROR_CODES.tokenRequestFailed, cause });
    expect(store.writes).toEqual([]);
    const retry = service.getToken();
    api.answer(1, 'later');
    await expect(retry).resolves.toBe('later');
  });

  it.each([
    ['no token', {}],
    ['an empty token', { accessToken: '' }],
    ['a blank token', { accessToken: '  ' }],
    ['a token that is not text', { accessToken: 12 }],
    ['no answer at all', undefined],
  ])('rejects an answer with %s and stores nothing', async (_label, answer) => {
    // given
    const api: TokenApiPort = { requestToken: () => Promise.resolve(answer as TokenResponse) };
    const { service, store } = setup(null, api as FakeTokenApi);
    // when / then
    await expect(service.getToken()).rejects.toMatchObject({
      name: 'TokenRequestError',
      message: 'The token answer held no access token',
    });
    expect(store.writes).toEqual([]);
  });

  it('stores nothing when the clock gives no usable time', async () => {
    // given
    const { service, store, clock } = setup();
    clock.time = Number.NaN;
    // when / then
    await expect(service.getToken()).resolves.toBe('token-1');
    expect(store.writes).toEqual([]);
  });
});

describe('AccessTokenService.withToken', () => {
  it('runs the call with the token', async () => {
    // given
    const { service } = setup(storedToken('good', T0 + 60 * MINUTE));
    // when
    const result = await service.withToken(async (token) => `used ${token}`);
    // then
    expect(result).toBe('used good');
  });

  it('on a 401 discards the token, asks for a fresh one with clearCache true and retries once', async () => {
    // given
    const { service, store, api } = setup(storedToken('refused', T0 + 60 * MINUTE));
    const seen: string[] = [];
    // when
    const result = await service.withToken(async (token) => {
      seen.push(token);
      if (token === 'refused') throw new UnauthorizedError();
      return 'ok';
    });
    // then
    expect(result).toBe('ok');
    expect(seen).toEqual(['refused', 'token-1']);
    expect(store.clears).toBe(1);
    expect(api.requests).toEqual([{ clearCache: true }]);
    expect(store.value).toEqual(storedToken('token-1', T0 + AUTH.tokenLifetimeMs));
  });

  it('does not retry a second 401: that error reaches the caller', async () => {
    // given
    const { service, api } = setup(storedToken('refused', T0 + 60 * MINUTE));
    const second = new UnauthorizedError('still refused');
    let calls = 0;
    // when
    const run = service.withToken(async () => {
      calls += 1;
      throw calls === 1 ? new UnauthorizedError() : second;
    });
    // then
    await expect(run).rejects.toBe(second);
    expect(calls).toBe(1 + AUTH.maxUnauthorizedRetries);
    expect(api.requests).toEqual([{ clearCache: true }]);
  });

  it('does not retry other failures', async () => {
    // given
    const { service, api, store } = setup(storedToken('good', T0 + 60 * MINUTE));
    const failure = new Error('500');
    let calls = 0;
    // when
    const run = service.withToken(async () => {
      calls += 1;
      throw failure;
    });
    // then
    await expect(run).rejects.toBe(failure);
    expect(calls).toBe(1);
    expect(api.requests).toEqual([]);
    expect(store.clears).toBe(0);
  });

  it('does not retry after a non-401 failure of the retried call', async () => {
    // given
    const { service } = setup(storedToken('refused', T0 + 60 * MINUTE));
    const failure = new Error('boom');
    let calls = 0;
    // when
    const run = service.withToken(async () => {
      calls += 1;
      throw calls === 1 ? new UnauthorizedError() : failure;
    });
    // then
    await expect(run).rejects.toBe(failure);
    expect(calls).toBe(2);
  });

  it('lets a failed fresh-token request through as a TokenRequestError, with the refused token gone', async () => {
    // given
    const api = new FakeTokenApi(false);
    const { service, store } = setup(storedToken('refused', T0 + 60 * MINUTE), api);
    // when
    const run = service.withToken(async () => {
      throw new UnauthorizedError();
    });
    await flush();
    api.fail(0, new Error('token service down'));
    // then
    await expect(run).rejects.toBeInstanceOf(TokenRequestError);
    expect(store.value).toBeNull();
    expect(store.writes).toEqual([]);
  });

  it('a failed first token request reaches the caller without running the call', async () => {
    // given
    const api: TokenApiPort = { requestToken: () => Promise.reject(new Error('down')) };
    const { service } = setup(null, api as FakeTokenApi);
    const call = jest.fn();
    // when / then
    await expect(service.withToken(call)).rejects.toBeInstanceOf(TokenRequestError);
    expect(call).not.toHaveBeenCalled();
  });

  it('simultaneous 401s for one token share one fresh token', async () => {
    // given
    const { service, api } = setup(storedToken('refused', T0 + 60 * MINUTE));
    const call = async (token: string): Promise<string> => {
      if (token === 'refused') throw new UnauthorizedError();
      return token;
    };
    // when
    const results = await Promise.all([service.withToken(call), service.withToken(call), service.withToken(call)]);
    // then
    expect(results).toEqual(['token-1', 'token-1', 'token-1']);
    expect(api.requests).toEqual([{ clearCache: true }]);
  });

  it('a 401 for a token already replaced by another call uses the replacement without asking again', async () => {
    // given: a call started with 'old', another call replaced it meanwhile
    const { service, store, api } = setup(storedToken('old', T0 + 60 * MINUTE));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = service.withToken(async (token) => {
      if (token === 'old') {
        await gate;
        throw new UnauthorizedError();
      }
      return token;
    });
    await Promise.resolve();
    store.write(storedToken('replacement', T0 + 60 * MINUTE));
    // when
    release();
    // then
    await expect(slow).resolves.toBe('replacement');
    expect(api.requests).toEqual([]);
    expect(store.clears).toBe(0);
  });

  it('a fresh token is never taken from a plain request under way, and that older answer does not overwrite it', async () => {
    // given: a call holds 'refused' and waits; meanwhile the store empties and a plain request starts
    const api = new FakeTokenApi(false);
    const { service, store } = setup(storedToken('refused', T0 + 60 * MINUTE), api);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const retried = service.withToken(async (token) => {
      if (token === 'refused') {
        await gate;
        throw new UnauthorizedError();
      }
      return token;
    });
    store.clear();
    const plain = service.getToken();
    // when: the refusal arrives while the plain request is still under way
    release();
    await flush();
    // then: the retry asked for a fresh token of its own
    expect(api.requests).toEqual([{ clearCache: false }, { clearCache: true }]);
    // when: the fresh answer comes first, the plain one after it
    api.answer(1, 'fresh');
    await expect(retried).resolves.toBe('fresh');
    api.answer(0, 'older');
    await expect(plain).resolves.toBe('older');
    // then
    expect(store.value).toEqual(storedToken('fresh', T0 + AUTH.tokenLifetimeMs));
    expect(store.writes.map((w) => w.accessToken)).toEqual(['fresh']);
  });

  it('a plain request started while a fresh one is under way shares the fresh one', async () => {
    // given
    const api = new FakeTokenApi(false);
    const { service } = setup(storedToken('refused', T0 + 60 * MINUTE), api);
    const retried = service.withToken(async (token) => {
      if (token === 'refused') throw new UnauthorizedError();
      return token;
    });
    await flush();
    // when
    const plain = service.getToken();
    api.answer(0, 'fresh');
    // then
    await expect(Promise.all([retried, plain])).resolves.toEqual(['fresh', 'fresh']);
    expect(api.requests).toEqual([{ clearCache: true }]);
  });

  it('takes a predicate for what counts as unauthorized', async () => {
    // given
    const clock = new FakeClock();
    const store = new InMemoryTokenStore(storedToken('refused', T0 + 60 * MINUTE));
    const api = new FakeTokenApi();
    const service = new AccessTokenService(store, api, clock, {
      isUnauthorized: (error) => (error as { status?: number }).status === 401,
    });
    // when
    const result = await service.withToken(async (token) => {
      if (token === 'refused') throw Object.assign(new Error('401'), { status: 401 });
      return token;
    });
    // then
    expect(result).toBe('token-1');
  });
});

describe('auth errors', () => {
  it('UnauthorizedError carries its code and name', () => {
    const error = new UnauthorizedError();
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual(['UnauthorizedError', 'AUTH.UNAUTHORIZED', 'The access token was refused']);
  });

  it('TokenRequestError carries its code, name and cause', () => {
    const cause = new Error('x');
    const error = new TokenRequestError(undefined, { cause });
    expect([error.name, error.code, error.message, error.cause]).toEqual([
      'TokenRequestError',
      'AUTH.TOKEN_REQUEST_FAILED',
      'No access token could be obtained',
      cause,
    ]);
  });

  it.each([
    [new UnauthorizedError(), true],
    [{ code: 'AUTH.UNAUTHORIZED' }, true],
    [new TokenRequestError(), false],
    [new Error('401'), false],
    [{ status: 401 }, false],
    [null, false],
    ['AUTH.UNAUTHORIZED', false],
    [undefined, false],
  ])('isUnauthorizedError(%p) -> %p', (error, expected) => {
    expect(isUnauthorizedError(error)).toBe(expected);
  });
});
