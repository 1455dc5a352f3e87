// The welcome e-mail of the mailing list, sent once, when an address is confirmed. Marketing: it carries
// List-Unsubscribe and, at its foot, the unsubscribe and preferences links it promises.
import type { OutgoingEmail } from '../outbox';
import type { MarketingLinks } from '../unsubscribe';
import type { Brand } from './brand';
import { EmailLayout, Para } from './layout';
import { renderEmail } from './render-email';

export function welcomeEmail(brand: Brand, to: string, firstName: string, marketing: MarketingLinks): Promise<OutgoingEmail> {
  return renderEmail({
    to,
    subject: `Welcome to ${brand.siteName}`,
    marketing,
    body: (
      <EmailLayout brand={brand} preview={`Welcome to the ${brand.siteName} family`} heading={`Welcome to ${brand.siteName}`} marketing={marketing}>
        <Para>Ciao {firstName},</Para>
        <Para>
          Thank you for joining the {brand.siteName} family. You will be the first to hear about new menus, offers and events, and we will send you a
          treat for your birthday.
        </Para>
        <Para>You can change what we send you, or stop it, at any time from the links at the foot of each e-mail.</Para>
      </EmailLayout>
    ),
  });
}
