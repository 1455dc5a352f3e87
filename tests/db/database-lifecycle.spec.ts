// The embedded database's life: created, migrated and seeded on first start; on a later start the same
// folder opens unchanged, keeping what diners booked meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/api/db/database';
import { seedIfEmpty } from '../../server/api/db/seed';
import { seedData } from '../../server/api/seed';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-db-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('given an empty folder, then the first start migrates and seeds, and a second start changes nothing', async () => {
  const first = await openDatabase({ databaseUrl: null, dataDir });
  expect(await migrateToLatest(first.db)).toEqual(expect.arrayContaining(['0001-initial', '0002-abuse-controls']));
  expect(await seedIfEmpty(first.db, seedData)).toBe(true);
  const restaurants = await first.db.selectFrom('restaurants').select('store_id').execute();
  expect(restaurants).toHaveLength(seedData.restaurants.length);
  // Something a diner did between the two starts.
  await first.db.updateTable('restaurants').set({ title: 'Casa Ventura Oxford Circus (renamed)' }).where('store_id', '=', 'CV001').execute();
  await first.close();

  const second = await openDatabase({ databaseUrl: null, dataDir });
  expect(await migrateToLatest(second.db)).toEqual([]);
  expect(await seedIfEmpty(second.db, seedData)).toBe(false);
  const renamed = await second.db.selectFrom('restaurants').select('title').where('store_id', '=', 'CV001').executeTakeFirstOrThrow();
  expect(renamed.title).toBe('Casa Ventura Oxford Circus (renamed)');
  const count = await second.db.selectFrom('restaurants').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(seedData.restaurants.length);
  await second.close();
}, 60_000);
