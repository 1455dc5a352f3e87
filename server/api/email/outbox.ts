// E-mails are written to the outbox in the same transaction as the record they belong to, so a
// booking and its confirmation are stored together or not at all; the relay sends them later.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export async function enqueueEmail(trx: Transaction<Database>, email: OutgoingEmail): Promise<number> {
  const row = await trx
    .insertInto('outbox')
    .values({
      recipient: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      attachments: JSON.stringify(email.attachments ?? []) as never,
      status: 'pending',
      last_error: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
