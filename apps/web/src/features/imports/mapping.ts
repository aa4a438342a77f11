import type { ImportMapping } from '@despacha/domain/contracts/imports';
import type { ImportEntity, ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { importFields } from '@despacha/domain/imports/fields';
import { importMessages as m } from '@despacha/domain/imports/messages';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';

/** The columns that find or create a record: without one of them no row can be matched. */
const keyFields: ReadonlySet<ImportFieldKey> = new Set<ImportFieldKey>(['vehicle.placa', 'vehicle.renavam', 'owner.cpfCnpj']);

export type MappingDraft = { mapping: ImportMapping; overwrite: boolean };

/** A spreadsheet's column letter: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/** How a column is named on screen: its header, or its letter when the header is blank. */
export const columnName = (header: string, index: number) => header.trim() || s.untitledColumn(columnLetter(index));

/** One entry per header: the run's mapping, trimmed or padded with "ignore". */
export const draftOf = (headers: readonly string[], mapping: ImportMapping, overwrite: boolean): MappingDraft => ({
  mapping: headers.map((_, i) => mapping[i] ?? null),
  overwrite,
});

/** The fields chosen for more than one column. */
export function duplicateFields(mapping: ImportMapping): Set<ImportFieldKey> {
  const seen = new Set<ImportFieldKey>();
  const twice = new Set<ImportFieldKey>();
  for (const key of mapping) {
    if (key === null) continue;
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return twice;
}

/** Why the mapping cannot be analysed yet, in the server's words; null when it can. */
export function mappingProblem(mapping: ImportMapping): string | null {
  const duplicates = duplicateFields(mapping);
  if (duplicates.size > 0) return s.duplicatesSummary(duplicates.size);
  if (!mapping.some((key) => key !== null)) return m.nothingMapped;
  if (!mapping.some((key) => key !== null && keyFields.has(key))) return m.keyMissing;
  return null;
}

const entities: readonly ImportEntity[] = ['owner', 'vehicle', 'service'];

/** The select's option groups: Proprietário, Veículo, Serviço, each in the catalogue's order. */
export const fieldGroups = entities.map((entity) => ({
  entity,
  label: s.groups[entity],
  fields: importFields.filter((f) => f.entity === entity).map((f) => ({ key: f.key, label: f.label })),
}));
