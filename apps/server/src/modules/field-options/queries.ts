import { and, asc, eq } from 'drizzle-orm';
import type { AdminFieldOptionResponse, UpdateFieldOptionRequest } from '@despacha/domain/contracts/field-options';
import type { FieldOptionData } from '@despacha/domain/contracts/admin';
import type { FieldOptionKind } from '@despacha/domain/options/field-option-kinds';
import type { Db } from '../../db/client.ts';
import { fieldOptions } from '../../db/schema/index.ts';
import { adminMessages } from '@despacha/domain/admin-messages';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';

type FieldOptionRow = typeof fieldOptions.$inferSelect;

const toAdminFieldOption = (r: FieldOptionRow): AdminFieldOptionResponse => ({
  id: r.id,
  fieldName: r.fieldName as FieldOptionKind,
  optionValue: r.optionValue,
  optionLabel: r.optionLabel,
  displayOrder: r.displayOrder,
  active: r.active,
  updatedAt: r.updatedAt.toISOString(),
});

/** Active options per field, in the admin's order: what the registry's select lists offer. */
export async function activeOptionsByField(db: Db, field?: FieldOptionKind) {
  const rows = await db
    .select()
    .from(fieldOptions)
    .where(and(eq(fieldOptions.active, true), field ? eq(fieldOptions.fieldName, field) : undefined))
    .orderBy(asc(fieldOptions.fieldName), asc(fieldOptions.displayOrder), asc(fieldOptions.optionLabel));
  const grouped: Record<string, { value: string; label: string }[]> = {};
  for (const r of rows) (grouped[r.fieldName] ??= []).push({ value: r.optionValue, label: r.optionLabel });
  return grouped;
}

/** Every option, active or not, ordered by field then order (spec §7). */
export async function listAllFieldOptions(db: Db) {
  const rows = await db.select().from(fieldOptions).orderBy(asc(fieldOptions.fieldName), asc(fieldOptions.displayOrder), asc(fieldOptions.optionLabel));
  return rows.map(toAdminFieldOption);
}

/**
 * A value identifies the option inside its field (registry records store it): the unique index
 * on (field, value) refuses a second one, also when two admins save at the same moment.
 */
async function valueFree<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict('DUPLICATE_OPTION', adminMessages.fieldOptionDuplicate);
    throw err;
  }
}

export async function createFieldOption(db: Db, data: FieldOptionData) {
  const [row] = await valueFree(db.insert(fieldOptions).values(data).returning());
  return toAdminFieldOption(row!);
}

export async function updateFieldOption(db: Db, id: string, data: UpdateFieldOptionRequest) {
  if (!isUuid(id)) return null;
  const [row] = await valueFree(
    db
      .update(fieldOptions)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(fieldOptions.id, id))
      .returning(),
  );
  return row ? toAdminFieldOption(row) : null;
}

export async function deleteFieldOption(db: Db, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db.delete(fieldOptions).where(eq(fieldOptions.id, id)).returning({ id: fieldOptions.id });
  return rows.length > 0;
}
