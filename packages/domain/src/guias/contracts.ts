import { z } from 'zod';
import { sortFields } from '../contracts/lists.ts';
import { boundedText, maxChars, optionalDateField, optionalText, pageNumber, requiredText, searchText } from '../contracts/fields.ts';
import { TEXT } from '../limits.ts';
import { GUIA_ITEMS_MAX, guiaKinds, guiaOutcomes, guiaStatuses } from './kinds.ts';
import { guiaMessages as m } from './messages.ts';
import { guiaSortKeys } from './sort.ts';

// Guia PL / Guia Geral (issue 18 item 3, decision 039): what the screens send and the server answers.
// Dates travel as ISO yyyy-mm-dd (typed dd/mm/aaaa is accepted); an absent date means today.

const kind = z.enum(guiaKinds, { error: m.kindInvalid });
const serviceId = z.string({ error: m.serviceNotFound }).trim().min(1, m.serviceNotFound).max(TEXT.id, maxChars(TEXT.id, m.serviceNotFound));

export { guiaSortKeys, type GuiaSortKey } from './sort.ts';

/** GET /api/guias */
export const guiaListQuery = z.object({
  kind,
  q: searchText(),
  /** '' is every status. */
  status: z
    .enum(['', ...guiaStatuses], { error: m.statusInvalid })
    .optional()
    .default(''),
  page: pageNumber(),
  ...sortFields(guiaSortKeys, 'number', 'desc'),
});
export type GuiaListQuery = z.input<typeof guiaListQuery>;

/** GET /api/guias/candidates: the services a new guia of the kind may take. */
export const guiaCandidatesQuery = z.object({ kind, q: searchText() });

/** POST /api/guias: a draft guia with its processes, numbered by the server. */
export const createGuiaRequest = z.object({
  kind,
  issuedOn: optionalDateField(m.dateInvalid),
  destination: requiredText(m.destinationRequired, TEXT.label),
  note: optionalText(TEXT.note),
  serviceIds: z
    .array(serviceId, { error: m.servicesRequired })
    .min(1, m.servicesRequired)
    .max(GUIA_ITEMS_MAX, m.tooManyServices)
    .refine((ids) => new Set(ids).size === ids.length, m.serviceRepeated),
});
export type CreateGuiaRequest = z.input<typeof createGuiaRequest>;

/** PUT /api/guias/:id: a draft's destination, date, note and services (its kind and number stay). */
export const updateGuiaRequest = createGuiaRequest.omit({ kind: true });
export type UpdateGuiaRequest = z.input<typeof updateGuiaRequest>;

/** POST /api/guias/:id/deliver */
export const deliverGuiaRequest = z.object({ deliveredOn: optionalDateField(m.dateInvalid) });
export type DeliverGuiaRequest = z.input<typeof deliverGuiaRequest>;

const returnItem = z
  .object({
    serviceId,
    outcome: z.enum(guiaOutcomes, { error: m.outcomeRequired }),
    /** What DETRAN demanded, one item a line; required when the process came back em exigência. */
    demand: boundedText(TEXT.note).optional().default(''),
  })
  .superRefine((item, ctx) => {
    if (item.outcome === 'exigencia' && item.demand === '') ctx.addIssue({ code: 'custom', message: m.demandRequired, path: ['demand'] });
  });

/** POST /api/guias/:id/return: every process of the guia, back as pronto or em exigência. */
export const returnGuiaRequest = z.object({
  returnedOn: optionalDateField(m.dateInvalid),
  items: z.array(returnItem, { error: m.outcomesIncomplete }).min(1, m.outcomesIncomplete).max(GUIA_ITEMS_MAX, m.tooManyServices),
});
export type ReturnGuiaRequest = z.input<typeof returnGuiaRequest>;

const text = z.string();
const day = z.string().nullable();

export const guiaSummary = z.object({
  id: text,
  kind,
  number: z.number().int(),
  issuedOn: text,
  destination: text,
  status: z.enum(guiaStatuses),
  itemCount: z.number().int(),
  deliveredOn: day,
  returnedOn: day,
});
export type GuiaSummary = z.infer<typeof guiaSummary>;

export const guiaListResponse = z.object({ rows: z.array(guiaSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type GuiaListResponse = z.infer<typeof guiaListResponse>;

export const guiaProcess = z.object({
  serviceId: text,
  vehicleId: text,
  serviceNumber: z.number().int(),
  placa: text,
  renavam: text,
  servico: text,
  serviceLabel: text,
  ownerName: text,
  dudaCodes: z.array(z.object({ code: text, verified: z.boolean() })),
  outcome: z.enum(guiaOutcomes).nullable(),
  outcomeNote: text,
});
export type GuiaProcess = z.infer<typeof guiaProcess>;

export const guiaDetail = guiaSummary.extend({
  note: text,
  deliveredByName: text,
  returnedByName: text,
  items: z.array(guiaProcess),
});
export type GuiaDetail = z.infer<typeof guiaDetail>;

export const guiaCandidate = z.object({
  id: text,
  number: z.number().int(),
  placa: text,
  renavam: text,
  serviceLabel: text,
  ownerName: text,
  openedOn: text,
});
export type GuiaCandidate = z.infer<typeof guiaCandidate>;
export const guiaCandidatesResponse = z.object({ rows: z.array(guiaCandidate), truncated: z.boolean() });
export type GuiaCandidatesResponse = z.infer<typeof guiaCandidatesResponse>;
