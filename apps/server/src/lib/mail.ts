import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { hashedKey, windowCounter } from './window-counter.ts';

/** A file sent with a mail (the DANFSe of an NFS-e). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = { to: string; subject: string; text: string; html: string; link?: string; attachments?: MailAttachment[] };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  /** False when the mail was withheld (the recipient's hourly limit); callers answer the same either way. */
  send(message: MailMessage): Promise<boolean>;
};

/**
 * Mails to one address per hour, all kinds together (confirmation, reset, invitation): anyone can
 * ask for the first two for any address, so without a cap the server mails whoever they like.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;
/** And per day: five an hour all day long would still be 120 mails a stranger can aim at one inbox. */
export const MAILS_PER_RECIPIENT_PER_DAY = 10;

/** SMTP when configured; otherwise mail is kept in the outbox table and its link logged. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  perRecipientPerHour?: number;
  perRecipientPerDay?: number;
  /** Counts apart from the default 'mail' scope (administrators' notices must not use up an admin's password resets). */
  scope?: string;
}): Mailer {
  const deliver = options.smtpUrl ? smtpDelivery(options.smtpUrl, options.from) : outboxDelivery(options.db, options.log);
  const perHour = windowCounter(options.db, { max: options.perRecipientPerHour ?? MAILS_PER_RECIPIENT_PER_HOUR, windowMs: 3_600_000 });
  const perDay = windowCounter(options.db, { max: options.perRecipientPerDay ?? MAILS_PER_RECIPIENT_PER_DAY, windowMs: 86_400_000 });
  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      const recipient = hashedKey(options.scope ?? 'mail', message.to);
      // Keyed apart so that the two windows count independently.
      const limit = !(await perHour.hit(recipient)).allowed ? 'hourly' : !(await perDay.hit(`${recipient}:day`)).allowed ? 'daily' : null;
      if (limit) {
        // The hash lets an operator match repeated refusals without the address being logged.
        options.log.warn({ recipient, mailSubject: message.subject }, `mail withheld: recipient reached the ${limit} limit`);
        return false;
      }
      await deliver(message);
      return true;
    },
  };
}

function smtpDelivery(smtpUrl: string, from: string) {
  // nodemailer (a quarter of a megabyte of the bundle) loads with the first mail, not at every start (issue 40).
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return async (message: MailMessage) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (
      await transport
    ).sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
  };
}

function outboxDelivery(db: Db, log: FastifyBaseLogger) {
  return async (message: MailMessage) => {
    await db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      link: message.link ?? null,
      // What was attached, not its bytes: a document the system made can be made again where it came from.
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, bytes: content.length })),
    });
    // The link is the only way to act on the mail without SMTP; no other personal data is logged.
    log.info({ mailSubject: message.subject, link: message.link }, 'mail stored in outbox (SMTP_URL not set)');
  };
}
