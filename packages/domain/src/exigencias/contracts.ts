import { z } from 'zod';
import { documentChecklist } from '../options/document-checklist.ts';
import { valuesOf } from '../options/option.ts';
import { TEXT } from '../limits.ts';
import { optionalDateField, optionalId, optionalText, pageNumber, requiredText, searchText } from '../contracts/fields.ts';
import { exigenciaMessages as m } from './messages.ts';
import { EXIGENCIA_STATUSES, QUEUE_FILTERS } from './rules.ts';

const checklistItem = z.enum(valuesOf(documentChecklist), { error: m.itemInvalid });

/** Registering an exigência: what DETRAN demanded, the documents it asked for, when and by when. */
export const registerExigenciaRequest = z
  .object({
    serviceId: requiredText(m.serviceRequired, TEXT.id),
    demand: requiredText(m.demandRequired, TEXT.note),
    items: z.array(checklistItem).max(documentChecklist.length, m.tooManyItems).optional().default([]),
    /** Empty: today (São Paulo). */
    raisedOn: optionalDateField(),
    /** Empty: no deadline (the form suggests one, see defaultDeadline). */
    deadline: optionalDateField(),
    /** Empty: nobody in particular. */
    responsibleId: optionalId(),
  })
  .superRefine((v, ctx) => {
    if (v.raisedOn && v.deadline && v.deadline < v.raisedOn) ctx.addIssue({ code: 'custom', path: ['deadline'], message: m.deadlineBeforeRaised });
  });
export type RegisterExigenciaRequest = z.input<typeof registerExigenciaRequest>;

/** An open exigência's deadline and who takes care of it; empty clears either. */
export const updateExigenciaRequest = z.object({
  deadline: optionalDateField(),
  responsibleId: optionalId(),
});
export type UpdateExigenciaRequest = z.input<typeof updateExigenciaRequest>;

/** "Retornar à DETRAN": the day the process went back and a note. */
export const returnExigenciaRequest = z.object({
  returnedOn: optionalDateField(),
  note: optionalText(TEXT.note),
});
export type ReturnExigenciaRequest = z.input<typeof returnExigenciaRequest>;

export const exigenciaListQuery = z.object({
  status: z.enum(QUEUE_FILTERS, { error: m.filterInvalid }).optional().default('open'),
  responsible: optionalId(),
  q: searchText(),
  page: pageNumber(),
});
export type ExigenciaListQuery = z.input<typeof exigenciaListQuery>;

export const serviceLookupQuery = z.object({ q: searchText() });

export const exigenciaItem = z.object({ item: z.string(), label: z.string(), received: z.boolean() });

export const exigenciaRow = z.object({
  id: z.string(),
  serviceId: z.string(),
  number: z.number().int(),
  placa: z.string(),
  ownerName: z.string(),
  servico: z.string(),
  demand: z.string(),
  items: z.array(exigenciaItem),
  raisedOn: z.string(),
  deadline: z.string().nullable(),
  /** Days from the demand to today (open) or to its return. */
  daysOpen: z.number().int(),
  late: z.boolean(),
  responsibleId: z.string().nullable(),
  responsibleName: z.string(),
  status: z.enum(EXIGENCIA_STATUSES),
  returnedOn: z.string().nullable(),
  returnNote: z.string(),
  createdByName: z.string(),
  returnedByName: z.string(),
});
export type ExigenciaRow = z.infer<typeof exigenciaRow>;

export const exigenciaListResponse = z.object({ total: z.number().int().min(0), pageSize: z.number().int(), items: z.array(exigenciaRow) });
export type ExigenciaListResponse = z.infer<typeof exigenciaListResponse>;

export const exigenciaSummaryResponse = z.object({ open: z.number().int().min(0), late: z.number().int().min(0) });
export type ExigenciaSummaryResponse = z.infer<typeof exigenciaSummaryResponse>;

export const exigenciaServiceOption = z.object({
  id: z.string(),
  number: z.number().int(),
  placa: z.string(),
  ownerName: z.string(),
  servico: z.string(),
  posicao: z.string(),
  openExigencia: z.boolean(),
});
export type ExigenciaServiceOption = z.infer<typeof exigenciaServiceOption>;

export const responsibleOption = z.object({ id: z.string(), name: z.string() });
export type ResponsibleOption = z.infer<typeof responsibleOption>;

/** A service's exigências (its whole life), for the register dialog opened from the service. */
export const serviceExigenciasResponse = z.object({ service: exigenciaServiceOption, exigencias: z.array(exigenciaRow) });
export type ServiceExigenciasResponse = z.infer<typeof serviceExigenciasResponse>;
