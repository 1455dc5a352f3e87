/** @jest-environment jsdom */
// The loader of braintree-web's modules: the SDK's own client and hosted-fields modules, each with its
// `create`, whichever way the loader hands a CommonJS module over (esbuild's bundle: `default` only).
import { loadBraintreeWeb, sdkExports } from './braintree-web';

describe('loadBraintreeWeb', () => {
  it('loads braintree-web’s client and hosted-fields modules, each with its create', async () => {
    const braintree = await loadBraintreeWeb();
    expect(typeof braintree.client.create).toBe('function');
    expect(typeof braintree.hostedFields.create).toBe('function');
  });

  it.each([
    ['the bundle’s shape, module.exports as default only', { default: { create: 'c', VERSION: '3.144.0' } }],
    ['a namespace with each export copied', { default: { create: 'c', VERSION: '3.144.0' }, create: 'c', VERSION: '3.144.0' }],
  ])('given %s, then the exports with create', (_shape, module) => {
    expect(sdkExports(module as object)).toMatchObject({ create: 'c', VERSION: '3.144.0' });
  });

  it('given an ES module namespace without a default, then the namespace itself', () => {
    const namespace = { create: 'c' };
    expect(sdkExports(namespace)).toBe(namespace);
  });
});
