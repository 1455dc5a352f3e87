/** @jest-environment jsdom */
// The group and events enquiry: the restaurant fixed on its page, inline checks, POST /__forms/group-booking.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

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
    expect(await screen.findByText('Date must be today or later')).toBeInTheDocument();
    expect(screen.getByText('Number of guests must be between 1 and 250')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
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
