// The hero: a full-width band with a picture, the page's h1 (when it opens the page), a line of text and
// up to two buttons. The text sits on a solid panel of the tile's colour, so it reads over any picture.
import { CmsLink, ctaClass } from './cms-link';
import { TileFrame, TileHeading, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { imageOf, linkOf, text } from './tile-fields';

/** A hero's text sits on a solid panel, so it always has a colour: deep teal when the CMS gives none. */
const DEFAULT_HERO_COLOUR = '#0f3b3a';

export function HeroTile({ tile, isPageHeading, anchor }: TileProps) {
  const look = tileLook(tileLook(tile).tone === null ? { ...tile, backgroundColour: DEFAULT_HERO_COLOUR } : tile);
  const image = imageOf(tile.image, tile.imageAlt);
  const cta = linkOf(tile.cta);
  const secondary = linkOf(tile.secondaryCta);
  const intro = text(tile.text);
  return (
    <TileFrame tile={tile} look={look} anchor={anchor} labelledBy={headingIdOf(tile)} className={image ? 'hero hero--with-image' : 'hero'}>
      {image && (
        <div className="hero__media">
          <img
            className="hero__image"
            src={image.src}
            alt={image.alt}
            width={1200}
            height={600}
            // The opening hero is the page's largest paint: fetched first, never lazily.
            loading={isPageHeading ? 'eager' : 'lazy'}
            fetchPriority={isPageHeading ? 'high' : undefined}
            decoding="async"
          />
        </div>
      )}
      <div className="container hero__body">
        <div className="hero__panel">
          <TileHeading tile={tile} isPageHeading={isPageHeading} className="hero__title" />
          {intro && <p className="hero__text">{intro}</p>}
          {(cta || secondary) && (
            <div className="tile__actions">
              {cta && (
                <CmsLink link={cta} className={ctaClass(cta.style ?? 'button', look.tone)}>
                  {cta.text}
                </CmsLink>
              )}
              {secondary && (
                <CmsLink link={secondary} className={ctaClass(secondary.style, look.tone)}>
                  {secondary.text}
                </CmsLink>
              )}
            </div>
          )}
        </div>
      </div>
    </TileFrame>
  );
}
