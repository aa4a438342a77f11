import { and, eq, isNotNull } from 'drizzle-orm';
import { billingMessages } from '@despacha/domain/billing/messages';
import { isoDaysBetween, TRIAL_ENDING_NOTICE_DAYS } from '@despacha/domain/billing/periods';
import type { Db } from '../../../db/client.ts';
import { agencies, jobRuns } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { trialEndingMail } from '../mail-billing.ts';
import { setStatusBySystem } from '../system-status-change.ts';
import { readSettings } from '../../settings/public.ts';

const trialsOf = (db: Db) =>
  db
    .select({ id: agencies.id, email: agencies.email, trialEndsAt: agencies.trialEndsAt })
    .from(agencies)
    .where(and(eq(agencies.status, 'trial'), isNotNull(agencies.trialEndsAt)));

/**
 * A trial whose last day was before `day` and was not converted follows dunning: the agency is
 * suspended by "Sistema" with the reason "Fim do período de teste" (decision 021). Converting it
 * later (Converter) reactivates it.
 */
export async function endTrials(db: Db, day: string, now: Date): Promise<string[]> {
  const ended: string[] = [];
  for (const t of await trialsOf(db)) {
    if (todayIso(t.trialEndsAt!) >= day) continue;
    const changed = await db.transaction((tx) => setStatusBySystem(tx, t.id, 'suspended', billingMessages.trialEndedReason, now));
    if (changed) ended.push(t.id);
  }
  return ended;
}

/**
 * Tells each agency, once per end date, that its trial ends within TRIAL_ENDING_NOTICE_DAYS. The
 * "once" is a job_runs row keyed by agency and end date: an extension (new end date) tells again.
 */
export async function noticeEndingTrials(db: Db, mailer: Mailer, day: string, now: Date): Promise<number> {
  let sent = 0;
  for (const t of await trialsOf(db)) {
    const endsOn = todayIso(t.trialEndsAt!);
    const left = isoDaysBetween(day, endsOn);
    if (left < 0 || left > TRIAL_ENDING_NOTICE_DAYS) continue;
    const claimed = await db
      .insert(jobRuns)
      .values({ job: `trial-ending-notice:${t.id}`, period: endsOn, startedAt: now, finishedAt: now })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) continue;
    await mailer.send(trialEndingMail(t.email, endsOn, (await readSettings(db)).platform));
    sent++;
  }
  return sent;
}
