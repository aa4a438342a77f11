import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminBillingPage() {
  return <PagePlaceholder title={paths.adminBilling.title} />;
}
