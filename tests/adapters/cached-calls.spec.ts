// The server's short cache for catalogue reads: kept for its time, shared by concurrent calls, the last
// good answer served while the upstream fails, and a missing page never kept.
import { cacheCalls, FixedClock } from '@tavola/adapters';
import { fail, ok, type ApiResult } from '@tavola/core/ports';

class FakeCatalogue {
  calls = 0;
  failing = false;
  pages: Record<string, string | null> = { home: 'Home v1', gone: null };
  async getMenu(id: string): Promise<ApiResult<string>> {
    this.calls += 1;
    return this.failing ? fail({ code: 16 }) : ok(`menu ${id} #${this.calls}`);
  }
  async getPage(id: string): Promise<string | null> {
    this.calls += 1;
    if (this.failing) return null;
    return this.pages[id] ?? null;
  }
  async uncached(): Promise<number> {
    this.calls += 1;
    return this.calls;
  }
}

it('given repeated and concurrent reads within the time to live, then one upstream call per argument', async () => {
  const clock = new FixedClock(0);
  const upstream = new FakeCatalogue();
  const cached = cacheCalls(upstream, clock, 60_000, { getMenu: 'result' });
  const [a, b] = await Promise.all([cached.getMenu('brunch'), cached.getMenu('brunch')]);
  expect(a).toEqual(b);
  await cached.getMenu('brunch');
  await cached.getMenu('kids');
  expect(upstream.calls).toBe(2);
  clock.advance(60_000);
  await cached.getMenu('brunch');
  expect(upstream.calls).toBe(3);
});

it('given the upstream failing after a good answer, then the last good answer is served', async () => {
  const clock = new FixedClock(0);
  const upstream = new FakeCatalogue();
  const cached = cacheCalls(upstream, clock, 1000, { getMenu: 'result', getPage: 'nullable' });
  const good = await cached.getMenu('brunch');
  expect(await cached.getPage('home')).toBe('Home v1');
  upstream.failing = true;
  clock.advance(5000);
  expect(await cached.getMenu('brunch')).toEqual(good);
  expect(await cached.getPage('home')).toBe('Home v1');
});

it('given a missing page, then null and it is asked again next time', async () => {
  const upstream = new FakeCatalogue();
  const cached = cacheCalls(upstream, new FixedClock(0), 60_000, { getPage: 'nullable' });
  expect(await cached.getPage('gone')).toBeNull();
  upstream.pages.gone = 'Now here';
  expect(await cached.getPage('gone')).toBe('Now here');
});

it('given a method not listed, then it passes straight through', async () => {
  const upstream = new FakeCatalogue();
  const cached = cacheCalls(upstream, new FixedClock(0), 60_000, { getMenu: 'result' });
  expect(await cached.uncached()).toBe(1);
  expect(await cached.uncached()).toBe(2);
});

it('given a listener, then it hears a first answer and an answer that changed, never the same answer again nor a failure', async () => {
  const clock = new FixedClock(0);
  const upstream = new FakeCatalogue();
  let changes = 0;
  const cached = cacheCalls(upstream, clock, 1000, { getPage: 'nullable' }, () => (changes += 1));
  await cached.getPage('home');
  expect(changes).toBe(1);
  clock.advance(1000);
  await cached.getPage('home');
  expect(changes).toBe(1);
  upstream.pages.home = 'Home v2';
  clock.advance(1000);
  expect(await cached.getPage('home')).toBe('Home v2');
  expect(changes).toBe(2);
  upstream.failing = true;
  clock.advance(1000);
  expect(await cached.getPage('home')).toBe('Home v2');
  expect(changes).toBe(2);
});
