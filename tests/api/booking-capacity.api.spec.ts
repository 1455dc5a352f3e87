// The slot's covers as the booking calls take them (server/api/booking/booking-capacity.ts): one statement
// that makes the slot's row on its first booking and takes covers only while they fit.
import { claimCovers } from '../../server/api/booking/booking-capacity';
import { useApiHarness } from '../support/api-harness';

const { harness } = useApiHarness();

const slot = (time: string) => ({ storeId: 'CV011', date: '2026-11-26', time, capacity: 4 });

async function coversAt(time: string) {
  return harness.handle.db
    .selectFrom('slot_capacity')
    .select(['capacity', 'booked_covers'])
    .where('store_id', '=', 'CV011')
    .where('slot_date', '=', '2026-11-26')
    .where('slot_time', '=', time)
    .executeTakeFirst();
}

const claim = (time: string, covers: number) => harness.handle.db.transaction().execute((trx) => claimCovers(trx, slot(time), covers));

describe('claiming covers', () => {
  it('given a slot nobody has booked, then the first party makes its row with the restaurant capacity', async () => {
    expect(await claim('18:00', 3)).toBe(true);
    expect(await coversAt('18:00')).toEqual({ capacity: 4, booked_covers: 3 });
  });

  it('given a slot with one cover left, then a party of two is refused and a party of one takes the last cover', async () => {
    expect(await claim('18:15', 3)).toBe(true);
    expect(await claim('18:15', 2)).toBe(false);
    expect(await coversAt('18:15')).toEqual({ capacity: 4, booked_covers: 3 });
    expect(await claim('18:15', 1)).toBe(true);
    expect(await coversAt('18:15')).toEqual({ capacity: 4, booked_covers: 4 });
    expect(await claim('18:15', 1)).toBe(false);
  });

  it('given a party larger than the slot holds, then it is refused even at an empty slot and no row is made', async () => {
    expect(await claim('18:30', 5)).toBe(false);
    expect(await coversAt('18:30')).toBeUndefined();
  });

  it('given a claim whose transaction fails afterwards, then the covers are given back with it', async () => {
    await expect(
      harness.handle.db.transaction().execute(async (trx) => {
        expect(await claimCovers(trx, slot('18:45'), 2)).toBe(true);
        throw new Error('the booking could not be stored');
      }),
    ).rejects.toThrow('the booking could not be stored');
    expect(await coversAt('18:45')).toBeUndefined();
  });
});
