// The group and events enquiry: a party larger than a table booking takes (or the private room), sent to
// the site server's POST /__forms/group-booking. A tile on a restaurant's page (presetStoreId) asks only
// for that restaurant. The body it sends is checked with core's validateGroupBooking, against today where
// the restaurants are (core's todayIn), as the site server and the API check it.
import { useCallback, useMemo } from 'react';
import { todayIn } from '@tavola/core/booking';
import { FORMS } from '@tavola/core/constants';
import type { ClockPort, GroupBookingEnquiry } from '@tavola/core/ports';
import { ENQUIRY_LIMITS, toWholeNumber } from '@tavola/core/validation/fields';
import type { RestaurantSummary } from '../page-data';
import { messagesByField } from '../pages/parts/form-fields';
import { usePageActions } from '../pages/parts/page-actions';
import { FormFooter, FormSent, SelectField, TextAreaField, TextField, useTileForm, type FieldErrors } from './form-parts';
import { postForm, type SubmitOutcome } from './form-submit';
import { FormNameField, usePageFormTarget, usePostedForm } from '../stores/posted-form';
import { restaurantChoices } from './restaurant-choices';

/** The form's fields as typed: each field of the enquiry the API takes, as text. */
export type GroupBookingValues = { [Field in keyof GroupBookingEnquiry]-?: string };

/**
 * The JSON the group-booking route takes (@tavola/core/ports GroupBookingEnquiry). The party size goes as a
 * number when it is a whole number and as the text typed otherwise, for core to refuse ('1e2' and '+24' are
 * not read as numbers).
 */
export function groupBookingBody(values: GroupBookingValues): Record<string, string | number> {
  const covers = values.covers.trim();
  const body: Record<string, string | number> = {
    storeId: values.storeId,
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    date: values.date.trim(),
    time: values.time.trim(),
    covers: toWholeNumber(covers) ?? covers,
  };
  if (values.message.trim()) body.message = values.message.trim();
  return body;
}

/**
 * Core's messages for the body the form would send, one per field; a date before `today` is out of range. The
 * rules load on the form's first check, not with the page (the home page's first load, issue 15).
 */
export async function checkGroupBooking(values: GroupBookingValues, today: string | undefined): Promise<FieldErrors> {
  const { validateGroupBooking } = await import('./form-rules');
  return messagesByField(validateGroupBooking(groupBookingBody(values), { today }).errors);
}

interface GroupBookingFormProps {
  restaurants: readonly RestaurantSummary[];
  presetStoreId: string;
  tone: 'dark' | 'light' | null;
  /**
   * Sends the enquiry: the site's own form route (POST /__forms/group-booking) unless told; the kiosk and
   * the widget send it straight to the API (booking-package's apiGroupEnquirySender).
   */
  sendEnquiry?: (enquiry: GroupBookingEnquiry) => Promise<SubmitOutcome>;
  /** The clock dates are checked against; the page's (usePageActions) unless told. */
  clock?: ClockPort;
}

const postToSite = (enquiry: GroupBookingEnquiry): Promise<SubmitOutcome> => postForm('group-booking', enquiry);

export function GroupBookingForm({ restaurants, presetStoreId, tone, sendEnquiry = postToSite, clock: givenClock }: GroupBookingFormProps) {
  const pageClock = usePageActions().clock;
  const clock = givenClock ?? pageClock;
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
  // Today where the restaurants are, not on the diner's calendar: the same day the server checks against.
  const validate = useCallback((values: GroupBookingValues) => checkGroupBooking(values, todayIn(clock.now()) ?? undefined), [clock]);
  // The body is core's GroupBookingEnquiry but for a party size typed as text, which core refuses by name.
  const send = useCallback((values: GroupBookingValues) => sendEnquiry(groupBookingBody(values) as unknown as GroupBookingEnquiry), [sendEnquiry]);
  const form = useTileForm<GroupBookingValues>({ initial, validate, send, posted: usePostedForm('group-booking') });
  const target = usePageFormTarget();
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
      {...target}
    >
      <FormNameField form="group-booking" />
      {presetStoreId ? (
        <p className="tile-form__fixed">
          <input type="hidden" name="storeId" value={form.values.storeId} />
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
