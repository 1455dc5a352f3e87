// @tavola/adapters/braintree: Braintree's Hosted Fields as a card form, apart from the root entry so that a
// bundle which never shows them (the site without BRAINTREE_TOKENIZATION_KEY, a kiosk) never carries them.
// The `braintree-web` SDK itself is not a dependency: the form takes it as a loader.
export * from './braintree/braintree-hosted-fields.card-form';
