// Content calls (spec section 7, /api/v1/content/*): pages, brand settings with the site config,
// restaurants (list, by slug and city, by slug, by storeId), menus and the pickers' choices; and, for a
// content editor holding the configured key, publishing a menu (checked by core: every kcal a whole
// number from 0 to 5000, the field named when it is not).
import type { Request } from 'express';
import { menuContentProblem } from '@tavola/core/content';
import { sql } from 'kysely';
import { ErrorCode, errorMessage, MESSAGES } from '@tavola/core/errors';
import { WEEKDAYS } from '@tavola/core/opening-hours';
import type { RouteModule } from '../app';
import type { Db } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { hasKeyHeader } from '../http/key-header';
import { answer, route } from '../http/route';
import { SLUG, bodyOf, pathParam, rejectQuery } from './common.dto';
import { forgetBrand } from '../email/templates/brand';

type RestaurantRow = {
  store_id: string; slug: string; city: string; title: string; lat: number; lng: number; data: Record<string, unknown>;
  /** When the restaurant last changed; null for a row older than the column. */
  updated_at: Date | null;
};

const RESTAURANT_COLUMNS = ['store_id', 'slug', 'city', 'title', 'lat', 'lng', 'data', 'updated_at'] as const;

/**
 * A stored document as the API answers it, with `updatedAt`: when it last changed (ISO 8601, from the row's
 * updated_at, which is authoritative over any `updatedAt` in the stored data); none when that is not known.
 */
export function withUpdatedAt<T extends Record<string, unknown>>(data: T, updatedAt: Date | string | null): T & { updatedAt?: string } {
  const { updatedAt: _stored, ...rest } = data;
  return (updatedAt === null ? rest : { ...rest, updatedAt: new Date(updatedAt).toISOString() }) as T & { updatedAt?: string };
}

const OPENING_FIELDS = WEEKDAYS.flatMap((day) => [`${day}Open`, `${day}Close`, `${day}ClickCollectClose`]);

/** What a listing, a finder result or a map marker shows of a restaurant. */
const SUMMARY_FIELDS = [
  'storeId', 'slug', 'title', 'city', 'cityName', 'region', 'address', 'postcode', 'phone', 'email',
  'lat', 'lng', 'bookATableWidgetId', 'clickCollect', 'amenities', 'overrides', 'updatedAt', ...OPENING_FIELDS,
] as const;

/** The restaurant as the content API answers it: the stored content, with the indexed columns authoritative. */
export function restaurantContent(row: RestaurantRow): Record<string, unknown> {
  return withUpdatedAt({ ...row.data, storeId: row.store_id, slug: row.slug, city: row.city, title: row.title, lat: row.lat, lng: row.lng }, row.updated_at);
}

/** The list form of a restaurant (search-restaurants, geo search): no description, hero tiles or links. */
export function restaurantSummary(row: RestaurantRow): Record<string, unknown> {
  const full = restaurantContent(row);
  const summary: Record<string, unknown> = {};
  for (const field of SUMMARY_FIELDS) if (full[field] !== undefined) summary[field] = full[field];
  if (summary.bookATableWidgetId === undefined) summary.bookATableWidgetId = null;
  return summary;
}

export function allRestaurants(db: Db): Promise<RestaurantRow[]> {
  return db.selectFrom('restaurants').select(RESTAURANT_COLUMNS).orderBy('store_id').execute();
}

/**
 * The restaurant with this storeId, matched case-insensitively as in the booking calls ('cv001' is CV001);
 * callers that store the id keep the row's own (`store_id`), never the text they were sent.
 */
export async function findRestaurant(db: Db, storeId: string): Promise<RestaurantRow | undefined> {
  return db
    .selectFrom('restaurants')
    .select(RESTAURANT_COLUMNS)
    .where(sql`lower(store_id)`, '=', storeId.toLowerCase())
    .executeTakeFirst();
}

export async function contentDocument<T = unknown>(db: Db, kind: string, id = 'default'): Promise<T | undefined> {
  const row = await db.selectFrom('content_documents').select('data').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row?.data as T | undefined;
}

/** A page or a menu with when it last changed (`updatedAt`, when known). */
async function datedDocument(db: Db, kind: 'page' | 'menu', id: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('content_documents').select(['data', 'updated_at']).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row && withUpdatedAt(row.data as Record<string, unknown>, row.updated_at);
}

const restaurantNotFound = () => notFound(errorMessage(ErrorCode.RestaurantNotFound), ErrorCode.RestaurantNotFound);

/** A request naming a restaurant that does not exist: 404 with catalogue code 3, naming the field. */
export const unknownRestaurant = (field: string) =>
  new ApiError('NOT_FOUND', errorMessage(ErrorCode.RestaurantNotFound), field, ErrorCode.RestaurantNotFound);

export const contentRoutes: RouteModule = (router, { db, config, clock }) => {
  router.get(
    '/v1/content/page/:id',
    route(async (req) => {
      rejectQuery(req);
      const page = await datedDocument(db, 'page', pathParam(req, 'id', SLUG).toLowerCase());
      if (page === undefined) throw notFound(MESSAGES.pageNotFound);
      return answer(page);
    }),
  );

  router.get(
    '/v1/content/brand-settings',
    route(async (req) => {
      rejectQuery(req);
      const [settings, siteConfig] = await Promise.all([
        contentDocument<Record<string, unknown>>(db, 'brand-settings'),
        contentDocument(db, 'site-config'),
      ]);
      if (settings === undefined || siteConfig === undefined) throw notFound(MESSAGES.contentServiceError, ErrorCode.ContentServiceError);
      return answer({ ...settings, siteConfig });
    }),
  );

  // Express matches with and without the trailing slash the spec writes.
  router.get(
    '/v1/content/search-restaurants',
    route(async (req) => {
      rejectQuery(req);
      return answer({ restaurants: (await allRestaurants(db)).map(restaurantSummary) });
    }),
  );

  router.get(
    '/v1/content/restaurant/slug/:slug/city/:city',
    route(async (req) => {
      rejectQuery(req);
      const slug = pathParam(req, 'slug', SLUG).toLowerCase();
      const city = pathParam(req, 'city', SLUG).toLowerCase();
      const row = await bySlug(db, slug);
      if (!row || row.city !== city) throw restaurantNotFound();
      return answer(restaurantContent(row));
    }),
  );

  router.get(
    '/v1/content/getRestaurantBySlug/:slug',
    route(async (req) => {
      rejectQuery(req);
      const row = await bySlug(db, pathParam(req, 'slug', SLUG).toLowerCase());
      if (!row) throw restaurantNotFound();
      return answer(restaurantContent(row));
    }),
  );

  router.get(
    '/v1/content/restaurant/:storeId',
    route(async (req) => {
      rejectQuery(req);
      const row = await findRestaurant(db, storeIdParam(req));
      if (!row) throw restaurantNotFound();
      return answer(restaurantContent(row));
    }),
  );

  router.get(
    '/v1/content/menu/:id',
    route(async (req) => {
      rejectQuery(req);
      const menu = await datedDocument(db, 'menu', pathParam(req, 'id', SLUG).toLowerCase());
      if (menu === undefined) throw notFound(MESSAGES.partnerMenuNotFound, ErrorCode.PartnerMenuNotFound);
      return answer(menu);
    }),
  );

  // Publishing a menu: only with CONTENT_EDIT_KEY configured (otherwise no such endpoint) and sent.
  router.put(
    '/v1/content/menu/:id',
    route(async (req) => {
      rejectQuery(req);
      if (config.contentEditKey === null) throw new ApiError('NOT_FOUND', `No such endpoint: ${req.method} ${req.path}`);
      if (!hasKeyHeader(req, 'contentEditKey', config.contentEditKey)) throw new ApiError('UNAUTHORIZED', 'A valid contentEditKey header is required', 'contentEditKey');
      const id = pathParam(req, 'id', SLUG).toLowerCase();
      const menu = bodyOf(req);
      const problem = menuContentProblem(menu);
      if (problem) throw new ApiError('VALIDATION', problem.message, problem.field);
      if ((menu as { id: string }).id !== id) throw new ApiError('VALIDATION', 'id must be the menu id of the address', 'id');
      // updatedAt is the API's to set: one sent back with the menu is dropped, and every publish moves it.
      const data = JSON.stringify(withUpdatedAt(menu as Record<string, unknown>, null)) as never;
      const updatedAt = new Date(clock.now());
      const stored = await db
        .insertInto('content_documents')
        .values({ kind: 'menu', id, data, updated_at: updatedAt })
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet({ data, updated_at: updatedAt }))
        .returning(['data', 'updated_at'])
        .executeTakeFirstOrThrow();
      // Content changed: the e-mails' brand is read afresh (today a menu never changes it; an edit that can will not be missed).
      forgetBrand(db);
      return answer(withUpdatedAt(stored.data as Record<string, unknown>, stored.updated_at));
    }),
  );

  router.get(
    '/v1/content/choices',
    route(async (req) => {
      rejectQuery(req);
      const choices = (await contentDocument<Record<string, unknown>>(db, 'choices')) ?? {};
      // The favourite-restaurant pickers (sign-up, preferences) send a storeId: list them here.
      const restaurants = (await allRestaurants(db)).map((row) => ({
        storeId: row.store_id,
        title: row.title,
        city: row.city,
        cityName: typeof row.data.cityName === 'string' ? row.data.cityName : row.city,
      }));
      return answer({ ...choices, restaurants });
    }),
  );
};

/** A storeId path parameter ('CV001'), matched exactly. */
export function storeIdParam(req: Request, name = 'storeId'): string {
  return pathParam(req, name, SLUG);
}

function bySlug(db: Db, slug: string): Promise<RestaurantRow | undefined> {
  return db
    .selectFrom('restaurants')
    .select(RESTAURANT_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst();
}
