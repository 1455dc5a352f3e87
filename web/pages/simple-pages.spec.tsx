/** @jest-environment jsdom */
// The referral and sign-up thanks pages: a real heading and copy.
import { screen } from '@testing-library/react';
import { ReferralPage } from './referral-page';
import { SignupThanksPage } from './signup-thanks-page';
import { axeViolations, renderPage } from './parts/page-test-kit';

const data = { meta: { title: 't', description: 'd', canonicalPath: '/' } };

describe('the referral page', () => {
  it('given /refer-a-friend, when shown, then one h1, the steps and the link to sign up', async () => {
    const { container } = renderPage(ReferralPage, data, '/refer-a-friend');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Bring a friend to the table']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Send a friend to sign up' })).toHaveAttribute('href', '/sign-up');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the sign-up thanks page', () => {
  it('given /signup-thanks, when shown, then one h1 and where to go next', async () => {
    const { container } = renderPage(SignupThanksPage, data, '/signup-thanks');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Grazie, thank you for signing up']);
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/restaurants/book-now');
    expect(await axeViolations(container)).toEqual([]);
  });
});
