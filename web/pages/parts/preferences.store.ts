// The preferences form (spec sections 3, 4 and 5): the diner's details, favourite restaurant, birthday
// (day counts from core), SMS opt-in and interests, checked by core's validatePreferences and saved with a
// success or failed message afterwards.
import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerPreferences, Interest, PreferencesApiPort } from '@tavola/core/ports';
import { birthdayDayKept, birthdayOptions, preferencesEntryOf, preferencesToSave, type PreferencesFormEntry } from '@tavola/core/validation';
import { messagesByField, type FieldMessages } from './form-fields';
import type { PostedForm } from '../../stores/posted-form';
import { preferencesFormOf, shownInterests } from './preferences-post';

export type SaveMessage = 'success' | 'failed' | null;

/** The preferences form's name for a post without JavaScript (server/site/page-forms.ts). */
export const PREFERENCES_FORM = 'preferences';

/** The form as a diner fills it in: texts as chosen, the birthday in parts (core's PreferencesFormEntry). */
export type PreferencesFormValues = PreferencesFormEntry;

/** Core's check and what it saves (preferencesToSave), with its errors as the form shows them, by field. */
export function checkPreferencesForm(form: PreferencesFormValues): { ok: false; errors: FieldMessages } | { ok: true; preferences: CustomerPreferences } {
  const checked = preferencesToSave(form);
  return checked.ok ? checked : { ok: false, errors: messagesByField(checked.errors) };
}

export class PreferencesStore {
  firstName: string;
  phoneNumber: string;
  gender: string;
  favRestaurantCode: string;
  day: string;
  month: string;
  year: string;
  websiteSmsOptIn: boolean;
  interests: Interest[];
  errors: FieldMessages = {};
  saving = false;
  message: SaveMessage = null;
  /** The first name as the API last stored it: the page's greeting, which changes only once a save succeeds. */
  savedFirstName: string;

  constructor(
    private readonly original: CustomerPreferences,
    private readonly api: Pick<PreferencesApiPort, 'updateCustomerPreferences'> | undefined,
    posted: PostedForm | null = null,
  ) {
    const entry = preferencesEntryOf(original);
    this.firstName = entry.firstName;
    this.savedFirstName = entry.firstName;
    this.phoneNumber = entry.phoneNumber;
    this.gender = entry.gender;
    this.favRestaurantCode = entry.favRestaurantCode;
    this.day = entry.day;
    this.month = entry.month;
    this.year = entry.year;
    this.websiteSmsOptIn = entry.websiteSmsOptIn;
    this.interests = entry.interests;
    if (posted !== null) {
      // Posted without JavaScript: what was typed, the errors by field, saved or not.
      const form = preferencesFormOf(posted.values, shownInterests(posted.values));
      Object.assign(this, {
        firstName: form.firstName,
        phoneNumber: form.phoneNumber,
        gender: form.gender,
        favRestaurantCode: form.favRestaurantCode,
        day: form.day,
        month: form.month,
        year: form.year,
        websiteSmsOptIn: form.websiteSmsOptIn,
        interests: form.interests.length > 0 ? form.interests : this.interests,
      });
      this.errors = { ...posted.fieldErrors };
      this.message = posted.ok ? 'success' : Object.keys(posted.fieldErrors).length === 0 && posted.message !== null ? 'failed' : null;
      if (posted.ok) this.savedFirstName = form.firstName.trim();
    }
    makeAutoObservable<PreferencesStore, 'original' | 'api'>(this, { original: false, api: false });
  }

  /** The days the day picker offers for the chosen month and year (core: February always 29). */
  get days(): number[] {
    return birthdayOptions(this.month, this.year).days;
  }

  set<K extends 'firstName' | 'phoneNumber' | 'gender' | 'favRestaurantCode' | 'day'>(field: K, value: string): void {
    this[field] = value;
    this.message = null;
  }

  /** A month or year with fewer days clears a day it no longer has. */
  setMonthOrYear(field: 'month' | 'year', value: string): void {
    this[field] = value;
    this.day = birthdayDayKept(this.day, this.month, this.year);
    this.message = null;
  }

  setSmsOptIn(value: boolean): void {
    this.websiteSmsOptIn = value;
    this.message = null;
  }

  toggleInterest(name: string): void {
    this.interests = this.interests.map((interest) => (interest.name === name ? { ...interest, checked: !interest.checked } : interest));
    this.message = null;
  }

  /** true when the form was valid and sent. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    const checked = checkPreferencesForm({
      guid: this.original.guid,
      firstName: this.firstName,
      phoneNumber: this.phoneNumber,
      gender: this.gender,
      favRestaurantCode: this.favRestaurantCode,
      day: this.day,
      month: this.month,
      year: this.year,
      websiteSmsOptIn: this.websiteSmsOptIn,
      interests: this.interests,
    });
    if (!checked.ok) {
      this.errors = checked.errors;
      this.message = null;
      return false;
    }
    this.errors = {};
    const { preferences } = checked;
    if (!this.api) {
      this.message = 'failed';
      return true;
    }
    this.saving = true;
    const saved = await this.api.updateCustomerPreferences(preferences);
    runInAction(() => {
      this.saving = false;
      this.message = saved ? 'success' : 'failed';
      if (saved) this.savedFirstName = preferences.firstName;
    });
    return true;
  }
}
