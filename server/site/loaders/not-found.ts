// The not-found answer every loader throws: the error page shows the message with status 404.
import { data } from 'react-router-dom';
import { MESSAGES } from '@tavola/core/errors';

export function notFound(message: string = MESSAGES.pageNotFound): never {
  throw data({ message }, { status: 404 });
}

/** A server failure shown by the error page (status 500 by default). */
export function serverError(message: string, status = 500): never {
  throw data({ message }, { status });
}
