import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function OwnershipCertificatePage() {
  return <PagePlaceholder title={paths.ownershipCertificate.title} />;
}
