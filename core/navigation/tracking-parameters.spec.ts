// Tracking parameters out of a request target: a click id or a campaign tag goes, a real query stays as written.
import { isTrackingParameter, withoutTrackingParameters } from './tracking-parameters';

describe('withoutTrackingParameters', () => {
  it.each([
    ['/?fbclid=IwAR0abc', '/'],
    ['/our-menus?utm_source=newsletter&utm_medium=email&utm_campaign=spring', '/our-menus'],
    ['/?gclid=1&dclid=2&msclkid=3&mc_cid=4&mc_eid=5&_ga=6&_gl=7&yclid=8&igshid=9', '/'],
    ['/careers/job-search?q=M1&fbclid=x', '/careers/job-search?q=M1'],
    ['/careers/job-search?utm_source=a&q=Bristol%20Centre&type=chef', '/careers/job-search?q=Bristol%20Centre&type=chef'],
    ['/find-us?lat=51.5&&lng=-0.1&gclid', '/find-us?lat=51.5&lng=-0.1'],
  ])('given %s, then %s', (target, expected) => {
    expect(withoutTrackingParameters(target)).toBe(expected);
  });

  it('given a target with no tracking parameter, then the same text', () => {
    for (const target of ['/', '/oxford-circus', '/careers/job-search?q=M1', '/x?a=fbclid&b=utm_source', '/x?fbclidx=1', '/x?FBCLID=1']) {
      expect(withoutTrackingParameters(target)).toBe(target);
    }
  });

  it('given names, then only tracking ones are tracking parameters', () => {
    expect(['fbclid', 'utm_content', 'utm_id', 'gbraid', '_gl'].every(isTrackingParameter)).toBe(true);
    expect(['q', 'type', 'lat', 'utm', 'page', 'token'].some(isTrackingParameter)).toBe(false);
  });
});
