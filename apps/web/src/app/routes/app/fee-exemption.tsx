import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FeeExemptionForm } from '../../../features/requests/components/fee-exemption-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function FeeExemptionPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.feeExemption.title} />
      <FeeExemptionForm />
    </div>
  );
}
