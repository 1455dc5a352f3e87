// The contact form: a subject (the API's contact types, loaded with the page), name, e-mail, an optional
// phone and restaurant, and the message, sent to the site server's POST /__forms/contact. A link such as
// /contact?type=allergen-question opens it with that subject chosen. The body it sends is checked with
// core's validateContactMessage, the rules and messages the site server and the API apply to it.
import { useCallback, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ContactType } from '@tavola/core/ports';
import { FORMS } from '@tavola/core/constants';
import { ENQUIRY_LIMITS } from '@tavola/core/validation/fields';
import type { RestaurantSummary } from '../page-data';
import { messagesByField } from '../pages/parts/form-fields';
import { FormFooter, FormSent, SelectField, TextAreaField, TextField, useTileForm, type FieldErrors } from './form-parts';
import { postForm } from './form-submit';
import { FormNameField, usePageFormTarget, usePostedForm } from '../stores/posted-form';
import { restaurantChoices } from './restaurant-choices';

export interface ContactValues {
  contactTypeId: string;
  name: string;
  email: string;
  phoneNumber: string;
  storeId: string;
  message: string;
}

/** The JSON the contact route takes (@tavola/core/ports ContactMessage): text trimmed, empty choices left out. */
export function contactBody(values: ContactValues): Record<string, string> {
  const body: Record<string, string> = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
  if (values.contactTypeId) body.contactTypeId = values.contactTypeId;
  if (values.phoneNumber.trim()) body.phoneNumber = values.phoneNumber.trim();
  if (values.storeId) body.storeId = values.storeId;
  return body;
}

/**
 * Core's messages for the body the form would send, one per field. The rules load on the form's first check,
 * not with the page (the home page's first load, issue 15): the page imports only the limits it draws.
 */
export async function checkContact(values: ContactValues): Promise<FieldErrors> {
  const { validateContactMessage } = await import('./form-rules');
  return messagesByField(validateContactMessage(contactBody(values)).errors);
}

/** Said instead of a form when the subjects could not be loaded: a message needs one, so it could never be sent. */
export const CONTACT_UNAVAILABLE = 'Our contact form cannot take messages right now. Please try again in a few minutes, or call your restaurant.';

interface ContactFormProps {
  contactTypes: ContactType[];
  restaurants: RestaurantSummary[];
  tone: 'dark' | 'light' | null;
}

export function ContactForm({ contactTypes, restaurants, tone }: ContactFormProps) {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('type') ?? '';
  const initial: ContactValues = {
    contactTypeId: contactTypes.some((type) => type.id === asked) ? asked : '',
    name: '',
    email: '',
    phoneNumber: '',
    storeId: '',
    message: '',
  };
  const validate = useCallback((values: ContactValues) => checkContact(values), []);
  const send = useCallback((values: ContactValues) => postForm('contact', contactBody(values)), []);
  const form = useTileForm<ContactValues>({ initial, validate, send, posted: usePostedForm('contact') });
  const target = usePageFormTarget();
  const restaurantOptions = useMemo(() => restaurantChoices(restaurants), [restaurants]);

  if (contactTypes.length === 0) {
    return (
      <div className={`tile-form tile-form--contact${tone === 'dark' ? ' tile-form--on-dark' : ''}`} role="status">
        <p>{CONTACT_UNAVAILABLE}</p>
        <p>
          <Link to="/find-us">Find your restaurant's phone number</Link>
        </p>
      </div>
    );
  }
  if (form.status === 'sent') {
    return (
      <FormSent title="Thank you, your message is on its way.">
        <p>
          {form.message ?? 'We reply to every message within two working days.'}
          {form.reference && <> Your reference is <strong>{form.reference}</strong>.</>}
        </p>
      </FormSent>
    );
  }
  return (
    <form ref={form.formRef} className={`tile-form tile-form--contact${tone === 'dark' ? ' tile-form--on-dark' : ''}`} noValidate onSubmit={form.submit} aria-label="Contact us" {...target}>
      <FormNameField form="contact" />
      <SelectField
        form={form}
        name="contactTypeId"
        label="What is your message about?"
        placeholder="Choose a subject"
        choices={contactTypes.map((type) => ({ value: type.id, label: type.name }))}
      />
      <div className="tile-form__grid">
        <TextField form={form} name="name" label="Name" autoComplete="name" maxLength={ENQUIRY_LIMITS.nameMaxLength} />
        <TextField form={form} name="email" label="E-mail address" type="email" autoComplete="email" inputMode="email" maxLength={ENQUIRY_LIMITS.emailMaxLength} />
        <TextField form={form} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" maxLength={FORMS.phoneMaxLength} optional />
        {restaurantOptions.length > 0 && (
          <SelectField form={form} name="storeId" label="Restaurant" placeholder="Not about one restaurant" choices={restaurantOptions} optional />
        )}
      </div>
      <TextAreaField form={form} name="message" label="Your message" maxLength={ENQUIRY_LIMITS.messageMaxLength} />
      <FormFooter form={form} label="Send message" />
    </form>
  );
}
