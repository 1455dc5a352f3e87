// reCAPTCHA v3 as the site sends it (issue 13, item 2): without RECAPTCHA_SITE_KEY the CSP is exactly the
// site's own and no page, kiosk or widget script mentions reCAPTCHA; with a key the CSP lets in Google's
// reCAPTCHA script, frame and calls (under /recaptcha/ only), the pages carry the key for their forms, and
// the widget's /embed.js and the kiosk's settings carry it for their bookings.
import request from 'supertest';
import { cspOf, directive, OWN_CSP } from '../support/site-csp';
import { useSiteHarness } from '../support/site-harness';
import { RECAPTCHA_SOURCES } from '../../server/site/site-app';
import { embedScript } from '../../server/site/embed';

const SITE_KEY = '6LcSiteTestKey_0123456789abcdefghijklmno';

/** A built widget's files, as /embed.js wraps them. */
const BUILT = { loader: 'void 0;', app: '/embed/widget-app.mjs', css: '/embed/widget-x.css' };

const withoutKey = useSiteHarness();
const withKey = useSiteHarness({ config: { recaptchaSiteKey: SITE_KEY } });

/** Every directive but script-src, connect-src and frame-src, which are the only ones the key may change. */
const others = (policy: string) => policy.split(';').filter((d) => !/^(script|connect|frame)-src /.test(d));

describe('without a reCAPTCHA site key', () => {
  it.each(['/', '/contact', '/sign-up'])('given %s, then the CSP is exactly the site’s own and nothing mentions reCAPTCHA', async (path) => {
    const res = await request(withoutKey.app).get(path);
    expect(cspOf(res)).toBe(OWN_CSP);
    expect(res.text).not.toMatch(/recaptcha/i);
  });

  it('given the widget’s /embed.js, then no site key in its configuration', () => {
    expect(embedScript(BUILT, { brandKey: 'casa-ventura', braintreeTokenizationKey: null, recaptchaSiteKey: null })).not.toMatch(/captchaSiteKey/);
  });
});

describe('with a reCAPTCHA site key', () => {
  it.each(['/', '/contact'])('given %s, then the CSP adds Google’s reCAPTCHA script, frame and calls, and keeps everything else', async (path) => {
    const res = await request(withKey.app).get(path);
    const csp = cspOf(res);
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining([...RECAPTCHA_SOURCES.scriptSrc]));
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.sevenrooms.com', ...RECAPTCHA_SOURCES.frameSrc]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...RECAPTCHA_SOURCES.connectSrc]);
    expect(others(csp)).toEqual(others(OWN_CSP));
    // Only reCAPTCHA's paths on Google's hosts, never the whole host.
    expect(csp).not.toMatch(/https:\/\/www\.google\.com(?!\/recaptcha\/)|https:\/\/www\.gstatic\.com(?!\/recaptcha\/)/);
  });

  it('given a page, then it carries the site key for its forms, once', async () => {
    const res = await request(withKey.app).get('/contact');
    expect(res.text).toContain(`<meta name="recaptcha-site-key" content="${SITE_KEY}">`);
    expect(res.text.split(SITE_KEY)).toHaveLength(2);
  });

  it('given the widget’s /embed.js, then its configuration carries the site key (partners’ pages send tokens too)', () => {
    expect(embedScript(BUILT, { brandKey: 'casa-ventura', braintreeTokenizationKey: null, recaptchaSiteKey: SITE_KEY })).toContain(`"captchaSiteKey":"${SITE_KEY}"`);
  });
});
