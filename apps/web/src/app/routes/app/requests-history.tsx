import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { historyStrings as s } from '../../../features/requests/components/history/history-strings.ts';
import { RequestsHistory, type HistoryQuery } from '../../../features/requests/components/history/requests-history.tsx';
import { paths } from '../../../lib/paths.ts';

// Filters live in the URL (?tipo=&placa=&de=&ate=&pagina=) so a filtered list survives reloads and "back".
const keys = { type: 'tipo', placa: 'placa', from: 'de', to: 'ate' } as const;

/** Solicitações: the agency's submitted request forms. */
export default function RequestsHistoryPage() {
  const [params, setParams] = useSearchParams();
  const query: HistoryQuery = {
    type: params.get(keys.type) ?? '',
    placa: params.get(keys.placa) ?? '',
    from: params.get(keys.from) ?? '',
    to: params.get(keys.to) ?? '',
    page: Math.max(1, Number(params.get('pagina')) || 1),
  };
  const change = (next: HistoryQuery) => {
    const search = new URLSearchParams();
    for (const [field, key] of Object.entries(keys)) {
      const value = next[field as keyof typeof keys].trim();
      if (value) search.set(key, value);
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
