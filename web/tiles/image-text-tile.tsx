// A picture beside a heading, sanitized rich text and a button; the picture goes left or right on wide
// screens and above the text on phones.
import { CmsLink, ctaClass } from './cms-link';
import { TileFrame, TileHeading, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { imageOf, linkOf, text } from './tile-fields';

export function ImageTextTile({ tile, isPageHeading, anchor }: TileProps) {
  const look = tileLook(tile);
  const image = imageOf(tile.image, tile.imageAlt);
  const cta = linkOf(tile.cta);
  const html = text(tile.html);
  const intro = text(tile.text);
  const side = tile.imagePosition === 'left' ? 'left' : 'right';
  return (
    <TileFrame tile={tile} look={look} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={`${containerClass(tile)} image-text image-text--image-${side}`}>
        {image && (
          <div className="image-text__media">
            <img src={image.src} alt={image.alt} width={1200} height={600} loading="lazy" decoding="async" />
          </div>
        )}
        <div className="image-text__body">
          <TileHeading tile={tile} isPageHeading={isPageHeading} />
          {intro && <p className="tile__intro">{intro}</p>}
          {html && <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />}
          {cta && (
            <div className="tile__actions">
              <CmsLink link={cta} className={ctaClass(cta.style, look.tone)}>
                {cta.text}
              </CmsLink>
            </div>
          )}
        </div>
      </div>
    </TileFrame>
  );
}
