// The optional Google Maps integration as the server sends it: without GOOGLE_MAPS_API_KEY the CSP is
// exactly the site's own and no page mentions Google's map; with a key the CSP lets in what the Maps
// JavaScript API needs (and nothing more for scripts than its host), and the key reaches the page's data.
import request from 'supertest';
import { cspOf, directive, OWN_CSP, rootData } from '../support/site-csp';
import { useSiteHarness } from '../support/site-harness';

const KEY = 'AIzaSyA-site-test_key0123456789abcdefgh';

const withoutKey = useSiteHarness();
const withKey = useSiteHarness({ config: { googleMapsApiKey: KEY } });

describe('without a Google Maps key', () => {
  it.each(['/', '/find-us?q=Leeds'])('given %s, then the CSP is exactly the site\'s own', async (path) => {
    const res = await request(withoutKey.app).get(path);
    expect(res.status).toBe(200);
    expect(cspOf(res)).toBe(OWN_CSP);
  });

  it('given Leeds searched, then the distance map, and neither the page nor its data mentions Google\'s map', async () => {
    const res = await request(withoutKey.app).get('/find-us?q=Leeds');
    expect(res.text).toContain('class="distance-map"');
    expect(res.text).not.toMatch(/googleapis|gstatic|results-map|googleApiKey/);
    expect(Object.keys(rootData(res.text))).toEqual(['settings', 'year']);
  });
});

describe('with a Google Maps key', () => {
  it('given any page, then the CSP adds the Maps JavaScript API\'s hosts and keeps everything else', async () => {
    const csp = cspOf(await request(withKey.app).get('/'));
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com']);
    expect(directive(csp, 'font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://maps.googleapis.com', 'https://mapsresources-pa.googleapis.com']);
    // Everything else as without a key.
    const others = (policy: string) => policy.split(';').filter((d) => !/^(script|style|img|font|connect)-src /.test(d));
    expect(others(csp)).toEqual(others(OWN_CSP));
    expect(csp).not.toMatch(/'unsafe-eval'|'strict-dynamic'/);
  });

  it('given Leeds searched, then the key is in the root data, and the server still draws the distance map', async () => {
    const res = await request(withKey.app).get('/find-us?q=Leeds');
    expect(rootData(res.text).maps).toEqual({ googleApiKey: KEY });
    expect(res.text).toContain('<div class="results-map"');
    expect(res.text).toContain('class="distance-map"');
    // Google's script is the browser's to load, after hydration, never the server's page.
    expect(res.text).not.toContain('maps.googleapis.com');
  });
});
