import { formatBrDate } from '@despacha/domain/validators/date';
import { reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import { displayPlate } from '@despacha/domain/validators/plate';
import type { Mailer } from '../../lib/mail.ts';
import { mailName } from '../../lib/mail-templates.ts';

export type ReminderLine = { placa: string; dueDate: string | null; link: string };
export type Price = { feeCents: number | null; honorariosCents: number };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const due = (iso: string | null) => (iso ? formatBrDate(iso) : null);

/** One e-mail per owner listing each vehicle due with its quote link. False: the mailer withheld it (hourly limit). */
export async function mailReminder(mailer: Mailer, to: string, agencyName: string, lines: ReminderLine[], price: Price): Promise<boolean> {
  const agency = mailName(agencyName);
  const priceLine = m.price(price.feeCents, price.honorariosCents);
  const blocks = lines.map((l) => ({ vehicle: m.vehicleLine(displayPlate(l.placa), due(l.dueDate)), link: l.link }));
  const text = [m.intro(agency), '', ...blocks.flatMap((b) => [b.vehicle, priceLine, `${m.quoteLink} ${b.link}`, '']), m.footer, '', agency].join('\n');
  const html = [
    `<p>${escape(m.intro(agency))}</p>`,
    ...blocks.map((b) => `<p>${escape(b.vehicle)}<br>${escape(priceLine)}<br>${escape(m.quoteLink)} <a href="${escape(b.link)}">${escape(b.link)}</a></p>`),
    `<p>${escape(m.footer)}</p><p>${escape(agency)}</p>`,
  ].join('');
  // No `link` field: the outbox would print it in the server log, and a quote link is a bearer token.
  return mailer.send({ to, subject: m.mailSubject(agency), text, html });
}

export const whatsappText = (agencyName: string, line: ReminderLine, price: Price) =>
  m.whatsapp(mailName(agencyName), displayPlate(line.placa), due(line.dueDate), m.price(price.feeCents, price.honorariosCents), line.link);
