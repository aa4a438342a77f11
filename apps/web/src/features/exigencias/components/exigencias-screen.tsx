import { useState } from 'react';
import { AlertTriangle, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { exigenciaLabels as l } from '@despacha/domain/exigencias/messages';
import { QUEUE_FILTERS, type QueueFilter } from '@despacha/domain/exigencias/rules';
import { TEXT } from '@despacha/domain/limits';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useExigencias } from '../api/get-exigencias.ts';
import { useResponsibles } from '../api/get-responsibles.ts';
import { DocumentsDialog } from './documents-dialog.tsx';
import { EditDialog } from './edit-dialog.tsx';
import { ExigenciasTable } from './exigencias-table.tsx';
import { RegisterDialog } from './register-dialog.tsx';
import { ReturnDialog } from './return-dialog.tsx';

const statusOptions = QUEUE_FILTERS.map((value) => ({ value, label: l.filters[value] }));
const asFilter = (v: string | null): QueueFilter => ((QUEUE_FILTERS as readonly string[]).includes(v ?? '') ? (v as QueueFilter) : 'open');

/**
 * /retorno-exigencia: the queue of DETRAN's demands. Its filters live in the address (?situacao=,
 * ?responsavel=, ?q=, ?pagina=) and ?servico=<id> opens "Registrar exigência" for that service.
 */
export function ExigenciasScreen({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const status = asFilter(params.get('situacao'));
  const responsible = params.get('responsavel') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const serviceId = params.get('servico');
  const [registering, setRegistering] = useState(serviceId !== null);
  const [typed, setTyped] = useState(q);
  const [documentsOf, setDocumentsOf] = useState<string | null>(null);
  const [returning, setReturning] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useExigencias({ status, responsible, q, page });
  const responsibles = useResponsibles();

  const update = (next: Record<string, string>) => {
    const merged = { situacao: status === 'open' ? '' : status, responsavel: responsible, q, pagina: '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };
  const rows = list.data?.items ?? [];
  const documentsRow = rows.find((r) => r.id === documentsOf);
  const returnRow = rows.find((r) => r.id === returning);
  const editRow = rows.find((r) => r.id === editing);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => setRegistering(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {l.register}
          </Button>
        }
      />
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={l.filterStatus}
          options={statusOptions}
          value={status}
          onChange={(e) => update({ situacao: e.target.value === 'open' ? '' : e.target.value })}
        />
        <SelectField
          label={l.responsible}
          placeholder={l.allResponsibles}
          options={(responsibles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          value={responsible}
          onChange={(e) => update({ responsavel: e.target.value })}
        />
        <form
          role="search"
          className="flex items-end gap-2 lg:col-span-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: typed.trim() });
          }}
        >
          <TextField label={l.searchQueue} value={typed} maxLength={TEXT.search} onChange={(e) => setTyped(e.target.value)} className="flex-1" />
          <Button type="submit" variant="outline">
            {l.search}
          </Button>
        </form>
      </div>
      {list.isPending ? <Spinner label={l.loading} className="w-full py-8" /> : null}
      {list.isError ? <EmptyState description={l.loadError} icon={<AlertTriangle className="size-8" />} /> : null}
      {list.data ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {l.total(list.data.total)}
          </p>
          <ExigenciasTable rows={rows} onDocuments={(r) => setDocumentsOf(r.id)} onEdit={(r) => setEditing(r.id)} onReturn={(r) => setReturning(r.id)} />
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(next) => update({ pagina: String(next) })}
            label={l.pagerLabel}
            itemsLabel={l.pagerItems}
          />
        </>
      ) : null}
      <RegisterDialog
        open={registering}
        serviceId={serviceId}
        onOpenChange={(open) => {
          setRegistering(open);
          if (!open && serviceId) update({});
        }}
      />
      {documentsRow ? <DocumentsDialog row={documentsRow} onClose={() => setDocumentsOf(null)} /> : null}
      {returnRow ? <ReturnDialog row={returnRow} onClose={() => setReturning(null)} /> : null}
      {editRow ? <EditDialog row={editRow} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
