// A city's restaurants (/restaurants/{city}): one card each with whether it is open now, in a grid of one
// column, two from 768 px.
import { Link, useLoaderData } from 'react-router-dom';
import type { CityData } from '../page-data';
import { OpeningStatusBadge } from './parts/opening-hours';
import { RestaurantCard } from './parts/restaurant-card';
import { useNow } from './parts/use-hydrated';

export function CityPage() {
  const { city, restaurants, nowMs } = useLoaderData() as CityData;
  const now = useNow(nowMs);
  const count = restaurants.length;
  return (
    <div className="page page--city">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">
            <Link to="/find-us">Our restaurants</Link>
          </p>
          <h1 className="page-hero__title">Italian restaurants in {city.name}</h1>
          <p className="page-hero__lead">
            {count === 1 ? `Our restaurant in ${city.name}` : `Our ${count} restaurants in ${city.name}`}: wood-fired pizza, pasta rolled every
            morning and a table waiting for you.
          </p>
          <div className="page-hero__actions">
            <Link className="btn btn--primary" to={`/restaurants/${city.slug}/book-now`}>
              Book a table in {city.name}
            </Link>
            <Link className="btn btn--light" to={`/restaurants/${city.slug}/menu`}>
              See the menus
            </Link>
          </div>
        </div>
      </header>
      <section className="section" aria-labelledby="city-restaurants-heading">
        <div className="container">
          <h2 id="city-restaurants-heading" className="visually-hidden">
            Restaurants in {city.name}
          </h2>
          <ul className="locations-grid">
            {restaurants.map((restaurant) => (
              <li key={restaurant.storeId}>
                <RestaurantCard restaurant={restaurant} headingLevel={3}>
                  <OpeningStatusBadge hours={restaurant.hours} overrides={restaurant.overrides} nowMs={now} />
                  {restaurant.amenities.length > 0 ? (
                    <ul className="tag-list" aria-label={`Facilities at ${restaurant.title}`}>
                      {restaurant.amenities.slice(0, 4).map((amenity) => (
                        <li key={amenity} className="tag">
                          {amenity}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </RestaurantCard>
              </li>
            ))}
          </ul>
          <p className="page-footnote">
            Not in {city.name}? <Link to="/find-us">Find another Casa Ventura</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
