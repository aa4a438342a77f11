import type { ReportFilters, ReportGenerateResponse } from '@despacha/domain/contracts/reports';
import { REPORT_SCREEN_ROWS_MAX, type ReportKind } from '@despacha/domain/reports/kinds';
import type { Db } from '../../db/client.ts';
import { todayIso } from '../../lib/dates.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { revenueByOriginChart, servicesPerWeekChart } from './chart.ts';
import { columnsOf } from './columns.ts';
import { originGroups, reportScope, scopeTotals, serviceBatch, weeklyStatusCounts } from './query.ts';
import { originReportRow, serviceReportRow, serviceTypeLabels } from './rows.ts';
import { createRun, runSummary } from './runs.ts';

/**
 * A report on screen: the first 2,000 rows, the totals and the chart over every matching service
 * (SQL aggregates), recorded in the history as a screen run.
 */
export async function generateReport(db: Db, actor: TenantActor, kind: ReportKind, filters: ReportFilters): Promise<ReportGenerateResponse> {
  const today = todayIso();
  const scope = reportScope(actor.agencyId, kind, filters, today);
  const columns = columnsOf(kind).map(({ key, header, type }) => ({ key, header, type }));

  if (kind === 'por-origem') {
    const groups = await originGroups(db, actor.agencyId, scope);
    const sum = (k: 'count' | 'feesToConfirm' | 'total' | 'paid' | 'balance') => groups.reduce((s, g) => s + g[k], 0);
    const run = await createRun(db, actor, { kind, format: 'screen', filters, status: 'done', rowCount: groups.length });
    return {
      run: runSummary(run),
      columns,
      rows: groups.map(originReportRow),
      truncated: false,
      rowCount: groups.length,
      totals: { services: sum('count'), feesToConfirm: sum('feesToConfirm'), total: sum('total'), paid: sum('paid'), balance: sum('balance') },
      chart: revenueByOriginChart(groups),
    };
  }

  const totals = await scopeTotals(db, scope);
  const [batch, labels, weekly] = await Promise.all([
    totals.count ? serviceBatch(db, scope, totals.firstNumber - 1, Math.min(REPORT_SCREEN_ROWS_MAX, totals.count)) : [],
    serviceTypeLabels(db),
    weeklyStatusCounts(db, scope, today),
  ]);
  const run = await createRun(db, actor, { kind, format: 'screen', filters, status: 'done', rowCount: totals.count });
  return {
    run: runSummary(run),
    columns,
    rows: batch.map((r) => serviceReportRow(r, labels, today)),
    truncated: totals.count > batch.length,
    rowCount: totals.count,
    // feesToConfirm: services summed without their DETRAN fee "a confirmar" (decision 078), said in the totals' label.
    totals: { feesToConfirm: totals.feesToConfirm, total: totals.total, paid: totals.paid, balance: totals.balance },
    chart: servicesPerWeekChart(filters.from, filters.to, weekly),
  };
}
