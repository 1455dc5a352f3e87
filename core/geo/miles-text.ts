// How a distance reads to a diner, one rule for every list, card, map ring and marker, so a restaurant is
// never '0.3 miles' on its card and '0.30 mi' on the map beside it.

/** Below this many miles a tenth of a mile is kept: 0.3 and 0.8 miles are different walks; 12.3 and 12.8 are the same drive. */
const TENTHS_BELOW_MILES = 10;
const TENTHS = 10;

/**
 * '0.4 miles', '1 mile', '12 miles': under 10 miles to the nearest tenth with a trailing '.0' dropped
 * (1.04 reads '1 mile', not '1.0 miles'), from 10 miles to the nearest whole mile; exactly one reads
 * 'mile', everything else 'miles'. A distance that rounds to nothing reads 'under 0.1 miles' rather than
 * '0 miles'. Null for a negative or non-finite number, which is no distance at all.
 */
export function formatMiles(miles: number): string | null {
  if (typeof miles !== 'number' || !Number.isFinite(miles) || miles < 0) return null;
  const rounded = miles < TENTHS_BELOW_MILES ? Math.round(miles * TENTHS) / TENTHS : Math.round(miles);
  if (rounded === 0) return `under ${1 / TENTHS} miles`;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** '0.4 miles away', '1 mile away': formatMiles for a list of places near the diner; null for no distance. */
export function formatMilesAway(miles: number | null | undefined): string | null {
  const distance = typeof miles === 'number' ? formatMiles(miles) : null;
  return distance === null ? null : `${distance} away`;
}
