// The preferences form (spec sections 3, 4 and 5): the diner's details, favourite restaurant, birthday
// (day counts from core), SMS opt-in and interests, checked by core's validatePreferences and saved with a
// success or failed message afterwards.
import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerPreferences, Interest, PreferencesApiPort } from '@tavola/core/ports';
import {
  birthdayOptions,
  birthdayToEpochSeconds,
  epochSecondsToBirthday,
  validatePreferences,
} from '@tavola/core/validation';
import { messagesByField, type FieldMessages } from './form-fields';

export type SaveMessage = 'success' | 'failed' | null;

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
  ) {
    this.firstName = original.firstName;
    this.savedFirstName = original.firstName;
    this.phoneNumber = original.phoneNumber;
    this.gender = original.gender;
    this.favRestaurantCode = original.favRestaurantCode;
    const birthday = epochSecondsToBirthday(original.birthDate);
    this.day = birthday ? String(birthday.day) : '';
    this.month = birthday ? String(birthday.month) : '';
    this.year = birthday ? String(birthday.year) : '';
    this.websiteSmsOptIn = original.websiteSmsOptIn;
    this.interests = original.interests.map((interest) => ({ ...interest }));
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
    if (this.day !== '' && !this.days.includes(Number(this.day))) this.day = '';
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

  private get birthday(): { day: string; month: string; year?: string } {
    return this.year === '' ? { day: this.day, month: this.month } : { day: this.day, month: this.month, year: this.year };
  }

  /** true when the form was valid and sent. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    const input = {
      guid: this.original.guid,
      firstName: this.firstName.trim(),
      phoneNumber: this.phoneNumber.trim(),
      gender: this.gender,
      favRestaurantCode: this.favRestaurantCode,
      birthday: this.birthday,
      websiteSmsOptIn: this.websiteSmsOptIn,
      interests: this.interests,
    };
    const result = validatePreferences(input);
    if (!result.valid) {
      this.errors = messagesByField(result.errors);
      this.message = null;
      return false;
    }
    this.errors = {};
    const unchosen = this.day === '' && this.month === '' && this.year === '';
    const preferences: CustomerPreferences = {
      guid: input.guid,
      firstName: input.firstName,
      phoneNumber: input.phoneNumber,
      gender: input.gender,
      favRestaurantCode: input.favRestaurantCode,
      birthDate: unchosen ? null : (birthdayToEpochSeconds(this.day, this.month, this.year === '' ? undefined : this.year) ?? null),
      websiteSmsOptIn: input.websiteSmsOptIn,
      interests: input.interests,
    };
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
