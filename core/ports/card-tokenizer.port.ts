// Turns a card the diner typed, already checked by core's card rules, into the payment provider's one-time
// nonce, which the payments port then vaults; the card's digits go no further than this port's adapter.
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';
import type { CheckedCard } from '../validation/card';

export interface CardTokenizerPort {
  /**
   * The nonce for `card`, or a refusal as a failure: a 400 naming the field the provider will not take
   * (`field`, with its words in `message`), or a transport failure as core's codes.
   */
  tokenize(card: CheckedCard): Promise<ApiResult<{ nonce: string }>>;
}

export const CardTokenizerToken = portToken<CardTokenizerPort>('CardTokenizerPort');
