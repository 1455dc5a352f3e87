// The restaurant finder band: a postcode or town search that opens /find-us (a plain GET form, so it
// works before the page's JavaScript has loaded), a "use my location" button once the browser can offer
// it, and every restaurant listed by city, each linking to its page.
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RestaurantSummary } from '../page-data';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { text } from './tile-fields';
import { LOCATIONS } from '../../core/constants';

export interface CityGroup {
  city: string;
  cityName: string;
  restaurants: RestaurantSummary[];
}

/** Restaurants grouped by city, cities in alphabetical order, restaurants by name within each. */
export function groupByCity(restaurants: RestaurantSummary[]): CityGroup[] {
  const groups = new Map<string, CityGroup>();
  for (const restaurant of restaurants) {
    const group = groups.get(restaurant.city) ?? { city: restaurant.city, cityName: restaurant.cityName || restaurant.city, restaurants: [] };
    group.restaurants.push(restaurant);
    groups.set(restaurant.city, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, restaurants: [...group.restaurants].sort((a, b) => a.title.localeCompare(b.title, 'en-GB')) }))
    .sort((a, b) => a.cityName.localeCompare(b.cityName, 'en-GB'));
}

export function RestaurantFinderTile({ tile, data, isPageHeading, anchor }: TileProps) {
  const inputId = useId();
  const groups = groupByCity(data.restaurants ?? []);
  const placeholder = text(tile.placeholder) || 'Postcode or town';
  return (
    <TileFrame tile={tile} look={tileLook(tile)} anchor={anchor} labelledBy={headingIdOf(tile)}>
      <div className={containerClass(tile)}>
        <TileHeading tile={tile} isPageHeading={isPageHeading} />
        <TileIntro tile={tile} />
        <form className="finder-form" action="/find-us" method="get" role="search" aria-label="Find a restaurant">
          <label className="field__label" htmlFor={inputId}>
            Postcode or town
          </label>
          <div className="finder-form__row">
            <input id={inputId} name="q" type="search" placeholder={placeholder} autoComplete="postal-code" enterKeyHint="search" maxLength={LOCATIONS.placeQueryMaxLength} />
            <button type="submit" className="btn btn--primary">
              Search
            </button>
            <UseMyLocation />
          </div>
        </form>
        {groups.length > 0 && (
          <div className="finder-list">
            <h3 className="finder-list__title">All our restaurants</h3>
            <ul className="finder-list__cities">
              {groups.map((group) => (
                <li key={group.city} className="finder-list__city">
                  <h4 className="finder-list__city-name">
                    <Link to={`/restaurants/${encodeURIComponent(group.city)}`}>{group.cityName}</Link>
                  </h4>
                  <ul className="finder-list__restaurants">
                    {group.restaurants.map((restaurant) => (
                      <li key={restaurant.storeId}>
                        <Link to={`/restaurants/${encodeURIComponent(restaurant.city)}/${encodeURIComponent(restaurant.slug)}`}>
                          {restaurant.title}
                        </Link>
                        {restaurant.postcode && <span className="finder-list__postcode"> {restaurant.postcode}</span>}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </TileFrame>
  );
}

type LocationState = 'unavailable' | 'ready' | 'locating' | 'denied';

/** Shown only in a browser that has geolocation, so the server's page never offers a dead button. */
function UseMyLocation() {
  const navigate = useNavigate();
  const [state, setState] = useState<LocationState>('unavailable');
  useEffect(() => {
    if (typeof navigator !== 'undefined' && 'geolocation' in navigator) setState('ready');
  }, []);
  if (state === 'unavailable') return null;
  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        navigate(`/find-us?lat=${latitude.toFixed(5)}&lng=${longitude.toFixed(5)}`);
      },
      () => setState('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <>
      <button type="button" className="btn btn--outline finder-form__locate" onClick={locate} disabled={state === 'locating'}>
        {state === 'locating' ? 'Finding you…' : 'Use my location'}
      </button>
      {state === 'denied' && (
        <p className="finder-form__message" role="status">
          We could not get your location. Please search by postcode or town instead.
        </p>
      )}
    </>
  );
}
