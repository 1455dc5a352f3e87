// Typing a card into step three's card guarantee, as a diner does: the test gateway's documented cards.
import type { Locator } from '@playwright/test';

export interface TypedCard {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The test gateway's approved card (docs/api.md, "Test cards"); any expiry to come. */
export const TEST_CARD_APPROVED: TypedCard = { name: 'Giulia Rossi', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' };
/** The test gateway's declined card. */
export const TEST_CARD_DECLINED: TypedCard = { ...TEST_CARD_APPROVED, number: '4000 0000 0000 0002' };

/** Fills the card form (the group named 'Card guarantee'), replacing what was typed before. */
export async function typeCard(card: Locator, typed: TypedCard): Promise<void> {
  await card.getByLabel('Name on card').fill(typed.name);
  await card.getByLabel('Card number').fill(typed.number);
  await card.getByLabel('Expiry date (MM/YY)').fill(typed.expiry);
  await card.getByLabel('Security code (CVC)').fill(typed.cvc);
}
