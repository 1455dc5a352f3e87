// Double opt-in: the one e-mail an address gets before it is confirmed, with the link that confirms it.
// Transactional (the address asked for it): no unsubscribe.
import { EMAIL_LIMITS } from '@tavola/core/constants';
import type { OutgoingEmail } from '../outbox';
import type { Brand } from './brand';
import { ActionButton, EmailLayout, Para } from './layout';
import { renderEmail } from './render-email';

const HOURS = Math.round(EMAIL_LIMITS.confirmationLinkMs / 3_600_000);

function confirmationRequest(brand: Brand, to: string, subject: string, greeting: string, why: string, next: string, link: string): Promise<OutgoingEmail> {
  return renderEmail({
    to,
    subject,
    body: (
      <EmailLayout brand={brand} preview="Please confirm your e-mail address" heading="Please confirm your e-mail address">
        <Para>{greeting}</Para>
        <Para>{why} Please confirm that this is your e-mail address by opening this link:</Para>
        <ActionButton brand={brand} href={link}>
          Confirm my e-mail address
        </ActionButton>
        <Para>{next}</Para>
        <Para>
          The link works for {HOURS} hours. If you did not ask for this, ignore this e-mail: nothing more will be sent to you and your address will
          not be added to any list.
        </Para>
      </EmailLayout>
    ),
  });
}

export function signUpConfirmationEmail(brand: Brand, to: string, firstName: string, link: string): Promise<OutgoingEmail> {
  return confirmationRequest(
    brand,
    to,
    `Please confirm your e-mail address for ${brand.siteName}`,
    `Ciao ${firstName},`,
    `Thank you for signing up to hear from ${brand.siteName}.`,
    'Your welcome e-mail will follow.',
    link,
  );
}

export function voucherConfirmationEmail(brand: Brand, to: string, offerTitle: string, link: string): Promise<OutgoingEmail> {
  return confirmationRequest(
    brand,
    to,
    `Please confirm your e-mail address for your ${brand.siteName} voucher`,
    'Hello,',
    `You asked for a voucher code for ${offerTitle}.`,
    'Your voucher code will follow.',
    link,
  );
}
