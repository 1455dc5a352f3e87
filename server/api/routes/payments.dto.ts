// POST /api/v1/braintree/submit: the card nonce of a guarantee and whom it belongs to
// (core/ports/payments-api.port.ts CardGuaranteeSubmission), checked with the booking customer's rules.
import { CUSTOMER_LIMITS } from '@tavola/core/booking';
import { Required } from '@tavola/core/dto';
import { isText, matches, maxChars, customerFirstNameRules, emailRules, isValidName } from '@tavola/core/validation';

export class CardGuaranteeDto {
  /** The payment provider's one-time card nonce. */
  @Required(isText, maxChars(2048))
  nonce!: string;

  @Required(isText, maxChars(100))
  storeId!: string;

  @Required(...emailRules, maxChars(CUSTOMER_LIMITS.emailMaxLength))
  email!: string;

  @Required(...customerFirstNameRules)
  firstName!: string;

  @Required(isText, matches((value) => isValidName(value, { allowHyphens: true })), maxChars(CUSTOMER_LIMITS.nameMaxLength))
  lastName!: string;
}
