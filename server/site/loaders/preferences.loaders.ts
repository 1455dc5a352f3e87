// The customer preferences page's loader (/preferences/{guid}). An unknown guid is a 404; the page is one
// diner's own, so it is never indexed.
import type { LoaderFunction } from 'react-router-dom';
import type { RouteLoaders } from '../../../web/routes';
import type { PreferencesData } from '../../../web/page-data';
import type { LoaderServices } from './loader-services';
import { notFound } from './not-found';
import { DEFAULT_SHARE_IMAGE, allRestaurants, contentOutage, isPathId, pageTitle, siteName, toSummary } from './restaurant.loaders';

/** The CRM attributes the form shows. */
export const PREFERENCE_ATTRIBUTES = ['first_name', 'phone', 'gender', 'favourite_restaurant', 'birth_date', 'website_sms_opt_in', 'interests'];

export function preferencesLoaders(services: LoaderServices): Pick<RouteLoaders, 'preferences'> {
  const preferences: LoaderFunction = async ({ params }): Promise<PreferencesData> => {
    if (!isPathId(params.id)) notFound();
    const guid = params.id;
    const result = await services.preferences.getCustomerPreferences(guid, PREFERENCE_ATTRIBUTES);
    // The spec: customer not found throws. Any answer refusing this guid (404, 400, or a 200 whose message
    // is not 'Success') is not found; no answer at all, or a 5xx, is an outage.
    if (!result.ok) {
      if (result.error.status !== undefined && result.error.status < 500) notFound();
      contentOutage(result.error);
    }
    const [site, restaurants] = await Promise.all([siteName(services), allRestaurants(services)]);
    return {
      meta: {
        title: pageTitle('Your preferences', site),
        description: `Choose what ${site} sends you: your details, favourite restaurant, birthday treats and interests.`,
        canonicalPath: `/preferences/${guid}`,
        image: DEFAULT_SHARE_IMAGE,
        noindex: true,
      },
      guid,
      preferences: result.value,
      restaurants: restaurants
        .map(toSummary)
        .map(({ storeId, title, cityName }) => ({ storeId, title, cityName }))
        .sort((a, b) => a.cityName.localeCompare(b.cityName) || a.title.localeCompare(b.title)),
      currentYear: new Date(services.clock.now()).getUTCFullYear(),
    };
  };
  return { preferences };
}
