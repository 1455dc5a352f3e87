// Offer cards, each linking to its page (/offer/{slug}) where the voucher is claimed. The loader resolved
// the tile's offers (by slug, or those a restaurant honours) into the page data; ended ones are absent.
import type { Offer } from '@tavola/core/ports';
import { OfferCard } from '../pages/parts/offer-card';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { stringList } from './tile-fields';

export function OffersTile({ tile, data, isPageHeading, anchor }: TileProps) {
  const bySlug = new Map((data.offers ?? []).map((offer) => [offer.slug, offer]));
  const offers = stringList(tile.offerSlugs)
    .map((slug) => bySlug.get(slug))
    .filter((offer): offer is Offer => offer !== undefined);
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        {offers.length === 0 ? (
          <p className="tile__empty">There are no offers here right now. Check back soon.</p>
        ) : (
          <ul className="card-grid">
            {offers.map((offer) => (
              <OfferCard key={offer.slug} offer={offer} cta="Claim your voucher" showDescription imageSize={{ width: 600, height: 400 }} />
            ))}
          </ul>
        )}
      </div>
    </TileFrame>
  );
}
