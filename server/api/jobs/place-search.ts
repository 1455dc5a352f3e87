// Finds places the way a diner or applicant types them: a full postcode ('W1D 1BS') or its district
// ('W1D'), searched by district, falling back to the district without its sub-letter ('W1D' -> 'W1');
// anything else as a town name, exact first, then towns starting with it. Shared by the jobs location
// search and the restaurant geo search.
import type { Db } from '../db/database';
import { LOCATIONS } from '@tavola/core/constants';

export interface Place {
  kind: 'district' | 'town';
  key: string;
  name: string;
  lat: number;
  lng: number;
}

/** An outward code alone: area letters, a district digit, optionally a digit or a sub-letter. */
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
/** A full postcode: the outward code then the inward digit and two letters, spaced or not. */
const FULL_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?\d[A-Z]{2}$/;

export const PLACE_QUERY_MAX_LENGTH = LOCATIONS.placeQueryMaxLength;
const TOWN_MATCHES = 5;

/** The postcode district a text names, if it is a postcode or an outward code. */
export function postcodeDistrictOf(text: string): string | undefined {
  const compact = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const full = FULL_POSTCODE.exec(compact);
  if (full) return full[1];
  return OUTWARD.test(compact) ? compact : undefined;
}

export async function findPlaces(db: Db, query: string): Promise<Place[]> {
  const district = postcodeDistrictOf(query);
  if (district !== undefined) {
    // 'W1D' is a sub-district of 'W1', 'EC1V' of 'EC1': try the exact one, then the wider one.
    const candidates = /[A-Z]$/.test(district) && district.length > 2 ? [district, district.slice(0, -1)] : [district];
    for (const key of candidates) {
      const row = await db.selectFrom('places').selectAll().where('kind', '=', 'district').where('key', '=', key).executeTakeFirst();
      if (row) return [row];
    }
    return [];
  }
  const town = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (town === '') return [];
  // A town typed as a URL slug ('newcastle-upon-tyne') is the same town.
  const spellings = [...new Set([town, town.replace(/-/g, ' ')])];
  const exact = await db.selectFrom('places').selectAll().where('kind', '=', 'town').where('key', 'in', spellings).executeTakeFirst();
  if (exact) return [exact];
  return db
    .selectFrom('places')
    .selectAll()
    .where('kind', '=', 'town')
    .where('key', 'like', `${escapeLike(town)}%`)
    .orderBy('key')
    .limit(TOWN_MATCHES)
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
