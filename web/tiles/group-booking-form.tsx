// The group and events enquiry: a party larger than a table booking takes (or the private room), sent to
// the site server's POST /__forms/group-booking. A tile on a restaurant's page (presetStoreId) asks only
// for that restaurant.
import { useCallback, useMemo } from 'react';
import { FORMS } from '@tavola/core/constants';
import { ENQUIRY_LIMITS } from '@tavola/core/validation';
import type { RestaurantSummary } from '../page-data';
import { checkGroupBooking, groupBookingBody, type GroupBookingValues } from './enquiry-checks';
import { FormFooter, FormSent, SelectField, TextAreaField, TextField, useTileForm } from './form-parts';
import { postForm } from './form-submit';
import { restaurantChoices } from './sign-up-form';

interface GroupBookingFormProps {
  restaurants: RestaurantSummary[];
  presetStoreId: string;
  tone: 'dark' | 'light' | null;
}

export function GroupBookingForm({ restaurants, presetStoreId, tone }: GroupBookingFormProps) {
  const preset = restaurants.find((restaurant) => restaurant.storeId === presetStoreId);
  const initial: GroupBookingValues = {
    storeId: preset?.storeId ?? presetStoreId,
    name: '',
    email: '',
    phoneNumber: '',
    date: '',
    time: '',
    covers: '',
    message: '',
  };
  const validate = useCallback((values: GroupBookingValues) => checkGroupBooking(values), []);
  const send = useCallback((values: GroupBookingValues) => postForm('group-booking', groupBookingBody(values)), []);
  const form = useTileForm<GroupBookingValues>({ initial, validate, send });
  const choices = useMemo(() => restaurantChoices(restaurants), [restaurants]);

  if (form.status === 'sent') {
    return (
      <FormSent title="Thank you, we have your enquiry.">
        <p>
          {form.message ?? 'Our events team will be in touch within one working day.'}
          {form.reference && <> Your reference is <strong>{form.reference}</strong>.</>}
        </p>
      </FormSent>
    );
  }
  return (
    <form
      ref={form.formRef}
      className={`tile-form tile-form--group-booking${tone === 'dark' ? ' tile-form--on-dark' : ''}`}
      noValidate
      onSubmit={form.submit}
      aria-label="Group and events enquiry"
    >
      {presetStoreId ? (
        <p className="tile-form__fixed">
          Restaurant: <strong>{preset ? `${preset.title}, ${preset.cityName}` : presetStoreId}</strong>
        </p>
      ) : (
        <SelectField form={form} name="storeId" label="Restaurant" placeholder="Choose a restaurant" choices={choices} />
      )}
      <div className="tile-form__grid">
        <TextField form={form} name="name" label="Name" autoComplete="name" maxLength={ENQUIRY_LIMITS.nameMaxLength} />
        <TextField form={form} name="email" label="E-mail address" type="email" autoComplete="email" inputMode="email" maxLength={ENQUIRY_LIMITS.emailMaxLength} />
        <TextField form={form} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" maxLength={FORMS.phoneMaxLength} />
        <TextField
          form={form}
          name="covers"
          label="Number of guests"
          type="number"
          inputMode="numeric"
          min={ENQUIRY_LIMITS.groupMinCovers}
          max={ENQUIRY_LIMITS.groupMaxCovers}
        />
        <TextField form={form} name="date" label="Date" type="date" />
        <TextField form={form} name="time" label="Time" type="time" />
      </div>
      <TextAreaField form={form} name="message" label="Tell us about your event" optional maxLength={ENQUIRY_LIMITS.messageMaxLength} />
      <FormFooter form={form} label="Send enquiry" />
    </form>
  );
}
