// The outbox relay's SMTP transport (nodemailer), with connection, greeting and socket time-outs.
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-relay';

export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 } as const;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
    // A local relay without a certificate is common in development; STARTTLS is still used when offered.
    tls: { rejectUnauthorized: url.searchParams.get('tlsRejectUnauthorized') !== 'false' },
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
  };
}
