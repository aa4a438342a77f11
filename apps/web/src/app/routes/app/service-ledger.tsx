import { useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LedgerScreen } from '../../../features/ledger/components/ledger-screen.tsx';
import { paths } from '../../../lib/paths.ts';

/** /servicos/:id/financeiro — a service's payments and expenses (decision 025). */
export default function ServiceLedgerPage() {
  const { id = '' } = useParams();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={paths.serviceLedger.title} />
      <LedgerScreen key={id} serviceId={id} />
    </div>
  );
}
