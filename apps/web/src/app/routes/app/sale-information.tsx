import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleInformationPage() {
  return <PagePlaceholder title={paths.saleInformation.title} />;
}
