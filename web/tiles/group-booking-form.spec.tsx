/** @jest-environment jsdom */
// The group and events enquiry: the restaurant fixed on its page, core's checks inline against today where
// the restaurants are, POST /__forms/group-booking.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { FixedClock } from '@tavola/adapters';
import { validateGroupBooking } from '@tavola/core/validation';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { createContentPageRouter, renderContentPage } from '../../tests/support/render-content-page';
import { PageActionsProvider } from '../pages/parts/page-actions';
import { checkGroupBooking, groupBookingBody, type GroupBookingValues } from './group-booking-form';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

describe('GroupBookingForm', () => {
  it("on a restaurant's page asks only for that restaurant, and is the #group-booking section", async () => {
    const { tile, data } = await seedTile('oxford-circus', 'form', 1);
    const { container } = renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path: '/oxford-circus' });
    expect(container.querySelector('section#group-booking')).not.toBeNull();
    const form = screen.getByRole('form', { name: 'Group and events enquiry' });
    expect(within(form).getByText('Oxford Circus, London')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Restaurant')).not.toBeInTheDocument();
    for (const label of ['Name', 'E-mail address', 'Phone number', 'Number of guests', 'Date', 'Time', 'Tell us about your event (optional)']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('elsewhere asks for the restaurant', async () => {
    const { tile, data } = await seedTile('contact', 'form', 1);
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path: '/contact' });
    expect(screen.getByLabelText('Restaurant')).toBeInTheDocument();
  });

  it('refuses a date in the past and a party too large, under the fields', async () => {
    const user = userEvent.setup();
    const { tile, data } = await seedTile('oxford-circus', 'form', 1);
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path: '/oxford-circus' });
    await user.type(screen.getByLabelText('Date'), '2020-01-01');
    await user.type(screen.getByLabelText('Number of guests'), '400');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Date is out of range')).toBeInTheDocument();
    expect(screen.getByText('Number of guests is out of range')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes today where the restaurants are from the clock, not the diner's calendar", async () => {
    const user = userEvent.setup();
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const clock = new FixedClock(Date.UTC(2026, 5, 30, 23, 30));
    const { tile, data } = await seedTile('oxford-circus', 'form', 1);
    const router = createContentPageRouter(pageWith([tile], { restaurants: data.restaurants }), { path: '/oxford-circus' });
    render(
      <PageActionsProvider actions={{ clock }}>
        <RouterProvider router={router} />
      </PageActionsProvider>,
    );
    const date = screen.getByLabelText('Date');
    await user.type(date, '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(date).toHaveAccessibleDescription('Date is out of range');
    await user.clear(date);
    await user.type(date, '2026-07-01');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('posts the enquiry to /__forms/group-booking', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ message: 'Our events team will call you tomorrow.', reference: 'CV-G-77' }) });
    const { tile, data } = await seedTile('oxford-circus', 'form', 1);
    renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path: '/oxford-circus' });
    await user.type(screen.getByLabelText('Name'), 'Paolo Rossi');
    await user.type(screen.getByLabelText('E-mail address'), 'paolo@example.com');
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.type(screen.getByLabelText('Number of guests'), '24');
    await user.type(screen.getByLabelText('Date'), '2099-12-12');
    await user.type(screen.getByLabelText('Time'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/Our events team will call you tomorrow/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/__forms/group-booking');
    expect(JSON.parse(init.body as string)).toEqual({
      storeId: 'CV001',
      name: 'Paolo Rossi',
      email: 'paolo@example.com',
      phoneNumber: '07700 900123',
      date: '2099-12-12',
      time: '19:30',
      covers: 24,
    });
  });
});

describe('checkGroupBooking', () => {
  const group: GroupBookingValues = {
    storeId: 'CV001',
    name: 'Paolo Rossi',
    email: 'paolo@example.com',
    phoneNumber: '07700 900123',
    date: '2026-12-12',
    time: '19:30',
    covers: '24',
    message: '',
  };

  it('passes a complete enquiry', async () => {
    expect(await checkGroupBooking(group, '2026-11-23')).toEqual({});
  });

  it("refuses a past date, an impossible one, a bad time and a party out of range, in core's words", async () => {
    expect(await checkGroupBooking({ ...group, date: '2026-11-22', covers: '0' }, '2026-11-23')).toEqual({
      date: 'Date is out of range',
      covers: 'Number of guests is out of range',
    });
    expect(await checkGroupBooking({ ...group, date: '2026-02-30', time: '25:00', covers: 'ten' }, '2026-01-01')).toEqual({
      date: 'Date is not valid',
      time: 'Time is not valid',
      covers: 'Number of guests is not valid',
    });
    const core = validateGroupBooking(groupBookingBody({ ...group, date: '2026-02-30', time: '25:00', covers: 'ten' }), { today: '2026-01-01' });
    expect(core.errors.map((error) => error.message)).toEqual(['Date is not valid', 'Time is not valid', 'Number of guests is not valid']);
  });

  it('needs a restaurant and a phone number', async () => {
    expect(await checkGroupBooking({ ...group, storeId: '', phoneNumber: '' }, '2026-11-23')).toEqual({
      storeId: 'Restaurant is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it('without today, checks only that the date is a real one', async () => {
    expect(await checkGroupBooking({ ...group, date: '2001-01-01' }, undefined)).toEqual({});
  });

  it('sends a party size that is not a whole number as typed, for core to refuse', async () => {
    expect(groupBookingBody({ ...group, covers: ' 1e2 ' }).covers).toBe('1e2');
    expect(groupBookingBody({ ...group, covers: '024' }).covers).toBe(24);
    expect(await checkGroupBooking({ ...group, covers: '1e2' }, '2026-11-23')).toEqual({ covers: 'Number of guests is not valid' });
  });

  it('builds the body with the party size as a number', async () => {
    expect(groupBookingBody({ ...group, message: ' Birthday ' })).toEqual({
      storeId: 'CV001',
      name: 'Paolo Rossi',
      email: 'paolo@example.com',
      phoneNumber: '07700 900123',
      date: '2026-12-12',
      time: '19:30',
      covers: 24,
      message: 'Birthday',
    });
  });
});
