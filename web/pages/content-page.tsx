// A content page from the CMS (home, cookie policy, /{id1}, /{id1}/{id2}): its h1 and its tiles in order.
// The loader (server/site/loaders/content.loaders.ts) sanitized the page and resolved every tile's data.
import { Component, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PageTile } from '@tavola/core/content';
import type { ContentPageData } from '../page-data';
import { BOOKING_ANCHOR } from '../tiles/booking-tile';
import { text } from '../tiles/tile-fields';
import { TileRegionContext } from '../tiles/tile-frame';
import { tileComponent } from '../tiles/tile-registry';

export function ContentPage() {
  const data = useLoaderData() as ContentPageData;
  const tiles = Array.isArray(data.page.tiles) ? data.page.tiles : [];
  const opensWithHero = tiles[0]?.key === 'hero' && text(tiles[0].heading) !== '';
  const anchors = tileAnchors(tiles);
  const named = namedRegions(tiles);
  return (
    <article className="content-page" data-page-id={data.page.id}>
      {!opensWithHero && (
        <header className="content-page__header">
          <div className="container">
            <h1 className="content-page__title">{pageHeading(data.page.title)}</h1>
          </div>
        </header>
      )}
      {tiles.map((tile, index) => {
        const Tile = tileComponent(tile.key);
        if (Tile === undefined) return null;
        return (
          <TileBoundary key={`${tile.tileId}-${index}`}>
            <TileRegionContext.Provider value={named[index] ?? true}>
              <Tile tile={tile} data={data} isPageHeading={opensWithHero && index === 0} anchor={anchors[index]} />
            </TileRegionContext.Provider>
          </TileBoundary>
        );
      })}
    </article>
  );
}

/** The page title without the brand after it: 'Our menus | Casa Ventura' is headed 'Our menus'. */
export function pageHeading(title: unknown): string {
  const full = text(title);
  return full.split(' | ')[0]?.trim() || full || 'Casa Ventura';
}

/**
 * The element id of each tile: its CMS anchor, or 'booking' for the booking band and 'group-booking' for
 * that form, so /#booking and #group-booking always land. An id already taken on the page is not repeated.
 */
export function tileAnchors(tiles: PageTile[]): Array<string | undefined> {
  const taken = new Set<string>();
  return tiles.map((tile) => {
    const wanted = text(tile.anchor) || defaultAnchor(tile);
    if (!wanted || !/^[a-z][a-z0-9-]*$/.test(wanted) || taken.has(wanted)) return undefined;
    taken.add(wanted);
    return wanted;
  });
}

/** Whether each tile's heading may name its section: not when an earlier tile has the same heading. */
export function namedRegions(tiles: PageTile[]): boolean[] {
  const seen = new Set<string>();
  return tiles.map((tile) => {
    const heading = text(tile.heading).toLowerCase();
    if (heading === '') return true;
    if (seen.has(heading)) return false;
    seen.add(heading);
    return true;
  });
}

function defaultAnchor(tile: PageTile): string {
  if (tile.key === 'booking' || (tile.key === 'form' && tile.formType === 'booking')) return BOOKING_ANCHOR;
  if (tile.key === 'form' && tile.formType === 'group-booking') return 'group-booking';
  return '';
}

/**
 * One tile that fails in the browser (odd CMS data) is left out instead of blanking the page. On the
 * server the tile readers answer defaults for anything unexpected, so rendering does not throw there.
 */
class TileBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
