import { useSearchParams } from 'react-router';
import { caixaToday } from '@despacha/domain/caixa/period';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { CaixaView } from '../../../features/caixa/components/caixa-view.tsx';
import { caixaStrings as s } from '../../../features/caixa/strings.ts';
import { paths } from '../../../lib/paths.ts';

/** Caixa: the period lives in the address (?de=&ate=), so a caixa can be shared or reloaded; today by default. */
export default function CaixaPage() {
  const [params, setParams] = useSearchParams();
  const today = caixaToday();
  const from = params.get('de') || params.get('ate') || today;
  const to = params.get('ate') || from;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.caixa.title} description={s.description} />
      <CaixaView period={{ from, to }} onPeriodChange={(p) => setParams({ de: p.from, ate: p.to }, { replace: true })} />
    </div>
  );
}
