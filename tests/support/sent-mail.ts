// Outbox rows as the diner receives them. A booking's confirmation and reminder are stored as their
// template's data and rendered by the relay when it sends them (issue 15, item 4); a test that reads the
// outbox gets them rendered here exactly as the relay renders them (messageOf), and every other row as stored.
import { messageOf, type StoredMessage } from '../../server/api/email/templates/stored-emails';

export async function asSent<R extends StoredMessage>(rows: R[]): Promise<R[]> {
  return Promise.all(
    rows.map(async (row) => {
      const sent = await messageOf(row);
      return { ...row, text_body: sent.text, html_body: sent.html ?? null, attachments: sent.attachments, headers: sent.headers };
    }),
  );
}
