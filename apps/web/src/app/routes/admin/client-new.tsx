import { PageHeader } from '../../../components/layout/page-header.tsx';
import { NewClientForm } from '../../../features/clients/components/new-client-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminClientNewPage() {
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={paths.adminClientNew.title} />
      <NewClientForm />
    </section>
  );
}
