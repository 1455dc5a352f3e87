/** @jest-environment jsdom */
// The contact tile: subjects from the API (one chosen by ?type=), core's checks inline, POST /__forms/contact.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateContactMessage } from '@tavola/core/validation';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';
import { checkContact, contactBody, CONTACT_UNAVAILABLE, type ContactValues } from './contact-form';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

async function renderContact(path = '/contact') {
  const { tile, data } = await seedTile('contact', 'form', 0);
  renderContentPage(pageWith([tile], { restaurants: data.restaurants }), { path });
  return screen.getByRole('form', { name: 'Contact us' });
}

describe('ContactForm', () => {
  it('offers the subjects of the API, a restaurant and the message, each labelled', async () => {
    const form = await renderContact();
    const subject = within(form).getByLabelText('What is your message about?');
    expect(within(subject).getByRole('option', { name: 'Allergen question' })).toHaveValue('allergen-question');
    expect(within(form).getByLabelText('Phone number (optional)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Restaurant (optional)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your message')).toBeInTheDocument();
  });

  it('says the form cannot take messages, and where to find a phone number, when the subjects could not be loaded', async () => {
    // given: the API's contact types did not load (the page's loader leaves them out)
    const { tile, data } = await seedTile('contact', 'form', 0);
    renderContentPage(pageWith([{ ...tile, contactTypes: undefined }], { restaurants: data.restaurants }), { path: '/contact' });
    // then: no form that could never be sent
    expect(await screen.findByText(CONTACT_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Find your restaurant's phone number" })).toHaveAttribute('href', '/find-us');
  });

  it('opens with the subject a link asks for', async () => {
    await renderContact('/contact?type=allergen-question');
    expect(screen.getByLabelText('What is your message about?')).toHaveValue('allergen-question');
  });

  it('ignores a subject the API does not know', async () => {
    await renderContact('/contact?type=<script>');
    expect(screen.getByLabelText('What is your message about?')).toHaveValue('');
  });

  it('shows what is missing on submit and sends nothing', async () => {
    const user = userEvent.setup();
    await renderContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('What is your message about?')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message to /__forms/contact and shows the reference it gets back', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ reference: 'CV-C-1042' }) });
    await renderContact('/contact?type=feedback');
    await user.type(screen.getByLabelText('Name'), 'Tom Hughes');
    await user.type(screen.getByLabelText('E-mail address'), 'tom@example.com');
    await user.selectOptions(screen.getByLabelText('Restaurant (optional)'), 'CV002');
    await user.type(screen.getByLabelText('Your message'), 'The tiramisù was perfect.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message is on its way.')).toBeInTheDocument();
    expect(screen.getByText('CV-C-1042')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/__forms/contact');
    expect(JSON.parse(init.body as string)).toEqual({
      contactTypeId: 'feedback',
      name: 'Tom Hughes',
      email: 'tom@example.com',
      storeId: 'CV002',
      message: 'The tiramisù was perfect.',
    });
  });
});

describe('checkContact', () => {
  const contact: ContactValues = { contactTypeId: 'feedback', name: 'Anne-Marie O’Neill', email: 'anne@example.co.uk', phoneNumber: '', storeId: '', message: 'Lovely evening.' };

  it('passes a complete message', async () => {
    expect(await checkContact(contact)).toEqual({});
  });

  it("names each missing or malformed field in core's words", async () => {
    const values = { contactTypeId: '', name: ' ', email: 'anne@', phoneNumber: 'abc', storeId: '', message: '' };
    expect(await checkContact(values)).toEqual({
      contactTypeId: 'Subject is required',
      name: 'Name is required',
      email: 'E-mail is not valid',
      phoneNumber: 'Phone number is not valid',
      message: 'Message is required',
    });
    const core = validateContactMessage(contactBody(values));
    expect(Object.values(await checkContact(values))).toEqual(core.errors.map((error) => error.message));
  });

  it('asks for the subject, and flags names with digits and over-long messages', async () => {
    expect(await checkContact({ ...contact, contactTypeId: '', name: 'R2D2', message: 'x'.repeat(5001) })).toEqual({
      contactTypeId: 'Subject is required',
      name: 'Name is not valid',
      message: 'Message is too long',
    });
  });

  it('builds the body without the fields left empty', async () => {
    expect(contactBody({ ...contact, name: ' Anne ' })).toEqual({ contactTypeId: 'feedback', name: 'Anne', email: 'anne@example.co.uk', message: 'Lovely evening.' });
    expect(contactBody({ ...contact, phoneNumber: '020 7946 0101', storeId: 'CV001' })).toMatchObject({ phoneNumber: '020 7946 0101', storeId: 'CV001' });
  });
});
