/** @jest-environment jsdom */
// "Notify me" in the booking journey over a real BookingStore and a real WaitlistStore whose ports are
// plain fakes: offered only where there is no table and nothing to request instead, the form prefilled from
// the journey, each field's error in words, what happens next once joined, a refusal beside its field, and
// Enter in the form sending it, not step two.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITLIST_MESSAGES } from '@tavola/core/errors';
import { fail, ok, type ApiResult, type WaitlistApiPort, type WaitlistEntryAnswer } from '@tavola/core/ports';
import type { WaitlistJoinRequest } from '@tavola/core/booking';
import { FixedClock } from '@tavola/adapters';
import { aSlot } from '../../../tests/builders/booking.builder';
import { MemoryCookieJar } from '../../layout/layout.test-kit';
import { RootStore } from '../../stores/root.store';
import { StoreProvider } from '../../stores/store-context';
import { BookingStore } from '../booking.store';
import { DINNER, RESTAURANTS, analytics, fakeBooking, payments, type FakeOptions } from '../booking.test-kit';
import { WaitlistStore } from '../waitlist.store';
import { BookingJourneyView } from './booking-journey-view';

function fakeWaitlist(answer: ApiResult<WaitlistEntryAnswer> = ok({ id: 1, status: 'waiting', holdMinutes: 15 })) {
  const joined: WaitlistJoinRequest[] = [];
  const port: WaitlistApiPort = {
    join: async (request) => (joined.push(request), answer),
    heldTable: async () => fail({ code: null }),
    claim: async () => fail({ code: null }),
  };
  return { port, joined };
}

async function renderJourney(options: FakeOptions & { waitlistAnswer?: ApiResult<WaitlistEntryAnswer>; withWaitlist?: boolean } = {}) {
  const { booking } = fakeBooking(options);
  const { port, joined } = fakeWaitlist(options.waitlistAnswer);
  const store = new BookingStore(
    { booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) },
    { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS },
  );
  const waitlist = new WaitlistStore({ waitlist: port });
  await act(() => store.start());
  const user = userEvent.setup();
  render(
    <StoreProvider store={new RootStore({ cookies: new MemoryCookieJar() })}>
      <BookingJourneyView store={store} waitlist={options.withWaitlist === false ? null : waitlist} />
    </StoreProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Find a table' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose a time' })).toBeInTheDocument());
  return { store, waitlist, joined, user };
}

/** The journey at step two for a party of `covers`, with no slot, its occasion's waitlist taking up to `largest`. */
async function renderJourneyWithParty(covers: number, largest: number) {
  const { booking } = fakeBooking({ slotsFailCode: 4, occasion: { ...DINNER, waitlistMaxCovers: largest } });
  const store = new BookingStore(
    { booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) },
    { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS },
  );
  await act(() => store.start());
  act(() => void store.changeCovers({ adults: covers, children: 0 }));
  const user = userEvent.setup();
  render(
    <StoreProvider store={new RootStore({ cookies: new MemoryCookieJar() })}>
      <BookingJourneyView store={store} waitlist={new WaitlistStore({ waitlist: fakeWaitlist().port })} />
    </StoreProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Find a table' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose a time' })).toBeInTheDocument());
  return { store };
}

const notify = () => screen.getByRole('group', { name: 'Notify me if a table comes free' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = notify();
  await user.type(within(form).getByLabelText('First name'), 'Giulia');
  await user.type(within(form).getByLabelText('Last name'), 'Rossi');
  await user.type(within(form).getByLabelText('E-mail'), 'giulia.rossi@example.com');
  await user.click(within(form).getByRole('checkbox', { name: /E-mail me about this table/ }));
}

describe('Notify me', () => {
  it('given no slot at all, then it is offered, prefilled with the journey’s party, date and an hour either side of dinner', async () => {
    const { user } = await renderJourney({ slotsFailCode: 4 });
    expect(screen.getByText(WAITLIST_MESSAGES.offer)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    const form = notify();
    expect(form).toHaveTextContent('Oxford Circus, 1 person, Saturday 14 June');
    expect(within(form).getByLabelText('Earliest time')).toHaveValue('18:00');
    expect(within(form).getByLabelText('Latest time')).toHaveValue('20:00');
    expect(within(form).getByLabelText('Phone (optional)')).toHaveValue('');
  });

  it('given a party larger than the occasion’s waitlist takes (York: four), then it is not offered: the API would refuse it', async () => {
    const { store } = await renderJourneyWithParty(5, 4);
    expect(store.snapshot.journey.coverSize).toBe(5);
    expect(screen.getByText(/No tables at Oxford Circus/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('given a party the occasion’s waitlist takes, then it is offered', async () => {
    await renderJourneyWithParty(4, 4);
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  });

  it('given a time that can still be requested, then it is not offered: the diner sends an enquiry', async () => {
    await renderJourney({ slots: [aSlot({ time: '19:00', canEnquire: true })] });
    expect(screen.getByText(/No tables at Oxford Circus/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('given no waitlist from the front-end, then only the restaurants nearby are offered', async () => {
    await renderJourney({ slotsFailCode: 4, withWaitlist: false });
    expect(screen.getByRole('button', { name: 'Find a table nearby' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('given the form sent empty, then each field says what is wrong, the first takes focus, and nothing is sent', async () => {
    const { user, joined } = await renderJourney({ slotsFailCode: 4 });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await user.click(within(notify()).getByRole('button', { name: 'Notify me' }));
    expect(joined).toEqual([]);
    const first = within(notify()).getByLabelText('First name');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveFocus();
    expect(within(notify()).getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
    expect(within(notify()).getByRole('checkbox', { name: /E-mail me about this table/ })).toHaveAccessibleDescription(WAITLIST_MESSAGES.consentNeeded);
  });

  it('given needs ticked in the form (the step-three disclosure, opened by keyboard), then they are sent with the entry', async () => {
    const { user, joined } = await renderJourney({ slotsFailCode: 4 });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await fillIn(user);
    const form = notify();
    within(form).getByText('Anything we should know?').focus();
    await user.keyboard('{Enter}');
    await user.click(within(form).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(form).getByText('High chair'));
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(joined).toHaveLength(1));
    expect(joined[0]?.needs).toEqual({ allergens: ['peanuts'], diets: [], access: [], highChair: true, pram: false });
    await screen.findByRole('status', { name: 'You are on the waitlist' });
  });

  it('given no need ticked, then none is sent', async () => {
    const { user, joined } = await renderJourney({ slotsFailCode: 4 });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await fillIn(user);
    await user.click(within(notify()).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(joined).toHaveLength(1));
    expect(joined[0]).not.toHaveProperty('needs');
    await screen.findByRole('status', { name: 'You are on the waitlist' });
  });

  it('given a filled form sent with Enter, then it joins (not step two) and says what happens next in words', async () => {
    const { user, joined, store } = await renderJourney({ slotsFailCode: 4 });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await fillIn(user);
    await user.selectOptions(within(notify()).getByLabelText('Latest time'), '21:00');
    await user.type(within(notify()).getByLabelText('E-mail'), '{Enter}');
    await waitFor(() => expect(joined).toHaveLength(1));
    expect(joined[0]).toEqual({
      storeId: 'A',
      occasionId: 'dinner',
      date: '2025-06-14',
      timeFrom: '18:00',
      timeTo: '21:00',
      adults: 1,
      children: 0,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.com',
      consent: true,
    });
    const done = await screen.findByRole('status', { name: 'You are on the waitlist' });
    expect(done).toHaveTextContent(WAITLIST_MESSAGES.joined);
    expect(done).toHaveTextContent('If a table for your party comes free between 18:00 and 21:00, we will e-mail giulia.rossi@example.com');
    expect(done).toHaveTextContent('holds the table for you for 15 minutes');
    expect(done).toHaveTextContent('goes to the next person waiting');
    expect(store.snapshot.currentStep).toBe(2);
  });

  it('given a refusal naming the earliest time, then its words beside that field, with the details kept', async () => {
    const { user } = await renderJourney({ slotsFailCode: 4, waitlistAnswer: fail({ code: null, status: 409, message: WAITLIST_MESSAGES.notFull, field: 'timeFrom' }) });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await fillIn(user);
    await user.click(within(notify()).getByRole('button', { name: 'Notify me' }));
    const earliest = within(notify()).getByLabelText('Earliest time');
    await waitFor(() => expect(earliest).toHaveAccessibleDescription(WAITLIST_MESSAGES.notFull));
    expect(earliest).toHaveFocus();
    expect(within(notify()).getByLabelText('First name')).toHaveValue('Giulia');
  });

  it('given a server failure, then "try again" is announced and the form stays', async () => {
    const { user } = await renderJourney({ slotsFailCode: 4, waitlistAnswer: fail({ code: null, status: 503 }) });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await fillIn(user);
    await user.click(within(notify()).getByRole('button', { name: 'Notify me' }));
    expect(await within(notify()).findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.failed);
  });
});
