import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SaleCommunicationForm } from '../../../features/requests/components/sale-communication-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleCommunicationPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.saleCommunication.title} />
      <SaleCommunicationForm />
    </div>
  );
}
