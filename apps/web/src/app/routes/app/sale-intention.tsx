import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SaleIntentionPage() {
  return <PagePlaceholder title={paths.saleIntention.title} />;
}
