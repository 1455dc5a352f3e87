// The restaurant's read of its day (issue 14, item 5: the party's needs "exposed by the API for the
// restaurant"): GET /api/v1/restaurants/{storeId}/bookings?date=YYYY-MM-DD lists that day's bookings with the
// time, the party, the name, the special request and the needs, for a caller that sends STAFF_API_KEY in the
// `staffApiKey` header (besides the usual access headers). With no key configured the call does not exist.
import { readCalendarDate, readDinerNeeds, needsInWords, hasNeeds } from '@tavola/core/booking';
import type { RouteModule } from '../app';
import { loadBookingSetup } from '../booking/booking-setup';
import { ApiError } from '../http/api-error';
import { hasKeyHeader } from '../http/key-header';
import { answer, route } from '../http/route';
import { queryOf, SLUG, pathParam } from './common.dto';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const staffRoutes: RouteModule = (router, { db, config }) => {
  router.get(
    '/v1/restaurants/:storeId/bookings',
    route(async (req) => {
      if (config.staffApiKey === null) throw new ApiError('NOT_FOUND', `No such endpoint: ${req.method} ${req.path}`);
      if (!hasKeyHeader(req, 'staffApiKey', config.staffApiKey)) throw new ApiError('UNAUTHORIZED', 'A valid staffApiKey header is required', 'staffApiKey');
      const storeId = pathParam(req, 'storeId', SLUG);
      const params = queryOf(req) as Record<string, unknown>;
      const unknown = Object.keys(params).find((name) => name !== 'date');
      if (unknown !== undefined) throw new ApiError('VALIDATION', `${unknown} is not a parameter of this request`, unknown);
      if (params.date === undefined) throw new ApiError('VALIDATION', 'date is required (YYYY-MM-DD)', 'date');
      const date = typeof params.date === 'string' ? readCalendarDate(params.date) : null;
      if (date === null || date !== params.date) throw new ApiError('VALIDATION', 'date is not a real date (YYYY-MM-DD)', 'date');
      const setup = await loadBookingSetup(db, storeId);
      const rows = await db
        .selectFrom('bookings')
        .select(['reference', 'kind', 'status', 'dining_time', 'adult_covers', 'child_covers', 'customer', 'needs'])
        .where('store_id', '=', setup.storeId)
        .where('dining_date', '=', date)
        .orderBy('dining_time')
        .orderBy('reference')
        .execute();
      const bookings = rows.map((row) => {
        const customer = (row.customer ?? {}) as Record<string, unknown>;
        const needs = readDinerNeeds(row.needs);
        return {
          reference: row.reference,
          kind: row.kind,
          status: row.status,
          time: row.dining_time,
          adults: row.adult_covers,
          children: row.child_covers,
          name: [text(customer.firstName), text(customer.lastName)].filter(Boolean).join(' '),
          request: text(customer.specialRequest),
          needs: hasNeeds(needs) ? needs : null,
          needsInWords: needsInWords(needs),
        };
      });
      return answer({ storeId: setup.storeId, date, bookings });
    }),
  );
};
