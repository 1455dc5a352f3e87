// Braintree's Hosted Fields as the server sends them: without BRAINTREE_TOKENIZATION_KEY the CSP is exactly
// the site's own and no page mentions Braintree; with a key the CSP lets in Braintree's frames and the
// calls of the key's environment only (no script host: braintree-web is bundled), and the key reaches the
// page's root data as the one thing of Braintree's the browser gets.
import request from 'supertest';
import { BRAINTREE_HOSTED_FIELDS_SOURCES } from '../../server/site/site-app';
import { cspOf, directive, OWN_CSP, rootData } from '../support/site-csp';
import { useSiteHarness } from '../support/site-harness';

const SANDBOX_KEY = 'sandbox_g42y39zw_348pk9cgf3bgyw2b';
const PRODUCTION_KEY = 'production_t2wns2y2_dfy45jdj3dxkmz5m';

const withoutKey = useSiteHarness();
const sandbox = useSiteHarness({ config: { braintreeTokenizationKey: SANDBOX_KEY } });
// Production beside a Google Maps key: both widen connect-src, each with its own hosts.
const productionAndMaps = useSiteHarness({ config: { braintreeTokenizationKey: PRODUCTION_KEY, googleMapsApiKey: 'AIzaSyA-site-test_key0123456789abcdefgh' } });

/** Every directive but connect-src and frame-src, which are the only ones a key may change. */
const others = (policy: string) => policy.split(';').filter((d) => !/^(connect|frame)-src /.test(d));

describe('without a Braintree tokenization key', () => {
  it.each(['/', '/restaurants/book-now'])('given %s, then the CSP is exactly the site\'s own and nothing mentions Braintree', async (path) => {
    const res = await request(withoutKey.app).get(path);
    expect(res.status).toBe(200);
    expect(cspOf(res)).toBe(OWN_CSP);
    expect(res.text).not.toMatch(/braintree|tokeni[sz]ationKey/i);
    expect(rootData(res.text)).not.toHaveProperty('payments');
  });
});

describe('with a sandbox tokenization key', () => {
  it.each(['/', '/restaurants/book-now'])('given %s, then the CSP adds Braintree’s frames and the sandbox’s calls, and keeps everything else', async (path) => {
    const csp = cspOf(await request(sandbox.app).get(path));
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.sevenrooms.com', 'https://assets.braintreegateway.com']);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://payments.sandbox.braintree-api.com',
      'https://api.sandbox.braintreegateway.com',
      'https://www.paypal.com',
    ]);
    // No script host (braintree-web is the site's own bundle), nothing else widened, no production host.
    expect(others(csp)).toEqual(others(OWN_CSP));
    expect(csp).not.toMatch(/js\.braintreegateway\.com|payments\.braintree-api\.com|api\.braintreegateway\.com|'unsafe-eval'|'strict-dynamic'/);
  });

  it('given the book-now page, then the key is in the root data as the tokenization key alone', async () => {
    const res = await request(sandbox.app).get('/restaurants/book-now');
    expect(rootData(res.text).payments).toEqual({ braintreeTokenizationKey: SANDBOX_KEY });
    // The key appears once: in the page's data, nowhere in the markup.
    expect(res.text.split(SANDBOX_KEY)).toHaveLength(2);
  });
});

describe('with a production tokenization key (and a Google Maps key)', () => {
  it('given any page, then the CSP adds the production hosts after Google’s, no sandbox host, and Google’s script host alone', async () => {
    const csp = cspOf(await request(productionAndMaps.app).get('/'));
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.sevenrooms.com', ...BRAINTREE_HOSTED_FIELDS_SOURCES.production.frameSrc]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://mapsresources-pa.googleapis.com',
      'https://payments.braintree-api.com',
      'https://api.braintreegateway.com',
      'https://www.paypal.com',
    ]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(csp).not.toMatch(/sandbox/);
  });
});
