import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminMonitoringPage() {
  return <PagePlaceholder title={paths.adminMonitoring.title} />;
}
