// The waitlist's claim page (issue 14, item 2): /booking/waitlist/claim?token=… shows the table a hold link
// keeps. One diner's own data: never indexed, and the route's 'private' guard (and render-cache.ts's private
// prefixes) keep every cache off it. A token of the wrong shape never reaches the API; a link the API refuses
// (not ours 404, lapsed or already used 410) is a page saying so in core's words (WAITLIST_MESSAGES).
import type { LoaderFunction } from 'react-router-dom';
import { readHoldToken } from '@tavola/core/booking';
import { WAITLIST } from '@tavola/core/constants';
import type { RouteLoaders } from '../../../web/routes';
import type { WaitlistClaimData } from '../../../web/page-data';
import type { LoaderServices } from './loader-services';
import { DEFAULT_SHARE_IMAGE, contentOutage, pageTitle, siteName } from './restaurant.loaders';

export function waitlistLoaders(services: LoaderServices): Pick<RouteLoaders, 'booking-waitlist-claim'> {
  const claim: LoaderFunction = async ({ request }): Promise<WaitlistClaimData> => {
    const meta = {
      title: pageTitle('Your held table', await siteName(services)),
      description: 'A table that came free, held for you for a short time: book it in one step.',
      canonicalPath: WAITLIST.claimPath,
      image: DEFAULT_SHARE_IMAGE,
      noindex: true,
    };
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const loadedAtMs = services.clock.now();
    if (readHoldToken(token) === null) return { meta, token, table: null, problem: { status: 404 }, loadedAtMs };
    const result = await services.waitlist.heldTable(token);
    if (result.ok) return { meta, token, table: result.value, problem: null, loadedAtMs };
    const { status, message } = result.error;
    // The API down or failing is an outage page like any other content's; a refusal is the page's own state.
    if (status === undefined || status >= 500) contentOutage(result.error);
    return { meta, token, table: null, problem: { status, ...(message ? { message } : {}) }, loadedAtMs };
  };

  return { 'booking-waitlist-claim': claim };
}
