// The one place a site component reads the brand's name from: the settings' site name (the CMS's
// site_name, loaded by the root route), the fallback only when there are no settings.
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../page-data';
import { FALLBACK_SITE_NAME } from './site-defaults';

/** The brand's name as its settings give it, for copy that names the restaurant group. */
export function useSiteName(): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.settings.siteName || FALLBACK_SITE_NAME;
}
