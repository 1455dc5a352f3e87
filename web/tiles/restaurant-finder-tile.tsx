// The restaurant finder band: a postcode or town search that opens /find-us (a plain GET form, so it
// works before the page's JavaScript has loaded), a "use my location" button once the browser can offer
// it, and every restaurant listed by city, each linking to its page. On the locations page
// (`showRegionMap`) the list becomes a clickable regional map, a regional accordion and, with
// `showAllLocations`, a "View all locations" list (spec section 2).
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RestaurantSummary } from '../page-data';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { text } from './tile-fields';
import { RegionMap } from './region-map';
import { byRegion, regionAnchor, type RegionGroup } from '../pages/parts/restaurant-regions';
import { elementForHash, scrollToElement } from '../layout/scroll';
import { LOCATIONS } from '@tavola/core/constants';

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

function restaurantPath(restaurant: RestaurantSummary): string {
  return `/restaurants/${encodeURIComponent(restaurant.city)}/${encodeURIComponent(restaurant.slug)}`;
}

export function RestaurantFinderTile({ tile, data, isPageHeading, anchor }: TileProps) {
  const inputId = useId();
  const restaurants = data.restaurants ?? [];
  const groups = groupByCity(restaurants);
  const placeholder = text(tile.placeholder) || 'Postcode or town';
  const regional = tile.showRegionMap === true;
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
        {regional ? (
          restaurants.length > 0 && <Regions restaurants={restaurants} cities={groups} showAllLocations={tile.showAllLocations === true} />
        ) : (
          groups.length > 0 && (
            <div className="finder-list">
              <h3 className="finder-list__title">All our restaurants</h3>
              <CityList groups={groups} />
            </div>
          )
        )}
      </div>
    </TileFrame>
  );
}

function CityList({ groups, className = 'finder-list__cities' }: { groups: CityGroup[]; className?: string }) {
  return (
    <ul className={className}>
      {groups.map((group) => (
        <li key={group.city} className="finder-list__city">
          <h4 className="finder-list__city-name">
            <Link to={`/restaurants/${encodeURIComponent(group.city)}`}>{group.cityName}</Link>
          </h4>
          <ul className="finder-list__restaurants">
            {group.restaurants.map((restaurant) => (
              <li key={restaurant.storeId}>
                <Link to={restaurantPath(restaurant)}>{restaurant.title}</Link>
                {restaurant.postcode && <span className="finder-list__postcode"> {restaurant.postcode}</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * Opens a region's accordion entry; on a diner's choice from the map also brings it below the sticky
 * header and moves keyboard focus to its summary, so the next Tab lands on its restaurants.
 */
function revealRegion(details: HTMLElement | null, chosen: boolean): void {
  if (!(details instanceof HTMLDetailsElement)) return;
  details.open = true;
  if (!chosen) return;
  scrollToElement(details);
  details.querySelector('summary')?.focus({ preventScroll: true });
}

interface RegionsProps {
  restaurants: RestaurantSummary[];
  cities: CityGroup[];
  showAllLocations: boolean;
}

/** The locations page: the map (from 768 px), the regions as an accordion, and optionally every location. */
function Regions({ restaurants, cities, showAllLocations }: RegionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const sorted = [...restaurants].sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
  const regions: RegionGroup[] = byRegion(sorted);
  const counts = new Map(regions.map((group) => [group.region, group.restaurants.length]));

  // A #region-… address (a shared link, the map before hydration, back and forward) opens that region.
  useEffect(() => {
    if (location.hash.startsWith('#region-')) revealRegion(elementForHash(location.hash), false);
  }, [location.hash, location.key]);

  const choose = (slug: string) => {
    const hash = `#region-${slug}`;
    revealRegion(elementForHash(hash), true);
    // As the plain link would: the address names the region, and Back returns to the map.
    navigate({ pathname: location.pathname, search: location.search, hash }, { preventScrollReset: true });
  };

  return (
    <>
      <div className="finder-regions">
        <h3 className="finder-list__title">Browse by region</h3>
        <div className="finder-regions__layout">
          <div className="finder-regions__map">
            <RegionMap counts={counts} onChoose={choose} />
          </div>
          <div className="region-accordion">
            {regions.map((group) => (
              <details key={group.region} id={regionAnchor(group.region)} className="region-accordion__item">
                <summary className="region-accordion__summary">
                  <span className="region-accordion__name">{group.region}</span> <span className="region-accordion__count">({group.restaurants.length})</span>
                </summary>
                <ul className="region-accordion__list">
                  {group.restaurants.map((restaurant) => (
                    <li key={restaurant.storeId}>
                      <Link to={restaurantPath(restaurant)}>{restaurant.title}</Link>
                      {restaurant.postcode && <span className="region-accordion__postcode"> {restaurant.postcode}</span>}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </div>
      </div>
      {showAllLocations && (
        <div className="finder-list finder-all">
          <h3 className="finder-list__title">All our locations</h3>
          <details className="finder-all__disclosure">
            <summary className="btn btn--outline">View all {restaurants.length} locations</summary>
            <CityList groups={cities} className="finder-list__cities finder-all__grid" />
          </details>
        </div>
      )}
    </>
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
