// The diner's address for the site's own calls to the API (issue 13, item 1): the site answers pages and
// forms for many diners over one connection pool, so without this the API would count every diner's form
// against the site's own address. Each request runs in an AsyncLocalStorage context holding its client's
// address (as the site's trust proxy reads it); the server container's API client sends it as
// X-Forwarded-For, which the API reads when it trusts the site as a proxy (TRUST_PROXY_HOPS one more than
// the site's, or 'loopback' for the API the site starts itself).
// The same context carries what a form route passes on from the browser to the API (issue 13): the form's
// reCAPTCHA token and its Idempotency-Key (server/site/forms.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

interface RequestContext {
  address: string;
  /** Headers the site's calls to the API carry for this request: a form's captcha token and Idempotency-Key. */
  passOn?: FormPassOn;
}

export interface FormPassOn {
  captchaToken?: string;
  idempotencyKey?: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of the request in a context holding its client's address. */
export const withClientAddress: RequestHandler = (req, _res, next) => {
  requests.run({ address: req.ip ?? req.socket.remoteAddress ?? '' }, next);
};

/** The address of the client whose request is being answered; undefined outside a request. */
export function currentClientAddress(): string | undefined {
  const address = requests.getStore()?.address;
  return address ? address : undefined;
}

/** Sets what the site's calls to the API pass on for the request being answered (a form's token and key). */
export function passOnForRequest(passOn: FormPassOn): void {
  const context = requests.getStore();
  if (context) context.passOn = passOn;
}

/** The captcha token and Idempotency-Key the request being answered passes on to the API; none outside a form. */
export function currentPassOn(): FormPassOn | undefined {
  return requests.getStore()?.passOn;
}
