// A diner's communication preferences (/preferences/{guid}): name, phone, favourite restaurant, birthday,
// SMS opt-in and interests, checked by core and saved with a success or failure message.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { BIRTHDAY_MONTHS, birthdayYears } from '@tavola/core/validation';
import type { PreferencesData } from '../page-data';
import { CheckboxField, ErrorSummary, FieldMessage, SelectField, TextField } from './parts/form-fields';
import { usePageActions } from './parts/page-actions';
import { INTEREST_FIELD, INTEREST_SHOWN_FIELD } from './parts/preferences-post';
import { PREFERENCES_FORM, PreferencesStore } from './parts/preferences.store';
import { FormNameField, usePageFormTarget, usePostedForm } from '../stores/posted-form';

const FIELD_IDS: Record<string, string> = {
  firstName: 'pref-first-name',
  phoneNumber: 'pref-phone',
  gender: 'pref-gender',
  favRestaurantCode: 'pref-restaurant',
  birthday: 'pref-birthday-day',
  'birthday.day': 'pref-birthday-day',
  'birthday.month': 'pref-birthday-month',
  'birthday.year': 'pref-birthday-year',
  websiteSmsOptIn: 'pref-sms',
};

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer not to say', label: 'Prefer not to say' },
];

export const SAVED_MESSAGE = 'Thank you, your preferences have been saved.';
export const NOT_SAVED_MESSAGE = "Sorry, we couldn't save your preferences. Please try again.";

function byCity(restaurants: PreferencesData['restaurants']): Array<[string, PreferencesData['restaurants']]> {
  const cities = new Map<string, PreferencesData['restaurants']>();
  for (const r of restaurants) cities.set(r.cityName, [...(cities.get(r.cityName) ?? []), r]);
  return [...cities.entries()];
}

const PreferencesForm = observer(function PreferencesForm({ store, data }: { store: PreferencesStore; data: PreferencesData }) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (store.message) status.current?.focus();
  }, [store.message]);
  const years = birthdayYears(data.currentYear);
  const birthdayError = store.errors['birthday.day'] ?? store.errors['birthday.month'] ?? store.errors['birthday.year'] ?? store.errors.birthday;
  const genders = store.gender && !GENDERS.some((g) => g.value === store.gender) ? [...GENDERS, { value: store.gender, label: store.gender }] : GENDERS;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save().then((sent) => {
      if (!sent) document.getElementById(FIELD_IDS[Object.keys(store.errors)[0] ?? ''] ?? '')?.focus();
    });
  };

  const target = usePageFormTarget();
  return (
    <form className="preferences-form" onSubmit={onSubmit} noValidate aria-labelledby="details-heading" {...target}>
      {/* Without JavaScript the form posts to this page (server/site/page-forms.ts). */}
      <FormNameField form={PREFERENCES_FORM} />
      <input type="hidden" name="guid" value={data.guid ?? ''} />
      <ErrorSummary errors={store.errors} fieldIds={FIELD_IDS} />
      <h2 id="details-heading">Your details</h2>
      <div className="form-grid">
        <TextField
          id={FIELD_IDS.firstName as string}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          value={store.firstName}
          onChange={(e) => store.set('firstName', e.target.value)}
          error={store.errors.firstName}
          required
        />
        <TextField
          id={FIELD_IDS.phoneNumber as string}
          name="phoneNumber"
          type="tel"
          label="Mobile number"
          autoComplete="tel"
          value={store.phoneNumber}
          onChange={(e) => store.set('phoneNumber', e.target.value)}
          error={store.errors.phoneNumber}
          required
        />
        <SelectField id={FIELD_IDS.gender as string} name="gender" label="Gender (optional)" value={store.gender} onChange={(e) => store.set('gender', e.target.value)} error={store.errors.gender}>
          <option value="">Not given</option>
          {genders.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={FIELD_IDS.favRestaurantCode as string}
          name="favRestaurantCode"
          label="Favourite restaurant"
          value={store.favRestaurantCode}
          onChange={(e) => store.set('favRestaurantCode', e.target.value)}
          error={store.errors.favRestaurantCode}
        >
          <option value="">Choose a restaurant</option>
          {byCity(data.restaurants).map(([city, list]) => (
            <optgroup key={city} label={city}>
              {list.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>

      <fieldset className="birthday" aria-describedby={birthdayError ? 'pref-birthday-error' : 'pref-birthday-hint'}>
        <legend>Your birthday</legend>
        <p className="field__hint" id="pref-birthday-hint">
          We will send you a treat in your birthday month. The year is up to you.
        </p>
        <div className="birthday__row">
          <SelectField id="pref-birthday-day" name="day" label="Day" value={store.day} onChange={(e) => store.set('day', e.target.value)} aria-invalid={store.errors['birthday.day'] ? true : undefined}>
            <option value="">Day</option>
            {store.days.map((day) => (
              <option key={day} value={String(day)}>
                {day}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="pref-birthday-month"
            name="month"
            label="Month"
            value={store.month}
            onChange={(e) => store.setMonthOrYear('month', e.target.value)}
            aria-invalid={store.errors['birthday.month'] ? true : undefined}
          >
            <option value="">Month</option>
            {BIRTHDAY_MONTHS.map((month) => (
              <option key={month.value} value={String(month.value)}>
                {month.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="pref-birthday-year"
            name="year"
            label="Year"
            value={store.year}
            onChange={(e) => store.setMonthOrYear('year', e.target.value)}
            aria-invalid={store.errors['birthday.year'] ? true : undefined}
          >
            <option value="">Year</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </SelectField>
        </div>
        <FieldMessage id="pref-birthday" error={birthdayError} />
      </fieldset>

      <h2>How we keep in touch</h2>
      <CheckboxField
        id={FIELD_IDS.websiteSmsOptIn as string}
        name="websiteSmsOptIn"
        value="yes"
        label="Send me offers and news by text message"
        checked={store.websiteSmsOptIn}
        onChange={(e) => store.setSmsOptIn(e.target.checked)}
        error={store.errors.websiteSmsOptIn}
      />
      {store.interests.length > 0 ? (
        <fieldset className="interests">
          <legend>What would you like to hear about?</legend>
          <div className="interests__grid">
            {store.interests.map((interest) => (
              <label className="checkbox interest" key={interest.name}>
                <input type="hidden" name={INTEREST_SHOWN_FIELD} value={interest.name} />
                <input type="checkbox" name={INTEREST_FIELD} value={interest.name} checked={interest.checked} onChange={() => store.toggleInterest(interest.name)} />
                <span>{interest.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <p
        ref={status}
        tabIndex={-1}
        className={`form-status${store.message === 'success' ? ' form-status--success' : store.message === 'failed' ? ' form-status--error' : ''}`}
        role="status"
      >
        {store.message === 'success' ? SAVED_MESSAGE : store.message === 'failed' ? NOT_SAVED_MESSAGE : ''}
      </p>
      <button type="submit" className="btn btn--primary" disabled={store.saving} aria-busy={store.saving || undefined}>
        {store.saving ? 'Saving…' : 'Save my preferences'}
      </button>
    </form>
  );
});

/** The hero's greeting, by the name last saved (an observer, so a saved new name greets at once). */
const Greeting = observer(function Greeting({ store }: { store: PreferencesStore | null }) {
  const firstName = store?.savedFirstName ?? '';
  return <p className="page-hero__lead">{firstName ? `Ciao ${firstName}! ` : ''}Choose what we send you and how. You can change these at any time.</p>;
});

export function PreferencesPage() {
  const data = useLoaderData() as PreferencesData;
  return <PreferencesView key={data.guid ?? ''} data={data} />;
}

function PreferencesView({ data }: { data: PreferencesData }) {
  const { preferences: api } = usePageActions();
  const posted = usePostedForm(PREFERENCES_FORM);
  const [store] = useState(() => (data.preferences ? new PreferencesStore(data.preferences, api, posted) : null));
  return (
    <div className="page page--preferences">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">Your Casa Ventura</p>
          <h1 className="page-hero__title">Your preferences</h1>
          <Greeting store={store} />
        </div>
      </header>
      <section className="section" aria-label="Preferences form">
        <div className="container container--narrow">{store ? <PreferencesForm store={store} data={data} /> : <p className="empty-state">We couldn&apos;t find your preferences.</p>}</div>
      </section>
    </div>
  );
}
