import { InvoicesTab } from '../../../features/billing-admin/components/invoices-tab.tsx';
import { SubscriptionsPage } from '../../../features/subscriptions/components/subscriptions-page.tsx';
import { paths } from '../../../lib/paths.ts';

// One invoice list for the platform: Assinaturas › Faturas is Faturamento's, paged and sorted by the server.
export default function AdminSubscriptionsPage() {
  return <SubscriptionsPage title={paths.adminSubscriptions.title} invoicesTab={<InvoicesTab />} />;
}
