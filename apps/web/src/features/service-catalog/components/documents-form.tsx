import { useState, type FormEvent } from 'react';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { CATALOG_DEADLINE_BASIS_MAX, CATALOG_DEADLINE_MAX_DAYS } from '@despacha/domain/service-catalog/limits';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveCatalogEntry } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';
import { catalogFailed } from './failure.ts';

/** Which of the general 17 documents a new service of the type starts with, and its legal deadline. */
export function DocumentsForm({ entry }: { entry: CatalogEntry }) {
  const [documents, setDocuments] = useState<string[]>(entry.documents);
  const [days, setDays] = useState(entry.deadlineDays === null ? '' : String(entry.deadlineDays));
  const [basis, setBasis] = useState(entry.deadlineBasis);
  const save = useSaveCatalogEntry();
  // Unsaved while it differs from the stored entry (refetched after a save).
  const stored = [[...entry.documents].sort(), entry.deadlineDays === null ? '' : String(entry.deadlineDays), entry.deadlineBasis];
  useLeaveGuard(JSON.stringify([[...documents].sort(), days, basis]) !== JSON.stringify(stored));

  const toggle = (item: string, on: boolean) => setDocuments((list) => (on ? [...list, item] : list.filter((d) => d !== item)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // Sent as typed: the server refuses a deadline out of range with its own message.
    const deadlineDays = days.trim() === '' ? null : Number(days);
    save.mutate(
      {
        serviceType: entry.serviceType,
        data: { documents: documentChecklist.map((d) => d.value).filter((v) => documents.includes(v)), deadlineDays, deadlineBasis: basis },
      },
      { onSuccess: () => toast.success(s.toasts.saved, { description: entry.label }), onError: catalogFailed },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`${s.documents.title} — ${entry.label}`} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-slate-800">{s.documents.title}</legend>
        <p className="text-xs text-slate-500">{s.documents.hint}</p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {documentChecklist.map((d) => (
            <CheckboxField key={d.value} label={d.label} checked={documents.includes(d.value)} onChange={(e) => toggle(d.value, e.target.checked)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid items-end gap-2 sm:grid-cols-[8rem_1fr]">
        <legend className="text-sm font-semibold text-slate-800">{s.deadline.title}</legend>
        <TextField
          label={s.deadline.days}
          type="number"
          inputMode="numeric"
          min={1}
          max={CATALOG_DEADLINE_MAX_DAYS}
          step={1}
          placeholder={s.deadline.none}
          value={days}
          onChange={(e) => setDays(e.target.value.slice(0, String(CATALOG_DEADLINE_MAX_DAYS).length))}
        />
        <TextField label={s.deadline.basis} maxLength={CATALOG_DEADLINE_BASIS_MAX} value={basis} onChange={(e) => setBasis(e.target.value)} />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? s.saving : s.save}
        </Button>
      </div>
    </form>
  );
}
