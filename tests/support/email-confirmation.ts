// Double opt-in in tests: the confirmation link of the latest confirmation e-mail to an address, following
// it through the API, and an address marked confirmed beforehand (for tests of what a confirmed address gets).
import request from 'supertest';
import type { ApiHarness } from './api-harness';

/** The outbox's e-mails to `recipient` (exactly as addressed), oldest first. */
export function outboxTo(harness: ApiHarness, recipient: string) {
  return harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

/** The confirmation e-mails to `recipient`, oldest first. */
export async function confirmationsTo(harness: ApiHarness, recipient: string) {
  return (await outboxTo(harness, recipient)).filter((email) => email.subject.startsWith('Please confirm your e-mail address'));
}

/** The token of the latest confirmation e-mail's link to `recipient`. */
export async function confirmationToken(harness: ApiHarness, recipient: string): Promise<string> {
  const emails = await confirmationsTo(harness, recipient);
  const text = emails[emails.length - 1]?.text_body ?? '';
  const match = /\/confirm-email\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No confirmation link was sent to ${recipient}`);
  return decodeURIComponent(match[1]);
}

/** POST /api/email/confirm with a token. */
export function followConfirmation(harness: ApiHarness, token: unknown) {
  return request(harness.app).post('/api/email/confirm').set(harness.headers()).send({ token });
}

/** Marks an address confirmed, as if it had followed a link before. */
export async function markConfirmed(harness: ApiHarness, email: string): Promise<void> {
  await harness.handle.db
    .insertInto('email_confirmations')
    .values({
      id: `test-${email}`.slice(0, 64),
      purpose: 'voucher',
      email: email.trim().toLowerCase(),
      data: JSON.stringify({}) as never,
      expires_at: new Date(Date.UTC(2030, 0, 1)),
      confirmed_at: new Date(Date.UTC(2026, 0, 1)),
    })
    .execute();
}
