// The restaurant finder (/find-us): a postcode or town search that works without JavaScript (a GET form
// the loader answers with the nearest 10 within 100 miles, drawn on a distance map, or a Google map on a
// site with a key, and listed by number), "use my location" once hydrated, the restaurants by region (an
// accordion) and every location.
import { Form, Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { FindUsData, RootData } from '../page-data';
import { ResultsMap } from './parts/results-map';
import { LocateButton } from './parts/locate-button';
import { RestaurantCard, restaurantHref } from './parts/restaurant-card';
import { byRegion } from './parts/restaurant-regions';
import { LOCATIONS } from '@tavola/core/constants';
import { FINDER_MESSAGES, MESSAGES, nearestRestaurantsSummary } from '@tavola/core/errors';

/** Core's MESSAGES.geolocationUnavailable speaks of jobs; the finder says the same of restaurants. */
export const RESTAURANT_LOCATION_UNAVAILABLE = MESSAGES.restaurantGeolocationUnavailable;

function Results({ data }: { data: FindUsData }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!data.searched && !data.error) return null;
  const place = data.query !== '' ? data.query : 'your location';
  return (
    <section className="section finder-results" aria-labelledby="results-heading">
      <div className="container">
        <h2 id="results-heading">{data.results.length > 0 ? `Restaurants near ${place}` : 'No restaurants found'}</h2>
        {data.error ? (
          <p className="empty-state" role="alert">
            {data.error}
          </p>
        ) : data.placeNotFound ? (
          <p className="empty-state">
            We couldn&apos;t find &lsquo;{data.query}&rsquo;. Check the postcode or town and try again, or browse by region below.
          </p>
        ) : data.results.length === 0 ? (
          <p className="empty-state">
            {data.query !== '' ? FINDER_MESSAGES.noneNear(data.query) : FINDER_MESSAGES.noneNearYou} Browse all our restaurants by region below.
          </p>
        ) : (
          <>
            <p className="finder-results__summary">{nearestRestaurantsSummary(data.results.length)}</p>
            <div className="finder-results__layout">
              {data.origin ? (
                <ResultsMap googleApiKey={root?.maps?.googleApiKey ?? null} origin={data.origin} originLabel={data.query !== '' ? data.query : 'Your location'} results={data.results} />
              ) : null}
              <ol className="locations-grid finder-results__list">
                {data.results.map((restaurant, index) => (
                  <li key={restaurant.storeId} className="finder-results__item">
                    {/* The marker's number on the map; the list itself numbers the cards for screen readers. */}
                    <span className="finder-results__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <RestaurantCard restaurant={restaurant} headingLevel={3} showImage={false} />
                  </li>
                ))}
              </ol>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

export function FindUsPage() {
  const data = useLoaderData() as FindUsData;
  const regions = byRegion(data.restaurants);
  return (
    <div className="page page--find-us">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">{data.restaurants.length} restaurants across the UK</p>
          <h1 className="page-hero__title">Find a Casa Ventura</h1>
          <p className="page-hero__lead">Search by postcode or town, or use your location to find the restaurants nearest you.</p>
          <Form method="get" action="/find-us" className="finder-form" role="search" aria-label="Find a restaurant">
            <div className="finder-form__row">
              <div className="field finder-form__field">
                <label className="field__label" htmlFor="finder-query">
                  Postcode or town
                </label>
                <input id="finder-query" name="q" type="search" defaultValue={data.query} placeholder="e.g. W1D 3QU or Leeds" autoComplete="postal-code" maxLength={LOCATIONS.placeQueryMaxLength} required />
              </div>
              <button type="submit" className="btn btn--primary finder-form__submit">
                Search
              </button>
            </div>
          </Form>
          <LocateButton path="/find-us" unavailableMessage={RESTAURANT_LOCATION_UNAVAILABLE} />
        </div>
      </header>

      <Results data={data} />

      <section className="section section--paper" aria-labelledby="regions-heading">
        <div className="container">
          <h2 id="regions-heading">Browse by region</h2>
          <div className="regions">
            {regions.map(({ region, restaurants }) => (
              <details className="region" key={region}>
                <summary className="region__summary">
                  <span className="region__name">{region}</span> <span className="region__count">({restaurants.length})</span>
                </summary>
                <ul className="region__list">
                  {restaurants.map((restaurant) => (
                    <li key={restaurant.storeId}>
                      <Link to={restaurantHref(restaurant)}>{restaurant.title}</Link>
                      <span className="region__address">
                        {restaurant.address}
                        {restaurant.postcode ? `, ${restaurant.postcode}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="all-locations-heading">
        <div className="container">
          <h2 id="all-locations-heading">All our locations</h2>
          <details className="all-locations">
            <summary className="btn btn--outline">View all {data.restaurants.length} locations</summary>
            <ul className="locations-grid all-locations__grid">
              {data.restaurants.map((restaurant) => (
                <li key={restaurant.storeId}>
                  <RestaurantCard restaurant={restaurant} headingLevel={3} showImage={false} />
                </li>
              ))}
            </ul>
          </details>
        </div>
      </section>
    </div>
  );
}
