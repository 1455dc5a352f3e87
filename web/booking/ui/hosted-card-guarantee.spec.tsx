/** @jest-environment jsdom */
// Step three's card guarantee on a site with a Braintree tokenization key: the real Hosted Fields card form
// (@tavola/adapters) over a fake braintree-web module, so no network and no Braintree. Braintree's frames go
// into the four boxes under the site's own visible labels; a field Braintree refuses shows its error in words
// under it and gets focus; a card it tokenises goes to the use-case's guaranteeWithCard, and its nonce is
// never on screen; Braintree unreachable says so. Without a key the site's own card form, and braintree-web
// is never loaded.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IN_MEMORY_CARD_NONCES } from '@tavola/adapters';
import { BraintreeHostedFieldsCardForm, type BraintreeWebModule, type HostedFieldsEvent } from '@tavola/adapters/braintree';
import { axeViolations } from '../../pages/parts/page-test-kit';
import { BookingJourneyView } from './booking-journey-view';
import { cardStepStore } from './card-step.test-kit';

const KEY = 'sandbox_g42y39zw_348pk9cgf3bgyw2b';
const LABELS = ['Name on card', 'Card number', 'Expiry date (MM/YY)', 'Security code (CVC)'] as const;

/** A fake braintree-web: records what the form asks, draws a frame into each container, tokenises as told. */
function fakeBraintree() {
  const log: unknown[] = [];
  const handlers = new Map<string, (event: HostedFieldsEvent) => void>();
  const tokenizeAnswers: Array<() => Promise<{ nonce: string }>> = [];
  let loads = 0;
  const module: BraintreeWebModule = {
    client: { create: async (options) => (log.push(['client.create', options]), { fakeClient: true }) },
    hostedFields: {
      create: async ({ fields }) => {
        for (const [key, options] of Object.entries(fields)) {
          const container = options.container as HTMLElement;
          const frame = document.createElement('iframe');
          frame.title = options.iframeTitle ?? key;
          frame.dataset.braintreeField = key;
          container.appendChild(frame);
        }
        log.push(['hostedFields.create', Object.fromEntries(Object.entries(fields).map(([key, options]) => [key, (options.container as HTMLElement).id]))]);
        return {
          tokenize: () => (log.push(['tokenize']), (tokenizeAnswers.shift() ?? (async () => ({ nonce: IN_MEMORY_CARD_NONCES.valid })))()),
          teardown: async () => {
            log.push(['teardown']);
            for (const options of Object.values(fields)) (options.container as HTMLElement).replaceChildren();
          },
          on: (event, handler) => void handlers.set(event, handler),
          focus: async (field) => void log.push(['focus', field]),
          setAttribute: async ({ field, value }) => void log.push(['aria-invalid', field, value]),
          setMessage: () => undefined,
        };
      },
    },
  };
  return {
    log,
    tokenizeAnswers,
    loads: () => loads,
    load: async () => {
      loads += 1;
      return module;
    },
    /** Braintree telling the page about a field (as its frame would, on blur or as the diner types). */
    emit: (event: 'blur' | 'validityChange', field: string, state: { isEmpty: boolean; isValid: boolean }) =>
      act(() => handlers.get(event)?.({ emittedBy: field, fields: { [field]: { ...state, isPotentiallyValid: state.isValid } } })),
  };
}

/** On step three for ten at dinner (a card needed; card-step.test-kit.ts), with or without Hosted Fields. */
async function atStepThree(cardForm: BraintreeHostedFieldsCardForm | null) {
  const { store, payments } = await cardStepStore();
  const user = userEvent.setup();
  const view = render(<BookingJourneyView store={store} cardForm={cardForm} />);
  return { store, payments, user, ...view };
}

const cardBox = () => screen.getByRole('group', { name: 'Card guarantee' });
const guaranteeButton = () => within(cardBox()).getByRole('button', { name: 'Guarantee with card' });
const fieldBox = (label: string) => within(cardBox()).getByRole('group', { name: label });

describe('step three with Braintree’s Hosted Fields (a tokenization key)', () => {
  it('mounts Braintree’s frames into the four boxes under the site’s visible labels, with no input of its own, no test-card text, and axe clean', async () => {
    const braintree = fakeBraintree();
    const { container } = await atStepThree(new BraintreeHostedFieldsCardForm(KEY, braintree.load));
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    expect(braintree.loads()).toBe(1);
    expect(braintree.log[0]).toEqual(['client.create', { authorization: KEY }]);
    const boxes = LABELS.map((label) => fieldBox(label));
    // Each box is the container Braintree was given, labelled by the site's own visible label.
    expect(braintree.log[1]).toEqual([
      'hostedFields.create',
      { cardholderName: boxes[0]?.id, number: boxes[1]?.id, expirationDate: boxes[2]?.id, cvv: boxes[3]?.id },
    ]);
    for (const [index, label] of LABELS.entries()) {
      const box = boxes[index] as HTMLElement;
      expect(within(cardBox()).getByText(label, { selector: 'label' })).toBeVisible();
      expect(within(cardBox()).getByText(label, { selector: 'label' })).toHaveAttribute('for', box.id);
      expect(within(box).getByTitle(label).tagName).toBe('IFRAME');
    }
    expect(within(cardBox()).queryAllByRole('textbox')).toEqual([]);
    expect(cardBox().textContent).not.toMatch(/test payment gateway|4111/i);
    expect(container.textContent).not.toMatch(/token|nonce/i);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given Braintree refusing the card number, then its error in words under it, focus in its frame, and no card sent', async () => {
    const braintree = fakeBraintree();
    const { user, payments, container } = await atStepThree(new BraintreeHostedFieldsCardForm(KEY, braintree.load));
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    braintree.tokenizeAnswers.push(() => Promise.reject({ code: 'HOSTED_FIELDS_FIELDS_INVALID', details: { invalidFieldKeys: ['number'] } }));
    await user.click(guaranteeButton());
    const message = 'Card number is not valid: check the digits';
    expect(await within(cardBox()).findByText(message)).toBeInTheDocument();
    expect(fieldBox('Card number')).toHaveAccessibleDescription(message);
    expect(fieldBox('Card number').closest('.booking-field')).toHaveClass('booking-field--invalid');
    expect(braintree.log).toContainEqual(['focus', 'number']);
    await waitFor(() => expect(braintree.log).toContainEqual(['aria-invalid', 'number', true]));
    expect(payments.guarantees).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a field’s error once the diner leaves it, and clears it when Braintree finds it valid', async () => {
    const braintree = fakeBraintree();
    await atStepThree(new BraintreeHostedFieldsCardForm(KEY, braintree.load));
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    await braintree.emit('validityChange', 'expirationDate', { isEmpty: false, isValid: false });
    expect(within(cardBox()).queryByText('Expiry date is not valid')).toBeNull();
    await braintree.emit('blur', 'expirationDate', { isEmpty: false, isValid: false });
    expect(within(cardBox()).getByText('Expiry date is not valid')).toBeInTheDocument();
    expect(fieldBox('Expiry date (MM/YY)')).toHaveAccessibleDescription('Expiry date is not valid');
    await braintree.emit('blur', 'cvv', { isEmpty: true, isValid: false });
    expect(within(cardBox()).getByText('Security code is required')).toBeInTheDocument();
    await braintree.emit('validityChange', 'expirationDate', { isEmpty: false, isValid: true });
    expect(within(cardBox()).queryByText('Expiry date is not valid')).toBeNull();
  });

  it('given a card Braintree tokenises, then the nonce goes to guaranteeWithCard, the card is held, and the nonce is never on screen', async () => {
    const braintree = fakeBraintree();
    const { store, user, payments, container } = await atStepThree(new BraintreeHostedFieldsCardForm(KEY, braintree.load));
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    const guaranteeWithCard = jest.spyOn(store, 'guaranteeWithCard');
    await user.click(guaranteeButton());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Card guarantee' })).toBeNull());
    expect(guaranteeWithCard).toHaveBeenCalledWith(IN_MEMORY_CARD_NONCES.valid);
    expect(payments.guarantees.map((g) => g.nonce)).toEqual([IN_MEMORY_CARD_NONCES.valid]);
    expect(screen.getByText('Your card is held as a guarantee.')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(IN_MEMORY_CARD_NONCES.valid);
    expect(container.textContent).not.toMatch(/token|nonce/i);
    // The card step closed: Braintree's frames are torn down.
    expect(braintree.log.at(-1)).toEqual(['teardown']);
    expect(screen.getByRole('button', { name: 'Book table' })).toBeEnabled();
  });

  it('given a card the gateway declines, then its words in the card’s alert, with focus', async () => {
    const braintree = fakeBraintree();
    const { user } = await atStepThree(new BraintreeHostedFieldsCardForm(KEY, braintree.load));
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    braintree.tokenizeAnswers.push(async () => ({ nonce: IN_MEMORY_CARD_NONCES.declined }));
    await user.click(guaranteeButton());
    const alert = await within(cardBox()).findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined. Please try another card.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(cardBox().textContent).not.toContain(IN_MEMORY_CARD_NONCES.declined);
  });

  it('given Braintree unreachable, then the catalogue’s words and no way to try the card', async () => {
    await atStepThree(new BraintreeHostedFieldsCardForm(KEY, () => Promise.reject(new Error('chunk failed'))));
    const alert = await within(cardBox()).findByRole('alert');
    expect(alert.textContent).not.toMatch(/chunk|braintree/i);
    expect(alert.textContent).not.toBe('');
    expect(guaranteeButton()).toBeDisabled();
  });
});

describe('step three without a tokenization key', () => {
  it('keeps the site’s own card fields and the test gateway’s cards, and never loads braintree-web', async () => {
    const braintree = fakeBraintree();
    await atStepThree(null);
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    for (const label of LABELS) expect(within(cardBox()).getByLabelText(label).tagName).toBe('INPUT');
    expect(cardBox().textContent).toMatch(/Test payment gateway: use card 4111 1111 1111 1111/);
    expect(braintree.loads()).toBe(0);
  });
});
