import { z } from 'zod';
import { processStages } from '../../process/stages.ts';
import { documentChecklist } from '../../options/document-checklist.ts';
import { valuesOf } from '../../options/option.ts';
import { servicePositions } from '../../statuses.ts';
import { CODE, TEXT } from '../../limits.ts';
import { boundedText, maxChars, optionalDateField, optionalText } from '../fields.ts';
import { registryMessages as m } from './messages.ts';

const checklistItems = valuesOf(documentChecklist);

/** Moving a service to another position appends to its history (spec: date and position). */
export const movementRequest = z.object({
  position: z.enum(servicePositions, { error: m.positionRequired }),
  movedOn: optionalDateField(),
  note: optionalText(TEXT.note),
});
export type MovementRequest = z.input<typeof movementRequest>;

export const movementResponse = z.object({
  id: z.string(),
  position: z.enum(servicePositions),
  /** The process stage the movement left the service in (decision 058). */
  stage: z.enum(processStages),
  movedOn: z.string(),
  note: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type MovementResponse = z.infer<typeof movementResponse>;

/** Vistoria scheduling: data, hora, posto, conclusão. */
export const inspectionRequest = z.object({
  data: optionalDateField(),
  hora: z
    .string()
    .trim()
    .max(CODE.time, maxChars(CODE.time, m.timeInvalid))
    .optional()
    .default('')
    .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), m.timeInvalid),
  posto: optionalText(TEXT.label),
  conclusao: optionalText(TEXT.note),
});
export type InspectionRequest = z.input<typeof inspectionRequest>;

export const inspectionResponse = z.object({ data: z.string().nullable(), hora: z.string(), posto: z.string(), conclusao: z.string() });
export type InspectionResponse = z.infer<typeof inspectionResponse>;

/** Ticking "received" implies the item is needed; unticking "required" clears both. */
export const checklistUpdateRequest = z.object({ required: z.boolean().optional(), received: z.boolean().optional() });
export const checklistItemParam = z.enum(checklistItems);

export const serviceFileResponse = z.object({
  id: z.string(),
  item: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type ServiceFileResponse = z.infer<typeof serviceFileResponse>;

export const checklistEntry = z.object({
  item: z.string(),
  label: z.string(),
  required: z.boolean(),
  received: z.boolean(),
  files: z.array(serviceFileResponse),
});
export type ChecklistEntry = z.infer<typeof checklistEntry>;

export const serviceObservationsRequest = z.object({ observacoes: boundedText(TEXT.note) });
