// Playwright's global setup: an SMTP sink on 127.0.0.1 that the e2e API's outbox relay sends every e-mail to
// (SMTP_URL in playwright.config.ts), so a browser test can open what a diner receives, as the diner would:
// waitlist.e2e.ts follows the held-table link in its e-mail. Each message is written to E2E_MAIL_DIR as one
// file (the runner and its workers are separate processes); `mailTo` reads them back with mailparser.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with tests/e2e/playwright.config.ts');
  return dir;
}

export default async function startMailSink(): Promise<() => Promise<void>> {
  const dir = mailDir();
  const port = Number(process.env.E2E_SMTP_PORT);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    sink.server.once('error', reject);
    sink.listen(port, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** The e-mails the sink has received for `address`, oldest first. */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  const dir = mailDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  // Only the messages that name the address anywhere are parsed (a run's sink holds hundreds).
  const raw = files.map((file) => fs.readFileSync(path.join(dir, file))).filter((bytes) => bytes.toString('latin1').toLowerCase().includes(address.toLowerCase()));
  const mails = await Promise.all(raw.map((bytes) => simpleParser(bytes)));
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((list) => list.value.map((a) => a.address?.toLowerCase()));
  return mails.filter((mail) => to(mail).includes(address.toLowerCase()));
}

/** Waits for an e-mail to `address` whose subject matches, as the outbox relay delivers it (every 10 s). */
export async function inbox(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => (found = (await mailTo(address)).find((mail) => subject.test(mail.subject ?? ''))) !== undefined, { timeout: 90_000, intervals: [1_000, 2_000, 5_000] })
    .toBe(true);
  return found as ParsedMail;
}

/** The first link in the e-mail's text part to `path` on the site. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const link = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"<>]+`).exec(mail.text ?? '')?.[0];
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  return new URL(link as string);
}
