// DATABASE_POOL_MAX: the API's PostgreSQL pool opens at most that many connections, however many queries
// wait; the configuration refuses a size that is not one.
import { sql } from 'kysely';
import { readApiConfig } from '../../server/api/config';
import { DEFAULT_DATABASE_POOL_MAX, MOST_PREPARED_TEXTS, openDatabase, prepared } from '../../server/api/db/database';

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

describe('a statement marked prepared (a create, a rate-limit count)', () => {
  it('given it runs twice on one connection with other values, then the connection parsed it once, by name, and each run answers its own values', async () => {
    const handle = await openDatabase({ databaseUrl: databaseUrl(), dataDir: 'memory://', databasePoolMax: 1 });
    try {
      const statement = (n: number) => prepared(sql<{ twice: number }>`select ${n}::integer * 2 as twice`);
      expect((await statement(2).execute(handle.db)).rows).toEqual([{ twice: 4 }]);
      expect((await statement(5).execute(handle.db)).rows).toEqual([{ twice: 10 }]);
      // An unmarked statement is not kept.
      await sql`select ${1}::integer as one`.execute(handle.db);
      const kept = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(handle.db);
      expect(kept.rows).toEqual([{ name: 'tavola_1', statement: expect.stringContaining('* 2 as twice') }]);
    } finally {
      await handle.close();
    }
  });

  it(`given more than ${MOST_PREPARED_TEXTS} texts, then the ones beyond run unprepared and still answer`, async () => {
    const handle = await openDatabase({ databaseUrl: databaseUrl(), dataDir: 'memory://', databasePoolMax: 1 });
    try {
      for (let i = 0; i < MOST_PREPARED_TEXTS + 3; i += 1) {
        const { rows } = await prepared(sql<{ n: number }>`select ${i}::integer as n, ${sql.raw(String(i))} as shape`).execute(handle.db);
        expect(rows[0]?.n).toBe(i);
      }
      const kept = await sql<{ count: string }>`select count(*) from pg_prepared_statements`.execute(handle.db);
      expect(Number(kept.rows[0]?.count)).toBe(MOST_PREPARED_TEXTS);
    } finally {
      await handle.close();
    }
  });
});
