// A tile's background colour from the CMS, and whether its text goes light or dark on it. Editors pick
// any colour; diners must still read the text at WCAG AA (4.5:1). Light text (cream) is used when it
// passes, then dark text (ink); a mid colour that neither passes (the brand teal) is darkened a little,
// step by step, until cream text does.

const CREAM = '#f6efe4';
const INK = '#231c17';
/** AA for body text, with a small margin so rounding never tips a tile under it. */
const TARGET_CONTRAST = 4.6;
const DARKEN_STEP = 0.04;

export interface TileColours {
  /** '#rrggbb', possibly darkened from the CMS colour. */
  background: string;
  /** 'dark' backgrounds get cream text (the .on-dark roles of site.css); 'light' ones ink. */
  tone: 'dark' | 'light';
}

/** The colours for a CMS background ('#rgb' or '#rrggbb'); null when there is none or it is not a colour. */
export function tileColours(value: unknown): TileColours | null {
  const rgb = parseHex(value);
  if (rgb === null) return null;
  if (contrast(rgb, parseHex(CREAM) as Rgb) >= TARGET_CONTRAST) return { background: toHex(rgb), tone: 'dark' };
  if (contrast(rgb, parseHex(INK) as Rgb) >= TARGET_CONTRAST) return { background: toHex(rgb), tone: 'light' };
  let darker = rgb;
  for (let factor = 1 - DARKEN_STEP; factor > 0; factor -= DARKEN_STEP) {
    darker = rgb.map((channel) => Math.round(channel * factor)) as Rgb;
    if (contrast(darker, parseHex(CREAM) as Rgb) >= TARGET_CONTRAST) break;
  }
  return { background: toHex(darker), tone: 'dark' };
}

type Rgb = [number, number, number];

function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  let hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  if (!/^#[0-9a-f]{6}$/.test(hex)) return null;
  return [0, 2, 4].map((offset) => parseInt(hex.slice(1 + offset, 3 + offset), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Contrast of two '#rrggbb' colours, for tests and the style guide. */
export function contrastOf(a: string, b: string): number {
  const first = parseHex(a);
  const second = parseHex(b);
  return first === null || second === null ? 0 : contrast(first, second);
}
