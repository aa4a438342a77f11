import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SaleInformationForm } from '../../../features/requests/components/sale-information-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleInformationPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.saleInformation.title} />
      <SaleInformationForm />
    </div>
  );
}
