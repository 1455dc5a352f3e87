// Where a restaurant (or a list of them) is, without Google's script: a drawn map card with the
// coordinates and links that open a real map. google-maps-react-markers needs Google's script and a key,
// so it is loaded only by the finder's results map on a site with GOOGLE_MAPS_API_KEY (google-results-map.tsx).
import { LOCATIONS } from '@tavola/core/constants';

interface Place {
  lat: number;
  lng: number;
  title: string;
}

const ZOOM = Math.min(16, LOCATIONS.maxMapZoom);

export function openStreetMapUrl({ lat, lng }: Place): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${ZOOM}/${lat}/${lng}`;
}

export function directionsUrl({ lat, lng }: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

export function StaticMap({ place, address }: { place: Place; address?: string }) {
  return (
    <figure className="static-map">
      <a className="static-map__canvas" href={openStreetMapUrl(place)} target="_blank" rel="noopener noreferrer">
        <span className="static-map__pin" aria-hidden="true" />
        <span className="static-map__label">
          View {place.title} on a map
          <span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
      <figcaption className="static-map__caption">
        {address ? <span>{address}. </span> : null}
        <span className="static-map__coords">
          {place.lat.toFixed(4)}, {place.lng.toFixed(4)}
        </span>{' '}
        <a href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
          Get directions<span className="visually-hidden"> to {place.title} (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
