import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SaleCommunicationSpecialForm } from '../../../features/requests/components/sale-communication-special-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleCommunicationSpecialPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.saleCommunicationSpecial.title} />
      <SaleCommunicationSpecialForm />
    </div>
  );
}
