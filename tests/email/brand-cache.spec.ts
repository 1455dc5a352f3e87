// The brand the booking create's e-mails carry, kept between creates (issue 15, item 4): read once, read
// again after BRAND_CACHE_MS or once content is edited through the API (forgetBrand), a failed read not kept,
// and each database handle with its own.
import { BRAND_CACHE_MS, cachedBrandOf, forgetBrand } from '../../server/api/email/templates/brand';

/** A stand-in for the database that counts its brand reads and answers the site name it holds. */
function fakeDb(siteName: { value: string }, fail: { now: boolean } = { now: false }) {
  let reads = 0;
  const db = {
    selectFrom: () => {
      const query = {
        select: () => query,
        where: () => query,
        execute: async () => {
          reads += 1;
          if (fail.now) throw new Error('connection refused');
          return [{ kind: 'site-config', data: { site_name: siteName.value } }];
        },
      };
      return query;
    },
  };
  return { db: db as never, reads: () => reads };
}

describe('cachedBrandOf', () => {
  it('given creates within BRAND_CACHE_MS, then the brand is read once; after it, read again with the new name', async () => {
    const name = { value: 'Casa Ventura' };
    const { db, reads } = fakeDb(name);
    let now = 1_000_000;
    expect((await cachedBrandOf(db, 'https://example.com/', () => now)).siteName).toBe('Casa Ventura');
    name.value = 'Casa Nuova';
    now += BRAND_CACHE_MS - 1;
    expect((await cachedBrandOf(db, 'https://example.com/', () => now)).siteName).toBe('Casa Ventura');
    expect(reads()).toBe(1);
    now += 1;
    expect((await cachedBrandOf(db, 'https://example.com/', () => now)).siteName).toBe('Casa Nuova');
    expect(reads()).toBe(2);
  });

  it('given content edited through the API (forgetBrand), then the next create reads the brand afresh', async () => {
    const name = { value: 'Casa Ventura' };
    const { db, reads } = fakeDb(name);
    await cachedBrandOf(db, 'https://example.com');
    name.value = 'Casa Nuova';
    forgetBrand(db);
    expect((await cachedBrandOf(db, 'https://example.com')).siteName).toBe('Casa Nuova');
    expect(reads()).toBe(2);
  });

  it('given a read that fails, then it is not kept: the next create reads again', async () => {
    const fail = { now: true };
    const { db, reads } = fakeDb({ value: 'Casa Ventura' }, fail);
    await expect(cachedBrandOf(db, 'https://example.com')).rejects.toThrow('connection refused');
    fail.now = false;
    expect((await cachedBrandOf(db, 'https://example.com')).siteName).toBe('Casa Ventura');
    expect(reads()).toBe(2);
  });

  it('given two database handles, then each keeps its own brand', async () => {
    const first = fakeDb({ value: 'First' });
    const second = fakeDb({ value: 'Second' });
    expect((await cachedBrandOf(first.db, 'https://example.com')).siteName).toBe('First');
    expect((await cachedBrandOf(second.db, 'https://example.com')).siteName).toBe('Second');
  });
});
