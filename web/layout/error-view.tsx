// The error page's content (spec section 2): the status (500 unless the error says otherwise), the
// message, and a 'Return to homepage' button. Used by the route error boundary, the not-found page
// and the root error layout.
import { useEffect } from 'react';
import { isRouteErrorResponse, Link } from 'react-router-dom';
import { MESSAGES } from '@tavola/core/errors';

export interface ErrorDescription {
  status: number;
  message: string;
}

const NOT_FOUND = 404;
const SERVER_ERROR = 500;

/**
 * What to show for a thrown route error. A response thrown by a loader (`data({ message }, { status })`)
 * keeps its status and message; anything else is a 500 with a generic message, since an exception's own
 * text is meant for developers (and the server does not send it to the browser either).
 */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const status = Number.isInteger(error.status) && error.status >= 400 ? error.status : SERVER_ERROR;
    const data: unknown = error.data;
    const given =
      typeof data === 'string'
        ? data
        : typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : '';
    const message = given.trim() || (status === NOT_FOUND ? MESSAGES.pageNotFound : MESSAGES.somethingWentWrongTryAgain);
    return { status, message };
  }
  return { status: SERVER_ERROR, message: MESSAGES.somethingWentWrongTryAgain };
}

/** The document title the server writes for an error page; the browser sets the same after a navigation. */
export function errorTitle(status: number, siteName: string): string {
  return status === NOT_FOUND ? `Page not found | ${siteName}` : `Something went wrong | ${siteName}`;
}

export interface ErrorViewProps extends ErrorDescription {
  siteName: string;
  /** A full page load home instead of a router navigation (the root error, where the router has no settings). */
  hardLink?: boolean;
}

export function ErrorView({ status, message, siteName, hardLink = false }: ErrorViewProps) {
  useEffect(() => {
    document.title = errorTitle(status, siteName);
  }, [status, siteName]);

  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <div className="container">
        <div className="error-page__card">
          <h1 id="error-page-title" className="error-page__title">
            <span className="error-page__status">{status}</span> <span className="error-page__message">{message}</span>
          </h1>
          {hardLink ? (
            <a className="btn btn--primary" href="/">
              {MESSAGES.returnToHomepage}
            </a>
          ) : (
            <Link className="btn btn--primary" to="/">
              {MESSAGES.returnToHomepage}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
