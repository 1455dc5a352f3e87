// The welcome e-mail of the mailing list, sent once, when an address first signs up.
import type { OutgoingEmail } from '../outbox';
import { signOff, type Brand } from './brand';

export function welcomeEmail(brand: Brand, to: string, firstName: string): OutgoingEmail {
  return {
    to,
    subject: `Welcome to ${brand.siteName}`,
    text:
      `Ciao ${firstName},\n\nThank you for joining the ${brand.siteName} family. You will be the first to hear about ` +
      `new menus, offers and events, and we will send you a treat for your birthday.\n\n` +
      `You can change what we send you at any time from the link at the foot of each e-mail.` +
      signOff(brand),
  };
}
