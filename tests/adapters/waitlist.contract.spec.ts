// AxiosWaitlistApi against the real reference API (issue 14, item 2): joining a full slot, the table a hold
// link keeps and its claim, each answer read into core's shapes and every refusal kept with the API's words,
// status and field, as the waitlist use-case shows them. Its failure paths: a hung API ends at the client's
// deadline as a failure value, and an answer of the wrong shape is a failure too; nothing throws.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosBookingApi, AxiosManageBookingApi, AxiosWaitlistApi, ApiHttpClient, createAxios, CryptoIdGenerator, TIMEOUT_TITLE } from '@tavola/adapters';
import { createWaitlistUseCase, type WaitlistJoinRequest } from '@tavola/core/booking';
import { WAITLIST } from '@tavola/core/constants';
import { ErrorCode, WAITLIST_MESSAGES } from '@tavola/core/errors';
import { createTaskWorker } from '../../server/api/scheduling/api-task-worker';
import { aBookingData, HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { aWaitlistJoin } from '../builders/waitlist.builder';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';
import { startHungServer } from '../support/http-probe';

let h: AdapterHarness;
let waitlist: AxiosWaitlistApi;

beforeAll(async () => {
  h = await startAdapterHarness();
  waitlist = new AxiosWaitlistApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const joinOf = (overrides: Record<string, unknown>) => aWaitlistJoin(overrides) as unknown as WaitlistJoinRequest;

/** A table for four at York (four covers a slot) at `time` on the Wednesday: the slot is then full. Answers its manage token. */
async function fillYork(time: string, email: string): Promise<string> {
  const made = await new AxiosBookingApi(h.client).createBooking('CV011', {
    ...aBookingData({ menuId: null, adultCovers: 4, bookingTime: time, diningDateTime: `${HARNESS_WEDNESDAY}T${time}:00` }, { email }),
    braintreeCustomerId: null,
  });
  if (!made.ok || made.value.manageUrl === undefined) throw new Error(JSON.stringify(made));
  return decodeURIComponent(made.value.manageUrl.split('/booking/manage/')[1] ?? '');
}

async function holdTokenFor(email: string): Promise<string> {
  const mails = await h.api.handle.db.selectFrom('outbox').select('text_body').where('recipient', '=', email).orderBy('id', 'desc').execute();
  for (const mail of mails) {
    const match = /\/booking\/waitlist\/claim\?token=(\S+)/.exec(mail.text_body);
    if (match) return decodeURIComponent(match[1] as string);
  }
  throw new Error(`no hold link e-mailed to ${email}`);
}

it('given a full slot, then the diner waits, told how long a hold lasts; a slot with room is refused naming timeFrom', async () => {
  await fillYork('18:00', 'contract.fill1800@example.com');
  expect(await waitlist.join(joinOf({ timeFrom: '18:00', timeTo: '18:00', email: 'contract.wait@example.com' }))).toEqual({
    ok: true,
    value: { id: expect.any(Number), status: 'waiting', holdMinutes: WAITLIST.holdMinutes },
  });
  expect(await waitlist.join(joinOf({ timeFrom: '21:30', timeTo: '21:30', email: 'contract.room@example.com' }))).toEqual({
    ok: false,
    error: { code: null, status: 409, message: WAITLIST_MESSAGES.notFull, field: 'timeFrom' },
  });
});

it('given a freed table, then the hold link reads as the held table and claims it once; again, the used words', async () => {
  const manageToken = await fillYork('17:30', 'contract.fill1730@example.com');
  const joined = await waitlist.join(joinOf({ timeFrom: '17:30', timeTo: '17:30', adults: 2, email: 'contract.hold@example.com', firstName: 'Giulia' }));
  expect(joined.ok).toBe(true);
  expect(await new AxiosManageBookingApi(h.client).cancel(manageToken)).toMatchObject({ ok: true });
  await createTaskWorker(h.api.deps).runOnce();
  const token = await holdTokenFor('contract.hold@example.com');

  expect(await waitlist.heldTable(token)).toEqual({
    ok: true,
    value: {
      status: 'held',
      storeId: 'CV011',
      restaurantName: expect.stringContaining('York'),
      occasionName: expect.any(String),
      date: HARNESS_WEDNESDAY,
      time: '17:30',
      adults: 2,
      children: 0,
      covers: 2,
      firstName: 'Giulia',
      expiresAt: new Date(h.api.clock.now() + WAITLIST.holdMinutes * 60_000).toISOString(),
    },
  });
  expect(await waitlist.claim(token)).toEqual({ ok: true, value: { bookingReference: expect.stringMatching(/^CV/), manageUrl: expect.stringContaining('/booking/manage/') } });
  expect(await waitlist.claim(token)).toEqual({ ok: false, error: { code: null, status: 410, message: WAITLIST_MESSAGES.holdUsed } });
});

it('given a forged link through the use-case, then the invalid words for reading and claiming alike', async () => {
  const forged = `w1.999999.${'A'.repeat(43)}`;
  expect(await waitlist.heldTable(forged)).toEqual({ ok: false, error: { code: null, status: 404, message: WAITLIST_MESSAGES.holdInvalid } });
  expect(await waitlist.claim(forged)).toEqual({ ok: false, error: { code: null, status: 404, message: WAITLIST_MESSAGES.holdInvalid } });
  const useCase = createWaitlistUseCase({ waitlist });
  expect(await useCase.loadHold(forged)).toBe(false);
  expect(useCase.getSnapshot().hold).toMatchObject({ status: 'invalid', message: { kind: 'error', text: WAITLIST_MESSAGES.holdInvalid } });
});

describe('failure paths', () => {
  const clientFor = (baseUrl: string, timeoutMs = 60_000) =>
    new ApiHttpClient(createAxios({ baseUrl, brandKey: 'casa-ventura', timeoutMs }), { withToken: (call) => call('token') }, { sessionId: () => 'session' }, new CryptoIdGenerator());

  it('given an API that never answers, then each call ends at the deadline as a time-out failure, and the form says try again', async () => {
    const hung = await startHungServer();
    try {
      const slow = new AxiosWaitlistApi(clientFor(hung.url, 1_500));
      const timedOut = { ok: false, error: { code: ErrorCode.Ok, title: TIMEOUT_TITLE } };
      expect(await slow.join(joinOf({}))).toEqual(timedOut);
      expect(await slow.heldTable(`w1.1.${'A'.repeat(43)}`)).toEqual(timedOut);
      const useCase = createWaitlistUseCase({ waitlist: slow });
      useCase.open({ storeId: 'CV011', restaurantName: 'York', occasionId: 'dinner', date: HARNESS_WEDNESDAY, adults: 2, children: 0, time: '19:00' });
      for (const [field, value] of [['firstName', 'Marco'], ['lastName', 'Bianchi'], ['email', 'marco@example.com'], ['consent', true]] as const) useCase.update(field, value);
      expect(await useCase.join()).toBe(false);
      expect(useCase.getSnapshot().join).toMatchObject({ status: 'editing', message: { kind: 'error', text: WAITLIST_MESSAGES.failed } });
    } finally {
      await hung.close();
    }
  }, 30_000);

  it('given answers of the wrong shape, then failures, never a half-read table', async () => {
    const server: Server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url?.includes('/hold/') ? JSON.stringify({ status: 'held', storeId: 'CV011', adults: '2' }) : JSON.stringify({ id: 'seven', status: 'waiting' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const odd = new AxiosWaitlistApi(clientFor(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      expect(await odd.join(joinOf({}))).toEqual({ ok: false, error: { code: null, status: 200 } });
      expect(await odd.heldTable(`w1.1.${'A'.repeat(43)}`)).toEqual({ ok: false, error: { code: null, status: 200 } });
      expect(await odd.claim(`w1.1.${'A'.repeat(43)}`)).toEqual({ ok: false, error: { code: null, status: 200 } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
