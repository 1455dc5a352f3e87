// The offer page's voucher form (spec sections 3 and 5): an e-mail present and valid, the terms accepted,
// and the offer the voucher is for.
import { Accepted, Required } from './field-checks';
import { emailRules, shortTextRules } from './field-rules';
import { validateFields, type FormSchema } from './schema';
import type { FormValidationOptions, ValidationResult } from './validation-result';

export interface OfferVoucherForm {
  emailAddress: string;
  acceptTerms: true;
  /** The offer's slug, as in /offer/{slug}. */
  offerSlug: string;
}

export const OFFER_VOUCHER_SCHEMA: FormSchema<OfferVoucherForm> = {
  emailAddress: Required(...emailRules),
  acceptTerms: Accepted(),
  offerSlug: Required(...shortTextRules),
};

export function validateOfferVoucher(input: unknown, options: FormValidationOptions = {}): ValidationResult<OfferVoucherForm> {
  return validateFields(OFFER_VOUCHER_SCHEMA, input, options);
}
