// Rich text from the CMS. The HTML was sanitized on the server (server/site/sanitize.ts) before it reached
// the page data, which is why it can be set as HTML here.
import { TileFrame, TileHeading, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { text } from './tile-fields';

export function TextTile({ tile, isPageHeading, anchor }: TileProps) {
  const html = text(tile.html);
  if (html === '' && text(tile.heading) === '') return null;
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile, 'narrow')}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        {html && <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
    </TileFrame>
  );
}
