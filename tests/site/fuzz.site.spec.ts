// The site's own form endpoints (POST /__forms/<form>) fuzzed with FUZZ_RUNS bodies each
// (tests/support/fuzz.ts), over the real reference API: a diner's or a bot's mistake is a 4xx, never an
// answer of 500 or more, and nothing but a client's mistake is logged.
import type { SeedJob } from '../../server/api/seed/seed.types';
import { seedData } from '../../server/api/seed';
import { aContactMessage, aGroupEnquiry } from '../builders/enquiry.builder';
import { aJobApplication } from '../builders/job-application.builder';
import { useSiteHarness } from '../support/site-harness';
import { FUZZ_RUNS, fuzzPost, listen } from '../support/fuzz';

const site = useSiteHarness();
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(site.app);
});
afterAll(async () => {
  await server?.close();
});

const HEAD_CHEF = seedData.jobs.find((job) => job.jobId === 'CVJ-1001') as SeedJob;

const FORMS: Array<[form: string, valid: Record<string, unknown>]> = [
  ['contact', { ...aContactMessage(), storeId: 'CV001' }],
  ['group-booking', aGroupEnquiry({ date: '2027-06-10' }) as unknown as Record<string, unknown>],
  ['sign-up', {
    emailAddress: 'a.b@example.com', favouriteRestaurant: 'CV001', firstName: 'Ada', phoneNumber: '07700 900111',
    acceptTerms: true, acceptSMSTerms: false, birthday: { day: 10, month: 12, year: 1990 },
  }],
  ['voucher', { emailAddress: 'a.b@example.com', offerSlug: 'birthday-dolce', acceptTerms: true }],
  ['preferences', {
    guid: 'c0b5e7f2-1a93-4e6d-8f24-5d7a3b9c1e68', firstName: 'Eilidh', phoneNumber: '07700 900789', gender: 'female', favRestaurantCode: 'CV001',
    birthday: { day: 1, month: 2, year: 1990 }, websiteSmsOptIn: true, interests: [{ name: 'Pizza', checked: true }],
  }],
  ['job-application', aJobApplication(HEAD_CHEF) as unknown as Record<string, unknown>],
];

const figures: string[] = [];

describe(`${FUZZ_RUNS} fuzzed bodies per form endpoint`, () => {
  it.each(FORMS)('/__forms/%s answers none of them 500 or more', async (form, valid) => {
    const tally = await fuzzPost(`${server.url}/__forms/${form}`, valid, () => ({}));
    figures.push(`/__forms/${form}: ${tally.requests} bodies, ${JSON.stringify(tally.byStatus)}`);
    expect(tally.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
    expect(Object.keys(tally.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
  });

  it('logged nothing but clients’ mistakes, on the site and on the API', () => {
    if (process.env.FUZZ_FIGURES) console.log(figures.join('\n'));
    expect(site.logs.filter((line) => !line.startsWith('warn: ')).map((line) => line.split('\n')[0])).toEqual([]);
    expect(site.api.logs.filter((line) => line.startsWith('error:')).map((line) => line.split('\n')[0])).toEqual([]);
  });
});
