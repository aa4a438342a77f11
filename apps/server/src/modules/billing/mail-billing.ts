import { billingMail, type InvoiceMailFacts } from '@despacha/domain/billing/messages';
import { PRODUCT_NAME } from '@despacha/domain/messages';
import type { MailMessage } from '../../lib/mail.ts';
import { mailSignature, type MailBrand } from '../../lib/mail-templates.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A billing notice: no action link (the agency pays from its Assinatura page once signed in). */
function notice(to: string, { subject, body }: { subject: string; body: string }, brand: MailBrand): MailMessage {
  const signature = mailSignature(brand);
  return {
    to,
    subject,
    text: `Olá!\n\n${body}\n\n${signature.text}`,
    html: `<p>Olá!</p><p>${escape(body)}</p>${signature.html}`,
  };
}

/** Configurações' platformName and supportEmail sign billing notices too; the product's name by default. */
const defaultBrand: MailBrand = { platformName: PRODUCT_NAME, supportEmail: '' };

export type InvoiceRow = {
  number: number;
  amountCents: number;
  periodStart: string | null;
  periodEnd: string | null;
  issuedOn: string;
  dueOn: string;
};

/** Invoices older than issue 14 have no period: they billed the month from their issue date. */
const facts = (i: InvoiceRow): InvoiceMailFacts => ({
  number: i.number,
  amountCents: i.amountCents,
  periodStart: i.periodStart ?? i.issuedOn,
  periodEnd: i.periodEnd ?? i.issuedOn,
  dueOn: i.dueOn,
});

export type ReminderKind = 'before' | 'due' | 'after';

export const invoiceIssuedMail = (to: string, i: InvoiceRow, brand = defaultBrand) => notice(to, billingMail.invoiceIssued(facts(i)), brand);

export function reminderMail(to: string, i: InvoiceRow, kind: ReminderKind, days: { before: number; suspendAfter: number }, brand = defaultBrand) {
  if (kind === 'before') return notice(to, billingMail.reminderBefore(facts(i), days.before), brand);
  if (kind === 'due') return notice(to, billingMail.reminderDue(facts(i)), brand);
  return notice(to, billingMail.reminderAfter(facts(i), days.suspendAfter), brand);
}

export const trialEndingMail = (to: string, endsOn: string, brand = defaultBrand) => notice(to, billingMail.trialEnding(endsOn), brand);
