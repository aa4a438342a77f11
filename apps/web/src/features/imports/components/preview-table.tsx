import { CircleAlert } from 'lucide-react';
import type { ImportPreviewRow, ImportRowAction } from '@despacha/domain/contracts/imports';
import { entityOf, type ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { importFieldLabel } from '@despacha/domain/imports/fields';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';

const tones: Record<ImportRowAction, PillTone> = { create: 'success', update: 'info', skip: 'neutral', error: 'danger' };

/** The fields shown: those mapped, in the file's order, then any a row carries beyond them. */
export function previewFields(mapping: readonly (ImportFieldKey | null)[], rows: readonly ImportPreviewRow[]): ImportFieldKey[] {
  const fields = new Set<ImportFieldKey>();
  for (const key of mapping) if (key !== null) fields.add(key);
  for (const row of rows) for (const key of [...Object.keys(row.values), ...Object.keys(row.errors)] as ImportFieldKey[]) fields.add(key);
  return [...fields];
}

/** A value as it will be saved; a refused one carries its message in the same cell, in words and not only in red. */
function PreviewCell({ row, field }: { row: ImportPreviewRow; field: ImportFieldKey }) {
  const value = row.values[field] ?? '';
  const error = row.errors[field];
  if (!error) return value ? <span className="break-words">{value}</span> : <span className="text-slate-400">—</span>;
  return (
    <div className="-mx-1 flex flex-col gap-0.5 rounded border-l-4 border-red-600 bg-red-50 px-1.5 py-1">
      <span className="break-words">{value || <span className="text-slate-500">({s.emptyValue})</span>}</span>
      <span className="flex items-start gap-1 text-xs text-red-800">
        <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          <span className="sr-only">{s.cellError} </span>
          {error}
        </span>
      </span>
    </div>
  );
}

type PreviewTableProps = { mapping: readonly (ImportFieldKey | null)[]; rows: readonly ImportPreviewRow[] };

/** The first rows of the file as they will be saved: line, what the row does, each field's value. */
export function PreviewTable({ mapping, rows }: PreviewTableProps) {
  const columns: DataTableColumn<ImportPreviewRow>[] = [
    { id: 'line', header: s.line, className: 'text-right tabular-nums', cell: (row) => row.line.toLocaleString('pt-BR') },
    { id: 'action', header: s.action, cell: (row) => <StatusPill label={s.actions[row.action]} tone={tones[row.action]} /> },
    ...previewFields(mapping, rows).map((field): DataTableColumn<ImportPreviewRow> => ({
      id: field,
      className: 'min-w-36 align-top',
      header: (
        <span className="flex flex-col normal-case">
          <span className="text-[0.65rem] font-normal text-slate-500">{s.groups[entityOf(field)]}</span>
          {importFieldLabel(field)}
        </span>
      ),
      cell: (row) => <PreviewCell row={row} field={field} />,
    })),
  ];
  return (
    <DataTable
      caption={s.previewCaption(rows.length)}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.line)}
      empty={s.previewEmpty}
      maxHeightClass="max-h-[70dvh]"
    />
  );
}
