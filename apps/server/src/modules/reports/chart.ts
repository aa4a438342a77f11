import type { ReportChart } from '@despacha/domain/contracts/reports';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { originGroups, weeklyStatusCounts } from './query.ts';

// Charts of the reports screen, built from SQL aggregates over every matching service (not from
// the rows sent to the screen, which stop at 2,000).

const DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The Monday of a day's week, as PostgreSQL's date_trunc('week') counts weeks. */
export function mondayOf(iso: string): string {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return isoOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY);
}

/** GERAL, DAP and 0KM: one series per status, one value per week of the period (weeks with none count 0). */
export function servicesPerWeekChart(from: string, to: string, counts: Awaited<ReturnType<typeof weeklyStatusCounts>>): ReportChart {
  const weeks: string[] = [];
  for (let ms = Date.parse(`${mondayOf(from)}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 7 * DAY) weeks.push(isoOf(ms));
  const byKey = new Map(counts.map((c) => [`${c.week} ${c.status}`, c.count]));
  return {
    title: m.chartServicesPerWeek,
    unit: 'count',
    series: serviceStatusOptions.map((s) => ({
      label: s.label,
      values: weeks.map((w) => ({ key: w, label: formatBrDate(w).slice(0, 5), value: byKey.get(`${w} ${s.value}`) ?? 0 })),
    })),
  };
}

/** POR ORIGEM: the total and the paid per origin, in centavos. */
export function revenueByOriginChart(groups: Awaited<ReturnType<typeof originGroups>>): ReportChart {
  const value = (pick: 'total' | 'paid') => groups.map((g) => ({ key: g.originId ?? 'sem-origem', label: g.name ?? m.noOrigin, value: g[pick] }));
  return {
    title: m.chartRevenueByOrigin,
    unit: 'money',
    series: [
      { label: m.chartTotal, values: value('total') },
      { label: m.chartPaid, values: value('paid') },
    ],
  };
}
