import type { CommissionRow, CommissionStatement } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { COMMISSION_PERIOD_MAX_DAYS, COMMISSION_ROWS_MAX } from '@despacha/domain/commissions/options';
import { commissionCents, ruleFor, ruleText } from '@despacha/domain/commissions/rules';
import { agencyToday, monthOf, periodDays } from '@despacha/domain/agency-calendar';
import type { Db } from '../../db/client.ts';
import { invalid, notFound, tooLargeToExport } from '../../lib/http-error.ts';
import { originOf, serviceTypeLabels, settingsOf, statementRows } from './queries.ts';

export type PeriodInput = { from: string | null; to: string | null };

/** The statement's period: the current month by default; a day given alone fills in its month's other end. */
export function periodOf({ from, to }: PeriodInput): { from: string; to: string } {
  const period = { from: from ?? monthOf(to ?? agencyToday()).from, to: to ?? monthOf(from ?? agencyToday()).to };
  if (period.to < period.from) throw invalid({ to: m.periodReversed }, m.periodReversed);
  if (periodDays(period.from, period.to) > COMMISSION_PERIOD_MAX_DAYS)
    throw invalid({ to: m.periodTooLong(COMMISSION_PERIOD_MAX_DAYS) }, m.periodTooLong(COMMISSION_PERIOD_MAX_DAYS));
  return period;
}

/**
 * Comissões: the origin's services of the period (by data do processo, else the opening day), each
 * with its honorários and commission: the amount recorded once settled, else what the origin's
 * rules give today. Totals split what is settled from what is open.
 */
export async function buildStatement(db: Db, agencyId: string, q: { originId: string } & PeriodInput): Promise<CommissionStatement> {
  const origin = await originOf(db, agencyId, q.originId);
  if (!origin) throw notFound();
  const period = periodOf(q);
  const [settings, labels, rows] = await Promise.all([
    settingsOf(db, agencyId, origin.id),
    serviceTypeLabels(db),
    statementRows(db, agencyId, origin.id, period, COMMISSION_ROWS_MAX + 1),
  ]);
  if (rows.length > COMMISSION_ROWS_MAX) throw tooLargeToExport('TOO_MANY_ROWS', m.tooManyRows(COMMISSION_ROWS_MAX));
  const totals = { honorariosCents: 0, commissionCents: 0, settledCents: 0, openCents: 0 };
  const out: CommissionRow[] = rows.map((r) => {
    const rule = ruleFor(settings.rules, r.servico);
    const cents = r.entryId ? r.entryCents! : settings.direction === 'none' ? 0 : commissionCents(rule, r.honorariosCents);
    totals.honorariosCents += r.honorariosCents;
    totals.commissionCents += cents;
    if (r.entryId) totals.settledCents += cents;
    else totals.openCents += cents;
    return {
      serviceId: r.serviceId,
      number: r.number,
      date: r.date,
      placa: r.placa,
      servico: r.servico,
      servicoLabel: labels.get(r.servico) ?? r.servico,
      ownerName: r.ownerName,
      honorariosCents: r.honorariosCents,
      ruleText: ruleText(settings.direction === 'none' ? null : rule),
      commissionCents: cents,
      entryId: r.entryId,
      settledOn: r.settledOn,
    };
  });
  return { origin, direction: settings.direction, from: period.from, to: period.to, rows: out, totals };
}
