import { useSearchParams } from 'react-router';
import { requestSortKeys, type RequestSortKey } from '@despacha/domain/contracts/requests/request-sort';
import { defaultRequestSort } from '../../../features/requests/api/get-requests.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { historyStrings as s } from '../../../features/requests/components/history/history-strings.ts';
import { RequestsHistory, type HistoryQuery } from '../../../features/requests/components/history/requests-history.tsx';
import { paths } from '../../../lib/paths.ts';

// Filters and order live in the URL (?tipo=&placa=&de=&ate=&ordem=&direcao=&pagina=) so a list survives reloads and "back".
const keys = { type: 'tipo', placa: 'placa', from: 'de', to: 'ate' } as const;
// A hand-edited order the server would refuse falls back to its own order instead of an error.
const sortOf = (value: string | null) => requestSortKeys.find((k): k is RequestSortKey => k === value);

/** Solicitações: the agency's submitted request forms. */
export default function RequestsHistoryPage() {
  const [params, setParams] = useSearchParams();
  const query: HistoryQuery = {
    type: params.get(keys.type) ?? '',
    placa: params.get(keys.placa) ?? '',
    from: params.get(keys.from) ?? '',
    to: params.get(keys.to) ?? '',
    page: Math.max(1, Number(params.get('pagina')) || 1),
    sort: sortOf(params.get('ordem')),
    dir: params.get('direcao') === 'desc' ? 'desc' : 'asc',
  };
  const change = (next: HistoryQuery) => {
    const search = new URLSearchParams();
    for (const [field, key] of Object.entries(keys)) {
      const value = next[field as keyof typeof keys].trim();
      if (value) search.set(key, value);
    }
    if (next.sort && (next.sort !== defaultRequestSort.key || next.dir !== defaultRequestSort.dir)) {
      search.set('ordem', next.sort);
      search.set('direcao', next.dir ?? 'asc');
    }
    if (next.page > 1) search.set('pagina', String(next.page));
    setParams(search);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.requestsHistory.title} description={s.description} />
      <RequestsHistory query={query} onChange={change} />
    </div>
  );
}
