import { validateOfferVoucher } from './offer-voucher';
import type { ValidationResult } from './validation-result';

const aVoucherRequest = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  emailAddress: 'zoe@example.co',
  acceptTerms: true,
  offerSlug: 'bottomless-brunch',
  ...overrides,
});

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

describe('offer voucher', () => {
  it('given an e-mail, the terms accepted and the offer, when validated strictly, then it is valid', () => {
    const result = validateOfferVoucher(aVoucherRequest(), { forbidUnknown: true });
    expect(result.valid && result.value).toEqual(aVoucherRequest());
  });

  it('given an empty form, then the e-mail and offer are required and the terms must be accepted', () => {
    expect(errorsOf(validateOfferVoucher({}))).toEqual([
      ['emailAddress', 'required'],
      ['acceptTerms', 'mustAccept'],
      ['offerSlug', 'required'],
    ]);
  });

  it.each([
    [{ emailAddress: 'zoe@example' }, [['emailAddress', 'invalid']]],
    [{ emailAddress: ['zoe@example.co'] }, [['emailAddress', 'invalid']]],
    [{ acceptTerms: 'on' }, [['acceptTerms', 'mustAccept']]],
    [{ offerSlug: 12 }, [['offerSlug', 'invalid']]],
    [{ offerSlug: ' ' }, [['offerSlug', 'required']]],
  ])('given %p, then the errors are %p', (overrides, errors) => {
    expect(errorsOf(validateOfferVoucher(aVoucherRequest(overrides)))).toEqual(errors);
  });

  it('given a field the form does not have, when validated strictly, then it is unknown; otherwise it is ignored', () => {
    expect(errorsOf(validateOfferVoucher(aVoucherRequest({ captcha: 'x' }), { forbidUnknown: true }))).toEqual([['captcha', 'unknown']]);
    const lenient = validateOfferVoucher(aVoucherRequest({ captcha: 'x' }));
    expect(errorsOf(lenient)).toEqual([]);
    expect(lenient.valid && lenient.value).toEqual(aVoucherRequest({ captcha: 'x' }));
  });

  it.each([undefined, 'x', [aVoucherRequest()]])('given %p instead of an object, then the input is invalid', (input) => {
    expect(errorsOf(validateOfferVoucher(input))).toEqual([['', 'invalid']]);
  });
});
