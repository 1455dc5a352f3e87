// E-mails of the contact form and group-booking enquiries: one to the inbox that handles them, one
// acknowledging the sender with the reference to quote.
import type { OutgoingEmail } from '../outbox';
import { details, signOff, type Brand } from './brand';

export interface ContactMessageEmail {
  reference: string;
  contactType: string;
  name: string;
  email: string;
  phoneNumber?: string;
  restaurant?: string;
  message: string;
}

export function contactInboxEmail(to: string, m: ContactMessageEmail): OutgoingEmail {
  return {
    to,
    subject: `[${m.reference}] ${m.contactType}: message from ${m.name}`,
    text: `${details([
      ['Reference', m.reference],
      ['Type', m.contactType],
      ['Name', m.name],
      ['E-mail', m.email],
      ['Phone', m.phoneNumber],
      ['Restaurant', m.restaurant],
    ])}\n\n${m.message}\n`,
  };
}

export function contactAcknowledgement(brand: Brand, m: ContactMessageEmail): OutgoingEmail {
  return {
    to: m.email,
    subject: `We have your message (${m.reference})`,
    text:
      `Dear ${m.name},\n\nThank you for getting in touch with ${brand.siteName}. We have your message and will reply ` +
      `within two working days. If you write again about it, please quote the reference ${m.reference}.` +
      signOff(brand),
  };
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

export function groupBookingInboxEmail(to: string, e: GroupBookingEmail): OutgoingEmail {
  return {
    to,
    subject: `[${e.reference}] Group enquiry: ${e.covers} guests on ${e.date} at ${e.time}`,
    text: `${details([
      ['Reference', e.reference],
      ['Restaurant', e.restaurant],
      ['Date', e.date],
      ['Time', e.time],
      ['Guests', e.covers],
      ['Name', e.name],
      ['E-mail', e.email],
      ['Phone', e.phoneNumber],
    ])}\n\n${e.message ?? ''}\n`,
  };
}

export function groupBookingAcknowledgement(brand: Brand, e: GroupBookingEmail): OutgoingEmail {
  return {
    to: e.email,
    subject: `Your group enquiry at ${brand.siteName} ${e.restaurant} (${e.reference})`,
    text:
      `Dear ${e.name},\n\nThank you for your enquiry for ${e.covers} guests at ${brand.siteName} ${e.restaurant} ` +
      `on ${e.date} at ${e.time}. This is not yet a confirmed booking: the restaurant team will call or e-mail you ` +
      `shortly to arrange the details. Your reference is ${e.reference}.` +
      signOff(brand),
  };
}
