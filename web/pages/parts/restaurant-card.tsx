// A restaurant in a list: its picture when known, name, address, phone, distance and the two things a
// diner does next (see it, book it).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMilesAway } from '@tavola/core/geo';
import type { RestaurantSummary } from '../../page-data';

export function restaurantHref(restaurant: Pick<RestaurantSummary, 'city' | 'slug'>): string {
  return `/restaurants/${restaurant.city}/${restaurant.slug}`;
}

interface Props {
  restaurant: RestaurantSummary & { milesValue?: number; description?: string };
  headingLevel?: 2 | 3;
  /** Extra lines under the address (opening status, amenities). */
  children?: ReactNode;
  showImage?: boolean;
}

export function RestaurantCard({ restaurant, headingLevel = 3, children, showImage = true }: Props) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const href = restaurantHref(restaurant);
  const distance = formatMilesAway(restaurant.milesValue);
  return (
    <article className="card restaurant-card">
      {showImage && restaurant.heroImage ? (
        <img className="restaurant-card__image" src={restaurant.heroImage} alt="" width={640} height={480} loading="lazy" decoding="async" />
      ) : null}
      <div className="restaurant-card__body">
        <p className="restaurant-card__city">{restaurant.cityName}</p>
        <Heading className="restaurant-card__title">
          <Link to={href}>{restaurant.title}</Link>
        </Heading>
        {distance !== null ? <p className="restaurant-card__distance">{distance}</p> : null}
        <address className="restaurant-card__address">
          {restaurant.address}
          {restaurant.postcode ? `, ${restaurant.postcode}` : ''}
          {restaurant.phone ? (
            <>
              <br />
              <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>
                <span className="visually-hidden">Call {restaurant.title} on </span>
                {restaurant.phone}
              </a>
            </>
          ) : null}
        </address>
        {restaurant.description ? <p className="restaurant-card__description">{restaurant.description}</p> : null}
        {children}
        <div className="restaurant-card__actions">
          <Link className="btn btn--primary btn--small" to={`${href}/book-now`}>
            Book<span className="visually-hidden"> a table at {restaurant.title}</span>
          </Link>
          <Link className="btn btn--outline btn--small" to={href}>
            Details<span className="visually-hidden"> of {restaurant.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
