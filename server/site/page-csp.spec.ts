// A page's frame origins added to the site's CSP: to frame-src only, plain https origins only, once each.
import { withFrameSources } from './page-csp';

const POLICY = "default-src 'self';frame-src 'self' https://www.sevenrooms.com;object-src 'none'";

describe('withFrameSources', () => {
  it('adds the origins to frame-src and leaves every other directive as it was', () => {
    expect(withFrameSources(POLICY, ['https://menus.partner.example'])).toBe(
      "default-src 'self';frame-src 'self' https://www.sevenrooms.com https://menus.partner.example;object-src 'none'",
    );
  });

  it('adds a frame-src when the policy has none, and nothing twice', () => {
    expect(withFrameSources("default-src 'self'", ['https://a.example:8443'])).toBe("default-src 'self';frame-src https://a.example:8443");
    expect(withFrameSources(POLICY, ['https://www.sevenrooms.com'])).toBe(POLICY.replace('object', 'object'));
  });

  it.each([['http://menus.partner.example'], ["https://a.example; script-src 'unsafe-inline'"], ['https://*.example'], ['https://a.example/path'], ['*']])(
    'drops %p: only a plain https origin is ever added',
    (origin) => {
      expect(withFrameSources(POLICY, [origin])).toBe(POLICY);
    },
  );
});
