// AxiosManageBookingApi against the real reference API (issue 14): each call's answer read into core's
// shapes, and refusals kept with the API's words, status and field, as the manage-booking use-case shows them.
import { AxiosBookingApi, AxiosManageBookingApi } from '@tavola/adapters';
import { createManageBookingUseCase } from '@tavola/core/booking';
import { MANAGE_MESSAGES } from '@tavola/core/errors';
import { aBookingData } from '../builders/booking.builder';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';

let h: AdapterHarness;
let manage: AxiosManageBookingApi;
let token = '';
let reference = '';

beforeAll(async () => {
  h = await startAdapterHarness();
  manage = new AxiosManageBookingApi(h.client);
  const made = await new AxiosBookingApi(h.client).createBooking('CV001', {
    ...aBookingData({ diningDateTime: '2026-11-25T18:45:00', bookingTime: '18:45', menuId: null }, { email: 'contract.manage@example.com' }),
    braintreeCustomerId: null,
    needs: { allergens: ['eggs'], diets: [], access: ['step-free'], highChair: false, pram: true },
  });
  if (!made.ok || made.value.manageUrl === undefined) throw new Error(JSON.stringify(made));
  reference = made.value.bookingReference;
  token = decodeURIComponent(made.value.manageUrl.split('/booking/manage/')[1] ?? '');
}, 60_000);

afterAll(async () => {
  await h.close();
});

it('given the reference and e-mail, then the link; a wrong e-mail, the generic words with the status', async () => {
  expect(await manage.lookup(reference, 'contract.manage@example.com')).toEqual({ ok: true, value: { token, manageUrl: expect.stringContaining(`/booking/manage/${token}`) } });
  expect(await manage.lookup(reference, 'nobody@example.com')).toEqual({ ok: false, error: { code: null, status: 404, message: MANAGE_MESSAGES.lookupNotFound } });
});

it('given the token, then the booking, its times, an amendment and a cancellation read into core shapes', async () => {
  const read = await manage.getBooking(token);
  expect(read).toMatchObject({ ok: true, value: { reference, covers: 2, time: '18:45', changeable: true, limits: { minCovers: 1, maxCovers: 15 } } });
  expect(read.ok && read.value.needs).toEqual({ allergens: ['eggs'], diets: [], access: ['step-free'], highChair: false, pram: true });
  const times = await manage.getTimes(token, { date: '2026-11-25', covers: 3 });
  expect(times.ok && times.value).toContainEqual({ time: '18:45', canEnquire: false });
  expect(await manage.amend(token, { adults: 3 })).toMatchObject({ ok: true, value: { covers: 3 } });
  expect(await manage.amend(token, { date: '2026-12-25' })).toEqual({ ok: false, error: { code: null, status: 409, message: MANAGE_MESSAGES.dayClosed, field: 'date' } });
  expect(await manage.cancel(token)).toMatchObject({ ok: true, value: { status: 'cancelled' } });
});

it('given a forged link through the use-case, then its words in the snapshot', async () => {
  const useCase = createManageBookingUseCase({ manage });
  expect(await useCase.load(`m1.CVZZZZZZ.20261125.${'A'.repeat(43)}`)).toBe(false);
  expect(useCase.getSnapshot()).toMatchObject({ status: 'failed', message: { kind: 'error', text: MANAGE_MESSAGES.linkInvalid } });
});
