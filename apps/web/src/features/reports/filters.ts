import type { ReportRunSummary } from '@despacha/domain/contracts/reports';
import { REPORT_PERIOD_DAYS_MAX } from '@despacha/domain/reports/kinds';
import { reportFilterLabels, reportMessages } from '@despacha/domain/reports/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { currentMonthPeriod } from '@despacha/domain/agency-calendar';

/** Every filter as the form holds it; '' means any. The same shape as a run's stored filters. */
export type ReportFilterValues = ReportRunSummary['filters'];

export const defaultFilters = (now?: Date): ReportFilterValues => ({
  ...currentMonthPeriod(now),
  originId: '',
  servico: '',
  etapa: '',
  posicao: '',
  status: '',
  userId: '',
});

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** The period's mistakes, by field, with the server's own messages (checked again there). */
export function periodErrors(f: Pick<ReportFilterValues, 'from' | 'to'>): Partial<Record<'from' | 'to', string>> {
  if (!isDay(f.from)) return { from: reportMessages.periodInvalid };
  if (!isDay(f.to)) return { to: reportMessages.periodInvalid };
  if (f.to < f.from) return { to: reportMessages.periodOrder };
  const days = Math.round((Date.parse(f.to) - Date.parse(f.from)) / 86_400_000) + 1;
  if (days > REPORT_PERIOD_DAYS_MAX) return { to: reportMessages.periodTooLong };
  return {};
}

/** Only the filters in use travel: the server fills the rest with "any". */
export function filtersBody(f: ReportFilterValues): Partial<ReportFilterValues> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Partial<ReportFilterValues>;
}

type Labeller = Partial<Record<'originId' | 'servico' | 'etapa' | 'posicao' | 'status' | 'userId', (value: string) => string>>;

/** The one-liner the server stores with a run ("01/11/2026 a 30/11/2026 · Origem: Loja X"). */
export function filtersLabel(f: ReportFilterValues, label: Labeller = {}): string {
  const parts = [`${formatBrDate(f.from)} a ${formatBrDate(f.to)}`];
  const add = (key: keyof Labeller, name: string) => {
    const value = f[key];
    if (value) parts.push(`${name}: ${label[key]?.(value) ?? value}`);
  };
  add('originId', reportFilterLabels.origin);
  add('servico', reportFilterLabels.servico);
  add('etapa', reportFilterLabels.etapa);
  add('posicao', reportFilterLabels.posicao);
  add('status', reportFilterLabels.status);
  add('userId', reportFilterLabels.user);
  return parts.join(' · ');
}
