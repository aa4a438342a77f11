import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { maskCnpj, maskCpf, maskPlate } from '@despacha/domain/masks';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { registryStrings as s } from '../strings.ts';
import { RequirementBadge } from './requirement-badge.tsx';

const r = s.results;
const documentOf = (hit: SearchResult) => (hit.owner.cpf ? maskCpf(hit.owner.cpf) : maskCnpj(hit.owner.cnpj));
const keyOf = (hit: SearchResult) => `${hit.owner.id}:${hit.vehicle?.id ?? ''}`;

function openServicesOf(hit: SearchResult) {
  if (hit.openServices.length === 0) return '—';
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {hit.openServices.map((x) => (
        <li key={x.id} className="inline-flex items-center gap-1 whitespace-nowrap">
          {`Nº ${x.number}`}
          {x.posicao === 'exigencia' ? <RequirementBadge /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Several hits: the dispatcher picks the record to open. */
export function SearchResults({ results, onPick }: { results: SearchResult[]; onPick: (hit: SearchResult) => void }) {
  const columns: DataTableColumn<SearchResult>[] = [
    { id: 'owner', header: r.owner, cell: (hit) => <span className="font-medium">{hit.owner.nome}</span> },
    { id: 'document', header: r.document, cell: documentOf, className: 'whitespace-nowrap' },
    { id: 'plate', header: r.plate, cell: (hit) => (hit.vehicle ? maskPlate(hit.vehicle.placa) : r.noVehicle), className: 'whitespace-nowrap' },
    { id: 'model', header: r.model, cell: (hit) => [hit.vehicle?.marca, hit.vehicle?.modelo].filter(Boolean).join(' ') },
    { id: 'open-services', header: r.openServices, cell: openServicesOf },
    {
      id: 'action',
      header: <span className="sr-only">{r.open}</span>,
      className: 'text-right',
      cell: (hit) => (
        <Button size="sm" variant="outline" aria-label={r.openLabel(`${hit.owner.nome}${hit.vehicle ? ` (${maskPlate(hit.vehicle.placa)})` : ''}`)} onClick={() => onPick(hit)}>
          {r.open}
        </Button>
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{r.count(results.length)}</p>
      <DataTable caption={r.caption} captionHidden columns={columns} rows={results} rowKey={keyOf} maxHeightClass="max-h-80" />
    </section>
  );
}
