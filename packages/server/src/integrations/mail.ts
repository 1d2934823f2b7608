import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a message, streamed by nodemailer while it sends. */
export type MailAttachment = { filename: string; content: Readable; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/** Sends one e-mail; rejects with the reason when the mail server refuses it or cannot be reached. */
export interface Mailer {
  /** False when no SMTP server is configured: mail goes to the log only, and nobody is warned. */
  readonly isConfigured: boolean;
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port, smtps:// for TLS). Without it the
 * message is logged and dropped, so a development machine never needs a mail server and never shows the warning.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl)
    return {
      isConfigured: false,
      send: async (message) => {
        log.info({ to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL configured');
      },
    };
  // Short timeouts: the decision is already saved, and the approver is waiting for the answer.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10000 });
  return {
    isConfigured: true,
    send: async (message) => {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments });
    },
  };
}
