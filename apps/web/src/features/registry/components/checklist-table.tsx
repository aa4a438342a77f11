import { Paperclip } from 'lucide-react';
import type { ChecklistEntry } from '@despacha/domain/contracts/registry/service-detail';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateChecklistItem, type ChecklistUpdate } from '../api/update-checklist-item.ts';
import { registryStrings as s } from '../strings.ts';
import { ChecklistFiles } from './checklist-files.tsx';
import { ACCEPTED_FILES, type UploadState } from './upload-area.tsx';

const d = s.documents;
const checkbox = 'size-4 accent-primary focus-visible:outline-2 focus-visible:outline-primary';
// Below 640 px (a phone) each document is a small card instead of a row too wide for the screen:
// its name, then Necessário, Recebido (labelled on the card) and Anexar on one line (wrapping
// rather than scrolling out of sight on the narrowest screens), then its files.
const stacked = [
  'max-sm:[&_thead]:sr-only',
  'max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-wrap max-sm:[&_tbody_tr]:items-center max-sm:[&_tbody_tr]:py-2',
  'max-sm:[&_td]:px-2 max-sm:[&_td]:py-1',
].join(' ');
const phoneLabel = 'text-sm text-slate-700 sm:hidden';

type ChecklistTableProps = { serviceId: string; checklist: ChecklistEntry[]; upload: UploadState };

/** The 17 documents of the service: needed, received, their scans and an upload per item. */
export function ChecklistTable({ serviceId, checklist, upload }: ChecklistTableProps) {
  const update = useUpdateChecklistItem(serviceId);
  const set = (change: ChecklistUpdate) => update.mutate(change, { onError: () => toast.error(d.saveFailed) });
  const busy = (item: string) => update.isPending && update.variables?.item === item;

  const columns: DataTableColumn<ChecklistEntry>[] = [
    { id: 'item', header: d.item, cell: (entry) => entry.label, className: 'max-sm:basis-full max-sm:font-medium sm:min-w-56' },
    {
      id: 'required',
      header: d.required,
      className: 'text-center max-sm:text-left',
      cell: (entry) => (
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={checkbox}
            aria-label={d.requiredOf(entry.label)}
            checked={entry.required}
            disabled={busy(entry.item)}
            onChange={(e) => set({ item: entry.item, required: e.target.checked })}
          />
          <span className={phoneLabel} aria-hidden="true">
            {d.required}
          </span>
        </label>
      ),
    },
    {
      id: 'received',
      header: d.received,
      className: 'text-center max-sm:text-left',
      cell: (entry) => (
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={checkbox}
            aria-label={d.receivedOf(entry.label)}
            checked={entry.received}
            disabled={busy(entry.item)}
            onChange={(e) => set({ item: entry.item, received: e.target.checked })}
          />
          <span className={phoneLabel} aria-hidden="true">
            {d.received}
          </span>
        </label>
      ),
    },
    {
      id: 'files',
      header: d.files,
      cell: (entry) => <ChecklistFiles serviceId={serviceId} files={entry.files} />,
      className: 'max-sm:order-last max-sm:basis-full',
    },
    {
      id: 'attach',
      header: <span className="sr-only">{d.actions}</span>,
      className: 'text-right',
      cell: (entry) => (
        <label className={buttonClasses({ variant: 'outline', size: 'sm', className: 'cursor-pointer focus-within:outline-2 focus-within:outline-primary' })}>
          <Paperclip className="size-4" aria-hidden="true" />
          {d.attach}
          <input
            type="file"
            accept={ACCEPTED_FILES}
            className="sr-only"
            aria-label={d.attachTo(entry.label)}
            disabled={upload.pending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.send(entry.item, file);
            }}
          />
        </label>
      ),
    },
  ];
  return (
    <DataTable
      caption={d.checklist}
      captionHidden
      columns={columns}
      rows={checklist}
      rowKey={(entry) => entry.item}
      maxHeightClass="max-h-[32rem]"
      className={stacked}
    />
  );
}
