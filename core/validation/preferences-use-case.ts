// The diner's preferences page (spec sections 3, 4 and 5) as a use-case over the PreferencesApiPort: the form
// as the stored preferences fill it in, each edit, the birthday's day kept only while the month still has it,
// the check (preferencesToSave), one save at a time and what its answer means, and the page's post answered
// without script. A front-end subscribes to the snapshot and renders it. Commands never throw: a failed or
// thrown save is the 'failed' message.
import type { CustomerPreferences, PreferencesApiPort } from '../ports/preferences-api.port';
import { snapshotHolder, type SnapshotSource } from '../shared/snapshot-source';
import { birthdayOptions } from './birthday';
import { birthdayDayKept, preferencesEntryOf, preferencesToSave, type PreferencesFormEntry } from './preferences';
import { firstMessageByField } from './validation-result';

/** What the page says after a save: saved, not saved, or nothing (once the diner edits again). */
export type PreferencesSaveMessage = 'success' | 'failed' | null;

/** The fields typed or chosen as text. */
export type PreferencesTextField = 'firstName' | 'phoneNumber' | 'gender' | 'favRestaurantCode' | 'day';

export interface PreferencesSnapshot {
  readonly entry: PreferencesFormEntry;
  /** The days the day picker offers for the chosen month and year (February always 29). */
  readonly days: readonly number[];
  /** One message per field: the check's first for each, or the server's for a post without script. */
  readonly errors: Readonly<Record<string, string>>;
  readonly saving: boolean;
  readonly message: PreferencesSaveMessage;
  /** The first name as last stored: the page's greeting, which changes only once a save succeeds. */
  readonly savedFirstName: string;
}

/** How the server answered the page's post without script. */
export interface PostedPreferences {
  readonly ok: boolean;
  /** What was typed, read back into the form; interests are those the page showed, ticked or not. */
  readonly entry: PreferencesFormEntry;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly message: string | null;
}

export interface PreferencesUseCase extends SnapshotSource<PreferencesSnapshot> {
  set(field: PreferencesTextField, value: string): void;
  /** A month or year with fewer days clears a day it no longer has. */
  setMonthOrYear(field: 'month' | 'year', value: string): void;
  setSmsOptIn(value: boolean): void;
  toggleInterest(name: string): void;
  /** Checks the form; when it is valid, saves it (not while a save is in flight). true when it was valid and sent. */
  save(): Promise<boolean>;
}


export function createPreferencesUseCase(
  ports: { preferences?: Pick<PreferencesApiPort, 'updateCustomerPreferences'> },
  options: { stored: CustomerPreferences; posted?: PostedPreferences | null },
): PreferencesUseCase {
  const stored = preferencesEntryOf(options.stored);
  const holder = snapshotHolder<PreferencesSnapshot>({
    entry: stored,
    days: birthdayOptions(stored.month, stored.year).days,
    errors: {},
    saving: false,
    message: null,
    savedFirstName: stored.firstName,
  });
  const snapshot = holder.getSnapshot;
  // The day picker's days follow the month and year of every change.
  const set = (next: Partial<PreferencesSnapshot>) => {
    const entry = next.entry ?? snapshot().entry;
    holder.update({ ...next, days: birthdayOptions(entry.month, entry.year).days });
  };
  // Any edit takes the last save's message away.
  const edit = (change: Partial<PreferencesFormEntry>) => set({ entry: { ...snapshot().entry, ...change }, message: null });

  const posted = options.posted ?? null;
  if (posted !== null) {
    // The page shows what was typed with the server's errors by field; its interests are the ones the page
    // showed, or the stored ones when the post carried none.
    const interests = posted.entry.interests.length > 0 ? posted.entry.interests : stored.interests;
    const failedWithoutField = Object.keys(posted.fieldErrors).length === 0 && posted.message !== null;
    set({
      entry: { ...posted.entry, guid: stored.guid, interests },
      errors: { ...posted.fieldErrors },
      message: posted.ok ? 'success' : failedWithoutField ? 'failed' : null,
      savedFirstName: posted.ok ? posted.entry.firstName.trim() : stored.firstName,
    });
  }

  return {
    subscribe: holder.subscribe,
    getSnapshot: holder.getSnapshot,

    set(field, value) {
      edit({ [field]: value });
    },
    setMonthOrYear(field, value) {
      const entry = { ...snapshot().entry, [field]: value };
      edit({ [field]: value, day: birthdayDayKept(entry.day, entry.month, entry.year) });
    },
    setSmsOptIn(value) {
      edit({ websiteSmsOptIn: value });
    },
    toggleInterest(name) {
      edit({ interests: snapshot().entry.interests.map((interest) => (interest.name === name ? { ...interest, checked: !interest.checked } : interest)) });
    },

    async save() {
      if (snapshot().saving) return false;
      const checked = preferencesToSave(snapshot().entry);
      if (!checked.ok) {
        set({ errors: firstMessageByField(checked.errors), message: null });
        return false;
      }
      const { preferences } = checked;
      if (!ports.preferences) {
        set({ errors: {}, message: 'failed' });
        return true;
      }
      set({ errors: {}, saving: true });
      const saved = await ports.preferences.updateCustomerPreferences(preferences).catch(() => false);
      set({ saving: false, message: saved ? 'success' : 'failed', ...(saved ? { savedFirstName: preferences.firstName } : {}) });
      return true;
    },
  };
}
