/** @jest-environment jsdom */
// The booking journey's view over a real BookingStore whose ports are plain fakes answering ok(...): the
// three steps and the thanks screen by keyboard alone, core's messages per field, the slot-taken message,
// the nearest restaurants offered when there is no table, and the card guarantee block.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@tavola/core/ports';
import { BLOCKER_MESSAGES, ErrorCode, FINDER_MESSAGES, MESSAGES } from '@tavola/core/errors';
import { FixedClock } from '@tavola/adapters';
import { anOccasion, aSlot } from '../../../tests/builders/booking.builder';
import type { RestaurantSummary } from '../../page-data';
import { MemoryCookieJar } from '../../layout/layout.test-kit';
import { RootStore } from '../../stores/root.store';
import { StoreProvider } from '../../stores/store-context';
import { BookingStore, type BookingStorePorts, type ConfirmedBooking } from '../booking.store';
import { DINNER, RESTAURANTS, analytics, fakeBooking, payments, type FakeOptions } from '../booking.test-kit';
import { axeViolations } from '../../pages/parts/page-test-kit';
import { BookingJourneyView } from './booking-journey-view';

interface RenderOptions extends FakeOptions {
  variant?: 'panel' | 'strip';
  geo?: BookingStorePorts['geo'];
  geolocation?: BookingStorePorts['geolocation'];
  occasions?: ReturnType<typeof anOccasion>[];
  restaurants?: RestaurantSummary[];
  storeId?: string | null;
  /** Stands in for the create call (to read what was sent). */
  createBooking?: BookingStorePorts['booking']['createBooking'];
  /** Stands in for the times call (a booking API down). */
  getSlots?: BookingStorePorts['booking']['getSlots'];
  /** The booking's Idempotency-Keys. */
  ids?: BookingStorePorts['ids'];
}

async function renderJourney(options: RenderOptions = {}) {
  const { booking, calls } = fakeBooking(options);
  if (options.occasions) booking.getOccasions = async () => (calls.push('getOccasions'), ok(options.occasions ?? []));
  if (options.createBooking) booking.createBooking = options.createBooking;
  if (options.getSlots) booking.getSlots = options.getSlots;
  const confirmed: ConfirmedBooking[] = [];
  const store = new BookingStore(
    { booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)), geo: options.geo, geolocation: options.geolocation, ids: options.ids },
    {
      storeId: options.storeId === undefined ? 'A' : options.storeId,
      date: '2025-06-14',
      restaurants: options.restaurants ?? RESTAURANTS,
      onConfirmed: (b) => confirmed.push(b),
      eventOccasionIds: ['private-event'],
    },
  );
  await act(() => store.start());
  const user = userEvent.setup();
  const root = new RootStore({ cookies: new MemoryCookieJar() });
  const view = render(
    <StoreProvider store={root}>
      <BookingJourneyView store={store} variant={options.variant} />
    </StoreProvider>,
  );
  return { store, calls, confirmed, user, root, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/** Tabs (forwards) until `element` has focus, as a keyboard user would. */
async function tabTo(user: User, element: HTMLElement): Promise<void> {
  for (let i = 0; i < 40 && document.activeElement !== element; i += 1) await user.tab();
  expect(element).toHaveFocus();
}

const heading = (name: string) => screen.getByRole('heading', { level: 3, name });

async function toStepTwo(user: User) {
  await tabTo(user, screen.getByRole('button', { name: 'Find a table' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(heading('Choose a time')).toHaveFocus());
}

async function toStepThree(user: User) {
  await toStepTwo(user);
  await tabTo(user, screen.getByRole('button', { name: 'Continue' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(heading('Your details')).toHaveFocus());
}

async function typeDetails(user: User) {
  await tabTo(user, screen.getByLabelText('First name'));
  await user.keyboard('Giulia');
  await user.tab();
  await user.keyboard('Rossi');
  await user.tab();
  await user.keyboard('giulia.rossi@example.com');
  await user.tab();
  await user.keyboard('07700 900123');
}

describe('BookingJourneyView', () => {
  it('books a table from step one to the thanks screen with the keyboard alone', async () => {
    const { store, user, confirmed, calls } = await renderJourney();
    expect(screen.getByLabelText('Restaurant')).toHaveValue('A');
    expect(screen.getByLabelText('Occasion')).toHaveValue('dinner');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2025-06-10');
    expect(screen.queryByRole('group', { name: 'Children' })).toBeNull();

    // Two more adults with the stepper.
    await tabTo(user, screen.getByRole('button', { name: 'More adults' }));
    await user.keyboard('{Enter}{Enter}');
    expect(store.snapshot.journey.adultCovers).toBe(3);

    await toStepTwo(user);
    const dinner = screen.getByRole('group', { name: 'Dinner' });
    expect(within(dinner).getAllByRole('button').map((b) => b.textContent)).toEqual(['19:00', '19:30', '20:00Enquiry']);
    expect(within(dinner).getByRole('button', { name: '20:00 Enquiry' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Menu')).toHaveValue('a-la-carte');
    expect(screen.getByLabelText('Area')).toBeInTheDocument();

    // A suggested time in one keypress.
    const suggested = within(screen.getByRole('group', { name: 'Suggested times' })).getByRole('button', { name: '19:30' });
    await tabTo(user, suggested);
    await user.keyboard(' ');
    expect(store.snapshot.journey.selectedBookingTime).toBe('19:30');
    expect(suggested).toHaveAttribute('aria-pressed', 'true');

    await tabTo(user, screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading('Your details')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Book table' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Card guarantee' })).toBeNull();

    await typeDetails(user);
    await tabTo(user, screen.getByLabelText('Send me offers and news by e-mail'));
    await user.keyboard(' ');
    expect(store.snapshot.journey.customer.shouldReceivePromotions).toBe(true);
    await tabTo(user, screen.getByRole('button', { name: 'Book table' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(heading('Thank you')).toHaveFocus());
    expect(calls).toContain('createBooking');
    expect(screen.getByText('CVVIEW01')).toBeInTheDocument();
    expect(screen.getByText('Table booking')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'booking-CVVIEW01.ics');
    expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    expect(confirmed).toEqual([expect.objectContaining({ reference: 'CVVIEW01', time: '19:30', covers: 3 })]);

    await tabTo(user, screen.getByRole('button', { name: 'Make another booking' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading('Your table')).toHaveFocus());
    expect(store.snapshot.currentStep).toBe(1);
  });

  it("keeps the party's needs behind 'Anything we should know?': in the tab order, three labelled groups, a tick sent with the booking", async () => {
    const sent: unknown[] = [];
    const { store, user, container } = await renderJourney({
      createBooking: async (_storeId, data) => (sent.push(data), ok({ bookingReference: 'CVNEEDS1', bookingStatus: 0 }) as never),
    });
    await toStepThree(user);
    const disclosure = container.querySelector('details.booking-needs') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    const summary = disclosure.querySelector('summary') as HTMLElement;
    expect(summary).toHaveTextContent('Anything we should know?');
    await typeDetails(user);
    // The summary is in the tab order; jsdom does not open a disclosure on Enter as browsers do (the browser
    // test does), so it is pressed here.
    await tabTo(user, summary);
    await user.click(summary);
    expect(disclosure.open).toBe(true);

    const groups = ['Allergies', 'Diet', 'Access and family'].map((name) => within(disclosure).getByRole('group', { name }));
    expect(groups.map((group) => within(group).getAllByRole('checkbox').length)).toEqual([14, 7, 4]);
    expect(within(groups[2] as HTMLElement).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Wheelchair space',
      'Step-free access',
      'High chair',
      'Room for a pram',
    ]);
    await tabTo(user, screen.getByRole('checkbox', { name: 'Peanuts' }));
    await user.keyboard(' ');
    await user.click(screen.getByText('High chair'));
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    expect(store.snapshot.journey.needs).toMatchObject({ allergens: ['peanuts'], highChair: true });
    expect(await axeViolations(container)).toEqual([]);

    await tabTo(user, screen.getByRole('button', { name: 'Book table' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading('Thank you')).toHaveFocus());
    expect(sent).toEqual([expect.objectContaining({ needs: { allergens: ['peanuts'], diets: [], access: [], highChair: true, pram: false } })]);
  });

  it('goes back to step three with its needs still ticked and the disclosure open', async () => {
    const { store, user, container } = await renderJourney();
    await toStepThree(user);
    act(() => {
      store.changeNeed('diets', 'halal', true);
    });
    await tabTo(user, screen.getByRole('button', { name: 'Back' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading('Choose a time')).toHaveFocus());
    await tabTo(user, screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading('Your details')).toHaveFocus());
    expect((container.querySelector('details.booking-needs') as HTMLDetailsElement).open).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
  });

  it("shows core's message under each field once left, and every one on a booking attempt", async () => {
    const { store, user, calls } = await renderJourney();
    await toStepThree(user);
    const firstName = screen.getByLabelText('First name');
    await tabTo(user, firstName);
    await user.tab();
    const expected = store.snapshot.customerErrors.firstName as string;
    expect(expected).toBeTruthy();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(expected);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');

    await tabTo(user, screen.getByRole('button', { name: 'Book table' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(firstName).toHaveFocus());
    const shown = Object.entries(store.snapshot.customerErrors);
    expect(shown.map(([field]) => field)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email']));
    for (const [field, message] of shown) expect(screen.getByText(message).id).toMatch(new RegExp(`${field}-error$`));
    expect(calls).not.toContain('createBooking');

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(store.snapshot.customerErrors.email as string);
  });

  it("says the slot was just taken, keeps the details and offers another time", async () => {
    const { store, user } = await renderJourney({ created: ok({ bookingReference: '', bookingStatus: 9 }) });
    await toStepThree(user);
    await typeDetails(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.slotTaken));
    expect(screen.getByLabelText('First name')).toHaveValue('Giulia');
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    await waitFor(() => expect(store.snapshot.currentStep).toBe(2));
  });

  it('asks the preferred time first, suggests the times nearest it and folds each service band to one row until asked', async () => {
    const quarterHours = Array.from({ length: 40 }, (_, i) => `${12 + Math.floor(i / 4)}:${String((i % 4) * 15).padStart(2, '0')}`);
    const { store, user, calls } = await renderJourney({ slots: quarterHours.map((time) => aSlot({ time, canEnquire: time === '19:15' })) });
    await toStepTwo(user);
    const suggestedTimes = () => within(screen.getByRole('group', { name: 'Suggested times' })).getAllByRole('button');
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

    // Dinner: 19:00 is wanted and chosen, never the day's first slot.
    const preferred = screen.getByLabelText('What time would you like?');
    expect(preferred).toHaveValue('19:00');
    expect(within(preferred).getAllByRole('option')).toHaveLength(20);
    expect(suggestedTimes().map((b) => b.textContent)).toEqual(['18:45', '19:00', '19:15Enquiry']);
    expect(pressed()).toEqual(['19:00']);

    // Each band folded to its first four times, with a real disclosure button.
    for (const [band, count] of [['Lunch', 12], ['Afternoon', 8], ['Dinner', 20]] as const) {
      const group = screen.getByRole('group', { name: band });
      expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(4);
      const more = within(group).getByRole('button', { name: `Show all ${band.toLowerCase()} times (${count})` });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toBeInTheDocument();
    }

    // Another preferred time by keyboard: the suggestions and the chosen time follow, and nothing is called.
    const callsBefore = calls.length;
    await tabTo(user, preferred);
    await user.selectOptions(preferred, '13:00');
    expect(store.snapshot.preferredTime).toBe('13:00');
    expect(suggestedTimes().map((b) => b.textContent)).toEqual(['12:45', '13:00', '13:15']);
    expect(store.snapshot.journey.selectedBookingTime).toBe('13:00');
    expect(calls).toHaveLength(callsBefore);

    // The dinner band opened by keyboard, a late time chosen, the band folded again: that time stays in sight.
    const dinner = screen.getByRole('group', { name: 'Dinner' });
    const showDinner = within(dinner).getByRole('button', { name: 'Show all dinner times (20)' });
    await tabTo(user, showDinner);
    await user.keyboard('{Enter}');
    expect(showDinner).toHaveAttribute('aria-expanded', 'true');
    expect(showDinner).toHaveTextContent('Show fewer dinner times');
    expect(within(dinner).getAllByRole('button', { name: /^\d\d:\d\d/ })).toHaveLength(20);
    await tabTo(user, within(dinner).getByRole('button', { name: '21:45' }));
    await user.keyboard(' ');
    expect(store.snapshot.journey.selectedBookingTime).toBe('21:45');
    expect(pressed()).toEqual(['21:45']);
    await user.click(showDinner);
    expect(showDinner).toHaveAttribute('aria-expanded', 'false');
    expect(within(dinner).getAllByRole('button', { name: /^\d\d:\d\d/ }).map((b) => b.textContent)).toEqual(['17:00', '17:15', '17:30', '21:45']);
    expect(pressed()).toEqual(['21:45']);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('offers the nearest restaurant with the time free in one tap when there is no table', async () => {
    const { store, user, calls } = await renderJourney({ slots: [] });
    await toStepTwo(user);
    expect(screen.getByText(/No tables at Oxford Circus for 1 person on Saturday 14 June/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time you would like')).toHaveValue('19:00');
    await user.click(screen.getByRole('button', { name: 'Find a table nearby' }));
    const offer = await screen.findByRole('button', { name: /Covent Garden at 19:00/ });
    expect(calls).toContain('checkAvailability');
    await user.click(offer);
    await waitFor(() => expect(store.snapshot.journey.storeId).toBe('B'));
    await waitFor(() => expect(store.snapshot.journey.selectedBookingTime).toBe('19:00'));
    expect(within(screen.getByRole('group', { name: 'Suggested times' })).getByRole('button', { name: '19:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('given no free slot at all (the API says so), then the wanted time starts at dinner, not the 09:00 placeholder', async () => {
    const { store, user } = await renderJourney({ slotsFailCode: 4 });
    await toStepTwo(user);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.noFreeSlot);
    expect(store.snapshot.journey.selectedBookingTime).toBe('09:00');
    const wanted = screen.getByLabelText('Time you would like');
    expect(wanted).toHaveValue('19:00');
    expect(within(wanted).queryByRole('option', { name: '09:00' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find a table nearby' }));
    expect(await screen.findByRole('button', { name: /Covent Garden at 19:00/ })).toBeInTheDocument();
  });

  it('sends an enquiry-only slot as an enquiry without asking for a card (the restaurant confirms it)', async () => {
    const { user, calls } = await renderJourney({ requirements: { isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true } });
    await toStepThree(user);
    expect(screen.queryByRole('group', { name: 'Card guarantee' })).toBeNull();
    await typeDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(heading('Request sent')).toBeInTheDocument());
    expect(screen.getByText('Enquiry')).toBeInTheDocument();
    expect(calls).toContain('createEnquiry');
  });

  it('sends a private event as an event request through the events call', async () => {
    const privateEvent = anOccasion({ id: 'private-event', name: 'Private event', minimumCovers: 8, maximumCovers: 15 });
    const { store, user, calls } = await renderJourney({ occasions: [DINNER, privateEvent] });
    await user.selectOptions(screen.getByLabelText('Occasion'), 'private-event');
    expect(store.snapshot.journey.adultCovers).toBe(8);
    await toStepThree(user);
    expect(screen.getByText(/events team as an event request/)).toBeInTheDocument();
    await typeDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send event request' }));
    await waitFor(() => expect(heading('Request sent')).toBeInTheDocument());
    expect(screen.getByText('Event request')).toBeInTheDocument();
    expect(calls).toContain('createEvent');
    expect(calls).not.toContain('createBooking');
  });

  it('never asks about a day before today while a date is typed, and says so when the field is left', async () => {
    const { store, user, calls } = await renderJourney();
    const date = screen.getByLabelText('Date');
    const asked = () => calls.filter((call) => call === 'getOccasions').length;
    const before = asked();
    fireEvent.change(date, { target: { value: '0002-06-20' } });
    fireEvent.change(date, { target: { value: '2025-06-09' } });
    expect(asked()).toBe(before);
    expect(store.snapshot.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-14');
    fireEvent.blur(date);
    expect(date).toHaveAccessibleDescription('Choose today or a later date.');
    expect(screen.getByRole('button', { name: 'Find a table' })).toBeDisabled();
    fireEvent.change(date, { target: { value: '2025-06-20' } });
    await waitFor(() => expect(asked()).toBe(before + 1));
    expect(store.snapshot.journey.selectedBookingDate?.slice(0, 10)).toBe('2025-06-20');
    expect(date).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find a table' })).toBeEnabled());
  });

  it('finds the nearest restaurants by postcode or by position, each one tap from being chosen', async () => {
    const searches: string[] = [];
    const geo = {
      searchByText: async (query: string) => (searches.push(query), ok({ origin: query === 'WC2E' ? { lat: 51.512, lng: -0.123 } : null, locations: [] })),
    };
    let position: Awaited<ReturnType<NonNullable<BookingStorePorts['geolocation']>['currentPosition']>> = { ok: false, reason: 'denied' };
    const geolocation = { currentPosition: async () => position };
    const { store, user } = await renderJourney({ geo, geolocation, storeId: null });
    await user.click(screen.getByText('Which is nearest? Search by postcode or town'));
    const search = screen.getByRole('search', { name: 'Search by postcode, town or your location' });

    await user.type(within(search).getByLabelText('Postcode or town'), 'Atlantis{Enter}');
    expect(await within(search).findByText(FINDER_MESSAGES.placeNotFound('Atlantis'))).toBeInTheDocument();
    expect(store.snapshot.currentStep).toBe(1);

    await user.clear(within(search).getByLabelText('Postcode or town'));
    await user.type(within(search).getByLabelText('Postcode or town'), 'WC2E');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    const list = await within(search).findByRole('list', { name: 'Nearest first' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual(['Covent Gardenunder 0.1 miles away', 'Oxford Circus0.8 miles away']);
    expect(searches).toEqual(['Atlantis', 'WC2E']);
    await user.click(choices[1] as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('Restaurant')).toHaveValue('A'));
    expect(choices[1]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(search).getByRole('button', { name: 'Use my location' }));
    expect(await within(search).findByText(FINDER_MESSAGES.locationOff)).toBeInTheDocument();
    position = { ok: true, point: { lat: 51.515, lng: -0.141 } };
    await user.click(within(search).getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(within(search).getAllByRole('button', { name: /miles away/ })[0]).toHaveTextContent('Oxford Circusunder 0.1 miles away'));
  });

  it('given the booking API down (503s), says so in the catalogue\'s words with Try again, which works once the API is back', async () => {
    let down = true;
    const { booking, calls } = fakeBooking();
    booking.getOccasions = async () => (calls.push('getOccasions'), down ? fail({ code: null, status: 503 }) : ok([DINNER]));
    const store = new BookingStore({ booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) }, { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS });
    await act(() => store.start());
    const user = userEvent.setup();
    render(<BookingJourneyView store={store} />);
    expect(screen.getByText(MESSAGES.defaultError)).toHaveAttribute('data-message', 'occasionsFailed');
    const next = screen.getByRole('button', { name: 'Find a table' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(BLOCKER_MESSAGES.occasionsNotLoaded);

    // Still down: the same words, the focus kept on Try again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c === 'getOccasions')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getByText(MESSAGES.defaultError)).toBeInTheDocument();

    // Back: the occasions load, the message and Try again go, the diner is on the occasion.
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(MESSAGES.defaultError)).toBeNull();
    expect(screen.getByRole('button', { name: 'Find a table' })).toBeEnabled();
  });

  it('given the times unanswered (503), step two says why and offers Try again, which loads them once the API is back', async () => {
    let down = true;
    const asked: string[] = [];
    const { user } = await renderJourney({
      getSlots: async () => (asked.push('getSlots'), down ? fail({ code: null, status: 503 }) : ok([aSlot({ time: '19:00' }), aSlot({ time: '19:30' })])),
    });
    await tabTo(user, screen.getByRole('button', { name: 'More adults' }));
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('button', { name: 'Find a table' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText(MESSAGES.defaultError)).toBeInTheDocument());
    expect(screen.getByText(MESSAGES.defaultError)).toHaveAttribute('data-message', 'slotsFailed');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(BLOCKER_MESSAGES.slotsNotLoaded);
    expect(screen.queryByRole('button', { name: /Find a table nearby/ })).toBeNull();

    // Still down: asked again, the same words, the focus kept on Try again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

    // Back: the times load for the party chosen, the focus on Continue.
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByText(/2 people/)).toBeInTheDocument();
  });

  it('given the booking unanswered (503), step three keeps the details typed and Try again books once with the same Idempotency-Key', async () => {
    const keys: unknown[] = [];
    let down = true;
    const { user, confirmed } = await renderJourney({
      createBooking: async (_storeId, _data, options) => (keys.push(options?.idempotencyKey), down ? fail({ code: null, status: 503 }) : ok({ bookingReference: 'CVRETRY1', bookingStatus: 0 })),
      ids: { uuid: () => `key-${keys.length + 1}-view` },
    });
    await toStepThree(user);
    await typeDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book table' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.bookingNotAnswered)).toHaveAttribute('data-message', 'bookingUnanswered'));
    expect(screen.getByLabelText('First name')).toHaveValue('Giulia');
    expect(screen.getByLabelText('E-mail')).toHaveValue('giulia.rossi@example.com');

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(confirmed).toHaveLength(1));
    expect(keys).toEqual(['key-1-view', 'key-1-view']);
  });

  it('given the occasions unanswered, the Adults stepper shows the default party, fixed, with why, not 0', async () => {
    const { booking } = fakeBooking();
    booking.getOccasions = async () => fail({ code: null, status: 503 });
    const store = new BookingStore({ booking, payments, analytics, clock: new FixedClock(Date.UTC(2025, 5, 10, 9)) }, { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS });
    await act(() => store.start());
    render(<BookingJourneyView store={store} />);
    const adults = screen.getByRole('group', { name: 'Adults' });
    expect(within(adults).getByText('1')).toBeInTheDocument();
    expect(within(adults).getByRole('button', { name: 'More adults' })).toBeDisabled();
    expect(within(adults).getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(screen.getByText(BLOCKER_MESSAGES.partyAfterOccasion)).toBeInTheDocument();
  });

  it("says why a step cannot go on in core's words, as the disabled button's description", async () => {
    const { user } = await renderJourney({ storeId: null });
    const next = screen.getByRole('button', { name: 'Find a table' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(BLOCKER_MESSAGES.noRestaurant);
    await user.selectOptions(screen.getByLabelText('Restaurant'), 'A');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find a table' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Find a table' })).not.toHaveAccessibleDescription();
  });

  it('swaps the journey for the group enquiry form and back', async () => {
    const { store, user } = await renderJourney();
    await user.click(screen.getByRole('button', { name: 'Send a group enquiry' }));
    await waitFor(() => expect(heading('Group and event enquiry')).toHaveFocus());
    const form = screen.getByRole('form', { name: 'Group and events enquiry' });
    expect(within(form).getByText('Oxford Circus', { exact: false })).toBeInTheDocument();
    expect(within(form).getByLabelText('Number of guests')).toBeInTheDocument();
    expect(screen.queryByLabelText('Occasion')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to table booking' }));
    expect(store.snapshot.currentStep).toBe(1);
    expect(screen.getByLabelText('Occasion')).toHaveValue('dinner');
  });

  it('as a strip, keeps step one in the row and opens the later steps in the booking modal', async () => {
    const { store, user, root } = await renderJourney({ variant: 'strip' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find a table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a table at Oxford Circus' });
    expect(dialog).toHaveClass('modal--booking');
    expect(root.layout.openModals).toBe(1);
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Choose a time' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Close booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.snapshot.currentStep).toBe(1);
    expect(root.layout.openModals).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Find a table' }));
    const again = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(within(again).getByRole('group', { name: 'Suggested times' })).getByRole('button', { name: '19:00' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(again).getByLabelText('First name')).toBeInTheDocument());
    await typeDetails(user);
    await user.click(within(again).getByRole('button', { name: 'Book table' }));
    await waitFor(() => expect(within(again).getByText('CVVIEW01')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(store.snapshot.currentStep).toBe(1));
  });

  it('as a strip, opens the booking modal on the step heading (not Back) and gives focus back on close: the opener, or the strip once booked', async () => {
    const { user } = await renderJourney({ variant: 'strip' });
    const find = screen.getByRole('button', { name: 'Find a table' });
    await tabTo(user, find);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Book a table at Oxford Circus' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Choose a time' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Back' })).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(find).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByRole('heading', { name: 'Choose a time' })).toHaveFocus());
    await tabTo(user, within(again).getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(again).getByRole('heading', { name: 'Your details' })).toHaveFocus());
    await typeDetails(user);
    await tabTo(user, within(again).getByRole('button', { name: 'Book table' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(again).getByRole('heading', { name: 'Thank you' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The journey starts afresh: focus on the strip's heading, never on the page's body.
    await waitFor(() => expect(heading('Your table')).toHaveFocus());
  });

  it('hands a restaurant with a live reservation widget to SevenRooms, without asking our API for its occasions', async () => {
    const edinburgh = { ...(RESTAURANTS[0] as RestaurantSummary), storeId: 'E', title: 'Edinburgh', bookATableWidgetId: 'casaventuraedinburgh' };
    const { calls, user } = await renderJourney({ restaurants: [...RESTAURANTS, edinburgh] });
    const before = calls.filter((call) => call === 'getOccasions').length;
    await user.selectOptions(screen.getByLabelText('Restaurant'), 'E');
    expect(calls.filter((call) => call === 'getOccasions').length).toBe(before);
    expect(screen.queryByLabelText('Occasion')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find a table' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book with SevenRooms' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('casaventuraedinburgh');
  });
});
