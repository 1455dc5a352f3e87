// Every route's server loader, built for one request from that request's services; the addresses in
// their data (images, links) limited to http(s) and this site's paths (safe-urls.ts).
import type { RouteLoaders } from '../../../web/routes';
import { contentLoaders } from './content.loaders';
import type { LoaderServices } from './loader-services';
import { jobsLoaders } from './jobs.loaders';
import { manageBookingLoaders } from './manage-booking.loaders';
import { waitlistLoaders } from './waitlist.loaders';
import { menuLoaders } from './menu.loaders';
import { miscLoaders } from './misc.loaders';
import { offersLoaders } from './offers.loaders';
import { preferencesLoaders } from './preferences.loaders';
import { restaurantLoaders } from './restaurant.loaders';
import { rootLoader } from './root.loader';
import { withSafeUrlLoaders } from './safe-urls';

export function serverLoaders(services: LoaderServices): RouteLoaders {
  return withSafeUrlLoaders({
    root: rootLoader(services),
    ...contentLoaders(services),
    ...restaurantLoaders(services),
    ...menuLoaders(services),
    ...jobsLoaders(services),
    ...offersLoaders(services),
    ...preferencesLoaders(services),
    ...manageBookingLoaders(services),
    ...waitlistLoaders(services),
    ...miscLoaders(services),
  });
}
