/** @jest-environment jsdom */
// The offer page: the offer, its validity and terms, and the voucher form checked by core.
import { act, fireEvent, screen } from '@testing-library/react';
import { OfferPage, splitTerms } from './offer-page';
import { axeViolations, offerData, renderPage } from './parts/page-test-kit';

describe('the offer page', () => {
  it('given an offer, when shown, then its title is the h1 with the validity and each term listed', () => {
    renderPage(OfferPage, offerData('two-for-tuesday'), '/offer/two-for-tuesday');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Two for Tuesday: 2-for-1 pizza']);
    expect(screen.getByText('Valid every Tuesday until 30 March 2027')).toBeInTheDocument();
    const terms = screen.getByRole('heading', { name: 'Terms and conditions' }).nextElementSibling as HTMLElement;
    expect(terms.querySelectorAll('li')).toHaveLength(5);
    expect(terms.querySelector('li')).toHaveTextContent(/^Valid on Tuesdays from 12pm to close/);
  });

  it('given the form sent empty, when checked by core, then both messages show by their fields and nothing is sent', async () => {
    const offers = { requestVoucherCode: jest.fn() };
    renderPage(OfferPage, offerData('birthday-dolce'), '/offer/birthday-dolce', { actions: { offers } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my voucher' })));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('E-mail address is required');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription('The terms and conditions must be accepted');
    expect(offers.requestVoucherCode).not.toHaveBeenCalled();
  });

  it('given a bad e-mail, when sent, then it is not valid', async () => {
    renderPage(OfferPage, offerData('birthday-dolce'), '/offer/birthday-dolce', { actions: { offers: { requestVoucherCode: jest.fn() } } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'sofia@' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my voucher' })));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('E-mail address is not valid');
  });

  it('given a valid form, when the code is generated, then the thanks and the success button (override URL first)', async () => {
    const offers = { requestVoucherCode: jest.fn().mockResolvedValue(true) };
    renderPage(OfferPage, offerData('january-brunch'), '/offer/january-brunch', { actions: { offers } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: ' sofia@example.com ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my voucher' })));
    expect(offers.requestVoucherCode).toHaveBeenCalledWith({ emailAddress: 'sofia@example.com', acceptTerms: true, offerSlug: 'january-brunch' });
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Book brunch' })).toHaveAttribute('href', '/bottomless-brunch#booking');
  });

  it('given the voucher call fails, when sent, then the failure is silent and the form stays', async () => {
    const offers = { requestVoucherCode: jest.fn().mockResolvedValue(false) };
    renderPage(OfferPage, offerData('birthday-dolce'), '/offer/birthday-dolce', { actions: { offers } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'sofia@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my voucher' })));
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my voucher' })).toBeEnabled();
  });

  it('given numbered or plain terms, when split, then one term each', () => {
    expect(splitTerms('1. One thing. 2. Another 12pm thing.')).toEqual(['One thing.', 'Another 12pm thing.']);
    expect(splitTerms('Just one rule.')).toEqual(['Just one rule.']);
  });

  it('given the page with errors showing, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(OfferPage, offerData('birthday-dolce'), '/offer/birthday-dolce');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my voucher' })));
    expect(await axeViolations(container)).toEqual([]);
  });
});
