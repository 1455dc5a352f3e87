// Restaurants grouped by region, as diners browse them: the finder page's accordion (/find-us) and the
// locations page's regional map and accordion (the finder tile) share one grouping and one anchor name.
import type { RestaurantSummary } from '../../page-data';

export interface RegionGroup {
  region: string;
  /** 'East of England' → 'east-of-england': the accordion's anchor is `region-{slug}`. */
  slug: string;
  restaurants: RestaurantSummary[];
}

/** A restaurant with no region is still listed, under this name. */
export const UNKNOWN_REGION = 'Other';

export function regionSlug(region: string): string {
  const slug = region
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'other' : slug;
}

/** The element id of a region's entry in an accordion, and the map's link target. */
export function regionAnchor(region: string): string {
  return `region-${regionSlug(region)}`;
}

/** Regions in alphabetical order, each with its restaurants in the order given. */
export function byRegion(restaurants: RestaurantSummary[]): RegionGroup[] {
  const regions = new Map<string, RestaurantSummary[]>();
  for (const restaurant of restaurants) {
    const region = restaurant.region || UNKNOWN_REGION;
    regions.set(region, [...(regions.get(region) ?? []), restaurant]);
  }
  return [...regions.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, list]) => ({ region, slug: regionSlug(region), restaurants: list }));
}
