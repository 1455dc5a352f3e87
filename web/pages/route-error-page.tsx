// The error boundary of every page route: a loader's 404 ('This page could not be found.', or its own
// message such as 'Menu not found.'), or the status (500 by default) and message of any other failure.
// A page module that failed to download reloads the page once (see layout/chunk-error.ts).
import { useEffect } from 'react';
import { useRouteError, useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../page-data';
import { isChunkLoadError, reloadAfterChunkError } from '../layout/chunk-error';
import { describeRouteError, ErrorView } from '../layout/error-view';
import { FALLBACK_SITE_NAME } from '../layout/site-defaults';

export function RouteErrorPage() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    if (chunkFailed) reloadAfterChunkError();
  }, [chunkFailed, error]);

  return <ErrorView {...describeRouteError(error)} siteName={root?.settings.siteName ?? FALLBACK_SITE_NAME} />;
}
