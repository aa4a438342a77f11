import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminClientsPage() {
  return <PagePlaceholder title={paths.adminClients.title} />;
}
