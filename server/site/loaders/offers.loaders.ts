// The offer page's loader (/offer/{slug}): a missing or ended offer is a 404.
import type { LoaderFunction } from 'react-router-dom';
import { ErrorCode } from '@tavola/core/errors';
import type { RouteLoaders } from '../../../web/routes';
import type { OfferData } from '../../../web/page-data';
import { safeHref } from '../sanitize';
import type { LoaderServices } from './loader-services';
import { notFound } from './not-found';
import { DEFAULT_SHARE_IMAGE, contentOutage, describe, isNotThere, isPathId, pageTitle, siteName } from './restaurant.loaders';

export function offersLoaders(services: LoaderServices): Pick<RouteLoaders, 'offer'> {
  const offer: LoaderFunction = async ({ params }): Promise<OfferData> => {
    if (!isPathId(params.id)) notFound();
    const slug = params.id.toLowerCase();
    const result = await services.offers.getOfferBySlug(slug);
    if (!result.ok) {
      if (isNotThere(result.error, ErrorCode.OfferNotFound)) notFound();
      contentOutage(result.error);
    }
    // The success button's addresses come from the CMS: only http(s) or this site, else the home page's booking.
    const found = {
      ...result.value,
      successButtonUrl: safeHref(result.value.successButtonUrl) ?? '/#booking',
      overrideSuccessUrl: result.value.overrideSuccessUrl ? safeHref(result.value.overrideSuccessUrl) : null,
    };
    const site = await siteName(services);
    return {
      meta: {
        title: pageTitle(found.title, site),
        description: describe(`${found.description} ${found.validityText}.`),
        canonicalPath: `/offer/${found.slug}`,
        image: found.image ?? DEFAULT_SHARE_IMAGE,
        ogType: 'article',
      },
      offer: found,
    };
  };
  return { offer };
}
