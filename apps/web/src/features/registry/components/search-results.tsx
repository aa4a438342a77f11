import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { maskCnpj, maskCpf, maskPlate } from '@despacha/domain/masks';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { registryStrings as s } from '../strings.ts';
import { RequirementBadge } from './requirement-badge.tsx';

const r = s.results;
const documentOf = (hit: SearchResult) => (hit.owner.cpf ? maskCpf(hit.owner.cpf) : maskCnpj(hit.owner.cnpj));
const keyOf = (hit: SearchResult) => `${hit.owner.id}:${hit.vehicle?.id ?? ''}`;
const modelOf = (hit: SearchResult) => [hit.vehicle?.marca, hit.vehicle?.modelo].filter(Boolean).join(' ');
/** The lowest open service number: a record without open services sorts last. */
const firstServiceOf = (hit: SearchResult) => (hit.openServices.length ? Math.min(...hit.openServices.map((x) => x.number)) : null);

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

/** Several hits: the dispatcher picks the record to open. At most 50 arrive at once, so they sort in the browser. */
export function SearchResults({ results, onPick }: { results: SearchResult[]; onPick: (hit: SearchResult) => void }) {
  const columns: DataTableColumn<SearchResult>[] = [
    { id: 'owner', header: r.owner, sortValue: (hit) => hit.owner.nome, cell: (hit) => <span className="font-medium">{hit.owner.nome}</span> },
    { id: 'document', header: r.document, sortValue: (hit) => hit.owner.cpf || hit.owner.cnpj, cell: documentOf, className: 'whitespace-nowrap' },
    {
      id: 'plate',
      header: r.plate,
      sortValue: (hit) => hit.vehicle?.placa,
      cell: (hit) => (hit.vehicle ? maskPlate(hit.vehicle.placa) : r.noVehicle),
      className: 'whitespace-nowrap',
    },
    { id: 'model', header: r.model, sortValue: modelOf, cell: modelOf },
    { id: 'open-services', header: r.openServices, sortValue: firstServiceOf, cell: openServicesOf },
    {
      id: 'action',
      header: <span className="sr-only">{r.open}</span>,
      className: 'text-right',
      cell: (hit) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={r.openLabel(`${hit.owner.nome}${hit.vehicle ? ` (${maskPlate(hit.vehicle.placa)})` : ''}`)}
          onClick={() => onPick(hit)}
        >
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
