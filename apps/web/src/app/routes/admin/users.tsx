import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminUsersPage() {
  return <PagePlaceholder title={paths.adminUsers.title} />;
}
