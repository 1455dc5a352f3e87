// Loads the Casa Ventura seed content into an empty database, once: a database that already holds
// the seed marker is left unchanged, so later starts keep every booking and edit.
import { sql } from 'kysely';
import type { Db } from './database';
import type { SeedData, SeedRestaurant } from '../seed/seed.types';

export const SEED_MARKER = { kind: 'meta', id: 'seed' } as const;

const BOOKING_FIELDS = [
  'areas', 'bookingMenus', 'occasions', 'coversPerSlot', 'tablesPerSlot', 'slotMinutes', 'serviceTimes',
  'cardGuaranteeAbove', 'enquiryEnabled', 'bookingDisabled', 'bookingDisabledMessage', 'onlineBookingSupported',
] as const;

export const json = (value: unknown): never => JSON.stringify(value) as never;

export function splitRestaurant(restaurant: SeedRestaurant): { content: Record<string, unknown>; booking: Record<string, unknown> } {
  const content: Record<string, unknown> = { ...restaurant };
  const booking: Record<string, unknown> = {};
  for (const field of BOOKING_FIELDS) {
    booking[field] = restaurant[field];
    delete content[field];
  }
  return { content, booking };
}

/** The transaction lock that lets one start seed at a time (any fixed number; 'seed' in ASCII). */
const SEED_LOCK = 0x73656564;

/**
 * Seeds when the marker is missing; answers whether it seeded. Several API processes starting at once on one
 * empty database take turns under a transaction lock: the first seeds, the others then find the marker.
 */
export async function seedIfEmpty(db: Db, data: SeedData): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const marker = await trx
      .selectFrom('content_documents')
      .select('id')
      .where('kind', '=', SEED_MARKER.kind)
      .where('id', '=', SEED_MARKER.id)
      .executeTakeFirst();
    if (marker) return false;

    const documents: Array<{ kind: string; id: string; data: never }> = [
      { kind: 'site-config', id: 'default', data: json(data.siteConfig) },
      { kind: 'brand-settings', id: 'default', data: json(data.brandSettings) },
      { kind: 'choices', id: 'default', data: json({ interests: data.interestNames, allergens: data.allergens, dietaryTags: data.dietaryTagKey, jobTitleGroups: data.jobTitleGroups }) },
      { kind: 'contact-types', id: 'default', data: json(data.contactTypes) },
      { kind: 'social', id: 'default', data: json(data.socialPosts) },
      ...data.menus.map((menu) => ({ kind: 'menu', id: menu.id, data: json(menu) })),
      ...data.pages.map((page) => ({ kind: 'page', id: page.id, data: json(page) })),
      { kind: SEED_MARKER.kind, id: SEED_MARKER.id, data: json({ seededAt: new Date().toISOString() }) },
    ];
    await trx.insertInto('content_documents').values(documents).execute();

    await trx
      .insertInto('restaurants')
      .values(
        data.restaurants.map((restaurant) => {
          const { content, booking } = splitRestaurant(restaurant);
          return {
            store_id: restaurant.storeId,
            slug: restaurant.slug,
            city: restaurant.city,
            title: restaurant.title,
            lat: restaurant.lat,
            lng: restaurant.lng,
            data: json(content),
            booking: json(booking),
          };
        }),
      )
      .execute();

    await trx
      .insertInto('offers')
      .values(data.offers.map((offer) => ({ slug: offer.slug, id: offer.id, store_ids: json(offer.storeIds), data: json(offer) })))
      .execute();
    await trx.insertInto('jobs').values(data.jobs.map((job) => ({ job_id: job.jobId, data: json(job) }))).execute();
    await trx
      .insertInto('customers')
      .values(data.customers.map((customer) => ({ guid: customer.guid, data: json(customer) })))
      .execute();
    await trx
      .insertInto('places')
      .values([
        ...data.postcodeDistricts.map((d) => ({ key: d.district.toUpperCase(), kind: 'district' as const, name: d.town, lat: d.lat, lng: d.lng })),
        ...data.towns.map((t) => ({ key: t.name.toLowerCase(), kind: 'town' as const, name: t.name, lat: t.lat, lng: t.lng })),
      ])
      .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
      .execute();
    return true;
  });
}
