import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleIntentionCancelPage() {
  return <PagePlaceholder title={paths.saleIntentionCancel.title} />;
}
