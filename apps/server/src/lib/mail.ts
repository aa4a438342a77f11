import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string; link?: string };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};

/** SMTP when configured; otherwise mail is kept in the outbox table and its link logged. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
      });
      // The link is the only way to act on the mail without SMTP; no other personal data is logged.
      options.log.info({ mailSubject: message.subject, link: message.link }, 'mail stored in outbox (SMTP_URL not set)');
    },
  };
}
