// Renders one template into the e-mail the outbox stores: the HTML part from the React template, and the
// text part from that same HTML (html-to-text through @react-email/render's toPlainText), so the two
// parts cannot say different things. A marketing e-mail gets the RFC 8058 headers: List-Unsubscribe with
// the one-click link and a mailto, and List-Unsubscribe-Post; a transactional e-mail gets neither.
// Most e-mails are rendered when they are queued and the relay sends the stored parts; a booking's
// confirmation and reminder are stored as data and rendered by the relay just before it sends them
// (stored-emails.ts), so a booking's create renders nothing (`npm run bench:email-render` times a render).
import type { ReactElement } from 'react';
import type { OutgoingEmail } from '../outbox';
import type { MarketingLinks } from '../unsubscribe';

type Renderer = typeof import('@react-email/render');
let renderer: Promise<Renderer> | null = null;
// Loaded on the first e-mail, not at start: the renderer brings prettier and html-to-text (about 0.5 s).
const loadRenderer = () => (renderer ??= import('@react-email/render'));

export interface EmailToRender {
  to: string;
  subject: string;
  /** The whole message: an <EmailLayout> with its content. */
  body: ReactElement;
  attachments?: OutgoingEmail['attachments'];
  /** A marketing e-mail's links (its layout shows them too); absent for a transactional e-mail. */
  marketing?: MarketingLinks;
}

export async function renderEmail(email: EmailToRender): Promise<OutgoingEmail> {
  const { render, toPlainText } = await loadRenderer();
  const html = await render(email.body);
  const text = toPlainText(html);
  const rendered: OutgoingEmail = { to: email.to, subject: email.subject, html, text, category: email.marketing ? 'marketing' : 'transactional' };
  if (email.attachments) rendered.attachments = email.attachments;
  if (email.marketing) {
    rendered.headers = {
      'List-Unsubscribe': `<${email.marketing.unsubscribeUrl}>, <${email.marketing.unsubscribeMailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  return rendered;
}
