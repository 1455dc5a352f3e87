// The photo feed (spec section 7, GET /api/social/insta/media): the seeded posts, newest first as stored.
import type { RouteModule } from '../app';
import { answer, route } from '../http/route';
import { rejectQuery } from './common.dto';
import { contentDocument } from './content.routes';

export const socialRoutes: RouteModule = (router, { db }) => {
  router.get(
    '/social/insta/media',
    route(async (req) => {
      rejectQuery(req);
      return answer((await contentDocument<unknown[]>(db, 'social')) ?? []);
    }),
  );
};
