import { useSearchParams } from 'react-router';
import { guiaSortKeys } from '@despacha/domain/guias/sort';
import type { GuiaKind } from '@despacha/domain/guias/kinds';
import { defaultGuiaSort, type GuiaFilters } from '../api/guias-api.ts';
import { EditGuia, GuiaDetailView } from './guia-detail.tsx';
import { GuiaList } from './guia-list.tsx';
import { NewGuia } from './new-guia.tsx';

/** The list's order from the address (?ordem=&sentido=); anything unknown reads as the default. */
function sortOf(params: URLSearchParams): Pick<GuiaFilters, 'sort' | 'dir'> {
  const sort = (guiaSortKeys as readonly string[]).find((k) => k === params.get('ordem'));
  const dir = params.get('sentido');
  return sort && (dir === 'asc' || dir === 'desc') ? { sort: sort as GuiaFilters['sort'], dir } : defaultGuiaSort;
}

/**
 * /guia-pl and /guia-geral: one screen per kind. What it shows lives in the address (?guia=<id>,
 * &editar=1, ?nova=1, the list's ?q=&situacao=&pagina=&ordem=&sentido=), so a guia can be reloaded, shared or gone back to.
 */
export function GuiasScreen({ kind }: { kind: GuiaKind }) {
  const [params, setParams] = useSearchParams();
  const guiaId = params.get('guia');
  const toList = () => setParams({});
  const open = (id: string) => setParams({ guia: id });
  if (guiaId && params.get('editar')) return <EditGuia key={guiaId} kind={kind} id={guiaId} onDone={() => open(guiaId)} />;
  if (guiaId) return <GuiaDetailView key={guiaId} id={guiaId} onBack={toList} onEdit={() => setParams({ guia: guiaId, editar: '1' })} />;
  if (params.get('nova')) return <NewGuia kind={kind} onCancel={toList} onCreated={open} />;
  const filters: GuiaFilters = {
    kind,
    q: params.get('q') ?? '',
    status: params.get('situacao') ?? '',
    page: Math.max(1, Number(params.get('pagina')) || 1),
    ...sortOf(params),
  };
  // The default order (newest number first) stays out of the address.
  const ordered = (f: GuiaFilters) =>
    f.sort === defaultGuiaSort.sort && f.dir === defaultGuiaSort.dir ? { ordem: '', sentido: '' } : { ordem: f.sort, sentido: f.dir };
  return (
    <GuiaList
      filters={filters}
      onFilters={(f) =>
        setParams(
          Object.fromEntries(Object.entries({ q: f.q, situacao: f.status, pagina: f.page > 1 ? String(f.page) : '', ...ordered(f) }).filter(([, v]) => v)),
          { replace: true },
        )
      }
      onNew={() => setParams({ nova: '1' })}
      onOpen={open}
    />
  );
}
