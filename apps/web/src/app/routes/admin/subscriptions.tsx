import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminSubscriptionsPage() {
  return <PagePlaceholder title={paths.adminSubscriptions.title} />;
}
