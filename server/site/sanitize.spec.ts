// The CMS sanitizer against hostile input: scripts, event handlers, javascript: in its many spellings,
// SVG and MathML tricks, style expressions and links that leave the site by '//host' or '/\host'.
import { checkHref, safeHref, sanitizeCmsHtml, shiftHeadings } from './sanitize';

const hrefOf = (html: string): string | null => /<a[^>]*?href="([^"]*)"/.exec(sanitizeCmsHtml(html))?.[1] ?? null;

describe('sanitizeCmsHtml', () => {
  describe('given the markup editors use', () => {
    it('keeps headings, paragraphs, lists, emphasis, quotes and tables as they are', () => {
      const html =
        '<h2>How it works</h2><p>Book for <strong>two</strong> to <em>twelve</em>.<br>Then relax.</p>' +
        '<ol start="2"><li>One</li></ol><ul><li>Two</li></ul><blockquote>Buonissimo</blockquote>' +
        '<table><caption>Cookies</caption><thead><tr><th scope="col">Name</th></tr></thead><tbody><tr><td colspan="2">cv_consent</td></tr></tbody></table>';
      // Void elements come back self-closed, which HTML reads the same.
      expect(sanitizeCmsHtml(html)).toBe(html.replace('<br>', '<br />'));
    });

    it('keeps site paths, fragments, queries, mailto: and tel: links, without rel', () => {
      const html =
        '<p><a href="/menu/bottomless-brunch">brunch</a> <a href="/contact?type=feedback">contact</a> <a href="#booking">book</a> ' +
        '<a href="mailto:privacy@casaventura.example">mail</a> <a href="tel:+442079460101">call</a></p>';
      expect(sanitizeCmsHtml(html)).toBe(html);
    });

    it('marks external links rel="noopener noreferrer", keeps target="_blank" and replaces whatever rel the CMS sent', () => {
      expect(sanitizeCmsHtml('<a href="https://www.instagram.com/casaventura" target="_blank" rel="opener">ig</a>')).toBe(
        '<a href="https://www.instagram.com/casaventura" rel="noopener noreferrer" target="_blank">ig</a>',
      );
      expect(sanitizeCmsHtml('<a href="http://example.com" target="_top">x</a>')).toBe('<a href="http://example.com" rel="noopener noreferrer">x</a>');
    });

    it('turns h1 into h2 (the page has its own h1) and h5/h6 into h4; b and i into strong and em', () => {
      expect(sanitizeCmsHtml('<h1>A</h1><h3>B</h3><h5>C</h5><h6>D</h6><b>E</b><i>F</i>')).toBe('<h2>A</h2><h3>B</h3><h4>C</h4><h4>D</h4><strong>E</strong><em>F</em>');
    });

    it('moves a fragment whose top heading is an h3 up a level, so it never skips one after the page heading', () => {
      expect(sanitizeCmsHtml('<h3>What you will get</h3><ul><li>A dolce</li></ul><h4>Small print</h4>')).toBe(
        '<h2>What you will get</h2><ul><li>A dolce</li></ul><h3>Small print</h3>',
      );
    });

    it('answers an empty string for anything that is not HTML text', () => {
      expect(sanitizeCmsHtml(undefined)).toBe('');
      expect(sanitizeCmsHtml(42)).toBe('');
      expect(sanitizeCmsHtml({ html: '<p>x</p>' })).toBe('');
      expect(sanitizeCmsHtml('   ')).toBe('');
    });
  });

  describe('given scripts and active content', () => {
    it.each([
      ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
      ['a script with a source', '<script src="https://evil.example/x.js"></script><p>ok</p>', '<p>ok</p>'],
      ['an upper-case script', '<SCRIPT>alert(1)</SCRIPT><p>ok</p>', '<p>ok</p>'],
      ['an img with onerror', '<img src=x onerror="alert(1)"><p>ok</p>', '<p>ok</p>'],
      ['an svg with onload', '<svg onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg><p>ok</p>', '<p>ok</p>'],
      ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
      ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
      ['a style element', '<style>body{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
      ['a form', '<form action="https://evil.example"><input name="card"><button>Pay</button></form><p>ok</p>', 'Pay<p>ok</p>'],
      ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', '<p>ok</p>'],
      ['a base element', '<base href="https://evil.example/"><p>ok</p>', '<p>ok</p>'],
      ['a comment hiding a script', '<!-- <script>alert(1)</script> --><p>ok</p>', '<p>ok</p>'],
    ])('removes %s', (_name, html, expected) => {
      expect(sanitizeCmsHtml(html)).toBe(expected);
    });

    it('removes every event handler, style, class and id attribute', () => {
      const out = sanitizeCmsHtml(
        '<p onclick="alert(1)" onmouseover="alert(2)" style="color:red" class="x" id="booking">a</p><a href="/x" onfocus="alert(3)" autofocus>b</a>',
      );
      expect(out).toBe('<p>a</p><a href="/x">b</a>');
    });

    it('removes style expressions and url() in style attributes', () => {
      expect(sanitizeCmsHtml('<p style="width: expression(alert(1))">a</p><p style="background:url(javascript:alert(1))">b</p>')).toBe('<p>a</p><p>b</p>');
    });

    it('leaves nothing of mutation tricks that hide markup in attributes of dropped elements', () => {
      const out = sanitizeCmsHtml(
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' +
          '<math><mtext><table><mglyph><style><img src=x onerror=alert(2)></style></mglyph></table></mtext></math><p>ok</p>',
      );
      expect(out).not.toMatch(/<img|onerror|<style|<math|<noscript/i);
      expect(out).toContain('<p>ok</p>');
    });

    it('escapes text that looks like markup rather than letting it through', () => {
      expect(sanitizeCmsHtml('<p>1 &lt; 2 &amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    });
  });

  describe('given links that run code or leave the site', () => {
    it.each([
      ['javascript:', 'javascript:alert(1)'],
      ['upper case', 'JAVASCRIPT:alert(1)'],
      ['mixed case', 'JaVaScRiPt:alert(1)'],
      ['leading spaces', '   javascript:alert(1)'],
      ['a tab inside', 'java\tscript:alert(1)'],
      ['a newline inside', 'java\nscript:alert(1)'],
      ['decimal entities', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
      ['hex entities', '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)'],
      ['padded entities', '&#0000106;avascript:alert(1)'],
      ['an entity tab', 'java&#x09;script:alert(1)'],
      ['a named colon entity', 'javascript&colon;alert(1)'],
      ['a null character', 'java\u0000script:alert(1)'],
      ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
      ['vbscript:', 'vbscript:msgbox(1)'],
      ['VBScript: in capitals', 'VBSCRIPT:msgbox(1)'],
      ['protocol-relative //', '//evil.example'],
      ['slash and backslash', '/\\evil.example'],
      ['two backslashes', '\\\\evil.example'],
      ['a tab between slashes', '/\t/evil.example'],
      ['file:', 'file:///etc/passwd'],
      ['a relative path without a slash', 'evil.html'],
    ])('drops the href given %s, keeping the text', (_name, href) => {
      const out = sanitizeCmsHtml(`<p><a href="${href}">click</a></p>`);
      expect(out).toBe('<p><a>click</a></p>');
      expect(hrefOf(`<a href="${href}">x</a>`)).toBeNull();
    });

    it('keeps an https link whose path merely mentions javascript', () => {
      expect(hrefOf('<a href="https://example.com/javascript:alert(1)">x</a>')).toBe('https://example.com/javascript:alert(1)');
    });
  });
});

describe('safeHref', () => {
  it.each([
    ['/our-menus'],
    ['/#booking'],
    ['#group-booking'],
    ['?type=feedback'],
    ['/contact?type=allergen-question'],
    ['https://www.instagram.com/casaventura'],
    ['http://example.com/page'],
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('trims surrounding spaces', () => {
    expect(safeHref('  /sign-up ')).toBe('/sign-up');
  });

  it.each([
    ['javascript:alert(1)'],
    [' JAVASCRIPT:alert(1)'],
    ['jAvAsCrIpT:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['mailto:a@b.co'],
    ['tel:+44123456'],
    ['ftp://files.example'],
    ['our-menus'],
    ['https://'],
    [''],
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref({ url: '/x' })).toBeNull();
  });
});

describe('checkHref', () => {
  it('tells external, site and mail links apart', () => {
    expect(checkHref('https://x.example', true)).toEqual({ href: 'https://x.example', target: 'external' });
    expect(checkHref('/x', true)).toEqual({ href: '/x', target: 'site' });
    expect(checkHref('mailto:a@b.co', true)).toEqual({ href: 'mailto:a@b.co', target: 'mail' });
    expect(checkHref('mailto:a@b.co', false)).toBeNull();
  });
});

describe('shiftHeadings', () => {
  it('leaves a fragment without headings, or starting at h2, alone', () => {
    expect(shiftHeadings('<p>x</p>')).toBe('<p>x</p>');
    expect(shiftHeadings('<h2>a</h2><h3>b</h3>')).toBe('<h2>a</h2><h3>b</h3>');
  });

  it('moves an h4-topped fragment up two levels', () => {
    expect(shiftHeadings('<h4>a</h4><p>x</p><h4>b</h4>')).toBe('<h2>a</h2><p>x</p><h2>b</h2>');
  });
});
