import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function ServiceOriginsPage() {
  return <PagePlaceholder title={paths.serviceOrigins.title} />;
}
