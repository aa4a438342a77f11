import { and, eq, inArray } from 'drizzle-orm';
import { dueDateOf, LICENSING_SERVICE_TYPE } from '@despacha/domain/licensing/calendar';
import { REMINDER_MIN_DAYS, type ReminderChannel, type ReminderSkip } from '@despacha/domain/licensing/reminders';
import { reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { Db } from '../../db/client.ts';
import { agencies, licensingReminders } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { todayIso } from '../../lib/dates.ts';
import type { Mailer } from '../../lib/mail.ts';
import { calendarOf } from '../licensing/public.ts';
import { createQuote, shareQuote, type QuoteAuthor } from '../quotes/public.ts';
import { catalogDefaults } from '../service-catalog/public.ts';
import { mailReminder, type Price, type ReminderLine } from './reminder-mail.ts';
import { lastReminderOf, lockOwner, type ReminderTarget } from './targets.ts';

export type ReminderDeps = { db: Db; mailer: Mailer; publicUrl: string; now?: () => Date };

const DAY_MS = 86_400_000;

/** The day of the owner's last reminder when it is within the 15 days, else null. */
export function tooRecent(last: Date | null, now: Date): string | null {
  if (!last || now.getTime() - last.getTime() >= REMINDER_MIN_DAYS * DAY_MS) return null;
  return formatBrDate(todayIso(last));
}

/** The price the quote and the message state: the catalog's confirmed fee of the year ("a confirmar": null) + honorários. */
export async function reminderPrice(db: Db, honorariosCents: number): Promise<Price> {
  return { feeCents: (await catalogDefaults(db, LICENSING_SERVICE_TYPE)).feeCents, honorariosCents };
}

/** Each vehicle's due date in the year (by default this year) by its plate final (null: "a confirmar"). */
export async function dueDates(db: Db, placas: string[], now: Date, dueYear?: number): Promise<Map<string, string | null>> {
  const year = dueYear ?? Number(todayIso(now).slice(0, 4));
  const calendar = await calendarOf(db, [year]);
  return new Map(placas.map((p) => [p, dueDateOf(calendar, year, p)]));
}

export const agencyName = async (db: Db, agencyId: string) =>
  (await db.query.agencies.findFirst({ where: eq(agencies.id, agencyId), columns: { name: true } }))?.name ?? '';

type OwnerReminder = {
  author: QuoteAuthor;
  channel: ReminderChannel;
  automatic: boolean;
  ownerId: string;
  targets: ReminderTarget[];
  price: Price;
  due: Map<string, string | null>;
  ip?: string | null;
};

/**
 * One owner's reminder, in one transaction that holds the owner's row: the 15-day rule is read again
 * under the lock (two clicks or two instances cannot both pass it), then a shared quote per vehicle
 * and a reminder row each. Null with the day when the owner was reminded meanwhile.
 */
export async function recordOwnerReminder(
  deps: ReminderDeps,
  r: OwnerReminder,
): Promise<{ lines: (ReminderLine & { vehicleId: string; quoteId: string })[]; reminderIds: string[] } | { recentOn: string }> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, r.author.agencyId, r.ownerId);
    const recentOn = tooRecent(await lastReminderOf(tx, r.author.agencyId, r.ownerId), now);
    if (recentOn) return { recentOn };
    const lines: (ReminderLine & { vehicleId: string; quoteId: string })[] = [];
    const reminderIds: string[] = [];
    for (const t of r.targets) {
      const quoteId = await createQuote(tx, r.author, {
        customerName: t.ownerName,
        customerDocument: t.document,
        customerPhone: t.cel,
        customerEmail: t.email,
        plate: t.placa,
        serviceType: LICENSING_SERVICE_TYPE,
        detranFee: r.price.feeCents,
        honorarios: r.price.honorariosCents,
        extras: [],
        validUntil: null,
        note: m.quoteNote,
      });
      const path = await shareQuote(tx, r.author, quoteId);
      const [row] = await tx
        .insert(licensingReminders)
        .values({
          agencyId: r.author.agencyId,
          vehicleId: t.vehicleId,
          ownerId: r.ownerId,
          channel: r.channel,
          automatic: r.automatic,
          sentAt: now,
          sentBy: r.author.userId,
          sentByName: r.author.name,
          quoteId,
        })
        .returning({ id: licensingReminders.id });
      await recordAudit(tx, {
        agencyId: r.author.agencyId,
        actor: { userId: r.author.userId, name: r.author.name, role: r.author.role ?? null },
        action: 'created',
        entity: 'licensing_reminder',
        entityId: row!.id,
        summary: `${r.automatic ? 'Lembrete automático' : 'Lembrete'} de licenciamento por ${r.channel === 'email' ? 'e-mail' : 'WhatsApp'} para ${t.ownerName} (placa ${t.placa})`,
        ip: r.ip ?? null,
      });
      reminderIds.push(row!.id);
      lines.push({ vehicleId: t.vehicleId, quoteId, placa: t.placa, dueDate: r.due.get(t.placa) ?? null, link: new URL(path, deps.publicUrl).toString() });
    }
    return { lines, reminderIds };
  });
}

/** A reminder whose e-mail the mailer withheld never happened: its rows go (the quotes stay as drafts sent nowhere). */
async function forget(db: Db, agencyId: string, ids: string[]) {
  if (ids.length) await db.delete(licensingReminders).where(and(eq(licensingReminders.agencyId, agencyId), inArray(licensingReminders.id, ids)));
}

export type EmailOutcome = { sent: { vehicleId: string; quoteId: string }[]; skipped: ReminderSkip[]; emails: number };

/**
 * E-mails the owners of the targets that may be reminded: consent and an e-mail on file, not
 * anonymised, not reminded within 15 days. One e-mail per owner, listing each of their vehicles.
 */
export async function emailReminders(
  deps: ReminderDeps,
  author: QuoteAuthor,
  targets: ReminderTarget[],
  price: Price,
  // dueYear: the calendar the message quotes (the monthly run's December reminds of January's dates).
  o: { automatic: boolean; ip?: string | null; dueYear?: number },
): Promise<EmailOutcome> {
  const now = deps.now?.() ?? new Date();
  const out: EmailOutcome = { sent: [], skipped: [], emails: 0 };
  const skip = (t: ReminderTarget, reason: string) => out.skipped.push({ vehicleId: t.vehicleId, placa: t.placa, reason });
  const byOwner = new Map<string, ReminderTarget[]>();
  for (const t of targets) {
    if (!t.ownerId || t.anonymised) skip(t, m.skipNoOwner);
    else if (!t.emailConsent) skip(t, m.skipNoConsent);
    else if (!t.email) skip(t, m.skipNoEmail);
    else if (tooRecent(t.lastRemindedAt, now)) skip(t, m.skipRecent(REMINDER_MIN_DAYS, tooRecent(t.lastRemindedAt, now)!));
    else byOwner.set(t.ownerId, [...(byOwner.get(t.ownerId) ?? []), t]);
  }
  if (!byOwner.size) return out;
  const due = await dueDates(
    deps.db,
    targets.map((t) => t.placa),
    now,
    o.dueYear,
  );
  const name = await agencyName(deps.db, author.agencyId);
  for (const [ownerId, own] of byOwner) {
    const recorded = await recordOwnerReminder(deps, { author, channel: 'email', automatic: o.automatic, ownerId, targets: own, price, due, ip: o.ip });
    if ('recentOn' in recorded) {
      for (const t of own) skip(t, m.skipRecent(REMINDER_MIN_DAYS, recorded.recentOn));
      continue;
    }
    if (!(await mailReminder(deps.mailer, own[0]!.email, name, recorded.lines, price))) {
      await forget(deps.db, author.agencyId, recorded.reminderIds);
      for (const t of own) skip(t, m.skipMailLimit);
      continue;
    }
    out.emails++;
    out.sent.push(...recorded.lines.map((l) => ({ vehicleId: l.vehicleId, quoteId: l.quoteId })));
  }
  return out;
}
