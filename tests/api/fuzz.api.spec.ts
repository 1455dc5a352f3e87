// Every public POST of the API fuzzed with FUZZ_RUNS bodies each (tests/support/fuzz.ts): NUL and lone
// surrogates, nulls, wrong types, over-long text, unknown fields at any depth and random JSON. A client's
// mistake is a 4xx: no answer of 500 or more, and no unexpected error in the log.
import { TEST_NONCES } from '../../server/api/payments/test-payment.gateway';
import { aCreateBookingBody, HARNESS_WEDNESDAY } from '../builders/booking.builder';
import { aCard } from '../builders/card.builder';
import { useApiHarness } from '../support/api-harness';
import { FUZZ_RUNS, VALID_FORM_BODIES, fuzzPost, useListening } from '../support/fuzz';

const { harness } = useApiHarness();
const server = useListening(() => harness.app);

/** Each public POST with a body it accepts; the fuzzer makes its bodies from it. */
const ENDPOINTS: Array<[path: string, valid: Record<string, unknown>]> = [
  ['/api/token', { clearCache: false }],
  ['/api/booking/availability', { stores: [{ storeId: 'CV001', miles: 1 }], date: HARNESS_WEDNESDAY, adultCovers: 2, childrenCovers: 0 }],
  ['/api/booking/create/CV001', aCreateBookingBody()],
  ['/api/booking/events/CV001', aCreateBookingBody({ occasionId: 'private-event', adultCovers: 8, bookingTime: '20:00', diningDateTime: `${HARNESS_WEDNESDAY}T20:00:00` })],
  ['/api/booking/enquiry/CV001', aCreateBookingBody({ bookingTime: '20:00', diningDateTime: `${HARNESS_WEDNESDAY}T20:00:00` })],
  ['/api/v1/braintree/test-tokenize', aCard() as unknown as Record<string, unknown>],
  ['/api/v1/braintree/submit', { nonce: TEST_NONCES.valid, storeId: 'CV001', email: 'a.b@example.com', firstName: 'Ada', lastName: 'Byron' }],
  ['/api/contact/sendemail', VALID_FORM_BODIES.contact],
  ['/api/contact/group-booking', VALID_FORM_BODIES.groupBooking],
  ['/api/offer/getcode', VALID_FORM_BODIES.voucher],
  ['/api/signup', VALID_FORM_BODIES.signUp],
  ['/api/exponea/getcustomerpreferences/3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01', { attributes: ['first_name', 'interests'] }],
  ['/api/exponea/updateCustomerPreferences', VALID_FORM_BODIES.preferences],
  ['/api/jobs/application', VALID_FORM_BODIES.jobApplication],
  ['/api/recaptcha/validate', { response: 'token' }],
];

const figures: string[] = [];

describe(`${FUZZ_RUNS} fuzzed bodies per POST endpoint`, () => {
  it.each(ENDPOINTS)('%s answers none of them 500 or more', async (path, valid) => {
    const tally = await fuzzPost(`${server.url}${path}`, valid, (run) => ({
      ...harness.headers(),
      'Idempotency-Key': `fuzz-${path.replace(/[^A-Za-z0-9]/g, '')}-${String(run).padStart(6, '0')}`,
    }));
    figures.push(`${path}: ${tally.requests} bodies, ${JSON.stringify(tally.byStatus)}`);
    expect(tally.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
    expect(Object.keys(tally.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
  });

  it('logged no unexpected error', () => {
    if (process.env.FUZZ_FIGURES) console.log(figures.join('\n'));
    expect(harness.logs.filter((line) => line.startsWith('error:')).map((line) => line.split('\n')[0])).toEqual([]);
  });
});
