// The card form's details through the booking use-case (guaranteeWithCardDetails) over fake ports: core's card
// rules first, in the restaurant's "today", so an invalid card never reaches the tokenizer; then the tokenizer's
// nonce is vaulted as guaranteeWithCard does, a decline keeps the gateway's words, and the booking carries the
// payment customer id.
import { aMenu, anArea, anOccasion, aSlot } from '../../tests/builders/booking.builder';
import { aCard, TEST_CARDS } from '../../tests/builders/card.builder';
import { MESSAGES } from '../errors/messages';
import type { CardTokenizerPort } from '../ports/card-tokenizer.port';
import { fail, ok, type ApiResult } from '../shared/api-result';
import type { CheckedCard } from '../validation/card';
import { createBookingUseCase, type BookingUseCaseOptions } from './booking-use-case';
import { checkedCardEntry } from './card-entry';
import { ControlledCalls, FakeBookingApi, FakePayments, FixedClock, RecordingAnalytics } from './testing/fake-booking-ports';

class FakeTokenizer extends ControlledCalls implements CardTokenizerPort {
  tokenize(card: CheckedCard): Promise<ApiResult<{ nonce: string }>> {
    return this.ask('tokenize', [card]);
  }
}

// Tuesday 10 June 2025, 10:00 in London.
const NOW = Date.UTC(2025, 5, 10, 9);
const CARD_NEEDED = { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true };
const LEEDS = { storeId: 'A', title: 'Leeds', lat: 53.8, lng: -1.54 };
const DECLINED = 'Your card was declined. Please try another card.';
const A_CARD = aCard({ expiry: '06/25' });

/** Dinner for ten at Leeds, on step three with Giulia's details typed; every booking call answers at once. */
async function atTheCardStep(requirements = CARD_NEEDED, options: BookingUseCaseOptions<typeof LEEDS> = {}, nowMs = NOW) {
  const booking = new FakeBookingApi();
  const payments = new FakePayments().always('getClientToken', ok('client-token'));
  const tokenizer = new FakeTokenizer();
  booking
    .always('getOccasions', ok([anOccasion({ id: 'dinner', minimumCovers: 1, maximumCovers: 12 })]))
    .always('getAreas', ok([anArea()]))
    .always('getMenus', ok([aMenu()]))
    .always('getSlots', ok([aSlot({ time: '19:00' })]))
    .always('getRequirements', ok(requirements))
    .always('createBooking', ok({ bookingReference: 'CVCARD', bookingStatus: 0 }));
  const useCase = createBookingUseCase(
    { booking, payments, clock: new FixedClock(nowMs), analytics: new RecordingAnalytics(), cardEntry: checkedCardEntry(tokenizer) },
    { restaurants: [LEEDS], storeId: 'A', date: '2025-06-14', ...options },
  );
  await useCase.start();
  useCase.changeCovers({ adults: 10 });
  expect(await useCase.loadSlots()).toBe(true);
  expect(await useCase.loadRequirements()).toBe(true);
  useCase.changeCustomerField('firstName', 'Giulia');
  useCase.changeCustomerField('lastName', 'Rossi');
  useCase.changeCustomerField('email', 'giulia.rossi@example.com');
  return { useCase, booking, payments, tokenizer, snap: () => useCase.getSnapshot() };
}

describe('guaranteeing a booking with the card form’s details', () => {
  it('given the approved card, then the tokenizer gets the checked card, its nonce is vaulted and the booking carries the customer id', async () => {
    const { useCase, booking, payments, tokenizer, snap } = await atTheCardStep();
    expect(snap().cardGuaranteeNeeded).toBe(true);
    const guaranteeing = useCase.guaranteeWithCardDetails(A_CARD);
    expect(snap().card.status).toBe('submitting');
    await tokenizer.last('tokenize').answer(ok({ nonce: 'fake-valid-nonce' }));
    expect(tokenizer.last('tokenize').args[0]).toEqual({ cardholderName: 'Giulia Rossi', number: '4111111111111111', expiryMonth: 6, expiryYear: 2025, cvc: '123' });
    expect(payments.last('submit').args[0]).toEqual({ nonce: 'fake-valid-nonce', storeId: 'A', email: 'giulia.rossi@example.com', firstName: 'Giulia', lastName: 'Rossi' });
    await payments.last('submit').answer(ok({ customerId: 'test-customer-7' }));
    expect(await guaranteeing).toBe(true);
    expect(snap()).toMatchObject({ card: { status: 'stored', message: null }, cardGuaranteeNeeded: false, canContinue: { 3: true } });

    expect(await useCase.submit()).toBe(true);
    expect(booking.last('createBooking').args[1]).toMatchObject({ braintreeCustomerId: 'test-customer-7' });
  });

  it.each([
    ['letters in the number', { number: '4111 1111 1111 111a' }, 'Card number can contain only digits and spaces'],
    ['a number failing the checksum', { number: '4111 1111 1111 1112' }, 'Card number is not valid: check the digits'],
    ['an expiry last month', { expiry: '05/25' }, 'Expiry date has passed: this card has expired'],
    ['no name', { cardholderName: '' }, 'Name on card is required'],
    ['a 3-digit code on an American Express card', { number: TEST_CARDS.amex, cvc: '123' }, 'Security code must be 4 digits on an American Express card'],
  ])('given %s, then the tokenizer is not called and the field’s words show', async (_case, fields, words) => {
    const { useCase, payments, tokenizer, snap } = await atTheCardStep();
    expect(await useCase.guaranteeWithCardDetails({ ...A_CARD, ...fields })).toBe(false);
    expect(tokenizer.calls).toEqual([]);
    expect(payments.of('submit')).toEqual([]);
    expect(snap()).toMatchObject({ card: { status: 'failed', message: { key: 'cardDeclined', text: words } }, cardGuaranteeNeeded: true });
  });

  it('given the declined test card, then the gateway’s words show, and the approved card then goes through', async () => {
    const { useCase, payments, tokenizer, snap } = await atTheCardStep();
    const declined = useCase.guaranteeWithCardDetails(aCard({ number: TEST_CARDS.declined, expiry: '06/25' }));
    await tokenizer.last('tokenize').answer(ok({ nonce: 'fake-processor-declined-visa-nonce' }));
    await payments.last('submit').answer(fail({ code: null, status: 402, message: DECLINED }));
    expect(await declined).toBe(false);
    expect(snap().card).toMatchObject({ status: 'failed', message: { key: 'cardDeclined', text: DECLINED } });

    const approved = useCase.guaranteeWithCardDetails(A_CARD);
    expect(snap().card.message).toBeNull();
    await tokenizer.last('tokenize').answer(ok({ nonce: 'fake-valid-nonce' }));
    await payments.last('submit').answer(ok({ customerId: 'test-customer-8' }));
    expect(await approved).toBe(true);
    expect(snap().card.status).toBe('stored');
  });

  it('given the tokenizer refusing a field (a number the test gateway does not know), then its words show and nothing is vaulted', async () => {
    const { useCase, payments, tokenizer, snap } = await atTheCardStep();
    const refused = useCase.guaranteeWithCardDetails(aCard({ number: '5555 5555 5555 4444', expiry: '06/25' }));
    const words = 'Card number is not one of the test gateway’s cards: use 4111 1111 1111 1111 (approved) or 4000 0000 0000 0002 (declined)';
    await tokenizer.last('tokenize').answer(fail({ code: null, status: 400, field: 'number', message: words }));
    expect(await refused).toBe(false);
    expect(payments.of('submit')).toEqual([]);
    expect(snap().card.message).toEqual({ key: 'cardDeclined', text: words });
  });

  it('given the tokenizer throwing or answering garbage, then the catalogue’s words', async () => {
    const { useCase, tokenizer, snap } = await atTheCardStep();
    const throwing = useCase.guaranteeWithCardDetails(A_CARD);
    await tokenizer.last('tokenize').throwError(new Error('iframe gone'));
    expect(await throwing).toBe(false);
    expect(snap().card.message).toEqual({ key: 'cardFailed', text: MESSAGES.defaultError });
    const garbage = useCase.guaranteeWithCardDetails(A_CARD);
    await tokenizer.last('tokenize').answer('nonce');
    expect(await garbage).toBe(false);
    expect(snap().card.message).toEqual({ key: 'cardFailed', text: MESSAGES.defaultError });
  });

  it('given the holder’s name or e-mail missing, then the card is not tokenised and those fields show their errors', async () => {
    const { useCase, tokenizer, snap } = await atTheCardStep();
    useCase.changeCustomerField('email', '');
    expect(await useCase.guaranteeWithCardDetails(A_CARD)).toBe(false);
    expect(tokenizer.calls).toEqual([]);
    expect(snap().fieldErrors.email).toBeDefined();
  });

  it('given an enquiry, or no card needed, then no card is asked for', async () => {
    const enquiry = await atTheCardStep({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true });
    expect(await enquiry.useCase.guaranteeWithCardDetails(A_CARD)).toBe(false);
    const plain = await atTheCardStep({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: false });
    expect(await plain.useCase.guaranteeWithCardDetails(A_CARD)).toBe(false);
    expect([...enquiry.tokenizer.calls, ...plain.tokenizer.calls]).toEqual([]);
  });

  it('given no card entry among the ports, then the details cannot be taken (hosted fields use guaranteeWithCard)', async () => {
    const payments = new FakePayments();
    const useCase = createBookingUseCase(
      { booking: new FakeBookingApi(), payments, clock: new FixedClock(NOW), analytics: new RecordingAnalytics() },
      { restaurants: [LEEDS], storeId: 'A' },
    );
    expect(await useCase.guaranteeWithCardDetails(A_CARD)).toBe(false);
    expect(payments.calls).toEqual([]);
  });

  it('given midnight passing in the restaurant’s zone first, then "this month" is the restaurant’s', async () => {
    // 30 June 2025, 23:30 UTC: already 1 July in London, still 30 June in New York.
    const lateJune = Date.UTC(2025, 5, 30, 23, 30);
    const london = await atTheCardStep(CARD_NEEDED, { date: '2025-07-05' }, lateJune);
    expect(await london.useCase.guaranteeWithCardDetails(A_CARD)).toBe(false);
    expect(london.snap().card.message?.text).toBe('Expiry date has passed: this card has expired');
    const newYork = await atTheCardStep(CARD_NEEDED, { date: '2025-07-05', timeZone: 'America/New_York' }, lateJune);
    const going = newYork.useCase.guaranteeWithCardDetails(A_CARD);
    await newYork.tokenizer.last('tokenize').answer(ok({ nonce: 'fake-valid-nonce' }));
    await newYork.payments.last('submit').answer(ok({ customerId: 'c' }));
    expect(await going).toBe(true);
  });
});

describe('checkedCardEntry', () => {
  it('given an invalid card, then a 400 naming its first invalid field, and the tokenizer is not called', async () => {
    const tokenizer = new FakeTokenizer();
    const entry = checkedCardEntry(tokenizer);
    expect(await entry({ ...A_CARD, number: '', cvc: '' }, '2025-06-10')).toEqual(
      fail({ code: null, status: 400, field: 'number', message: 'Card number is required' }),
    );
    expect(await entry(A_CARD, null)).toEqual(fail({ code: null, status: 400, field: 'expiry', message: 'Expiry date has passed: this card has expired' }));
    expect(tokenizer.calls).toEqual([]);
  });

  it('given a valid card, then the tokenizer’s nonce, its refusal as it is, and no nonce is a failure', async () => {
    const tokenizer = new FakeTokenizer().always('tokenize', ok({ nonce: 'n' }));
    expect(await checkedCardEntry(tokenizer)(A_CARD, '2025-06-30')).toEqual(ok('n'));
    for (const answer of [ok({ nonce: ' ' }), ok(null), ok({})]) {
      expect(await checkedCardEntry(new FakeTokenizer().always('tokenize', answer))(A_CARD, '2025-06-30')).toEqual(fail({ code: null }));
    }
    const refused = fail({ code: null, status: 400, field: 'number', message: 'm' });
    expect(await checkedCardEntry(new FakeTokenizer().always('tokenize', refused))(A_CARD, '2025-06-30')).toEqual(refused);
  });
});
