import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TransitInspectionForm } from '../../../features/requests/components/transit-inspection-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function TransitInspectionPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.transitInspection.title} />
      <TransitInspectionForm />
    </div>
  );
}
