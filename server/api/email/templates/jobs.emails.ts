// The acknowledgement an applicant receives once the application and CV are stored.
import type { OutgoingEmail } from '../outbox';
import { signOff, type Brand } from './brand';

export interface ApplicationEmail {
  to: string;
  firstName: string;
  jobName: string;
  restaurantName?: string;
}

export function applicationAcknowledgement(brand: Brand, a: ApplicationEmail): OutgoingEmail {
  const where = a.restaurantName ? ` at ${a.restaurantName}` : '';
  return {
    to: a.to,
    subject: `Your application: ${a.jobName}`,
    text:
      `Dear ${a.firstName},\n\nThank you for applying for the role of ${a.jobName}${where}. We have your application ` +
      `and our recruitment team will be in touch within ten working days.` +
      signOff(brand),
  };
}
