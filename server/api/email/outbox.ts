// E-mails are written to the outbox in the same transaction as the record they belong to, so a
// booking and its confirmation are stored together or not at all; the relay sends them later. A message
// may wait for its time (send_after: a booking's reminder), and an SMS waits in the same table.
// Most e-mails arrive here rendered (server/api/email/templates/render-email.tsx: HTML and text from one
// template); a marketing one carries its List-Unsubscribe headers and is checked against the
// unsubscribed addresses when it is sent, not when it is queued. A booking's confirmation and reminder
// arrive as their template's name and data (renderLaterRow) and the relay renders them when it sends them
// (server/api/email/templates/stored-emails.ts), so a booking's create renders nothing (issue 15, item 4).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type EmailCategory = 'transactional' | 'marketing';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  /** 'transactional' unless said: a booking, an acknowledgement, a confirmation link. */
  category?: EmailCategory;
  headers?: Record<string, string>;
}

/** When a message goes and what it belongs to, for messages a later change may cancel (a reminder). */
export interface Scheduling {
  /** Not sent before this time (ms since the epoch); at once when left out. */
  sendAfter?: number;
  purpose?: 'reminder';
  bookingReference?: string;
}

function scheduling(options: Scheduling) {
  return {
    ...(options.sendAfter === undefined ? {} : { send_after: new Date(options.sendAfter), next_attempt_at: new Date(options.sendAfter) }),
    purpose: options.purpose ?? null,
    booking_reference: options.bookingReference ?? null,
  };
}

/** The outbox row an e-mail is stored as, column by column (enqueueEmail's, and a larger statement's: booking-store). */
export function emailRow(email: OutgoingEmail, options: Scheduling = {}) {
  return {
    recipient: email.to,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html ?? null,
    attachments: JSON.stringify(email.attachments ?? []) as never,
    category: email.category ?? 'transactional',
    headers: JSON.stringify(email.headers ?? {}),
    status: 'pending' as const,
    last_error: null,
    sent_at: null,
    render_template: null as string | null,
    render_data: null as string | null,
    ...scheduling(options),
  };
}

/** A transactional e-mail the relay renders when it sends it: its recipient and subject, its template's name and data. */
export interface EmailToRenderLater {
  to: string;
  subject: string;
  /** A name server/api/email/templates/stored-emails.ts renders ('booking-confirmation', 'booking-reminder'). */
  template: string;
  /** What the template needs, as JSON: stored with the message, so the relay reads nothing else to render it. */
  data: object;
}

/** The outbox row of an e-mail rendered when it is sent: no body yet, the template's name and data instead. */
export function renderLaterRow(email: EmailToRenderLater, options: Scheduling = {}) {
  return { ...emailRow({ to: email.to, subject: email.subject, text: '' }, options), render_template: email.template, render_data: JSON.stringify(email.data) };
}

/** The outbox row a text message is stored as. */
export function smsRow(sms: { to: string; text: string }, options: Scheduling = {}) {
  return {
    recipient: sms.to,
    subject: '',
    text_body: sms.text,
    html_body: null,
    attachments: JSON.stringify([]) as never,
    status: 'pending' as const,
    channel: 'sms' as const,
    last_error: null,
    sent_at: null,
    ...scheduling(options),
  };
}

export type OutboxRow = ReturnType<typeof emailRow> | ReturnType<typeof smsRow>;

export async function enqueueEmail(trx: Transaction<Database>, email: OutgoingEmail, options: Scheduling = {}): Promise<number> {
  return enqueueRow(trx, emailRow(email, options));
}

/** A text message, sent by the task worker through the SMS port once due. */
export async function enqueueSms(trx: Transaction<Database>, sms: { to: string; text: string }, options: Scheduling = {}): Promise<number> {
  return enqueueRow(trx, smsRow(sms, options));
}

export async function enqueueRow(trx: Transaction<Database>, row: OutboxRow): Promise<number> {
  return (await trx.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Cancels a booking's messages of `purpose` not yet sent (its reminder, when it is cancelled or moved). */
export async function cancelScheduled(trx: Transaction<Database>, bookingReference: string, purpose: 'reminder'): Promise<number> {
  const rows = await trx
    .updateTable('outbox')
    .set({ status: 'cancelled' })
    .where('booking_reference', '=', bookingReference)
    .where('purpose', '=', purpose)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.length;
}
