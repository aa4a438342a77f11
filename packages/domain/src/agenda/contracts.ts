import { z } from 'zod';
import { agencyToday, periodDays, weekOf } from '../agency-calendar.ts';
import { maxChars } from '../contracts/fields.ts';
import { CODE, TEXT } from '../limits.ts';
import { servicePositions } from '../statuses.ts';
import { formatBrDate, isBrDate } from '../validators/date.ts';
import { AGENDA_ITEMS_MAX, AGENDA_LATE_OFFSET_MAX, AGENDA_LATE_PAGE, AGENDA_RANGE_DAYS_MAX, agendaMessages as m } from './messages.ts';

// The agenda (issue 18 item 2, decision 038): an agency's vistorias (inspections) and service
// deadlines over a range of agency-local days (YYYY-MM-DD), plus what is already late.

const day = z
  .string({ error: m.rangeInvalid })
  .max(CODE.date, maxChars(CODE.date))
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isBrDate(formatBrDate(v))), m.rangeInvalid)
  .optional();

/** '' for every posto. */
const posto = z.string().trim().max(TEXT.label, maxChars(TEXT.label)).optional().default('');

/** Without days, the current week (Monday to Sunday); one day alone is that single day. */
export const agendaQuery = z.object({ from: day, to: day, posto }).transform((q, ctx) => {
  const week = weekOf(agencyToday());
  const from = q.from || q.to || week.from;
  const to = q.to || q.from || week.to;
  if (to < from) ctx.addIssue({ code: 'custom', message: m.rangeOrder, path: ['to'] });
  else if (periodDays(from, to) > AGENDA_RANGE_DAYS_MAX) ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['to'] });
  return { from, to, posto: q.posto };
});
export type AgendaQueryInput = z.input<typeof agendaQuery>;
export type AgendaQuery = z.output<typeof agendaQuery>;

const serviceRef = {
  serviceId: z.string(),
  vehicleId: z.string(),
  number: z.number().int().min(1),
  placa: z.string(),
  /** The service type's label in the agency's select list (its stored value when the option is gone). */
  servico: z.string(),
  ownerName: z.string(),
};

export const agendaVistoria = z.object({
  ...serviceRef,
  data: z.string(),
  hora: z.string(),
  posto: z.string(),
  conclusao: z.string(),
  /** The day passed with no conclusão while the service is still open. */
  late: z.boolean(),
});
export type AgendaVistoria = z.infer<typeof agendaVistoria>;

export const agendaDeadline = z.object({
  ...serviceRef,
  deadline: z.string(),
  /** 'prazo': the service's own prazo; 'catalog': the type's legal deadline counted from referenceDate. */
  source: z.enum(['prazo', 'catalog']),
  /** The law behind a catalog deadline (service_catalog.deadline_basis); '' for a prazo. */
  basis: z.string(),
  /** The day a catalog deadline is counted from (data do processo, else the day the service was opened). */
  referenceDate: z.string().nullable(),
  posicao: z.enum(servicePositions),
  late: z.boolean(),
});
export type AgendaDeadline = z.infer<typeof agendaDeadline>;

const count = z.number().int().min(0);

export const agendaResponse = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  posto: z.string(),
  /** Vistorias dated in the range (of the posto when one is chosen), by day and time. */
  vistorias: z.array(agendaVistoria).max(AGENDA_ITEMS_MAX),
  vistoriasTotal: count,
  /** Open services whose deadline falls in the range, by deadline. */
  deadlines: z.array(agendaDeadline).max(AGENDA_ITEMS_MAX),
  deadlinesTotal: count,
  /** Every posto with vistorias in the range, and how many (ignores the posto filter). */
  postos: z.array(z.object({ posto: z.string(), total: count })).max(AGENDA_ITEMS_MAX),
  /**
   * Late whatever the range: the oldest first (of the posto when one is chosen, for vistorias), their
   * first page; GET /api/agenda/late gives the next ones.
   */
  lateVistorias: z.array(agendaVistoria).max(AGENDA_LATE_PAGE),
  lateVistoriasTotal: count,
  lateDeadlines: z.array(agendaDeadline).max(AGENDA_LATE_PAGE),
  lateDeadlinesTotal: count,
});
export type AgendaResponse = z.infer<typeof agendaResponse>;

export const agendaLateKinds = ['vistorias', 'deadlines'] as const;
export type AgendaLateKind = (typeof agendaLateKinds)[number];

/** A page of one late list after the agenda's first: the items from `offset` on, in the agenda's order. */
export const agendaLateQuery = z.object({
  kind: z.enum(agendaLateKinds, { error: m.lateKindInvalid }),
  /** Filters the late vistorias as the agenda does; deadlines have no posto. */
  posto,
  offset: z.coerce
    .number({ error: m.lateOffsetInvalid })
    .int(m.lateOffsetInvalid)
    .min(0, m.lateOffsetInvalid)
    .max(AGENDA_LATE_OFFSET_MAX, m.lateOffsetInvalid)
    .optional()
    .default(AGENDA_LATE_PAGE),
});
export type AgendaLateQueryInput = z.input<typeof agendaLateQuery>;
export type AgendaLateQuery = z.output<typeof agendaLateQuery>;

export const agendaLateVistoriasResponse = z.object({ items: z.array(agendaVistoria).max(AGENDA_LATE_PAGE), total: count });
export const agendaLateDeadlinesResponse = z.object({ items: z.array(agendaDeadline).max(AGENDA_LATE_PAGE), total: count });
/** Which of the two depends on the query's kind. */
export const agendaLateResponse = z.union([agendaLateVistoriasResponse, agendaLateDeadlinesResponse]);
export type AgendaLateVistoriasResponse = z.infer<typeof agendaLateVistoriasResponse>;
export type AgendaLateDeadlinesResponse = z.infer<typeof agendaLateDeadlinesResponse>;
export type AgendaLateResponse<K extends AgendaLateKind = AgendaLateKind> = K extends 'vistorias' ? AgendaLateVistoriasResponse : AgendaLateDeadlinesResponse;

/** The dashboard card: today, the current week (Monday to Sunday) and what is late. */
export const agendaSummaryResponse = z.object({
  today: z.string(),
  weekFrom: z.string(),
  weekTo: z.string(),
  vistoriasToday: count,
  vistoriasWeek: count,
  deadlinesWeek: count,
  lateVistorias: count,
  lateDeadlines: count,
});
export type AgendaSummaryResponse = z.infer<typeof agendaSummaryResponse>;
