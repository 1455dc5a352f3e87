// Mailing-list sign-up through HTTP: stored per lower-cased e-mail, the same answer for new and known
// addresses, and — double opt-in — a confirmation e-mail first, the welcome only once its link is followed.
import { SIGN_UP_ANSWER } from '../../server/api/routes/sign-up.routes';
import { useApiHarness } from '../support/api-harness';
import { confirmationToken, confirmationsTo, followConfirmation } from '../support/email-confirmation';
import { expectUnauthorised, type Endpoint } from './auth-checks';

const { harness, api } = useApiHarness();

const signUp = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'Elena.Russo@example.com',
  favouriteRestaurant: 'CV001',
  firstName: 'Elena',
  phoneNumber: '07700 900321',
  acceptTerms: true,
  acceptSMSTerms: false,
  birthday: { day: 14, month: 3, year: 1991 },
  ...overrides,
});

const signUpRow = (email: string) => harness.handle.db.selectFrom('sign_ups').selectAll().where('email', '=', email).executeTakeFirst();
const welcomes = (recipient: string) =>
  harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).where('subject', 'like', 'Welcome%').execute();

describe('POST /api/signup', () => {
  it('given a new address, when signed up, then it is stored and sent only a confirmation link; following it sends the welcome', async () => {
    const response = await api.post('/api/signup', signUp(), 'signup-new-0001');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SIGN_UP_ANSWER);

    const row = await signUpRow('elena.russo@example.com');
    expect(row?.data).toMatchObject({
      emailAddress: 'Elena.Russo@example.com',
      firstName: 'Elena',
      favouriteRestaurant: 'CV001',
      birthday: { day: 14, month: 3, year: 1991 },
      birthDate: 668908800,
      acceptSMSTerms: false,
    });
    expect(await welcomes('Elena.Russo@example.com')).toHaveLength(0);
    const confirmations = await confirmationsTo(harness, 'Elena.Russo@example.com');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text_body).toContain('Ciao Elena');
    expect(confirmations[0]?.text_body).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=/);

    const confirmed = await followConfirmation(harness, await confirmationToken(harness, 'Elena.Russo@example.com'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmed: true, purpose: 'sign-up', message: 'Your e-mail address is confirmed.' });
    const emails = await welcomes('Elena.Russo@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain('Ciao Elena');
  });

  it('given a known, confirmed address in another case, when signed up again, then the same answer, the record updated and no second e-mail', async () => {
    await api.post('/api/signup', signUp({ emailAddress: 'marco.conti@example.com', firstName: 'Marco' }), 'signup-known-001');
    await followConfirmation(harness, await confirmationToken(harness, 'marco.conti@example.com'));
    const again = await api.post(
      '/api/signup',
      signUp({ emailAddress: 'Marco.Conti@example.com', firstName: 'Marco', favouriteRestaurant: 'cv005', birthday: { day: 2, month: 7 } }),
      'signup-known-002',
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(SIGN_UP_ANSWER);
    const row = await signUpRow('marco.conti@example.com');
    expect(row?.data).toMatchObject({ favouriteRestaurant: 'CV005', birthday: { day: 2, month: 7 } });
    const rows = await harness.handle.db.selectFrom('sign_ups').select('email').where('email', 'like', '%conti%').execute();
    expect(rows).toHaveLength(1);
    const emails = await harness.handle.db.selectFrom('outbox').select('recipient').where('subject', 'like', 'Welcome%').execute();
    expect(emails.filter((e) => e.recipient.toLowerCase() === 'marco.conti@example.com')).toHaveLength(1);
    expect(await confirmationsTo(harness, 'Marco.Conti@example.com')).toHaveLength(0);
    expect(await confirmationsTo(harness, 'marco.conti@example.com')).toHaveLength(1);
  });

  it('given the same key and body again, when signed up, then the answer is replayed', async () => {
    const body = signUp({ emailAddress: 'twice@example.com' });
    const first = await api.post('/api/signup', body, 'signup-replay-01');
    const again = await api.post('/api/signup', body, 'signup-replay-01');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await confirmationsTo(harness, 'twice@example.com')).toHaveLength(1);
  });

  it('given the same key with another body, when signed up, then 422', async () => {
    await api.post('/api/signup', signUp({ emailAddress: 'key.one@example.com' }), 'signup-mismatch');
    const response = await api.post('/api/signup', signUp({ emailAddress: 'key.two@example.com' }), 'signup-mismatch');
    expect(response.status).toBe(422);
  });

  it.each([
    ['emailAddress', { emailAddress: 'elena' }],
    ['firstName', { firstName: 'Elena 2' }],
    ['phoneNumber', { phoneNumber: '123' }],
    ['acceptTerms', { acceptTerms: false }],
    ['favouriteRestaurant', { favouriteRestaurant: 'CV999' }],
    ['favouriteRestaurant', { favouriteRestaurant: 7 }],
    ['birthday', { birthday: '1991-03-14' }],
    ['birthday.day', { birthday: { day: 30, month: 2 } }],
    ['birthday.month', { birthday: { day: 1, month: 13 } }],
    ['birthday.year', { birthday: { day: 1, month: 1, year: 1850 } }],
    ['birthday.nickname', { birthday: { day: 1, month: 1, nickname: 'x' } }],
    ['password', { password: 'hunter2' }],
  ])('given a bad %s, when signed up, then 400 naming it and nothing stored', async (field, overrides) => {
    const response = await api.post('/api/signup', signUp({ emailAddress: 'bad.input@example.com', ...overrides }), `signup-bad-${field}-${JSON.stringify(overrides).length}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
    expect(await signUpRow('bad.input@example.com')).toBeUndefined();
  });
});

const ENDPOINTS: Endpoint[] = [['post', '/api/signup', signUp()]];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
