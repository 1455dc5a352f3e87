// A tile's CMS display fields turned into classes and CSS variables, and nothing unsafe let through.
import { containerClass, tileLook } from './tile-frame';

describe('tileLook', () => {
  it('turns colour, effects, height and width into classes and variables', () => {
    const look = tileLook({
      tileId: 't',
      key: 'image-text',
      backgroundColour: '#6b4226',
      animationEffect: 'fade-in',
      backgroundAnimationEffect: 'zoom',
      height: 480,
      width: 900,
    });
    expect(look.className.split(' ')).toEqual([
      'tile',
      'tile--image-text',
      'tile--has-bg',
      'tile--dark',
      'on-dark',
      'tile--animated',
      'tile--anim-fade-in',
      'tile--bg-anim-zoom',
      'tile--has-height',
      'tile--custom-width',
    ]);
    expect(look.style).toEqual({ '--tile-bg': '#6b4226', '--tile-min-height': '480px', '--tile-max-width': '900px' });
    expect(look.tone).toBe('dark');
  });

  it('reads the American spelling of the colour too', () => {
    expect(tileLook({ tileId: 't', key: 'text', backgroundColor: '#f6efe4' }).tone).toBe('light');
  });

  it('ignores values a class or a style could be abused with', () => {
    const look = tileLook({
      tileId: 't',
      key: 'text"><script>',
      backgroundColour: 'red;background:url(x)',
      animationEffect: 'x" onmouseover="y',
      height: '100px; position: fixed',
      width: 'calc(100%)',
    });
    expect(look.className).toBe('tile tile--textscript');
    expect(look.style).toEqual({});
    expect(look.tone).toBeNull();
  });
});

describe('containerClass', () => {
  it('is narrow for reading text unless the tile asks to be wide', () => {
    expect(containerClass({ tileId: 't', key: 'text' }, 'narrow')).toContain('container--narrow');
    expect(containerClass({ tileId: 't', key: 'text', width: 'wide' }, 'narrow')).not.toContain('container--narrow');
    expect(containerClass({ tileId: 't', key: 'masonry', width: 'narrow' })).toContain('container--narrow');
  });
});
