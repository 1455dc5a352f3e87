// The book-now pages (/book-now, /restaurants/book-now, /restaurants/{city}/book-now and
// /restaurants/{city}/{slug}/book-now): the restaurants to book, narrowed to a city or with one chosen,
// inside the #booking section where the booking journey (issue 6) takes over.
import { Link, useLoaderData } from 'react-router-dom';
import { largePartyQuestion } from '@tavola/core/errors';
import { BookingWidget } from '../tiles/booking-widget';
import type { BookNowData, RestaurantSummary } from '../page-data';
import { restaurantHref } from './parts/restaurant-card';
import { byRegion } from './parts/restaurant-regions';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Choice({ restaurant, selected }: { restaurant: RestaurantSummary; selected: boolean }) {
  return (
    <li className={`booking-choice${selected ? ' booking-choice--selected' : ''}`}>
      <Link className="booking-choice__link" to={`${restaurantHref(restaurant)}/book-now`} aria-current={selected ? 'true' : undefined}>
        <span className="booking-choice__title">{restaurant.title}</span>
        <span className="booking-choice__address">
          {restaurant.address}
          {restaurant.postcode ? `, ${restaurant.postcode}` : ''}
        </span>
        {selected ? <span className="booking-choice__badge">Selected</span> : null}
      </Link>
    </li>
  );
}

export function BookNowPage() {
  const { restaurants, preselectedStoreId, city } = useLoaderData() as BookNowData;
  const selected = restaurants.find((r) => r.storeId === preselectedStoreId) ?? null;
  const others = restaurants.filter((r) => r !== selected);
  const regions = byRegion(others);
  return (
    <div className="page page--book-now">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">{selected ? `Casa Ventura ${selected.title}` : city ? `Casa Ventura ${city.name}` : 'Casa Ventura'}</p>
          <h1 className="page-hero__title">Book a table</h1>
          <p className="page-hero__lead">
            {selected
              ? `Pick a date, a time and how many are coming, and we will keep a table for you at ${selected.title}.`
              : city
                ? `Choose one of our restaurants in ${city.name}, then pick a date and a time.`
                : 'Choose a restaurant, then pick a date, a time and how many are coming.'}
          </p>
        </div>
      </header>

      <section className="section booking-section" id="booking" aria-labelledby="booking-heading" data-store-id={selected?.storeId}>
        <div className="container container--narrow">
          <h2 id="booking-heading">Your booking</h2>
          <BookingWidget restaurants={restaurants} preselectedStoreId={selected?.storeId ?? null} />
          {selected ? (
            <div className="booking-selected">
              <ul className="booking-choices">
                <Choice restaurant={selected} selected />
              </ul>
              <p>
                {selected.phone ? (
                  <>
                    Prefer to talk to us? Call {selected.title} on <a href={telHref(selected.phone)}>{selected.phone}</a>.{' '}
                  </>
                ) : null}
                <Link to={restaurantHref(selected)}>Opening hours and directions</Link>.
              </p>
            </div>
          ) : null}
          {selected && others.length > 0 ? <h3 className="booking-section__other">Or choose another restaurant</h3> : null}
          {regions.map(({ region, restaurants: list }) =>
            city && !selected ? (
              <ul className="booking-choices" key={region}>
                {list.map((restaurant) => (
                  <Choice key={restaurant.storeId} restaurant={restaurant} selected={false} />
                ))}
              </ul>
            ) : (
              <details className="region" key={region} open={!selected && regions.length === 1 ? true : undefined}>
                <summary className="region__summary">
                  <span className="region__name">{region}</span> <span className="region__count">({list.length})</span>
                </summary>
                <ul className="booking-choices">
                  {list.map((restaurant) => (
                    <Choice key={restaurant.storeId} restaurant={restaurant} selected={false} />
                  ))}
                </ul>
              </details>
            ),
          )}
          {city && !selected ? (
            <p className="page-footnote">
              Not in {city.name}? <Link to="/restaurants/book-now">See all our restaurants</Link>.
            </p>
          ) : null}
          <p className="booking-section__note">
            {largePartyQuestion()} <Link to="/contact?type=group-and-events">Send us a group enquiry</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
