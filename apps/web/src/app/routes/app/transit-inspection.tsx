import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function TransitInspectionPage() {
  return <PagePlaceholder title={paths.transitInspection.title} />;
}
