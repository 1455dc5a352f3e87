// Double opt-in: the one e-mail an address gets before it is confirmed, with the link that confirms it.
import { EMAIL_LIMITS } from '@tavola/core/constants';
import type { OutgoingEmail } from '../outbox';
import { signOff, type Brand } from './brand';

const HOURS = Math.round(EMAIL_LIMITS.confirmationLinkMs / 3_600_000);

const footer = (brand: Brand) =>
  `\n\nThe link works for ${HOURS} hours. If you did not ask for this, ignore this e-mail: nothing more will be sent to you ` +
  `and your address will not be added to any list.${signOff(brand)}`;

export function signUpConfirmationEmail(brand: Brand, to: string, firstName: string, link: string): OutgoingEmail {
  return {
    to,
    subject: `Please confirm your e-mail address for ${brand.siteName}`,
    text:
      `Ciao ${firstName},\n\nThank you for signing up to hear from ${brand.siteName}. Please confirm that this is your ` +
      `e-mail address by opening this link:\n\n    ${link}\n\nYour welcome e-mail will follow.` +
      footer(brand),
  };
}

export function voucherConfirmationEmail(brand: Brand, to: string, offerTitle: string, link: string): OutgoingEmail {
  return {
    to,
    subject: `Please confirm your e-mail address for your ${brand.siteName} voucher`,
    text:
      `Hello,\n\nYou asked for a voucher code for ${offerTitle}. Please confirm that this is your e-mail address by ` +
      `opening this link:\n\n    ${link}\n\nYour voucher code will follow.` +
      footer(brand),
  };
}
