import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleCommunicationPage() {
  return <PagePlaceholder title={paths.saleCommunication.title} />;
}
