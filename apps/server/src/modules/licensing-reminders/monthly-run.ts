import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_BATCH_MAX, REMINDER_MIN_DAYS } from '@despacha/domain/licensing/reminders';
import { monthOf, nextMonth } from '@despacha/domain/licensing/calendar';
import { reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import { jobRuns, licensingReminderSettings } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { claimJobRun } from '../billing/public.ts';
import { finalsIn } from '../licensing/public.ts';
import { finalsDueIn, licensedIn } from './queries.ts';
import { emailReminders, reminderPrice, type ReminderDeps } from './send-reminders.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { reminderTargets } from './targets.ts';
import { startPeriodic } from '../../lib/periodic.ts';

export const MONTHLY_REMINDERS_JOB = 'licensing-reminders';
const CHECK_EVERY_MS = 3_600_000;

/**
 * Vehicles an agency's monthly run reminds, grouped by owner: due next month, not licensed in that
 * year, owner with e-mail consent and an e-mail, not reminded within 15 days (any channel).
 */
async function ownersDue(deps: ReminderDeps, agencyId: string, month: string, now: Date): Promise<string[][]> {
  const { finals } = await finalsDueIn(deps.db, month);
  if (!finals.length) return [];
  const since = new Date(now.getTime() - REMINDER_MIN_DAYS * 86_400_000).toISOString();
  const rows = await rowsOf<{ vehicle_id: string; owner_id: string }>(
    deps.db,
    sql`select v.id as vehicle_id, o.id as owner_id from vehicles v
      join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
      where v.agency_id = ${agencyId} and ${finalsIn(finals)}
        and o.anonymised_at is null and o.email <> ''
        and exists (select 1 from owner_consents c where c.agency_id = o.agency_id and c.owner_id = o.id
          and c.channel = 'email' and c.granted_at is not null and c.revoked_at is null)
        and v.id not in (${licensedIn(agencyId, Number(month.slice(0, 4)))})
        and not exists (select 1 from licensing_reminders r where r.agency_id = o.agency_id and r.owner_id = o.id and r.sent_at > ${since}::timestamptz)
      order by o.id, v.placa_mercosul`,
  );
  const byOwner = new Map<string, string[]>();
  for (const r of rows) byOwner.set(r.owner_id, [...(byOwner.get(r.owner_id) ?? []), r.vehicle_id]);
  return [...byOwner.values()];
}

/** Whole owners per batch, at most a page of vehicles (an owner with more is sent their first fifty). */
function batches(owners: string[][]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  for (const own of owners) {
    const ids = own.slice(0, REMINDER_BATCH_MAX);
    if (current.length + ids.length > REMINDER_BATCH_MAX) {
      out.push(current);
      current = [];
    }
    current.push(...ids);
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * The month's run, once across processes: the (job, month) row in job_runs is claimed by the one
 * insert that lands (modules/billing/jobs/runner.ts). For each agency that turned it on, one e-mail
 * per owner whose vehicles fall due next month. Null when another process has the month.
 */
export async function runMonthlyReminders(deps: ReminderDeps): Promise<Record<string, number> | null> {
  const now = deps.now?.() ?? new Date();
  const month = monthOf(todayIso(now));
  if (!(await claimJobRun(deps.db, MONTHLY_REMINDERS_JOB, month, now))) return null;
  const summary = { agencies: 0, emails: 0, reminders: 0, skipped: 0 };
  try {
    const agencies = await deps.db.query.licensingReminderSettings.findMany({ where: eq(licensingReminderSettings.autoMonthly, true) });
    for (const setting of agencies) {
      summary.agencies++;
      const author = { agencyId: setting.agencyId, userId: null, name: m.autoActor, role: null };
      const price = await reminderPrice(deps.db, setting.honorariosCents);
      const due = nextMonth(month);
      for (const ids of batches(await ownersDue(deps, setting.agencyId, due, now))) {
        const targets = await reminderTargets(deps.db, setting.agencyId, ids);
        const outcome = await emailReminders(deps, author, targets, price, { automatic: true, dueYear: Number(due.slice(0, 4)) });
        summary.emails += outcome.emails;
        summary.reminders += outcome.sent.length;
        summary.skipped += outcome.skipped.length;
      }
    }
  } catch (err) {
    // Released so the next check runs the month again; owners already reminded are skipped by the 15-day rule.
    await deps.db.delete(jobRuns).where(and(eq(jobRuns.job, MONTHLY_REMINDERS_JOB), eq(jobRuns.period, month), isNull(jobRuns.finishedAt)));
    throw err;
  }
  await deps.db
    .update(jobRuns)
    .set({ finishedAt: deps.now?.() ?? new Date(), summary })
    .where(and(eq(jobRuns.job, MONTHLY_REMINDERS_JOB), eq(jobRuns.period, month)));
  return summary;
}

/** Checks hourly for a month not yet run (the first check of a month runs it). The timer never holds the process open. */
export function startMonthlyReminders(deps: ReminderDeps & { log: FastifyBaseLogger }) {
  return startPeriodic({
    everyMs: CHECK_EVERY_MS,
    run: async () => {
      const summary = await runMonthlyReminders(deps);
      if (summary) deps.log.info({ job: MONTHLY_REMINDERS_JOB, ...summary }, 'monthly licensing reminders done');
    },
    failed: (err) => deps.log.error({ err, job: MONTHLY_REMINDERS_JOB }, 'monthly licensing reminders failed; retried at the next check'),
  });
}
