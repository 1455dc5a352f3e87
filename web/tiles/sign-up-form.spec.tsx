/** @jest-environment jsdom */
// The sign-up tile: labelled fields, core's validateSignUp inline, and the answer of POST /__forms/sign-up.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';
import { checkSignUp, signUpBody, type SignUpValues } from './sign-up-form';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

async function renderSignUp() {
  const { tile, data } = await seedTile('home', 'form', 1);
  renderContentPage(pageWith([tile], { restaurants: data.restaurants }));
  return screen.getByRole('form', { name: 'Sign up to our e-mails' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Giulia');
  await user.type(screen.getByLabelText('E-mail address'), 'giulia@example.co.uk');
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.selectOptions(screen.getByLabelText('Favourite restaurant'), 'CV001');
  await user.selectOptions(screen.getByLabelText('Day'), '14');
  await user.selectOptions(screen.getByLabelText('Month'), '2');
  await user.click(screen.getByLabelText(/I accept the terms and conditions/));
}

describe('SignUpForm', () => {
  it('has a label for every field, the birthday in a group, and the restaurants by city', async () => {
    const form = await renderSignUp();
    for (const label of ['First name', 'E-mail address', 'Phone number', 'Favourite restaurant', 'Day', 'Month', 'Year (optional)']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByRole('group', { name: 'Your birthday' })).toBeInTheDocument();
    const london = within(form).getByRole('group', { name: 'London' });
    expect(within(london).getByRole('option', { name: 'Oxford Circus' })).toHaveValue('CV001');
    expect(within(form).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('shows what is missing under each field on submit, and moves the focus to the first', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail address is required')).toBeInTheDocument();
    expect(screen.getByText('The terms and conditions must be accepted')).toBeInTheDocument();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, and clears the message once it is right', async () => {
    const user = userEvent.setup();
    await renderSignUp();
    await user.type(screen.getByLabelText('E-mail address'), 'giulia@');
    await user.tab();
    expect(await screen.findByText('E-mail address is not valid')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'example.com');
    await waitFor(() => expect(screen.queryByText('E-mail address is not valid')).not.toBeInTheDocument());
  });

  it('posts the sign-up to /__forms/sign-up and thanks the diner with the answer', async () => {
    const user = userEvent.setup();
    reply(200, { message: 'Grazie Giulia, see you soon.' });
    await renderSignUp();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Grazie Giulia, see you soon.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/__forms/sign-up');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      emailAddress: 'giulia@example.co.uk',
      favouriteRestaurant: 'CV001',
      firstName: 'Giulia',
      phoneNumber: '07700 900123',
      birthday: { day: '14', month: '2' },
      acceptTerms: true,
      acceptSMSTerms: false,
    });
  });

  it("shows the server's message and field errors when it refuses", async () => {
    const user = userEvent.setup();
    reply(400, { message: 'Please check the highlighted fields.', errors: [{ field: 'emailAddress', message: 'This e-mail address is already signed up' }] });
    await renderSignUp();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByText('This e-mail address is already signed up')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to try again when the server cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderSignUp();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('checkSignUp', () => {
  const valid: SignUpValues = {
    firstName: 'Anne-Marie',
    emailAddress: 'anne@example.com',
    phoneNumber: '+44 7700 900123',
    favouriteRestaurant: 'CV001',
    day: '29',
    month: '2',
    year: '',
    acceptTerms: true,
    acceptSMSTerms: true,
  };

  it("passes a complete sign-up (29 February without a year: core's rule)", async () => {
    expect(await checkSignUp(valid)).toEqual({});
  });

  it('puts birthday errors on the birthday pickers', async () => {
    const errors = await checkSignUp({ ...valid, day: '31', month: '4' });
    expect(errors.day).toMatch(/^Birthday /);
    expect(await checkSignUp({ ...valid, year: '1850' })).toEqual({ year: expect.stringMatching(/out of range/) });
  });

  it('sends the year only when one is given', () => {
    expect(signUpBody({ ...valid, year: ' 1990 ' }).birthday).toEqual({ day: '29', month: '2', year: '1990' });
    expect(signUpBody(valid).birthday).toEqual({ day: '29', month: '2' });
  });
});
