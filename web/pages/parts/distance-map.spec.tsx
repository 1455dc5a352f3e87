/** @jest-environment jsdom */
// The finder's distance map: the projection (north up, east right, bearings and distances kept, the
// farthest on the outer ring, markers kept apart) and the drawn map (a numbered link per restaurant).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { LOCATIONS } from '@tavola/core/constants';
import { formatMiles, nearestLocations } from '@tavola/core/geo';
import { restaurants } from '../../../server/api/seed';
import type { NearbyRestaurant } from '../../page-data';
import { DistanceMap, MARKER_RADIUS_PX, areaZoom, labelClearance, markerName, plotPoints } from './distance-map';
import { renderPage, summaryOf } from './page-test-kit';

const LEEDS = { lat: 53.8008, lng: -1.5491 };
const SOHO = { lat: 51.5134, lng: -0.1318 };
const near = (origin: { lat: number; lng: number }): NearbyRestaurant[] => nearestLocations(origin, restaurants.map(summaryOf));

/** The great-circle initial bearing, worked out independently of the map's projection. */
function greatCircleBearing(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lng - from.lng) * rad) * Math.cos(to.lat * rad);
  const x = Math.cos(from.lat * rad) * Math.sin(to.lat * rad) - Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lng - from.lng) * rad);
  return ((Math.atan2(y, x) / rad) + 360) % 360;
}

/** The bearing of a drawn point from the map's centre, clockwise from up. */
function drawnBearing(x: number, y: number, centre: number): number {
  return ((Math.atan2(x - centre, centre - y) * 180) / Math.PI + 360) % 360;
}

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

describe('plotting restaurants around the searched place', () => {
  it('given points due north, east, south and west, then north is up and east is right', () => {
    const compass = [
      { lat: LEEDS.lat + 0.5, lng: LEEDS.lng },
      { lat: LEEDS.lat, lng: LEEDS.lng + 0.8 },
      { lat: LEEDS.lat - 0.5, lng: LEEDS.lng },
      { lat: LEEDS.lat, lng: LEEDS.lng - 0.8 },
    ];
    const { centre, points } = plotPoints(LEEDS, compass, 600);
    const [north, east, south, west] = points;
    expect(north!.y).toBeLessThan(centre);
    expect(north!.x).toBeCloseTo(centre, 6);
    expect(east!.x).toBeGreaterThan(centre);
    expect(east!.y).toBeCloseTo(centre, 6);
    expect(south!.y).toBeGreaterThan(centre);
    expect(west!.x).toBeLessThan(centre);
    expect(points.map((p) => Math.round(p.bearingDeg))).toEqual([0, 90, 180, 270]);
  });

  it('given a degree of longitude and one of latitude, then the longitude is shortened by cos(latitude)', () => {
    const { centre, points } = plotPoints(LEEDS, [{ lat: LEEDS.lat, lng: LEEDS.lng + 1 }, { lat: LEEDS.lat + 1, lng: LEEDS.lng }], 600);
    const eastPx = points[0]!.x - centre;
    const northPx = centre - points[1]!.y;
    expect(eastPx / northPx).toBeCloseTo(Math.cos((LEEDS.lat * Math.PI) / 180), 6);
  });

  it('given the restaurants near Leeds, then the farthest lies on the outer ring, which is its distance', () => {
    const results = near(LEEDS);
    const layout = plotPoints(LEEDS, results, 600);
    const farthest = layout.points[layout.points.length - 1]!;
    expect(layout.outerMiles).toBe(results[results.length - 1]!.milesValue);
    expect(layout.rings[layout.rings.length - 1]!.miles).toBe(layout.outerMiles);
    expect(layout.rings[layout.rings.length - 1]!.radiusPx).toBeCloseTo(layout.outerRadiusPx, 9);
    expect(Math.hypot(farthest.trueX - layout.centre, farthest.trueY - layout.centre)).toBeCloseTo(layout.outerRadiusPx, 6);
    // The outer ring stays inside the map with room for a marker.
    expect(layout.centre + layout.outerRadiusPx + MARKER_RADIUS_PX).toBeLessThan(600);
  });

  it('given the restaurants near Leeds, then each is drawn at its great-circle bearing to within a degree', () => {
    const results = near(LEEDS);
    const { centre, points } = plotPoints(LEEDS, results, 600);
    results.forEach((restaurant, index) => {
      const point = points[index]!;
      expect(angleBetween(drawnBearing(point.trueX, point.trueY, centre), greatCircleBearing(LEEDS, restaurant))).toBeLessThan(1);
      expect(angleBetween(point.bearingDeg, greatCircleBearing(LEEDS, restaurant))).toBeLessThan(1);
    });
    // York is north-east of Leeds, Sheffield south, Liverpool west-south-west.
    const byTitle = (title: string) => points[results.findIndex((r) => r.title === title)]!;
    expect(byTitle('York Stonegate').bearingDeg).toBeGreaterThan(45);
    expect(byTitle('York Stonegate').bearingDeg).toBeLessThan(90);
    expect(angleBetween(byTitle('Sheffield Leopold Square').bearingDeg, 180)).toBeLessThan(15);
    expect(byTitle('Liverpool Bold Street').trueX).toBeLessThan(centre);
  });

  it('given results nearest first, then their distances from the centre grow with their miles, in proportion', () => {
    const results = near(SOHO);
    const { centre, points, outerRadiusPx, outerMiles } = plotPoints(SOHO, results, 300);
    const radii = points.map((p) => Math.hypot(p.trueX - centre, p.trueY - centre));
    radii.slice(1).forEach((radius, index) => expect(radius).toBeGreaterThanOrEqual(radii[index]!));
    points.forEach((point, index) => expect(radii[index]).toBeCloseTo((point.miles / outerMiles) * outerRadiusPx, 6));
  });

  it.each([300, 600])('given four London restaurants within two miles, on a %i px map, then no marker overlaps another or the origin, and all stay on the map', (size) => {
    const results = near(SOHO);
    expect(results).toHaveLength(LOCATIONS.maxShown);
    const { centre, points } = plotPoints(SOHO, results, size, 'W1D 3QU');
    for (const [i, a] of points.entries()) {
      expect(Math.hypot(a.x - centre, a.y - centre)).toBeGreaterThan(MARKER_RADIUS_PX + 8);
      expect(a.x - MARKER_RADIUS_PX).toBeGreaterThanOrEqual(0);
      expect(a.y + MARKER_RADIUS_PX).toBeLessThanOrEqual(size);
      for (const b of points.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * MARKER_RADIUS_PX);
    }
    // Nudged markers stay near the truth: within a few marker widths of their true spot.
    for (const p of points) expect(Math.hypot(p.x - p.trueX, p.y - p.trueY)).toBeLessThan(8 * MARKER_RADIUS_PX);
  });

  it('given two restaurants on the same spot, then their markers are parted', () => {
    const spot = { lat: 53.9, lng: -1.2, milesValue: 10 };
    const { points } = plotPoints(LEEDS, [spot, { ...spot }], 600);
    expect(Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y)).toBeGreaterThanOrEqual(2 * MARKER_RADIUS_PX);
    expect(points[0]!.trueX).toBe(points[1]!.trueX);
  });

  it('given a restaurant far from the others, then it stays exactly where it is', () => {
    const { points } = plotPoints(LEEDS, near(LEEDS), 600);
    const newcastle = points[near(LEEDS).findIndex((r) => r.title === 'Newcastle Grey Street')]!;
    expect([newcastle.x, newcastle.y]).toEqual([newcastle.trueX, newcastle.trueY]);
  });

  it('given the farthest at 93 miles, then rings at 25 and 50 miles inside the outer one, none crowding the origin', () => {
    const layout = plotPoints(LEEDS, near(LEEDS), 600);
    expect(layout.rings.map((r) => formatMiles(r.miles))).toEqual(['25 miles', '50 miles', '93 miles']);
    expect(plotPoints(LEEDS, [{ lat: 53.9, lng: -1.2, milesValue: 30 }], 600).rings.map((r) => r.miles)).toEqual([10, 30]);
  });

  it.each([
    ['Leeds', 300, LEEDS],
    ['Leeds', 600, LEEDS],
    ['Soho', 300, SOHO],
    ['Soho', 600, SOHO],
  ])('given the restaurants near %s on a %i px map, then every ring label sits on its ring, clear of every marker and the origin', (name, size, origin) => {
    const layout = plotPoints(origin, near(origin), size, name);
    expect(layout.ringLabels).toHaveLength(layout.rings.length);
    // The outer ring, the farthest result's distance, is always labelled.
    expect(layout.ringLabels[layout.rings.length - 1]).not.toBeNull();
    layout.ringLabels.forEach((label, index) => {
      if (label === null) return;
      expect(Math.hypot(label.x - layout.centre, label.y - layout.centre)).toBeCloseTo(layout.rings[index]!.radiusPx, 6);
      for (const marker of [...layout.points, { x: layout.centre, y: layout.centre }]) expect(labelClearance(label, marker)).toBeGreaterThanOrEqual(1);
    });
  });

  it('given the Leeds results, then all the ring labels share one spoke', () => {
    const layout = plotPoints(LEEDS, near(LEEDS), 600, 'Leeds');
    const bearings = layout.ringLabels.map((label) => drawnBearing(label!.x, label!.y, layout.centre));
    for (const bearing of bearings) expect(angleBetween(bearing, bearings[0]!)).toBeLessThan(1e-6);
  });

  it('given one restaurant on the searched spot, then it is still drawn, off the origin, with a one-mile ring', () => {
    const layout = plotPoints(LEEDS, [{ ...LEEDS, milesValue: 0 }], 300);
    expect(layout.outerMiles).toBe(1);
    expect(formatMiles(layout.outerMiles)).toBe('1 mile');
    expect(Math.hypot(layout.points[0]!.x - layout.centre, layout.points[0]!.y - layout.centre)).toBeGreaterThan(MARKER_RADIUS_PX);
  });

  it("given distances, then markers read them as core's formatMiles does, as the cards and rings do", () => {
    expect(markerName(1, { title: 'Leeds Briggate', milesValue: 0.34 })).toBe('1. Leeds Briggate, 0.3 miles');
    expect(markerName(2, { title: 'Leeds Trinity', milesValue: 1.02 })).toBe('2. Leeds Trinity, 1 mile');
    expect(markerName(3, { title: 'York', milesValue: 22.04 })).toBe('3. York, 22 miles');
    expect(markerName(4, { title: 'Nowhere', milesValue: Number.NaN })).toBe('4. Nowhere');
  });

  it('given an area, then the OpenStreetMap zoom fits it and never passes the spec cap', () => {
    expect(areaZoom(LEEDS.lat, 93)).toBe(7);
    expect(areaZoom(LEEDS.lat, 0.01)).toBe(LOCATIONS.maxMapZoom);
  });
});

describe('the distance map', () => {
  const show = (origin = LEEDS, originLabel = 'Leeds') => renderPage(() => <DistanceMap origin={origin} originLabel={originLabel} results={near(origin)} />, {}, '/find-us');

  it('given the Leeds results, then one link per restaurant, numbered in list order, to its page', () => {
    const results = near(LEEDS);
    show();
    const figure = screen.getByRole('figure', { name: 'Our nearest restaurants around Leeds, by distance and direction; north is up.' });
    const markers = within(figure).getAllByRole('link').filter((link) => !link.getAttribute('href')!.startsWith('https:'));
    expect(markers).toHaveLength(results.length);
    expect(markers[0]).toHaveAccessibleName('1. Leeds Briggate, 0.3 miles');
    markers.forEach((marker, index) => {
      const restaurant = results[index]!;
      expect(marker).toHaveAccessibleName(`${index + 1}. ${restaurant.title}, ${formatMiles(restaurant.milesValue)}`);
      expect(marker).toHaveAttribute('href', `/restaurants/${restaurant.city}/${restaurant.slug}`);
      expect(marker.querySelector('title')).toHaveTextContent(`${index + 1}. ${restaurant.title}`);
      expect(marker).toHaveTextContent(String(index + 1));
    });
  });

  it('given the map, then the place searched is named at its centre and the rings are labelled', () => {
    const { container } = show();
    expect(container.querySelector('.distance-map__origin-label')).toHaveTextContent('Leeds');
    expect([...container.querySelectorAll('.distance-map__ring-label')].map((l) => l.textContent)).toEqual(['25 miles', '50 miles', '93 miles']);
  });

  it('given a search from the browser, then the centre reads "Your location"', () => {
    const { container } = show(LEEDS, 'Your location');
    expect(container.querySelector('.distance-map__origin-label')).toHaveTextContent('Your location');
    expect(screen.getByRole('figure', { name: /around your location/ })).toBeInTheDocument();
  });

  it('given the map, then its two heights come from core/constants.ts and the stylesheet holds no figure of its own', () => {
    const figure = show().container.querySelector('figure') as HTMLElement;
    expect(figure.style.getPropertyValue('--map-height-small')).toBe(`${LOCATIONS.mapHeightSmallPx}px`);
    expect(figure.style.getPropertyValue('--map-height-large')).toBe(`${LOCATIONS.mapHeightLargePx}px`);
    const css = readFileSync(join(__dirname, '../../styles/distance-map.css'), 'utf8');
    expect(css).toContain('height: var(--map-height)');
    expect(css).toContain('--map-height: var(--map-height-large)');
    expect(css).not.toMatch(new RegExp(`\\b(${LOCATIONS.mapHeightSmallPx}|${LOCATIONS.mapHeightLargePx})px`));
  });

  it('given each marker, then its large-screen spot is the transform and its small-screen spot is in CSS variables, both on the map', () => {
    const { container } = show(SOHO, 'W1D 3QU');
    const view = LOCATIONS.mapHeightLargePx;
    const markers = [...container.querySelectorAll<SVGGElement>('.distance-map__marker')];
    expect(markers).toHaveLength(LOCATIONS.maxShown);
    for (const marker of markers) {
      const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(marker.getAttribute('transform')!)!.slice(1).map(Number);
      const small = ['--small-x', '--small-y'].map((name) => parseFloat(marker.style.getPropertyValue(name)));
      for (const value of [x!, y!, ...small]) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(view);
      }
    }
  });

  it('given a marker clicked, then the restaurant page opens in the app', () => {
    const { router } = show();
    fireEvent.click(screen.getByRole('link', { name: '2. York Stonegate, 22 miles' }));
    expect(router.state.location.pathname).toBe('/restaurants/york/york');
  });
});
