import { BillingPage } from '../../../features/billing-admin/components/billing-page.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminBillingPage() {
  return <BillingPage title={paths.adminBilling.title} />;
}
