/** @jest-environment jsdom */
// The preferences page from the seed's customers: the form filled in, core's birthday day counts and
// validation, and the saved or not-saved message.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NOT_SAVED_MESSAGE, PreferencesPage, SAVED_MESSAGE } from './preferences-page';
import { axeViolations, preferencesData, renderPage } from './parts/page-test-kit';

const dayOptions = () => within(screen.getByRole('combobox', { name: 'Day' })).getAllByRole('option').length - 1;

describe('the preferences page', () => {
  it("given Sofia's preferences, when shown, then the form holds them", () => {
    renderPage(PreferencesPage, preferencesData(0), '/preferences/x');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Your preferences']);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Sofia');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('07700 900123');
    expect(screen.getByRole('combobox', { name: 'Favourite restaurant' })).toHaveValue('CV001');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('14');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1991');
    expect(screen.getByRole('checkbox', { name: 'Send me offers and news by text message' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pasta' })).not.toBeChecked();
  });

  it('given a month and year, when chosen, then the day picker offers core\'s day counts (February always 29)', () => {
    renderPage(PreferencesPage, preferencesData(2), '/preferences/x');
    expect(dayOptions()).toBe(31);
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '4' } });
    expect(dayOptions()).toBe(30);
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2023' } });
    expect(dayOptions()).toBe(29);
  });

  it('given the 31st chosen, when the month changes to April, then the day is cleared', () => {
    renderPage(PreferencesPage, preferencesData(2), '/preferences/x');
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '31' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '4' } });
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('');
  });

  it('given a blank name and a bad phone, when saved, then core\'s messages show by the fields and nothing is sent', async () => {
    const preferences = { updateCustomerPreferences: jest.fn() };
    renderPage(PreferencesPage, preferencesData(0), '/preferences/x', { actions: { preferences } });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('First name is required');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Phone number is not valid');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(preferences.updateCustomerPreferences).not.toHaveBeenCalled();
  });

  it('given 29 February 2023, when saved, then the birthday is not valid', async () => {
    renderPage(PreferencesPage, preferencesData(2), '/preferences/x', { actions: { preferences: { updateCustomerPreferences: jest.fn() } } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2023' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '29' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(screen.getByText('Day is not valid', { selector: '.field__error' })).toBeInTheDocument();
  });

  it('given valid changes, when saved, then the preferences go with the birthday in epoch seconds and the success message shows', async () => {
    const preferences = { updateCustomerPreferences: jest.fn().mockResolvedValue(true) };
    renderPage(PreferencesPage, preferencesData(0), '/preferences/x', { actions: { preferences } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pasta' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Favourite restaurant' }), { target: { value: 'CV005' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(preferences.updateCustomerPreferences).toHaveBeenCalledWith(
      expect.objectContaining({
        guid: '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01',
        firstName: 'Sofia',
        favRestaurantCode: 'CV005',
        birthDate: 668908800,
        websiteSmsOptIn: true,
        interests: expect.arrayContaining([{ name: 'Pasta', checked: true }]),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_MESSAGE);
  });

  it('given a new first name, then the greeting keeps the stored name while typing and a failed save, and greets by the new one once saved', async () => {
    const preferences = { updateCustomerPreferences: jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true) };
    renderPage(PreferencesPage, preferencesData(0), '/preferences/x', { actions: { preferences } });
    expect(screen.getByText(/^Ciao Sofia!/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Sofi' } });
    expect(screen.getByText(/^Ciao Sofia!/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(screen.getByText(/^Ciao Sofia!/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(screen.getByText(/^Ciao Sofi!/)).toBeInTheDocument();
  });

  it('given the update fails, when saved, then the not-saved message shows', async () => {
    const preferences = { updateCustomerPreferences: jest.fn().mockResolvedValue(false) };
    renderPage(PreferencesPage, preferencesData(1), '/preferences/x', { actions: { preferences } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(preferences.updateCustomerPreferences).toHaveBeenCalledWith(expect.objectContaining({ birthDate: 573091200 }));
    expect(screen.getByRole('status')).toHaveTextContent(NOT_SAVED_MESSAGE);
  });

  it('given the page with errors showing, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(PreferencesPage, preferencesData(0), '/preferences/x');
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' })));
    expect(await axeViolations(container)).toEqual([]);
  });
});
