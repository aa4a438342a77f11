import { PageHeader } from '../../../components/layout/page-header.tsx';
import { OwnershipCertificateForm } from '../../../features/requests/components/ownership-certificate-form.tsx';
import { paths } from '../../../lib/paths.ts';

export default function OwnershipCertificatePage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.ownershipCertificate.title} />
      <OwnershipCertificateForm />
    </div>
  );
}
