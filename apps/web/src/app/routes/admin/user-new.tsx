import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminUserNewPage() {
  return <PagePlaceholder title={paths.adminUserNew.title} />;
}
