// DATABASE_POOL_MAX: the API's PostgreSQL pool opens at most that many connections, however many queries
// wait; the configuration refuses a size that is not one.
import { sql } from 'kysely';
import { readApiConfig } from '../../server/api/config';
import { DEFAULT_DATABASE_POOL_MAX, openDatabase } from '../../server/api/db/database';

const databaseUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL.');
  return url;
};

/** The server processes that answered `calls` queries sent at once, each holding its connection a moment. */
async function backendsFor(poolMax: number | undefined, calls: number): Promise<number> {
  const handle = await openDatabase({ databaseUrl: databaseUrl(), dataDir: 'memory://', ...(poolMax === undefined ? {} : { databasePoolMax: poolMax }) });
  try {
    const pids = await Promise.all(
      Array.from({ length: calls }, async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(handle.db)).rows[0]?.pid),
    );
    return new Set(pids).size;
  } finally {
    await handle.close();
  }
}

it('given DATABASE_POOL_MAX 2, then eight queries at once are answered over two connections', async () => {
  const config = readApiConfig({ DATABASE_URL: databaseUrl(), DATABASE_POOL_MAX: '2' });
  expect(config.databasePoolMax).toBe(2);
  expect(await backendsFor(config.databasePoolMax, 8)).toBe(2);
});

it('given no DATABASE_POOL_MAX, then eight queries at once each get a connection of their own (the default is 20)', async () => {
  expect(readApiConfig({ DATABASE_URL: databaseUrl() }).databasePoolMax).toBe(DEFAULT_DATABASE_POOL_MAX);
  expect(await backendsFor(undefined, 8)).toBe(8);
});

it.each(['0', '501', 'ten', '2.5', '-1'])('given DATABASE_POOL_MAX %s, then the start-up stops naming the variable', (value) => {
  expect(() => readApiConfig({ DATABASE_POOL_MAX: value })).toThrow(/^DATABASE_POOL_MAX must be a whole number from 1 to 500/);
});
