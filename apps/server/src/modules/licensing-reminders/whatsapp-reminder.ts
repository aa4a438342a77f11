import { reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import { whatsappMobile, whatsappUrl } from '@despacha/domain/tracking/present';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import type { QuoteAuthor } from '../quotes/public.ts';
import { whatsappText } from './reminder-mail.ts';
import { agencyName, dueDates, recordOwnerReminder, reminderPrice, tooRecent, type ReminderDeps } from './send-reminders.ts';
import { reminderTargets } from './targets.ts';

/**
 * "WhatsApp" on a row: WhatsApp offers no sending without its paid API, so the dispatcher gets a
 * wa.me link with the message and the quote link to send by hand. Recorded when the link is made
 * (the click that opens WhatsApp), under the same 15-day rule as e-mail.
 */
export async function whatsappReminder(deps: ReminderDeps, author: QuoteAuthor, vehicleId: string, honorariosCents: number, ip: string | null) {
  const [target] = await reminderTargets(deps.db, author.agencyId, [vehicleId]);
  if (!target) throw notFound();
  const mobile = whatsappMobile(target.cel);
  if (!target.ownerId || target.anonymised) throw invalid({ vehicleId: m.skipNoOwner }, m.skipNoOwner);
  if (!mobile) throw invalid({ vehicleId: m.skipNoMobile }, m.skipNoMobile);
  const now = deps.now?.() ?? new Date();
  const recent = tooRecent(target.lastRemindedAt, now);
  if (recent) throw conflict('REMINDED_RECENTLY', m.recentConflict(recent));
  const price = await reminderPrice(deps.db, honorariosCents);
  const due = await dueDates(deps.db, [target.placa], now);
  const recorded = await recordOwnerReminder(deps, {
    author,
    channel: 'whatsapp',
    automatic: false,
    ownerId: target.ownerId,
    targets: [target],
    price,
    due,
    ip,
  });
  if ('recentOn' in recorded) throw conflict('REMINDED_RECENTLY', m.recentConflict(recorded.recentOn));
  const line = recorded.lines[0]!;
  return { url: whatsappUrl(mobile, whatsappText(await agencyName(deps.db, author.agencyId), line, price)), quoteId: line.quoteId };
}
