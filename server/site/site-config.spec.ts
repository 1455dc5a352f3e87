// The site's settings from the environment: the optional Google Maps browser key, off unless set, and
// refused at start-up when it could not be a key (it goes into the address of Google's script).
import { readSiteConfig } from './site-config';

describe('GOOGLE_MAPS_API_KEY', () => {
  it.each([
    ['not set', {}],
    ['empty', { GOOGLE_MAPS_API_KEY: '' }],
    ['blank', { GOOGLE_MAPS_API_KEY: '   ' }],
  ])('given it %s, then the site has no key', (_case, env) => {
    expect(readSiteConfig(env).googleMapsApiKey).toBeNull();
  });

  it('given a key with spaces around it, then the key itself', () => {
    expect(readSiteConfig({ GOOGLE_MAPS_API_KEY: '  AIzaSyA-test_key0123456789  ' }).googleMapsApiKey).toBe('AIzaSyA-test_key0123456789');
  });

  it.each(['AIza&callback=alert', 'AIza key', 'AIza"/><script>', 'AIza%20'])('given %p, then the site refuses to start, naming the setting', (key) => {
    expect(() => readSiteConfig({ GOOGLE_MAPS_API_KEY: key })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });
});
