// The acknowledgement an applicant receives once the application and CV are stored. Transactional.
import type { OutgoingEmail } from '../outbox';
import type { Brand } from './brand';
import { EmailLayout, Para } from './layout';
import { renderEmail } from './render-email';

export interface ApplicationEmail {
  to: string;
  firstName: string;
  jobName: string;
  restaurantName?: string;
}

export function applicationAcknowledgement(brand: Brand, a: ApplicationEmail): Promise<OutgoingEmail> {
  const where = a.restaurantName ? ` at ${a.restaurantName}` : '';
  return renderEmail({
    to: a.to,
    subject: `Your application: ${a.jobName}`,
    body: (
      <EmailLayout brand={brand} preview={`We have your application for ${a.jobName}`} heading="We have your application">
        <Para>Dear {a.firstName},</Para>
        <Para>
          Thank you for applying for the role of {a.jobName}
          {where}. We have your application and our recruitment team will be in touch within ten working days.
        </Para>
      </EmailLayout>
    ),
  });
}
