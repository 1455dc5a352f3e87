/** @jest-environment jsdom */
// The waitlist's claim page (issue 14, item 2): the held table with how long it is still held and one button
// to book it; the booking made; and the link not valid, lapsed or already used, each in core's words with
// focus on the heading. The page's own clock also ends the hold when its time is up.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WAITLIST_MESSAGES } from '@tavola/core/errors';
import type { HeldTable, WaitlistApiPort } from '@tavola/core/ports';
import type { WaitlistClaimData } from '../page-data';
import { WaitlistClaimPage } from './waitlist-claim-page';
import { axeViolations, renderPage } from './parts/page-test-kit';
import { aHeldTable } from '../../tests/builders/waitlist.builder';

const TOKEN = `w1.42.${'A'.repeat(43)}`;
/** 19:00 London time (UTC in November) on the Monday the page is read. */
const LOADED_AT = Date.UTC(2026, 10, 23, 19, 0);
const TABLE = aHeldTable({ expiresAt: new Date(LOADED_AT + 15 * 60_000).toISOString() });
const META = { title: 'Your held table', description: '', canonicalPath: '/booking/waitlist/claim', noindex: true };
const claimData = (table: HeldTable | null, problem: WaitlistClaimData['problem'] = null): WaitlistClaimData => ({ meta: META, token: TOKEN, table, problem, loadedAtMs: LOADED_AT });
const PATH = `/booking/waitlist/claim?token=${TOKEN}`;

function fakeClaim(answer: Awaited<ReturnType<WaitlistApiPort['claim']>>) {
  return { claim: jest.fn(async () => answer) };
}

beforeEach(() => {
  jest.useFakeTimers({ now: LOADED_AT + 30_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the claim page', () => {
  it('given a held table, then its restaurant, date, time, party and how long it is held, with one button to book it', async () => {
    const waitlist = fakeClaim({ ok: true, value: { bookingReference: 'CVAB2CDE', manageUrl: 'http://localhost/booking/manage/m1.x' } });
    const { container } = renderPage(WaitlistClaimPage, claimData(TABLE), PATH, { actions: { waitlist } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A table is free for you');
    const facts = Object.fromEntries([...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      Restaurant: 'York Stonegate',
      Date: 'Wednesday 25 November',
      Time: '19:30',
      Party: '3 people',
      Occasion: 'Dinner',
      'Held for you': 'Until 19:15, 14 more minutes',
    });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    jest.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the button, then the table is booked: the reference, the words, the manage link and focus on the heading', async () => {
    const waitlist = fakeClaim({ ok: true, value: { bookingReference: 'CVAB2CDE', manageUrl: 'http://localhost/booking/manage/m1.x' } });
    renderPage(WaitlistClaimPage, claimData(TABLE), PATH, { actions: { waitlist } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.claimButton })));
    expect(waitlist.claim).toHaveBeenCalledWith(TOKEN);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Your table is booked');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(WAITLIST_MESSAGES.claimed);
    expect(screen.getByText('CVAB2CDE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', 'http://localhost/booking/manage/m1.x');
    expect(screen.queryByRole('button', { name: WAITLIST_MESSAGES.claimButton })).toBeNull();
  });

  it('given a claim too late, then the lapsed words, no button, and another table to look for', async () => {
    const waitlist = fakeClaim({ ok: false, error: { code: null, status: 410, message: WAITLIST_MESSAGES.holdExpired } });
    renderPage(WaitlistClaimPage, claimData(TABLE), PATH, { actions: { waitlist } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.claimButton })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This table is no longer held');
    expect(screen.getByRole('status')).toHaveTextContent(WAITLIST_MESSAGES.holdExpired);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Look for another table' })).toHaveAttribute('href', '/restaurants/book-now');
  });

  it('given a claim that could not be sent, then "try again" and the button stays', async () => {
    const waitlist = fakeClaim({ ok: false, error: { code: null } });
    renderPage(WaitlistClaimPage, claimData(TABLE), PATH, { actions: { waitlist } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.claimButton })));
    expect(screen.getByRole('status')).toHaveTextContent(WAITLIST_MESSAGES.failed);
    expect(screen.getByRole('button', { name: WAITLIST_MESSAGES.claimButton })).toBeEnabled();
  });

  it.each([
    ['not valid', { status: 404 }, 'This link is not valid', WAITLIST_MESSAGES.holdInvalid],
    ['lapsed', { status: 410, message: WAITLIST_MESSAGES.holdExpired }, 'This table is no longer held', WAITLIST_MESSAGES.holdExpired],
    ['already used', { status: 410, message: WAITLIST_MESSAGES.holdUsed }, 'This table is already booked', WAITLIST_MESSAGES.holdUsed],
  ])('given a link %s, then its heading and words, and no button', (_, problem, heading, words) => {
    renderPage(WaitlistClaimPage, claimData(null, problem), PATH, { actions: { waitlist: fakeClaim({ ok: false, error: { code: null } }) } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('status')).toHaveTextContent(words);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given the page left open past the hold, then it says the table has gone to the next diner, without a button', async () => {
    renderPage(WaitlistClaimPage, claimData(TABLE), PATH, { actions: { waitlist: fakeClaim({ ok: false, error: { code: null } }) } });
    expect(screen.getByRole('button', { name: WAITLIST_MESSAGES.claimButton })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(15 * 60_000);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This table is no longer held');
    expect(screen.getByRole('status')).toHaveTextContent(WAITLIST_MESSAGES.holdExpired);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
