import { SubscriptionsPage } from '../../../features/subscriptions/components/subscriptions-page.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminSubscriptionsPage() {
  return <SubscriptionsPage title={paths.adminSubscriptions.title} />;
}
