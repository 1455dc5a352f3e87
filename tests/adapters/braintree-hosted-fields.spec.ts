// Braintree's Hosted Fields adapter against a stubbed `braintree-web` module: Braintree cannot be reached
// offline, so these tests check what the adapter does with the module's answers (the module is loaded only when
// the form mounts, the fields go to the containers by Braintree's keys, a nonce is answered, Braintree's
// refusals name core's card fields in core's words, failures never throw), not Braintree itself.
import { BraintreeHostedFieldsCardForm, type BraintreeWebModule, type HostedFieldsInstance } from '@tavola/adapters';

const CONTAINERS = { cardholderName: '#name', number: '#number', expiry: '#expiry', cvc: '#cvc' };

function stubBraintree(tokenize: HostedFieldsInstance['tokenize'] = async () => ({ nonce: 'tokencc_bh_stub' })) {
  const calls: Array<[string, unknown]> = [];
  const instance: HostedFieldsInstance = {
    tokenize: () => (calls.push(['tokenize', null]), tokenize()),
    teardown: async () => {
      calls.push(['teardown', null]);
    },
  };
  const module: BraintreeWebModule = {
    client: { create: async (options) => (calls.push(['client.create', options]), { client: true }) },
    hostedFields: { create: async (options) => (calls.push(['hostedFields.create', options]), instance) },
  };
  let loads = 0;
  const load = async () => {
    loads += 1;
    return module;
  };
  return { calls, load, loads: () => loads };
}

describe('BraintreeHostedFieldsCardForm (a stubbed braintree-web)', () => {
  it('loads braintree-web only when mounted, puts each field in its container by Braintree’s keys, and answers the nonce', async () => {
    const stub = stubBraintree();
    const form = new BraintreeHostedFieldsCardForm('sandbox_key_123', stub.load);
    expect(stub.loads()).toBe(0);
    expect(await form.tokenize()).toEqual({ ok: false, error: { code: null } });
    expect(await form.mount(CONTAINERS)).toEqual({ ok: true, value: true });
    expect(stub.loads()).toBe(1);
    expect(stub.calls[0]).toEqual(['client.create', { authorization: 'sandbox_key_123' }]);
    expect(stub.calls[1]).toEqual([
      'hostedFields.create',
      {
        client: { client: true },
        fields: { cardholderName: { container: '#name' }, number: { container: '#number' }, expirationDate: { container: '#expiry' }, cvv: { container: '#cvc' } },
        styles: undefined,
      },
    ]);
    expect(await form.tokenize()).toEqual({ ok: true, value: { nonce: 'tokencc_bh_stub' } });
    await form.unmount();
    expect(stub.calls.at(-1)).toEqual(['teardown', null]);
    expect(await form.tokenize()).toEqual({ ok: false, error: { code: null } });
  });

  it.each([
    [{ code: 'HOSTED_FIELDS_FIELDS_INVALID', details: { invalidFieldKeys: ['cvv', 'number'] } }, 'number', 'Card number is not valid: check the digits'],
    [{ code: 'HOSTED_FIELDS_FIELDS_INVALID', details: { invalidFieldKeys: ['expirationDate'] } }, 'expiry', 'Expiry date is not valid'],
    [{ code: 'HOSTED_FIELDS_FIELDS_INVALID', details: { invalidFieldKeys: ['cvv'] } }, 'cvc', 'Security code is not valid'],
    [{ code: 'HOSTED_FIELDS_FIELDS_INVALID', details: {} }, 'number', 'Card number is not valid: check the digits'],
    [{ code: 'HOSTED_FIELDS_FIELDS_EMPTY' }, 'number', 'Card number is required'],
  ])('given Braintree refusing %j, then a 400 naming %s in core’s words', async (error, field, message) => {
    const stub = stubBraintree(() => Promise.reject(error));
    const form = new BraintreeHostedFieldsCardForm('key', stub.load);
    await form.mount(CONTAINERS);
    expect(await form.tokenize()).toEqual({ ok: false, error: { code: null, status: 400, field, message } });
  });

  it('given a network failure, an empty nonce, an unreachable Braintree or a refused key, then failures with no code, never a throw', async () => {
    for (const tokenize of [() => Promise.reject({ code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' }), () => Promise.reject('x'), async () => ({ nonce: '' })]) {
      const form = new BraintreeHostedFieldsCardForm('key', stubBraintree(tokenize).load);
      await form.mount(CONTAINERS);
      expect(await form.tokenize()).toEqual({ ok: false, error: { code: null } });
    }
    const offline = new BraintreeHostedFieldsCardForm('key', () => Promise.reject(new Error('chunk failed')));
    expect(await offline.mount(CONTAINERS)).toEqual({ ok: false, error: { code: null } });
  });

  it('given the form mounted again, then the old fields are torn down first', async () => {
    const stub = stubBraintree();
    const form = new BraintreeHostedFieldsCardForm('key', stub.load);
    await form.mount(CONTAINERS);
    await form.mount(CONTAINERS);
    expect(stub.calls.map(([name]) => name)).toEqual(['client.create', 'hostedFields.create', 'teardown', 'client.create', 'hostedFields.create']);
  });
});
