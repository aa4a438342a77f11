import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ReportsPage() {
  return <PagePlaceholder title={paths.reports.title} />;
}
