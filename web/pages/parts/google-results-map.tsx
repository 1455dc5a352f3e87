// The finder's results on a Google map, for a site with a Google Maps key (GOOGLE_MAPS_API_KEY): the same
// numbered markers, names and links as the distance map, the searched place marked, the view fitted to
// them all. Only results-map.tsx loads it, with import(), so neither this module, google-maps-react-markers
// nor Google's script is in any page's first load, and a site without a key never fetches them.
import GoogleMap from 'google-maps-react-markers';
import type { CSSProperties } from 'react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useLinkClickHandler } from 'react-router-dom';
import { LOCATIONS } from '@tavola/core/constants';
import type { GeoPoint } from '@tavola/core/jobs';
import type { NearbyRestaurant } from '../../page-data';
import { areaZoom, markerName } from './distance-map';
import { restaurantHref } from './restaurant-card';

declare global {
  interface Window {
    /** Google calls this when the key is refused (wrong referrer, billing off, API not enabled). */
    gm_authFailure?: () => void;
  }
}

/**
 * The few parts of Google's `google.maps` used here. The package types them with @types/google.maps,
 * which it does not install, so they are written out: the tests' fake map implements exactly these.
 */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}
export interface FittingBounds {
  extend(point: LatLngLiteral): unknown;
}
export interface MapsLibrary {
  LatLngBounds: new () => FittingBounds;
}
export interface FittableMap {
  fitBounds(bounds: FittingBounds, padding?: number): void;
}
export interface LoadedMap {
  map: FittableMap;
  maps: MapsLibrary;
}

/** Room around the fitted results so edge markers (26 px) and the origin's label are not cut off. */
export const FIT_PADDING_PX = 40;

/**
 * A road map only, capped at the spec's zoom (section 9) whether fitted or zoomed by hand. No satellite,
 * Street View or clickable places, so nothing needs hosts beyond the CSP's (server/site/site-app.ts), and
 * a page scroll over the map scrolls the page ('cooperative': two fingers or Ctrl to move the map).
 */
export const MAP_OPTIONS = {
  maxZoom: LOCATIONS.maxMapZoom,
  mapTypeControl: false,
  streetViewControl: false,
  clickableIcons: false,
  gestureHandling: 'cooperative',
} as const;

/** Every result and the searched place in view. */
export function fitResults({ map, maps }: LoadedMap, origin: GeoPoint, results: readonly NearbyRestaurant[]): void {
  const bounds = new maps.LatLngBounds();
  bounds.extend({ lat: origin.lat, lng: origin.lng });
  for (const restaurant of results) bounds.extend({ lat: restaurant.lat, lng: restaurant.lng });
  map.fitBounds(bounds, FIT_PADDING_PX);
}

/** `lat` and `lng` are read by GoogleMap to place the marker. */
interface MarkerProps extends LatLngLiteral {
  restaurant: NearbyRestaurant;
  number: number;
  zIndex: number;
}

function ResultMarker({ restaurant, number }: MarkerProps) {
  const href = restaurantHref(restaurant);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href);
  const name = markerName(number, restaurant);
  return (
    <a className="google-results-map__marker" href={href} aria-label={name} title={name} onClick={navigate}>
      <span aria-hidden="true">{number}</span>
    </a>
  );
}

function OriginMarker({ label }: LatLngLiteral & { label: string; zIndex: number }) {
  return (
    <div className="google-results-map__origin">
      <span className="google-results-map__origin-pin" aria-hidden="true" />
      <span className="google-results-map__origin-label">{label}</span>
    </div>
  );
}

/** Shown in GoogleMap's place when Google's script fails to load: it only tells the page so. */
function ScriptFailed({ onFailure }: { onFailure: () => void }) {
  useEffect(() => onFailure(), [onFailure]);
  return null;
}

export interface GoogleResultsMapProps {
  apiKey: string;
  origin: GeoPoint;
  /** The place searched, as the diner typed it, or 'Your location'. */
  originLabel: string;
  results: NearbyRestaurant[];
  /** False while Google's map loads: laid out (so it can be fitted) but hidden, over the distance map. */
  shown: boolean;
  onReady: () => void;
  onFailure: () => void;
}

export function GoogleResultsMap({ apiKey, origin, originLabel, results, shown, onReady, onFailure }: GoogleResultsMapProps) {
  const captionId = useId();
  const loaded = useRef<LoadedMap | null>(null);
  /** What the map was last fitted to: a new search (new origin or results) fits it again. */
  const fittedTo = useRef<{ origin: GeoPoint; results: readonly NearbyRestaurant[] } | null>(null);
  const place = originLabel === 'Your location' ? 'your location' : originLabel;
  const style = { '--map-height-small': `${LOCATIONS.mapHeightSmallPx}px`, '--map-height-large': `${LOCATIONS.mapHeightLargePx}px` } as CSSProperties;
  const farthest = Math.max(0, ...results.map((restaurant) => restaurant.milesValue));

  // A refused key shows Google's own error over the map: the distance map comes back instead.
  useEffect(() => {
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      previous?.();
      onFailure();
    };
    return () => {
      window.gm_authFailure = previous;
    };
  }, [onFailure]);

  const fit = useCallback(() => {
    if (!loaded.current) return;
    const last = fittedTo.current;
    if (last && last.origin === origin && last.results === results) return;
    fitResults(loaded.current, origin, results);
    fittedTo.current = { origin, results };
  }, [origin, results]);

  // A new search on the same page keeps the map and fits it to the new results.
  useEffect(fit, [fit]);

  const onGoogleApiLoaded = useCallback(
    (api: LoadedMap) => {
      loaded.current = api;
      fit();
      onReady();
    },
    [fit, onReady],
  );

  return (
    <figure
      className={shown ? 'google-results-map' : 'google-results-map google-results-map--pending'}
      style={style}
      aria-labelledby={captionId}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      <div className="google-results-map__canvas">
        <GoogleMap
          apiKey={apiKey}
          libraries={[]}
          defaultCenter={{ lat: origin.lat, lng: origin.lng }}
          defaultZoom={areaZoom(origin.lat, farthest, LOCATIONS.mapHeightSmallPx)}
          options={MAP_OPTIONS}
          mapMinHeight="var(--map-height)"
          onGoogleApiLoaded={onGoogleApiLoaded}
          loadingContent={null}
          idleContent={null}
          errorContent={<ScriptFailed onFailure={onFailure} />}
        >
          <OriginMarker key="origin" lat={origin.lat} lng={origin.lng} label={originLabel} zIndex={0} />
          {results.map((restaurant, index) => (
            // Nearest on top where markers overlap.
            <ResultMarker key={restaurant.storeId} lat={restaurant.lat} lng={restaurant.lng} restaurant={restaurant} number={index + 1} zIndex={results.length - index} />
          ))}
        </GoogleMap>
      </div>
      <figcaption className="google-results-map__caption" id={captionId}>
        Our nearest restaurants around {place}, on Google Maps.
      </figcaption>
    </figure>
  );
}
