// Two API processes started at the same moment on one empty PostgreSQL database (issue 13, item 6's
// scale-out: a deploy starting every instance at once) both find no seed marker: the seed runs once, the
// other start waits for it and leaves the data as it is, and neither start fails. Two connection pools here
// stand for the two processes. Runs in a database of its own.
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { migrateToLatest, type Db } from '../../server/api/db/database';
import { seedIfEmpty } from '../../server/api/db/seed';
import { seedData } from '../../server/api/seed';
import { createOwnDatabase, dropOwnDatabase } from '../support/pg-own-database';

const database = `tavola_seed_once_${process.pid}`;
let pools: Db[] = [];

beforeAll(async () => {
  const url = await createOwnDatabase(database);
  pools = [0, 1].map(() => new Kysely<any>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2 }) }) }) as unknown as Db);
  await migrateToLatest(pools[0] as Db);
}, 120_000);

afterAll(async () => {
  await Promise.all(pools.map((db) => db.destroy()));
  await dropOwnDatabase(database);
});

it('given two starts seeding one empty database at once, then one seeds, the other leaves it, and every restaurant is there once', async () => {
  const [one, two] = pools as [Db, Db];
  const seeded = await Promise.all([seedIfEmpty(one, seedData), seedIfEmpty(two, seedData)]);
  expect(seeded.sort()).toEqual([false, true]);
  const restaurants = await one.selectFrom('restaurants').select('store_id').execute();
  expect(restaurants).toHaveLength(seedData.restaurants.length);
  // A later start finds the marker.
  expect(await seedIfEmpty(two, seedData)).toBe(false);
}, 120_000);
