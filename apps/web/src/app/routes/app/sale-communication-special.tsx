import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleCommunicationSpecialPage() {
  return <PagePlaceholder title={paths.saleCommunicationSpecial.title} />;
}
