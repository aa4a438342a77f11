import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function FormsLibraryPage() {
  return <PagePlaceholder title={paths.forms.title} />;
}
