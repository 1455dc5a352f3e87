/** @jest-environment jsdom */
// Manage my booking's page (issue 14): the lookup, the booking its link opened, a change of party with the
// times re-asked, a cancellation after its confirmation step, the cut-off and a bad link, all in core's
// words, announced in a live region with focus on the headings.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MANAGE_MESSAGES } from '@tavola/core/errors';
import type { ManageBookingApiPort, ManagedBooking } from '@tavola/core/ports';
import type { ManageBookingData } from '../page-data';
import { ManageBookingPage } from './manage-booking-page';
import { axeViolations, renderPage } from './parts/page-test-kit';

const BOOKING: ManagedBooking = {
  reference: 'CVAB2CDE',
  token: 'm1.CVAB2CDE.20261125.sig',
  manageUrl: 'http://localhost:3000/booking/manage/m1.CVAB2CDE.20261125.sig',
  status: 'confirmed',
  storeId: 'CV001',
  restaurantName: 'Oxford Circus',
  restaurantAddress: '1 Oxford Street, W1D 1BS',
  restaurantPhone: '020 7946 0101',
  occasionName: 'Dinner',
  date: '2026-11-25',
  time: '19:00',
  adults: 2,
  children: 0,
  covers: 2,
  specialRequest: 'Coeliac: no gluten at all',
  needs: { allergens: [], diets: [], access: [], highChair: false, pram: false },
  changeable: true,
  cutoffMinutes: 120,
  limits: { minCovers: 1, maxCovers: 15 },
  window: { first: '2026-11-23', last: '2027-02-21' },
};

const META = { title: 'Manage your booking', description: '', canonicalPath: '/booking/manage', noindex: true };
const bookingData = (booking: ManagedBooking | null, problem: string | null = null): ManageBookingData => ({ meta: META, booking, problem });

function fakeCalls(overrides: Partial<ManageBookingApiPort> = {}): ManageBookingApiPort & { [K in keyof ManageBookingApiPort]: jest.Mock } {
  return {
    lookup: jest.fn(async () => ({ ok: true as const, value: { token: 'm1.CVAB2CDE.20261125.sig', manageUrl: BOOKING.manageUrl } })),
    getBooking: jest.fn(async () => ({ ok: true as const, value: BOOKING })),
    getTimes: jest.fn(async () => ({ ok: true as const, value: [{ time: '18:30', canEnquire: false }, { time: '19:00', canEnquire: false }] })),
    amend: jest.fn(async (_token: string, change: { adults?: number }) => ({ ok: true as const, value: { ...BOOKING, adults: change.adults ?? 2, covers: change.adults ?? 2 } })),
    cancel: jest.fn(async () => ({ ok: true as const, value: { ...BOOKING, status: 'cancelled' as const, changeable: false } })),
    ...overrides,
  } as never;
}

describe('the lookup page', () => {
  it('given a reference and an e-mail, when sent, then the booking found opens at its link', async () => {
    const manageBooking = fakeCalls();
    const { router } = renderPage(ManageBookingPage, bookingData(null), '/booking/manage', { actions: { manageBooking } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Manage your booking');
    fireEvent.change(screen.getByRole('textbox', { name: 'Booking reference' }), { target: { value: 'cvab2cde' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'giulia@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find my booking' })));
    expect(manageBooking.lookup).toHaveBeenCalledWith('CVAB2CDE', 'giulia@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/manage/m1.CVAB2CDE.20261125.sig'));
  });

  it('given no match, when sent, then the one generic answer in the live region, and the page stays', async () => {
    const manageBooking = fakeCalls({ lookup: jest.fn(async () => ({ ok: false as const, error: { code: null, status: 404, message: MANAGE_MESSAGES.lookupNotFound } })) });
    renderPage(ManageBookingPage, bookingData(null), '/booking/manage', { actions: { manageBooking } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Booking reference' }), { target: { value: 'CVZZZZZZ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'x@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find my booking' })));
    expect(screen.getByRole('status')).toHaveTextContent(MANAGE_MESSAGES.lookupNotFound);
  });

  it('given blank fields, when sent, then each says what it needs, focus on the first, and nothing is asked', async () => {
    const manageBooking = fakeCalls();
    renderPage(ManageBookingPage, bookingData(null), '/booking/manage', { actions: { manageBooking } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find my booking' })));
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveAccessibleDescription('Enter your booking reference.');
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveFocus();
    expect(manageBooking.lookup).not.toHaveBeenCalled();
  });

  it("given a link the API refused, then its words as an alert, with the lookup beside them", async () => {
    const { container } = renderPage(ManageBookingPage, bookingData(null, MANAGE_MESSAGES.linkExpired), '/booking/manage/x');
    expect(screen.getByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.linkExpired);
    expect(screen.getByRole('button', { name: 'Find my booking' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the booking', () => {
  it('given its link, then the restaurant, date, time, party and special request show, with no accessibility violation', async () => {
    const { container } = renderPage(ManageBookingPage, bookingData(BOOKING), '/booking/manage/t', { actions: { manageBooking: fakeCalls() } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking');
    for (const text of ['CVAB2CDE', 'Oxford Circus', 'Wednesday 25 November', '19:00', '2 people', 'Dinner', 'Coeliac: no gluten at all']) {
      expect(container.querySelector('.manage-booking__facts')).toHaveTextContent(text);
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given needs booked, then each shows as a line of the booking in words; without any, None', async () => {
    const needs = { allergens: ['milk', 'peanuts'], diets: ['vegan'], access: ['step-free'], highChair: true, pram: false } as const;
    const withNeeds = { ...BOOKING, needs: { ...needs, allergens: [...needs.allergens], diets: [...needs.diets], access: [...needs.access] } };
    const { container, unmount } = renderPage(ManageBookingPage, bookingData(withNeeds), '/booking/manage/t', { actions: { manageBooking: fakeCalls() } });
    const facts = within(container.querySelector('.manage-booking__facts') as HTMLElement);
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Allergies: Milk, Peanuts', 'Vegan', 'Step-free access', 'High chair']);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const plain = renderPage(ManageBookingPage, bookingData(BOOKING), '/booking/manage/t', { actions: { manageBooking: fakeCalls() } });
    const term = within(plain.container.querySelector('.manage-booking__facts') as HTMLElement).getByText('Your needs');
    expect(term.nextElementSibling).toHaveTextContent(/^None$/);
  });

  it('given a larger party, when saved, then the times are asked again for it, the change is sent, announced, and focus goes to the heading', async () => {
    const manageBooking = fakeCalls();
    renderPage(ManageBookingPage, bookingData(BOOKING), '/booking/manage/t', { actions: { manageBooking } });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Party size' }), { target: { value: '4' } }));
    await waitFor(() => expect(manageBooking.getTimes).toHaveBeenCalledWith(BOOKING.token, { date: '2026-11-25', covers: 4 }));
    expect(await screen.findByRole('radio', { name: '18:30' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '19:00' })).toBeChecked();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(manageBooking.amend).toHaveBeenCalledWith(BOOKING.token, { adults: 4 });
    expect(screen.getByRole('status')).toHaveTextContent(MANAGE_MESSAGES.amended);
    expect(document.querySelector('.manage-booking__facts')).toHaveTextContent('4 people');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("given a refusal, then the API's words are announced and the booking shown is unchanged", async () => {
    const manageBooking = fakeCalls({ amend: jest.fn(async () => ({ ok: false as const, error: { code: null, status: 409, message: MANAGE_MESSAGES.slotFull, field: 'time' } })) });
    renderPage(ManageBookingPage, bookingData(BOOKING), '/booking/manage/t', { actions: { manageBooking } });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Party size' }), { target: { value: '6' } }));
    await screen.findByRole('radio', { name: '18:30' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByRole('status')).toHaveTextContent(MANAGE_MESSAGES.slotFull);
    expect(document.querySelector('.manage-booking__facts')).toHaveTextContent('2 people');
  });

  it('given Cancel booking, then a confirmation first (focus on its question); keep returns, yes cancels and says so', async () => {
    const manageBooking = fakeCalls();
    renderPage(ManageBookingPage, bookingData(BOOKING), '/booking/manage/t', { actions: { manageBooking } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Cancel your table for 2 people at Oxford Circus on Wednesday 25 November at 19:00?');
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep my booking' }));
    expect(manageBooking.cancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' })));
    expect(manageBooking.cancel).toHaveBeenCalledWith(BOOKING.token);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking is cancelled');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(MANAGE_MESSAGES.cancelledNow);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('given the cut-off has passed, then no form: the cut-off in words and the restaurant to call', () => {
    renderPage(ManageBookingPage, bookingData({ ...BOOKING, changeable: false }), '/booking/manage/t', { actions: { manageBooking: fakeCalls() } });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByText(/last 2 hours before they start/)).toHaveTextContent('Oxford Circus: 020 7946 0101.');
  });
});
