// Renders one template into the e-mail the outbox stores: the HTML part from the React template, and the
// text part from that same HTML (html-to-text through @react-email/render's toPlainText), so the two
// parts cannot say different things. A marketing e-mail gets the RFC 8058 headers: List-Unsubscribe with
// the one-click link and a mailto, and List-Unsubscribe-Post; a transactional e-mail gets neither.
// Rendering happens when the e-mail is queued (one render measured at about a millisecond warm,
// `npm run bench:email-render`), so the relay sends stored text and never needs the template again.
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
