import { useSearchParams } from 'react-router';
import type { GuiaKind } from '@despacha/domain/guias/kinds';
import { EditGuia, GuiaDetailView } from './guia-detail.tsx';
import { GuiaList } from './guia-list.tsx';
import { NewGuia } from './new-guia.tsx';

/**
 * /guia-pl and /guia-geral: one screen per kind. What it shows lives in the address (?guia=<id>,
 * &editar=1, ?nova=1, the list's ?q=&situacao=&pagina=), so a guia can be reloaded, shared or gone back to.
 */
export function GuiasScreen({ kind }: { kind: GuiaKind }) {
  const [params, setParams] = useSearchParams();
  const guiaId = params.get('guia');
  const toList = () => setParams({});
  const open = (id: string) => setParams({ guia: id });
  if (guiaId && params.get('editar')) return <EditGuia key={guiaId} kind={kind} id={guiaId} onDone={() => open(guiaId)} />;
  if (guiaId) return <GuiaDetailView key={guiaId} id={guiaId} onBack={toList} onEdit={() => setParams({ guia: guiaId, editar: '1' })} />;
  if (params.get('nova')) return <NewGuia kind={kind} onCancel={toList} onCreated={open} />;
  const filters = { kind, q: params.get('q') ?? '', status: params.get('situacao') ?? '', page: Math.max(1, Number(params.get('pagina')) || 1) };
  return (
    <GuiaList
      filters={filters}
      onFilters={(f) => setParams(Object.fromEntries(Object.entries({ q: f.q, situacao: f.status, pagina: f.page > 1 ? String(f.page) : '' }).filter(([, v]) => v)), { replace: true })}
      onNew={() => setParams({ nova: '1' })}
      onOpen={open}
    />
  );
}
