// The card form's way to a nonce: core's card rules first, in the restaurant's "today", and only a card that
// passes them reaches the tokenizer. The booking use-case takes this as an injected function, so a front-end
// that never takes card details (a kiosk, Braintree's hosted fields) does not ship the rules.
import { fail, ok, type ApiResult } from '../shared/api-result';
import type { CardTokenizerPort } from '../ports/card-tokenizer.port';
import { validateCard } from '../validation/card';

/** Card fields as typed, and today's date where the restaurant is ('YYYY-MM-DD'; none refuses every expiry), to a nonce or a refusal. */
export type CardEntry = (fields: unknown, today: string | null | undefined) => Promise<ApiResult<string>>;

/**
 * A card entry over `tokenizer`. A card the rules refuse is a 400 failure naming its first invalid field
 * with that field's words, and the tokenizer is not called.
 */
export function checkedCardEntry(tokenizer: Pick<CardTokenizerPort, 'tokenize'>): CardEntry {
  return async (fields, today) => {
    const checked = validateCard(fields, { today });
    if (!checked.valid) {
      const [first] = checked.errors;
      return fail({ code: null, status: 400, field: first?.field, message: first?.message });
    }
    const answer = await tokenizer.tokenize(checked.value);
    if (!answer.ok) return answer;
    // A tokenizer answering without a nonce has not tokenised the card.
    const nonce = answer.value?.nonce;
    return typeof nonce === 'string' && nonce.trim() !== '' ? ok(nonce) : fail({ code: null });
  };
}
