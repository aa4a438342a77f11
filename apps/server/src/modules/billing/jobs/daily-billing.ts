import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { issueInvoicesOn } from '../invoices/issue.ts';
import { getBillingSettings } from '../settings.ts';
import { endTrials, noticeEndingTrials } from '../trials/daily.ts';
import { markOverdue, sendReminders, suspendDefaulters } from './dunning.ts';
import { runDaily, type DayOutcome } from './runner.ts';

export const DAILY_BILLING_JOB = 'daily-billing';

export type BillingJobDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
};

/**
 * One day of billing: trials that ended, invoices of the day, overdue marking, suspensions (through
 * setStatusBySystem, which tells every process to drop the agency's cached sessions). The mails
 * that speak of "now" (reminders, trial notices) go out for today only: after downtime the missed
 * days issue and suspend as they would have, without a burst of stale reminders.
 */
export async function runDailyBilling(deps: BillingJobDeps): Promise<DayOutcome[]> {
  const { db, mailer, now } = deps;
  return runDaily(db, DAILY_BILLING_JOB, now, async (day, { today }) => {
    const settings = await getBillingSettings(db);
    const at = now();
    const trialsEnded = await endTrials(db, day, at);
    const issued = await issueInvoicesOn(db, mailer, day, settings.dueDays, at);
    const overdue = await markOverdue(db, day, at);
    const suspended = await suspendDefaulters(db, day, settings, at);
    const reminders = today ? await sendReminders(db, mailer, day, settings, at) : 0;
    const trialNotices = today ? await noticeEndingTrials(db, mailer, day, at) : 0;
    return { issued, overdue, suspended: suspended.length, trialsEnded: trialsEnded.length, reminders, trialNotices };
  });
}
