import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminSettingsPage() {
  return <PagePlaceholder title={paths.adminSettings.title} />;
}
