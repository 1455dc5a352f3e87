// The finder's map, drawn here so it needs no script or key from Google (see static-map.tsx; on a site
// with a key a Google map replaces it once ready, see results-map.tsx): the searched place in the centre,
// rings of miles, and each nearby restaurant at its true bearing and distance as a numbered link matching
// its number in the results list. North is up; nothing is invented.
import type { CSSProperties, MouseEvent } from 'react';
import { useId } from 'react';
import { useLinkClickHandler } from 'react-router-dom';
import { LOCATIONS } from '@tavola/core/constants';
import { formatMiles } from '@tavola/core/geo';
import type { GeoPoint } from '@tavola/core/jobs';
import type { NearbyRestaurant } from '../../page-data';
import { restaurantHref } from './restaurant-card';

/** Miles in one degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (LOCATIONS.earthRadiusMiles * Math.PI) / 180;

/** The outer ring's radius as a share of the map's side: the rest is room for markers and labels. */
const OUTER_RING_SHARE = 0.42;

/** Markers are circles this size on screen at every width: a 26 px target (25 px on a 320 px phone). */
export const MARKER_RADIUS_PX = 13;
const MARKER_GAP_PX = 3;
const ORIGIN_PIN_RADIUS_PX = 8;
const ORIGIN_LABEL_FONT_PX = 14;
const ORIGIN_LABEL_MAX_CHARS = 22;
/** A nudged marker further than this from its true spot gets a line back to it. */
const LEADER_MIN_PX = 4;
const RELAX_ROUNDS = 400;

/** Inner rings are drawn at these distances, when they fall well inside the farthest result. */
const RING_STEPS_MILES = [0.5, 1, 2, 5, 10, 25, 50, 100, 250];
const MAX_INNER_RINGS = 3;
/**
 * Ring labels sit on one spoke, the first of these clear of every marker; failing that, each label takes
 * the first clear bearing of its own, with the in-between bearings as well; failing that, it is left off.
 */
const LABEL_BEARINGS_DEG = [315, 45, 135, 225, 0, 90, 180, 270];
const MORE_LABEL_BEARINGS_DEG = [...LABEL_BEARINGS_DEG, ...LABEL_BEARINGS_DEG.map((bearing) => bearing + 22.5)];
/** A ring label's half width and height on screen ('50 miles' in 12 px bold), for keeping markers off it. */
export const RING_LABEL_HALF_PX = { width: 30, height: 9 };
const CLEAR_ENOUGH = 1.5;

type Located = Pick<NearbyRestaurant, 'lat' | 'lng'> & { milesValue?: number };

export interface MapRing {
  miles: number;
  radiusPx: number;
}

export interface PlottedPoint {
  /** 1-based, in the order given (the results list's order). */
  number: number;
  miles: number;
  /** Degrees clockwise from north, 0–360. */
  bearingDeg: number;
  /** Where the restaurant truly is on this map. */
  trueX: number;
  trueY: number;
  /** Where its marker is drawn: the true spot, or nudged off it so markers do not overlap. */
  x: number;
  y: number;
}

export interface DistanceMapLayout {
  sizePx: number;
  /** The origin is at (centre, centre). */
  centre: number;
  /** The farthest result's distance (1 mile when every result is on the origin): the outer ring. */
  outerMiles: number;
  outerRadiusPx: number;
  /** Inner rings at round distances, nearest first, then the outer ring. */
  rings: MapRing[];
  /** Where each ring's label goes (in ring order); null where no spot is clear of the markers. */
  ringLabels: Array<{ x: number; y: number } | null>;
  points: PlottedPoint[];
  /** The origin's label as drawn (long queries are shortened). */
  originLabel: string;
}

/**
 * A marker's name, as its results card reads: '1. Leeds Briggate, 0.3 miles' (the Google map's markers
 * too). The distance is core's formatMiles, the same as the cards and the rings.
 */
export function markerName(number: number, restaurant: Pick<NearbyRestaurant, 'title' | 'milesValue'>): string {
  const distance = formatMiles(restaurant.milesValue);
  return distance === null ? `${number}. ${restaurant.title}` : `${number}. ${restaurant.title}, ${distance}`;
}

function shortLabel(label: string): string {
  return label.length > ORIGIN_LABEL_MAX_CHARS ? `${label.slice(0, ORIGIN_LABEL_MAX_CHARS - 1).trimEnd()}…` : label;
}

/** East and north offsets in miles on a local equirectangular projection around the origin. */
function offsetMiles(origin: GeoPoint, point: Located): { east: number; north: number } {
  const dLng = ((((point.lng - origin.lng) % 360) + 540) % 360) - 180;
  return {
    east: dLng * Math.cos((origin.lat * Math.PI) / 180) * MILES_PER_DEGREE,
    north: (point.lat - origin.lat) * MILES_PER_DEGREE,
  };
}

/**
 * How clear of a marker a ring label is: 1 when the marker's circle just touches the label's box (taken
 * as an ellipse), more when further off.
 */
export function labelClearance(label: { x: number; y: number }, marker: { x: number; y: number }): number {
  return Math.hypot((marker.x - label.x) / (RING_LABEL_HALF_PX.width + MARKER_RADIUS_PX), (marker.y - label.y) / (RING_LABEL_HALF_PX.height + MARKER_RADIUS_PX));
}

function onRing(centre: number, radius: number, bearingDeg: number): { x: number; y: number } {
  const angle = (bearingDeg * Math.PI) / 180;
  return { x: centre + radius * Math.sin(angle), y: centre - radius * Math.cos(angle) };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Push a marker centre out of a box it overlaps (with the marker's radius and gap around it). */
function pushOutOfBox(p: { x: number; y: number }, box: Box, reach: number): boolean {
  const nearestX = Math.min(Math.max(p.x, box.left), box.right);
  const nearestY = Math.min(Math.max(p.y, box.top), box.bottom);
  const dx = p.x - nearestX;
  const dy = p.y - nearestY;
  const d = Math.hypot(dx, dy);
  if (d >= reach) return false;
  if (d > 0) {
    p.x += (dx / d) * (reach - d);
    p.y += (dy / d) * (reach - d);
    return true;
  }
  // The centre is inside the box: leave by the nearest side.
  const exits = [
    { gap: p.x - box.left, x: box.left - reach, y: p.y },
    { gap: box.right - p.x, x: box.right + reach, y: p.y },
    { gap: p.y - box.top, x: p.x, y: box.top - reach },
    { gap: box.bottom - p.y, x: p.x, y: box.bottom + reach },
  ].sort((a, b) => a.gap - b.gap);
  p.x = exits[0]!.x;
  p.y = exits[0]!.y;
  return true;
}

/**
 * Where everything goes on a square map `sizePx` across. Each result is placed at its bearing from the
 * origin (from a local equirectangular projection: east = Δlng·cos(lat0), north = Δlat) and at its
 * distance in miles (`milesValue`, the haversine distance the list shows; the projection's own when
 * absent), scaled so the farthest result lies on the outer ring. Markers that would overlap each other,
 * the origin or its label are then pushed apart, the true spots kept for a line back to them.
 */
export function plotPoints(origin: GeoPoint, results: readonly Located[], sizePx: number, originLabel = ''): DistanceMapLayout {
  const centre = sizePx / 2;
  const outerRadiusPx = sizePx * OUTER_RING_SHARE;
  const placed = results.map((result, index) => {
    const { east, north } = offsetMiles(origin, result);
    const planeMiles = Math.hypot(east, north);
    const miles = typeof result.milesValue === 'number' ? result.milesValue : planeMiles;
    const bearingDeg = planeMiles === 0 ? 0 : (((Math.atan2(east, north) * 180) / Math.PI) + 360) % 360;
    return { number: index + 1, miles, bearingDeg, east, north, planeMiles };
  });
  const farthest = Math.max(0, ...placed.map((p) => p.miles));
  const outerMiles = farthest > 0 ? farthest : 1;
  const pxPerMile = outerRadiusPx / outerMiles;

  const points: PlottedPoint[] = placed.map(({ number, miles, bearingDeg, east, north, planeMiles }) => {
    const r = miles * pxPerMile;
    const trueX = planeMiles === 0 ? centre : centre + (r * east) / planeMiles;
    const trueY = planeMiles === 0 ? centre : centre - (r * north) / planeMiles;
    return { number, miles, bearingDeg, trueX, trueY, x: trueX, y: trueY };
  });

  const label = shortLabel(originLabel);
  const labelBox: Box | null =
    label === ''
      ? null
      : {
          left: centre - (label.length * ORIGIN_LABEL_FONT_PX * 0.62) / 2,
          right: centre + (label.length * ORIGIN_LABEL_FONT_PX * 0.62) / 2,
          top: centre + ORIGIN_PIN_RADIUS_PX + 4,
          bottom: centre + ORIGIN_PIN_RADIUS_PX + 4 + ORIGIN_LABEL_FONT_PX * 1.3,
        };
  spreadMarkers(points, centre, sizePx, labelBox);

  // Rings closer in than a fifth of the outer one would crowd the origin and its label.
  const inner = RING_STEPS_MILES.filter((miles) => miles <= outerMiles * 0.8 && miles >= outerMiles * 0.2).slice(-MAX_INNER_RINGS);
  const rings = [...inner, outerMiles].map((miles) => ({ miles, radiusPx: miles * pxPerMile }));

  return { sizePx, centre, outerMiles, outerRadiusPx, rings, ringLabels: placeRingLabels(rings, points, centre, labelBox), points, originLabel: label };
}

function placeRingLabels(rings: MapRing[], points: PlottedPoint[], centre: number, labelBox: Box | null): Array<{ x: number; y: number } | null> {
  const obstacles = [...points, { x: centre, y: centre }, ...(labelBox ? [{ x: centre, y: (labelBox.top + labelBox.bottom) / 2 }] : [])];
  const clearance = (at: { x: number; y: number }) => Math.min(Infinity, ...obstacles.map((o) => labelClearance(at, o)));
  for (const bearing of LABEL_BEARINGS_DEG) {
    const labels = rings.map((ring) => onRing(centre, ring.radiusPx, bearing));
    if (labels.every((at) => clearance(at) >= CLEAR_ENOUGH)) return labels;
  }
  // Outer ring first: its distance, the farthest result's, matters most.
  const placed: Array<{ x: number; y: number } | null> = rings.map(() => null);
  for (let index = rings.length - 1; index >= 0; index -= 1) {
    const taken = placed.filter((at): at is { x: number; y: number } => at !== null);
    placed[index] =
      MORE_LABEL_BEARINGS_DEG.map((bearing) => onRing(centre, rings[index]!.radiusPx, bearing)).find(
        (at) =>
          clearance(at) >= 1 &&
          taken.every((other) => Math.abs(other.x - at.x) > 2 * RING_LABEL_HALF_PX.width || Math.abs(other.y - at.y) > 2 * RING_LABEL_HALF_PX.height),
      ) ?? null;
  }
  return placed;
}

/** Relax overlapping markers apart (and off the origin's pin and label), keeping them on the map. */
function spreadMarkers(points: PlottedPoint[], centre: number, sizePx: number, labelBox: Box | null): void {
  const apart = 2 * MARKER_RADIUS_PX + MARKER_GAP_PX;
  const pinReach = MARKER_RADIUS_PX + ORIGIN_PIN_RADIUS_PX + MARKER_GAP_PX;
  const min = MARKER_RADIUS_PX + 2;
  const max = sizePx - MARKER_RADIUS_PX - 2;
  for (let round = 0; round < RELAX_ROUNDS; round += 1) {
    let moved = false;
    for (let i = 0; i < points.length; i += 1) {
      for (let j = i + 1; j < points.length; j += 1) {
        const a = points[i]!;
        const b = points[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= apart) continue;
        if (d === 0) {
          // Two restaurants on one spot: part them along a different angle for every pair.
          const angle = (j * 137.508 * Math.PI) / 180;
          dx = Math.sin(angle);
          dy = -Math.cos(angle);
          d = 1;
        }
        const push = (apart - Math.hypot(b.x - a.x, b.y - a.y)) / 2 + 0.01;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    }
    for (const p of points) {
      const fromCentre = Math.hypot(p.x - centre, p.y - centre);
      if (fromCentre < pinReach) {
        // Off the origin along the restaurant's own bearing, so it stays on its side of the map.
        const angle = fromCentre > 0 ? Math.atan2(p.y - centre, p.x - centre) : ((p.bearingDeg - 90) * Math.PI) / 180;
        p.x = centre + Math.cos(angle) * (pinReach + 0.01);
        p.y = centre + Math.sin(angle) * (pinReach + 0.01);
        moved = true;
      }
      if (labelBox && pushOutOfBox(p, labelBox, MARKER_RADIUS_PX + MARKER_GAP_PX)) moved = true;
      // Kept on the map; a marker pushed back into another is parted again next round.
      p.x = Math.min(Math.max(p.x, min), max);
      p.y = Math.min(Math.max(p.y, min), max);
    }
    if (!moved) return;
  }
}

/** An OpenStreetMap zoom that shows the rings' area, never closer than the spec's cap (section 9). */
export function areaZoom(lat: number, outerMiles: number, viewPx = 800): number {
  const milesAcrossWorld = 2 * Math.PI * LOCATIONS.earthRadiusMiles * Math.cos((lat * Math.PI) / 180);
  const zoom = Math.floor(Math.log2((milesAcrossWorld * viewPx) / (256 * 2 * Math.max(outerMiles, 1e-6))));
  return Math.max(1, Math.min(LOCATIONS.maxMapZoom, zoom));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

interface Props {
  origin: GeoPoint;
  /** The place searched, as the diner typed it, or 'Your location'. */
  originLabel: string;
  results: NearbyRestaurant[];
}

type Spot = { x: number; y: number };

/**
 * Something drawn at different spots on the small and the large map: the large spot is the transform
 * attribute (what shows if the stylesheet never arrives), the small one reaches CSS as custom properties.
 */
function placedAt(small: Spot, large: Spot): { transform: string; style: CSSProperties } {
  return {
    transform: `translate(${large.x} ${large.y})`,
    style: { '--small-x': `${small.x}px`, '--small-y': `${small.y}px`, '--large-x': `${large.x}px`, '--large-y': `${large.y}px` } as CSSProperties,
  };
}

interface MarkerProps {
  restaurant: NearbyRestaurant;
  number: number;
  small: Spot;
  large: Spot;
}

function Marker({ restaurant, number, small, large }: MarkerProps) {
  const href = restaurantHref(restaurant);
  const navigate = useLinkClickHandler<SVGAElement>(href);
  const name = markerName(number, restaurant);
  return (
    <g className="distance-map__placed distance-map__marker" {...placedAt(small, large)}>
      <a href={href} aria-label={name} className="distance-map__link" onClick={navigate as unknown as (event: MouseEvent<HTMLAnchorElement>) => void}>
        <title>{name}</title>
        <g className="distance-map__scaled" aria-hidden="true">
          <circle className="distance-map__focus" r={MARKER_RADIUS_PX + 4} />
          <circle className="distance-map__badge" r={MARKER_RADIUS_PX} />
          <text className="distance-map__number" textAnchor="middle" dominantBaseline="central">
            {number}
          </text>
        </g>
      </a>
    </g>
  );
}

export function DistanceMap({ origin, originLabel, results }: Props) {
  const captionId = useId();
  const view = LOCATIONS.mapHeightLargePx;
  const smallScale = LOCATIONS.mapHeightLargePx / LOCATIONS.mapHeightSmallPx;
  const large = plotPoints(origin, results, LOCATIONS.mapHeightLargePx, originLabel);
  const small = plotPoints(origin, results, LOCATIONS.mapHeightSmallPx, originLabel);
  const inView = (value: number) => round(value * smallScale);
  const { centre } = large;
  const place = originLabel === 'Your location' ? 'your location' : originLabel;
  const style = {
    '--map-height-small': `${LOCATIONS.mapHeightSmallPx}px`,
    '--map-height-large': `${LOCATIONS.mapHeightLargePx}px`,
    '--map-small-scale': String(smallScale),
  } as CSSProperties;

  return (
    <figure className="distance-map" style={style} aria-labelledby={captionId}>
      <div className="distance-map__canvas">
        <svg className="distance-map__svg" viewBox={`0 0 ${view} ${view}`} preserveAspectRatio="xMidYMid meet" focusable="false">
          <g aria-hidden="true">
            <circle className="distance-map__area" cx={centre} cy={centre} r={round(large.outerRadiusPx)} />
            {large.rings.map((ring, index) => (
              <circle
                key={ring.miles}
                className={index === large.rings.length - 1 ? 'distance-map__ring distance-map__ring--outer' : 'distance-map__ring'}
                cx={centre}
                cy={centre}
                r={round(ring.radiusPx)}
              />
            ))}
            <g className="distance-map__compass" transform={`translate(${view - 40} 44)`}>
              <g className="distance-map__scaled">
                <path d="M0 -16 L7 4 L0 0 L-7 4 Z" />
                <text y={18} textAnchor="middle" dominantBaseline="central">
                  N
                </text>
              </g>
            </g>
            {large.rings.map((ring, index) => {
              const onSmall = small.ringLabels[index] ?? null;
              const onLarge = large.ringLabels[index] ?? null;
              if (!onSmall && !onLarge) return null;
              // A label with no clear spot on one of the two maps is shown on the other only.
              const only = !onSmall ? ' distance-map__only-large' : !onLarge ? ' distance-map__only-small' : '';
              const smallSpot = onSmall ? { x: inView(onSmall.x), y: inView(onSmall.y) } : { x: round(onLarge!.x), y: round(onLarge!.y) };
              const largeSpot = onLarge ? { x: round(onLarge.x), y: round(onLarge.y) } : smallSpot;
              return (
                <g key={ring.miles} className={`distance-map__placed${only}`} {...placedAt(smallSpot, largeSpot)}>
                  <text className="distance-map__scaled distance-map__ring-label" textAnchor="middle" dominantBaseline="central">
                    {formatMiles(ring.miles)}
                  </text>
                </g>
              );
            })}
            {large.points.map((point, index) => {
              const smallPoint = small.points[index]!;
              const lines = [
                { size: 'large', x1: point.trueX, y1: point.trueY, x2: point.x, y2: point.y },
                { size: 'small', x1: inView(smallPoint.trueX), y1: inView(smallPoint.trueY), x2: inView(smallPoint.x), y2: inView(smallPoint.y) },
              ].filter((line) => Math.hypot(line.x2 - line.x1, line.y2 - line.y1) > LEADER_MIN_PX * (line.size === 'small' ? smallScale : 1));
              return (
                <g key={point.number}>
                  {lines.map((line) => (
                    <line key={line.size} className={`distance-map__leader distance-map__leader--${line.size}`} x1={round(line.x1)} y1={round(line.y1)} x2={round(line.x2)} y2={round(line.y2)} />
                  ))}
                  {lines.length > 0 ? <circle className="distance-map__spot" cx={round(point.trueX)} cy={round(point.trueY)} r={3} /> : null}
                </g>
              );
            })}
            <g className="distance-map__origin" transform={`translate(${centre} ${centre})`}>
              <g className="distance-map__scaled">
                <circle className="distance-map__origin-halo" r={ORIGIN_PIN_RADIUS_PX + 6} />
                <circle className="distance-map__origin-pin" r={ORIGIN_PIN_RADIUS_PX} />
                <text className="distance-map__origin-label" y={ORIGIN_PIN_RADIUS_PX + 4 + ORIGIN_LABEL_FONT_PX * 0.65} textAnchor="middle" dominantBaseline="central">
                  {large.originLabel}
                </text>
              </g>
            </g>
          </g>
          {results.map((restaurant, index) => (
            <Marker
              key={restaurant.storeId}
              restaurant={restaurant}
              number={index + 1}
              small={{ x: inView(small.points[index]!.x), y: inView(small.points[index]!.y) }}
              large={{ x: round(large.points[index]!.x), y: round(large.points[index]!.y) }}
            />
          ))}
        </svg>
      </div>
      {/* A figure's caption is its first or last child (HTML): the OpenStreetMap link is inside it, after the words that name the map. */}
      <figcaption className="distance-map__caption">
        <span id={captionId}>Our nearest restaurants around {place}, by distance and direction; north is up.</span>
        <p className="distance-map__more">
          <a href={`https://www.openstreetmap.org/#map=${areaZoom(origin.lat, large.outerMiles)}/${origin.lat.toFixed(4)}/${origin.lng.toFixed(4)}`} target="_blank" rel="noopener noreferrer">
            See the area on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </figcaption>
    </figure>
  );
}
