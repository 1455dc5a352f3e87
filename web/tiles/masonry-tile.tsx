// A gallery of pictures in a masonry of 1 to 4 columns by width (spec section 2): one column on phones,
// then up to 2 from 576 px, 3 from 768 px and the tile's own count (at most 4) from 992 px.
import { LAYOUT } from '@tavola/core/constants';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { imageOf, listOf, numberOf } from './tile-fields';

const DEFAULT_COLUMNS = 3;

/** The tile's column count, within the spec's 1 to 4. */
export function masonryColumns(value: unknown): number {
  const columns = Math.round(numberOf(value) ?? DEFAULT_COLUMNS);
  return Math.min(LAYOUT.masonryMaxColumns, Math.max(LAYOUT.masonryMinColumns, columns));
}

export function MasonryTile({ tile, isPageHeading, anchor }: TileProps) {
  const images = listOf(tile.images, (item) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    return imageOf(entry.src, entry.alt, entry.caption);
  });
  if (images.length === 0) return null;
  const columns = masonryColumns(tile.columns);
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        <ul className={`masonry masonry--cols-${columns}`} data-columns={columns}>
          {images.map((image, index) => (
            <li className="masonry__item" key={`${image.src}-${index}`}>
              <figure className="masonry__figure">
                <img src={image.src} alt={image.alt} loading="lazy" decoding="async" width={400} />
                {image.caption && <figcaption className="masonry__caption">{image.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </TileFrame>
  );
}
