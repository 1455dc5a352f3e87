// The site's own form endpoints (POST /__forms/<form>) fuzzed with FUZZ_RUNS bodies each
// (tests/support/fuzz.ts), over the real reference API: a diner's or a bot's mistake is a 4xx, never an
// answer of 500 or more, and nothing but a client's mistake is logged.
import { useSiteHarness } from '../support/site-harness';
import { FUZZ_RUNS, VALID_FORM_BODIES, fuzzPost, useListening } from '../support/fuzz';

const site = useSiteHarness();
const server = useListening(() => site.app);

const FORMS: Array<[form: string, valid: Record<string, unknown>]> = [
  ['contact', VALID_FORM_BODIES.contact],
  ['group-booking', VALID_FORM_BODIES.groupBooking],
  ['sign-up', VALID_FORM_BODIES.signUp],
  ['voucher', VALID_FORM_BODIES.voucher],
  ['preferences', VALID_FORM_BODIES.preferences],
  ['job-application', VALID_FORM_BODIES.jobApplication],
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
