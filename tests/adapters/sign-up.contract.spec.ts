// The sign-up adapter against the real reference API on an ephemeral port: the API's answer on success,
// the failure otherwise (a refusal with its status), never an exception; the port's 'YYYY-MM-DD' birthday sent as the pickers' parts.
import { type ApiHttpClient, AxiosSignUpApi } from '@tavola/adapters';
import type { SignUpApiPort, SignUpRequest } from '@tavola/core/ports';
import { SIGN_UP_ANSWER } from '../../server/api/routes/sign-up.routes';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';
import { confirmationToken, followConfirmation } from '../support/email-confirmation';

let h: AdapterHarness;
let signUps: SignUpApiPort;

beforeAll(async () => {
  h = await startAdapterHarness();
  signUps = new AxiosSignUpApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const request = (overrides: Partial<SignUpRequest> = {}): SignUpRequest => ({
  emailAddress: 'Adapter.Elena@example.com',
  favouriteRestaurant: 'CV001',
  firstName: 'Elena',
  phoneNumber: '07700 900321',
  acceptTerms: true,
  acceptSMSTerms: false,
  birthday: '1991-03-14',
  ...overrides,
});

const signUpRow = (email: string) => h.api.handle.db.selectFrom('sign_ups').selectAll().where('email', '=', email).executeTakeFirst();
const welcomes = (recipient: string) =>
  h.api.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).where('subject', 'like', 'Welcome%').execute();

describe('signUp', () => {
  it('given a new address, when signed up, then the API answer is returned, the record stored, and the diner welcomed once the address is confirmed', async () => {
    expect(await signUps.signUp(request())).toEqual({ ok: true, value: SIGN_UP_ANSWER });
    const row = await signUpRow('adapter.elena@example.com');
    expect(row?.data).toMatchObject({
      emailAddress: 'Adapter.Elena@example.com',
      firstName: 'Elena',
      favouriteRestaurant: 'CV001',
      birthday: { day: 14, month: 3, year: 1991 },
      birthDate: 668908800,
      acceptSMSTerms: false,
    });
    // Double opt-in: only the confirmation until its link is followed, then the welcome.
    expect(await welcomes('Adapter.Elena@example.com')).toHaveLength(0);
    expect((await followConfirmation(h.api, await confirmationToken(h.api, 'Adapter.Elena@example.com'))).status).toBe(200);
    expect(await welcomes('Adapter.Elena@example.com')).toHaveLength(1);
  });

  it('given a known address, when signed up again, then the same answer (a fresh Idempotency-Key each time) and the record updated', async () => {
    expect(await signUps.signUp(request({ emailAddress: 'adapter.marco@example.com', firstName: 'Marco' }))).toEqual({ ok: true, value: SIGN_UP_ANSWER });
    expect(await signUps.signUp(request({ emailAddress: 'adapter.marco@example.com', firstName: 'Marco', favouriteRestaurant: 'CV005' }))).toEqual({ ok: true, value: SIGN_UP_ANSWER });
    expect((await signUpRow('adapter.marco@example.com'))?.data).toMatchObject({ favouriteRestaurant: 'CV005' });
    expect((await followConfirmation(h.api, await confirmationToken(h.api, 'adapter.marco@example.com'))).status).toBe(200);
    expect(await welcomes('adapter.marco@example.com')).toHaveLength(1);
  });

  it('given a birthday without its year (--MM-DD), when signed up, then day and month are stored', async () => {
    expect(await signUps.signUp(request({ emailAddress: 'adapter.noyear@example.com', birthday: '--07-02' }))).toEqual({ ok: true, value: SIGN_UP_ANSWER });
    expect((await signUpRow('adapter.noyear@example.com'))?.data).toMatchObject({ birthday: { day: 2, month: 7 } });
  });

  it.each([
    ['an invalid e-mail', { emailAddress: 'elena' }],
    ['an invalid first name', { firstName: 'Elena 2' }],
    ['an invalid phone number', { phoneNumber: '123' }],
    ['terms not accepted', { acceptTerms: false }],
    ['an unknown favourite restaurant', { favouriteRestaurant: 'CV999' }],
    ['a birthday that is no date', { birthday: '1991-02-30' }],
    ['a birthday in another form', { birthday: '14/03/1991' }],
  ])('given %s, when signed up, then the API’s 400 and nothing stored', async (_case, overrides) => {
    expect(await signUps.signUp(request({ emailAddress: 'adapter.bad@example.com', ...overrides }))).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await signUpRow('adapter.bad@example.com')).toBeUndefined();
  });
});

describe('answers of the wrong shape (the client stubbed to answer them)', () => {
  const answering = (data: unknown, ok = true) =>
    new AxiosSignUpApi({ call: async () => (ok ? { ok: true, status: 200, data } : { ok: false, failure: { code: null } }) } as unknown as ApiHttpClient);

  it.each([
    ['an answer that says it failed', { success: false, message: 'No' }],
    ['a list', [SIGN_UP_ANSWER]],
    ['no body', ''],
  ])('given %s, then a failure', async (_case, data) => {
    expect(await answering(data).signUp(request())).toMatchObject({ ok: false, error: { code: null, status: 200 } });
  });

  it('given an answer that says it failed, then its message is kept', async () => {
    expect(await answering({ success: false, message: 'No' }).signUp(request())).toEqual({ ok: false, error: { code: null, status: 200, message: 'No' } });
  });

  it('given a transport failure, then that failure', async () => {
    expect(await answering(null, false).signUp(request())).toEqual({ ok: false, error: { code: null } });
  });

  it('given an answer with other fields, then it is returned as sent', async () => {
    expect(await answering({ id: 'abc', subscribed: true }).signUp(request())).toEqual({ ok: true, value: { id: 'abc', subscribed: true } });
  });
});
