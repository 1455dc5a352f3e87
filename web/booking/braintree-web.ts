// braintree-web's two modules the card step uses, fetched only when a Hosted Fields card form is mounted
// (a site with BRAINTREE_TOKENIZATION_KEY): each dynamic import is its own chunk, so neither the site's first
// load nor the booking journey's chunk carries Braintree's SDK, and the SDK's other modules (PayPal, Venmo,
// Apple Pay…) are never bundled.
import type { BraintreeWebModule } from '@tavola/adapters/braintree';
import type { Client } from 'braintree-web/client';

export async function loadBraintreeWeb(): Promise<BraintreeWebModule> {
  const [client, hostedFields] = await Promise.all([import('braintree-web/client'), import('braintree-web/hosted-fields')]);
  const { create: createHostedFields } = sdkExports(hostedFields);
  return {
    client: sdkExports(client),
    // The adapter passes on the client that client.create answered.
    hostedFields: { create: (options) => createHostedFields({ ...options, client: options.client as Client }) },
  };
}

/**
 * A braintree-web module's exports as an `import()` answers them. The SDK is CommonJS: the site's bundle
 * (esbuild) gives its `module.exports` as `default` only, while other loaders (jest) also copy each export
 * onto the namespace; either way, the object with `create`.
 */
export function sdkExports<T extends object>(module: T): T {
  const exported = (module as { default?: unknown }).default;
  return typeof exported === 'object' && exported !== null && 'create' in exported ? (exported as T) : module;
}
