// E-mails are written to the outbox in the same transaction as the record they belong to, so a
// booking and its confirmation are stored together or not at all; the relay sends them later. A message
// may wait for its time (send_after: a booking's reminder), and an SMS waits in the same table.
// Every e-mail arrives here rendered (server/api/email/templates/render-email.tsx: HTML and text from one
// template); a marketing one carries its List-Unsubscribe headers and is checked against the
// unsubscribed addresses when it is sent, not when it is queued.
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
    ...scheduling(options),
  };
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
