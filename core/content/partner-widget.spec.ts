// Whether a menu's partner widget may be framed: https, an allowed origin, a sane height; and the allow-list's check.
import { MENU } from '../constants';
import { menuContentProblem } from './menu-rules';
import { allowListOrigin, httpsOrigin, partnerWidgetDecision } from './partner-widget';

const ALLOWED = ['https://menus.partner.example'];
const widget = (overrides: Record<string, unknown> = {}) => ({ provider: 'Nutritics', url: 'https://menus.partner.example/casa/kids', height: 900, ...overrides });

describe('partnerWidgetDecision', () => {
  it('frames an https widget from an allowed origin, giving its origin for the CSP', () => {
    expect(partnerWidgetDecision(widget(), ALLOWED)).toEqual({
      widget: { provider: 'Nutritics', url: 'https://menus.partner.example/casa/kids', height: 900, origin: 'https://menus.partner.example' },
      ignored: null,
    });
  });

  it('says nothing when the menu names no widget', () => {
    expect(partnerWidgetDecision(undefined, ALLOWED)).toEqual({ widget: null, ignored: null });
  });

  it.each([
    [{ url: 'http://menus.partner.example/casa/kids' }, "Nutritics's widget address is not an https URL"],
    [{ url: 'javascript:alert(1)' }, "Nutritics's widget address is not an https URL"],
    [{ url: 'https://user:pw@menus.partner.example/' }, "Nutritics's widget address is not an https URL"],
    [{ url: 'https://menus.partner.example.evil.example/x' }, "Nutritics's widget origin https://menus.partner.example.evil.example is not on the allow-list"],
    [{ url: 'https://menus.partner.example:8443/x' }, "Nutritics's widget origin https://menus.partner.example:8443 is not on the allow-list"],
    [{ height: MENU.partnerWidgetMaxHeightPx + 1 }, `Nutritics's widget height must be from ${MENU.partnerWidgetMinHeightPx} to ${MENU.partnerWidgetMaxHeightPx} px`],
  ])('ignores %p, saying why', (overrides, why) => {
    expect(partnerWidgetDecision(widget(overrides) as never, ALLOWED)).toEqual({ widget: null, ignored: why });
  });

  it('frames nothing with an empty allow-list', () => {
    expect(partnerWidgetDecision(widget(), []).widget).toBeNull();
  });
});

describe('the allow-list', () => {
  it.each([
    ['https://menus.partner.example', 'https://menus.partner.example'],
    ['https://Menus.Partner.Example/', 'https://menus.partner.example'],
    ['http://menus.partner.example', null],
    ['https://menus.partner.example/path', null],
    ['https://*.partner.example', null],
    ['menus.partner.example', null],
  ])('%p is %p', (entry, origin) => {
    expect(allowListOrigin(entry)).toBe(origin);
  });

  it('reads only https origins from addresses', () => {
    expect(httpsOrigin('https://a.example/x?y#z')).toBe('https://a.example');
    expect(httpsOrigin('ftp://a.example')).toBeNull();
    expect(httpsOrigin(42)).toBeNull();
  });
});

describe('a menu document naming a widget', () => {
  const menu = (partnerWidget: unknown) => ({ id: 'kids', name: 'Kids', sections: [], partnerWidget });

  it('passes with a provider, a URL and a height in bounds, whatever the URL (the site decides what it frames)', () => {
    expect(menuContentProblem(menu(widget({ url: 'http://not-https.example' })))).toBeNull();
  });

  it.each([
    [widget({ height: 10 }), 'partnerWidget.height'],
    [widget({ height: '900' }), 'partnerWidget.height'],
    [widget({ provider: '' }), 'partnerWidget.provider'],
    [widget({ colour: 'red' }), 'partnerWidget.colour'],
    ['https://x.example', 'partnerWidget'],
  ])('refuses %p, naming %s', (partnerWidget, field) => {
    expect(menuContentProblem(menu(partnerWidget))?.field).toBe(field);
  });
});
