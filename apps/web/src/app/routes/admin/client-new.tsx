import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminClientNewPage() {
  return <PagePlaceholder title={paths.adminClientNew.title} />;
}
