// Tile colours: every CMS colour ends up with text that reads at WCAG AA.
import { contrastOf, tileColours } from './tile-colours';

const CREAM = '#f6efe4';
const INK = '#231c17';

describe('tileColours', () => {
  it.each([
    ['deep teal', '#0f3b3a'],
    ['dark red', '#8b1e2d'],
    ['brown', '#6b4226'],
  ])('keeps %s as it is, with cream text', (_name, colour) => {
    expect(tileColours(colour)).toEqual({ background: colour, tone: 'dark' });
  });

  it('keeps cream as it is, with ink text', () => {
    expect(tileColours(CREAM)).toEqual({ background: CREAM, tone: 'light' });
  });

  it('darkens the brand teal, which neither cream nor ink reads on at AA, until cream does', () => {
    const colours = tileColours('#2a8c82');
    expect(colours?.tone).toBe('dark');
    expect(colours?.background).not.toBe('#2a8c82');
    expect(contrastOf(colours?.background as string, CREAM)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOf('#2a8c82', CREAM)).toBeLessThan(4.5);
    expect(contrastOf('#2a8c82', INK)).toBeLessThan(4.5);
  });

  it.each(['#777777', '#808080', '#2a8c82', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#999', '#abcdef', '#123456'])(
    'gives %s a text colour at AA or better',
    (colour) => {
      const colours = tileColours(colour);
      const text = colours?.tone === 'dark' ? CREAM : INK;
      expect(contrastOf(colours?.background as string, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('reads #rgb and upper case', () => {
    expect(tileColours('#FFF')).toEqual({ background: '#ffffff', tone: 'light' });
  });

  it.each([undefined, null, 42, 'red', 'rgb(0,0,0)', '#12345', 'red;background:url(javascript:alert(1))', '#0f3b3a; color: red'])(
    'has no colour for %j',
    (value) => {
      expect(tileColours(value)).toBeNull();
    },
  );
});
