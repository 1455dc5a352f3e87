// Offer cards, each linking to its page (/offer/{slug}) where the voucher is claimed. The loader resolved
// the tile's offers (by slug, or those a restaurant honours) into the page data; ended ones are absent.
import { Link } from 'react-router-dom';
import type { Offer } from '../../core/ports/offers-api.port';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { isSafeLink, stringList, text } from './tile-fields';

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
              <li key={offer.slug} className="card offer-card">
                {isSafeLink(offer.image) && (
                  <img className="card__image" src={offer.image} alt="" width={600} height={400} loading="lazy" decoding="async" />
                )}
                <div className="card__body">
                  <h3 className="card__title">
                    <Link className="card__link" to={`/offer/${encodeURIComponent(offer.slug)}`}>
                      {offer.title}
                    </Link>
                  </h3>
                  {text(offer.description) && <p className="card__text">{offer.description}</p>}
                  {text(offer.validityText) && <p className="card__meta">{offer.validityText}</p>}
                  <span className="card__cta" aria-hidden="true">
                    Claim your voucher
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TileFrame>
  );
}
