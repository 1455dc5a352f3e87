// A diner guaranteeing a large booking with a card: the test gateway's declined card first, whose refusal the
// diner reads in the gateway's words, then the approved card, and the booking made. The card form by
// keyboard, errors by field with focus on the first invalid one, axe clean, and no token or nonce on screen.
import { expect, test } from '@playwright/test';
import { TEST_CARD_APPROVED, TEST_CARD_DECLINED, typeCard } from './booking-card-steps';
import { bookableDate, fillDetails, openBooking, reachStepThree, setAdults } from './booking-steps';
import { collectErrors, expectNoAxeViolationsAtWidths } from './support';

test('given 10 adults at Oxford Circus, when the declined test card is refused, then the approved card books the table', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const booking = await openBooking(page, '/restaurants/london/oxford-circus/book-now');
  await setAdults(booking, 10);
  await reachStepThree(booking, bookableDate(6));
  const card = booking.getByRole('group', { name: 'Card guarantee' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(card.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
  await expect(booking.getByText('Your card is held as a guarantee.')).toHaveCount(0);
  await fillDetails(booking, 'giulia.declined@example.com');
  const guarantee = card.getByRole('button', { name: 'Guarantee with card' });
  await expect(guarantee).toBeEnabled();

  // Tried empty: every field says what it needs, and the first takes focus.
  await guarantee.click();
  await expect(card.getByText('Name on card is required')).toBeVisible();
  await expect(card.getByText('Card number is required')).toBeVisible();
  await expect(card.getByLabel('Name on card')).toBeFocused();
  await expectNoAxeViolationsAtWidths(page, 'the card step tried empty');

  // A number with a wrong digit is refused where it is typed, before anything is sent.
  await typeCard(card, { ...TEST_CARD_APPROVED, number: '4111 1111 1111 1112' });
  await guarantee.click();
  await expect(card.getByText('Card number is not valid: check the digits')).toBeVisible();
  await expect(card.getByLabel('Card number')).toBeFocused();

  // The declined card: the gateway's own words, focused, and the booking still waits for a card.
  await typeCard(card, TEST_CARD_DECLINED);
  await guarantee.click();
  const declined = card.getByRole('alert');
  await expect(declined).toHaveText('Your card was declined. Please try another card.');
  await expect(declined).toBeFocused();
  await expectNoAxeViolationsAtWidths(page, 'the card declined');
  const submit = booking.getByRole('button', { name: 'Book table' });
  await expect(submit).toBeDisabled();

  // The approved card, typed by keyboard over the declined one.
  await card.getByLabel('Card number').fill('');
  await card.getByLabel('Card number').pressSequentially(TEST_CARD_APPROVED.number);
  await card.getByLabel('Card number').press('Tab');
  await expect(card.getByLabel('Expiry date (MM/YY)')).toBeFocused();
  await guarantee.focus();
  await page.keyboard.press('Enter');
  await expect(card).toBeHidden();
  await expect(booking.getByText('Your card is held as a guarantee.')).toBeVisible();
  expect(await booking.textContent()).not.toMatch(/nonce|token|4111/i);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(booking.getByText(/CV[A-Z2-9]{6}/)).toBeVisible();
  await expect(booking.getByText('10 people')).toBeVisible();
  // The decline is the API's 402, which the browser logs as a failed resource; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('status of 402'))).toEqual([]);
});
