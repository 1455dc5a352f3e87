// Reading CMS tile fields defensively.
import { imageOf, isSafeLink, isSitePath, linkOf, listOf, stringList, text, tileElementId } from './tile-fields';

describe('tile fields', () => {
  it('reads text, trimmed, and nothing from what is not text', () => {
    expect(text('  Ciao ')).toBe('Ciao');
    expect(text(3)).toBe('');
  });

  it.each(['/x', '/#booking', '#booking', '?q=1', 'https://x.example', 'HTTP://x.example'])('takes %s as a safe link', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:x', 'x', '/\t/evil', 5])('refuses %j as a link', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it('reads a link with text and a safe url, and nothing else', () => {
    expect(linkOf({ text: 'Book', url: '/#booking', style: 'button' })).toEqual({ text: 'Book', url: '/#booking', openInNewTab: false, style: 'button' });
    expect(linkOf({ text: 'IG', url: 'https://ig.example', openInNewTab: true })).toEqual({ text: 'IG', url: 'https://ig.example', openInNewTab: true });
    expect(linkOf({ text: '', url: '/x' })).toBeNull();
    expect(linkOf({ text: 'x', url: 'javascript:alert(1)' })).toBeNull();
    expect(linkOf('not a link')).toBeNull();
  });

  it('reads an image and its alt text', () => {
    expect(imageOf('/images/a.svg', 'An olive', 'Caption')).toEqual({ src: '/images/a.svg', alt: 'An olive', caption: 'Caption' });
    expect(imageOf('/images/a.svg', undefined)).toEqual({ src: '/images/a.svg', alt: '' });
    expect(imageOf('javascript:alert(1)', 'x')).toBeNull();
  });

  it('reads lists, leaving out entries it cannot read', () => {
    expect(listOf([1, 'a', 2], (item) => (typeof item === 'number' ? item : null))).toEqual([1, 2]);
    expect(listOf('nope', () => 1)).toEqual([]);
    expect(stringList(['a', 2, '', 'b'])).toEqual(['a', 'b']);
  });

  it('makes element ids from tile ids', () => {
    expect(tileElementId({ tileId: 'home hero"1', key: 'hero' }, 'title')).toBe('home-hero-1-title');
  });

  it('tells site paths from the rest', () => {
    expect(isSitePath('/our-menus')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('#booking')).toBe(false);
  });
});
