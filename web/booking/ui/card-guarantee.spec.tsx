/** @jest-environment jsdom */
// Step three's card guarantee over a real BookingStore, the in-memory test gateway and core's card rules:
// the card form only when the booking needs a card, each field's error once it is left or the card tried,
// focus to the first invalid field, the gateway's decline in its own words then the approved card, no token
// or nonce ever on screen, "Your card is held as a guarantee." only once a card is stored, and axe clean.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkedCardEntry } from '@tavola/core/booking';
import type { CardTokenizerPort } from '@tavola/core/ports';
import { InMemoryCardTokenizer } from '@tavola/adapters';
import { TEST_CARDS } from '../../../tests/builders/card.builder';
import { axeViolations } from '../../pages/parts/page-test-kit';
import { BookingJourneyView } from './booking-journey-view';
import { CARD_REQUIRED, cardStepStore, type CardStepRequirements } from './card-step.test-kit';

const CARD = CARD_REQUIRED;
const DECLINED = 'Your card was declined. Please try another card.';

/** On step three for ten at dinner on Saturday 14 June 2025 (card-step.test-kit.ts), tokenising through the test gateway. */
async function atStepThree(requirements: CardStepRequirements = CARD, occasionId = 'dinner') {
  // One list in call order: the gateway's tokenisations and the booking's creates.
  const calls: string[] = [];
  const inMemory = new InMemoryCardTokenizer();
  const tokenizer: CardTokenizerPort = { tokenize: (card) => (calls.push(`tokenize:${card.number}`), inMemory.tokenize(card)) };
  const { store, payments } = await cardStepStore({ requirements, occasionId, cardEntry: checkedCardEntry(tokenizer), calls });
  const user = userEvent.setup();
  const view = render(<BookingJourneyView store={store} />);
  return { store, payments, calls, user, ...view };
}

const cardBox = () => screen.getByRole('group', { name: 'Card guarantee' });
const guaranteeButton = () => within(cardBox()).getByRole('button', { name: 'Guarantee with card' });

async function typeCard(user: ReturnType<typeof userEvent.setup>, card: { name?: string; number?: string; expiry?: string; cvc?: string }) {
  const box = cardBox();
  for (const [label, text] of [
    ['Name on card', card.name],
    ['Card number', card.number],
    ['Expiry date (MM/YY)', card.expiry],
    ['Security code (CVC)', card.cvc],
  ] as const) {
    const input = within(box).getByLabelText(label);
    await user.clear(input);
    if (text !== undefined && text !== '') await user.type(input, text);
  }
}

describe('step three: the card guarantee', () => {
  it('shows a real card form with the browser’s card autofill hints, no token field, and is axe clean', async () => {
    const { container } = await atStepThree();
    const box = cardBox();
    expect(within(box).getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    const number = within(box).getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(within(box).getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    const cvc = within(box).getByLabelText('Security code (CVC)');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvc).toHaveAttribute('inputmode', 'numeric');
    for (const input of within(box).getAllByRole('textbox')) expect(input).toHaveValue('');
    expect(container.textContent).not.toMatch(/token|nonce/i);
    expect(screen.queryByText('Your card is held as a guarantee.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book table' })).toBeDisabled();
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a field’s error once it is left, and every error with focus on the first invalid field when the card is tried', async () => {
    const { user, calls, container } = await atStepThree();
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    const box = cardBox();
    await user.type(within(box).getByLabelText('Card number'), '4111 1111 1111 111a');
    expect(within(box).queryByText('Card number can contain only digits and spaces')).toBeNull();
    await user.tab();
    expect(within(box).getByText('Card number can contain only digits and spaces')).toBeInTheDocument();
    expect(within(box).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(box).getByLabelText('Card number')).toHaveAccessibleDescription('Card number can contain only digits and spaces');
    expect(within(box).queryByText('Name on card is required')).toBeNull();

    await user.click(guaranteeButton());
    expect(within(box).getByText('Name on card is required')).toBeInTheDocument();
    expect(within(box).getByText('Expiry date is required')).toBeInTheDocument();
    expect(within(box).getByText('Security code is required')).toBeInTheDocument();
    expect(within(box).getByLabelText('Name on card')).toHaveFocus();
    expect(calls.filter((call) => call.startsWith('tokenize'))).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await typeCard(user, { name: 'Giulia Rossi', number: TEST_CARDS.approved, expiry: '05/25', cvc: '123' });
    await user.click(guaranteeButton());
    expect(within(box).getByText('Expiry date has passed: this card has expired')).toBeInTheDocument();
    expect(within(box).getByLabelText('Expiry date (MM/YY)')).toHaveFocus();
    expect(calls.filter((call) => call.startsWith('tokenize'))).toEqual([]);
  });

  it('accepts this month’s expiry and a 4-digit code only on an American Express number', async () => {
    const { user } = await atStepThree();
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    await typeCard(user, { name: 'Giulia Rossi', number: TEST_CARDS.amex, expiry: '06/25', cvc: '123' });
    await user.click(guaranteeButton());
    expect(within(cardBox()).getByText('Security code must be 4 digits on an American Express card')).toBeInTheDocument();
    expect(within(cardBox()).queryByText(/^Expiry (date|month) (has|must)/)).toBeNull();
    expect(within(cardBox()).getByLabelText('Security code (CVC)')).toHaveFocus();
  });

  it('given the declined test card, then the gateway’s words take focus; the approved card then guarantees the booking', async () => {
    const { store, user, calls, container } = await atStepThree();
    await waitFor(() => expect(guaranteeButton()).toBeEnabled());
    await typeCard(user, { name: 'Giulia Rossi', number: TEST_CARDS.declined, expiry: '12/30', cvc: '123' });
    await user.click(guaranteeButton());
    const alert = await within(cardBox()).findByRole('alert');
    expect(alert).toHaveTextContent(DECLINED);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(store.snapshot.journey.braintreeCustomerId).toBe('');
    expect(await axeViolations(container)).toEqual([]);

    await typeCard(user, { name: 'Giulia Rossi', number: TEST_CARDS.approved, expiry: '12/30', cvc: '123' });
    await user.click(guaranteeButton());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Card guarantee' })).toBeNull());
    expect(calls.filter((call) => call.startsWith('tokenize'))).toEqual(['tokenize:4000000000000002', 'tokenize:4111111111111111']);
    expect(screen.getByText('Your card is held as a guarantee.')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/token|nonce|4111/i);
    await user.click(screen.getByRole('button', { name: 'Book table' }));
    await waitFor(() => expect(calls.some((call) => call.startsWith('createBooking'))).toBe(true));
    expect(calls.find((call) => call.startsWith('createBooking'))).toContain('"braintreeCustomerId":"customer-1"');
  });

  it('given an enquiry-only slot, then no card form and no card text', async () => {
    const { user, calls } = await atStepThree({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true });
    expect(screen.queryByRole('group', { name: 'Card guarantee' })).toBeNull();
    expect(screen.queryByText('Your card is held as a guarantee.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(calls).toContain('createEnquiry'));
  });

  it('given no card needed, then no card form and no card text', async () => {
    await atStepThree({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false });
    expect(screen.queryByRole('group', { name: 'Card guarantee' })).toBeNull();
    expect(screen.queryByText('Your card is held as a guarantee.')).toBeNull();
  });
});
