// The band every tile sits in: its background colour (with text light or dark to match), height, width,
// entrance effect and anchor, all from the CMS fields of spec section 3, so each tile only draws its content.
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import type { PageTile } from '@tavola/core/content';
import type { ContentPageData } from '../page-data';
import { tileColours } from './tile-colours';
import { numberOf, text, tileElementId } from './tile-fields';

export interface TileProps {
  tile: PageTile;
  data: ContentPageData;
  /** The page's opening hero: its heading is the page's h1. */
  isPageHeading: boolean;
  /** The element id the tile carries (the CMS anchor, e.g. 'booking'), unique on the page. */
  anchor?: string;
}

export type Tone = 'dark' | 'light' | null;

export interface TileLook {
  className: string;
  style: CSSProperties;
  tone: Tone;
}

const EFFECT = /^[a-z][a-z0-9-]{0,39}$/;

/** Classes and CSS variables for a tile's CMS display fields; values that are not safe are ignored. */
export function tileLook(tile: PageTile): TileLook {
  const classes = ['tile', `tile--${String(tile.key).replace(/[^a-z0-9-]/g, '')}`];
  const style: Record<string, string> = {};
  const colours = tileColours(tile.backgroundColour ?? tile.backgroundColor);
  if (colours !== null) {
    style['--tile-bg'] = colours.background;
    classes.push('tile--has-bg', colours.tone === 'dark' ? 'tile--dark on-dark' : 'tile--light');
  }
  const effect = text(tile.animationEffect);
  if (EFFECT.test(effect)) classes.push('tile--animated', `tile--anim-${effect}`);
  const backgroundEffect = text(tile.backgroundAnimationEffect);
  if (EFFECT.test(backgroundEffect)) classes.push(`tile--bg-anim-${backgroundEffect}`);
  const height = numberOf(tile.height);
  if (height !== undefined && height > 0) {
    style['--tile-min-height'] = `${Math.round(height)}px`;
    classes.push('tile--has-height');
  }
  const width = tile.width;
  if (width === 'full' || width === 'wide' || width === 'narrow') classes.push(`tile--${width}`);
  else if (numberOf(width) !== undefined) {
    style['--tile-max-width'] = `${Math.round(width as number)}px`;
    classes.push('tile--custom-width');
  }
  return { className: classes.join(' '), style: style as CSSProperties, tone: colours?.tone ?? null };
}

interface TileFrameProps {
  tile: PageTile;
  look: TileLook;
  anchor?: string;
  /** The id of the tile's heading, which names the section for screen readers. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Whether the tile's section is named by its heading (a region landmark). The page turns it off for a tile
 * whose heading repeats an earlier one, since two landmarks of the same name confuse screen-reader users.
 */
export const TileRegionContext = createContext(true);

export function TileFrame({ tile, look, anchor, labelledBy, className, children }: TileFrameProps) {
  const named = useContext(TileRegionContext);
  return (
    <section
      id={anchor}
      className={className ? `${look.className} ${className}` : look.className}
      style={look.style}
      aria-labelledby={named ? labelledBy : undefined}
      data-tile-id={tile.tileId}
    >
      {children}
    </section>
  );
}

/** The container a tile's content sits in: narrow for reading text, wide otherwise. */
export function containerClass(tile: PageTile, fallback: 'narrow' | 'wide' = 'wide'): string {
  const narrow = tile.width === 'narrow' || (fallback === 'narrow' && tile.width !== 'wide' && tile.width !== 'full');
  return narrow ? 'container container--narrow tile__inner' : 'container tile__inner';
}

interface TileHeadingProps {
  tile: PageTile;
  isPageHeading: boolean;
  className?: string;
  children?: ReactNode;
}

/** The tile's heading: the page's h1 for the opening hero, an h2 otherwise. Nothing when there is no text. */
export function TileHeading({ tile, isPageHeading, className, children }: TileHeadingProps) {
  const content = children ?? text(tile.heading);
  if (content === '' || content === null) return null;
  const Tag = isPageHeading ? 'h1' : 'h2';
  return (
    <Tag id={tileElementId(tile, 'title')} className={className ?? 'tile__title'}>
      {content}
    </Tag>
  );
}

/** The heading id when the tile has a heading, for aria-labelledby. */
export function headingIdOf(tile: PageTile): string | undefined {
  return text(tile.heading) ? tileElementId(tile, 'title') : undefined;
}

/** The tile's intro text under its heading. */
export function TileIntro({ tile }: { tile: PageTile }) {
  const intro = text(tile.text);
  return intro ? <p className="tile__intro">{intro}</p> : null;
}

