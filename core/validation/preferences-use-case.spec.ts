// The preferences page as a use-case (spec sections 3, 4 and 5): edits, the birthday's days, the check, one
// save at a time and what its answer means, and the page's post answered without script.
import type { CustomerPreferences, PreferencesApiPort } from '../ports/preferences-api.port';
import { createPreferencesUseCase, type PostedPreferences } from './preferences-use-case';
import { firstMessageByField } from './validation-result';
import { preferencesEntryOf } from './preferences';

const stored: CustomerPreferences = {
  guid: '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01',
  firstName: 'Giulia',
  phoneNumber: '07700 900123',
  gender: '',
  favRestaurantCode: 'CV001',
  birthDate: Date.UTC(1990, 0, 31) / 1000,
  websiteSmsOptIn: false,
  interests: [
    { name: 'Offers', checked: true },
    { name: 'Events', checked: false },
  ],
};

/** A preferences API that answers each save when told to, and records what it was sent. */
function preferencesApi() {
  const sent: CustomerPreferences[] = [];
  let answer: (saved: boolean) => void = () => undefined;
  const port: Pick<PreferencesApiPort, 'updateCustomerPreferences'> = {
    updateCustomerPreferences: (preferences) => {
      sent.push(preferences);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  };
  return { port, sent, answer: (saved: boolean) => answer(saved) };
}

describe('the preferences use-case', () => {
  it('given stored preferences, then the form shows them, with the days of their birthday month', () => {
    const snapshot = createPreferencesUseCase({}, { stored }).getSnapshot();
    expect(snapshot.entry).toMatchObject({ firstName: 'Giulia', day: '31', month: '1', year: '1990', favRestaurantCode: 'CV001' });
    expect(snapshot.days).toHaveLength(31);
    expect(snapshot).toMatchObject({ errors: {}, saving: false, message: null, savedFirstName: 'Giulia' });
  });

  it('given the 31st, when the month becomes April, then the day is unchosen and April has 30 days', () => {
    const useCase = createPreferencesUseCase({}, { stored });
    useCase.setMonthOrYear('month', '4');
    expect(useCase.getSnapshot().entry).toMatchObject({ day: '', month: '4' });
    expect(useCase.getSnapshot().days).toHaveLength(30);
  });

  it('given a valid change, when saved, then it waits, sends once, and a success says so and changes the greeting', async () => {
    const api = preferencesApi();
    const useCase = createPreferencesUseCase({ preferences: api.port }, { stored });
    useCase.set('firstName', '  Giulietta ');
    useCase.toggleInterest('Events');
    const saving = useCase.save();
    expect(useCase.getSnapshot().saving).toBe(true);
    expect(await useCase.save()).toBe(false);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ guid: stored.guid, firstName: 'Giulietta', interests: [{ name: 'Offers', checked: true }, { name: 'Events', checked: true }] });
    expect(useCase.getSnapshot().savedFirstName).toBe('Giulia');
    api.answer(true);
    expect(await saving).toBe(true);
    expect(useCase.getSnapshot()).toMatchObject({ saving: false, message: 'success', savedFirstName: 'Giulietta' });
    useCase.set('phoneNumber', '07700 900124');
    expect(useCase.getSnapshot().message).toBeNull();
  });

  it('given the API does not save, when saved, then the failed message, and the greeting keeps the stored name', async () => {
    const api = preferencesApi();
    const useCase = createPreferencesUseCase({ preferences: api.port }, { stored });
    useCase.set('firstName', 'Giulietta');
    const saving = useCase.save();
    api.answer(false);
    await saving;
    expect(useCase.getSnapshot()).toMatchObject({ saving: false, message: 'failed', savedFirstName: 'Giulia' });
  });

  it('given a port that throws, when saved, then the failed message and nothing throws', async () => {
    const useCase = createPreferencesUseCase({ preferences: { updateCustomerPreferences: () => Promise.reject(new Error('socket hang up')) } }, { stored });
    await expect(useCase.save()).resolves.toBe(true);
    expect(useCase.getSnapshot()).toMatchObject({ saving: false, message: 'failed' });
  });

  it('given no first name, when saved, then nothing is sent and the field says why', async () => {
    const api = preferencesApi();
    const useCase = createPreferencesUseCase({ preferences: api.port }, { stored });
    useCase.set('firstName', '   ');
    expect(await useCase.save()).toBe(false);
    expect(api.sent).toHaveLength(0);
    expect(Object.keys(useCase.getSnapshot().errors)).toEqual(['firstName']);
    expect(useCase.getSnapshot().message).toBeNull();
  });

  it('given no port, when a valid form is saved, then the failed message', async () => {
    const useCase = createPreferencesUseCase({}, { stored });
    expect(await useCase.save()).toBe(true);
    expect(useCase.getSnapshot().message).toBe('failed');
  });
});

describe('the preferences page answered without script', () => {
  const entry = { ...preferencesEntryOf(stored), guid: '', firstName: ' Giulietta ' };
  const posted = (over: Partial<PostedPreferences>): PostedPreferences => ({ ok: false, entry, fieldErrors: {}, message: null, ...over });

  it('given a save, then the success message and the new greeting', () => {
    const snapshot = createPreferencesUseCase({}, { stored, posted: posted({ ok: true }) }).getSnapshot();
    expect(snapshot).toMatchObject({ message: 'success', savedFirstName: 'Giulietta' });
    expect(snapshot.entry.guid).toBe(stored.guid);
  });

  it("given the server's errors by field, then what was typed with those errors, no message, the stored greeting", () => {
    const snapshot = createPreferencesUseCase({}, { stored, posted: posted({ fieldErrors: { phoneNumber: 'Please enter a valid phone number' } }) }).getSnapshot();
    expect(snapshot).toMatchObject({ errors: { phoneNumber: 'Please enter a valid phone number' }, message: null, savedFirstName: 'Giulia' });
    expect(snapshot.entry.firstName).toBe(' Giulietta ');
  });

  it('given a failure that names no field, then the failed message; a post without interests keeps the stored ones', () => {
    const snapshot = createPreferencesUseCase({}, { stored, posted: posted({ message: 'Not saved', entry: { ...entry, interests: [] } }) }).getSnapshot();
    expect(snapshot.message).toBe('failed');
    expect(snapshot.entry.interests).toEqual(stored.interests);
  });
});

describe('firstMessageByField', () => {
  it('keeps the first message of each field, in order', () => {
    expect(
      firstMessageByField([
        { field: 'email', message: 'first' },
        { field: 'email', message: 'second' },
        { field: 'name', message: 'name' },
      ]),
    ).toEqual({ email: 'first', name: 'name' });
  });
});
