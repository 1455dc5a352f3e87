// The page of the catch-all route: 'This page could not be found.' (the server answers it with 404).
import { useRouteLoaderData } from 'react-router-dom';
import { MESSAGES } from '@tavola/core/errors';
import type { RootData } from '../page-data';
import { ErrorView } from '../layout/error-view';
import { FALLBACK_SITE_NAME } from '../layout/site-defaults';

const NOT_FOUND = 404;

export function NotFoundPage() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return <ErrorView status={NOT_FOUND} message={MESSAGES.pageNotFound} siteName={root?.settings.siteName ?? FALLBACK_SITE_NAME} />;
}
