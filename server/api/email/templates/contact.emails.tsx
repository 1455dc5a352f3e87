// E-mails of the contact form and group-booking enquiries: one to the inbox that handles them, one
// acknowledging the sender with the reference to quote. All transactional.
import type { OutgoingEmail } from '../outbox';
import type { Brand } from './brand';
import { Details, EmailLayout, Para, TypedText } from './layout';
import { renderEmail } from './render-email';

export interface ContactMessageEmail {
  reference: string;
  contactType: string;
  name: string;
  email: string;
  phoneNumber?: string;
  restaurant?: string;
  message: string;
}

export function contactInboxEmail(brand: Brand, to: string, m: ContactMessageEmail): Promise<OutgoingEmail> {
  return renderEmail({
    to,
    subject: `[${m.reference}] ${m.contactType}: message from ${m.name}`,
    body: (
      <EmailLayout brand={brand} preview={`${m.contactType} from ${m.name}`} heading={`${m.contactType}: message from ${m.name}`}>
        <Details
          rows={[
            ['Reference', m.reference],
            ['Type', m.contactType],
            ['Name', m.name],
            ['E-mail', m.email],
            ['Phone', m.phoneNumber],
            ['Restaurant', m.restaurant],
          ]}
        />
        <TypedText text={m.message} />
      </EmailLayout>
    ),
  });
}

export function contactAcknowledgement(brand: Brand, m: ContactMessageEmail): Promise<OutgoingEmail> {
  return renderEmail({
    to: m.email,
    subject: `We have your message (${m.reference})`,
    body: (
      <EmailLayout brand={brand} preview={`Your reference is ${m.reference}`} heading="We have your message">
        <Para>Dear {m.name},</Para>
        <Para>
          Thank you for getting in touch with {brand.siteName}. We have your message and will reply within two working days. If you write again about
          it, please quote the reference {m.reference}.
        </Para>
      </EmailLayout>
    ),
  });
}

export interface GroupBookingEmail {
  reference: string;
  restaurant: string;
  name: string;
  email: string;
  phoneNumber: string;
  date: string;
  time: string;
  covers: number;
  message?: string;
}

export function groupBookingInboxEmail(brand: Brand, to: string, e: GroupBookingEmail): Promise<OutgoingEmail> {
  return renderEmail({
    to,
    subject: `[${e.reference}] Group enquiry: ${e.covers} guests on ${e.date} at ${e.time}`,
    body: (
      <EmailLayout brand={brand} preview={`Group enquiry from ${e.name}`} heading={`Group enquiry: ${e.covers} guests`}>
        <Details
          rows={[
            ['Reference', e.reference],
            ['Restaurant', e.restaurant],
            ['Date', e.date],
            ['Time', e.time],
            ['Guests', e.covers],
            ['Name', e.name],
            ['E-mail', e.email],
            ['Phone', e.phoneNumber],
          ]}
        />
        {e.message ? <TypedText text={e.message} /> : null}
      </EmailLayout>
    ),
  });
}

export function groupBookingAcknowledgement(brand: Brand, e: GroupBookingEmail): Promise<OutgoingEmail> {
  return renderEmail({
    to: e.email,
    subject: `Your group enquiry at ${brand.siteName} ${e.restaurant} (${e.reference})`,
    body: (
      <EmailLayout brand={brand} preview={`Your reference is ${e.reference}`} heading="We have your group enquiry">
        <Para>Dear {e.name},</Para>
        <Para>
          Thank you for your enquiry for {e.covers} guests at {brand.siteName} {e.restaurant} on {e.date} at {e.time}. This is not yet a confirmed
          booking: the restaurant team will call or e-mail you shortly to arrange the details. Your reference is {e.reference}.
        </Para>
      </EmailLayout>
    ),
  });
}
