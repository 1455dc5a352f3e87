// The offer page's voucher form as a use-case: the check, one request at a time, a silent failure, and the
// page's post answered without script.
import type { OffersApiPort, VoucherRequest } from '../ports/offers-api.port';
import { createOfferVoucherUseCase, FORM_WIDE_ERROR, type PostedOfferVoucher } from './offer-voucher-use-case';

function offersApi() {
  const sent: VoucherRequest[] = [];
  let answer: (generated: boolean) => void = () => undefined;
  const port: Pick<OffersApiPort, 'requestVoucherCode'> = {
    requestVoucherCode: (request) => {
      sent.push(request);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  };
  return { port, sent, answer: (generated: boolean) => answer(generated) };
}

describe('the offer voucher use-case', () => {
  it('given nothing typed, when sent, then nothing is requested and both fields say why', async () => {
    const api = offersApi();
    const useCase = createOfferVoucherUseCase({ offers: api.port }, { offerSlug: 'birthday-dolce' });
    expect(await useCase.submit()).toBe(false);
    expect(api.sent).toHaveLength(0);
    expect(Object.keys(useCase.getSnapshot().errors).sort()).toEqual(['acceptTerms', 'emailAddress']);
  });

  it('given an e-mail and the terms, when sent, then one request with the trimmed e-mail, and the code is generated', async () => {
    const api = offersApi();
    const useCase = createOfferVoucherUseCase({ offers: api.port }, { offerSlug: 'birthday-dolce' });
    useCase.setEmail('  ada@example.com ');
    useCase.setAcceptTerms(true);
    const sending = useCase.submit();
    expect(useCase.getSnapshot().sending).toBe(true);
    expect(await useCase.submit()).toBe(false);
    expect(api.sent).toEqual([{ emailAddress: 'ada@example.com', acceptTerms: true, offerSlug: 'birthday-dolce' }]);
    api.answer(true);
    expect(await sending).toBe(true);
    expect(useCase.getSnapshot()).toMatchObject({ sending: false, generated: true, errors: {} });
  });

  it('given the API makes no code, or throws, then the failure is silent: the form as it was, no message', async () => {
    const api = offersApi();
    const useCase = createOfferVoucherUseCase({ offers: api.port }, { offerSlug: 'birthday-dolce' });
    useCase.setEmail('ada@example.com');
    useCase.setAcceptTerms(true);
    const sending = useCase.submit();
    api.answer(false);
    await sending;
    expect(useCase.getSnapshot()).toMatchObject({ sending: false, generated: false, errors: {}, emailAddress: 'ada@example.com' });
    const throwing = createOfferVoucherUseCase({ offers: { requestVoucherCode: () => Promise.reject(new Error('down')) } }, { offerSlug: 'birthday-dolce' });
    throwing.setEmail('ada@example.com');
    throwing.setAcceptTerms(true);
    await expect(throwing.submit()).resolves.toBe(true);
    expect(throwing.getSnapshot()).toMatchObject({ sending: false, generated: false });
  });
});

describe('the voucher form answered without script', () => {
  const posted = (over: Partial<PostedOfferVoucher>): PostedOfferVoucher => ({ ok: false, emailAddress: 'ada@example', acceptTerms: true, fieldErrors: {}, message: null, ...over });

  it('given a code made, then generated', () => {
    expect(createOfferVoucherUseCase({}, { offerSlug: 'x', posted: posted({ ok: true }) }).getSnapshot().generated).toBe(true);
  });

  it('given errors by field, then what was typed with them', () => {
    const snapshot = createOfferVoucherUseCase({}, { offerSlug: 'x', posted: posted({ fieldErrors: { emailAddress: 'Please enter a valid email' } }) }).getSnapshot();
    expect(snapshot).toMatchObject({ emailAddress: 'ada@example', acceptTerms: true, errors: { emailAddress: 'Please enter a valid email' }, generated: false });
  });

  it('given a refusal that names no field (too many tries), then it is said at the top of the form', () => {
    const snapshot = createOfferVoucherUseCase({}, { offerSlug: 'x', posted: posted({ message: 'Too many tries. Please wait a minute.' }) }).getSnapshot();
    expect(snapshot.errors).toEqual({ [FORM_WIDE_ERROR]: 'Too many tries. Please wait a minute.' });
  });
});
