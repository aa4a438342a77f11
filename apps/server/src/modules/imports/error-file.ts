import { and, eq } from 'drizzle-orm';
import { importFields } from '@despacha/domain/imports/fields';
import { entityOf, type ImportTemplateKind } from '@despacha/domain/imports/field-keys';
import { importRowMessages as rm } from '@despacha/domain/imports/row-messages';
import { importRunErrors } from '../../db/schema/index.ts';
import { xlsxStreamWriter, type StreamColumn } from '../../lib/reports/stream-export.ts';
import { spreadsheetText } from '../../lib/spreadsheet-text.ts';
import type { ImportDeps, RunRow } from './import-run.ts';
import { openTable } from './read-table.ts';
import { uploadKeyOf } from './paths.ts';

// The rows an import refused, as the user sent them plus a "Motivo" column (issue 33): fixed and
// sent again, they import like any file (the rows already saved are matched, not duplicated).

const textColumn = (header: string): StreamColumn => ({ header, width: Math.min(40, Math.max(12, header.length + 2)), type: 'text' });

export const errorFileKeyOf = (row: Pick<RunRow, 'agencyId' | 'id'>) => `${row.agencyId}/${row.id}`;

/** Writes the refused rows to storage; returns their key. */
export async function writeErrorFile(deps: ImportDeps, row: RunRow): Promise<string> {
  const refused = await deps.db
    .select({ line: importRunErrors.line, reason: importRunErrors.reason })
    .from(importRunErrors)
    .where(and(eq(importRunErrors.agencyId, row.agencyId), eq(importRunErrors.runId, row.id)));
  const reasons = new Map(refused.map((r) => [r.line, r.reason]));
  const body = await deps.storage.withFile(uploadKeyOf(row), async (file) => {
    const table = await openTable(file);
    const writer = await xlsxStreamWriter([...table.headers.map(textColumn), textColumn(rm.reasonHeader)], 'Linhas com erro');
    let batch: string[][] = [];
    for await (const r of table.rows) {
      const reason = reasons.get(r.line);
      if (reason === undefined) continue;
      // A cell starting with = + - @ would be a formula when the file is opened again.
      batch.push([...table.headers.map((_, i) => spreadsheetText(r.cells[i] ?? '')), reason]);
      if (batch.length >= 500) {
        await writer.write(batch);
        batch = [];
      }
    }
    if (batch.length) await writer.write(batch);
    return writer.finish(null);
  });
  const key = errorFileKeyOf(row);
  await deps.storage.put(key, body, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return key;
}

const TEMPLATE_ENTITIES: Record<ImportTemplateKind, readonly string[]> = {
  proprietarios: ['owner'],
  veiculos: ['vehicle', 'owner.cpfCnpj'],
  servicos: ['vehicle.placa', 'vehicle.renavam', 'owner.cpfCnpj', 'service'],
  completo: ['owner', 'vehicle', 'service'],
};

/** A template: the header row of the kind's columns, named as the automatic mapping reads them. */
export async function templateFile(kind: ImportTemplateKind): Promise<Buffer> {
  const wanted = TEMPLATE_ENTITIES[kind];
  const fields = importFields.filter((f) => wanted.includes(entityOf(f.key)) || wanted.includes(f.key));
  const writer = await xlsxStreamWriter(
    fields.map((f) => textColumn(f.label)),
    'Dados',
  );
  return writer.finish(null);
}
