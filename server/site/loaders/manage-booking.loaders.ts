// Manage my booking's pages (issue 14): /booking/manage (find a booking by reference and e-mail) and
// /booking/manage/{token} (the booking its signed link names). One diner's own data: never indexed, and
// the routes' 'private' guard keeps every cache off them. A link the API refuses (not ours, expired, its
// booking cancelled) is a page saying so in core's words, with the lookup beside it.
import type { LoaderFunction } from 'react-router-dom';
import { readManageToken, manageBookingPath } from '@tavola/core/booking';
import { MANAGE_BOOKING } from '@tavola/core/constants';
import { MANAGE_MESSAGES } from '@tavola/core/errors';
import type { RouteLoaders } from '../../../web/routes';
import type { ManageBookingData } from '../../../web/page-data';
import type { LoaderServices } from './loader-services';
import { DEFAULT_SHARE_IMAGE, contentOutage, pageTitle, siteName } from './restaurant.loaders';

const NOT_FOUND = 404;
const GONE = 410;

export function manageBookingLoaders(services: LoaderServices): Pick<RouteLoaders, 'booking-manage' | 'booking-manage-link'> {
  const meta = async (canonicalPath: string) => ({
    title: pageTitle('Manage your booking', await siteName(services)),
    description: 'Change the party size, date or time of your table booking, or cancel it.',
    canonicalPath,
    image: DEFAULT_SHARE_IMAGE,
    noindex: true,
  });

  const lookup: LoaderFunction = async (): Promise<ManageBookingData> => ({ meta: await meta(MANAGE_BOOKING.path), booking: null, problem: null });

  const link: LoaderFunction = async ({ params }): Promise<ManageBookingData> => {
    const token = params.token ?? '';
    // A token of the wrong shape never reaches the API.
    if (readManageToken(token) === null) return { meta: await meta(MANAGE_BOOKING.path), booking: null, problem: MANAGE_MESSAGES.linkInvalid };
    const result = await services.manageBooking.getBooking(token);
    if (!result.ok) {
      const status = result.error.status;
      if (status === undefined || status >= 500) contentOutage(result.error);
      return {
        meta: await meta(MANAGE_BOOKING.path),
        booking: null,
        problem: result.error.message ?? (status === GONE ? MANAGE_MESSAGES.linkExpired : status === NOT_FOUND ? MANAGE_MESSAGES.linkInvalid : MANAGE_MESSAGES.failed),
      };
    }
    return { meta: await meta(manageBookingPath(token)), booking: result.value, problem: null };
  };

  return { 'booking-manage': lookup, 'booking-manage-link': link };
}
