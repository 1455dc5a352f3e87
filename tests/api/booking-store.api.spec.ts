// A booking stored in one statement (server/api/booking/booking-store.ts): its covers, its row, its outbox
// messages and the confirmation's count together, or none of them.
import { storeBooking, type NewBooking } from '../../server/api/booking/booking-store';
import { emailRow } from '../../server/api/email/outbox';
import { TEST_EMAIL_LIMIT, useApiHarness } from '../support/api-harness';

const { harness } = useApiHarness();

const DATE = '2026-11-26';

function aBooking(reference: string, time: string, covers: number): NewBooking {
  return {
    reference,
    storeId: 'CV011',
    kind: 'booking',
    status: 'confirmed',
    occasionId: 'dinner',
    date: DATE,
    time,
    adultCovers: covers,
    childCovers: 0,
    menuId: null,
    areaId: null,
    customer: { firstName: 'Ada', email: `${reference.toLowerCase()}@example.com` },
    paymentCustomerId: null,
    needs: null,
  };
}

const store = (booking: NewBooking, claim: { covers: number; capacity: number } | null = { covers: booking.adultCovers, capacity: 4 }) =>
  harness.handle.db.transaction().execute((trx) =>
    storeBooking(trx, booking, [emailRow({ to: `${booking.reference.toLowerCase()}@example.com`, subject: `Booking ${booking.reference}`, text: 'Ciao' })], {
      claim,
      countedRecipient: `${booking.reference.toLowerCase()}@example.com`,
      emailLimit: TEST_EMAIL_LIMIT,
      nowMs: harness.clock.now(),
    }),
  );

const coversAt = async (time: string) =>
  (await harness.handle.db.selectFrom('slot_capacity').select('booked_covers').where('store_id', '=', 'CV011').where('slot_date', '=', DATE).where('slot_time', '=', time).executeTakeFirst())?.booked_covers;
const mailsTo = async (reference: string) => (await harness.handle.db.selectFrom('outbox').select('id').where('subject', '=', `Booking ${reference}`).execute()).length;

describe('storing a booking in one statement', () => {
  it('given a reference another booking has, then nothing is stored, no covers are taken, and the caller is told to draw again', async () => {
    expect(await store(aBooking('CVSTOR01', '18:00', 2))).toBe('stored');
    const again = { ...aBooking('CVSTOR01', '18:15', 1), customer: { email: 'other@example.com' } };
    expect(await store(again)).toBe('reference-taken');
    expect(await coversAt('18:00')).toBe(2);
    expect(await coversAt('18:15')).toBeUndefined();
    expect(await mailsTo('CVSTOR01')).toBe(1);
    expect(await harness.handle.db.selectFrom('bookings').select('dining_time').where('reference', '=', 'CVSTOR01').execute()).toEqual([{ dining_time: '18:00' }]);
  });

  it('given covers that no longer fit, then slot-full and neither booking, e-mail nor count is stored', async () => {
    expect(await store(aBooking('CVSTOR02', '18:30', 3))).toBe('stored');
    expect(await store(aBooking('CVSTOR03', '18:30', 2))).toBe('slot-full');
    expect(await coversAt('18:30')).toBe(3);
    expect(await harness.handle.db.selectFrom('bookings').select('id').where('reference', '=', 'CVSTOR03').execute()).toHaveLength(0);
    expect(await mailsTo('CVSTOR03')).toBe(0);
    expect(await harness.handle.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', 'email:cvstor03@example.com').execute()).toHaveLength(0);
  });

  it('given an enquiry, then it is stored without touching the slot', async () => {
    expect(await store({ ...aBooking('CVSTOR04', '18:45', 6), kind: 'enquiry', status: 'requested' }, null)).toBe('stored');
    expect(await coversAt('18:45')).toBeUndefined();
    expect(await mailsTo('CVSTOR04')).toBe(1);
  });
});
