// The diner's address for the site's own calls to the API (issue 13, item 1): the site answers pages and
// forms for many diners over one connection pool, so without this the API would count every diner's form
// against the site's own address. Each request runs in an AsyncLocalStorage context holding its client's
// address (as the site's trust proxy reads it); the server container's API client sends it as
// X-Forwarded-For, which the API reads when it trusts the site as a proxy (TRUST_PROXY_HOPS one more than
// the site's, or 'loopback' for the API the site starts itself).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

const requests = new AsyncLocalStorage<{ address: string }>();

/** Runs the rest of the request in a context holding its client's address. */
export const withClientAddress: RequestHandler = (req, _res, next) => {
  requests.run({ address: req.ip ?? req.socket.remoteAddress ?? '' }, next);
};

/** The address of the client whose request is being answered; undefined outside a request. */
export function currentClientAddress(): string | undefined {
  const address = requests.getStore()?.address;
  return address ? address : undefined;
}
