import { z } from 'zod';
import { fieldOptionKinds } from '../options/field-option-kinds.ts';
import { valuesOf } from '../options/option.ts';

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
  optionValue: z.string().trim().min(1).max(120).optional(),
  optionLabel: z.string().trim().min(1).max(120).optional(),
  displayOrder: z.number().int().min(-100000).max(100000).optional(),
  active: z.boolean().optional(),
});
export type UpdateFieldOptionRequest = z.input<typeof updateFieldOptionRequest>;
