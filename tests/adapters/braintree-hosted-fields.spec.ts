// Braintree's Hosted Fields adapter against a stubbed `braintree-web` module: Braintree cannot be reached
// offline, so these tests check what the adapter does with the module's answers (the module is loaded only when
// the form mounts, the fields go to the containers by Braintree's keys, a nonce is answered, Braintree's
// refusals name core's card fields in core's words, failures never throw; its events become each field's
// words, focus and the frames' aria-invalid are passed on), not Braintree itself.
import { BraintreeHostedFieldsCardForm, type BraintreeWebModule, type HostedFieldsEvent, type HostedFieldsInstance } from '@tavola/adapters/braintree';

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

  it('given the page’s labels, then each frame is titled and read with them', async () => {
    const stub = stubBraintree();
    const form = new BraintreeHostedFieldsCardForm('key', stub.load);
    await form.mount(CONTAINERS, { labels: { cardholderName: 'Name on card', number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)' } });
    const [, created] = stub.calls.find(([name]) => name === 'hostedFields.create') as [string, { fields: Record<string, unknown> }];
    expect(created.fields).toEqual({
      cardholderName: { container: '#name', internalLabel: 'Name on card', iframeTitle: 'Name on card' },
      number: { container: '#number', internalLabel: 'Card number', iframeTitle: 'Card number' },
      expirationDate: { container: '#expiry', internalLabel: 'Expiry date (MM/YY)', iframeTitle: 'Expiry date (MM/YY)' },
      cvv: { container: '#cvc', internalLabel: 'Security code (CVC)', iframeTitle: 'Security code (CVC)' },
    });
  });

  it('given Braintree’s blur and validity events, then each field’s state in core’s words, and whether it was left', async () => {
    const handlers = new Map<string, (event: HostedFieldsEvent) => void>();
    const instance: HostedFieldsInstance = {
      tokenize: async () => ({ nonce: 'n' }),
      teardown: async () => undefined,
      on: (event, handler) => void handlers.set(event, handler),
    };
    const module: BraintreeWebModule = { client: { create: async () => ({}) }, hostedFields: { create: async () => instance } };
    const reports: Array<[string, string | null, boolean]> = [];
    const form = new BraintreeHostedFieldsCardForm('key', async () => module);
    await form.mount(CONTAINERS, { onFieldChange: (field, message, left) => void reports.push([field, message, left]) });
    const state = (isEmpty: boolean, isValid: boolean) => ({ isEmpty, isValid, isPotentiallyValid: isValid });
    handlers.get('blur')?.({ emittedBy: 'number', fields: { number: state(true, false) } });
    handlers.get('validityChange')?.({ emittedBy: 'number', fields: { number: state(false, false) } });
    handlers.get('validityChange')?.({ emittedBy: 'number', fields: { number: state(false, true) } });
    handlers.get('blur')?.({ emittedBy: 'expirationDate', fields: { expirationDate: state(false, false) } });
    handlers.get('blur')?.({ emittedBy: 'cvv', fields: { cvv: state(false, true) } });
    handlers.get('blur')?.({ emittedBy: 'postalCode', fields: { postalCode: state(true, false) } });
    expect(reports).toEqual([
      ['number', 'Card number is required', true],
      ['number', 'Card number is not valid: check the digits', false],
      ['number', null, false],
      ['expiry', 'Expiry date is not valid', true],
      ['cvc', null, true],
    ]);
  });

  it('given a mount overtaken by an unmount, then the fields it made are torn down and it answers a failure', async () => {
    let release: () => void = () => undefined;
    const calls: string[] = [];
    const instance: HostedFieldsInstance = { tokenize: async () => ({ nonce: 'n' }), teardown: async () => void calls.push('teardown') };
    const module: BraintreeWebModule = {
      client: { create: () => new Promise((resolve) => (release = () => resolve({}))) },
      hostedFields: { create: async () => (calls.push('create'), instance) },
    };
    const form = new BraintreeHostedFieldsCardForm('key', async () => module);
    const mounting = form.mount(CONTAINERS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await form.unmount();
    release();
    expect(await mounting).toEqual({ ok: false, error: { code: null } });
    expect(calls).toEqual(['create', 'teardown']);
    expect(await form.tokenize()).toEqual({ ok: false, error: { code: null } });
  });

  it('focuses a field’s frame and marks it invalid by Braintree’s key, and does nothing before it is mounted', async () => {
    const calls: unknown[] = [];
    const instance: HostedFieldsInstance = {
      tokenize: async () => ({ nonce: 'n' }),
      teardown: async () => undefined,
      focus: async (field) => void calls.push(['focus', field]),
      setAttribute: async (options) => void calls.push(['setAttribute', options]),
      setMessage: (options) => void calls.push(['setMessage', options]),
    };
    const form = new BraintreeHostedFieldsCardForm('key', async () => ({ client: { create: async () => ({}) }, hostedFields: { create: async () => instance } }));
    form.focus('cvc');
    form.markField('cvc', 'Security code is required');
    expect(calls).toEqual([]);
    await form.mount(CONTAINERS);
    form.focus('expiry');
    form.markField('cvc', 'Security code is required');
    form.markField('cvc', null);
    expect(calls).toEqual([
      ['focus', 'expirationDate'],
      ['setAttribute', { field: 'cvv', attribute: 'aria-invalid', value: true }],
      ['setMessage', { field: 'cvv', message: 'Security code is required' }],
      ['setAttribute', { field: 'cvv', attribute: 'aria-invalid', value: false }],
      ['setMessage', { field: 'cvv', message: '' }],
    ]);
  });
});
