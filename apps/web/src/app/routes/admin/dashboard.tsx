import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminDashboardPage() {
  return <PagePlaceholder title={paths.admin.title} />;
}
