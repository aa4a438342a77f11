import { and, eq, inArray, lt, min, sql } from 'drizzle-orm';
import type { BillingSettings } from '@despacha/domain/billing/settings';
import { addIsoDays, isoDaysBetween } from '@despacha/domain/billing/periods';
import type { Db } from '../../../db/client.ts';
import { agencies, invoiceReminders, invoices } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { reminderMail, type ReminderKind } from '../mail-billing.ts';
import { DUNNING_REASON, setStatusBySystem } from '../system-status-change.ts';
import { readSettings } from '../../settings/public.ts';

/** Pending invoices whose due date passed before `day` become overdue. */
export async function markOverdue(db: Db, day: string, now: Date): Promise<number> {
  const rows = await db
    .update(invoices)
    .set({ status: 'overdue', updatedAt: now })
    .where(and(eq(invoices.status, 'pending'), lt(invoices.dueOn, day)))
    .returning({ id: invoices.id });
  return rows.length;
}

/** Which reminder `day` calls for, if any: before (within remindBeforeDays), on the due date, after. */
export function reminderKindOn(day: string, dueOn: string, s: Pick<BillingSettings, 'remindBeforeDays' | 'suspendAfterDays'>): ReminderKind | null {
  const until = isoDaysBetween(day, dueOn);
  if (until > 0) return until <= s.remindBeforeDays ? 'before' : null;
  if (until === 0) return 'due';
  // Only while suspension is still ahead: older overdue invoices already led to it.
  return -until <= s.suspendAfterDays ? 'after' : null;
}

/** Sends each unpaid invoice's reminder for `day`; invoice_reminders' key makes each kind go once. */
export async function sendReminders(db: Db, mailer: Mailer, day: string, s: BillingSettings, now: Date): Promise<number> {
  const rows = await db
    .select({ invoice: invoices, email: agencies.email })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(
      and(
        inArray(invoices.status, ['pending', 'overdue']),
        sql`${invoices.dueOn} between ${addIsoDays(day, -s.suspendAfterDays)} and ${addIsoDays(day, s.remindBeforeDays)}`,
      ),
    );
  let sent = 0;
  for (const { invoice, email } of rows) {
    const kind = reminderKindOn(day, invoice.dueOn, s);
    if (!kind) continue;
    const claimed = await db
      .insert(invoiceReminders)
      .values({ agencyId: invoice.agencyId, invoiceId: invoice.id, kind, sentAt: now })
      .onConflictDoNothing()
      .returning({ kind: invoiceReminders.kind });
    if (claimed.length === 0) continue;
    const brand = (await readSettings(db)).platform;
    await mailer.send(reminderMail(email, invoice, kind, { before: isoDaysBetween(day, invoice.dueOn), suspendAfter: s.suspendAfterDays }, brand));
    sent++;
  }
  return sent;
}

/**
 * Suspends each active agency whose oldest overdue invoice is suspendAfterDays overdue on `day`,
 * recorded as made by "Sistema" with the reason Inadimplência. Returns the agencies suspended.
 */
export async function suspendDefaulters(db: Db, day: string, s: BillingSettings, now: Date): Promise<string[]> {
  const limit = addIsoDays(day, -s.suspendAfterDays);
  const rows = await db
    .select({ agencyId: invoices.agencyId, oldest: min(invoices.dueOn) })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(and(eq(invoices.status, 'overdue'), eq(agencies.status, 'active')))
    .groupBy(invoices.agencyId);
  const suspended: string[] = [];
  for (const { agencyId, oldest } of rows) {
    if (!oldest || oldest > limit) continue;
    const changed = await db.transaction((tx) => setStatusBySystem(tx, agencyId, 'suspended', DUNNING_REASON, now));
    if (changed) suspended.push(agencyId);
  }
  return suspended;
}
