// The mailing-list sign-up (spec sections 3 and 5): e-mail, favourite restaurant, first name, birthday and
// phone, the terms and the optional SMS terms, checked by core's validateSignUp and sent to the site
// server's POST /__forms/sign-up. The rules use class-validator, so they load on first use rather than
// with the page: the home page stays inside its first-load budget.
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FORMS } from '@tavola/core/constants';
import { BIRTHDAY_MONTHS, birthdayOptions, EMAIL_MAX_LENGTH } from '@tavola/core/validation/fields';
import type { RestaurantSummary } from '../page-data';
import { CheckboxField, FormFooter, FormSent, SelectField, TextField, useTileForm, type FieldErrors } from './form-parts';
import { postForm } from './form-submit';
import { FormNameField, usePageFormTarget, usePostedForm } from '../stores/posted-form';
import { restaurantChoices } from './restaurant-choices';

export interface SignUpValues {
  firstName: string;
  emailAddress: string;
  phoneNumber: string;
  favouriteRestaurant: string;
  day: string;
  month: string;
  year: string;
  acceptTerms: boolean;
  acceptSMSTerms: boolean;
}

const EMPTY: SignUpValues = {
  firstName: '',
  emailAddress: '',
  phoneNumber: '',
  favouriteRestaurant: '',
  day: '',
  month: '',
  year: '',
  acceptTerms: false,
  acceptSMSTerms: false,
};

const loadRules = () => import('./form-rules');

/** The JSON POST /__forms/sign-up takes: what core's validateSignUp checks. */
export function signUpBody(values: SignUpValues): Record<string, unknown> {
  const birthday: Record<string, string> = { day: values.day, month: values.month };
  if (values.year.trim() !== '') birthday.year = values.year.trim();
  return {
    emailAddress: values.emailAddress.trim(),
    favouriteRestaurant: values.favouriteRestaurant,
    firstName: values.firstName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    birthday,
    acceptTerms: values.acceptTerms,
    acceptSMSTerms: values.acceptSMSTerms,
  };
}

/** core's field paths to the form's fields: the birthday's parts sit in their own pickers. */
export const SIGN_UP_FIELD_OF: Record<string, keyof SignUpValues> = {
  birthday: 'day',
  'birthday.day': 'day',
  'birthday.month': 'month',
  'birthday.year': 'year',
};

export async function checkSignUp(values: SignUpValues): Promise<FieldErrors> {
  const { validateSignUp, fieldLabel, validationProblem } = await loadRules();
  const result = validateSignUp(signUpBody(values));
  const errors: FieldErrors = {};
  if (result.valid) return errors;
  for (const error of result.errors) {
    const field = SIGN_UP_FIELD_OF[error.field] ?? error.field;
    if (field in errors) continue;
    // A birthday part's picker sits under the one 'Birthday' legend: 'Birthday day is required'.
    const isPart = error.field.startsWith('birthday.');
    errors[field] = isPart ? `Birthday ${fieldLabel(error.field).toLowerCase()} ${validationProblem(error.key)}` : error.message;
  }
  return errors;
}

export function SignUpForm({ restaurants, tone }: { restaurants: RestaurantSummary[]; tone: 'dark' | 'light' | null }) {
  const send = useCallback((values: SignUpValues) => postForm('sign-up', signUpBody(values)), []);
  const form = useTileForm<SignUpValues>({ initial: EMPTY, validate: checkSignUp, send, posted: usePostedForm('sign-up') });
  const target = usePageFormTarget();
  const choices = useMemo(() => restaurantChoices(restaurants), [restaurants]);
  const { days } = birthdayOptions(form.values.month || undefined, form.values.year || undefined);

  if (form.status === 'sent') {
    return (
      <FormSent title="Grazie! You are on the list.">
        <p>{form.message ?? 'Look out for a welcome e-mail from us, and a dolce on us in your birthday month.'}</p>
      </FormSent>
    );
  }
  return (
    <form
      ref={form.formRef}
      className={`tile-form tile-form--sign-up${tone === 'dark' ? ' tile-form--on-dark' : ''}`}
      noValidate
      onSubmit={form.submit}
      onFocus={() => void loadRules()}
      aria-label="Sign up to our e-mails"
      {...target}
    >
      <FormNameField form="sign-up" />
      <div className="tile-form__grid">
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" maxLength={FORMS.nameMaxLength} />
        <TextField form={form} name="emailAddress" label="E-mail address" type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} />
        <TextField form={form} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" maxLength={FORMS.phoneMaxLength} />
        <SelectField form={form} name="favouriteRestaurant" label="Favourite restaurant" choices={choices} placeholder="Choose a restaurant" />
      </div>
      <fieldset className="tile-form__birthday">
        <legend>Your birthday</legend>
        <p className="field__hint">For a treat in your birthday month. The year is up to you.</p>
        <div className="tile-form__birthday-row">
          <SelectField
            form={form}
            name="day"
            label="Day"
            placeholder="Day"
            choices={days.map((day) => ({ value: String(day), label: String(day) }))}
            autoComplete="bday-day"
          />
          <SelectField
            form={form}
            name="month"
            label="Month"
            placeholder="Month"
            choices={BIRTHDAY_MONTHS.map((month) => ({ value: String(month.value), label: month.name }))}
            autoComplete="bday-month"
          />
          <TextField form={form} name="year" label="Year" optional inputMode="numeric" maxLength={4} autoComplete="bday-year" />
        </div>
      </fieldset>
      <CheckboxField
        form={form}
        name="acceptTerms"
        label={
          <>
            I accept the <Link to="/terms-and-conditions">terms and conditions</Link> and have read the{' '}
            <Link to="/privacy-policy">privacy policy</Link>
          </>
        }
      />
      <CheckboxField form={form} name="acceptSMSTerms" label="Text me offers and news too (you can stop them at any time)" optional />
      <FormFooter form={form} label="Sign up" />
    </form>
  );
}
