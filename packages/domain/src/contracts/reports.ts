import { z } from 'zod';
import { valuesOf } from '../options/option.ts';
import { processStages } from '../process/stages.ts';
import { servicePositions, serviceStatusOptions } from '../statuses.ts';
import { CODE, TEXT } from '../limits.ts';
import { isBrDate, formatBrDate } from '../validators/date.ts';
import { isUuid } from '../validators/uuid.ts';
import { REPORT_PERIOD_DAYS_MAX, reportFormats, reportKinds, reportRunFormats, reportRunStatusOptions } from '../reports/kinds.ts';
import { reportMessages as m } from '../reports/messages.ts';
import { maxChars, optionalId, optionalText, pageNumber } from './fields.ts';
import { currentMonthPeriod, monthOf, periodDays } from '../agency-calendar.ts';

// Reports (issue 15, decision 026): filters, the on-screen result and the history of runs.
// "Empty" filters ('' or absent) mean any; the period defaults to the agency's current month.

export { currentMonthPeriod, periodDays };

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
const isoDay = z
  .string({ error: m.periodInvalid })
  .max(CODE.date, maxChars(CODE.date))
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isBrDate(formatBrDate(v)), m.periodInvalid);

const anyOr = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema], { error: m.filterInvalid })
    .optional()
    .default('');

export const reportFilters = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    originId: optionalId().refine((v) => v === '' || isUuid(v), m.filterInvalid),
    /** A service type's value (field option `service_type`). */
    servico: optionalText(TEXT.label),
    /** The process stage (decision 058), the form's filter. */
    etapa: anyOr(z.enum(processStages, { error: m.filterInvalid })),
    /** The stored position: no longer offered, kept so a run saved with it can be generated again. */
    posicao: anyOr(z.enum(servicePositions, { error: m.filterInvalid })),
    /** The status as shown (late = not completed and past its prazo). */
    status: anyOr(z.enum(valuesOf(serviceStatusOptions), { error: m.filterInvalid })),
    /** The staff user who opened the service (services.created_by). */
    userId: optionalId(),
  })
  .strict()
  .transform((f, ctx) => {
    // One end alone stands for its month: from its first day, or to its last.
    const month = currentMonthPeriod();
    const from = f.from ?? (f.to ? `${f.to.slice(0, 8)}01` : month.from);
    const to = f.to ?? (f.from ? monthOf(f.from).to : month.to);
    if (to < from) ctx.addIssue({ code: 'custom', message: m.periodOrder, path: ['to'] });
    else if (periodDays(from, to) > REPORT_PERIOD_DAYS_MAX) ctx.addIssue({ code: 'custom', message: m.periodTooLong, path: ['to'] });
    return { ...f, from, to };
  });
export type ReportFiltersInput = z.input<typeof reportFilters>;
export type ReportFilters = z.output<typeof reportFilters>;

export const reportGenerateRequest = z.object({ filters: reportFilters.prefault({}) }).strict();
export type ReportGenerateRequest = z.input<typeof reportGenerateRequest>;

export const reportExportRequest = z.object({ filters: reportFilters.prefault({}), format: z.enum(reportFormats, { error: m.formatInvalid }) }).strict();
export type ReportExportRequest = z.input<typeof reportExportRequest>;

export const reportRunsQuery = z.object({ page: pageNumber() });

export const reportRunSummary = z.object({
  id: z.string(),
  kind: z.enum(reportKinds),
  kindLabel: z.string(),
  format: z.enum(reportRunFormats),
  filters: z.object({
    from: z.string(),
    to: z.string(),
    originId: z.string(),
    servico: z.string(),
    etapa: z.string(),
    posicao: z.string(),
    status: z.string(),
    userId: z.string(),
  }),
  /** pt-BR one-liner: "01/11/2026 a 30/11/2026 · Origem: Loja X". */
  filtersLabel: z.string(),
  status: z.enum(valuesOf(reportRunStatusOptions)),
  rowsDone: z.number().int(),
  rowCount: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  fileName: z.string().nullable(),
  /** Why a failed run failed, in pt-BR ("Interrompido: o servidor que o gerava parou."); '' otherwise. */
  failure: z.string(),
});
export type ReportRunSummary = z.infer<typeof reportRunSummary>;

export const reportColumnTypes = ['text', 'int', 'money', 'date'] as const;
export type ReportColumnType = (typeof reportColumnTypes)[number];

export const reportResultColumn = z.object({ key: z.string(), header: z.string(), type: z.enum(reportColumnTypes) });
export type ReportResultColumn = z.infer<typeof reportResultColumn>;

export const reportChart = z.object({
  title: z.string(),
  /** What the values count: services, or money in centavos. */
  unit: z.enum(['count', 'money']),
  series: z.array(z.object({ label: z.string(), values: z.array(z.object({ key: z.string(), label: z.string(), value: z.number() })) })),
});
export type ReportChart = z.infer<typeof reportChart>;

/** POST /api/reports/:kind/generate. Money in centavos, dates as YYYY-MM-DD. */
export const reportGenerateResponse = z.object({
  run: reportRunSummary,
  columns: z.array(reportResultColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  truncated: z.boolean(),
  rowCount: z.number().int(),
  totals: z.record(z.string(), z.number()),
  chart: reportChart.nullable(),
});
export type ReportGenerateResponse = z.infer<typeof reportGenerateResponse>;

export const reportRunsResponse = z.object({
  items: z.array(reportRunSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportRunsResponse = z.infer<typeof reportRunsResponse>;
