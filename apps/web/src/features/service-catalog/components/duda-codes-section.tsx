import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { CATALOG_DUDA_DESCRIPTION_MAX } from '@despacha/domain/service-catalog/limits';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddDudaCode, useDeleteDudaCode, useUpdateDudaCode } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';
import { catalogFailed } from './failure.ts';

const d = s.duda;

/** The type's DUDA codes; one an admin types starts "a confirmar" and is never printed as fact. */
export function DudaCodesSection({ entry }: { entry: CatalogEntry }) {
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  // A code being typed (cleared once added).
  useLeaveGuard(code.trim() !== '' || description.trim() !== '');
  const add = useAddDudaCode();
  const update = useUpdateDudaCode();
  const remove = useDeleteDudaCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || add.isPending) return;
    add.mutate(
      { serviceType: entry.serviceType, data: { code, description } },
      {
        onSuccess: () => {
          toast.success(d.add, { description: s.toasts.codeAdded });
          setCode('');
          setDescription('');
        },
        onError: catalogFailed,
      },
    );
  };

  return (
    <section aria-label={d.title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800">{d.title}</h3>
      {entry.dudaCodes.length === 0 ? <p className="text-sm text-slate-500">{d.none}</p> : null}
      <ul className="flex flex-col gap-1">
        {entry.dudaCodes.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono font-semibold">{c.code}</span>
            <span className={c.verified ? 'rounded bg-green-100 px-2 text-green-800' : 'rounded bg-amber-100 px-2 text-amber-900'}>
              {c.verified ? d.verified : d.unverified}
            </span>
            {c.description ? <span className="text-slate-600">{c.description}</span> : null}
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: c.id, data: { verified: !c.verified } },
                  { onSuccess: () => toast.success(c.verified ? s.toasts.codeUnconfirmed : s.toasts.codeConfirmed), onError: catalogFailed },
                )
              }
            >
              {c.verified ? d.unconfirm : d.confirm}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${d.remove} ${c.code}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(c.id, { onSuccess: () => toast.success(s.toasts.codeRemoved), onError: catalogFailed })}
            >
              {d.remove}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{d.unverifiedHint}</p>
      <form noValidate onSubmit={submit} aria-label={d.add} className="grid items-end gap-2 sm:grid-cols-[8rem_1fr_auto]">
        <TextField label={d.code} placeholder={d.codePlaceholder} inputMode="numeric" maxLength={5} value={code} onChange={(e) => setCode(e.target.value)} />
        <TextField label={d.note} maxLength={CATALOG_DUDA_DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.target.value)} />
        <Button type="submit" variant="outline" disabled={add.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {d.add}
        </Button>
      </form>
    </section>
  );
}
