// The voucher e-mail: the code is sent only here, so it reaches the owner of the address.
import type { OutgoingEmail } from '../outbox';
import { signOff, type Brand } from './brand';

export interface VoucherEmail {
  email: string;
  code: string;
  offerTitle: string;
  validityText?: string;
  termAndConditions?: string;
}

export function voucherEmail(brand: Brand, v: VoucherEmail): OutgoingEmail {
  const lines = [
    `Here is your voucher code for ${v.offerTitle}:`,
    '',
    `    ${v.code}`,
    '',
    'Show this code to your server when you order, or quote it when you book.',
  ];
  if (v.validityText) lines.push('', v.validityText);
  if (v.termAndConditions) lines.push('', `Terms and conditions: ${v.termAndConditions}`);
  return { to: v.email, subject: `Your ${brand.siteName} voucher: ${v.offerTitle}`, text: `Hello,\n\n${lines.join('\n')}${signOff(brand)}` };
}
