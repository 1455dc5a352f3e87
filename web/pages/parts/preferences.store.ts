// The preferences form's MobX binding: core's preferences use-case (createPreferencesUseCase) does
// everything, from the birthday's days and the check (preferencesToSave) to one save at a time and the
// message after it; this store holds its latest snapshot as an observable reference, forwards the commands
// and reads the page's post without script into the use-case's terms. One per preferences page.
import type { CustomerPreferences, PreferencesApiPort } from '@tavola/core/ports';
import {
  createPreferencesUseCase,
  preferencesToSave,
  type PreferencesFormEntry,
  type PreferencesSaveMessage,
  type PreferencesSnapshot,
  type PreferencesUseCase,
} from '@tavola/core/validation';
import { messagesByField, type FieldMessages } from './form-fields';
import type { PostedForm } from '../../stores/posted-form';
import { UseCaseStore } from '../../booking/use-case-store';
import { preferencesFormOf, shownInterests } from './preferences-post';

export type SaveMessage = PreferencesSaveMessage;

/** The preferences form's name for a post without JavaScript (server/site/page-forms.ts). */
export const PREFERENCES_FORM = 'preferences';

/** The form as a diner fills it in: texts as chosen, the birthday in parts (core's PreferencesFormEntry). */
export type PreferencesFormValues = PreferencesFormEntry;

/** Core's check and what it saves (preferencesToSave), with its errors as the form shows them, by field. */
export function checkPreferencesForm(form: PreferencesFormValues): { ok: false; errors: FieldMessages } | { ok: true; preferences: CustomerPreferences } {
  const checked = preferencesToSave(form);
  return checked.ok ? checked : { ok: false, errors: messagesByField(checked.errors) };
}

export type PreferencesCommands = Omit<PreferencesUseCase, 'subscribe' | 'getSnapshot'>;

// The class and this interface merge: the commands are the use-case's own functions, assigned in the constructor.
export interface PreferencesStore extends PreferencesCommands {}

export class PreferencesStore extends UseCaseStore<PreferencesSnapshot> {
  constructor(stored: CustomerPreferences, api: Pick<PreferencesApiPort, 'updateCustomerPreferences'> | undefined, posted: PostedForm | null = null) {
    super(
      createPreferencesUseCase(
      { preferences: api },
      {
        stored,
        posted:
          posted === null
            ? null
            : { ok: posted.ok, entry: preferencesFormOf(posted.values, shownInterests(posted.values)), fieldErrors: posted.fieldErrors, message: posted.message },
      }),
    );
  }

  get firstName(): string {
    return this.snapshot.entry.firstName;
  }
  get phoneNumber(): string {
    return this.snapshot.entry.phoneNumber;
  }
  get gender(): string {
    return this.snapshot.entry.gender;
  }
  get favRestaurantCode(): string {
    return this.snapshot.entry.favRestaurantCode;
  }
  get day(): string {
    return this.snapshot.entry.day;
  }
  get month(): string {
    return this.snapshot.entry.month;
  }
  get year(): string {
    return this.snapshot.entry.year;
  }
  get websiteSmsOptIn(): boolean {
    return this.snapshot.entry.websiteSmsOptIn;
  }
  get interests() {
    return this.snapshot.entry.interests;
  }
  get days(): readonly number[] {
    return this.snapshot.days;
  }
  get errors(): FieldMessages {
    return this.snapshot.errors;
  }
  get saving(): boolean {
    return this.snapshot.saving;
  }
  get message(): SaveMessage {
    return this.snapshot.message;
  }
  get savedFirstName(): string {
    return this.snapshot.savedFirstName;
  }
}
