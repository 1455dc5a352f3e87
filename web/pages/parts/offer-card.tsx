// An offer as a card linking to its page (/offer/{slug}), where the voucher is claimed: the offers tile and
// a restaurant's offers band show the same card.
import { Link } from 'react-router-dom';
import type { Offer } from '@tavola/core/ports';
import { isSafeLink } from '../../tiles/tile-fields';

export interface OfferCardProps {
  offer: Pick<Offer, 'slug' | 'title' | 'image' | 'description' | 'validityText'>;
  cta: string;
  /** The description too (the offers tile); a restaurant's band keeps to the title and dates. */
  showDescription?: boolean;
  imageSize?: { width: number; height: number };
}

export function OfferCard({ offer, cta, showDescription = false, imageSize = { width: 640, height: 400 } }: OfferCardProps) {
  const description = typeof offer.description === 'string' ? offer.description : '';
  const validity = typeof offer.validityText === 'string' ? offer.validityText : '';
  return (
    <li className="card offer-card">
      {isSafeLink(offer.image) ? (
        <img className="card__image" src={offer.image} alt="" width={imageSize.width} height={imageSize.height} loading="lazy" decoding="async" />
      ) : null}
      <div className="card__body">
        <h3 className="card__title">
          <Link className="card__link" to={`/offer/${encodeURIComponent(offer.slug)}`}>
            {offer.title}
          </Link>
        </h3>
        {showDescription && description ? <p className="card__text">{description}</p> : null}
        {validity ? <p className="card__meta">{validity}</p> : null}
        <span className="card__cta" aria-hidden="true">
          {cta}
        </span>
      </div>
    </li>
  );
}
