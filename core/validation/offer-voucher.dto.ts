// The offer page's voucher form (spec sections 3 and 5): an e-mail present and valid, the terms accepted,
// and the offer the voucher is for.
import { Accepted, Required, isText } from './field-check.decorator';
import { emailRules } from './field-rules';
import { validateDto, type FormValidationOptions, type ValidationResult } from './validate';

export class OfferVoucherDto {
  @Required(...emailRules)
  emailAddress!: string;

  @Accepted()
  acceptTerms!: true;

  /** The offer's slug, as in /offer/{slug}. */
  @Required(isText)
  offerSlug!: string;
}

export function validateOfferVoucher(input: unknown, options: FormValidationOptions = {}): ValidationResult<OfferVoucherDto> {
  return validateDto(OfferVoucherDto, input, { forbidUnknown: options.forbidUnknown });
}
