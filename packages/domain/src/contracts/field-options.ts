import { z } from 'zod';
import { fieldOptionKinds } from '../options/field-option-kinds.ts';
import { valuesOf } from '../options/option.ts';
import { adminMessages as m } from '../admin-messages.ts';
import { TEXT } from '../limits.ts';
import { displayOrderField } from './admin.ts';
import { maxChars } from './fields.ts';

/** A field option as platform admins see it (active or not). Create with `fieldOptionRequest` (admin.ts). */
export const adminFieldOptionResponse = z.object({
  id: z.string(),
  fieldName: z.enum(valuesOf(fieldOptionKinds)),
  optionValue: z.string(),
  optionLabel: z.string(),
  displayOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminFieldOptionResponse = z.infer<typeof adminFieldOptionResponse>;

/** PATCH /api/admin/field-options/:id: only the fields sent change. */
export const updateFieldOptionRequest = z.object({
  fieldName: z.enum(valuesOf(fieldOptionKinds)).optional(),
  optionValue: z.string().trim().min(1, m.fieldOptionIncomplete).max(TEXT.label, maxChars(TEXT.label)).optional(),
  optionLabel: z.string().trim().min(1, m.fieldOptionIncomplete).max(TEXT.label, maxChars(TEXT.label)).optional(),
  displayOrder: displayOrderField().optional(),
  active: z.boolean().optional(),
});
export type UpdateFieldOptionRequest = z.input<typeof updateFieldOptionRequest>;
