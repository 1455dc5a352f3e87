// The voucher e-mail: the code is sent only here, so it reaches the owner of the address. Marketing: it
// carries List-Unsubscribe and the unsubscribe and preferences links, and is skipped once the address unsubscribes.
import type { OutgoingEmail } from '../outbox';
import type { MarketingLinks } from '../unsubscribe';
import type { Brand } from './brand';
import { Details, EmailLayout, Para } from './layout';
import { renderEmail } from './render-email';

export interface VoucherEmail {
  email: string;
  code: string;
  offerTitle: string;
  validityText?: string;
  termAndConditions?: string;
}

export function voucherEmail(brand: Brand, v: VoucherEmail, marketing: MarketingLinks): Promise<OutgoingEmail> {
  return renderEmail({
    to: v.email,
    subject: `Your ${brand.siteName} voucher: ${v.offerTitle}`,
    marketing,
    body: (
      <EmailLayout brand={brand} preview={`Your voucher code for ${v.offerTitle}`} heading={`Your voucher: ${v.offerTitle}`} marketing={marketing}>
        <Para>Hello,</Para>
        <Para>Here is your voucher code for {v.offerTitle}:</Para>
        <Details rows={[['Voucher code', v.code]]} />
        <Para>Show this code to your server when you order, or quote it when you book.</Para>
        {v.validityText ? <Para>{v.validityText}</Para> : null}
        {v.termAndConditions ? <Para>Terms and conditions: {v.termAndConditions}</Para> : null}
      </EmailLayout>
    ),
  });
}
