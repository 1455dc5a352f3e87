// Permanent redirects (spec section 2), and the rule that a redirect never leaves the site.
import { LEGACY_REDIRECTS, followLegacyChains, isSitePath, resolveRedirect } from './url-policy';

const SITE = 'https://tavola.example';

/** What a browser does with the Location: it must stay on the site's origin. */
function staysOnSite(location: string): boolean {
  const resolved = new URL(location, `${SITE}/some/page`);
  return resolved.origin === SITE;
}

function expectSafe(location: string): void {
  expect(location.startsWith('/')).toBe(true);
  expect(location[1] === '/' || location[1] === '\\').toBe(false);
  expect(/[\u0000-\u0020\u007f-\uffff\\]/.test(location)).toBe(false);
  expect(/^[a-z][a-z0-9+.-]*:/i.test(location)).toBe(false);
  expect(isSitePath(location)).toBe(true);
  expect(staysOnSite(location)).toBe(true);
}

describe('legacy redirects', () => {
  it.each([
    ['/italian-restaurant', '/restaurants'],
    ['/themed-bottomless-brunch', '/bottomless-brunch'],
    ['/allergens/allergens.pdf', '/allergens/guide'],
    ['/menu/allergen.pdf', '/allergens/guide'],
    ['/book-a-table', '/#booking'],
    ['/book-now', '/#booking'],
    ['/booking', '/#booking'],
    ['/terms', '/terms-and-conditions'],
    ['/menu-terms-and-conditions', '/terms-and-conditions'],
    ['/signup', '/sign-up'],
    ['/privacy', '/privacy-policy'],
    ['/find', '/oxford-circus'],
    ['/menu', '/our-menus'],
    ['/our-menu', '/our-menus'],
  ])('%s -> 301 %s', (path, location) => {
    expect(resolveRedirect(path)).toEqual({ status: 301, location });
  });

  it.each([
    ['/Italian-Restaurant', '/restaurants'],
    ['/BOOK-NOW/', '/#booking'],
    ['/menu/', '/our-menus'],
    ['/Allergens/Allergens.PDF/', '/allergens/guide'],
    ['//signup//', '/sign-up'],
    ['/allergens//allergens.pdf', '/allergens/guide'],
    ['\\privacy', '/privacy-policy'],
  ])('matches case-insensitively, with or without a trailing slash: %s -> %s', (path, location) => {
    expect(resolveRedirect(path)).toEqual({ status: 301, location });
  });

  it('keeps the query; the target hash wins over the request hash, which is kept otherwise', () => {
    expect(resolveRedirect('/book-now?utm_source=mail')).toEqual({ status: 301, location: '/?utm_source=mail#booking' });
    expect(resolveRedirect('/book-now#top')).toEqual({ status: 301, location: '/#booking' });
    expect(resolveRedirect('/terms/?v=2#refunds')).toEqual({ status: 301, location: '/terms-and-conditions?v=2#refunds' });
  });

  it('answers in one hop: no target is itself a legacy path', () => {
    for (const [from] of LEGACY_REDIRECTS) {
      const first = resolveRedirect(`/${from}`);
      expect(first).not.toBeNull();
      expect(resolveRedirect(first!.location)).toBeNull();
    }
  });

  it('redirects only the exact legacy paths, not routes below or beside them', () => {
    expect(resolveRedirect('/menu/lunch')).toBeNull();
    expect(resolveRedirect('/our-menu/kids')).toBeNull();
    expect(resolveRedirect('/restaurants/london/book-now')).toBeNull();
    expect(resolveRedirect('/signup-thanks')).toBeNull();
    expect(resolveRedirect('/our-menus')).toBeNull();
  });

  it('finds nothing for names of object members', () => {
    expect(resolveRedirect('/constructor')).toBeNull();
    expect(resolveRedirect('/__proto__')).toBeNull();
    expect(resolveRedirect('/hasOwnProperty')).toBeNull();
  });
});

describe('followLegacyChains', () => {
  it('follows a target through the table to its end', () => {
    const table: Array<[string, string]> = [
      ['a', '/b'],
      ['b', '/C?x=1'],
      ['c', '/d#top'],
    ];
    expect([...followLegacyChains(table)]).toEqual([
      ['a', '/d#top'],
      ['b', '/d#top'],
      ['c', '/d#top'],
    ]);
  });

  it('leaves out entries caught in a cycle, which could only answer with a loop', () => {
    const table: Array<[string, string]> = [
      ['a', '/b'],
      ['b', '/a'],
      ['self', '/self'],
      ['c', '/a'],
      ['d', '/e'],
    ];
    expect([...followLegacyChains(table)]).toEqual([['d', '/e']]);
  });
});

describe('slash normalisation', () => {
  it.each([
    ['/restaurants//london', '/restaurants/london'],
    ['///restaurants///london///', '/restaurants/london'],
    ['/restaurants/london/', '/restaurants/london'],
    ['/restaurants/london/?date=2024-05-01', '/restaurants/london?date=2024-05-01'],
    ['/restaurants//london?q=a//b#map', '/restaurants/london?q=a//b#map'],
    ['//', '/'],
    ['//?a=1', '/?a=1'],
    ['/a/#x', '/a#x'],
    ['/a/?', '/a?'],
  ])('%s -> 301 %s', (path, location) => {
    expect(resolveRedirect(path)).toEqual({ status: 301, location });
  });

  it.each(['/', '/restaurants/london', '/?a=1', '/a?b=//c', '/a#//x', '/menu/lunch?x=1#y', '/caf%C3%A9'])(
    'serves %s as it is',
    (path) => {
      expect(resolveRedirect(path)).toBeNull();
    },
  );

  it('does not decode escapes: an escaped slash is part of a segment', () => {
    expect(resolveRedirect('/%2F%2Fevil.example')).toBeNull();
    expect(resolveRedirect('/a/%2F/')).toEqual({ status: 301, location: '/a/%2F' });
  });

  it.each([
    ['', null],
    ['?a=1', null],
    ['#booking', null],
    ['*', null],
    ['restaurants/', null],
    [' /book-now', null],
    ['http://evil.example/book-now', null],
    ['https:\\\\evil.example\\', null],
  ])('serves %p as it is: not a path of this site', (input, expected) => {
    expect(resolveRedirect(input)).toBe(expected);
  });

  it('answers null for input that is not text', () => {
    expect(resolveRedirect(undefined as unknown as string)).toBeNull();
    expect(resolveRedirect(42 as unknown as string)).toBeNull();
    expect(resolveRedirect({ toString: () => '//x' } as unknown as string)).toBeNull();
  });
});

describe('hostile input never leads off the site', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['////evil.example/path', '/evil.example/path'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
    ['/\r\n\\evil.example', '/evil.example'],
    ['\t//evil.example', '/evil.example'],
    ['//evil.example/%2F..', '/evil.example/%2F..'],
    ['//evil.example?next=//evil.example', '/evil.example?next=//evil.example'],
    ['//http://evil.example', '/http:/evil.example'],
    ['//javascript:alert(1)', '/javascript:alert(1)'],
    ['/./\\evil.example', '/./evil.example'],
    ['/..//evil.example', '/../evil.example'],
    ['//evil.example\\@site', '/evil.example/@site'],
    ['/x//?a=\\b', '/x?a=%5Cb'],
    ['/x//#\\evil', '/x#%5Cevil'],
    ['/x//?a=1\r\nSet-Cookie: a=b', '/x?a=1Set-Cookie:%20a=b'],
    ['/book-now?\r\nLocation: //evil.example', '/?Location:%20//evil.example#booking'],
    ['//x y/"<script>`', '/x%20y/%22%3Cscript%3E%60'],
    ['//caf\u00e9/\u{1F355}', '/caf%C3%A9/%F0%9F%8D%95'],
    ['//a\ud800b/\udc00', '/a%EF%BF%BDb/%EF%BF%BD'],
    ['//a\u0000b\u001f\u007f', '/a%00b%1F%7F'],
    ['//100%/%zz/%4', '/100%25/%25zz/%254'],
    ['//a#b#c', '/a#b%23c'],
  ])('%j -> %j', (input, location) => {
    // when
    const redirect = resolveRedirect(input);
    // then
    expect(redirect).toEqual({ status: 301, location });
    expectSafe(location);
  });

  it('handles very long input in linear time and stays on the site', () => {
    // given
    const long = `${'/\\'.repeat(50_000)}evil.example${'/a'.repeat(50_000)}//`;
    const started = process.hrtime.bigint();
    // when
    const redirect = resolveRedirect(long);
    // then
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(redirect?.location.startsWith('/evil.example/a/a')).toBe(true);
    expect(redirect?.location.endsWith('/a')).toBe(true);
    expectSafe(redirect!.location);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('keeps the invariant for generated strings (property loop), and never answers with a chain', () => {
    // given: a deterministic generator over the characters that matter to URL parsers
    const alphabet = [
      '/', '/', '/', '\\', '\\', '?', '#', '%', '2', 'F', 'f', '5', 'C', 'c', '\t', '\n', '\r', ' ', ':', '.', '@',
      'h', 't', 'p', 's', 'e', 'v', 'i', 'l', 'x', 'M', 'E', 'N', 'U', '-', '\u0000', '\u007f', '\u00e9', '\ud800',
      '\udc00', '\u{1F355}', '\u2028', '\uff0f', '\uff3c', '"', '<', '>', '`', '{', '}', '|', '^',
    ];
    const prefixes = ['/', '//', '\\', '/\\', '\\/', '///', '\t/', '', 'http://', 'book-now'];
    let seed = 0x2f6b3a1d;
    const next = (): number => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed;
    };
    let redirects = 0;
    // when / then
    for (let run = 0; run < 20_000; run += 1) {
      let input = prefixes[next() % prefixes.length] as string;
      const length = next() % 24;
      for (let i = 0; i < length; i += 1) input += alphabet[next() % alphabet.length] as string;
      const redirect = resolveRedirect(input);
      if (redirect === null) continue;
      redirects += 1;
      expect(redirect.status).toBe(301);
      if (!isSitePath(redirect.location) || !staysOnSite(redirect.location)) {
        throw new Error(`unsafe location ${JSON.stringify(redirect.location)} for ${JSON.stringify(input)}`);
      }
      if (resolveRedirect(redirect.location) !== null) {
        throw new Error(`redirect chain from ${JSON.stringify(input)} via ${JSON.stringify(redirect.location)}`);
      }
    }
    expect(redirects).toBeGreaterThan(10_000);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/', true],
    ['/a/b?c=//d#e', true],
    ['/#booking', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\\b', false],
    ['https://evil.example', false],
    ['evil.example', false],
    ['', false],
    ['/a b', false],
    ['/a\tb', false],
    ['/caf\u00e9', false],
    ['/a\u007f', false],
    [undefined, false],
  ])('%j -> %p', (location, expected) => {
    expect(isSitePath(location)).toBe(expected);
  });
});
