// The locations page's clickable map of Great Britain (spec section 2): a schematic tile map, one rounded
// tile per region placed roughly where the region lies, drawn as a CSS grid of plain links so it needs no
// map data, no script and no network, and reads to a screen reader as a list of regions with their counts.
// Each link is `#region-{slug}`, so it jumps to the region's accordion entry even before the page hydrates.
import type { MouseEvent } from 'react';
import { regionAnchor, regionSlug } from '../pages/parts/restaurant-regions';

/** The regions on the map, in reading order (north to south, west to east), each with its grid area. */
export const MAP_REGIONS: ReadonlyArray<{ region: string; area: string }> = [
  { region: 'Scotland', area: 'sc' },
  { region: 'North West', area: 'nw' },
  { region: 'North East', area: 'ne' },
  { region: 'Yorkshire', area: 'yo' },
  { region: 'Wales', area: 'wa' },
  { region: 'Midlands', area: 'mi' },
  { region: 'East of England', area: 'ea' },
  { region: 'South West', area: 'sw' },
  { region: 'South East', area: 'se' },
  { region: 'London', area: 'lo' },
];

export function restaurantCount(count: number): string {
  return count === 1 ? '1 restaurant' : `${count} restaurants`;
}

interface RegionMapProps {
  /** Restaurants per region name; a region on the map but not here has none yet. */
  counts: ReadonlyMap<string, number>;
  /** Called instead of the plain jump for an ordinary click or Enter, with the region's slug. */
  onChoose?: (slug: string) => void;
  label?: string;
}

/** A click the page may take over: the main button with no key held (those open new tabs and windows). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function RegionMap({ counts, onChoose, label = 'Restaurants by region' }: RegionMapProps) {
  return (
    <nav className="region-map" aria-label={label}>
      <ul className="region-map__grid" role="list">
        {MAP_REGIONS.map(({ region, area }) => {
          const count = counts.get(region) ?? 0;
          const slug = regionSlug(region);
          const content = (
            <>
              <span className="region-map__name">
                {region}
                <span className="visually-hidden">,</span>
              </span>{' '}
              <span className="region-map__count">{count > 0 ? restaurantCount(count) : 'no restaurants yet'}</span>
            </>
          );
          return (
            <li key={region} className="region-map__cell" style={{ gridArea: area }}>
              {count > 0 ? (
                <a
                  className="region-map__tile"
                  href={`#${regionAnchor(region)}`}
                  // The same words as the tile, one name in every browser: "Scotland, 3 restaurants".
                  aria-label={`${region}, ${restaurantCount(count)}`}
                  onClick={(event) => {
                    if (!onChoose || !isPlainClick(event)) return;
                    event.preventDefault();
                    onChoose(slug);
                  }}
                >
                  {content}
                </a>
              ) : (
                <span className="region-map__tile region-map__tile--empty">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
